//! Replaying a game: legality, repetition keys, piece identities and the repetition cycle.

use crate::keymap::KeyMap;
use crate::{Color, Move, Position, Square};

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

/// The most moves [`judge`](super::judge) accepts.
pub const MAX_JUDGE_MOVES: usize = 200_000;

/// The state of the game at the final position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// The game goes on.
    Ongoing,
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move (a loss).
    Stalemate,
    /// The final position occurred [`JudgeOptions::fold`](super::JudgeOptions::fold) times.
    Repetition,
    /// [`JudgeOptions::move_limit`](super::JudgeOptions::move_limit) plies without a capture.
    MoveLimit,
    /// Neither side has a piece left that could ever give check (only generals, advisors and
    /// elephants: [`Position::is_dead_position`]); a draw (AXF 细则4, 1965 第三章第四节 二（一）).
    DeadPosition,
}

/// What ends a game, as the walk ([`super::walk::Walk`]) tests it in each position.
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
        if pos.outcome().is_some() {
            return Some(if pos.is_check() {
                GameStatus::Checkmate
            } else {
                GameStatus::Stalemate
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
    /// More moves than [`MAX_JUDGE_MOVES`].
    #[error("too many moves ({len}, at most {max})", max = MAX_JUDGE_MOVES)]
    TooManyMoves {
        /// How many were given.
        len: usize,
    },
}

impl JudgeError {
    /// `ERR_ILLEGAL_MOVE` or `ERR_LIMIT`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for JudgeError {
    fn code(&self) -> crate::ErrorCode {
        match self {
            JudgeError::IllegalMove { .. } => crate::ErrorCode::IllegalMove,
            JudgeError::TooManyMoves { .. } => crate::ErrorCode::Limit,
        }
    }
}

/// Where the judged window of the position after `n` moves starts (the window runs from there to
/// `n`; the two positions are the same), or `None` if that position occurred only once:
/// `earlier(i)` is the latest occurrence of that position before index `i` (the walk's links
/// between occurrences, [`super::walk::Walk::window`]).
///
/// The window runs from the earliest occurrence of the final position that the repetition count
/// reaches — the last three occurrences, as 细则3 counts them (two with `fold` 2), so at most two
/// cycles back — to the end: a side is at fault only if its play over all of it is forbidden
/// (every cycle of it, [`simple_cycles`]). The texts judge the moves that bring the
/// position back ("凡走子连续不停照将，演成归原状态者，谓之长照", AXF terms; the reading applies to
/// 长捉, 长杀 …), and a loss needs the forbidden moves kept up while the position recurs
/// ("任何一方走出被禁止之着法 … 仍重复出现三次者，判为负局", 细则3; "双方着法循环不变的重复局面",
/// 2011 25.1). So a quiet move anywhere in the window breaks a 长照, and a side that changed
/// its play within the counted repetitions (an idle cycle, then a checking one) is not at fault
/// yet. A smaller loop inside the window (图3, 图107) is part of the window, not a window of its
/// own: 图3's whole window is the two cars' alternate checks the rulebook names.
pub(crate) fn window_start(
    n: usize,
    fold: usize,
    mut earlier: impl FnMut(usize) -> Option<usize>,
) -> Option<usize> {
    let mut from = None;
    let mut at = n;
    for _ in 1..counted_occurrences(fold) {
        match earlier(at) {
            Some(j) => (from, at) = (Some(j), j),
            None => break,
        }
    }
    from
}

/// How many occurrences of the final position the judged window spans: the rules count three
/// ("重复出现三次", 细则3); a game ending at the second occurrence (`fold` 2) has one cycle.
pub(crate) fn counted_occurrences(fold: usize) -> usize {
    fold.clamp(2, 3)
}

/// The simple cycles a judged window is made of, each as the indices of its moves (`keys[i]` is
/// the position before move `i`, `keys[len]` after the last; `keys[0] == keys[len]`), in the
/// order they close: a loop that returns to a position inside the window is cut out as a cycle
/// of its own, and what is left, from the window's start back to it, is the last. A window
/// without an inner repetition is one cycle. The rulebook judges each such cycle on its own
/// (图107: "the 四路 window and the 六路 window are the same"); a side is at fault over the
/// window only when it is at fault in every one of them (`judge::judge_window`).
pub(crate) fn simple_cycles(keys: &[u64]) -> Vec<Vec<usize>> {
    let len = keys.len() - 1;
    if len == 0 || keys[0] != keys[len] {
        return vec![(0..len).collect()];
    }
    let mut parts = Vec::new();
    // The path from the window's start: its positions (with where each stands on the path)
    // and the moves between them.
    // (u32 like the walk's map, one map type less in the wasm build; a path holds at most
    // MAX_MOVES positions)
    let mut path: KeyMap<u64, u32> = KeyMap::default();
    path.insert(keys[0], 0);
    let mut stack = vec![0usize];
    let mut moves: Vec<usize> = Vec::new();
    for i in 1..=len {
        match path.get(&keys[i]).map(|&s| s as usize) {
            Some(s) => {
                let mut part: Vec<usize> = moves.drain(s..).collect();
                part.push(i - 1);
                for p in stack.drain(s + 1..) {
                    path.remove(&keys[p]);
                }
                parts.push(part);
            }
            None => {
                moves.push(i - 1);
                stack.push(i);
                path.insert(keys[i], (stack.len() - 1) as u32);
            }
        }
    }
    parts
}

/// The side that plays move index `i` from a start with `first` to move.
pub(crate) fn side_of(first: Color, i: usize) -> Color {
    if i % 2 == 0 {
        first
    } else {
        !first
    }
}

#[cfg(test)]
mod window_tests {
    use super::{simple_cycles, window_start};

    /// The judged window of the last position of `keys`, found by scanning the keys back.
    fn judged_window(keys: &[u64], fold: usize) -> Option<(usize, usize)> {
        let n = keys.len() - 1;
        let earlier = |i: usize| (0..i).rev().find(|&j| keys[j] == keys[n]);
        window_start(n, fold, earlier).map(|j| (j, n))
    }

    #[test]
    fn the_window_spans_the_counted_occurrences() {
        // Position 1 at indices 0, 4 and 8; 2 at 2 and 6.
        let keys = [1, 5, 2, 6, 1, 7, 2, 8, 1];
        assert_eq!(judged_window(&keys, 3), Some((0, 8)));
        assert_eq!(judged_window(&keys, 2), Some((4, 8)));
        assert_eq!(judged_window(&keys, 1000), Some((0, 8)));
        assert_eq!(judged_window(&keys[..8], 3), None);
        assert_eq!(judged_window(&keys[..7], 3), Some((2, 6)));
        // A fourth occurrence: still the last three.
        let keys = [1, 5, 1, 6, 1, 7, 1];
        assert_eq!(judged_window(&keys, 3), Some((2, 6)));
    }

    #[test]
    fn a_window_is_cut_into_its_simple_cycles() {
        // 1 → 3 → (4 → 5 → 4) → 6 → 1: the inner loop, then what is left around it.
        let keys = [1, 3, 4, 5, 4, 6, 1];
        assert_eq!(simple_cycles(&keys), vec![vec![2, 3], vec![0, 1, 4, 5]]);
        // Two cycles back to back through the start.
        let keys = [1, 2, 1, 3, 1];
        assert_eq!(simple_cycles(&keys), vec![vec![0, 1], vec![2, 3]]);
        // No inner repetition, and a window that is not a cycle (the `pattern` option).
        assert_eq!(simple_cycles(&[1, 2, 3, 1]), vec![vec![0, 1, 2]]);
        assert_eq!(simple_cycles(&[1, 2, 3]), vec![vec![0, 1]]);
    }
}
