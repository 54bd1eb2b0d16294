//! `xiangqi audit` on a folder of mixed records: games read, errors by code, and the recorded
//! results that contradict the referee — each kind built from a real fixture with its result
//! changed (the pair: the same moves with the consistent result give no mismatch).

use std::path::{Path, PathBuf};

mod common;
use common::run;

use serde_json::Value;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/records");

fn fixture(file: &str) -> Vec<u8> {
    std::fs::read(format!("{DIR}/{file}")).unwrap()
}

/// Game `index` of a multi-game PGN (split at `[Event`), with its Result tag set to `result`.
fn pgn_game(file: &str, index: usize, result: &str) -> String {
    let text = String::from_utf8(fixture(file)).unwrap();
    let games: Vec<&str> = text.split("[Event ").skip(1).collect();
    let game = format!("[Event {}", games[index]);
    let at = game.find("[Result \"").unwrap();
    let end = at + game[at..].find("\"]").unwrap() + 2;
    let body = game[end..].replace("1-0", result);
    format!("{}[Result \"{result}\"]{body}", &game[..at])
}

/// cchess_endgame_test.pgn (GBK; Black is checkmated by its last move, no result tag) with a
/// Result tag, and `extra` movetext after the mate.
fn mate_game(result: &str, extra: &str) -> Vec<u8> {
    let mut bytes = format!("[Result \"{result}\"]\n").into_bytes();
    let raw = fixture("pgn/cchess_endgame_test.pgn");
    let cut = raw.iter().rposition(|&b| b == b'*').unwrap_or(raw.len());
    bytes.extend(&raw[..cut]);
    bytes.extend(extra.as_bytes());
    bytes.extend(format!(" {result}\n").as_bytes());
    bytes
}

/// A temporary folder with these files (name, bytes), a sub-folder included.
fn folder(tag: &str, files: &[(&str, Vec<u8>)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xiangqi-audit-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, bytes) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

fn jsonl(dir: &Path, extra: &[&str]) -> (Vec<Value>, Value, Option<i32>) {
    let d = dir.display().to_string();
    let mut args = vec!["audit", "--jsonl", d.as_str()];
    args.extend(extra);
    let o = run(&args);
    let lines = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let stderr = String::from_utf8(o.stderr).unwrap();
    let summary = serde_json::from_str(stderr.lines().last().unwrap()).unwrap();
    (lines, summary, o.status.code())
}

fn line_of<'a>(lines: &'a [Value], file: &str, rules: &str) -> &'a Value {
    lines
        .iter()
        .find(|l| l["file"].as_str().unwrap().ends_with(file) && l["rules"] == rules)
        .unwrap_or_else(|| panic!("no line for {file} under {rules}"))
}

#[test]
fn audit_finds_each_kind_of_contradiction_and_judges_the_rest() {
    // davide2022 game 21 ends in a 3-fold repetition that Black must change (recorded 1-0).
    let dir = folder(
        "kinds",
        &[
            (
                "a/rep_draw.pgn",
                pgn_game("pgn/davide2022.pgn", 21, "1/2-1/2").into_bytes(),
            ),
            (
                "a/rep_black.pgn",
                pgn_game("pgn/davide2022.pgn", 21, "0-1").into_bytes(),
            ),
            (
                "a/rep_red.pgn",
                pgn_game("pgn/davide2022.pgn", 21, "1-0").into_bytes(),
            ),
            ("b/mate_loss.pgn", mate_game("0-1", "")),
            ("b/mate_win.pgn", mate_game("1-0", "")),
            // After the mate, a move: it cannot be legal.
            ("b/past_mate.pgn", mate_game("1-0", " 13... h9h8")),
            ("c/big5.pgn", fixture("pgn-big5/ccpd_00.pgn")),
            ("c/game.cbr", fixture("other/cchess_test.cbr")),
            ("c/bad.xqf", b"XQ\x0a not a header".to_vec()),
            ("c/notes.md", b"not a record: not read".to_vec()),
        ],
    );
    let (lines, summary, code) = jsonl(&dir, &["--rules", "axf,chinese"]);
    assert_eq!(code, Some(2), "a bad file is reported (exit 2)");
    let s = &summary["summary"];
    assert_eq!(s["files"], 9, "{s}");
    assert_eq!(s["games"], 8, "{s}");
    assert_eq!(s["fileErrors"], 1, "{s}");
    assert_eq!(s["errors"]["ERR_RECORD_FORMAT"], 1, "{s}");
    assert_eq!(s["errors"]["ERR_RECORD_MOVE"], 1, "{s}");
    // One line per game and rule set, and one for the bad file.
    assert_eq!(lines.len(), 8 * 2 + 1);

    // Under AXF Black must change (its chase is forbidden); under the Chinese rules the same
    // cycle is no side's fault: a draw, so the recorded draw agrees and a recorded win is no
    // side-at-fault case either (the pair that shows the verdict decides the mismatch).
    for rep in ["rep_draw.pgn", "rep_black.pgn", "rep_red.pgn"] {
        let l = line_of(&lines, rep, "chinese");
        assert_eq!(
            (&l["verdict"], &l["mismatch"]),
            (&"draw".into(), &Value::Null),
            "{l}"
        );
    }
    {
        let rules = "axf";
        let m = &line_of(&lines, "rep_draw.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "draw_but_side_at_fault", "{rules}: {m}");
        let reason = m["reason"].as_str().unwrap();
        assert!(reason.contains("Black at fault"), "{reason}");
        assert!(reason.ends_with("recorded as a draw"), "{reason}");
        assert!(m["recurred"].as_array().unwrap().len() >= 3, "{m}");
        assert!(m["cycle"].is_array() && m["article"].is_string(), "{m}");
        // Never a win printed for a game recorded as a draw.
        let l = line_of(&lines, "rep_draw.pgn", rules);
        assert_eq!(l["result"], Value::Null, "{l}");
        assert_eq!(l["verdict"], "black_must_change");
        // What a referee would say: who must change, the plies where the position recurred
        // and the window judged, and the recorded result beside it.
        let says = "a 3-fold repetition (the position at plies 74, 78, 82; plies 75–82 judged), \
            Black at fault (AXF 总纲3: two_pieces_chase_one), Black must change; recorded as a draw";
        assert_eq!(l["says"], says, "{l}");
        assert_eq!(m["reason"], says, "{m}");
        assert_eq!(m["recurred"], serde_json::json!([74, 78, 82]), "{m}");
        assert_eq!(m["cycle"], serde_json::json!([75, 82]), "{m}");
        // `judge --game --jsonl` says the same, and no win either.
        let file = dir.join("a/rep_draw.pgn").display().to_string();
        let o = run(&["judge", "--game", &file, "--jsonl"]);
        let j: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(
            (&j["says"], &j["result"]),
            (&says.into(), &Value::Null),
            "{j}"
        );
        assert!(!String::from_utf8_lossy(&o.stdout).contains("red_wins"));

        let m = &line_of(&lines, "rep_black.pgn", rules)["mismatch"];
        assert!(m["reason"]
            .as_str()
            .unwrap()
            .ends_with("Black must change; recorded as a win for Black"));
        assert_eq!(m["kind"], "win_for_side_at_fault", "{rules}: {m}");
        // The consistent record: no mismatch, and the judged result stands.
        let l = line_of(&lines, "rep_red.pgn", rules);
        assert_eq!(l["mismatch"], Value::Null, "{l}");
        assert_eq!(l["result"], "red_wins");
    }
    for rules in ["axf", "chinese"] {
        let m = &line_of(&lines, "mate_loss.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "loss_for_winner", "{rules}: {m}");
        assert_eq!(m["ply"], 25);
        assert_eq!(
            line_of(&lines, "mate_win.pgn", rules)["mismatch"],
            Value::Null
        );

        let m = &line_of(&lines, "past_mate.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "continued_past_mate", "{rules}: {m}");
        assert_eq!(m["ply"], 25);

        assert_eq!(line_of(&lines, "big5.pgn", rules)["mismatch"], Value::Null);
        assert_eq!(line_of(&lines, "game.cbr", rules)["plies"], 28);
    }
    let bad = lines
        .iter()
        .find(|l| l["file"].as_str().unwrap().ends_with("bad.xqf"))
        .unwrap();
    assert_eq!(bad["error"]["code"], "ERR_RECORD_FORMAT");

    // The readable report names each contradiction and the bad file.
    let o = run(&["audit", &dir.display().to_string()]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("9 file(s): 8 game(s) read"), "{text}");
    assert!(text.contains("bad.xqf"), "{text}");
    for kind in [
        "draw_but_side_at_fault",
        "win_for_side_at_fault",
        "loss_for_winner",
        "continued_past_mate",
    ] {
        assert!(text.contains(kind), "{kind}: {text}");
    }
    assert!(text.contains("top patterns:"), "{text}");
    assert!(
        text.contains("(the position at plies 74, 78, 82; plies 75–82 judged), Black at fault"),
        "{text}"
    );
    assert!(
        !text.contains("red_wins") && !text.contains("black_wins"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A bad file of the thousand: name, bytes, code, locator (`offset`, `line` or none), the ply
/// the game is cut at (none: no game, or no moves).
type BadFile = (
    &'static str,
    Vec<u8>,
    &'static str,
    &'static str,
    Option<u64>,
);

/// A thousand files of four formats, ten of them bad in ten ways: the audit reports each of the
/// ten with its code, file and where (byte offset or line, and the ply for a game cut short, whose
/// moves before the damage are judged), and judges every other game.
#[test]
fn a_thousand_files_with_ten_bad_ones() {
    let pgn = pgn_game("pgn/davide2022.pgn", 3, "1-0").into_bytes();
    let xqf = fixture("xqf/vschess_0.xqf");
    let cbr = fixture("other/cchess_test.cbr");
    let big5 = fixture("pgn-big5/ccpd_00.pgn");
    let text = String::from_utf8(pgn.clone()).unwrap();
    let moves_at = text.find("\n1. ").unwrap() + 1;
    // (name, bytes, code, locator ("offset" or "line"), the ply the game is cut at, if any)
    let bad: Vec<BadFile> = vec![
        // Bytes that are no encoding after 5 moves: the moves before them are kept.
        (
            "bad/encoding.pgn",
            [&pgn[..text.find(" 4. ").unwrap()], b" \x81\x20"].concat(),
            "ERR_RECORD_ENCODING",
            "offset",
            Some(6),
        ),
        // An illegal 5th move (a move of Red's chariot through its own pieces).
        (
            "bad/illegal.pgn",
            text.replacen(" 3. ", " 3. Ra9 ", 1).into_bytes(),
            "ERR_RECORD_MOVE",
            "line",
            Some(4),
        ),
        // XQF cut inside its move records.
        (
            "bad/cut.xqf",
            xqf[..1100].to_vec(),
            "ERR_RECORD_FORMAT",
            "offset",
            Some(18),
        ),
        // XQF shorter than its header: no game.
        (
            "bad/short.xqf",
            xqf[..500].to_vec(),
            "ERR_RECORD_FORMAT",
            "offset",
            None,
        ),
        // CBR cut inside its moves.
        (
            "bad/cut.cbr",
            cbr[..2300].to_vec(),
            "ERR_RECORD_FORMAT",
            "offset",
            Some(10),
        ),
        // Not a record at all: binary noise, an empty file, a header without moves text.
        (
            "bad/noise.pgn",
            (0..=255u8).cycle().take(1024).collect(),
            "ERR_RECORD_FORMAT",
            "",
            None,
        ),
        ("bad/empty.pgn", Vec::new(), "ERR_RECORD_FORMAT", "", None),
        // UTF-16 cut in the middle of a character, after two moves.
        (
            "bad/odd.pgn",
            [
                &b"\xFF\xFE"[..],
                &"[Event \"x\"]\n1. h2e2 h9g7 *"
                    .encode_utf16()
                    .flat_map(u16::to_le_bytes)
                    .collect::<Vec<u8>>()[..51],
            ]
            .concat(),
            "ERR_RECORD_ENCODING",
            "offset",
            Some(2),
        ),
        // A FEN that is no position: the game is kept without moves.
        (
            "bad/fen.pgn",
            format!("[FEN \"9/9/9 w\"]\n{}", &text[moves_at..]).into_bytes(),
            "ERR_RECORD_FORMAT",
            "line",
            None,
        ),
        // XQF magic, then garbage.
        (
            "bad/magic.xqf",
            b"XQ\x0a not a header".to_vec(),
            "ERR_RECORD_FORMAT",
            "offset",
            None,
        ),
    ];
    let goods = [("pgn", &pgn), ("xqf", &xqf), ("cbr", &cbr), ("pgn", &big5)];
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for i in 0..990 {
        let (ext, bytes) = goods[i % goods.len()];
        files.push((format!("good/{:02}/g{i:04}.{ext}", i % 37), bytes.clone()));
    }
    for (name, bytes, ..) in &bad {
        files.push((name.to_string(), bytes.clone()));
    }
    assert_eq!(files.len(), 1000);
    let files: Vec<(&str, Vec<u8>)> = files.iter().map(|(n, b)| (n.as_str(), b.clone())).collect();
    let dir = folder("thousand", &files);
    let (lines, summary, code) = jsonl(&dir, &[]);
    assert_eq!(code, Some(2), "bad files are reported (exit 2)");
    let s = &summary["summary"];
    assert_eq!(s["files"], 1000, "{s}");
    let with_error: Vec<&Value> = lines.iter().filter(|l| l["error"].is_object()).collect();
    assert_eq!(with_error.len(), 10, "{s}");
    for (name, _, want, locator, ply) in &bad {
        let l = with_error
            .iter()
            .find(|l| l["file"].as_str().unwrap().ends_with(name))
            .unwrap_or_else(|| panic!("{name} not reported"));
        let e = &l["error"];
        assert_eq!(e["code"], *want, "{name}: {l}");
        assert!(e["message"].as_str().unwrap().contains(name), "{name}: {e}");
        if !locator.is_empty() {
            assert!(e[*locator].is_u64(), "{name}: no {locator}: {e}");
        }
        match ply {
            // A game cut short: its ply, and the moves before it judged.
            Some(p) => {
                assert_eq!(e["ply"], *p, "{name}: {e}");
                assert_eq!(l["plies"], *p, "{name}: {l}");
                assert!(l["verdict"].is_string(), "{name}: {l}");
            }
            None => assert!(e.get("ply").is_none(), "{name}: {e}"),
        }
    }
    // Every good game judged, without error.
    let good: Vec<&Value> = lines
        .iter()
        .filter(|l| l["file"].as_str().unwrap().contains("/good/"))
        .collect();
    assert_eq!(good.len(), 990);
    assert!(good.iter().all(|l| l["error"].is_null()
        && l["verdict"].is_string()
        && l["plies"].as_u64() > Some(0)));
    assert_eq!(s["fileErrors"], 4, "{s}");
    assert_eq!(s["gameErrors"], 6, "{s}");
    assert_eq!(s["games"], 990 + 6, "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}
