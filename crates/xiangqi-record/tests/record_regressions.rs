//! Inputs that once made the record reader loop forever (found on 象棋桥 CBF files, which are XML
//! with ideographic spaces): every one must end with a game or a coded error.

use xiangqi_record::{detect, read, ReadOptions};

fn ends(text: &str) {
    let _ = detect(text.as_bytes());
    let _ = read(text.as_bytes(), &ReadOptions::default());
}

#[test]
fn a_stray_closing_brace_ends() {
    ends("1. h2e2 } h9g7");
    ends("}");
    ends("[Event \"x\"]\n1. h2e2 }} h9g7 *");
}

#[test]
fn non_ascii_white_space_ends() {
    ends("第一局\u{3000}屏风马");
    ends("1.\u{3000}炮二平五\u{3000}马８进７");
    ends("\u{FEFF}<?xml version=\"1.0\"?>\n<Name>第一局\u{3000}屏风马</Name>");
    ends("1. h2e2\u{00A0}h9g7\u{2003}");
}

#[test]
fn ideographic_space_separates_moves() {
    let games = read(
        "1.\u{3000}h2e2\u{3000}h9g7".as_bytes(),
        &ReadOptions::default(),
    )
    .unwrap()
    .games;
    assert_eq!(games[0].moves_iccs(), ["h2e2", "h9g7"]);
}

/// A tag key that is no PGN tag name (read from another format; found by the record fuzzer:
/// `[event` was written as `[[event "…"]`, which the reader refused) is written with `_` for the
/// characters PGN names cannot hold, and the written PGN reads back with its moves and tags.
#[test]
fn tag_keys_that_are_no_pgn_names_are_written_readably() {
    use xiangqi::notation::Notation;
    use xiangqi_record::{write_pgn, GameRecord};
    let mut game = GameRecord::new(xiangqi::Position::new());
    game.tags.set("[event", "x");
    game.tags.set("red team", "y");
    game.tags.set("", "z");
    let pgn = write_pgn(&game, Notation::Iccs);
    let back = read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games;
    assert_eq!(back.len(), 1);
    assert!(back[0].error.is_none(), "{pgn}\n{:?}", back[0].error);
    assert_eq!(back[0].tags.get("_event"), Some("x"));
    assert_eq!(back[0].tags.get("red_team"), Some("y"));
}

/// A game with Black to move and no moves, written as DhtmlXQ (which has no field for the side
/// to move: it is the first move's colour) and read back (found by the record fuzzer): the same
/// board, Red to move, as `write_dhtmlxq` documents; but Black to move when Black is in check,
/// where Red to move would be no legal position (the reader refused the file).
#[test]
fn dhtmlxq_without_moves_keeps_the_board_and_a_legal_side_to_move() {
    use xiangqi_record::{write_dhtmlxq, Format};
    let read_fen = |fen: &str| {
        let pgn = format!("[FEN \"{fen}\"]\n*");
        let game = read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games[0].clone();
        assert_eq!(game.fen(), fen);
        let ubb = write_dhtmlxq(&game);
        let back = read(ubb.as_bytes(), &ReadOptions::with_format(Format::DhtmlXq)).unwrap();
        let back = back.games[0].clone();
        assert!(back.error.is_none(), "{:?}\n{ubb}", back.error);
        back.fen()
    };
    // Quiet: the side is lost, the board is kept.
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    assert_eq!(
        read_fen(&format!("{start} b - - 0 1")),
        format!("{start} w - - 0 1")
    );
    // Black in check (the red chariot on e5 faces the black general): only Black can be to move.
    let check = "4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1";
    assert_eq!(read_fen(check), check);
}

/// The standard placement with a halfmove clock other than 0 (found by the record fuzzer: the PGN
/// writer left the `FEN` tag out, so the clock read back as 0): written as PGN in every notation,
/// it reads back with the same FEN.
#[test]
fn pgn_keeps_the_move_counters_of_the_standard_placement() {
    use xiangqi::notation::Notation;
    use xiangqi_record::write_pgn;
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    for fen in [format!("{start} w - - 5 1"), format!("{start} w - - 0 1")] {
        let pgn = format!("[FEN \"{fen}\"]\n1. h2e2 h9g7 *");
        let game = read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games[0].clone();
        assert_eq!(game.fen(), fen);
        for notation in [Notation::Iccs, Notation::Wxf, Notation::Chinese] {
            let text = write_pgn(&game, notation);
            // The tag only when the start is not the standard one.
            assert_eq!(text.contains("[FEN "), fen.ends_with(" 5 1"), "{text}");
            let back = read(text.as_bytes(), &ReadOptions::default()).unwrap();
            assert_eq!(back.games[0].fen(), fen, "{text}");
            assert_eq!(back.games[0].moves_iccs(), ["h2e2", "h9g7"]);
        }
    }
}

/// A DhtmlXQ text of a million bytes of fields that are never closed (a hostile or cut text): the
/// reader looked for each field's closing tag to the end of the text, quadratic time (20 s for
/// 384 KB in a release build; this input took minutes). A field's closing tag is now looked for
/// only before the next field opens; the game is read, with its truncation error.
#[test]
fn unclosed_dhtmlxq_fields_are_read_in_linear_time() {
    let text = format!("[DhtmlXQ]{}", "[DhtmlXQ_a]x".repeat(90_000));
    let records = read(text.as_bytes(), &ReadOptions::default()).unwrap();
    let err = records.games[0].error.as_ref().unwrap();
    assert_eq!(err.code(), "ERR_RECORD_FORMAT", "{err}");
}
