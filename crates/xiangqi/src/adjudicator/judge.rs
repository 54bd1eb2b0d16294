//! Judging: a cycle's classified moves → the decision ([`judge_cycle`], per rule set), and a
//! whole game: find the cycle → classify each move → judge → explain ([`judge`]).

use crate::{IllegalMoveError, Move, Outcome, Position};

use super::articles::ArticleId;
use super::classify::classify_played;
use super::cycle::{side_of, simple_cycles, Identities, JudgeError};
use super::explain::{self, articles, Text, Words};
use super::label::{CycleEntry, MoveAnalysis};
use super::options::{JudgeOptions, RuleSet};
use super::profile::Profile;
use super::report::{Cycle, GameStatus, JudgeReport, MoveReport, Summary};
use super::verdict::{Judgement, SideReport};
use super::walk::{entry, State, Walk};
use super::{axf, chinese};

/// The profile of a rule set: the one place a [`RuleSet`] is resolved into what the shared
/// readers ask for (every entry point resolves it once and passes it down).
pub(crate) fn profile(rules: RuleSet) -> &'static Profile {
    match rules {
        RuleSet::Axf => &axf::PROFILE,
        RuleSet::Chinese => &chinese::CURRENT,
        RuleSet::Chinese1965 => &chinese::E1965,
    }
}

pub use super::cycle::MAX_JUDGE_MOVES;

/// How many of the last moves get a full classification in the report (all moves of the
/// judged cycle always do).
pub const MAX_CLASSIFIED: usize = 256;

/// Of the classified plies, the searches for mate threats and threats by check run for the last
/// this many; earlier plies of a longer judged window (a hostile input can make one 200,000 plies
/// long) get their checks and chases but no search, and report `search_truncated`. This bounds a
/// call's search work whatever the input.
pub const MAX_SEARCHED: usize = 1024;

/// The words of the rule set whose articles `articles` cites (a judgement or a side report
/// rendered on its own, without its rule set).
fn words_of(articles: &[ArticleId]) -> &'static Words {
    if articles.iter().any(|a| matches!(a, ArticleId::Chinese(_))) {
        chinese::CURRENT.words
    } else {
        axf::PROFILE.words
    }
}

/// The one-line summary of what a side does in the cycle, in the words of the rule set its
/// articles are from.
pub fn summary(side: &SideReport) -> Text {
    explain::summary(side, words_of(&side.articles))
}

/// The explanation of a judgement: both sides' summaries, the faults, the verdict — in the words
/// of the rule set its articles are from.
///
/// ```
/// use xiangqi::adjudicator::{explanation, Judgement};
/// assert!(explanation(&Judgement::none()).en.contains("no repetition"));
/// ```
pub fn explanation(j: &Judgement) -> Text {
    explain::explanation(j, words_of(&j.articles))
}

/// Judges a cycle given as entries (see [`CycleEntry`]) under `rules`.
///
/// The sides at fault are both when both commit the same violation (原则2); under 原则3
/// (perpetual check against perpetual chase) only the checker, whose checks forced the replies;
/// otherwise the violating side.
///
/// ```
/// use xiangqi::Color;
/// use xiangqi::adjudicator::{judge_cycle, CycleEntry, Label, Pattern, RuleSet, Verdict};
/// let entry = |side, label, answers_check| CycleEntry {
///     side, labels: vec![label], answers_check, moved: 0, checks: vec![], chases: vec![],
///     attacks: vec![], forced: false,
/// };
/// let (check, idle) = (Label::Check, Label::Idle);
/// let j = judge_cycle(
///     &[entry(Color::Black, idle, true), entry(Color::Red, check, false),
///       entry(Color::Black, idle, true), entry(Color::Red, check, false)],
///     RuleSet::Axf,
/// );
/// assert_eq!(j.verdict, Verdict::RedMustChange);
/// assert_eq!(j.sides.red.pattern, Pattern::PerpetualCheck);
/// assert_eq!(j.sides.black.pattern, Pattern::CheckEvasion);
/// assert!(j.sides.red.violates && !j.sides.black.violates);
/// ```
pub fn judge_cycle(cycle: &[CycleEntry], rules: RuleSet) -> Judgement {
    (profile(rules).judge)(cycle)
}
/// Classifies `m`, played by the side to move in `pos`, under `opts.rules` with
/// `opts.mate_search`: what counts as a chase depends on the rule set (a protected horse
/// attacked by an elephant is chased under the Chinese rules, 得子; not under the AXF rules).
/// [`describe`] reports the same reading as [`judge`] does.
///
/// ```
/// use xiangqi::{Move, Position, Square, adjudicator::{classify, JudgeOptions, Label, RuleSet}};
/// let pos = Position::from_fen("c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w").unwrap();
/// let m = Move::new(Square::H8, Square::H9);
/// let a = classify(&pos, m, &JudgeOptions::default()).unwrap();
/// assert_eq!(a.labels, vec![Label::Check]);
///
/// let pos = Position::from_fen("4k1r2/9/9/4p4/9/6n2/9/9/9/2B1K4 w").unwrap();
/// let m = Move::new(Square::C0, Square::E2);
/// let chinese = JudgeOptions { rules: RuleSet::Chinese, ..JudgeOptions::default() };
/// assert!(classify(&pos, m, &chinese).unwrap().has(Label::Chase));
/// assert!(!classify(&pos, m, &JudgeOptions::default()).unwrap().has(Label::Chase));
/// ```
pub fn classify(
    pos: &Position,
    m: Move,
    opts: &JudgeOptions,
) -> Result<MoveAnalysis, IllegalMoveError> {
    let after = pos.play(m)?;
    Ok(classify_played(
        pos,
        m,
        &after,
        opts.mate_search,
        profile(opts.rules),
    ))
}

/// Classifies one move under `opts.rules` with `opts.mate_search` and reports it as [`judge`]
/// does (labels, checks, chases, notations, text); [`classify`](super::classify) is the bare
/// reading.
///
/// ```
/// use xiangqi::{Move, Position, Square};
/// use xiangqi::adjudicator::{describe, JudgeOptions, Label};
/// let pos = Position::from_fen("c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w").unwrap();
/// let m = Move::new(Square::H8, Square::H9);
/// let r = describe(&pos, m, &JudgeOptions::default()).unwrap();
/// assert_eq!(r.labels, vec![Label::Check]);
/// assert_eq!(r.chinese, "车二进一");
/// ```
pub fn describe(
    pos: &Position,
    m: Move,
    opts: &JudgeOptions,
) -> Result<MoveReport, IllegalMoveError> {
    let after = pos.play(m)?;
    let a = classify_played(pos, m, &after, opts.mate_search, profile(opts.rules));
    Ok(MoveReport::new(pos, m, Some(&a)))
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
    // First pass: legality, repetition keys and links, counters, where the game ended.
    let mut walk = Walk::with_capacity(start, opts, profile(opts.rules), moves.len());
    for (i, &m) in moves.iter().enumerate() {
        walk.push(m)
            .map_err(|_| JudgeError::IllegalMove { ply: i + 1, mv: m })?;
    }
    let n = moves.len();
    let cycle = walk.window(opts.pattern);
    let cycle_from = cycle.map_or(n, |c| c.0);
    let classify_from = if opts.label_history {
        cycle_from.min(n.saturating_sub(MAX_CLASSIFIED))
    } else {
        cycle_from
    };

    // Second pass over the tail: positions, identities, classifications.
    let State { mut pos, mut ids } = walk.state_at(0);
    let mut reports = Vec::with_capacity(n);
    let mut entries: Vec<CycleEntry> = Vec::new();
    let mut search_truncated = false;
    walk.search_from(n.saturating_sub(MAX_SEARCHED));
    // The positions before the classified moves (the memo compares them).
    let mut classified: Vec<Position> = Vec::with_capacity(n - classify_from);
    for (i, &m) in moves.iter().enumerate() {
        let side = side_of(start.turn(), i);
        let mut after = pos.clone();
        after.play_unchecked(m);
        ids.play(m);
        let in_cycle = cycle.is_some_and(|(a, b)| i >= a && i < b);
        let analysis = (i >= classify_from).then(|| {
            walk.label(i, &pos, &after, |j, p| {
                j >= classify_from && classified[j - classify_from].same_position(p)
            })
        });
        if let (true, Some(a)) = (in_cycle, &analysis) {
            search_truncated |= a.search_truncated;
            entries.push(entry(side, pos.is_check(), m, a, &ids));
        }
        let mut report = MoveReport::new(&pos, m, analysis.as_ref());
        report.ply = i + 1;
        report.in_cycle = in_cycle;
        reports.push(report);
        let before = std::mem::replace(&mut pos, after);
        if i >= classify_from {
            classified.push(before);
        }
    }

    Ok(assemble(Judged {
        options: opts,
        last: &walk.now().pos,
        last_ids: &ids,
        cycle: cycle.map(|(a, b)| Cycle {
            from_ply: a + 1,
            to_ply: b,
        }),
        entries: &entries,
        keys: cycle.map_or(&[][..], |(a, b)| walk.keys(a, b)),
        search_truncated,
        occurrences: walk.occurrences(n),
        quiet_plies: walk.counters(n).0,
        ended: walk.ended(),
        moves: reports,
    }))
}

/// Judges a window (`keys`: its positions, one more than `entries`) cycle by cycle: a side is
/// at fault only when it is at fault in every simple cycle the window is made of
/// ([`simple_cycles`]: the rulebook judges each on its own, 图107, and a forbidden play must be
/// kept up while the position recurs, 细则3). The judgement reported is the latest cycle's that
/// has the window's faults; when none has, the window is judged as one sequence.
fn judge_window(entries: &[CycleEntry], keys: &[u64], rules: &Profile) -> Judgement {
    if keys.len() != entries.len() + 1 {
        return (rules.judge)(entries);
    }
    let parts = simple_cycles(keys);
    if parts.len() <= 1 {
        return (rules.judge)(entries);
    }
    let judged: Vec<Judgement> = parts
        .iter()
        .map(|p| {
            let part: Vec<CycleEntry> = p.iter().map(|&i| entries[i].clone()).collect();
            (rules.judge)(&part)
        })
        .collect();
    let red = judged.iter().all(|j| j.sides.red.violates);
    let black = judged.iter().all(|j| j.sides.black.violates);
    judged
        .into_iter()
        .rev()
        .find(|j| j.sides.red.violates == red && j.sides.black.violates == black)
        .unwrap_or_else(|| (rules.judge)(entries))
}

/// What [`assemble`] makes a report of: the judged cycle's entries and the game's counters.
pub(crate) struct Judged<'a> {
    pub options: &'a JudgeOptions,
    /// The final position.
    pub last: &'a Position,
    /// The identities of its pieces (where the pieces the verdict names stand now).
    pub last_ids: &'a Identities,
    pub cycle: Option<Cycle>,
    /// The moves of the cycle, classified.
    pub entries: &'a [CycleEntry],
    /// The positions of the cycle (one more than `entries`; empty without a cycle).
    pub keys: &'a [u64],
    /// Whether a mate-threat search hit its limit on a move of the cycle.
    pub search_truncated: bool,
    /// Of the final position.
    pub occurrences: usize,
    /// Plies without a capture at the end (see [`JudgeOptions::max_counted_checks`]).
    pub quiet_plies: u32,
    /// Where the game was first over (moves played, how), if it was.
    pub ended: Option<(usize, GameStatus)>,
    /// The moves to list in the report.
    pub moves: Vec<MoveReport>,
}

/// Judges the cycle and states the game: the end of [`judge`], shared with [`crate::Game`].
pub(crate) fn assemble(j: Judged) -> JudgeReport {
    let opts = j.options;
    let rules = profile(opts.rules);
    let mut judgement = match j.cycle {
        Some(_) => judge_window(j.entries, j.keys, rules),
        None => Judgement::none(),
    };
    judgement.place(j.last_ids);
    let verdict = judgement.verdict;
    let (status, result) = match j.last.outcome() {
        Some(o) if j.last.is_check() => (GameStatus::Checkmate, Some(o)),
        Some(o) => (GameStatus::Stalemate, Some(o)),
        None if j.last.is_dead_position() => (GameStatus::DeadPosition, Some(Outcome::Draw)),
        // Two occurrences or more: there is a cycle (the window between the last two).
        None if j.occurrences >= opts.ends().fold => {
            let r = Outcome::from_winner(verdict.must_change().map(|c| !c));
            (GameStatus::Repetition, Some(r))
        }
        None if j.quiet_plies >= opts.move_limit => (GameStatus::MoveLimit, Some(Outcome::Draw)),
        None => (GameStatus::Ongoing, None),
    };
    JudgeReport {
        rules: opts.rules,
        final_fen: j.last.fen(),
        status,
        result,
        ended_at_ply: j.ended.map(|e| e.0),
        ended_status: j.ended.map(|e| e.1),
        cycle: j.cycle,
        occurrences: j.occurrences,
        verdict,
        violations: judgement.violations(),
        summary: match j.cycle {
            Some(_) => Summary {
                red: explain::summary(&judgement.sides.red, rules.words),
                black: explain::summary(&judgement.sides.black, rules.words),
            },
            None => Summary::default(),
        },
        moves: j.moves,
        articles: articles(&judgement),
        explanation: explain::explanation(&judgement, rules.words),
        sides: judgement.sides,
        search_truncated: j.search_truncated,
    }
}
