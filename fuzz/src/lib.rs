//! Helpers shared by the fuzz targets: the start positions (the 107 AXF rulebook diagrams plus a
//! few positions with crowded files), a byte reader, and the invariants every target checks.

use std::sync::OnceLock;

use xiangqi::notation::{format_move, parse_move, Chinese, Iccs, Notation, Wxf};
use xiangqi::{Move, Position, Square};

/// Positions that exercise the notations' disambiguation (several pieces of a kind on a file).
pub const EXTRA_FENS: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    // Red soldiers: three on file a, two on file c (前兵 / 中兵 / 后兵, 一兵…, file after piece).
    "4k4/9/9/P1P6/P1P6/P8/9/9/9/3K5 w - - 0 1",
    // Black: two chariots and two cannons on file a, soldiers two on each of two files.
    "r3k4/r8/c8/c8/4p1p2/4p1p2/9/9/9/3K5 b - - 0 1",
    // Red advisors and elephants two on a file.
    "5k3/9/9/9/9/2B6/9/3A5/9/2BAK4 w - - 0 1",
    // Horses and chariots two on a file, both sides.
    "2bak4/4a4/2n1b4/2n6/2r6/2r6/2R6/2N6/2N6/3AKAB2 w - - 0 1",
];

/// The diagrams' FENs followed by [`EXTRA_FENS`].
pub fn fens() -> &'static [String] {
    static FENS: OnceLock<Vec<String>> = OnceLock::new();
    FENS.get_or_init(|| {
        let json = include_str!("../../tests/data/axf-diagrams.json");
        let mut out: Vec<String> = Vec::new();
        let key = "\"fen\": \"";
        let mut rest = json;
        while let Some(i) = rest.find(key) {
            rest = &rest[i + key.len()..];
            let end = rest.find('"').expect("closing quote");
            out.push(rest[..end].to_owned());
            rest = &rest[end..];
        }
        out.extend(EXTRA_FENS.iter().map(|s| s.to_string()));
        out
    })
}

/// The positions of [`fens`] (all valid), in the same order.
pub fn positions() -> &'static [Position] {
    static POS: OnceLock<Vec<Position>> = OnceLock::new();
    POS.get_or_init(|| {
        let v: Vec<Position> = fens()
            .iter()
            .filter_map(|f| Position::from_fen(f).ok())
            .collect();
        assert_eq!(v.len(), fens().len(), "every start position is valid");
        v
    })
}

/// Reads fuzzer bytes front to back.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    /// Wraps the input.
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data }
    }
    /// The next byte, if any.
    pub fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.data.split_first()?;
        self.data = rest;
        Some(b)
    }
    /// What is left.
    pub fn rest(&self) -> &'a [u8] {
        self.data
    }
}

/// Bytes as text: valid UTF-8 as is, otherwise lossily (so both paths get exercised).
pub fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// Invariants of any valid position: FEN round trip, colour swap, legal-move consistency.
pub fn check_position(pos: &Position) {
    let fen = pos.fen();
    let back = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(&back, pos, "FEN round trip of {fen}");
    assert_eq!(back.fen(), fen);
    let swapped = pos.swap_colors();
    assert!(
        swapped.swap_colors().same_position(pos),
        "swap twice of {fen}"
    );
    assert_eq!(swapped.turn(), !pos.turn());
    let moves = pos.legal_moves();
    assert_eq!(
        swapped.legal_moves().len(),
        moves.len(),
        "swap moves of {fen}"
    );
    for &m in &moves {
        assert!(pos.is_legal(m), "{fen}: {m} listed but not legal");
    }
    let mut by_origin = 0;
    for sq in xiangqi::Square::all() {
        by_origin += pos.legal_moves_from(sq).len();
    }
    assert_eq!(by_origin, moves.len(), "legal_moves_from of {fen}");
    match pos.outcome() {
        Some(_) => assert!(moves.is_empty()),
        None => assert!(!moves.is_empty()),
    }
    assert_eq!(pos.is_checkmate(), pos.is_check() && moves.is_empty());
}

/// A legal move written in each notation parses back to itself, by the notation's own parser
/// and by [`parse_move`].
pub fn check_move_notations(pos: &Position, m: Move) {
    for n in Notation::ALL {
        let s = format_move(pos, m, n)
            .unwrap_or_else(|e| panic!("{}: format {m} as {n}: {e}", pos.fen()));
        let back = parse_move(pos, &s).unwrap_or_else(|e| {
            panic!("{}: {m} written {s:?} ({n}) does not parse: {e}", pos.fen())
        });
        assert_eq!(back, m, "{}: {s:?} ({n})", pos.fen());
        let own = match n {
            Notation::Iccs => s.parse::<Iccs>().ok().and_then(|x| x.to_move(pos).ok()),
            Notation::Wxf => s.parse::<Wxf>().ok().and_then(|x| x.to_move(pos).ok()),
            Notation::Chinese => s.parse::<Chinese>().ok().and_then(|x| x.to_move(pos).ok()),
        };
        assert_eq!(own, Some(m), "{}: {s:?} by the {n} parser", pos.fen());
    }
}

/// Builds a game from fuzzer bytes: each byte is an op. Most ops play the legal move the next
/// byte picks; op 7 plays the move `from, to` given by the next two bytes (square indices
/// `rank * 9 + file`) if it is legal; some play back the move made two plies ago (so pieces shuffle and positions
/// repeat), or replay the last four plies many times over (long histories full of repetitions).
/// At most `max_plies` moves are generated.
pub fn game(start: &Position, bytes: &mut Bytes<'_>, max_plies: usize) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves: Vec<Move> = Vec::new();
    let play = |pos: &mut Position, moves: &mut Vec<Move>, m: Move| -> bool {
        if moves.len() < max_plies && pos.is_legal(m) {
            pos.play_unchecked(m);
            moves.push(m);
            true
        } else {
            false
        }
    };
    while let Some(op) = bytes.byte() {
        if moves.len() >= max_plies {
            break;
        }
        match op % 8 {
            // Back-and-forth: undo the same side's previous move.
            4 | 5 if moves.len() >= 2 => {
                let prev = moves[moves.len() - 2];
                if !play(&mut pos, &mut moves, Move::new(prev.to, prev.from)) {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    play(&mut pos, &mut moves, legal[op as usize % legal.len()]);
                }
            }
            // Go round the last four plies again, up to 4 * 255 times.
            6 if moves.len() >= 4 => {
                let reps = bytes.byte().unwrap_or(1) as usize * 4;
                let cycle: Vec<Move> = moves[moves.len() - 4..].to_vec();
                'outer: for _ in 0..reps {
                    for &m in &cycle {
                        if !play(&mut pos, &mut moves, m) {
                            break 'outer;
                        }
                    }
                }
            }
            // A move given by its two square indices (lets seeds spell out real games).
            7 => {
                let (Some(a), Some(b)) = (bytes.byte(), bytes.byte()) else {
                    break;
                };
                if let (Some(f), Some(t)) = (Square::from_index(a % 90), Square::from_index(b % 90))
                {
                    play(&mut pos, &mut moves, Move::new(f, t));
                }
            }
            _ => {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let b = bytes.byte().unwrap_or(op);
                play(&mut pos, &mut moves, legal[b as usize % legal.len()]);
            }
        }
    }
    moves
}

/// The game with colours swapped (board turned upside down, Red ↔ Black).
pub fn swapped_game(start: &Position, moves: &[Move]) -> (Position, Vec<Move>) {
    (
        start.swap_colors(),
        moves
            .iter()
            .map(|m| Move::new(m.from.flip_vertical(), m.to.flip_vertical()))
            .collect(),
    )
}

/// The game mirrored left to right.
pub fn mirrored_game(start: &Position, moves: &[Move]) -> (Position, Vec<Move>) {
    let mut setup = start.to_setup();
    setup.board = setup.board.mirror();
    (
        Position::from_setup(setup).expect("mirror keeps validity"),
        moves
            .iter()
            .map(|m| Move::new(m.from.mirror_horizontal(), m.to.mirror_horizontal()))
            .collect(),
    )
}
