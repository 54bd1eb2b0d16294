//! The repetition adjudicator: a layer over positions and moves, in four steps, one module each.
//!
//! 1. **Walk the game and find the window** (`walk.rs`, shared by [`judge`] and the live
//!    [`Game`](crate::Game); `cycle.rs` for the window's rules): each ply's position, piece
//!    identities, repetition key and occurrence links and the move-limit counters; the window
//!    judged is cut from the counted occurrences of the final position (same placement and side
//!    to move), see **The window** below.
//! 2. **Classify each move** ([`classify`], `classify.rs` with `chase.rs` and `threat.rs`):
//!    照 check, 杀 mate threat, 捉 chase (with chasers and targets), 要抽吃, 兑, 献, 拦, 闲 — see
//!    [`Label`].
//! 3. **Judge** ([`judge_cycle`], `judge.rs`): per rule set (the AXF rules in `axf/`, the
//!    Chinese rules in `chinese/`), each side's moves become a [`Pattern`], whether it
//!    violates, the pieces involved and the articles the decision rests on ([`SideReport`]);
//!    the verdict table gives the [`Verdict`]. The decision is data ([`Judgement`]).
//! 4. **Explain** (`explain.rs`, with each rule set's `words.rs`): renders that data in Chinese
//!    and English; it decides nothing (a chase carries why it is one, [`Attack::reason`]).
//!
//! [`judge`] runs the four steps over a game and returns a [`JudgeReport`] (`report.rs`: the one
//! definition of the report shapes, serialised with camelCase keys and snake_case values).
//!
//! ## Adding a rule set
//! What differs between rule sets lives in one module per rule set (`axf/`, `chinese/`), which
//! fills a `Profile` (`profile.rs`) with what the shared readers ask a rule set: what a capture
//! must gain to be a chase, whether a root behind the capturer or a won interposer counts, the
//! values lines of checks and captures are weighed by (one value table per rule set), 得子 over
//! several moves and the forced-move test where the rule set has them, the judging of a cycle
//! (each side's [`Pattern`] by an ordered ladder of rungs, which patterns are forbidden, the
//! verdict table, the rule set's article ids — an enum such as [`AxfArticle`], wrapped in
//! [`ArticleId`]) and its own words (`words.rs`: why a side violates, the closing sentence).
//! `judge.rs` resolves a [`RuleSet`] into its profile once per call (`judge::profile`, for
//! [`judge`], [`classify_with`], [`describe_with`] and the live [`crate::Game`]) and passes
//! `&Profile` down; the shared readers — finding the cycle (`cycle.rs`), classifying moves
//! (`classify.rs`, `chase.rs`, `threat.rs`), the per-side facts (`facts.rs`), rendering
//! (`explain.rs`, `report.rs`) — never name a rule set, and the rule sets' modules depend on
//! them, never the other way round. Two editions of one rule set share its module:
//! [`RuleSet::Chinese`] and [`RuleSet::Chinese1965`] differ only by the rows of
//! `chinese/edition.rs`. A new rule set adds a [`RuleSet`] variant, its module with its
//! profile, one arm in `judge::profile`, an [`ArticleId`] variant (and the arm that picks its
//! words for a report rendered on its own, `judge::words_of`), and any patterns the shared
//! [`Pattern`] enum lacks (with their words in `explain.rs`).
//!
//! ## Readings of the rulebook
//! Where the printed rules leave room, these readings make all 107 rulebook diagrams come out as
//! the rulebook rules them (`tests/diagrams.rs`), and the hand-checked labels of every cycle move
//! agree (`tests/diagram_labels.rs`). No diagram is special-cased; `tests/readings.rs` tries each
//! reading on positions of our own.
//! - **The window** judged runs from the earliest occurrence of the final position that the
//!   repetition count reaches (at most `fold − 1` cycles back) to the end, and is judged whole
//!   (`cycle.rs`, `window_start` and `simple_cycles`): "凡走子连续不停照将，演成归原状态者，谓之长照" (terms) and
//!   "…仍重复出现三次者，判为负局" (细则3) judge the moves that bring the position back, kept up
//!   while it recurs. A smaller loop inside the window is part of it (图3: the window is the
//!   two cars' alternate checks the rulebook names; 图107: the two cars' chases of one cannon);
//!   a quiet move anywhere in it breaks a 长照; a side that changed its play between the counted
//!   cycles (an idle cycle, then a checking one) is not at fault.
//! - **A chase must be new**: a chaser/target pair (the same piece attacking the same piece) that
//!   existed before the move is not a chase (图106: an attacked piece that neither flees nor is
//!   defended is not 长捉). A different piece taking over the attack is new (图107: the file-6
//!   car chases the cannon once the file-4 car steps away). A pinned piece that cannot flee is
//!   chased whenever the attack is renewed by moving a screen or a blocker (图39–41, 56–62).
//!   Moving a cannon's screen renews its attack even when the screen slides along the line and
//!   the attack never disappears (细则25/26: "双方仅移动炮台，仍作为长捉"), unless the screen
//!   moves because it is attacked itself (图94–96). A side in check had the attacks it had by
//!   geometry: answering a check does not create them (图5, 10).
//! - **A threat must be new**, like a chase, under every rule set: a mate threat (杀) or a threat
//!   to win material by check (要抽吃) counts for a move only when the mover did not have it
//!   before the move — the same threat being a line with the same target (the general; the piece
//!   won) by the same pieces (the attacker's pieces that move in the line, the moved piece
//!   followed to its new square). A general stepping beside a mate or a fork that stood before
//!   plays idle moves (seed 004: "盘面上存在的红炮捉黑车，系在循环着法之前早就形成的，不予考虑";
//!   "从捉到捉的闲着"). For 要抽吃 every check's line is tried against the lines of the position
//!   before the move (to the same target, by the same pieces); for 杀 the shortest mate after the
//!   move against the mover's mate before it (within as many checks), and when that mate stood,
//!   a mate by the other pieces (the standing line's pieces kept still) against the same search
//!   before the move: a standing mate does not hide a new one beside it.
//! - **Answering checks** (应将): a side whose every move answers a check does not chase, whatever
//!   its answers attack (图1, 3: the general's steps uncover cannon attacks on the car); against
//!   perpetual check such answers make 原则3 the principle applied. Answers that check back are
//!   一照一闲 (二照一还照, 细则8, 图5).
//! - **Patterns** (per side, `axf/`): perpetual check or chase first; then a side's moves are
//!   named by their main labels (一照一捉, 长杀, 长兑 …), an offer on every move is 长献/长兑 even
//!   when the moves also threaten (细则40, 图51–52), and attacks the rules do not count as chases
//!   (a true root, an uncrossed soldier) on one piece every move are named as such (总纲6,
//!   细则35). `tests/diagram_patterns.rs` checks every side against the rulebook's classification;
//!   `tests/readings.rs` tries the readings on positions of our own.
//! - **Protection** is decided in the position after the capture: a root that cannot legally
//!   recapture there (pinned, lost its cannon screen) is a false root (图83, 105). A root that
//!   reaches the square only through the square the capturer left (a car behind the attacker on
//!   its line) is a true root: the 真根 definition asks whether it "于该子被对方吃去时，确可反吃敌子".
//!   Such a root changes only the newness of a standing attack: a move that blocks or unblocks
//!   it does not renew the attack (图39–41: "虽然红马无根，但黑车不动，不算长捉红马" — the horse's
//!   only root is the red car behind the black car; 图61, 107 likewise), while taking away a
//!   root that does not run through the attacker does (图105).
//! - **要抽吃, not 捉**: a capture that uncovers a check by another piece, and so stops a recapture
//!   that would otherwise be legal, wins material by discovered check (图15 借车使炮抽吃). And an
//!   attack the mover already had on a protected piece, which the move makes capturable only by
//!   pinning the root behind a discovered-check battery (a cannon over a screen of the mover's,
//!   which may step off with check), is 要抽吃 too when that check wins material (图97: 长要抽吃;
//!   the car steps off with check and takes the horse). A battery whose check wins nothing leaves
//!   the root false (假根, 细则34) and the attack a chase; a new attack on a piece whose root is
//!   pinned so is a chase, and so is pinning a root with the opponent's own pieces as screens
//!   (图12) or taking a root's screen away (图105).
//! - **抽 wins a piece the check attacks**: 要抽吃 needs a line of checks after which every
//!   reply loses material and some reply loses a piece other than the one it interposed; checks
//!   that win only the interposer make the preparing move a waiting move (图14: "此乃停着"; the
//!   car or horse of 图16 and the horse behind the general in 图98 stand elsewhere). Under the
//!   Chinese rules any material won by checks counts (暗抽). A line wins only what it takes
//!   beyond what its checks and captures give up, by the rule set's values (Chinese: 2011 26.6
//!   "一个强子主动换数个弱子不算得子"; AXF: the order of 总纲6): a car given for an advisor and an
//!   elephant is no 抽 (AXF 图91 under the Chinese rules). The move report shows the line and
//!   its balance (`captureLine`).
//! - **拦 against a mate threat**: a move whose piece steps into the path of an opponent's check
//!   (拦着: "拦阻对方子力之左右进退移动") and so parries its mate threat is 拦 (图99: 红炮长拦);
//!   blocks that attack one protected piece every move are named by the attack, 捉 ranking
//!   before 拦 (图30: 红车长捉黑有根炮).
//! - **Checks carry no chase targets** (一照一捉 is allowed, 细则12); a mate threat does (图53).
//! - **Principle 3**: against perpetual check, the perpetual chaser is not at fault: only the
//!   checker is reported as violating (图1: the king's flights uncover cannon attacks on the car).
//! - **Mate threats**: only mates by consecutive checks count (the definition of 杀着), searched to
//!   [`MateSearch::max_checks`] checks within [`MateSearch::max_nodes`] positions; the move
//!   carries the mate threatened (a shortest mating line, [`MoveAnalysis::mate_line`]); 要抽吃
//!   looks two checks deep (图16, 98).
//! - **Diagrams whose printed moves stop short** of a repetition (13 of them) are judged as one
//!   cycle with [`JudgeOptions::pattern`].

mod articles;
mod axf;
mod chase;
mod chinese;
mod classify;
mod cycle;
mod explain;
mod facts;
pub(crate) mod game;
mod judge;
mod label;
mod options;
mod profile;
mod report;
mod rule_articles;
mod threat;
mod verdict;
mod walk;

pub use articles::{Article, ArticleId};
pub use axf::articles::AxfArticle;
pub use chinese::articles::ChineseArticle;
pub use cycle::{JudgeError, PieceId};
pub use explain::Text;
pub use judge::{
    classify, describe, explanation, judge, judge_cycle, summary, MAX_CLASSIFIED, MAX_JUDGE_MOVES,
    MAX_SEARCHED,
};
pub use label::{Attack, AttackEntry, ChaseReason, CycleEntry, Label, MoveAnalysis};
pub use options::{JudgeOptions, MateSearch, OptionsError, ParseRuleSetError, RuleSet};
pub use report::{CaptureLine, Cycle, GameStatus, JudgeReport, LineMove, MoveReport, Summary};
pub use verdict::{
    InvolvedPiece, Judgement, Part, Pattern, SideReport, Sides, Verdict, Violations,
};
