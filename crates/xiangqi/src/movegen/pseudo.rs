//! Pseudo-legal moves of one piece: legal but for the safety of its own general.

use super::attacks::nearest;
use super::sq;
use crate::bitboard::{bit, SQUARE_BIT};
use crate::tables::{
    ADVISOR_MOVES, ELEPHANT_MOVES, GENERAL_MOVES, HORSE_MOVES, NONE, RAYS, RAY_LEN, RAY_STEP,
    SOLDIER_MOVES, STEP_REACH,
};
use crate::{Board, Move, MoveList, Piece, Role, Square};

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
