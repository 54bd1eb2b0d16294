//! Whether a side could have changed its move (1965 无法变着): the fact the 1965 rules' excuses
//! rest on (和例九 "如果一还“打”方无法变着时，则二“打”方必须变着", 例六, 例七, 例十三, 例十五).
//!
//! The 1965 cases say what "cannot change" means by example: "红马无活路可逃（因走马二退一，要被黑方
//! 一口气捉死）" (例六), "黑车无路可逃，被逼还捉一步" (例七), "红炮如无活路可逃" (例十三), "红车无其它路
//! 可走" (例十五), and in 和例九 a pawn behind the cannon that takes its last safe square. Read as
//! a board fact: a move is **forced** when every other legal move of the mover is worse at once
//! than the move played — after it the opponent mates by consecutive checks (the 1965 杀, as in
//! its definition of 献: "吃了又不致立即被连“将”杀棋") where the move played allows no such mate, or
//! the opponent wins more material with one capture than after the move played (a capture of an
//! unprotected piece wins its value, of a protected one the difference to the capturer, values as
//! for 得子). Material lost over several moves (例六's "一口气捉死") is not searched: the reading
//! is one capture deep.

use crate::{Move, Position};

use super::super::chase::is_protected;
use super::super::threat::{mate_by_checks, Mate, MateSearch};
use super::value;

/// Whether every legal move of the side to move in `before` other than `played` is worse at
/// once than `played` (see the module docs). A move without alternatives is forced.
pub(crate) fn cannot_change(before: &Position, played: Move, limits: MateSearch) -> bool {
    let played = Outcome::of(before, played);
    // A move played into a mate the opponent did not give is no yardstick for mates (searched
    // only when an alternative allows one).
    let played_mated = std::cell::OnceCell::new();
    before
        .legal_moves()
        .into_iter()
        .filter(|&m| m != played.m)
        .all(|alt| {
            let alt = Outcome::of(before, alt);
            alt.loss > played.loss
                || mates(&alt.after, limits)
                    && !*played_mated.get_or_init(|| mates(&played.after, limits))
        })
}

/// Whether the side to move in `pos` mates by consecutive checks (a search out of budget: no).
fn mates(pos: &Position, limits: MateSearch) -> bool {
    matches!(mate_by_checks(pos, limits), Mate::Line(_))
}

/// What a move leads to at once.
struct Outcome {
    m: Move,
    after: Position,
    /// The material the move loses: what the opponent's best capture then wins, less what the
    /// move itself captured.
    loss: i32,
}

impl Outcome {
    fn of(before: &Position, m: Move) -> Outcome {
        let mut after = before.clone();
        after.play_unchecked(m);
        let won = before.board().piece_at(m.to).map_or(0, value);
        let loss = best_capture(&after) as i32 - won as i32;
        Outcome { m, after, loss }
    }
}

/// The most material the side to move in `pos` wins with one capture: the captured piece's value,
/// less the capturer's when the captured piece is protected (0 when nothing gains).
fn best_capture(pos: &Position) -> u32 {
    pos.legal_moves()
        .into_iter()
        .filter_map(|c| {
            let target = pos.board().piece_at(c.to)?;
            let capturer = pos.board().piece_at(c.from)?;
            let cost = if is_protected(pos, c) {
                value(capturer)
            } else {
                0
            };
            Some(value(target).saturating_sub(cost))
        })
        .max()
        .unwrap_or(0)
}
