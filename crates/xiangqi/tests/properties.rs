//! Property tests over random playouts, checked against a slow reference move generator
//! written here from first principles (plain loops over a 10×9 grid, no tables, no bitboards).
//!
//! At every position of every playout:
//! - the engine's legal moves equal the reference's, `is_legal` and `play` agree with it, and
//!   `legal_moves_from` equals the engine's list restricted to each origin;
//! - check / checkmate / stalemate / outcome agree with the reference;
//! - the FEN round-trips exactly and the Zobrist hash equals a from-scratch recomputation;
//! - swapping colours twice is the identity, and the swapped position's moves are the
//!   original's turned over;
//! - at the end of each playout, perft(2) is the same for the position, its colour swap and
//!   its left-right mirror.

use proptest::prelude::*;
use proptest::test_runner::Config;
use xiangqi::{Color, Move, Outcome, Piece, Position, Role, Setup, Square};

// ---------------------------------------------------------------- reference generator

/// `grid[rank][file]`, rank 0 = Red's back rank.
type Grid = [[Option<Piece>; 9]; 10];

fn grid_of(pos: &Position) -> Grid {
    let mut g: Grid = [[None; 9]; 10];
    for i in 0..90u8 {
        let sq = Square::from_index(i).unwrap();
        g[(i / 9) as usize][(i % 9) as usize] = pos.board().piece_at(sq);
    }
    g
}

fn on_board(f: i32, r: i32) -> bool {
    (0..9).contains(&f) && (0..10).contains(&r)
}

fn in_palace(color: Color, f: i32, r: i32) -> bool {
    (3..=5).contains(&f)
        && match color {
            Color::Red => (0..=2).contains(&r),
            Color::Black => (7..=9).contains(&r),
        }
}

fn own_half(color: Color, r: i32) -> bool {
    match color {
        Color::Red => r <= 4,
        Color::Black => r >= 5,
    }
}

fn at(g: &Grid, f: i32, r: i32) -> Option<Piece> {
    g[r as usize][f as usize]
}

type Coord = (i32, i32); // (file, rank)

/// Every move of `color`'s pieces by their movement geometry, ignoring checks.
fn pseudo_moves(g: &Grid, color: Color) -> Vec<(Coord, Coord)> {
    let mut out = Vec::new();
    for r in 0..10 {
        for f in 0..9 {
            let Some(p) = at(g, f, r) else { continue };
            if p.color != color {
                continue;
            }
            let mut add = |tf: i32, tr: i32| {
                if on_board(tf, tr) && !matches!(at(g, tf, tr), Some(q) if q.color == color) {
                    out.push(((f, r), (tf, tr)));
                }
            };
            match p.role {
                Role::General => {
                    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        if in_palace(color, f + df, r + dr) {
                            add(f + df, r + dr);
                        }
                    }
                }
                Role::Advisor => {
                    for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                        if in_palace(color, f + df, r + dr) {
                            add(f + df, r + dr);
                        }
                    }
                }
                Role::Elephant => {
                    for (df, dr) in [(2, 2), (2, -2), (-2, 2), (-2, -2)] {
                        let (tf, tr) = (f + df, r + dr);
                        if on_board(tf, tr)
                            && own_half(color, tr)
                            && at(g, f + df / 2, r + dr / 2).is_none()
                        {
                            add(tf, tr);
                        }
                    }
                }
                Role::Horse => {
                    for (df, dr) in [
                        (1, 2),
                        (-1, 2),
                        (1, -2),
                        (-1, -2),
                        (2, 1),
                        (2, -1),
                        (-2, 1),
                        (-2, -1),
                    ] {
                        let (tf, tr) = (f + df, r + dr);
                        // The leg is the point one step along the long side of the L.
                        let (lf, lr) = if df.abs() == 2 {
                            (f + df / 2, r)
                        } else {
                            (f, r + dr / 2)
                        };
                        if on_board(tf, tr) && at(g, lf, lr).is_none() {
                            add(tf, tr);
                        }
                    }
                }
                Role::Chariot => {
                    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let (mut tf, mut tr) = (f + df, r + dr);
                        while on_board(tf, tr) {
                            add(tf, tr);
                            if at(g, tf, tr).is_some() {
                                break;
                            }
                            tf += df;
                            tr += dr;
                        }
                    }
                }
                Role::Cannon => {
                    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let (mut tf, mut tr) = (f + df, r + dr);
                        // Slide over empty points.
                        while on_board(tf, tr) && at(g, tf, tr).is_none() {
                            add(tf, tr);
                            tf += df;
                            tr += dr;
                        }
                        // (tf, tr) is the screen, if any; look for the next piece beyond it.
                        tf += df;
                        tr += dr;
                        while on_board(tf, tr) {
                            if at(g, tf, tr).is_some() {
                                add(tf, tr); // `add` refuses own pieces
                                break;
                            }
                            tf += df;
                            tr += dr;
                        }
                    }
                }
                Role::Soldier => {
                    let fwd = if color == Color::Red { 1 } else { -1 };
                    add(f, r + fwd);
                    if !own_half(color, r) {
                        add(f - 1, r);
                        add(f + 1, r);
                    }
                }
            }
        }
    }
    out
}

fn find_general(g: &Grid, color: Color) -> Option<Coord> {
    (0..10)
        .flat_map(|r| (0..9).map(move |f| (f, r)))
        .find(|&(f, r)| at(g, f, r) == Some(Piece::new(color, Role::General)))
}

/// The generals stand on one file with nothing between them.
fn generals_face(g: &Grid) -> bool {
    let (Some((rf, rr)), Some((bf, br))) =
        (find_general(g, Color::Red), find_general(g, Color::Black))
    else {
        return false;
    };
    rf == bf && (rr + 1..br).all(|r| at(g, rf, r).is_none())
}

/// `color`'s general can be captured by some enemy piece, or faces the other general.
fn ref_attacked(g: &Grid, color: Color) -> bool {
    let Some(k) = find_general(g, color) else {
        return false;
    };
    generals_face(g) || pseudo_moves(g, !color).iter().any(|&(_, to)| to == k)
}

fn apply(g: &Grid, from: Coord, to: Coord) -> Grid {
    let mut n = *g;
    n[to.1 as usize][to.0 as usize] = n[from.1 as usize][from.0 as usize].take();
    n
}

fn ref_legal(g: &Grid, color: Color) -> Vec<(Coord, Coord)> {
    pseudo_moves(g, color)
        .into_iter()
        .filter(|&(from, to)| !ref_attacked(&apply(g, from, to), color))
        .collect()
}

fn name((f, r): Coord) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r)
}

fn to_move((from, to): (Coord, Coord)) -> Move {
    Move::new(name(from).parse().unwrap(), name(to).parse().unwrap())
}

fn sorted_strings(moves: impl IntoIterator<Item = Move>) -> Vec<String> {
    let mut v: Vec<String> = moves.into_iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn flip_sq(s: Square) -> Square {
    s.flip_vertical()
}

fn mirror(pos: &Position) -> Position {
    let setup = pos.to_setup();
    Position::from_setup(Setup {
        board: setup.board.mirror(),
        ..setup
    })
    .expect("a mirrored legal position is legal")
}

// ---------------------------------------------------------------- the checks

fn check_position(pos: &Position) {
    let fen = pos.fen();
    let g = grid_of(pos);
    let us = pos.turn();

    // Legal moves against the reference.
    let reference = ref_legal(&g, us);
    let engine = pos.legal_moves();
    let ref_sorted = sorted_strings(reference.iter().map(|&m| to_move(m)));
    assert_eq!(
        sorted_strings(engine.clone()),
        ref_sorted,
        "legal moves of {fen}"
    );

    // is_legal / play agree for every geometric move, legal or not.
    for pm in pseudo_moves(&g, us) {
        let m = to_move(pm);
        let legal = reference.contains(&pm);
        assert_eq!(pos.is_legal(m), legal, "is_legal({m}) in {fen}");
        match pos.play(m) {
            Ok(after) => {
                assert!(legal, "play({m}) accepted in {fen}");
                let expected = apply(&g, pm.0, pm.1);
                assert_eq!(grid_of(&after), expected, "board after {m} in {fen}");
                assert_eq!(after.turn(), !us);
            }
            Err(e) => {
                assert!(!legal, "play({m}) rejected in {fen}");
                assert_eq!(e.code(), "ERR_ILLEGAL_MOVE");
            }
        }
    }
    // Moves of the opponent's pieces and moves from empty points are never legal.
    for pm in pseudo_moves(&g, !us).into_iter().take(8) {
        assert!(!pos.is_legal(to_move(pm)), "opponent move legal in {fen}");
    }

    // legal_moves_from equals legal_moves restricted to the origin, on every point.
    for i in 0..90u8 {
        let sq = Square::from_index(i).unwrap();
        let from_list = sorted_strings(pos.legal_moves_from(sq));
        let filtered = sorted_strings(engine.iter().copied().filter(|m| m.from == sq));
        assert_eq!(from_list, filtered, "legal_moves_from({sq}) in {fen}");
    }

    // Check and game end.
    let in_check = ref_attacked(&g, us);
    assert_eq!(pos.is_check(), in_check, "is_check in {fen}");
    let king = find_general(&g, us).expect("a general");
    let mut ref_checkers: Vec<String> = pseudo_moves(&g, !us)
        .into_iter()
        .filter(|&(_, to)| to == king)
        .map(|(from, _)| name(from))
        .collect();
    ref_checkers.sort();
    ref_checkers.dedup();
    let mut checkers: Vec<String> = pos.checkers().into_iter().map(|s| s.to_string()).collect();
    checkers.sort();
    assert_eq!(checkers, ref_checkers, "checkers in {fen}");
    assert_eq!(checkers.is_empty(), !in_check, "checkers in {fen}");
    let expected_outcome = if !reference.is_empty() {
        None
    } else {
        Some(Outcome::Decisive { winner: !us })
    };
    assert_eq!(pos.outcome(), expected_outcome, "outcome of {fen}");
    assert_eq!(pos.is_checkmate(), reference.is_empty() && in_check);
    assert_eq!(pos.is_stalemate(), reference.is_empty() && !in_check);

    // FEN round trip and hash recomputation.
    let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(back.fen(), fen);
    assert_eq!(&back, pos, "round trip of {fen}");
    assert_eq!(back.zobrist(), pos.zobrist(), "zobrist of {fen}");
    assert!(back.same_position(pos));
    // The textual repetition key is the FEN without its counters.
    let key = pos.to_setup().repetition_key();
    assert_eq!(fen.split(' ').take(2).collect::<Vec<_>>().join(" "), key);

    // Colour swap: an involution whose moves are the original's turned over.
    let swapped = pos.swap_colors();
    assert_eq!(&swapped.swap_colors(), pos, "swap twice of {fen}");
    assert_ne!(swapped.turn(), us);
    let turned: Vec<String> = sorted_strings(
        engine
            .iter()
            .map(|m| Move::new(flip_sq(m.from), flip_sq(m.to))),
    );
    assert_eq!(
        sorted_strings(swapped.legal_moves()),
        turned,
        "swapped {fen}"
    );
    assert_eq!(
        Position::from_fen(&swapped.fen()).unwrap().zobrist(),
        swapped.zobrist()
    );
}

fn check_perft_symmetry(pos: &Position) {
    let n = pos.perft(2);
    assert_eq!(
        pos.swap_colors().perft(2),
        n,
        "swap perft(2) of {}",
        pos.fen()
    );
    assert_eq!(mirror(pos).perft(2), n, "mirror perft(2) of {}", pos.fen());
    assert_eq!(mirror(&pos.swap_colors()).perft(2), n);
}

/// Plays from `fen`, choosing each move with the next number of `choices` (odd numbers prefer
/// captures, so the board empties and endgames, checks and mates show up), checking every
/// position on the way. Returns the number of positions checked.
fn playout(fen: &str, choices: &[u32]) -> usize {
    let mut pos = Position::from_fen(fen).unwrap();
    let mut checked = 0;
    let mut previous: Option<(Position, Move)> = None;
    for &c in choices {
        check_position(&pos);
        checked += 1;
        if let Some((before, m)) = &previous {
            // Incremental hash after play_unchecked equals a fresh one.
            let mut inc = before.clone();
            inc.play_unchecked(*m);
            assert_eq!(inc.zobrist(), pos.zobrist());
            assert_eq!(
                inc.zobrist(),
                Position::from_fen(&inc.fen()).unwrap().zobrist()
            );
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.board().piece_at(m.to).is_some())
            .collect();
        let pool: Vec<Move> = if c % 2 == 1 && !captures.is_empty() {
            captures
        } else {
            moves.to_vec()
        };
        let m = pool[(c / 2) as usize % pool.len()];
        let next = pos.play(m).expect("generated move is legal");
        previous = Some((pos, m));
        pos = next;
    }
    check_position(&pos);
    check_perft_symmetry(&pos);
    checked + 1
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

const MIDGAMES: &[&str] = &[
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
    "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
    "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
];

fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(96))]

    #[test]
    fn random_playouts_from_the_start(choices in prop::collection::vec(any::<u32>(), 0..100)) {
        playout(START, &choices);
    }

    #[test]
    fn random_playouts_from_midgames(
        which in 0..MIDGAMES.len(),
        choices in prop::collection::vec(any::<u32>(), 0..80),
    ) {
        playout(MIDGAMES[which], &choices);
    }
}

/// The reference generator itself agrees with the published counts at shallow depth, so a
/// shared misunderstanding of the rules cannot hide.
#[test]
fn reference_generator_matches_published_perft() {
    fn ref_perft(g: &Grid, color: Color, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        ref_legal(g, color)
            .into_iter()
            .map(|(f, t)| ref_perft(&apply(g, f, t), !color, depth - 1))
            .sum()
    }
    let start = grid_of(&Position::new());
    assert_eq!(ref_perft(&start, Color::Red, 1), 44);
    assert_eq!(ref_perft(&start, Color::Red, 2), 1_920);
    let mid = Position::from_fen(MIDGAMES[0]).unwrap();
    assert_eq!(ref_perft(&grid_of(&mid), Color::Red, 1), 38);
    assert_eq!(ref_perft(&grid_of(&mid), Color::Red, 2), 1_128);
    let end = Position::from_fen(MIDGAMES[3]).unwrap();
    assert_eq!(ref_perft(&grid_of(&end), Color::Red, 2), 424);
}

/// A long deterministic playout as a smoke test that does not depend on the random seed.
#[test]
fn deterministic_long_playout() {
    let choices: Vec<u32> = (0..200u32)
        .map(|i| i.wrapping_mul(2_654_435_761) >> 7)
        .collect();
    let n = playout(START, &choices);
    assert!(n > 20, "only {n} positions");
}

/// The repetition key ignores the counters and the move order, but not the side to move.
#[test]
fn repetition_key_is_placement_and_side_to_move() {
    let key = |p: &Position| p.to_setup().repetition_key();
    let play = |moves: &[&str]| {
        let mut p = Position::new();
        for m in moves {
            let m = Move::new(m[..2].parse().unwrap(), m[2..].parse().unwrap());
            p = p.play(m).unwrap();
        }
        p
    };
    let a = play(&["h2e2", "h9g7", "b0c2"]);
    let b = play(&["b0c2", "h9g7", "h2e2"]);
    assert!(a.same_position(&b));
    assert_eq!(a.zobrist(), b.zobrist());
    assert_eq!(key(&a), key(&b));
    // Going round a cycle changes the counters but not the key.
    let c = play(&["h0g2", "h9g7", "g2h0", "g7h9"]);
    assert_ne!(c.fen(), Position::new().fen());
    assert!(c.same_position(&Position::new()));
    assert_eq!(c.zobrist(), Position::new().zobrist());
    assert_eq!(key(&c), key(&Position::new()));
    // Same placement, other side to move: a different position.
    let passed = Position::new().pass().unwrap();
    assert!(!passed.same_position(&Position::new()));
    assert_ne!(passed.zobrist(), Position::new().zobrist());
    assert_ne!(key(&passed), key(&Position::new()));
    assert_eq!(
        passed.zobrist(),
        Position::from_fen(&passed.fen()).unwrap().zobrist()
    );
}
