//! Threats found by search: mate by consecutive checks (杀) and winning material with a check
//! (要抽吃).

use crate::Position;

use super::chase::chase_candidates;

/// Bounds of the mate-threat search. The search only follows checking moves of the attacker
/// (the AXF definition of 杀着: mate "by a check or a series of consecutive checks"), deepening
/// one check at a time, and stops when the node budget is spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MateSearch {
    /// The most checks the attacker may give (default 9).
    pub max_checks: u32,
    /// The most positions visited for one question (default 20,000).
    pub max_nodes: u32,
}

impl Default for MateSearch {
    fn default() -> Self {
        MateSearch {
            max_checks: 9,
            max_nodes: 20_000,
        }
    }
}

/// Result of a bounded search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Found {
    Yes,
    No,
    /// The budget ran out before an answer.
    Unknown,
}

/// Whether the side to move in `pos` mates by consecutive checks.
pub(crate) fn mate_by_checks(pos: &Position, limits: MateSearch) -> Found {
    let mut budget = limits.max_nodes;
    for depth in 1..=limits.max_checks {
        match search(pos, depth, &mut budget) {
            Some(true) => return Found::Yes,
            Some(false) => {}
            None => return Found::Unknown,
        }
    }
    Found::No
}

/// `Some(true)` if mate by at most `depth` checks; `None` if out of budget.
fn search(pos: &Position, depth: u32, budget: &mut u32) -> Option<bool> {
    for m in pos.legal_moves() {
        *budget = budget.checked_sub(1)?;
        let mut child = pos.clone();
        child.play_unchecked(m);
        if !child.is_check() {
            continue;
        }
        let replies = child.legal_moves();
        if replies.is_empty() {
            return Some(true);
        }
        if depth > 1 {
            let mut all = true;
            for r in replies {
                *budget = budget.checked_sub(1)?;
                let mut next = child.clone();
                next.play_unchecked(r);
                if !search(&next, depth - 1, budget)? {
                    all = false;
                    break;
                }
            }
            if all {
                return Some(true);
            }
        }
    }
    Some(false)
}

/// Whether the side to move in `pos` can give a check after which, whatever the reply, it can
/// win a piece it cannot win now (a chase target that was not one before the check).
pub(crate) fn capture_by_check(pos: &Position) -> bool {
    let before: Vec<_> = chase_candidates(pos, pos.pass().as_ref())
        .iter()
        .map(|a| a.target)
        .collect();
    pos.legal_moves().iter().any(|&c| {
        let mut child = pos.clone();
        child.play_unchecked(c);
        if !child.is_check() {
            return false;
        }
        let replies = child.legal_moves();
        !replies.is_empty()
            && replies.iter().all(|&r| {
                let mut next = child.clone();
                next.play_unchecked(r);
                let o = next.pass();
                chase_candidates(&next, o.as_ref())
                    .iter()
                    .any(|a| !before.contains(&a.target))
            })
    })
}
