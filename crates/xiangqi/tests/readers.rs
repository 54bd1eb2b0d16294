//! One move reader: what a record accepts, `judge --moves` and `Game.play` accept
//! (`notation::Reader`), for every notation, along random games.

use proptest::prelude::*;
use xiangqi::notation::{format_move, Notation, RankBase, Reader};
use xiangqi::record::{read, ReadOptions};
use xiangqi::{Move, Position};

/// Fullwidth ASCII, as some PGN files write WXF and coordinates (`Ｃ２＝５`).
fn fullwidth(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '!'..='~' => char::from_u32(c as u32 + 0xFEE0).unwrap(),
            c => c,
        })
        .collect()
}

/// `H2-E2`.
fn dashed(m: Move) -> String {
    let s = m.to_string().to_uppercase();
    format!("{}-{}", &s[..2], &s[2..])
}

/// `h3e3`: ranks counted from 1, as Fairy-Stockfish's UCI writes them.
fn one_based(m: Move) -> String {
    format!(
        "{}{}{}{}",
        m.from.file().char(),
        m.from.rank().index() + 1,
        m.to.file().char(),
        m.to.rank().index() + 1
    )
}

/// Every way the tests write a move, with the reader that must read it.
fn spellings(pos: &Position, m: Move) -> Vec<(String, Reader)> {
    let iccs = format_move(pos, m, Notation::Iccs).unwrap();
    let wxf = format_move(pos, m, Notation::Wxf).unwrap();
    let zh = format_move(pos, m, Notation::Chinese).unwrap();
    let one = Reader {
        lenient: true,
        rank_base: Some(RankBase::One),
    };
    vec![
        (iccs.clone(), Reader::STRICT),
        (wxf.clone(), Reader::STRICT),
        (zh.clone(), Reader::STRICT),
        (iccs.clone(), Reader::LENIENT),
        (wxf.clone(), Reader::LENIENT),
        (zh, Reader::LENIENT),
        (fullwidth(&iccs), Reader::LENIENT),
        (fullwidth(&wxf), Reader::LENIENT),
        (dashed(m), Reader::LENIENT),
        (one_based(m), one),
    ]
}

/// A random game of up to `plies` plies.
fn random_game(seed: u64, plies: usize) -> (Position, Vec<Move>) {
    let start = Position::new();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut x = seed | 1;
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let m = legal[(x % legal.len() as u64) as usize];
        pos.play_unchecked(m);
        moves.push(m);
    }
    (start, moves)
}

fn pgn(moves: &[String]) -> String {
    format!("[Event \"readers\"]\n\n{} *\n", moves.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Each move in each notation reads back as itself, one at a time (`read_move`), as a line
    /// (`read_line`, what `judge --moves` reads) and as a record's movetext (`record::read`).
    #[test]
    fn every_notation_reads_the_same_in_records_lines_and_single_moves(seed in any::<u64>()) {
        let (start, moves) = random_game(seed, 60);
        let mut pos = start.clone();
        let mut lines: Vec<Vec<String>> = vec![Vec::new(); 5];
        for &m in &moves {
            for (text, reader) in spellings(&pos, m) {
                prop_assert_eq!(reader.read_move(&pos, &text), Ok(m), "{} ({:?})", text, reader);
            }
            let s = spellings(&pos, m);
            // The lenient spellings that make up whole lines: Chinese, fullwidth WXF, dashed, ICCS.
            for (line, i) in lines.iter_mut().zip([5usize, 7, 8, 3, 6]) {
                line.push(s[i].0.clone());
            }
            pos.play_unchecked(m);
        }
        for line in &lines {
            let text = line.join(" ");
            prop_assert_eq!(Reader::LENIENT.read_line(&start, &text), Ok(moves.clone()), "{}", &text);
            let records = read(pgn(line).as_bytes(), &ReadOptions::default()).unwrap();
            let game = &records.games[0];
            prop_assert!(game.error.is_none(), "{:?}", game.error);
            prop_assert_eq!(game.tree.mainline(), moves.clone());
        }
    }
}

#[test]
fn the_lenient_reader_reads_what_records_hold() {
    let pos = Position::new();
    let h2e2 = "h2e2".parse::<Move>().ok();
    for text in [
        "ｈ２ｅ２",
        "Ｃ２＝５",
        "Che2",
        "H2-E2",
        "C2.5",
        "炮二平五",
        " h2e2 ",
    ] {
        assert_eq!(Reader::LENIENT.read_move(&pos, text).ok(), h2e2, "{text}");
    }
    // The strict reader keeps to ICCS, WXF and Chinese.
    for text in ["ｈ２ｅ２", "Ｃ２＝５", "Che2"] {
        assert_eq!(
            Reader::STRICT.read_move(&pos, text).unwrap_err().code(),
            "ERR_NOTATION",
            "{text}"
        );
    }
}

#[test]
fn a_line_finds_its_rank_base_and_reads_move_numbers_and_commas() {
    let pos = Position::new();
    // 1-based ranks, shown by a rank 10: h10g8 is the black horse's jump (h9g7).
    let line = Reader::LENIENT
        .read_line(&pos, "1. h3e3 h10g8 2. h1g3, i10h10")
        .unwrap();
    let iccs: Vec<String> = line.iter().map(Move::to_string).collect();
    assert_eq!(iccs, ["h2e2", "h9g7", "h0g2", "i9h9"]);
    // A line that fails 0-based is read 1-based (no rank 10 in it).
    let line = Reader::LENIENT.read_line(&pos, "h3e3 b8e8").unwrap();
    let iccs: Vec<String> = line.iter().map(Move::to_string).collect();
    assert_eq!(iccs, ["h2e2", "b7e7"]);
}

#[test]
fn a_line_error_names_the_move() {
    let pos = Position::new();
    let e = Reader::LENIENT
        .read_line(&pos, "h2e2 h9g7 nonsense")
        .unwrap_err();
    assert_eq!(
        (e.index, e.token.as_str(), e.code()),
        (2, "nonsense", "ERR_NOTATION")
    );
    assert_eq!(e.to_string().split(':').next(), Some("move 3 (nonsense)"));
    // An ambiguous description alone is an error; in a line, the move after it decides.
    let two = Position::from_fen("4k4/9/9/9/9/9/8R/9/9/3K4R w - - 0 1").unwrap();
    assert_eq!(
        Reader::LENIENT.read_move(&two, "R1+1").unwrap_err().code(),
        "ERR_NOTATION"
    );
    // Only the rear chariot's step lets the front one go up six (the other reading blocks it).
    let line = Reader::LENIENT.read_line(&two, "R1+1 k5.6 R1+6").unwrap();
    assert_eq!(line[0].to_string(), "i0i1");
}
