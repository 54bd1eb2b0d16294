//! Legality: the checks on the mover's general, read once per position ([`Safety`]), and the
//! one legal-move generator every list of legal moves comes from ([`Safety::push_legal`]).

use super::attacks::{attackers, horse_checks, is_attacked_after, line_check, nearest};
use super::pseudo::{piece_captures, piece_moves};
use super::sq;
use crate::bitboard::bit;
use crate::tables::{RAYS, SOLDIER_ATTACKER_SET, STEP_REACH};
use crate::{Bitboard, Board, Color, Move, MoveList, Piece, Role, Square};

/// The checks on the general of the side to move, read once per position (a
/// [`Position`](crate::Position) keeps its own, made when it is made): the pieces giving check,
/// what a move must do to answer them ([`Guard`]), and whether a cannon of the other side aims
/// at the general over an empty line (a piece landing there would become its screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Safety {
    /// The side to move.
    us: Color,
    /// Its general (none on a board without one: then every pseudo-legal move is legal).
    king: Option<Square>,
    guard: Guard,
    /// The pieces that could capture the general (the moves of the other side's pieces that
    /// land on it; the other general on an open file is not one).
    checkers: Bitboard,
    /// Not in check, and a cannon of the other side is the first piece on a line of the general.
    screened: bool,
}

impl Safety {
    /// The safety of `us`'s general in the placement `board`.
    pub(crate) fn of(board: &Board, us: Color) -> Safety {
        let king = board.general(us);
        let (mut guard, mut checkers, mut screened) = (Guard::Free, Bitboard::EMPTY, false);
        if let Some(k) = king {
            let occupied = board.occupied().0;
            guard = Guard::of(board, k, !us);
            if guard == Guard::Free {
                let cannons = board.by_piece(Piece::new(!us, Role::Cannon)).0;
                screened = cannons != 0
                    && RAYS[k.index()].iter().enumerate().any(|(d, &ray)| {
                        let on_ray = occupied & ray;
                        cannons & ray != 0 && nearest(on_ray, d) & cannons != 0
                    });
            } else {
                checkers = Bitboard(attackers(board, occupied, k, !us));
            }
            debug_assert_eq!(
                guard != Guard::Free,
                super::attacks::is_attacked(board, k, !us),
                "{board:?}"
            );
            debug_assert!(
                guard != Guard::Free || attackers(board, occupied, k, !us) == 0,
                "{board:?}"
            );
        }
        Safety {
            us,
            king,
            guard,
            checkers,
            screened,
        }
    }

    /// Whether the side to move is in check (its general attacked, or facing the other).
    #[inline]
    pub(crate) fn in_check(&self) -> bool {
        self.guard != Guard::Free
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
            self.guard == Guard::Free
                && !self.screened
                && piece.role != Role::General
                && !may_expose(k, from, from)
        })
    }

    /// Whether the pseudo-legal move `m` of `piece` (of the side to move) leaves its general
    /// unattacked.
    #[inline(always)]
    pub(crate) fn is_safe(&self, board: &Board, piece: Piece, m: Move) -> bool {
        let Some(k) = self.king else {
            return true;
        };
        let them = !self.us;
        if piece.role == Role::General {
            return !is_attacked_after(board, m, piece, m.to, them);
        }
        if let Guard::Free = self.guard {
            // Not in check: only a move over a line or horse leg of the general can expose it.
            return !may_expose(k, m.from, m.to) || !is_attacked_after(board, m, piece, k, them);
        }
        let may = self.guard.may_be_legal(board, k, m);
        debug_assert!(
            may || is_attacked_after(board, m, piece, k, them),
            "{board:?} {m}: a legal move the guard rejects"
        );
        may && !is_attacked_after(board, m, piece, k, them)
    }

    /// The legal-move generator: pushes the legal moves of `piece` (of the side to move) on
    /// `from` that land on `to` into `out`, in the order of [`piece_moves`] but for the moves
    /// dropped as illegal (each replaced by the piece's last move, as `swap_remove` does).
    ///
    /// A piece whose every move is legal ([`Safety::all_legal`]) has its moves generated without
    /// a test, and only its captures when `to` holds no empty square; a piece that cannot answer
    /// a single check ([`Guard::piece_may_help`]) none.
    #[inline]
    pub(crate) fn push_legal(
        &self,
        board: &Board,
        from: Square,
        piece: Piece,
        to: Bitboard,
        out: &mut MoveList,
    ) {
        if self.king.is_some()
            && piece.role != Role::General
            && !self.guard.piece_may_help(from, piece)
        {
            return;
        }
        let start = out.len();
        let to = to.0 & Bitboard::FULL.0;
        let mut keep = to != Bitboard::FULL.0;
        if self.all_legal(from, piece) {
            let theirs = board.by_color(!piece.color).0;
            if to & !board.occupied().0 == 0 {
                piece_captures(board, from, piece, out);
                keep = theirs & !to != 0;
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
}

/// What a move of a piece other than the general must do to be legal, given the checks on its
/// general: a necessary condition, read once per position (the full test follows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Guard {
    /// Not in check: a move that leaves no line or horse leg of the general and lands on none
    /// is legal.
    Free,
    /// One checker: the move must capture it, land between it and the general (a line
    /// checker: chariot, cannon, facing general) or on the checking horse's leg — one of
    /// `targets` — or leave the checking cannon's screen.
    Single {
        targets: u128,
        screen: Option<Square>,
    },
    /// Several checkers: only the general's lines, horse legs and captures can matter.
    Multi,
}

impl Guard {
    /// The guard of the general of `!by` on `target` against the pieces of `by`.
    pub(crate) fn of(board: &Board, target: Square, by: Color) -> Guard {
        let ti = target.index();
        let mut guard = Guard::Free;
        let mut add = |g: Guard| -> bool {
            guard = if guard == Guard::Free {
                g
            } else {
                Guard::Multi
            };
            guard == Guard::Multi
        };
        let of = |role: Role| board.by_piece(Piece::new(by, role)).0;
        let occupied = board.occupied().0;
        for (from, leg) in horse_checks(of(Role::Horse), occupied, ti) {
            if add(Guard::Single {
                targets: from | leg,
                screen: None,
            }) {
                return guard;
            }
        }
        let mut soldiers = of(Role::Soldier) & SOLDIER_ATTACKER_SET[by.index()][ti];
        while soldiers != 0 {
            let s = soldiers & soldiers.wrapping_neg();
            soldiers ^= s;
            if add(Guard::Single {
                targets: s,
                screen: None,
            }) {
                return guard;
            }
        }
        let (chariots, cannons, general) = (of(Role::Chariot), of(Role::Cannon), of(Role::General));
        for (d, &ray) in RAYS[ti].iter().enumerate() {
            let Some((checker, screen)) = line_check(occupied, ray, d, chariots, general, cannons)
            else {
                continue;
            };
            // The squares up to the checker, itself included.
            let up_to = ray & !RAYS[checker.trailing_zeros() as usize][d];
            if add(Guard::Single {
                targets: up_to,
                screen: (screen != 0).then(|| sq(screen.trailing_zeros() as u8)),
            }) {
                return guard;
            }
        }
        guard
    }

    /// Whether the move `m` of a piece other than the general, by the side whose general stands
    /// on `king`, may leave the general unattacked (if not, it is illegal).
    #[inline(always)]
    pub(crate) fn may_be_legal(self, board: &Board, king: Square, m: Move) -> bool {
        match self {
            Guard::Free => true,
            Guard::Single { targets, screen } => targets & bit(m.to) != 0 || screen == Some(m.from),
            Guard::Multi => {
                may_expose(king, m.from, m.to)
                    || diagonal_neighbours(king, m.to)
                    || board.piece_at(m.to).is_some()
            }
        }
    }

    /// Whether `piece` (not the general) on `from` can have a move that
    /// [`Guard::may_be_legal`] accepts (a line piece only reaches squares on its file and rank,
    /// the others those of [`STEP_REACH`]): when not, its moves need not be generated.
    #[inline]
    pub(crate) fn piece_may_help(self, from: Square, piece: Piece) -> bool {
        let Guard::Single { targets, screen } = self else {
            return true;
        };
        let reach = match piece.role {
            Role::Chariot | Role::Cannon => {
                let lines = RAYS[from.index()];
                lines[0] | lines[1] | lines[2] | lines[3]
            }
            _ => STEP_REACH[piece.index()][from.index()],
        };
        screen == Some(from) || reach & targets != 0
    }
}

/// Whether a move by a non-general piece between `from` and `to` can change whether the general
/// on `king` is attacked. If not, and the side is not in check, the move is legal.
#[inline]
pub(crate) fn may_expose(king: Square, from: Square, to: Square) -> bool {
    let (kf, kr) = (king.file().index() as i8, king.rank().index() as i8);
    let (ff, fr) = (from.file().index() as i8, from.rank().index() as i8);
    let (tf, tr) = (to.file().index() as i8, to.rank().index() as i8);
    ff == kf || fr == kr || ((ff - kf).abs() == 1 && (fr - kr).abs() == 1) || tf == kf || tr == kr
}

/// Whether `a` and `b` touch diagonally (a horse leg square next to a general).
#[inline]
pub(crate) fn diagonal_neighbours(a: Square, b: Square) -> bool {
    let df = a.file().index() as i8 - b.file().index() as i8;
    let dr = a.rank().index() as i8 - b.rank().index() as i8;
    df.abs() == 1 && dr.abs() == 1
}
