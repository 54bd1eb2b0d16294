//! Judging a game: replay, find the cycle, classify its moves, judge, explain.

use crate::notation::{format_move, Notation};
use crate::{Color, Move, Outcome, Position};

use super::classify::classify_played;
use super::explain::{explain, move_text, summary, Article, Text};
use super::history::{last_cycle, occurrences, replay, side_of, Identities, JudgeError};
use super::label::{Attack, Label, MoveAnalysis};
use super::threat::MateSearch;
use super::verdict::{verdict, violation, CycleMove, Verdict};

/// The most moves [`judge`] accepts.
pub const MAX_JUDGE_MOVES: usize = 200_000;

/// How many of the last moves get a full classification in the report (all moves of the
/// judged cycle always do).
pub const MAX_CLASSIFIED: usize = 256;

/// The rule set. Only the Asian Xiangqi Federation rules exist so far; the type is an explicit
/// parameter so that the Chinese rules can be added beside them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    /// 亚洲象棋联合会《象棋比赛规例》.
    #[default]
    Axf,
}

/// Options of [`judge`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct JudgeOptions {
    /// The rule set.
    pub rules: RuleSet,
    /// The game ends by repetition when the final position has occurred this many times
    /// (default 3); the violating side then loses, or it is a draw.
    pub fold: u32,
    /// Judge the whole move list as one cycle even if the final position does not repeat
    /// (for printed patterns that stop short of the repetition).
    pub pattern: bool,
    /// Plies without a capture after which the game is drawn (AXF: 120, i.e. 60 moves each).
    pub move_limit: u32,
    /// Of the checking plies since the last capture, at most this many count toward
    /// [`JudgeOptions::move_limit`] (AXF counts at most ten checks).
    pub max_counted_checks: u32,
    /// Bounds of the mate-threat search.
    pub mate_search: MateSearch,
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
        }
    }
}

/// The state of the game at the final position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// The game goes on.
    Ongoing,
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move (a loss).
    Stalemate,
    /// The final position occurred [`JudgeOptions::fold`] times.
    Repetition,
    /// [`JudgeOptions::move_limit`] plies without a capture.
    MoveLimit,
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// Red wins.
    RedWins,
    /// Black wins.
    BlackWins,
    /// Drawn.
    Draw,
}

impl GameResult {
    fn win(c: Color) -> GameResult {
        c.fold(GameResult::RedWins, GameResult::BlackWins)
    }
}

/// The moves `[from_ply, to_ply]` (1-based, inclusive) of the judged cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Cycle {
    /// First ply of the cycle.
    pub from_ply: usize,
    /// Last ply of the cycle.
    pub to_ply: usize,
}

/// Which sides violate the rules in the cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Violations {
    /// Red violates.
    pub red: bool,
    /// Black violates.
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

/// One move of the game in the report.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MoveReport {
    /// 1-based ply.
    pub ply: usize,
    /// ICCS.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The mover.
    pub side: Color,
    /// Chinese notation.
    pub chinese: String,
    /// WXF notation.
    pub wxf: String,
    /// Whether the move is part of the judged cycle.
    pub in_cycle: bool,
    /// Labels (empty when the move was not classified, see [`MAX_CLASSIFIED`]).
    pub labels: Vec<Label>,
    /// Checking pieces and chaser/target pairs.
    pub targets: Vec<Attack>,
    /// The labels in words.
    pub text: Text,
}

/// Everything [`judge`] found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct JudgeReport {
    /// The rule set applied.
    pub rules: RuleSet,
    /// FEN after the last move.
    pub final_fen: String,
    /// The state of the game.
    pub status: GameStatus,
    /// The result when the game is over.
    pub result: Option<GameResult>,
    /// The judged cycle, if any.
    pub cycle: Option<Cycle>,
    /// How many times the final position has occurred.
    pub occurrences: usize,
    /// The verdict on the cycle.
    pub verdict: Verdict,
    /// Who violates.
    pub violations: Violations,
    /// What each side does in the cycle.
    pub summary: Summary,
    /// The moves.
    pub moves: Vec<MoveReport>,
    /// Articles applied.
    pub articles: Vec<Article>,
    /// Why.
    pub explanation: Text,
    /// Whether a mate-threat search hit its node limit on some move of the cycle.
    pub search_truncated: bool,
}

/// The sides held at fault: both when both commit the same violation (原则2); under 原则3
/// (perpetual check against perpetual chase) only the checker, whose checks forced the replies;
/// otherwise the violating side.
fn violations_after(
    v: Verdict,
    red: &Option<super::verdict::Violation>,
    black: &Option<super::verdict::Violation>,
) -> Violations {
    match v.must_change() {
        Some(c) => Violations {
            red: c == Color::Red,
            black: c == Color::Black,
        },
        None => Violations {
            red: red.is_some(),
            black: black.is_some(),
        },
    }
}

/// Replays `moves` from `start`, finds the latest repetition, labels each move and judges the
/// cycle under the AXF rules.
///
/// ```
/// use xiangqi::{Position, Move, adjudicator::{judge, JudgeOptions, Verdict}};
/// let start = Position::from_fen("c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w").unwrap();
/// let moves: Vec<Move> = ["h8h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8", "h9h8"]
///     .iter()
///     .map(|s| Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap()))
///     .collect();
/// let report = judge(&start, &moves, &JudgeOptions::default()).unwrap();
/// assert_eq!(report.verdict, Verdict::RedMustChange);
/// assert!(report.violations.red && !report.violations.black);
/// ```
pub fn judge(
    start: &Position,
    moves: &[Move],
    opts: &JudgeOptions,
) -> Result<JudgeReport, JudgeError> {
    if moves.len() > MAX_JUDGE_MOVES {
        return Err(JudgeError::TooManyMoves { len: moves.len() });
    }
    let rep = replay(start, moves, opts.max_counted_checks)?;
    let n = moves.len();
    let cycle = if opts.pattern && n > 0 {
        Some((0, n))
    } else {
        last_cycle(&rep.keys)
    };
    let classify_from = cycle
        .map_or(n, |c| c.0)
        .min(n.saturating_sub(MAX_CLASSIFIED));

    // Second pass over the tail: positions, identities, classifications.
    let mut pos = start.clone();
    let mut ids = Identities::new(start);
    let mut reports = Vec::with_capacity(n);
    let mut analyses: Vec<(
        usize,
        MoveAnalysis,
        Vec<super::history::PieceId>,
        Vec<(super::history::PieceId, super::history::PieceId)>,
    )> = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let side = side_of(start.turn(), i);
        let chinese = format_move(&pos, m, Notation::Chinese).unwrap_or_default();
        let wxf = format_move(&pos, m, Notation::Wxf).unwrap_or_default();
        let mut after = pos.clone();
        after.play_unchecked(m);
        let in_cycle = cycle.is_some_and(|(a, b)| i >= a && i < b);
        let (labels, targets, text) = if i >= classify_from {
            let a = classify_played(&pos, m, &after, opts.mate_search);
            let mut next_ids = ids.clone();
            next_ids.play(m);
            let check_ids = a
                .checks
                .iter()
                .filter_map(|c| next_ids.get(c.chaser))
                .collect();
            let chase_ids = a
                .chases
                .iter()
                .map(|c| {
                    (
                        next_ids.get(c.target).unwrap_or(u8::MAX),
                        next_ids.get(c.chaser).unwrap_or(u8::MAX),
                    )
                })
                .collect();
            let out = (
                a.labels.clone(),
                a.checks.iter().chain(&a.chases).copied().collect(),
                move_text(&a),
            );
            if in_cycle {
                analyses.push((i, a, check_ids, chase_ids));
            }
            out
        } else {
            (Vec::new(), Vec::new(), Text::default())
        };
        reports.push(MoveReport {
            ply: i + 1,
            mv: m,
            side,
            chinese,
            wxf,
            in_cycle,
            labels,
            targets,
            text,
        });
        ids.play(m);
        pos = after;
    }

    let cycle_moves: Vec<CycleMove<'_>> = analyses
        .iter()
        .map(|(i, a, c, ch)| CycleMove {
            side: side_of(start.turn(), *i),
            analysis: a,
            check_ids: c.clone(),
            chase_ids: ch.clone(),
        })
        .collect();
    let (verdict, violations, summary_txt, articles, explanation) = if cycle.is_some() {
        let red = violation(Color::Red, &cycle_moves);
        let black = violation(Color::Black, &cycle_moves);
        let v = verdict(&red, &black);
        let sr = summary(Color::Red, &cycle_moves, &red);
        let sb = summary(Color::Black, &cycle_moves, &black);
        let (articles, explanation) = explain(v, &red, &black, [&sr, &sb]);
        (
            v,
            violations_after(v, &red, &black),
            Summary { red: sr, black: sb },
            articles,
            explanation,
        )
    } else {
        (
            Verdict::None,
            Violations::default(),
            Summary::default(),
            Vec::new(),
            Text::new(
                "终局局面未曾重复出现，无需判定。",
                "The final position has not occurred before; there is no repetition to judge.",
            ),
        )
    };
    let search_truncated = analyses.iter().any(|(_, a, _, _)| a.search_truncated);

    let occ = occurrences(&rep.keys);
    let (status, result) = match rep.last.outcome() {
        Some(Outcome::Checkmate { winner }) => {
            (GameStatus::Checkmate, Some(GameResult::win(winner)))
        }
        Some(Outcome::Stalemate { winner }) => {
            (GameStatus::Stalemate, Some(GameResult::win(winner)))
        }
        None if occ >= opts.fold.max(2) as usize && last_cycle(&rep.keys).is_some() => {
            let r = verdict
                .must_change()
                .map_or(GameResult::Draw, |c| GameResult::win(!c));
            (GameStatus::Repetition, Some(r))
        }
        None if rep.quiet_plies >= opts.move_limit => {
            (GameStatus::MoveLimit, Some(GameResult::Draw))
        }
        None => (GameStatus::Ongoing, None),
    };

    Ok(JudgeReport {
        rules: opts.rules,
        final_fen: rep.last.fen(),
        status,
        result,
        cycle: cycle.map(|(a, b)| Cycle {
            from_ply: a + 1,
            to_ply: b,
        }),
        occurrences: occ,
        verdict,
        violations,
        summary: summary_txt,
        moves: reports,
        articles,
        explanation,
        search_truncated,
    })
}
