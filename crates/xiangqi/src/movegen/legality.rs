//! Legality: the checks on the mover's general, read once per position ([`Safety`]), and the
//! legal-move generator every list of legal moves comes from ([`Safety::push_legal`]).

use super::attacks::{horse_checks, is_attacked_after, nearest};
use super::pseudo::{piece_captures, piece_moves};
use super::sq;
use crate::bitboard::bit;
use crate::tables::{HORSE_ATTACKER_SET, RAYS, SOLDIER_ATTACKER_SET, STEP_REACH};
use crate::{Bitboard, Board, Color, Move, MoveList, Piece, Role, Square};

/// The checks on the general of the side to move, read once per position (a
/// [`Position`](crate::Position) keeps its own, made when it is made): the pieces giving check,
/// what a move of another piece must do to answer a single check, and whether a cannon of the
/// other side aims at the general over an empty line (a piece landing there would become its
/// screen). What a move must do is a necessary condition; the full attack test follows
/// ([`Safety::is_safe`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Safety {
    /// One check: the squares a move of a piece other than the general must land on to answer
    /// it — the checker's, those between a line checker (chariot, cannon, facing general) and
    /// the general, the checking horse's leg; 0 otherwise.
    targets: u128,
    /// The pieces that could capture the general (the moves of the other side's pieces that
    /// land on it; the other general on an open file counts as a check but is not one).
    checkers: Bitboard,
    /// The general of the side to move (none on a board without one: then every pseudo-legal
    /// move is legal).
    king: Option<Square>,
    /// One check by a cannon: its screen, which may also answer by leaving the line.
    screen: Option<Square>,
    /// How many pieces attack the general (the facing general included), 2 for two or more.
    checks: u8,
    /// Not in check, and a cannon of the other side is the first piece on a line of the general.
    screened: bool,
}

impl Safety {
    /// The safety of `us`'s general in the placement `board`: one pass over the horses and
    /// soldiers that could attack it and the general's four lines.
    pub(crate) fn of(board: &Board, us: Color) -> Safety {
        let mut safety = Safety {
            targets: 0,
            checkers: Bitboard::EMPTY,
            king: board.general(us),
            screen: None,
            checks: 0,
            screened: false,
        };
        let Some(k) = safety.king else {
            return safety;
        };
        let (ti, by) = (k.index(), !us);
        let theirs = board.by_color(by).0;
        let of = |role: Role| board.by_role(role).0 & theirs;
        let rays = &RAYS[ti];
        let (chariots, cannons, general) = (of(Role::Chariot), of(Role::Cannon), of(Role::General));
        let file = rays[0] | rays[1];
        // The pieces on the general's lines that could attack along them.
        let on_lines = ((chariots | cannons) & (file | rays[2] | rays[3])) | (general & file);
        let near_horses = of(Role::Horse) & HORSE_ATTACKER_SET[ti];
        let mut soldiers = of(Role::Soldier) & SOLDIER_ATTACKER_SET[by.index()][ti];
        // Often no piece of the other side that could attack the general stands where it could
        // (on the general's lines, a horse's step away, a soldier's step away).
        if on_lines | near_horses | soldiers == 0 {
            debug_assert!(!super::attacks::is_attacked(board, k, by), "{board:?}");
            return safety;
        }
        let occupied = board.occupied().0;
        let mut check = |checker: u128, targets: u128, screen: Option<Square>| {
            safety.checks = (safety.checks + 1).min(2);
            safety.checkers.0 |= checker;
            safety.targets = targets;
            safety.screen = screen;
        };
        for (from, leg) in horse_checks(near_horses, occupied, ti) {
            check(from, from | leg, None);
        }
        while soldiers != 0 {
            let s = soldiers & soldiers.wrapping_neg();
            soldiers ^= s;
            check(s, s, None);
        }
        let (mut screened, mut behind) = (false, 0);
        for (d, &ray) in rays.iter().enumerate() {
            if on_lines & ray == 0 {
                continue;
            }
            let first_hits = if d < 2 { chariots | general } else { chariots };
            let on_ray = occupied & ray;
            let first = nearest(on_ray, d);
            // The squares up to a checker, itself included.
            let up_to = |checker: u128| ray & !RAYS[checker.trailing_zeros() as usize][d];
            let rest = on_ray ^ first;
            // The cannons beyond the first piece (the second piece may be one).
            let beyond = rest & cannons;
            if first & first_hits != 0 {
                // A cannon behind the first checker, with it as its screen, checks too; what
                // answers the first answers it (the check counts once).
                if beyond != 0 {
                    behind |= nearest(rest, d) & cannons;
                }
                check(first & !general, up_to(first), None);
                continue;
            }
            screened |= first & cannons != 0;
            if beyond != 0 {
                let second = nearest(rest, d);
                if second & cannons != 0 {
                    check(
                        second,
                        up_to(second),
                        Some(sq(first.trailing_zeros() as u8)),
                    );
                }
            }
        }
        safety.checkers.0 |= behind;
        if safety.checks != 1 {
            (safety.targets, safety.screen) = (0, None);
        }
        safety.screened = screened && safety.checks == 0;
        debug_assert_eq!(
            safety.checks != 0,
            super::attacks::is_attacked(board, k, by),
            "{board:?}"
        );
        debug_assert_eq!(
            safety.checkers.0,
            super::attacks::attackers(board, occupied, k, by),
            "{board:?}"
        );
        safety
    }

    /// Whether the side to move is in check (its general attacked, or facing the other).
    #[inline]
    pub(crate) fn in_check(&self) -> bool {
        self.checks != 0
    }

    /// The pieces giving check.
    #[inline]
    pub(crate) fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// The square of the side to move's general.
    #[inline]
    pub(crate) fn king(&self) -> Option<Square> {
        self.king
    }

    /// Whether every pseudo-legal move of `piece` on `from` is legal: there is no general, or
    /// the piece is not the general, the side is not in check, the piece stands on no file, rank
    /// or diagonal neighbour of its general, and no cannon of the other side aims at the general
    /// over an empty line for the piece to become the screen of (a capture keeps the number of
    /// pieces on a line).
    #[inline]
    fn all_legal(&self, from: Square, piece: Piece) -> bool {
        self.king.map_or(true, |k| {
            self.checks == 0
                && !self.screened
                && piece.role != Role::General
                && !may_expose(k, from, from)
        })
    }

    /// Whether the move `m` of a piece other than the general, by the side whose general stands
    /// on `king`, may leave the general unattacked (if not, it is illegal).
    #[inline(always)]
    fn may_be_legal(&self, board: &Board, king: Square, m: Move) -> bool {
        match self.checks {
            0 => true,
            1 => self.targets & bit(m.to) != 0 || self.screen == Some(m.from),
            _ => {
                may_expose(king, m.from, m.to)
                    || diagonal_neighbours(king, m.to)
                    || board.piece_at(m.to).is_some()
            }
        }
    }

    /// Whether `piece` (not the general) on `from` can have a move that
    /// [`Safety::may_be_legal`] accepts (a line piece only reaches squares on its file and rank,
    /// the others those of [`STEP_REACH`]): when not, its moves need not be generated.
    #[inline]
    fn may_help(&self, from: Square, piece: Piece) -> bool {
        if self.checks != 1 {
            return true;
        }
        let reach = match piece.role {
            Role::Chariot | Role::Cannon => {
                let lines = RAYS[from.index()];
                lines[0] | lines[1] | lines[2] | lines[3]
            }
            _ => STEP_REACH[piece.index()][from.index()],
        };
        self.screen == Some(from) || reach & self.targets != 0
    }

    /// Whether the pseudo-legal move `m` of `piece` (of the side to move) leaves its general
    /// unattacked.
    #[inline(always)]
    pub(crate) fn is_safe(&self, board: &Board, piece: Piece, m: Move) -> bool {
        let Some(k) = self.king else {
            return true;
        };
        let them = !piece.color;
        if piece.role == Role::General {
            return !is_attacked_after(board, m, piece, m.to, them);
        }
        if self.checks == 0 {
            // Not in check: only a move over a line or horse leg of the general can expose it.
            return !may_expose(k, m.from, m.to) || !is_attacked_after(board, m, piece, k, them);
        }
        let may = self.may_be_legal(board, k, m);
        debug_assert!(
            may || is_attacked_after(board, m, piece, k, them),
            "{board:?} {m}: a legal move the guard rejects"
        );
        may && !is_attacked_after(board, m, piece, k, them)
    }

    /// Whether the piece can have no legal move because it cannot answer a single check.
    #[inline]
    fn cannot_help(&self, from: Square, piece: Piece) -> bool {
        self.king.is_some() && piece.role != Role::General && !self.may_help(from, piece)
    }

    /// The legal-move generator: pushes the legal moves of `piece` (of the side to move) on
    /// `from` that land on `to` into `out`, in the order of [`piece_moves`] but for the moves
    /// dropped as illegal (each replaced by the piece's last move, as `swap_remove` does).
    ///
    /// A piece whose every move is legal ([`Safety::all_legal`]) has its moves generated without
    /// a test, and only its captures when `to` holds no empty square; a piece that cannot answer
    /// a single check ([`Safety::may_help`]) none.
    #[inline]
    pub(crate) fn push_legal(
        &self,
        board: &Board,
        from: Square,
        piece: Piece,
        to: Bitboard,
        out: &mut MoveList,
    ) {
        if self.cannot_help(from, piece) {
            return;
        }
        let start = out.len();
        let to = to.0 & Bitboard::FULL.0;
        let mut keep = to != Bitboard::FULL.0;
        if self.all_legal(from, piece) {
            if to & !board.occupied().0 == 0 {
                piece_captures(board, from, piece, out);
                keep = board.by_color(!piece.color).0 & !to != 0;
            } else {
                piece_moves(board, from, piece, out);
            }
        } else {
            piece_moves(board, from, piece, out);
            let mut i = start;
            while i < out.len() {
                if self.is_safe(board, piece, out[i]) {
                    i += 1;
                } else {
                    out.swap_remove(i);
                }
            }
        }
        if keep {
            let mut i = start;
            for j in start..out.len() {
                if to & bit(out[j].to) != 0 {
                    out[i] = out[j];
                    i += 1;
                }
            }
            out.truncate(i);
        }
    }

    /// Whether `piece` (of the side to move) on `from` has a legal move: [`Safety::push_legal`]
    /// to every square is not empty, stopping at the first legal move (`scratch` holds the
    /// piece's pseudo-legal moves).
    #[inline]
    pub(crate) fn has_legal(
        &self,
        board: &Board,
        from: Square,
        piece: Piece,
        scratch: &mut MoveList,
    ) -> bool {
        if self.cannot_help(from, piece) {
            return false;
        }
        scratch.clear();
        piece_moves(board, from, piece, scratch);
        if self.all_legal(from, piece) {
            return !scratch.is_empty();
        }
        scratch.iter().any(|&m| self.is_safe(board, piece, m))
    }
}

/// Whether a move by a non-general piece between `from` and `to` can change whether the general
/// on `king` is attacked. If not, and the side is not in check, the move is legal.
#[inline]
fn may_expose(king: Square, from: Square, to: Square) -> bool {
    let (kf, kr) = (king.file().index() as i8, king.rank().index() as i8);
    let (ff, fr) = (from.file().index() as i8, from.rank().index() as i8);
    let (tf, tr) = (to.file().index() as i8, to.rank().index() as i8);
    ff == kf || fr == kr || ((ff - kf).abs() == 1 && (fr - kr).abs() == 1) || tf == kf || tr == kr
}

/// Whether `a` and `b` touch diagonally (a horse leg square next to a general).
#[inline]
fn diagonal_neighbours(a: Square, b: Square) -> bool {
    let df = a.file().index() as i8 - b.file().index() as i8;
    let dr = a.rank().index() as i8 - b.rank().index() as i8;
    df.abs() == 1 && dr.abs() == 1
}
