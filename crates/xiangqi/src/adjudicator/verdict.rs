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

use super::history::PieceId;
use super::label::{Label, MoveAnalysis};

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

/// One move of the cycle as the judge sees it.
pub(crate) struct CycleMove<'a> {
    pub side: Color,
    pub analysis: &'a MoveAnalysis,
    /// Identity of each checker (`checks[i]`) and chased piece / chaser (`chases[i]`).
    pub check_ids: Vec<PieceId>,
    pub chase_ids: Vec<(PieceId, PieceId)>,
}

/// The pattern of `side`'s moves in the cycle.
pub(crate) fn violation(side: Color, cycle: &[CycleMove<'_>]) -> Option<Violation> {
    let mine: Vec<&CycleMove<'_>> = cycle.iter().filter(|m| m.side == side).collect();
    if mine.is_empty() {
        return None;
    }
    if mine.iter().all(|m| m.analysis.has(Label::Check)) {
        let mut checkers: Vec<PieceId> = mine
            .iter()
            .flat_map(|m| m.check_ids.iter().copied())
            .collect();
        checkers.sort_unstable();
        checkers.dedup();
        return Some(Violation::LongCheck { checkers });
    }
    let first = mine[0];
    let mut candidates: Vec<PieceId> = first.chase_ids.iter().map(|&(t, _)| t).collect();
    candidates.sort_unstable();
    candidates.dedup();
    for target in candidates {
        let every = mine.iter().all(|m| {
            m.chase_ids
                .iter()
                .zip(&m.analysis.chases)
                .any(|(&(t, _), a)| t == target && !a.by_exempt_piece())
        });
        if every {
            let (i, a) = first
                .chase_ids
                .iter()
                .zip(&first.analysis.chases)
                .find(|((t, _), _)| *t == target)
                .map(|((_, c), a)| (*c, a))
                .expect("candidate comes from the first move");
            let _ = i;
            let mut chasers: Vec<(PieceId, Piece)> = Vec::new();
            for m in &mine {
                for (&(t, c), at) in m.chase_ids.iter().zip(&m.analysis.chases) {
                    if t == target && !chasers.iter().any(|&(id, _)| id == c) {
                        chasers.push((c, at.chaser_piece));
                    }
                }
            }
            return Some(Violation::LongChase(ChaseRecord {
                target,
                target_piece: a.target_piece,
                target_square: a.target,
                chasers,
            }));
        }
    }
    None
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
