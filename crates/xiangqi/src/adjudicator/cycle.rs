//! Replaying a game: legality, repetition keys, piece identities and the repetition cycle.

use crate::keymap::KeyMap;
use crate::{Color, Move, Outcome, Position, Square};

use super::report::GameStatus;

/// Identifies a physical piece across moves (its index in the starting placement), so that "the
/// same target" means the same piece even after it moves (and never a different piece that later
/// stands on the same square).
pub type PieceId = u8;

/// Identity of the piece on each square.
#[derive(Debug, Clone)]
pub(crate) struct Identities([Option<PieceId>; 90]);

impl Identities {
    pub(crate) fn new(pos: &Position) -> Identities {
        let mut ids = [None; 90];
        for (n, (sq, _)) in pos.board().pieces().enumerate() {
            ids[sq.index()] = Some(n as PieceId);
        }
        Identities(ids)
    }
    pub(crate) fn get(&self, sq: Square) -> Option<PieceId> {
        self.0[sq.index()]
    }
    pub(crate) fn play(&mut self, m: Move) {
        self.0[m.to.index()] = self.0[m.from.index()].take();
    }
    /// Where the piece `id` stands (`None` once it is captured).
    pub(crate) fn square_of(&self, id: PieceId) -> Option<Square> {
        let i = self.0.iter().position(|&x| x == Some(id))?;
        Square::from_index(i as u8)
    }
}

/// A replayed move list: one repetition key per position, and game counters.
pub(crate) struct Replay {
    /// `keys[i]` is the key of the position before move `i` (`keys[n]` after the last move).
    pub keys: Vec<u64>,
    /// Plies since the last capture at the end, counting at most `max_checks` checking plies
    /// (see [`super::JudgeOptions::max_counted_checks`]).
    pub quiet_plies: u32,
    /// The final position.
    pub last: Position,
    /// Where the game was first over (moves played, how), if it was.
    pub ended: Option<(usize, GameStatus)>,
}

/// What ends a game, as [`replay`] and [`crate::Game`] test it in each position.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ends {
    /// [`super::JudgeOptions::fold`], at least 2.
    pub fold: usize,
    /// [`super::JudgeOptions::move_limit`].
    pub move_limit: u32,
}

impl Ends {
    /// How the game stands over in `pos`, reached with the position's `occurrences` and the
    /// `quiet` plies counted toward the move limit (`None`: it goes on). The order is the
    /// report's: no legal move first, then a dead position, a repetition, the move limit.
    pub(crate) fn status(
        &self,
        pos: &Position,
        occurrences: usize,
        quiet: u32,
    ) -> Option<GameStatus> {
        if let Some(o) = pos.outcome() {
            return Some(match o {
                Outcome::Checkmate { .. } => GameStatus::Checkmate,
                Outcome::Stalemate { .. } => GameStatus::Stalemate,
            });
        }
        if pos.is_dead_position() {
            Some(GameStatus::DeadPosition)
        } else if occurrences >= self.fold {
            Some(GameStatus::Repetition)
        } else if quiet >= self.move_limit {
            Some(GameStatus::MoveLimit)
        } else {
            None
        }
    }
}

/// Error of [`super::judge`]: a move is illegal, or the input is over a bound.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    /// Move number `ply` (1-based) is not legal in the position reached.
    #[error("move {ply} ({mv}) is illegal in this position")]
    IllegalMove {
        /// 1-based ply.
        ply: usize,
        /// The move.
        mv: Move,
    },
    /// More moves than [`super::MAX_JUDGE_MOVES`].
    #[error("too many moves ({len}, at most {max})", max = super::MAX_JUDGE_MOVES)]
    TooManyMoves {
        /// How many were given.
        len: usize,
    },
}

impl JudgeError {
    /// `ERR_ILLEGAL_MOVE` or `ERR_LIMIT`.
    pub const fn code(&self) -> &'static str {
        match self {
            JudgeError::IllegalMove { .. } => "ERR_ILLEGAL_MOVE",
            JudgeError::TooManyMoves { .. } => "ERR_LIMIT",
        }
    }
}

/// Replays `moves` from `start`, in time linear in the number of moves.
///
/// It also finds where the game was first over ([`Replay::ended`], by `ends`).
pub(crate) fn replay(
    start: &Position,
    moves: &[Move],
    max_checks: u32,
    ends: Ends,
) -> Result<Replay, JudgeError> {
    let mut pos = start.clone();
    let mut keys = Vec::with_capacity(moves.len() + 1);
    keys.push(pos.zobrist());
    let mut quiet = start.halfmoves();
    let mut checks = 0u32;
    // Occurrences of each position so far, while the game has not ended.
    let mut seen: KeyMap<u64, usize> = KeyMap::default();
    seen.insert(keys[0], 1);
    let mut ended = ends.status(&pos, 1, quiet).map(|s| (0, s));
    for (i, &m) in moves.iter().enumerate() {
        if !pos.is_legal(m) {
            return Err(JudgeError::IllegalMove { ply: i + 1, mv: m });
        }
        let capture = pos.capture_of(m).is_some();
        pos.play_unchecked(m);
        if capture {
            quiet = 0;
            checks = 0;
        } else if pos.is_check() {
            checks += 1;
            if checks <= max_checks {
                quiet += 1;
            }
        } else {
            quiet += 1;
        }
        keys.push(pos.zobrist());
        if ended.is_none() {
            let count = seen.entry(pos.zobrist()).or_insert(0);
            *count += 1;
            ended = ends.status(&pos, *count, quiet).map(|s| (i + 1, s));
        }
    }
    Ok(Replay {
        keys,
        quiet_plies: quiet,
        last: pos,
        ended,
    })
}

/// Windows longer than this are not searched for inner repetitions (they are judged whole).
const MAX_INNER_SEARCH: usize = 4096;

/// The latest repetition, as a window `[from, to)` of move indices (positions `from` and `to`
/// are the same position), or `None` if the final position occurred only once.
///
/// The window runs between the last two occurrences of the final position. If a position
/// repeats *inside* it, the game went round a smaller loop on the way, and the window is
/// replaced by the latest simple cycle inside it (one with no inner repetition): 图107 prints two
/// different 4-ply cycles one after the other and ends half-way into the third, and only each
/// 4-ply cycle on its own shows what the rulebook rules.
pub(crate) fn last_cycle(keys: &[u64]) -> Option<(usize, usize)> {
    let n = keys.len() - 1;
    let j = (0..n).rev().find(|&j| keys[j] == keys[n])?;
    if n - j > MAX_INNER_SEARCH || is_simple(&keys[j..=n]) {
        return Some((j, n));
    }
    for k in (j + 1..n).rev() {
        if let Some(p) = (j..k).rev().find(|&p| keys[p] == keys[k]) {
            if is_simple(&keys[p..=k]) {
                return Some((p, k));
            }
        }
    }
    Some((j, n))
}

/// Whether the window's positions are all different except its two ends.
fn is_simple(window: &[u64]) -> bool {
    let inner = &window[..window.len() - 1];
    let mut seen: Vec<u64> = inner.to_vec();
    seen.sort_unstable();
    seen.windows(2).all(|w| w[0] != w[1])
}

/// How many times the final position has occurred.
pub(crate) fn occurrences(keys: &[u64]) -> usize {
    let last = keys[keys.len() - 1];
    keys.iter().filter(|&&k| k == last).count()
}

/// The side that plays move index `i` from a start with `first` to move.
pub(crate) fn side_of(first: Color, i: usize) -> Color {
    if i % 2 == 0 {
        first
    } else {
        !first
    }
}
