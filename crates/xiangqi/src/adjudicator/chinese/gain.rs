//! 得子 over several moves (Chinese rules only): a capture that starts a line of captures and
//! recaptures netting material, where the one capture alone gains nothing (交换得子; seed 004
//! 单方长捉例之交换得子类型: "红方用一马换得一炮一马 … 符合得子规定，也为一打"; 提问回答: "弃炮得车、相，
//! 在子力价值上构成得子，故按捉处理"). A move that newly makes such a line possible is 捉, like a
//! move that newly attacks an unprotected piece.
//!
//! **What counts as a gain** (2011 26.6: "一个强子主动换数个弱子不算得子；一个或数个弱子换任一强子均为
//! 得子"): the pieces won against the pieces lost, compared strongest first — car, then horse and
//! cannon, then advisor, elephant and crossed soldier. A line gains when, with the pieces of both
//! lists sorted by strength, the first difference is a piece won (a car for a horse and a cannon
//! is a gain, a horse and a cannon for a car is none, however many weak pieces are added), or when
//! it wins more pieces of equal strength (a horse for a horse and a cannon). An exchange of equal
//! pieces nets nothing. An uncrossed soldier may be taken freely (1965 禁止（四）) and weighs
//! nothing. The comparison is a sum of weights 100, 10 and 1 per class (`value.rs`), exact for lines of fewer
//! than ten captures.
//!
//! **The search** is an exchange on one square (交换), bounded: the side to move captures on a
//! square, and then each side in turn either stops (keeping the balance) or captures on that
//! square again; a side in check must answer it, with any legal move, and a side left without a
//! move has lost (mate or stalemate). The exchange is the line the rulings print ("弃炮得车": the
//! cannon takes, the car takes the cannon, the other cannon takes the car); a capture elsewhere
//! is an attack of its own, judged as one, so an unrelated piece left hanging somewhere on the
//! board does not spoil or make the gain. At most [`DEPTH`] plies and [`NODES`] positions per
//! question; a search cut short finds no gain. Quiet moves inside a line (a retreat, a check that
//! forces a piece to be given up) are not searched: such threats are the mate search's and the
//! threat-to-win-material-by-check search's (`threat.rs`).

use crate::{Move, Piece, Position, Square};

use super::value::{weight, LOST};
use crate::adjudicator::chase::is_protected;
use crate::adjudicator::label::{Attack, ChaseReason};

/// Plies of one line: three captures by each side.
const DEPTH: u32 = 6;
/// Positions visited for one question (all of a position's first captures).
const NODES: u32 = 4_000;

/// The captures of the side to move in `pos` that start a line netting material (the search of
/// the module docs), as attacks; `None` when the search was cut short.
pub(crate) fn winning_captures(pos: &Position) -> Option<Vec<Attack>> {
    let mut budget = NODES;
    let mut out = Vec::new();
    for m in pos.legal_captures() {
        let target = pos.board().piece_at(m.to).expect("a capture");
        let mut child = pos.clone();
        child.play_unchecked(m);
        if weight(target, m.to) - best(&child, m.to, DEPTH - 1, &mut budget)? > 0 {
            out.push(attack(pos, m, target));
        }
    }
    Some(out)
}

/// The winning captures (see [`winning_captures`]) that the move `m`, played in `before`, makes
/// possible: those of the mover in `again` (the position after `m` with the mover to move again)
/// whose pair — the same piece on the same target — was neither a winning capture in `before`
/// nor `old` (a chase the mover already had, by the shared newness test). `None` when a search
/// was cut short.
pub(crate) fn new_winning_captures(
    before: &Position,
    m: Move,
    again: &Position,
    old: &dyn Fn(Square, Square) -> bool,
) -> Option<Vec<Attack>> {
    let origin = |sq: Square| if sq == m.to { m.from } else { sq };
    let mut now = winning_captures(again)?;
    now.retain(|a| !old(origin(a.chaser), a.target));
    if now.is_empty() {
        return Some(now);
    }
    let before = winning_captures(before)?;
    now.retain(|a| {
        !before
            .iter()
            .any(|b| (b.chaser, b.target) == (origin(a.chaser), a.target))
    });
    Some(now)
}

fn attack(pos: &Position, m: Move, target: Piece) -> Attack {
    Attack {
        chaser: m.from,
        chaser_piece: pos.board().piece_at(m.from).expect("capturer"),
        target: m.to,
        target_piece: target,
        protected: is_protected(pos, m),
        reason: ChaseReason::Exchange,
    }
}

/// What the side to move in `pos` nets at best from here (≥ 0 unless it is in check or has no
/// move): stop, or capture on `sq` and let the other side do the same.
fn best(pos: &Position, sq: Square, depth: u32, budget: &mut u32) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    let in_check = pos.is_check();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(-LOST);
    }
    if depth == 0 {
        return Some(0);
    }
    let mut value = if in_check { i32::MIN } else { 0 };
    for m in moves {
        let taken = pos.board().piece_at(m.to);
        if !in_check && (taken.is_none() || m.to != sq) {
            continue;
        }
        let mut child = pos.clone();
        child.play_unchecked(m);
        let w = taken.map_or(0, |p| weight(p, m.to));
        value = value.max(w - best(&child, sq, depth - 1, budget)?);
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(fen: &str) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        winning_captures(&pos)
            .unwrap()
            .iter()
            .map(|a| format!("{}{}", a.chaser, a.target))
            .collect()
    }

    /// An unprotected piece is won by its capture alone; a protected one of equal value is not.
    #[test]
    fn single_captures() {
        // Red car d4 takes the black horse d7 (no root), not the horse g4 (rooted by g9).
        assert_eq!(wins("4k1r2/9/3n5/9/9/3R2n2/9/9/9/3K5 w"), ["d4d7"]);
    }

    /// A horse for a cannon and a crossed pawn (the pawn takes back, the car takes the pawn) is
    /// a gain; without the car, horse for cannon nets nothing.
    #[test]
    fn exchange_netting_a_pawn() {
        // Red horse g2, black cannon e3 rooted by the crossed pawn e4, red car g3 behind.
        assert_eq!(wins("4k4/9/9/9/9/4p4/4c1R2/6N2/9/3K5 w"), ["g2e3"]);
        assert!(wins("4k4/9/9/9/9/4p4/4c4/6N2/9/3K5 w").is_empty());
    }

    /// A car for a horse and a cannon is no gain (26.6: a strong piece for several weak ones);
    /// the same pieces taken in the other order are: a cannon for a cannon and a horse.
    #[test]
    fn strong_piece_for_weak_ones_is_none() {
        // Red car a6 takes the cannon e6 rooted by the horse d4; the horse takes the car; the
        // red cannon e0 (screen e3) takes the horse: a car for a cannon and a horse. Taking
        // first with the cannon, then with the car, wins a horse.
        assert_eq!(wins("3k5/9/9/R3c4/9/3n5/4P4/9/9/4CK3 w"), ["e0e6"]);
    }
}
