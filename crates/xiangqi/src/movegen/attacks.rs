//! Attacks on a square: whether a general is attacked (with or without a move made), and by
//! which pieces a square is attacked.

use crate::bitboard::{bit, SQUARE_BIT};
use crate::tables::{
    ADVISOR_MOVES, ELEPHANT_MOVES, GENERAL_MOVES, HORSE_ATTACKERS, HORSE_ATTACKER_SET, NONE, RAYS,
    RAY_STEP, SOLDIER_ATTACKER_SET,
};
use crate::{Board, Color, Move, Piece, Role, Square};

/// Whether the general of `!by` standing on `target` is attacked by a piece of `by` by geometry:
/// a chariot, horse, cannon or soldier that could capture it, or the other general on the same
/// open file (the generals may not face each other). Only meaningful for a general's square:
/// advisors and elephants can never reach one, and a general's palace steps cannot either.
pub(super) fn is_attacked(board: &Board, target: Square, by: Color) -> bool {
    let attacked = attacked_bits(board, None, target, by);
    #[cfg(debug_assertions)]
    debug_assert_eq!(attacked, walk::attacked(|s| board.piece_at(s), target, by));
    attacked
}

/// [`is_attacked`] in the placement after `piece` moved along `m` (capturing what stood on
/// `m.to`), without making the move: `target` is the general's square after the move.
pub(crate) fn is_attacked_after(
    board: &Board,
    m: Move,
    piece: Piece,
    target: Square,
    by: Color,
) -> bool {
    let attacked = attacked_bits(board, Some((m, piece)), target, by);
    #[cfg(debug_assertions)]
    debug_assert_eq!(
        attacked,
        walk::attacked(|s| walk::after(board, m, piece, s), target, by),
        "{board:?} {m}"
    );
    attacked
}

/// The attack test over the board's bit sets, with the move (if any) applied to them: the
/// attackers of each kind are found by intersecting the squares they attack from with the
/// pieces of that kind, and a line's first and second pieces by the nearest set bits, so a
/// line without a chariot, cannon or general of `by` costs one intersection.
#[inline(always)]
pub(super) fn attacked_bits(
    board: &Board,
    change: Option<(Move, Piece)>,
    target: Square,
    by: Color,
) -> bool {
    let (cleared, landed, mover) = match change {
        Some((m, p)) => (bit(m.from) | bit(m.to), bit(m.to), Some(p)),
        None => (0, 0, None),
    };
    let occupied = (board.occupied().0 & !cleared) | landed;
    let of = |role: Role| {
        let p = Piece::new(by, role);
        let set = board.by_piece(p).0 & !cleared;
        if mover == Some(p) {
            set | landed
        } else {
            set
        }
    };
    let ti = target.index();
    let horses = of(Role::Horse);
    if of(Role::Soldier) & SOLDIER_ATTACKER_SET[by.index()][ti] != 0
        || horses & HORSE_ATTACKER_SET[ti] != 0
            && horse_checks(horses, occupied, ti).next().is_some()
    {
        return true;
    }
    let (chariots, cannons, general) = (of(Role::Chariot), of(Role::Cannon), of(Role::General));
    RAYS[ti]
        .iter()
        .enumerate()
        .any(|(d, &ray)| line_check(occupied, ray, d, chariots, general, cannons).is_some())
}

/// The horses among `horses` that attack the square `ti` (their leg free in `occupied`), as
/// (square, leg) bits.
#[inline(always)]
pub(super) fn horse_checks(
    horses: u128,
    occupied: u128,
    ti: usize,
) -> impl Iterator<Item = (u128, u128)> {
    let near = horses & HORSE_ATTACKER_SET[ti];
    let entries: &[(u8, u8)] = if near == 0 { &[] } else { &HORSE_ATTACKERS[ti] };
    entries
        .iter()
        .take_while(|e| e.0 != NONE)
        .map(|&(from, leg)| (SQUARE_BIT[from as usize], SQUARE_BIT[leg as usize]))
        .filter(move |&(from, leg)| near & from != 0 && occupied & leg == 0)
}

/// The piece attacking a square along its line `ray` in direction `d` (of [`RAY_STEP`]), as (attacker,
/// cannon screen or 0) bits: a chariot as the first piece (or the other general, on a file:
/// facing generals), a cannon as the second; `chariots`, `general` and `cannons` are the
/// attacker's, all in `occupied`.
#[inline(always)]
pub(super) fn line_check(
    occupied: u128,
    ray: u128,
    d: usize,
    chariots: u128,
    general: u128,
    cannons: u128,
) -> Option<(u128, u128)> {
    let first_hits = if d < 2 { chariots | general } else { chariots };
    if (first_hits | cannons) & ray == 0 {
        return None;
    }
    let on_ray = occupied & ray;
    let first = nearest(on_ray, d);
    if first & first_hits != 0 {
        return Some((first, 0));
    }
    let rest = on_ray ^ first;
    if rest == 0 {
        return None;
    }
    let second = nearest(rest, d);
    (second & cannons != 0).then_some((second, first))
}

/// The bit of the square of `set` (not empty) nearest to the ray's origin in direction `d` of
/// [`RAY_STEP`]: the lowest for the increasing directions, the highest for the others.
#[inline(always)]
pub(super) fn nearest(set: u128, d: usize) -> u128 {
    if RAY_STEP[d] > 0 {
        set & set.wrapping_neg()
    } else {
        SQUARE_BIT[127 - set.leading_zeros() as usize]
    }
}

/// The squares of the pieces of `by` that could capture on `target` (a square of the other
/// side), by geometry, with `occupied` as the squares that block lines, horse legs and elephant
/// eyes (and screen cannons): the same as generating every piece's moves with
/// [`piece_moves`] on a board with that occupancy and keeping those to `target`, read backwards
/// from `target` (every kind's move but the soldier's is its own reverse; a soldier's sideways
/// step keeps its side of the river).
pub(crate) fn attackers(board: &Board, occupied: u128, target: Square, by: Color) -> u128 {
    let ti = target.index();
    let of = |role: Role| board.by_piece(Piece::new(by, role)).0;
    let mut out = of(Role::Soldier) & SOLDIER_ATTACKER_SET[by.index()][ti];
    for (from, _) in horse_checks(of(Role::Horse), occupied, ti) {
        out |= from;
    }
    let (advisors, elephants, general) = (of(Role::Advisor), of(Role::Elephant), of(Role::General));
    for &s in ADVISOR_MOVES[ti].iter().take_while(|&&s| s != NONE) {
        out |= advisors & SQUARE_BIT[s as usize];
    }
    for &s in GENERAL_MOVES[ti].iter().take_while(|&&s| s != NONE) {
        out |= general & SQUARE_BIT[s as usize];
    }
    for &(s, eye) in ELEPHANT_MOVES[ti].iter().take_while(|e| e.0 != NONE) {
        if occupied & SQUARE_BIT[eye as usize] == 0 {
            out |= elephants & SQUARE_BIT[s as usize];
        }
    }
    let (chariots, cannons) = (of(Role::Chariot), of(Role::Cannon));
    for (d, &ray) in RAYS[ti].iter().enumerate() {
        if (chariots | cannons) & ray == 0 {
            continue;
        }
        let on_ray = occupied & ray;
        if on_ray == 0 {
            continue;
        }
        let first = nearest(on_ray, d);
        out |= first & chariots;
        let rest = on_ray ^ first;
        if rest != 0 {
            out |= nearest(rest, d) & cannons;
        }
    }
    out
}

/// The square index of [`nearest`].
#[inline(always)]
pub(super) fn nearest_index(set: u128, d: usize) -> usize {
    if RAY_STEP[d] > 0 {
        set.trailing_zeros() as usize
    } else {
        127 - set.leading_zeros() as usize
    }
}

/// The attack test as a walk over the squares, one at a time: the reference the bit-set test is
/// compared with in debug builds (every test runs it) and in the property tests.
#[cfg(any(test, debug_assertions))]
pub(super) mod walk {
    use super::*;
    use crate::movegen::sq;
    use crate::tables::RAY_LEN;

    /// The piece on `s` after `piece` moved along `m`.
    pub(in crate::movegen) fn after(
        board: &Board,
        m: Move,
        piece: Piece,
        s: Square,
    ) -> Option<Piece> {
        if s == m.to {
            Some(piece)
        } else if s == m.from {
            None
        } else {
            board.piece_at(s)
        }
    }

    /// Whether the general on `target` is attacked by `by` in the placement `piece_at`.
    pub(in crate::movegen) fn attacked(
        piece_at: impl Fn(Square) -> Option<Piece>,
        target: Square,
        by: Color,
    ) -> bool {
        let ti = target.index();
        for &(from, leg) in HORSE_ATTACKERS[ti].iter().take_while(|e| e.0 != NONE) {
            if piece_at(sq(from)) == Some(Piece::new(by, Role::Horse))
                && piece_at(sq(leg)).is_none()
            {
                return true;
            }
        }
        let soldier = Some(Piece::new(by, Role::Soldier));
        let behind = match by {
            Color::Red => target.offset(0, -1),
            Color::Black => target.offset(0, 1),
        };
        if behind.is_some_and(|s| piece_at(s) == soldier) {
            return true;
        }
        if !target.is_home_side(by) {
            for df in [-1, 1] {
                if target.offset(df, 0).is_some_and(|s| piece_at(s) == soldier) {
                    return true;
                }
            }
        }
        for d in 0..4 {
            let step = RAY_STEP[d];
            let mut s = ti as i16;
            let mut screen = false;
            for _ in 0..RAY_LEN[ti][d] {
                s += step as i16;
                if let Some(p) = piece_at(sq(s as u8)) {
                    if screen {
                        if p.color == by && p.role == Role::Cannon {
                            return true;
                        }
                        break;
                    }
                    if p.color == by
                        && (p.role == Role::Chariot || (p.role == Role::General && d < 2))
                    {
                        return true;
                    }
                    screen = true;
                }
            }
        }
        false
    }
}

/// Whether `color`'s general is attacked (in check, or facing the other general).
/// A board with no general of `color` counts as not in check.
#[inline]
pub(crate) fn general_attacked(board: &Board, color: Color) -> bool {
    match board.general(color) {
        Some(g) => is_attacked(board, g, !color),
        None => false,
    }
}
