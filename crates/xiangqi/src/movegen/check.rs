//! The checks a side can give, read once per position to test many of its moves.

use super::attacks::{is_attacked_after, nearest_index};
use super::pseudo::piece_moves;
use super::sq;
use crate::bitboard::{bit, SQUARE_BIT};
use crate::tables::{HORSE_ATTACKERS, NONE, RAYS, SOLDIER_ATTACKER_SET, STEP_REACH};
use crate::{Board, Color, Move, MoveList, Piece, Role, Square};

/// The checks the pieces of `by` can give to the general of `!by` on `target`, read once per
/// position in which it is not attacked, so that each move is tested with a few bit
/// operations. After a move, the general can only be attacked
/// - by the mover, landing on a square its kind attacks the general from (`direct`);
/// - through a screen the mover becomes for a cannon of `by` with no piece between it and the
///   general (`screens`);
/// - through the line the mover leaves, when it leaves one of the general's files or ranks (that
///   line alone is read again, with the move made on it);
/// - by a horse whose leg the mover leaves (`open_legs`).
///
/// A capture leaves the number of pieces on a line as it was.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CheckSquares {
    target: Square,
    by: Color,
    /// For each role, where a piece of `by` of that role attacks the general from.
    direct: [u128; 7],
    /// The empty squares between the general and a cannon of `by` that is the first piece on
    /// its line.
    screens: u128,
    /// The general's files and ranks.
    lines: u128,
    /// The occupied legs of the horses of `by` that would attack the general without them.
    open_legs: u128,
}

impl CheckSquares {
    /// The check squares against the general of `!by` on `target`, which no piece of `by`
    /// attacks.
    pub(crate) fn of(board: &Board, target: Square, by: Color) -> CheckSquares {
        let ti = target.index();
        let occupied = board.occupied().0;
        let mut direct = [0u128; 7];
        let (mut screens, mut lines, mut open_legs) = (0, 0, 0);
        for (d, &ray) in RAYS[ti].iter().enumerate() {
            lines |= ray;
            let on_ray = occupied & ray;
            if on_ray == 0 {
                direct[Role::Chariot.index()] |= ray;
                if d < 2 {
                    direct[Role::General.index()] |= ray;
                }
                continue;
            }
            let first = nearest_index(on_ray, d);
            let beyond_first = RAYS[first][d];
            // Up to the first piece (taking it, if it is the other side's).
            let to_first = ray & !beyond_first;
            direct[Role::Chariot.index()] |= to_first;
            if d < 2 {
                direct[Role::General.index()] |= to_first;
            }
            if board.piece_at(sq(first as u8)) == Some(Piece::new(by, Role::Cannon)) {
                screens |= to_first & !SQUARE_BIT[first];
            }
            let rest = on_ray & beyond_first;
            direct[Role::Cannon.index()] |= if rest == 0 {
                beyond_first
            } else {
                beyond_first & !RAYS[nearest_index(rest, d)][d]
            };
        }
        let horses = board.by_piece(Piece::new(by, Role::Horse)).0;
        for &(from, leg) in HORSE_ATTACKERS[ti].iter().take_while(|e| e.0 != NONE) {
            let (from, leg) = (SQUARE_BIT[from as usize], SQUARE_BIT[leg as usize]);
            if occupied & leg == 0 {
                direct[Role::Horse.index()] |= from;
            } else if horses & from != 0 {
                open_legs |= leg;
            }
        }
        direct[Role::Soldier.index()] = SOLDIER_ATTACKER_SET[by.index()][ti];
        CheckSquares {
            target,
            by,
            direct,
            screens,
            lines,
            open_legs,
        }
    }

    /// Whether the piece `piece` (of `by`) on `from` may have a move that gives check (if not,
    /// its moves need not be generated): it stands on a line or an open leg of the general, or
    /// it is a chariot or cannon whose file or rank crosses a square it checks from, or an
    /// advisor or elephant while some cannon waits for a screen; the other kinds have few moves
    /// and are always generated.
    #[inline]
    pub(crate) fn may_check_from(&self, from: Square, piece: Piece) -> bool {
        if bit(from) & (self.lines | self.open_legs) != 0 {
            return true;
        }
        match piece.role {
            Role::Chariot | Role::Cannon => {
                let r = RAYS[from.index()];
                (r[0] | r[1] | r[2] | r[3]) & (self.direct[piece.role.index()] | self.screens) != 0
            }
            Role::Advisor | Role::Elephant => self.screens != 0,
            Role::Horse | Role::Soldier | Role::General => true,
        }
    }

    /// Pushes the checking moves of `piece` (of `by`) on `from` into `out`: the pseudo-legal
    /// moves of [`piece_moves`] for which [`CheckSquares::gives_check`] holds, in their order.
    ///
    /// A move off the general's line through `from` (if `from` is on one) checks when it lands
    /// on a square its kind attacks the general from or on a cannon's screen square (`mask`), or
    /// when leaving uncovers a check along that line, the same for every such move; a move along
    /// that line is tested on its own. Off the general's lines, every move of a piece on an open
    /// horse leg checks, and any other piece checks exactly by landing on `mask`. A chariot or
    /// cannon off the general's lines reads its four lines as bit sets, without walking the
    /// squares it does not keep.
    #[inline]
    pub(crate) fn push_checks(
        &self,
        board: &Board,
        from: Square,
        piece: Piece,
        out: &mut MoveList,
    ) {
        let start = out.len();
        let fb = bit(from);
        let mask = self.direct[piece.role.index()] | self.screens;
        if fb & self.lines != 0 {
            let ti = self.target.index();
            let d = (0..4).find(|&d| RAYS[ti][d] & fb != 0).unwrap_or(0);
            let line = RAYS[ti][d];
            let uncovers = self.line_attacks(board, board.occupied().0 & !fb & line, d);
            let keep = if uncovers { u128::MAX } else { mask };
            piece_moves(board, from, piece, out);
            let mut i = start;
            for j in start..out.len() {
                let m = out[j];
                let check = if line & bit(m.to) == 0 {
                    keep & bit(m.to) != 0
                } else {
                    self.gives_check(board, m, piece)
                };
                if check {
                    out[i] = m;
                    i += 1;
                }
            }
            out.truncate(i);
        } else if fb & self.open_legs != 0 {
            piece_moves(board, from, piece, out);
        } else if matches!(piece.role, Role::Chariot | Role::Cannon) {
            let occupied = board.occupied().0;
            let theirs = board.by_color(!piece.color).0;
            for (d, &ray) in RAYS[from.index()].iter().enumerate() {
                if ray & mask == 0 {
                    continue;
                }
                let mut hits = slider_reach(piece.role, ray, d, occupied, theirs) & mask;
                // Nearest first, as `piece_moves` walks the ray.
                while hits != 0 {
                    let t = nearest_index(hits, d);
                    hits &= !SQUARE_BIT[t];
                    out.push(Move::new(from, sq(t as u8)));
                }
            }
        } else if STEP_REACH[piece.index()][from.index()] & mask != 0 {
            // (A short-range piece that reaches no square of `mask` has none.)
            piece_moves(board, from, piece, out);
            let mut i = start;
            for j in start..out.len() {
                if mask & bit(out[j].to) != 0 {
                    out[i] = out[j];
                    i += 1;
                }
            }
            out.truncate(i);
        }
        #[cfg(debug_assertions)]
        {
            let mut all = MoveList::new();
            piece_moves(board, from, piece, &mut all);
            all.retain(|m| self.gives_check(board, *m, piece));
            debug_assert_eq!(&out[start..], &all[..], "{board:?} {from}");
        }
    }

    /// Whether the pieces `on_ray` (those on the general's line in direction `d`) attack the
    /// general: a chariot of `by` (or its general, on a file) first, or a cannon of `by` second.
    #[inline]
    fn line_attacks(&self, board: &Board, on_ray: u128, d: usize) -> bool {
        if on_ray == 0 {
            return false;
        }
        let first = nearest_index(on_ray, d);
        if let Some(p) = board.piece_at(sq(first as u8)) {
            if p.color == self.by && (p.role == Role::Chariot || (p.role == Role::General && d < 2))
            {
                return true;
            }
        }
        let rest = on_ray & !SQUARE_BIT[first];
        rest != 0
            && board.piece_at(sq(nearest_index(rest, d) as u8))
                == Some(Piece::new(self.by, Role::Cannon))
    }

    /// Whether the pseudo-legal move `m` of `piece` (of `by`) attacks the general: the same
    /// answer as [`is_attacked_after`].
    #[inline(always)]
    pub(crate) fn gives_check(&self, board: &Board, m: Move, piece: Piece) -> bool {
        let check = self.gives_check_inner(board, m, piece);
        debug_assert_eq!(
            check,
            is_attacked_after(board, m, piece, self.target, self.by),
            "{board:?} {m}"
        );
        check
    }

    #[inline(always)]
    fn gives_check_inner(&self, board: &Board, m: Move, piece: Piece) -> bool {
        let (from, to) = (bit(m.from), bit(m.to));
        let direct = self.direct[piece.role.index()] | self.screens;
        if from & self.lines == 0 {
            // Only a horse leg can open (the general's diagonal neighbours are on no line).
            return from & self.open_legs != 0 || direct & to != 0;
        }
        // The mover leaves a line of the general: that line is read again after the move; the
        // other lines are as they were (and a soldier attacks from its square on any of them).
        let ti = self.target.index();
        let d = (0..4).find(|&d| RAYS[ti][d] & from != 0).unwrap_or(0);
        let ray = RAYS[ti][d];
        if to & ray == 0 {
            if direct & to != 0 {
                return true;
            }
        } else if self.direct[Role::Soldier.index()] & to != 0 && piece.role == Role::Soldier {
            return true;
        }
        let on_ray = ((board.occupied().0 & !from) | to) & ray;
        if on_ray == 0 {
            return false;
        }
        let at = |s: usize| {
            if SQUARE_BIT[s] == to {
                Some(piece)
            } else {
                board.piece_at(sq(s as u8))
            }
        };
        let first = nearest_index(on_ray, d);
        if let Some(p) = at(first) {
            if p.color == self.by && (p.role == Role::Chariot || (p.role == Role::General && d < 2))
            {
                return true;
            }
        }
        let rest = on_ray & !SQUARE_BIT[first];
        rest != 0 && at(nearest_index(rest, d)) == Some(Piece::new(self.by, Role::Cannon))
    }
}

/// The squares a chariot or cannon reaches along its line `ray` in direction `d` (the squares of
/// its moves that way): the empty squares up to the first piece, and that piece if it is one of
/// `theirs` (a chariot), or the piece after it if it is one of `theirs` (a cannon).
#[inline(always)]
fn slider_reach(role: Role, ray: u128, d: usize, occupied: u128, theirs: u128) -> u128 {
    let on_ray = occupied & ray;
    if on_ray == 0 {
        return ray;
    }
    let first = nearest_index(on_ray, d);
    let beyond = RAYS[first][d];
    let empty = ray & !beyond & !SQUARE_BIT[first];
    if role == Role::Chariot {
        return empty | (SQUARE_BIT[first] & theirs);
    }
    let rest = on_ray & beyond;
    if rest == 0 {
        empty
    } else {
        empty | (SQUARE_BIT[nearest_index(rest, d)] & theirs)
    }
}
