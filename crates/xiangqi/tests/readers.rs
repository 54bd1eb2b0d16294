//! The one move reader (`notation::Reader`) on its own: what the lenient reader reads beyond the
//! strict one, lines with move numbers and commas, and the errors of a line. That records read
//! their moves with it too is checked in `crates/xiangqi-record/tests/readers.rs`.

use xiangqi::notation::Reader;
use xiangqi::{Move, Position};

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
