//! Regression positions for every rule trap, each with the exact list of legal moves worked out
//! by hand (the reasoning is written next to each list). Coordinates are ICCS: files a–i from
//! Red's left, rank 0 = Red's back rank; FEN rows run from rank 9 down to rank 0.

use xiangqi::{Color, Move, Outcome, Position, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<String> {
    let mut v: Vec<String> = moves.into_iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn expect(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| (*s).to_owned()).collect();
    v.sort();
    v.dedup();
    assert_eq!(v.len(), list.len(), "duplicate in expected list");
    v
}

/// The complete legal move list of the side to move.
fn assert_moves(fen: &str, expected: &[&str]) {
    let p = pos(fen);
    assert_eq!(
        sorted(p.legal_moves()),
        expect(expected),
        "legal moves of {fen}"
    );
    // Every listed move is accepted by is_legal/play, and legal_moves_from agrees per origin.
    for m in p.legal_moves() {
        assert!(p.is_legal(m), "{fen}: {m} not is_legal");
        assert!(p.play(m).is_ok(), "{fen}: play({m}) failed");
    }
}

/// The legal moves of the piece on `from`.
fn assert_moves_from(fen: &str, from: &str, expected: &[&str]) {
    let p = pos(fen);
    let sq: Square = from.parse().unwrap();
    assert_eq!(
        sorted(p.legal_moves_from(sq)),
        expect(expected),
        "legal moves from {from} in {fen}"
    );
}

fn mv(s: &str) -> Move {
    Move::new(s[0..2].parse().unwrap(), s[2..4].parse().unwrap())
}

/// The move is rejected by `is_legal` and `play` (with `ERR_ILLEGAL_MOVE`).
fn assert_illegal(fen: &str, m: &str) {
    let p = pos(fen);
    assert!(!p.is_legal(mv(m)), "{fen}: {m} should be illegal");
    let err = p.play(mv(m)).unwrap_err();
    assert_eq!(err.code(), "ERR_ILLEGAL_MOVE");
}

// ---------------------------------------------------------------- flying / facing generals

/// Red horse e4 is the only piece between the generals on the e-file: every horse jump leaves
/// the file and would let the generals face, so the horse has no move. The general may go to
/// d0, f0 (files d and f are empty of the black general) or e1 (the horse still screens).
#[test]
fn only_piece_between_generals_cannot_move() {
    let fen = "4k4/9/9/9/9/4N4/9/9/9/4K4 w";
    assert_moves(fen, &["e0d0", "e0e1", "e0f0"]);
    assert_moves_from(fen, "e4", &[]);
    assert_illegal(fen, "e4d6");
    assert_illegal(fen, "e4f2");
}

/// Same for Black: the black horse e5 may not leave the file.
#[test]
fn only_piece_between_generals_cannot_move_black() {
    assert_moves("4k4/9/9/9/4n4/9/9/9/9/4K4 b", &["e9d9", "e9e8", "e9f9"]);
}

/// With a second piece (black advisor e8) between the generals, the horse is free: all eight
/// jumps from e4 (legs e5, e3, d4, f4 empty) plus the three general moves.
#[test]
fn second_piece_between_generals_frees_the_first() {
    assert_moves(
        "4k4/4a4/9/9/9/4N4/9/9/9/4K4 w",
        &[
            "e4c3", "e4c5", "e4d2", "e4d6", "e4f2", "e4f6", "e4g3", "e4g5", "e0d0", "e0e1", "e0f0",
        ],
    );
}

/// Red general e0, black general d9 alone: d0 would face d9 on the open d-file.
#[test]
fn general_cannot_step_onto_the_open_file() {
    let fen = "3k5/9/9/9/9/9/9/9/9/4K4 w";
    assert_moves(fen, &["e0e1", "e0f0"]);
    assert_illegal(fen, "e0d0");
}

/// Black general d9: e9 faces the red general e0, c9 is outside the palace; only d8 remains.
#[test]
fn black_general_cannot_step_onto_the_open_file() {
    assert_moves("3k5/9/9/9/9/9/9/9/9/4K4 b", &["d9d8"]);
}

/// Black chariot d1 checks the red general e1 along rank 1. Capturing it (e1d1) would put the
/// general on the open d-file facing d9; f1 stays on the chariot's rank (e1 is vacated); e0
/// and e2 are safe.
#[test]
fn general_cannot_capture_into_the_open_file() {
    let fen = "3k5/9/9/9/9/9/9/9/3rK4/9 w";
    assert!(pos(fen).is_check());
    assert_moves(fen, &["e1e0", "e1e2"]);
    assert_illegal(fen, "e1d1");
    assert_illegal(fen, "e1f1");
}

// ---------------------------------------------------------------- horse leg (蹩马腿)

/// Red horse e5. Legs: e6 (own soldier) blocks d7/f7; d5 (black cannon) blocks c6/c4; e4 and
/// f5 are empty so d3, f3, g4, g6 are open. The black horse on f6 is diagonal, not a leg.
/// Soldier e6 has crossed: e7, d6, f6 (capture). General f0: e0, f1.
#[test]
fn horse_leg_blocks_by_either_colour() {
    let fen = "3k5/9/9/4Pn3/3cN4/9/9/9/9/5K3 w";
    assert_moves_from(fen, "e5", &["e5d3", "e5f3", "e5g4", "e5g6"]);
    assert_moves(
        fen,
        &[
            "e5d3", "e5f3", "e5g4", "e5g6", "e6d6", "e6e7", "e6f6", "f0e0", "f0f1",
        ],
    );
    assert_illegal(fen, "e5d7");
    assert_illegal(fen, "e5c4");
}

// ---------------------------------------------------------------- elephant (塞象眼, river)

/// Red elephant e2: eye d1 empty → c0; eye f1 is the general → no g0; eye d3 is the red horse
/// → no c4; g4 holds the other elephant. Elephant g4: e2 own, i2 (eye h3 empty); e6/i6 are
/// across the river. Horse d3: all eight jumps (legs d4, d2, c3, e3 empty). General f1: e1
/// (the elephant e2 screens the e-file), f0, f2.
#[test]
fn elephant_eye_and_river() {
    let fen = "4k4/9/9/9/9/6B2/3N5/4B4/5K3/9 w";
    assert_moves_from(fen, "e2", &["e2c0"]);
    assert_moves_from(fen, "g4", &["g4i2"]);
    assert_moves(
        fen,
        &[
            "e2c0", "g4i2", "d3b2", "d3b4", "d3c1", "d3c5", "d3e1", "d3e5", "d3f2", "d3f4", "f1e1",
            "f1f0", "f1f2",
        ],
    );
    assert_illegal(fen, "g4e6");
    assert_illegal(fen, "e2c4");
}

/// Black elephant on its river bank g5 may not cross to e3/i3; e7 and i7 are open.
#[test]
fn black_elephant_cannot_cross_the_river() {
    // Black: general d9, elephant g5. Red: general f0.
    let fen = "3k5/9/9/9/6b2/9/9/9/9/5K3 b";
    assert_moves_from(fen, "g5", &["g5e7", "g5i7"]);
}

// ---------------------------------------------------------------- cannon screen (炮架)

/// Red cannon b4. North: b5, b6 empty, b7 black horse is the screen, b8 empty, b9 black
/// chariot → capture b9 (not b7, not b8). South: b3, b2 empty, b1 black soldier has no screen
/// → not capturable. West: a4. East: c4 empty, d4 red horse (screen), e4 empty, f4 red cannon
/// (own piece: no capture), so only c4.
/// Red cannon f4. North: f5–f8, black general f9 has no screen → no capture. South: f3–f0.
/// West: e4, then the horse d4 screens and b4 is red. East: g4 black horse is a screen,
/// h4 and i4 are empty → nothing.
#[test]
fn cannon_moves_without_jumping_and_captures_over_exactly_one_screen() {
    let fen = "1r3k3/9/1n7/9/9/1C1N1Cn2/9/9/1p7/3K5 w";
    assert_moves_from(
        fen,
        "b4",
        &["b4a4", "b4b2", "b4b3", "b4b5", "b4b6", "b4b9", "b4c4"],
    );
    assert_moves_from(
        fen,
        "f4",
        &[
            "f4e4", "f4f0", "f4f1", "f4f2", "f4f3", "f4f5", "f4f6", "f4f7", "f4f8",
        ],
    );
    for m in [
        "b4b7", "b4b8", "b4b1", "b4b0", "b4g4", "f4g4", "f4f9", "f4b4",
    ] {
        assert_illegal(fen, m);
    }
}

// ---------------------------------------------------------------- soldiers

/// Red soldiers: c3 and e4 (not crossed) only forward; g5 and i6 (crossed) forward and
/// sideways (i6 has no right neighbour); a9 on the last rank only sideways. Never backwards.
/// General d0: d1, e0.
#[test]
fn red_soldiers_before_and_after_the_river() {
    let fen = "P4k3/9/9/8P/6P2/4P4/2P6/9/9/3K5 w";
    assert_moves(
        fen,
        &[
            "a9b9", "c3c4", "d0d1", "d0e0", "e4e5", "g5f5", "g5g6", "g5h5", "i6h6", "i6i7",
        ],
    );
    for m in ["c3b3", "c3d3", "e4d4", "g5g4", "a9a8", "i6i5"] {
        assert_illegal(fen, m);
    }
}

/// Black soldiers: c6 (home side) only c5; e4 (crossed) e3, d4, f4; g0 on Red's back rank
/// only sideways f0, h0. General d9: d8, e9 (the red general is on f1).
#[test]
fn black_soldiers_before_and_after_the_river() {
    assert_moves(
        "3k5/9/9/2p6/9/4p4/9/9/5K3/6p2 b",
        &[
            "c6c5", "d9d8", "d9e9", "e4d4", "e4e3", "e4f4", "g0f0", "g0h0",
        ],
    );
}

// ---------------------------------------------------------------- palace edges

/// Red general f2 (palace corner): f1, e2; f3 and g2 are outside. Advisor e1 (centre): d0,
/// d2, f0; f2 is the general.
#[test]
fn red_palace_edges() {
    assert_moves(
        "3k5/9/9/9/9/9/9/5K3/4A4/9 w",
        &["e1d0", "e1d2", "e1f0", "f2e2", "f2f1"],
    );
}

/// Black general f7 (palace corner): f8; e7 would face the red general e0 (e1–e6 empty),
/// f6 and g7 are outside. Advisor e8: d7, d9, f9; f7 is the general.
#[test]
fn black_palace_edges() {
    assert_moves(
        "9/4a4/5k3/9/9/9/9/9/9/4K4 b",
        &["e8d7", "e8d9", "e8f9", "f7f8"],
    );
}

/// An advisor on a palace corner has exactly one move, to the centre.
#[test]
fn advisor_in_corner_has_one_move() {
    assert_moves_from("3k5/9/9/9/9/9/9/3A5/9/5K3 w", "d2", &["d2e1"]);
}

// ---------------------------------------------------------------- pins

/// Red chariot e3 is pinned by the black chariot e7 against the general e0: it may only move
/// along the e-file (e1, e2, e4, e5, e6, capture e7). General: e1, f0; d0 faces d9.
#[test]
fn chariot_pinned_on_file() {
    let fen = "3k5/9/4r4/9/9/9/4R4/9/9/4K4 w";
    assert_moves(
        fen,
        &[
            "e0e1", "e0f0", "e3e1", "e3e2", "e3e4", "e3e5", "e3e6", "e3e7",
        ],
    );
    assert_illegal(fen, "e3d3");
}

/// Black cannon e7 faces the red general e0 with no screen: a red piece may not step onto the
/// file between them (it would become the screen). Horse c3: a2, a4, b1, b5, d1, d5 but not
/// e2/e4. General: e1, f0; d0 faces d9.
#[test]
fn cannot_become_the_screen_of_an_enemy_cannon() {
    let fen = "3k5/9/4c4/9/9/9/2N6/9/9/4K4 w";
    assert_moves(
        fen,
        &[
            "c3a2", "c3a4", "c3b1", "c3b5", "c3d1", "c3d5", "e0e1", "e0f0",
        ],
    );
    assert_illegal(fen, "c3e2");
    assert_illegal(fen, "c3e4");
}

/// Red elephant e2 stands on the leg of the black horse e3 that would otherwise attack the
/// general d1: none of its moves is legal. General d1: d0, d2, e1 (none attacked by the horse,
/// whose targets are d1 f1 c2 g2 c4 g4 d5 f5).
#[test]
fn piece_on_enemy_horse_leg_is_pinned() {
    let fen = "5k3/9/9/9/9/9/4n4/4B4/3K5/9 w";
    assert_moves(fen, &["d1d0", "d1d2", "d1e1"]);
    assert_illegal(fen, "e2g0");
}

// ---------------------------------------------------------------- check evasion

/// Black chariot e6 checks the general e1. Block with chariot a2→e2 or horse c4→e3/e5
/// (leg d4 empty); step aside to d1 (f1 faces f9; e0 and e2 stay on the file).
#[test]
fn check_evasion_against_chariot() {
    let fen = "5k3/9/9/4r4/9/2N6/9/R8/4K4/9 w";
    let p = pos(fen);
    assert!(p.is_check());
    assert_eq!(checker_squares(&p), vec!["e6"]);
    assert_moves(fen, &["a2e2", "c4e3", "c4e5", "e1d1"]);
}

/// Black cannon e5 checks the general e0 over the red advisor e1. Evasions: move the screen
/// away (e1 → d0, d2, f0, f2), add a second screen (horse c3 → e2 or e4), capture the cannon
/// (chariot a5 → e5), or step to d0 (f0 faces f9).
#[test]
fn check_evasion_against_cannon() {
    let fen = "5k3/9/9/9/R3c4/9/2N6/9/4A4/4K4 w";
    let p = pos(fen);
    assert!(p.is_check());
    assert_eq!(checker_squares(&p), vec!["e5"]);
    assert_moves(
        fen,
        &[
            "a5e5", "c3e2", "c3e4", "e0d0", "e1d0", "e1d2", "e1f0", "e1f2",
        ],
    );
}

/// Double check: black general e9 is attacked by the red chariot e5 (e-file) and the red horse
/// g8 (via leg f8). Blocking one line (advisor f9→e8) leaves the other check, so only the
/// general can move: d9 (not attacked: the horse g8 reaches e9 e7 f6 h6 i7 i9, the red general
/// is on f0); e8 stays on the chariot's file; f9 is its own advisor.
#[test]
fn double_check_only_general_moves() {
    let fen = "4ka3/6N2/9/9/4R4/9/9/9/9/5K3 b";
    let p = pos(fen);
    let mut checkers: Vec<String> = p.checkers().into_iter().map(|s| s.to_string()).collect();
    checkers.sort();
    assert_eq!(checkers, vec!["e5", "g8"]);
    assert_moves(fen, &["e9d9"]);
}

/// Regression: the red general on the black general's file, screened by the black advisor, is
/// not a checker even while the chariot a9 gives check (it used to be listed). The advisor
/// could block on d9 but would open the e-file; d9/f9 stay on rank 9: checkmate.
#[test]
fn screened_general_is_not_a_checker() {
    let p = pos("R3k4/4a4/9/9/9/9/9/9/9/4K4 b");
    assert_eq!(checker_squares(&p), vec!["a9"]);
    assert!(p.is_checkmate());
    assert_illegal("R3k4/4a4/9/9/9/9/9/9/9/4K4 b", "e8d9");
}

// ---------------------------------------------------------------- game end

/// Black general e9 is checked by the chariot a9 along rank 9; d9 and f9 stay on that rank
/// (d9 also faces d0), e8 is covered by the chariot i8. Checkmate, Red wins.
#[test]
fn checkmate_back_rank() {
    let p = pos("R3k4/8R/9/9/9/9/9/9/9/3K5 b");
    assert!(p.is_check());
    assert!(p.legal_moves().is_empty());
    assert!(p.is_checkmate());
    assert!(!p.is_stalemate());
    assert_eq!(p.outcome(), Some(Outcome::Decisive { winner: Color::Red }));
}

/// Chariot e8 checks; capturing it would let the generals face (e0–e7 open); d9 and f9 are
/// covered by the horses c7 and g7 (legs c8, g8 empty). Checkmate.
#[test]
fn checkmate_capture_forbidden_by_facing_generals() {
    let p = pos("4k4/4R4/2N3N2/9/9/9/9/9/9/4K4 b");
    assert!(p.is_checkmate());
    assert_eq!(p.outcome().and_then(Outcome::winner), Some(Color::Red));
    assert_illegal("4k4/4R4/2N3N2/9/9/9/9/9/9/4K4 b", "e9e8");
}

/// 困毙: Black general e9 is not in check but d9 (chariot d1), e8 (chariot h8) and f9 (facing
/// the red general f0) are all covered. No legal move: stalemate, which Red wins.
#[test]
fn stalemate_is_a_loss() {
    let p = pos("4k4/7R1/9/9/9/9/9/9/3R5/5K3 b");
    assert!(!p.is_check());
    assert!(p.legal_moves().is_empty());
    assert!(p.is_stalemate());
    assert!(!p.is_checkmate());
    assert_eq!(p.outcome(), Some(Outcome::Decisive { winner: Color::Red }));
    assert_eq!(p.outcome().unwrap().winner(), Some(Color::Red));
}

/// 困毙 with a piece left: the black horse e8 is the only piece between the generals (pinned),
/// and the general's squares d9/f9 are covered by the chariots d1/f1.
#[test]
fn stalemate_with_pinned_horse() {
    let p = pos("4k4/4n4/9/9/9/9/9/9/3R1R3/4K4 b");
    assert!(!p.is_check());
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Decisive { winner: Color::Red }));
}

/// Red stalemated: the winner is Black.
#[test]
fn red_stalemated_black_wins() {
    // Colour-swapped copy of `stalemate_is_a_loss`: red general e0, black chariots d8, h1,
    // black general f9.
    let p = pos("5k3/3r5/9/9/9/9/9/9/7r1/4K4 w");
    assert!(!p.is_check());
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black
        })
    );
}

/// A position with moves has no outcome.
#[test]
fn ongoing_game_has_no_outcome() {
    let p = Position::new();
    assert_eq!(p.outcome(), None);
    assert!(!p.is_checkmate() && !p.is_stalemate() && !p.is_check());
}

/// The 44 opening moves, enumerated by hand: chariots a0→a1,a2 and i0→i1,i2; horses b0→a2,c2
/// and h0→g2,i2; elephants c0→a2,e2 and g0→e2,i2; advisors d0,f0→e1; general e0→e1; five
/// soldiers one step forward; each cannon: b1, b3–b6 along its file, capture of the horse b9
/// over the black cannon b7, and a2, c2–g2 along rank 2 (h2 is the other cannon) — 12 each.
#[test]
fn start_position_moves() {
    let exp = [
        "a0a1", "a0a2", "i0i1", "i0i2", "b0a2", "b0c2", "h0g2", "h0i2", "c0a2", "c0e2", "g0e2",
        "g0i2", "d0e1", "f0e1", "e0e1", "a3a4", "c3c4", "e3e4", "g3g4", "i3i4", //
        "b2b1", "b2b3", "b2b4", "b2b5", "b2b6", "b2b9", "b2a2", "b2c2", "b2d2", "b2e2", "b2f2",
        "b2g2", //
        "h2h1", "h2h3", "h2h4", "h2h5", "h2h6", "h2h9", "h2c2", "h2d2", "h2e2", "h2f2", "h2g2",
        "h2i2",
    ];
    assert_eq!(exp.len(), 44);
    assert_moves(&Position::new().fen(), &exp);
}

/// The checking pieces' squares, in square order.
fn checker_squares(p: &Position) -> Vec<String> {
    p.checkers().into_iter().map(|s| s.to_string()).collect()
}
