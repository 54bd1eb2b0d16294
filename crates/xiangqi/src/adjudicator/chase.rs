//! Chases (捉): which enemy pieces a side attacks in the sense of the AXF rules.
//!
//! A side S *chases* an enemy piece X with its piece y when, with S to move, `y×X` is a legal
//! capture and all of these hold:
//!
//! 1. X is not the general (that is a check) and not a soldier still on its own side of the river
//!    (总纲3, 细则25).
//! 2. **Same type** (车捉车, 炮捉炮, 马捉马): if X could legally capture y in return, the pair is a
//!    mutual offer, not a chase (总纲7, 细则24). A pinned or hobbled X cannot, so it is chased.
//! 3. **Protection**: X counts as chased only if it has no *true root* — after `y×X` no piece of
//!    X's side can legally recapture (and not merely through the square y left) (真根/假根, 总纲6, 细则34; legality makes a pinned root or a
//!    cannon root that lost its screen a false root). Exception: a chariot attacked by a horse or
//!    cannon is chased even when protected (总纲6, 细则15, 20, 21, 26, 37).
//!
//! Legality of `y×X` already excludes a pinned chaser's captures off its line (细则27).
//! Whether the attack is *new* (created by the move) is decided by the caller, which compares the
//! chases before and after the move (see [`super::classify`]).

use crate::movegen::piece_moves;
use crate::{Move, MoveList, Piece, Position, Role};

use super::label::Attack;

/// Every chase available to the side to move in `s_to_move` (see the module docs).
///
/// `o_to_move` is the same placement with the other side to move, when that is a position
/// (it is not when the side to move is in check); it decides whether a same-type target could
/// capture back legally. Without it, geometry decides.
pub(crate) fn chase_candidates(s_to_move: &Position, o_to_move: Option<&Position>) -> Vec<Attack> {
    let mut out = Vec::new();
    let board = s_to_move.board();
    let us = s_to_move.turn();
    let legal = s_to_move.legal_moves();
    for &m in &legal {
        let Some(target) = board.piece_at(m.to) else {
            continue;
        };
        let chaser = board.piece_at(m.from).expect("mover exists");
        if target.role == Role::General {
            continue;
        }
        if target.role == Role::Soldier && m.to.is_home_side(target.color) {
            continue;
        }
        if target.role == chaser.role
            && matches!(target.role, Role::Chariot | Role::Cannon | Role::Horse)
            && can_capture_back(s_to_move, o_to_move, Move::new(m.to, m.from), target)
        {
            continue;
        }
        let always =
            target.role == Role::Chariot && matches!(chaser.role, Role::Horse | Role::Cannon);
        if !always && is_protected(s_to_move, m) {
            continue;
        }
        debug_assert_ne!(target.color, us);
        out.push(Attack {
            chaser: m.from,
            chaser_piece: chaser,
            target: m.to,
            target_piece: target,
        });
    }
    out
}

/// Whether the piece on `back.from` could capture on `back.to`: legally when the other-side
/// position exists, else by geometry.
fn can_capture_back(
    s_to_move: &Position,
    o_to_move: Option<&Position>,
    back: Move,
    piece: Piece,
) -> bool {
    match o_to_move {
        Some(o) => o.is_legal(back),
        None => {
            let mut list = MoveList::new();
            piece_moves(s_to_move.board(), back.from, piece, &mut list);
            list.contains(&back)
        }
    }
}

/// Whether, after the capture `m` (legal in `pos`), the captured piece's side can legally
/// recapture on the same square (a true root, 真根).
///
/// A recapture only counts if it does not run through the square the capturer came from: a
/// "root" that is only there because the attacker moved out of its line (an x-ray through the
/// attacker) was no root before the capture. 图39–41: the black car beside the red horse does not
/// chase it, "红马无根", although the red car behind the black car could take back; 图61 likewise.
pub(crate) fn is_protected(pos: &Position, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    let capturer = pos.board().piece_at(m.from).expect("capturer");
    let mut with_attacker = after.board().clone();
    with_attacker.set(m.from, capturer);
    let mut list = MoveList::new();
    after.legal_moves().iter().any(|r| {
        if r.to != m.to {
            return false;
        }
        let root = after.board().piece_at(r.from).expect("recapturer");
        list.clear();
        piece_moves(&with_attacker, r.from, root, &mut list);
        list.contains(r)
    })
}
