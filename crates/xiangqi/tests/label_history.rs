//! `JudgeOptions::label_history = false` (what batch judging uses) gives the same decision as the
//! full report: same status, result, cycle, verdict, sides, articles and explanation, the same
//! labels from the cycle on, and no labels before the cycle. The same on real games:
//! `crates/xiangqi-record/tests/label_history.rs`.

mod common;

use xiangqi::adjudicator::{JudgeOptions, RuleSet};

#[path = "support/same_decision.rs"]
mod support;
use support::same_decision;

#[test]
fn the_rulebook_diagrams() {
    for d in common::diagrams() {
        for rules in [RuleSet::Axf, RuleSet::Chinese, RuleSet::Chinese1965] {
            let opts = JudgeOptions { rules, ..d.opts };
            same_decision(
                &d.pos,
                &d.moves,
                opts,
                &format!("diagram {} {rules:?}", d.id),
            );
        }
    }
}
