//! FEN parsing, writing and validation: every error variant with its stable code.

use xiangqi::{
    Color, FenError, ParseFenError, Piece, Position, PositionProblem, Role, Setup, Square,
    MAX_FEN_LEN,
};

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn parse_err(fen: &str) -> ParseFenError {
    match fen.parse::<Setup>() {
        Ok(s) => panic!("{fen:?} parsed as {s}"),
        Err(e) => {
            // Position::from_fen reports the same error with the same code.
            let pe = Position::from_fen(fen).unwrap_err();
            assert_eq!(pe, FenError::Parse(e.clone()));
            assert_eq!(pe.code(), e.code());
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

fn problems(fen: &str) -> Vec<PositionProblem> {
    let setup: Setup = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    let err = Position::from_setup(setup).unwrap_err();
    assert!(!err.problems.is_empty());
    assert_eq!(err.code(), err.problems[0].code());
    let fe = Position::from_fen(fen).unwrap_err();
    assert_eq!(fe.code(), err.code());
    assert!(matches!(fe, FenError::Position(_)));
    err.problems
}

fn codes(fen: &str) -> Vec<&'static str> {
    problems(fen).iter().map(PositionProblem::code).collect()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

// ---------------------------------------------------------------- syntax errors

#[test]
fn empty() {
    for fen in ["", "   ", "\t\n"] {
        let e = parse_err(fen);
        assert_eq!(e, ParseFenError::Empty);
        assert_eq!(e.code(), "ERR_FEN_EMPTY");
    }
}

#[test]
fn too_long() {
    let fen = format!("{START}{}", " ".repeat(MAX_FEN_LEN));
    let e = parse_err(&fen);
    assert_eq!(e, ParseFenError::TooLong { len: fen.len() });
    assert_eq!(e.code(), "ERR_FEN_TOO_LONG");
    // Exactly at the limit is fine (padding with spaces).
    let at_limit = format!("{START}{}", " ".repeat(MAX_FEN_LEN - START.len()));
    assert_eq!(at_limit.len(), MAX_FEN_LEN);
    assert!(at_limit.parse::<Setup>().is_ok());
}

#[test]
fn wrong_field_count() {
    let e = parse_err(&format!("{START} extra"));
    assert_eq!(e, ParseFenError::Fields { found: 7 });
    assert_eq!(e.code(), "ERR_FEN_FIELDS");
}

#[test]
fn wrong_row_count() {
    let e = parse_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w");
    assert_eq!(e, ParseFenError::Rows { found: 9 });
    assert_eq!(e.code(), "ERR_FEN_ROWS");
    let e = parse_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w");
    assert_eq!(e, ParseFenError::Rows { found: 11 });
}

#[test]
fn wrong_row_width() {
    // Row 3 (rank 7) describes 8 points.
    let e = parse_err("rnbakabnr/9/1c5c/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    assert_eq!(e, ParseFenError::RowWidth { row: 3, width: 8 });
    assert_eq!(e.code(), "ERR_FEN_ROW_WIDTH");
    // Too wide: 10 points in the last row.
    let e = parse_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR1 w");
    assert!(
        matches!(e, ParseFenError::RowWidth { row: 10, width } if width > 9),
        "{e:?}"
    );
    // Digits adding up past nine.
    let e = parse_err("rnbakabnr/55/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    assert!(matches!(e, ParseFenError::RowWidth { row: 2, .. }), "{e:?}");
    // An empty row.
    let e = parse_err("rnbakabnr//1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    assert_eq!(e, ParseFenError::RowWidth { row: 2, width: 0 });
}

#[test]
fn bad_character() {
    let e = parse_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAQABNR w");
    assert_eq!(e, ParseFenError::Char { row: 10, ch: 'Q' });
    assert_eq!(e.code(), "ERR_FEN_CHAR");
    // 0 is not a valid empty count.
    let e = parse_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/09/RNBAKABNR w");
    assert_eq!(e, ParseFenError::Char { row: 9, ch: '0' });
    // Non-ASCII.
    let e = parse_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA帅ABNR w");
    assert_eq!(e, ParseFenError::Char { row: 10, ch: '帅' });
}

#[test]
fn bad_side_to_move() {
    for side in ["x", "red", "1", "-"] {
        let fen = START.replace(" w ", &format!(" {side} "));
        let e = parse_err(&fen);
        assert_eq!(
            e,
            ParseFenError::Turn {
                found: side.to_owned()
            }
        );
        assert_eq!(e.code(), "ERR_FEN_TURN");
    }
}

#[test]
fn bad_counters() {
    let board = START.split(' ').next().unwrap();
    for rest in [
        "- - x 1",
        "- - 0 y",
        "- - -1 1",
        "x",
        "- x",
        "- - 0 1.5",
        "a b",
        "0 x",
    ] {
        let e = parse_err(&format!("{board} w {rest}"));
        assert!(matches!(e, ParseFenError::Counters { .. }), "{rest}: {e:?}");
        assert_eq!(e.code(), "ERR_FEN_COUNTERS");
    }
}

// ---------------------------------------------------------------- accepted forms

#[test]
fn optional_fields_may_be_missing() {
    let board = START.split(' ').next().unwrap();
    for fen in [
        board.to_owned(),
        format!("{board} w"),
        format!("{board} w -"),
        format!("{board} w - -"),
        format!("{board} w - - 0"),
        format!("{board} w - - 0 1"),
        format!("{board} w 0 1"),
        format!("  {board}   w  - -  0   1 "),
    ] {
        let p = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(p.fen(), START, "{fen}");
        assert_eq!(p, Position::new());
    }
}

#[test]
fn counters_are_kept() {
    let board = START.split(' ').next().unwrap();
    let p = Position::from_fen(&format!("{board} b - - 17 42")).unwrap();
    assert_eq!(p.halfmoves(), 17);
    assert_eq!(p.fullmoves(), 42);
    assert_eq!(p.turn(), Color::Black);
    assert_eq!(p.fen(), format!("{board} b - - 17 42"));
    let p = Position::from_fen(&format!("{board} w 3 9")).unwrap();
    assert_eq!((p.halfmoves(), p.fullmoves()), (3, 9));
}

#[test]
fn r_means_red_to_move() {
    let p = Position::from_fen(&START.replace(" w ", " r ")).unwrap();
    assert_eq!(p.turn(), Color::Red);
    assert_eq!(p.fen(), START);
    let b = Position::from_fen(&START.replace(" w ", " b ")).unwrap();
    assert_eq!(b.turn(), Color::Black);
}

#[test]
fn h_and_e_letters_are_accepted() {
    let p =
        Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1")
            .unwrap();
    assert_eq!(p.fen(), START);
    assert_eq!(
        p.board().piece_at(sq("b0")),
        Some(Piece::new(Color::Red, Role::Horse))
    );
    assert_eq!(
        p.board().piece_at(sq("g9")),
        Some(Piece::new(Color::Black, Role::Elephant))
    );
    // Mixed letters in one FEN.
    let q = Position::from_fen("rnbakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHBAKABNR w")
        .unwrap();
    assert_eq!(q, Position::new());
}

#[test]
fn round_trip_is_exact() {
    // Engine-produced FENs parse back to the same text and the same position.
    let fens = [
        START,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
        "3k5/9/9/9/9/9/9/9/9/4K4 b - - 7 33",
    ];
    for fen in fens {
        let p = Position::from_fen(fen).unwrap();
        assert_eq!(p.fen(), fen);
        assert_eq!(p.to_string(), fen);
        assert_eq!(p.to_setup().to_string(), fen);
        assert_eq!(fen.parse::<Position>().unwrap(), p);
        assert_eq!(Position::from_fen(&p.fen()).unwrap(), p);
    }
    // After moves, too.
    let mut p = Position::new();
    for m in ["h2e2", "h9g7", "h0g2", "i9h9", "e2e6"] {
        let m = xiangqi::Move::new(m[..2].parse().unwrap(), m[2..].parse().unwrap());
        p = p.play(m).unwrap();
        assert_eq!(Position::from_fen(&p.fen()).unwrap(), p);
    }
    // e2e6 captured a soldier: the half-move clock was reset.
    assert_eq!(
        p.fen(),
        "rnbakabr1/9/1c4nc1/p1p1C1p1p/9/9/P1P1P1P1P/1C4N2/9/RNBAKAB1R b - - 0 3"
    );
}

// ---------------------------------------------------------------- impossible positions

#[test]
fn no_general() {
    assert_eq!(
        problems("3k5/9/9/9/9/9/9/9/9/9 w"),
        vec![PositionProblem::NoGeneral { color: Color::Red }]
    );
    assert_eq!(
        problems("9/9/9/9/9/9/9/9/9/4K4 w"),
        vec![PositionProblem::NoGeneral {
            color: Color::Black
        }]
    );
    assert_eq!(
        codes("9/9/9/9/9/9/9/9/9/9 w"),
        vec!["ERR_POS_NO_GENERAL"; 2]
    );
}

#[test]
fn too_many_pieces() {
    // Two red generals.
    assert_eq!(
        problems("3k5/9/9/9/9/9/9/9/9/3KK4 w"),
        vec![PositionProblem::TooMany {
            color: Color::Red,
            role: Role::General,
            count: 2
        }]
    );
    assert_eq!(
        codes("3k5/9/9/9/9/9/9/9/9/3KK4 w"),
        vec!["ERR_POS_TOO_MANY"]
    );
    // Three black chariots, six red soldiers.
    assert_eq!(
        problems("rrr1k4/9/9/9/9/P1P1P1P1P/P8/9/9/4K4 w"),
        vec![
            PositionProblem::TooMany {
                color: Color::Red,
                role: Role::Soldier,
                count: 6
            },
            PositionProblem::TooMany {
                color: Color::Black,
                role: Role::Chariot,
                count: 3
            },
        ]
    );
}

#[test]
fn general_outside_palace() {
    let p = problems("3k5/9/9/9/9/9/9/9/9/2K6 w");
    assert_eq!(
        p,
        vec![PositionProblem::Unreachable {
            piece: Piece::new(Color::Red, Role::General),
            square: sq("c0")
        }]
    );
    assert_eq!(p[0].code(), "ERR_POS_GENERAL_SQUARE");
    // A black general in the red palace.
    assert_eq!(
        codes("9/9/9/9/9/9/9/3k5/9/5K3 w"),
        vec!["ERR_POS_GENERAL_SQUARE"]
    );
}

#[test]
fn advisor_off_its_points() {
    // e0 and d1 are in the palace but not advisor points; d3 is outside it.
    let p = problems("3k5/9/9/9/9/9/3A5/9/3A5/5K3 w");
    assert_eq!(
        p,
        vec![
            PositionProblem::Unreachable {
                piece: Piece::new(Color::Red, Role::Advisor),
                square: sq("d1")
            },
            PositionProblem::Unreachable {
                piece: Piece::new(Color::Red, Role::Advisor),
                square: sq("d3")
            },
        ]
    );
    assert!(p.iter().all(|x| x.code() == "ERR_POS_ADVISOR_SQUARE"));
    assert_eq!(
        codes("3ka4/4a4/9/9/9/9/9/9/9/5K3 w"),
        vec!["ERR_POS_ADVISOR_SQUARE"]
    );
    // All five points are fine for both colours.
    assert!(Position::from_fen("3aka3/4a4/9/9/9/9/9/9/4A4/3AKA3 w").is_err()); // 3 advisors
    assert!(Position::from_fen("3ak4/4a4/9/9/9/9/9/3A5/4A4/4K4 w").is_ok());
    assert!(Position::from_fen("5a3/4k4/5a3/9/9/9/9/5A3/3K5/5A3 w").is_ok());
}

#[test]
fn elephant_off_its_points() {
    // Red elephant across the river (c5) and on a non-point (d1); black elephant e6.
    let p = problems("3k5/9/9/4b4/2B6/9/9/9/3B5/5K3 w");
    let squares = unreachable_squares(&p);
    assert_eq!(squares, vec!["d1", "c5", "e6"]);
    assert!(p.iter().all(|x| x.code() == "ERR_POS_ELEPHANT_SQUARE"));
    // The seven points of each side are fine.
    assert!(Position::from_fen("2b1k1b2/9/b3b3b/9/2b3b2/2B3B2/9/B3B3B/9/2B1K1B2 w").is_err()); // too many
    assert!(Position::from_fen("2b1k4/9/4b4/9/9/9/9/B7B/9/4K4 w").is_ok());
    assert!(Position::from_fen("3k5/9/9/9/2b3b2/2B3B2/9/9/9/4K4 w").is_ok());
}

#[test]
fn soldier_behind_its_start() {
    // Red soldiers: b3 (odd file before the river), e2 (behind the start rank).
    // Black soldier: d6 (odd file), a8.
    let p = problems("3k5/p8/9/3p5/9/9/1P7/4P4/9/5K3 w");
    let squares = unreachable_squares(&p);
    assert_eq!(squares, vec!["e2", "b3", "d6", "a8"]);
    assert!(p.iter().all(|x| x.code() == "ERR_POS_SOLDIER_SQUARE"));
    // Crossed soldiers may stand on any file, even the last rank.
    assert!(Position::from_fen("P2k5/9/9/1P7/9/9/1p7/9/9/p3K3p w").is_ok());
}

#[test]
fn generals_facing() {
    let p = problems("4k4/9/9/9/9/9/9/9/9/4K4 w");
    assert_eq!(p, vec![PositionProblem::GeneralsFacing]);
    assert_eq!(p[0].code(), "ERR_POS_GENERALS_FACING");
    assert_eq!(
        codes("5k3/9/9/9/9/9/9/9/5K3/9 b"),
        vec!["ERR_POS_GENERALS_FACING"]
    );
    // A piece between them, or different files: fine.
    assert!(Position::from_fen("4k4/9/9/9/4p4/9/9/9/9/4K4 w").is_ok());
    assert!(Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w").is_ok());
}

#[test]
fn side_not_to_move_in_check() {
    // Red chariot e5 checks the black general e9, but it is Red's turn.
    let p = problems("4k4/9/9/9/4R4/9/9/9/9/3K5 w");
    assert_eq!(
        p,
        vec![PositionProblem::OpponentInCheck {
            color: Color::Black
        }]
    );
    assert_eq!(p[0].code(), "ERR_POS_OPPONENT_IN_CHECK");
    // With Black to move it is just check.
    let b = Position::from_fen("4k4/9/9/9/4R4/9/9/9/9/3K5 b").unwrap();
    assert!(b.is_check());
    // Red in check by a black horse while Black is to move.
    assert_eq!(
        problems("3k5/9/9/9/9/9/9/3n5/9/4K4 b"),
        vec![PositionProblem::OpponentInCheck { color: Color::Red }]
    );
    // Red in check by a cannon over a screen, black soldier beside the general.
    assert_eq!(
        codes("3k5/9/9/9/9/9/4c4/9/4A4/4K4 b"),
        vec!["ERR_POS_OPPONENT_IN_CHECK"]
    );
    assert_eq!(
        codes("3k5/9/9/9/9/9/9/9/9/3pK4 b"),
        vec!["ERR_POS_OPPONENT_IN_CHECK"]
    );
}

#[test]
fn several_problems_reported_together() {
    // No red general; black has two generals; a black advisor on e9 (not a point);
    // a red soldier on b3.
    let p = problems("3kak3/9/9/9/9/9/1P7/9/9/9 w");
    assert_eq!(
        p,
        vec![
            PositionProblem::NoGeneral { color: Color::Red },
            PositionProblem::TooMany {
                color: Color::Black,
                role: Role::General,
                count: 2
            },
            PositionProblem::Unreachable {
                piece: Piece::new(Color::Red, Role::Soldier),
                square: sq("b3")
            },
            PositionProblem::Unreachable {
                piece: Piece::new(Color::Black, Role::Advisor),
                square: sq("e9")
            },
        ]
    );
    let err = Position::from_fen("3kak3/9/9/9/9/9/1P7/9/9/9 w").unwrap_err();
    assert_eq!(err.code(), "ERR_POS_NO_GENERAL");
    let text = err.to_string();
    assert_eq!(text.matches("; ").count(), 3, "{text}");
}

#[test]
fn every_problem_has_a_distinct_stable_code() {
    let all = [
        PositionProblem::NoGeneral { color: Color::Red }.code(),
        PositionProblem::TooMany {
            color: Color::Red,
            role: Role::Horse,
            count: 3,
        }
        .code(),
        PositionProblem::Unreachable {
            piece: Piece::new(Color::Red, Role::General),
            square: sq("a0"),
        }
        .code(),
        PositionProblem::Unreachable {
            piece: Piece::new(Color::Red, Role::Advisor),
            square: sq("a0"),
        }
        .code(),
        PositionProblem::Unreachable {
            piece: Piece::new(Color::Red, Role::Elephant),
            square: sq("a0"),
        }
        .code(),
        PositionProblem::Unreachable {
            piece: Piece::new(Color::Red, Role::Soldier),
            square: sq("a0"),
        }
        .code(),
        PositionProblem::GeneralsFacing.code(),
        PositionProblem::OpponentInCheck {
            color: Color::Black,
        }
        .code(),
    ];
    let mut uniq = all.to_vec();
    uniq.sort();
    uniq.dedup();
    assert_eq!(uniq.len(), all.len());
    assert!(all.iter().all(|c| c.starts_with("ERR_POS_")));
}

/// The squares of `Unreachable` problems (any other problem fails the test).
fn unreachable_squares(problems: &[PositionProblem]) -> Vec<String> {
    problems
        .iter()
        .map(|x| match x {
            PositionProblem::Unreachable { square, .. } => square.to_string(),
            other => panic!("{other:?}"),
        })
        .collect()
}

/// The errors serialize as data (the `details` of a JavaScript `XiangqiError`): the variant as
/// `kind`, then its fields.
#[test]
fn errors_serialize_as_their_variant_and_fields() {
    let e = "rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
        .parse::<Setup>()
        .unwrap_err();
    assert_eq!(json(&e), r#"{"kind":"char","row":4,"ch":"x"}"#);
    assert_eq!(json(&ParseFenError::Empty), r#"{"kind":"empty"}"#);
    let p = PositionProblem::Unreachable {
        piece: Piece::new(Color::Red, Role::General),
        square: Square::I0,
    };
    assert_eq!(
        json(&p),
        r#"{"kind":"unreachable","piece":"K","square":"i0"}"#
    );
    let err = Position::from_fen("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
        .unwrap_err();
    assert_eq!(
        json(&err),
        r#"{"problems":[{"code":"ERR_POS_NO_GENERAL","kind":"no_general","color":"black"}]}"#
    );
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap()
}
