//! Facts about one side's moves in a cycle, read off the classified moves. They are the same
//! under every rule set; a rule set turns them into patterns and a verdict.

use crate::Color;

use super::cycle::PieceId;
use super::label::{AttackEntry, CycleEntry, Label};
use super::verdict::{InvolvedPiece, Part};

/// One side's moves in a cycle.
pub(crate) struct SideMoves<'a> {
    moves: Vec<&'a CycleEntry>,
    /// For each move, the opponent's move before it (cyclically).
    replies_to: Vec<&'a CycleEntry>,
}

impl<'a> SideMoves<'a> {
    /// The moves of `side` in `cycle`.
    pub fn new(side: Color, cycle: &'a [CycleEntry]) -> SideMoves<'a> {
        let n = cycle.len();
        let mine = (0..n).filter(|&i| cycle[i].side == side);
        SideMoves {
            moves: mine.clone().map(|i| &cycle[i]).collect(),
            replies_to: mine.map(|i| &cycle[(i + n - 1) % n]).collect(),
        }
    }

    /// The moves, in cycle order.
    pub fn entries(&self) -> impl Iterator<Item = &'a CycleEntry> + '_ {
        self.moves.iter().copied()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Whether every move moves a piece that the opponent's move before it attacked (chased, or
    /// attacked without it counting as a chase): the side flees.
    pub fn flees_on_every_move(&self) -> bool {
        !self.moves.is_empty()
            && self.moves.iter().zip(&self.replies_to).all(|(m, before)| {
                before
                    .chases
                    .iter()
                    .chain(&before.attacks)
                    .any(|a| a.target == m.moved)
            })
    }

    /// Whether every move satisfies `f` (false without moves).
    pub fn all(&self, f: impl Fn(&CycleEntry) -> bool) -> bool {
        !self.moves.is_empty() && self.moves.iter().all(|m| f(m))
    }

    /// Whether some move satisfies `f`.
    pub fn any(&self, f: impl Fn(&CycleEntry) -> bool) -> bool {
        self.moves.iter().any(|m| f(m))
    }

    /// Whether every move's main label is one of `labels`.
    pub fn all_main(&self, labels: &[Label]) -> bool {
        self.all(|m| labels.contains(&m.main_label()))
    }

    /// Whether some move's main label is `label`.
    pub fn has_main(&self, label: Label) -> bool {
        self.any(|m| m.main_label() == label)
    }

    /// The distinct checking pieces, first check of each.
    pub fn checkers(&self) -> Vec<AttackEntry> {
        distinct(self.moves.iter().flat_map(|m| &m.checks), |e| e.chaser)
    }

    /// A piece chased on every move (no move a check), on each move by a chaser `by` accepts.
    pub fn chased_on_every_move(&self, by: impl Fn(&AttackEntry) -> bool) -> Option<PieceId> {
        let first = self.moves.first()?;
        let mut candidates: Vec<PieceId> = first.chases.iter().map(|c| c.target).collect();
        crate::short_sort::sort(&mut candidates);
        candidates.dedup();
        candidates.into_iter().find(|&t| {
            self.all(|m| !m.is_check() && m.chases.iter().any(|c| c.target == t && by(c)))
        })
    }

    /// A piece attacked on every move by attacks that are not chases, with those attacks
    /// (first of each attacker). When several are, the one the moving piece attacks is named
    /// first, then a soldier (总纲3, 图60) before another piece (总纲6, 图87): so the name does
    /// not depend on the order of the squares (the board mirrored or turned).
    pub fn attacked_on_every_move(&self) -> Option<Vec<AttackEntry>> {
        let first = self.moves.first()?;
        let every = |t: PieceId| self.all(|m| m.attacks.iter().any(|a| a.target == t));
        let by_mover = |t: PieceId| {
            self.any(|m| {
                m.attacks
                    .iter()
                    .any(|a| a.target == t && a.chaser == m.moved)
            })
        };
        let target = first
            .attacks
            .iter()
            .filter(|a| every(a.target))
            .min_by_key(|a| {
                (
                    !by_mover(a.target),
                    a.attack.target_piece.role != crate::Role::Soldier,
                )
            })?
            .target;
        Some(distinct(
            self.moves
                .iter()
                .flat_map(|m| &m.attacks)
                .filter(|a| a.target == target),
            |e| e.chaser,
        ))
    }

    /// The chases of `target` (every chase when `None`), first chase of each chaser/target pair.
    pub fn chases_of(&self, target: Option<PieceId>) -> Vec<AttackEntry> {
        distinct(
            self.moves
                .iter()
                .flat_map(|m| &m.chases)
                .filter(|c| target.is_none() || target == Some(c.target)),
            |e| (e.chaser, e.target),
        )
    }
}

/// The first entry of each key.
fn distinct<'b, K: PartialEq>(
    entries: impl Iterator<Item = &'b AttackEntry>,
    key: impl Fn(&AttackEntry) -> K,
) -> Vec<AttackEntry> {
    let mut out: Vec<AttackEntry> = Vec::new();
    for e in entries {
        if !out.iter().any(|o| key(o) == key(e)) {
            out.push(*e);
        }
    }
    out
}

/// The pieces of checks: each checker once.
pub(crate) fn check_pieces(checks: &[AttackEntry]) -> Vec<InvolvedPiece> {
    checks
        .iter()
        .map(|c| InvolvedPiece {
            part: Part::Checker,
            piece: c.attack.chaser_piece,
            square: c.attack.chaser,
            id: c.chaser,
        })
        .collect()
}

/// The pieces of chases: each chaser once, then each target once.
pub(crate) fn chase_pieces(chases: &[AttackEntry]) -> Vec<InvolvedPiece> {
    let chasers = distinct(chases.iter(), |e| e.chaser);
    let targets = distinct(chases.iter(), |e| e.target);
    let chasers = chasers.iter().map(|c| InvolvedPiece {
        part: Part::Chaser,
        piece: c.attack.chaser_piece,
        square: c.attack.chaser,
        id: c.chaser,
    });
    let targets = targets.iter().map(|c| InvolvedPiece {
        part: Part::Target,
        piece: c.attack.target_piece,
        square: c.attack.target,
        id: c.target,
    });
    chasers.chain(targets).collect()
}
