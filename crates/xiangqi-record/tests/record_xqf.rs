//! XQF (象棋演播室) files: every fixture of tests/records/expected.json read to the expected
//! start position, mainline, result and tree size; the deliberately broken ones give their coded
//! error and the partial game; truncated and corrupted variants of the real files never panic.

use proptest::prelude::*;
use xiangqi_record::{read, Format, GameRecord, ReadOptions};

mod record_fixtures;
use record_fixtures::{bytes, expected_moves};

fn expected() -> Vec<serde_json::Value> {
    let xqf: Vec<_> = record_fixtures::expected()
        .into_iter()
        .filter(|e| e["file"].as_str().unwrap().starts_with("xqf/"))
        .collect();
    assert_eq!(xqf.len(), 9, "the nine XQF fixtures");
    xqf
}

fn read_one(data: &[u8]) -> GameRecord {
    let mut games = read(data, &ReadOptions::default()).expect("readable").games;
    assert_eq!(games.len(), 1);
    games.remove(0)
}

#[test]
fn every_fixture_reads_to_the_expected_game() {
    for e in expected() {
        let file = e["file"].as_str().unwrap();
        let data = bytes(file);
        let game = read_one(&data);
        assert_eq!(game.fen(), e["fen"].as_str().unwrap(), "{file}: start FEN");
        let want = expected_moves(&e);
        assert_eq!(
            game.result.map(|r| r.to_string()).as_deref(),
            e["result"].as_str(),
            "{file}: result"
        );
        match e["first_illegal_ply"].as_u64() {
            None => {
                assert_eq!(game.moves_iccs(), want, "{file}: mainline");
                assert!(game.error.is_none(), "{file}: {:?}", game.error);
                assert_eq!(
                    game.tree.len() - 1,
                    e["move_nodes"].as_u64().unwrap() as usize,
                    "{file}: moves in the tree"
                );
            }
            Some(ply) => {
                // The game up to the illegal move, and the error naming it.
                let ply = ply as usize;
                assert_eq!(
                    game.moves_iccs(),
                    want[..ply],
                    "{file}: mainline before ply {ply}"
                );
                let err = game.error.as_ref().expect("an error");
                assert_eq!(err.code(), "ERR_RECORD_MOVE", "{file}: {err}");
                assert_eq!(err.ply, Some(ply), "{file}: {err}");
                assert!(err.offset.unwrap() >= 0x400, "{file}: {err}");
                let json = serde_json::to_value(err).unwrap();
                assert_eq!(json["text"], want[ply], "{file}: {json}");
            }
        }
        assert_eq!(
            game.tree.variation_count(),
            e["variations"].as_u64().unwrap() as usize,
            "{file}: variations"
        );
        // Told the format, the same game.
        let told = read(&data, &ReadOptions::with_format(Format::Xqf)).unwrap();
        assert_eq!(told.games[0], game, "{file}");
    }
}

#[test]
fn header_tags_and_comments() {
    let game = read_one(&bytes("xqf/eleeye_XQFEXAMA.XQF"));
    let tags: Vec<(&str, &str)> = game.tags.iter().collect();
    assert_eq!(
        tags,
        [
            ("title", "仙人指路对起马局"),
            ("event", "\"中立杯\"象棋电视快棋赛"),
            ("date", "1997年11月16日"),
            ("site", "北京"),
            ("red", "柳大华"),
            ("black", "吕  钦"),
            ("author", "过河象"),
        ]
    );
    // The plain v10 copy of the same game: same moves, and the comments decode to the same text.
    let plain = read_one(&bytes("xqf/cchess_test1.xqf"));
    assert_eq!(plain.moves(), game.moves());
    let comments = |g: &GameRecord| -> Vec<String> {
        g.tree
            .nodes()
            .iter()
            .filter_map(|n| n.comment().map(str::to_owned))
            .collect()
    };
    assert!(!comments(&game).is_empty());
    assert!(
        comments(&plain)[0].contains("1997年11月16日"),
        "{:?}",
        comments(&plain)[0]
    );
    // Line breaks are \n (XQStudio writes \r\n).
    let bad2 = read_one(&bytes("xqf/cchess_BadMoveTest2.xqf"));
    let multi = comments(&bad2)
        .into_iter()
        .find(|c| c.starts_with("妙"))
        .unwrap();
    assert_eq!(multi.lines().count(), 4, "{multi:?}");
    assert!(!multi.contains('\r'), "{multi:?}");
}

/// `made/vschess_0_big5.xqf` is `xqf/vschess_0.xqf` with its header strings rewritten in Big5
/// (traditional characters; see tests/records/made/README.md): the same game, its text detected
/// as Big5 from the bytes of the fields, and the encoding option overrides the detection.
#[test]
fn big5_text_fields_are_detected_and_the_option_overrides() {
    use xiangqi_record::TextEncoding;
    let gbk = read(&bytes("xqf/vschess_0.xqf"), &ReadOptions::default()).unwrap();
    let big5 = read(&bytes("made/vschess_0_big5.xqf"), &ReadOptions::default()).unwrap();
    assert_eq!(gbk.encoding, Some(TextEncoding::Gbk));
    assert_eq!(big5.encoding, Some(TextEncoding::Big5));
    let (g, b) = (&gbk.games[0], &big5.games[0]);
    assert_eq!(g.moves(), b.moves());
    assert_eq!(g.start, b.start);
    let tags = |r: &GameRecord| -> Vec<(String, String)> {
        r.tags
            .iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect()
    };
    let want = |v: [&str; 6]| -> Vec<(String, String)> {
        ["title", "event", "date", "site", "red", "black"]
            .into_iter()
            .zip(v)
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect()
    };
    assert_eq!(
        tags(g),
        want([
            "顺炮局",
            "全国象棋个人锦标赛",
            "1992年10月31日",
            "北京",
            "安徽蒋志梁",
            "上海胡荣华"
        ])
    );
    assert_eq!(
        tags(b),
        want([
            "順炮局",
            "全國象棋個人錦標賽",
            "1992年10月31日",
            "北京",
            "安徽蔣志梁",
            "上海胡榮華"
        ])
    );
    // Told GBK, the Big5 bytes are mojibake (the old reading); told Big5, the GBK ones are.
    let forced = |file: &str, enc| read(&bytes(file), &ReadOptions::with_encoding(enc)).unwrap();
    let as_gbk = forced("made/vschess_0_big5.xqf", TextEncoding::Gbk);
    assert_eq!(as_gbk.encoding, Some(TextEncoding::Gbk));
    assert_eq!(
        as_gbk.games[0].tags.get("black"),
        Some("\u{e5fd}\u{e1d3}璊篴地")
    );
    assert_eq!(as_gbk.games[0].moves(), b.moves());
    let as_big5 = forced("xqf/vschess_0.xqf", TextEncoding::Big5);
    assert_eq!(as_big5.encoding, Some(TextEncoding::Big5));
    assert_ne!(as_big5.games[0].tags.get("black"), Some("上海胡荣华"));
}

/// Names alone (no vocabulary of records) decide too: the common characters of the encoding
/// they are in against the rare ones (and kana) of the other.
#[test]
fn big5_names_alone_are_detected() {
    use xiangqi_record::TextEncoding;
    let mut data = bytes("xqf/vschess_0.xqf");
    // Only Red and Black, in Big5 (胡榮華, 呂欽); every other field ASCII.
    for (at, size) in [(0x50, 64), (0xD0, 64), (0x110, 16), (0x120, 16)] {
        data[at..at + size].fill(0);
    }
    let put = |data: &mut Vec<u8>, at: usize, raw: &[u8]| {
        data[at] = raw.len() as u8;
        data[at + 1..at + 16].fill(0);
        data[at + 1..at + 1 + raw.len()].copy_from_slice(raw);
    };
    put(&mut data, 0x130, b"\xad\x4a\xba\x61\xb5\xd8");
    put(&mut data, 0x140, b"\xa7\x66\xb4\xdc");
    let r = read(&data, &ReadOptions::default()).unwrap();
    assert_eq!(r.encoding, Some(TextEncoding::Big5));
    assert_eq!(r.games[0].tags.get("red"), Some("胡榮華"));
    assert_eq!(r.games[0].tags.get("black"), Some("呂欽"));
    // The same names in GBK (胡荣华, 吕钦) stay GBK.
    put(&mut data, 0x130, b"\xba\xfa\xc8\xd9\xbb\xaa");
    put(&mut data, 0x140, b"\xc2\xc0\xc7\xd5");
    let r = read(&data, &ReadOptions::default()).unwrap();
    assert_eq!(r.encoding, Some(TextEncoding::Gbk));
    assert_eq!(r.games[0].tags.get("red"), Some("胡荣华"));
    assert_eq!(r.games[0].tags.get("black"), Some("吕钦"));
}

#[test]
fn broken_headers_are_format_errors() {
    let good = bytes("xqf/vschess_0.xqf");
    for (what, data) in [
        ("header cut short", good[..600].to_vec()),
        ("magic only", b"XQ".to_vec()),
    ] {
        let opts = ReadOptions::with_format(Format::Xqf);
        let e = read(&data, &opts).unwrap_err();
        assert_eq!(e.code(), "ERR_RECORD_FORMAT", "{what}: {e}");
    }
    // Two pieces on one square.
    let mut data = bytes("xqf/cchess_test1.xqf");
    data[0x11] = data[0x10];
    let e = read(&data, &ReadOptions::default()).unwrap_err();
    assert_eq!(e.code(), "ERR_RECORD_FORMAT", "{e}");
}

#[test]
fn truncated_move_records_keep_the_moves_before() {
    let data = bytes("xqf/eleeye_XQFEXAMA.XQF");
    let full = read_one(&data).moves();
    // Cut in the middle of the record of move 40 and somewhere in every later record.
    let mut cut_games = 0;
    for len in (0x404..data.len()).step_by(7) {
        let game = read_one(&data[..len]);
        let err = game.error.as_ref().expect("truncation is an error");
        assert_eq!(err.code(), "ERR_RECORD_FORMAT", "{len}: {err}");
        assert!(err.offset.unwrap() <= len, "{len}: {err}");
        let moves = game.moves();
        assert_eq!(
            moves[..],
            full[..moves.len()],
            "cut at {len}: a prefix of the mainline"
        );
        assert_eq!(err.ply, Some(moves.len()), "{len}: {err}");
        cut_games += 1;
    }
    assert!(cut_games > 500);
}

fn fixtures() -> Vec<Vec<u8>> {
    expected()
        .iter()
        .map(|e| bytes(e["file"].as_str().unwrap()))
        .filter(|d| d.len() < 10_000)
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any truncation and any flipped bytes of a real file: a coded error or games, never a panic;
    /// every move kept is legal (the tree replays).
    #[test]
    fn damaged_files_never_panic(
        which in 0usize..8,
        cut in 0usize..6000,
        flips in prop::collection::vec((0usize..6000, 1u8..=255), 0..6),
    ) {
        let files = fixtures();
        let mut data = files[which % files.len()].clone();
        for (at, x) in flips {
            let n = data.len();
            data[at % n] ^= x;
        }
        data.truncate(cut.max(2));
        let opts = ReadOptions::with_format(Format::Xqf);
        match read(&data, &opts) {
            Err(e) => prop_assert!(e.code().starts_with("ERR_RECORD_"), "{}", e),
            Ok(r) => {
                prop_assert_eq!(r.games.len(), 1);
                let game = &r.games[0];
                if let Some(e) = &game.error {
                    prop_assert!(e.code().starts_with("ERR_RECORD_"), "{}", e);
                    prop_assert!(e.offset.is_some(), "{}", e);
                }
                for node in game.tree.nodes().iter().skip(1) {
                    prop_assert!(node.mv().is_some());
                }
                let _ = game.end_position();
                let _ = serde_json::to_string(game).unwrap();
            }
        }
    }
}
