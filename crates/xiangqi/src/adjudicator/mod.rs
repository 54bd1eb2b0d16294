//! The AXF repetition adjudicator: a layer over positions and moves.
//!
//! 1. **Find the cycle** ([`judge`]): replay the game, take the latest repetition of the final
//!    position (same placement and side to move) and the *minimal* window between its last two
//!    occurrences; pieces are tracked by identity across it.
//! 2. **Classify each move** ([`classify`]): 照 check, 杀 mate threat, 捉 chase (with chasers and
//!    targets), 要抽吃, 兑, 献, 拦, 闲 — see [`Label`].
//! 3. **Judge** the cycle with the AXF principles and articles, and explain the verdict in
//!    Chinese and English, citing the articles applied.
//!
//! ## Readings of the rulebook
//! Where the printed rules leave room, these readings make all 107 rulebook diagrams come out as
//! the rulebook rules them (see `tests/diagrams.rs`):
//! - A chase must be *new*: a piece that the mover could already win before its move is not
//!   chased by that move (图106: an attacked piece that neither flees nor is defended is not
//!   长捉). A pinned piece that cannot flee is still chased whenever the attack is renewed, e.g.
//!   by moving a screen or a blocker (图39–41, 56–62).
//! - Protection is decided in the position after the capture: a root that cannot legally
//!   recapture there (pinned, lost its cannon screen) is a false root (图83, 105).
//! - A check contributes no chase targets (一照一捉 is allowed, 细则12); a mate threat does.
//! - Mate threats: only mates by consecutive checks count (the definition of 杀着), searched to
//!   [`MateSearch::max_checks`] checks within [`MateSearch::max_nodes`] positions.

mod articles;
mod chase;
mod classify;
mod explain;
mod history;
mod judge;
mod label;
mod threat;
mod verdict;

pub use classify::classify;
pub use explain::{Article, Text};
pub use history::{JudgeError, PieceId};
pub use judge::{
    describe, judge, Cycle, GameResult, GameStatus, JudgeOptions, JudgeReport, MoveReport, RuleSet,
    MAX_CLASSIFIED, MAX_JUDGE_MOVES,
};
pub use label::{Attack, Label, MoveAnalysis};
pub use threat::MateSearch;
pub use verdict::{
    judge_cycle, ChaseEntry, CycleEntry, CycleJudgement, Summary, Verdict, Violations,
};
