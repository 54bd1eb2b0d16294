//! The options of judging: the rule set and the game's counters, with their bounds — the one
//! definition the CLI's flags, the JS and Python arguments and the serde shape are read against.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use super::cycle::Ends;

/// Bounds of the mate-threat search. The search only follows checking moves of the attacker
/// (the AXF definition of 杀着: mate "by a check or a series of consecutive checks"), deepening
/// one check at a time, and stops when the node budget is spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MateSearch {
    /// The most checks the attacker may give (default 9).
    pub max_checks: u32,
    /// The most positions visited for one question (default 20,000): the checks given and the
    /// replies to them (a move tried that gives no check visits none).
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

/// The rule set: which repetition rules judge a cycle (and what counts as a chase).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    /// 亚洲象棋联合会《象棋比赛规例》.
    #[default]
    Axf,
    /// 中国象棋竞赛规则 棋例: the 1999/2011 rules where the material at hand prints them, the
    /// 1965 text where it is silent (`docs/chinese-rules.md`).
    Chinese,
    /// 中国象棋竞赛规则（1965年版）第四章 棋例 as printed: like [`RuleSet::Chinese`] except where
    /// the 2011 rulings changed it (二将一还将 and 二打一还打 are draws, a side that cannot change
    /// is excused, a soldier's chase counts when both sides chase; `docs/chinese-rules.md`).
    Chinese1965,
}

impl RuleSet {
    /// Every rule set, in the order of their names.
    pub const ALL: [RuleSet; 3] = [RuleSet::Axf, RuleSet::Chinese, RuleSet::Chinese1965];

    /// The name: `axf`, `chinese` or `chinese1965` (as in the JSON of reports and options).
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Axf => "axf",
            RuleSet::Chinese => "chinese",
            RuleSet::Chinese1965 => "chinese1965",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error of [`RuleSet::from_str`]: not the name of a rule set.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule set {} (expected axf, chinese or chinese1965)", crate::quoted(.0))]
pub struct ParseRuleSetError(pub String);

impl ParseRuleSetError {
    /// `ERR_ARGUMENT`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for ParseRuleSetError {
    fn code(&self) -> crate::ErrorCode {
        crate::ErrorCode::Argument
    }
}

impl FromStr for RuleSet {
    type Err = ParseRuleSetError;

    /// ```
    /// use xiangqi::adjudicator::RuleSet;
    /// assert_eq!("chinese1965".parse::<RuleSet>(), Ok(RuleSet::Chinese1965));
    /// assert_eq!(RuleSet::Chinese.to_string(), "chinese");
    /// assert!("fide".parse::<RuleSet>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<RuleSet, ParseRuleSetError> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| ParseRuleSetError(s.to_string()))
    }
}

/// Error of [`JudgeOptions::validate`]: a counter out of its bounds.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{name} must be {}–{}, not {value}", range.start(), range.end())]
pub struct OptionsError {
    /// The option (its JSON name).
    pub name: &'static str,
    /// The value given.
    pub value: u32,
    /// The values it may take.
    pub range: RangeInclusive<u32>,
}

impl OptionsError {
    /// `ERR_ARGUMENT`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for OptionsError {
    fn code(&self) -> crate::ErrorCode {
        crate::ErrorCode::Argument
    }
}

/// Options of [`judge`](super::judge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct JudgeOptions {
    /// The rule set.
    pub rules: RuleSet,
    /// The game ends by repetition when the final position has occurred this many times
    /// (default 3, [`JudgeOptions::FOLD`]); the violating side then loses, or it is a draw.
    pub fold: u32,
    /// Judge the whole move list as one cycle even if the final position does not repeat
    /// (for printed patterns that stop short of the repetition).
    pub pattern: bool,
    /// Plies without a capture after which the game is drawn (AXF: 120, i.e. 60 moves each;
    /// [`JudgeOptions::MOVE_LIMIT`]).
    pub move_limit: u32,
    /// Of the checking plies since the last capture, at most this many count toward
    /// [`JudgeOptions::move_limit`] (AXF counts at most ten checks;
    /// [`JudgeOptions::MAX_COUNTED_CHECKS`]).
    pub max_counted_checks: u32,
    /// Bounds of the mate-threat search.
    pub mate_search: MateSearch,
    /// Label the moves before the judged cycle too (up to [`MAX_CLASSIFIED`](super::MAX_CLASSIFIED) of the last moves)
    /// for the report's readers (default `true`). The verdict, status and result depend only on
    /// the cycle's moves, so `false` gives the same decision with labels on the cycle's moves
    /// only, many times faster on a whole game: what judging an archive of games wants.
    /// Not part of the serde shape (always `true` when deserialised).
    #[serde(skip)]
    pub label_history: bool,
}

impl JudgeOptions {
    /// The values [`JudgeOptions::fold`] may take (what the CLI, JS and Python accept).
    pub const FOLD: RangeInclusive<u32> = 2..=1000;
    /// The values [`JudgeOptions::move_limit`] may take.
    pub const MOVE_LIMIT: RangeInclusive<u32> = 1..=100_000;
    /// The values [`JudgeOptions::max_counted_checks`] may take.
    pub const MAX_COUNTED_CHECKS: RangeInclusive<u32> = 0..=100_000;

    /// Checks the counters against their bounds ([`JudgeOptions::FOLD`],
    /// [`JudgeOptions::MOVE_LIMIT`], [`JudgeOptions::MAX_COUNTED_CHECKS`]).
    ///
    /// ```
    /// use xiangqi::adjudicator::JudgeOptions;
    /// assert!(JudgeOptions::default().validate().is_ok());
    /// let e = JudgeOptions { fold: 1, ..JudgeOptions::default() }.validate().unwrap_err();
    /// assert_eq!(e.to_string(), "fold must be 2–1000, not 1");
    /// ```
    pub fn validate(&self) -> Result<(), OptionsError> {
        let check = |name: &'static str, value: u32, range: RangeInclusive<u32>| {
            if range.contains(&value) {
                Ok(())
            } else {
                Err(OptionsError { name, value, range })
            }
        };
        check("fold", self.fold, Self::FOLD)?;
        check("moveLimit", self.move_limit, Self::MOVE_LIMIT)?;
        check(
            "maxCountedChecks",
            self.max_counted_checks,
            Self::MAX_COUNTED_CHECKS,
        )
    }

    /// What ends a game under these options.
    pub(crate) fn ends(&self) -> Ends {
        Ends {
            fold: self.fold.max(2) as usize,
            move_limit: self.move_limit,
        }
    }
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            rules: RuleSet::Axf,
            fold: 3,
            pattern: false,
            move_limit: 120,
            max_counted_checks: 10,
            mate_search: MateSearch::default(),
            label_history: true,
        }
    }
}
