//! What a rule set tells the shared readers: a [`Profile`] of knobs and hooks, filled by each
//! rule set's module (`axf::PROFILE`, `chinese::CURRENT`, `chinese::E1965`) and resolved once
//! from the [`RuleSet`](super::RuleSet) by the entry points (`judge.rs`). The shared readers
//! (`chase.rs`, `classify.rs`, `threat.rs`, `explain.rs` …) take `&Profile` and never name a
//! rule set; the rule sets' modules depend on the shared readers, never the other way round.

use crate::{Move, Piece, Position, Square};

use super::explain::Words;
use super::label::{Attack, CycleEntry};
use super::options::MateSearch;
use super::verdict::Judgement;

/// What a capture must overcome to count as a chase, as a rule set decides it from the two
/// pieces (and, for the AXF rules, whether a same-type target could take back).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Material {
    /// A chase even when the target is protected.
    Always,
    /// A chase when the target has no true root.
    IfUnprotected,
    /// Never a chase.
    Never,
}

/// The per-rule-set knobs the shared readers ask for.
pub(crate) struct Profile {
    /// What the capture of `target` by `chaser` must overcome; `mutual` says whether a
    /// same-type target could legally capture back (asked only when the rule set needs it).
    pub material: fn(chaser: Piece, target: Piece, mutual: &dyn Fn() -> bool) -> Material,
    /// Whether a root that reaches the square only through the square the capturer left
    /// (`chase::Root::Xray`) protects.
    pub counts_xray_roots: bool,
    /// Whether a move that puts a piece where an enemy piece of its own type (car, cannon, horse)
    /// can take it, while it attacks that piece in turn and both could legally take (互能去子), is
    /// a 献 (an offer) rather than a 兑 (an exchange offer).
    pub same_kind_mutual_is_offer: bool,
    /// Whether a car that cannot leave its line (pinned: every move off it is illegal) attacks
    /// nothing along that line by moving along it — its attacks there are neither chases nor
    /// attacks of the move.
    pub pinned_line_moves_attack_nothing: bool,
    /// Whether winning the piece that interposes on a check counts as winning material by
    /// check (抽, `threat.rs`).
    pub counts_interposer: bool,
    /// What a piece taken or given up on a square weighs in a line of checks and captures
    /// (要抽吃, `threat.rs`).
    pub line_worth: fn(Piece, Square) -> i32,
    /// 得子 over several moves: the captures netting material that the move (played in
    /// `before`, giving `again`: the position after it with the mover to move again) makes
    /// possible, but for the pairs `old` says the mover already had; `None` when a search was
    /// cut short. `None` for a rule set without it.
    pub winning_captures: Option<WinningCaptures>,
    /// Whether the mover could not have changed its move (the forced-move test), for a rule
    /// set whose verdicts excuse such a side; `None` when none do.
    pub cannot_change: Option<CannotChange>,
    /// Judges a cycle's classified moves.
    pub judge: fn(&[CycleEntry]) -> Judgement,
    /// The rule set's own words for a judgement (`words.rs` beside the rule set).
    pub words: &'static Words,
}

impl std::fmt::Debug for Profile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Its fields are functions and tables; which rule set it is shows in what it does.
        f.debug_struct("Profile").finish_non_exhaustive()
    }
}

/// See [`Profile::winning_captures`].
pub(crate) type WinningCaptures = fn(
    before: &Position,
    m: Move,
    again: &Position,
    old: &dyn Fn(Square, Square) -> bool,
) -> Option<Vec<Attack>>;

/// See [`Profile::cannot_change`]: `threat` is the opponent's mate threat before the move.
pub(crate) type CannotChange =
    fn(before: &Position, m: Move, limits: MateSearch, threat: Option<&[Move]>) -> bool;
