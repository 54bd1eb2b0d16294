//! Judging a cycle from the labels of its moves (AXF principles 1–4).
//!
//! For each side, over its moves in the cycle:
//! - **perpetual check** (长照) when every move is a check (总纲1, 细则6);
//! - **perpetual chase** (长捉) when one and the same physical piece is a chase target of every
//!   move, and on every move at least one of its chasers is neither a general nor a soldier
//!   (so one piece chasing in turn two targets is allowed (总纲4), several pieces chasing one
//!   target in turn is not (细则33), and a general or soldier chasing alone on some move is
//!   exempt (总纲9, 细则28–30)). A check move has no chase targets (一照一捉 is allowed, 细则12);
//!   a mate threat does not shield a chase (图53).
//! - anything else (mate threats, exchanges, offers, blocks, threats by check, idle moves,
//!   chases of protected pieces) is allowed (总纲2, 10).
//!
//! Then: nobody violates → draw (原则1); both commit the same violation → draw (原则2);
//! perpetual check against perpetual chase → the checker must change (原则3); one violates →
//! that side must change, or loses (原则4).

use crate::{Color, Piece, Role, Square};

use super::explain::{explain, summary, Article, Text};
use super::history::PieceId;
use super::label::{Attack, Label};

/// The outcome of judging a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The final position does not repeat (nothing to judge).
    None,
    /// No one must change (or both violate alike).
    Draw,
    /// Red must change its moves, otherwise Red loses.
    RedMustChange,
    /// Black must change its moves, otherwise Black loses.
    BlackMustChange,
}

impl Verdict {
    /// The side that must change, if any.
    pub fn must_change(self) -> Option<Color> {
        match self {
            Verdict::RedMustChange => Some(Color::Red),
            Verdict::BlackMustChange => Some(Color::Black),
            _ => None,
        }
    }
    fn for_side(c: Color) -> Verdict {
        c.fold(Verdict::RedMustChange, Verdict::BlackMustChange)
    }
}

/// A forbidden pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Violation {
    /// Every move checks; the checking pieces.
    LongCheck { checkers: Vec<PieceId> },
    /// One piece chased on every move.
    LongChase(ChaseRecord),
}

/// The target of a perpetual chase and who chased it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ChaseRecord {
    pub target: PieceId,
    pub target_piece: Piece,
    /// Where the target stood on the first chasing move.
    pub target_square: Square,
    /// Distinct chasing pieces (identity, piece).
    pub chasers: Vec<(PieceId, Piece)>,
}

/// One move of a cycle as the judge sees it: who moved, what the move did, and the pieces
/// involved named by identity (so that "the same target" is the same physical piece).
///
/// [`judge`](super::judge) builds these from positions; [`judge_cycle`] also accepts
/// hand-written ones, which is how the judging rules are tested apart from move classification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleEntry {
    /// The mover.
    pub side: Color,
    /// The move's labels, in [`Label::ALL`] order.
    pub labels: Vec<Label>,
    /// Identities of the checking pieces (for a check).
    pub checkers: Vec<PieceId>,
    /// The chases the move makes.
    pub chases: Vec<ChaseEntry>,
}

/// One chaser/target pair of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChaseEntry {
    /// Identity of the chased piece.
    pub target: PieceId,
    /// Identity of the chasing piece.
    pub chaser: PieceId,
    /// Pieces and squares.
    pub attack: Attack,
}

impl CycleEntry {
    fn is_check(&self) -> bool {
        self.labels.contains(&Label::Check)
    }
}

/// The pattern of `side`'s moves in the cycle.
pub(crate) fn violation(side: Color, cycle: &[CycleEntry]) -> Option<Violation> {
    let mine: Vec<&CycleEntry> = cycle.iter().filter(|m| m.side == side).collect();
    let first = mine.first()?;
    if mine.iter().all(|m| m.is_check()) {
        let mut checkers: Vec<PieceId> = mine
            .iter()
            .flat_map(|m| m.checkers.iter().copied())
            .collect();
        checkers.sort_unstable();
        checkers.dedup();
        return Some(Violation::LongCheck { checkers });
    }
    let mut candidates: Vec<PieceId> = first.chases.iter().map(|c| c.target).collect();
    candidates.sort_unstable();
    candidates.dedup();
    let target = candidates.into_iter().find(|&t| {
        mine.iter().all(|m| {
            !m.is_check()
                && m.chases
                    .iter()
                    .any(|c| c.target == t && !c.attack.by_exempt_piece())
        })
    })?;
    let at = first
        .chases
        .iter()
        .find(|c| c.target == target)
        .expect("candidate from the first move")
        .attack;
    let mut chasers: Vec<(PieceId, Piece)> = Vec::new();
    for c in mine.iter().flat_map(|m| &m.chases) {
        if c.target == target && !chasers.iter().any(|&(id, _)| id == c.chaser) {
            chasers.push((c.chaser, c.attack.chaser_piece));
        }
    }
    Some(Violation::LongChase(ChaseRecord {
        target,
        target_piece: at.target_piece,
        target_square: at.target,
        chasers,
    }))
}

/// The verdict on a cycle, from the two sides' patterns.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CycleJudgement {
    /// The verdict.
    pub verdict: Verdict,
    /// Who is at fault.
    pub violations: Violations,
    /// What each side does.
    pub summary: Summary,
    /// Articles applied.
    pub articles: Vec<Article>,
    /// Why.
    pub explanation: Text,
}

/// Which sides are at fault in the cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Violations {
    /// Red is at fault.
    pub red: bool,
    /// Black is at fault.
    pub black: bool,
}

/// Per-side summaries.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct Summary {
    /// Red's moves in the cycle.
    pub red: Text,
    /// Black's moves in the cycle.
    pub black: Text,
}

/// Judges a cycle given as entries (see [`CycleEntry`]).
///
/// The sides at fault are both when both commit the same violation (原则2); under 原则3
/// (perpetual check against perpetual chase) only the checker, whose checks forced the replies;
/// otherwise the violating side.
///
/// ```
/// use xiangqi::Color;
/// use xiangqi::adjudicator::{judge_cycle, CycleEntry, Label, Verdict};
/// let check = |side| CycleEntry { side, labels: vec![Label::Check], checkers: vec![7], chases: vec![] };
/// let idle = |side| CycleEntry { side, labels: vec![Label::Idle], checkers: vec![], chases: vec![] };
/// let j = judge_cycle(&[idle(Color::Black), check(Color::Red), idle(Color::Black), check(Color::Red)]);
/// assert_eq!(j.verdict, Verdict::RedMustChange);
/// assert!(j.violations.red && !j.violations.black);
/// ```
pub fn judge_cycle(cycle: &[CycleEntry]) -> CycleJudgement {
    let red = violation(Color::Red, cycle);
    let black = violation(Color::Black, cycle);
    let v = verdict(&red, &black);
    let violations = match v.must_change() {
        Some(c) => Violations {
            red: c == Color::Red,
            black: c == Color::Black,
        },
        None => Violations {
            red: red.is_some(),
            black: black.is_some(),
        },
    };
    let summary = Summary {
        red: summary(Color::Red, cycle, &red),
        black: summary(Color::Black, cycle, &black),
    };
    let (articles, explanation) = explain(v, cycle, &red, &black, [&summary.red, &summary.black]);
    CycleJudgement {
        verdict: v,
        violations,
        summary,
        articles,
        explanation,
    }
}

/// The verdict from the two sides' violations.
pub(crate) fn verdict(red: &Option<Violation>, black: &Option<Violation>) -> Verdict {
    match (red, black) {
        (None, None) => Verdict::Draw,
        (Some(_), None) => Verdict::for_side(Color::Red),
        (None, Some(_)) => Verdict::for_side(Color::Black),
        (Some(r), Some(b)) => match (r, b) {
            (Violation::LongCheck { .. }, Violation::LongChase(_)) => Verdict::for_side(Color::Red),
            (Violation::LongChase(_), Violation::LongCheck { .. }) => {
                Verdict::for_side(Color::Black)
            }
            _ => Verdict::Draw,
        },
    }
}

/// Whether a chase record involves a horse or cannon chasing a chariot (chased even if protected).
pub(crate) fn minor_on_chariot(c: &ChaseRecord) -> bool {
    c.target_piece.role == Role::Chariot
        && c.chasers
            .iter()
            .any(|(_, p)| matches!(p.role, Role::Horse | Role::Cannon))
}
