//! One move reader: what a record accepts, `judge --moves` and `Game.play` accept
//! (`notation::Reader`), for every notation, along random games.

use proptest::prelude::*;
use xiangqi::notation::{format_move, Notation, RankBase, Reader};
use xiangqi::{Move, Position};
use xiangqi_record::{read, ReadOptions};

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
