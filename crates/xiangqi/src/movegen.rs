//! Move generation and attack detection over a [`Board`].
//!
//! Generation is pseudo-legal per piece, then filtered: a move is legal when afterwards the
//! mover's general is not attacked and the generals do not face each other. Most moves cannot
//! change either (the mover is not the general, leaves no line or horse leg of the general and
//! lands on no line of the general), so the full test runs only for the rest.

use crate::bitboard::{bit, SQUARE_BIT};
use crate::tables::{
    ADVISOR_MOVES, ELEPHANT_MOVES, GENERAL_MOVES, HORSE_ATTACKERS, HORSE_ATTACKER_SET, HORSE_MOVES,
    NONE, RAYS, RAY_LEN, RAY_STEP, SOLDIER_ATTACKER_SET, SOLDIER_MOVES, STEP_REACH,
};
use crate::{Board, Color, Move, MoveList, Piece, Role, Square};

#[inline]
fn sq(i: u8) -> Square {
    Square::new_unchecked(i)
}

/// Pushes the pseudo-legal moves of the piece on `from` (of `color`) into `out`.
#[inline]
pub(crate) fn piece_moves(board: &Board, from: Square, piece: Piece, out: &mut MoveList) {
    let own = board.by_color(piece.color);
    let fi = from.index();
    let mut push = |to: u8| {
        let t = sq(to);
        if !own.contains(t) {
            out.push(Move::new(from, t));
        }
    };
    match piece.role {
        Role::General => {
            for &to in GENERAL_MOVES[fi].iter().take_while(|&&t| t != NONE) {
                push(to);
            }
        }
        Role::Advisor => {
            for &to in ADVISOR_MOVES[fi].iter().take_while(|&&t| t != NONE) {
                push(to);
            }
        }
        Role::Elephant => {
            for &(to, eye) in ELEPHANT_MOVES[fi].iter().take_while(|e| e.0 != NONE) {
                if board.piece_at(sq(eye)).is_none() {
                    push(to);
                }
            }
        }
        Role::Horse => {
            for &(to, leg) in HORSE_MOVES[fi].iter().take_while(|e| e.0 != NONE) {
                if board.piece_at(sq(leg)).is_none() {
                    push(to);
                }
            }
        }
        Role::Soldier => {
            for &to in SOLDIER_MOVES[piece.color.index()][fi]
                .iter()
                .take_while(|&&t| t != NONE)
            {
                push(to);
            }
        }
        Role::Chariot => {
            for d in 0..4 {
                let step = RAY_STEP[d];
                let mut s = fi as i16;
                for _ in 0..RAY_LEN[fi][d] {
                    s += step as i16;
                    let t = sq(s as u8);
                    match board.piece_at(t) {
                        None => out.push(Move::new(from, t)),
                        Some(p) => {
                            if p.color != piece.color {
                                out.push(Move::new(from, t));
                            }
                            break;
                        }
                    }
                }
            }
        }
        Role::Cannon => {
            for d in 0..4 {
                let step = RAY_STEP[d];
                let mut s = fi as i16;
                let mut screen = false;
                for _ in 0..RAY_LEN[fi][d] {
                    s += step as i16;
                    let t = sq(s as u8);
                    match board.piece_at(t) {
                        None => {
                            if !screen {
                                out.push(Move::new(from, t));
                            }
                        }
                        Some(p) => {
                            if !screen {
                                screen = true;
                            } else {
                                if p.color != piece.color {
                                    out.push(Move::new(from, t));
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The first occupied square from `from` in direction `d` of [`RAY_STEP`], if any.
#[inline]
pub(crate) fn first_on_ray(board: &Board, from: Square, d: usize) -> Option<Square> {
    let on_ray = board.occupied().0 & RAYS[from.index()][d];
    (on_ray != 0).then(|| sq(nearest_index(on_ray, d) as u8))
}

/// Pushes the pseudo-legal captures of the piece on `from` into `out`: the moves of
/// [`piece_moves`] that land on a piece of the other side, in the same order, without walking a
/// line's empty squares.
#[inline]
pub(crate) fn piece_captures(board: &Board, from: Square, piece: Piece, out: &mut MoveList) {
    let theirs = board.by_color(!piece.color).0;
    let fi = from.index();
    match piece.role {
        Role::Chariot | Role::Cannon => {
            let occupied = board.occupied().0;
            for (d, &ray) in RAYS[fi].iter().enumerate() {
                let on_ray = occupied & ray;
                if on_ray == 0 {
                    continue;
                }
                let mut hit = nearest(on_ray, d);
                if piece.role == Role::Cannon {
                    let rest = on_ray ^ hit;
                    if rest == 0 {
                        continue;
                    }
                    hit = nearest(rest, d);
                }
                if hit & theirs != 0 {
                    out.push(Move::new(from, sq(127 - hit.leading_zeros() as u8)));
                }
            }
        }
        _ => {
            // No piece of the other side within reach: no capture.
            if STEP_REACH[piece.index()][fi] & theirs == 0 {
                return;
            }
            let start = out.len();
            piece_moves(board, from, piece, out);
            let mut i = start;
            for j in start..out.len() {
                if theirs & bit(out[j].to) != 0 {
                    out[i] = out[j];
                    i += 1;
                }
            }
            out.truncate(i);
        }
    }
}

/// The squares of the other side's pieces that `piece`, moved along the pseudo-legal `m`, could
/// capture from `m.to` by geometry: the captures of [`piece_moves`] in the placement after the
/// move, without making it (the mover's origin is empty then, and what stood on `m.to` is gone).
#[inline]
pub(crate) fn captures_after(board: &Board, m: Move, piece: Piece) -> u128 {
    let (from, to) = (bit(m.from), bit(m.to));
    let occupied = (board.occupied().0 & !from) | to;
    let theirs = board.by_color(!piece.color).0 & !to;
    let ti = m.to.index();
    let empty = |s: u8| occupied & SQUARE_BIT[s as usize] == 0;
    let steps = |list: &[u8]| {
        list.iter()
            .take_while(|&&t| t != NONE)
            .fold(0, |set, &t| set | SQUARE_BIT[t as usize])
    };
    let set = match piece.role {
        Role::General => steps(&GENERAL_MOVES[ti]),
        Role::Advisor => steps(&ADVISOR_MOVES[ti]),
        Role::Soldier => steps(&SOLDIER_MOVES[piece.color.index()][ti]),
        Role::Elephant => ELEPHANT_MOVES[ti]
            .iter()
            .take_while(|e| e.0 != NONE)
            .filter(|e| empty(e.1))
            .fold(0, |set, e| set | SQUARE_BIT[e.0 as usize]),
        Role::Horse => HORSE_MOVES[ti]
            .iter()
            .take_while(|e| e.0 != NONE)
            .filter(|e| empty(e.1))
            .fold(0, |set, e| set | SQUARE_BIT[e.0 as usize]),
        Role::Chariot | Role::Cannon => {
            let mut set = 0;
            for (d, &ray) in RAYS[ti].iter().enumerate() {
                let on_ray = occupied & ray;
                if on_ray == 0 {
                    continue;
                }
                let hit = nearest(on_ray, d);
                if piece.role == Role::Chariot {
                    set |= hit;
                } else {
                    let rest = on_ray ^ hit;
                    if rest != 0 {
                        set |= nearest(rest, d);
                    }
                }
            }
            set
        }
    };
    set & theirs
}

/// Whether the general of `!by` standing on `target` is attacked by a piece of `by` by geometry:
/// a chariot, horse, cannon or soldier that could capture it, or the other general on the same
/// open file (the generals may not face each other). Only meaningful for a general's square:
/// advisors and elephants can never reach one, and a general's palace steps cannot either.
pub(crate) fn is_attacked(board: &Board, target: Square, by: Color) -> bool {
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
fn attacked_bits(board: &Board, change: Option<(Move, Piece)>, target: Square, by: Color) -> bool {
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
fn horse_checks(horses: u128, occupied: u128, ti: usize) -> impl Iterator<Item = (u128, u128)> {
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
fn line_check(
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
fn nearest(set: u128, d: usize) -> u128 {
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

/// The square index of [`nearest`].
#[inline(always)]
fn nearest_index(set: u128, d: usize) -> usize {
    if RAY_STEP[d] > 0 {
        set.trailing_zeros() as usize
    } else {
        127 - set.leading_zeros() as usize
    }
}

/// The attack test as a walk over the squares, one at a time: the reference the bit-set test is
/// compared with in debug builds (every test runs it) and in the property tests.
#[cfg(any(test, debug_assertions))]
pub(crate) mod walk {
    use super::*;

    /// The piece on `s` after `piece` moved along `m`.
    pub(crate) fn after(board: &Board, m: Move, piece: Piece, s: Square) -> Option<Piece> {
        if s == m.to {
            Some(piece)
        } else if s == m.from {
            None
        } else {
            board.piece_at(s)
        }
    }

    /// Whether the general on `target` is attacked by `by` in the placement `piece_at`.
    pub(crate) fn attacked(
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

/// Whether `color`'s general is attacked (in check, or facing the other general).
/// A board with no general of `color` counts as not in check.
#[inline]
pub(crate) fn general_attacked(board: &Board, color: Color) -> bool {
    match board.general(color) {
        Some(g) => is_attacked(board, g, !color),
        None => false,
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Any placement (legal or not) of up to 40 pieces: the attack test is pure geometry.
    fn board() -> impl Strategy<Value = Board> {
        proptest::collection::vec((0u8..90, 0usize..14), 0..40).prop_map(|pieces| {
            let mut b = Board::empty();
            for (s, p) in pieces {
                let color = if p < 7 { Color::Red } else { Color::Black };
                b.set(sq(s), Piece::new(color, Role::ALL[p % 7]));
            }
            b
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn attackers_equal_the_moves_to_the_square(
            b in board(), target in 0u8..90, blocker in 0u8..90, red in any::<bool>(),
        ) {
            let by = if red { Color::Red } else { Color::Black };
            let (target, blocker) = (sq(target), sq(blocker));
            let mut b = b;
            b.set(target, Piece::new(!by, Role::Soldier));
            // With the board's occupancy, and with one more square blocking (as a piece of the
            // other side would).
            let mut blocked = b.clone();
            if blocked.piece_at(blocker).is_none() {
                blocked.set(blocker, Piece::new(!by, Role::Advisor));
            }
            for (occupancy, moves_on) in [(b.occupied().0, &b), (blocked.occupied().0, &blocked)] {
                let mut expected = 0u128;
                let mut list = MoveList::new();
                for from in b.by_color(by) {
                    list.clear();
                    piece_moves(moves_on, from, b.piece_at(from).expect("occupied"), &mut list);
                    if list.iter().any(|m| m.to == target) {
                        expected |= bit(from);
                    }
                }
                prop_assert_eq!(attackers(&b, occupancy, target, by), expected, "{:?}", moves_on);
            }
        }

        #[test]
        fn check_squares_equal_the_attack_test(b in board(), target in 0u8..90, red in any::<bool>()) {
            let by = if red { Color::Red } else { Color::Black };
            let target = sq(target);
            let mut b = b;
            b.set(target, Piece::new(!by, Role::General));
            if is_attacked(&b, target, by) {
                return Ok(()); // not a position with `by` to move
            }
            let checks = CheckSquares::of(&b, target, by);
            let mut list = MoveList::new();
            for from in b.by_color(by) {
                let piece = b.piece_at(from).expect("occupied");
                list.clear();
                piece_moves(&b, from, piece, &mut list);
                for &m in &list {
                    let check = attacked_bits(&b, Some((m, piece)), target, by);
                    prop_assert_eq!(checks.gives_check(&b, m, piece), check, "{:?} {}", b, m);
                    prop_assert!(!check || checks.may_check_from(from, piece), "{:?} {}", b, m);
                }
            }
        }

        #[test]
        fn captures_after_equal_the_moves_after_the_move(b in board()) {
            let mut list = MoveList::new();
            let mut after_moves = MoveList::new();
            for from in b.occupied() {
                let piece = b.piece_at(from).expect("occupied");
                list.clear();
                piece_moves(&b, from, piece, &mut list);
                for &m in &list {
                    let mut after = b.clone();
                    after.move_piece(m.from, m.to, piece);
                    after_moves.clear();
                    piece_moves(&after, m.to, piece, &mut after_moves);
                    let expected = after_moves
                        .iter()
                        .filter(|x| after.piece_at(x.to).is_some())
                        .fold(0u128, |set, x| set | bit(x.to));
                    prop_assert_eq!(captures_after(&b, m, piece), expected, "{:?} {}", b, m);
                }
            }
        }

        #[test]
        fn bit_set_attack_test_equals_the_walk(
            b in board(), target in 0u8..90, from in 0u8..90, to in 0u8..90, p in 0usize..14,
        ) {
            let (target, m) = (sq(target), Move::new(sq(from), sq(to)));
            let piece = Piece::new(if p < 7 { Color::Red } else { Color::Black }, Role::ALL[p % 7]);
            for by in Color::ALL {
                prop_assert_eq!(
                    attacked_bits(&b, None, target, by),
                    walk::attacked(|s| b.piece_at(s), target, by)
                );
                prop_assert_eq!(
                    attacked_bits(&b, Some((m, piece)), target, by),
                    walk::attacked(|s| walk::after(&b, m, piece, s), target, by)
                );
            }
        }
    }
}
