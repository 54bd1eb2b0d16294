//! Judging: a cycle's classified moves → the decision ([`judge_cycle`], per rule set), and a
//! whole game: find the cycle → classify each move → judge → explain ([`judge`]).

use crate::keymap::KeyMap;
use crate::{Color, IllegalMoveError, Move, Outcome, Position};

use super::classify::{classify_known, classify_played};
use super::cycle::{
    judged_window, occurrences, replay, side_of, simple_cycles, Identities, JudgeError, PieceId,
};
use super::explain::{articles, explanation, summary};
use super::label::{AttackEntry, CycleEntry, MoveAnalysis};
use super::options::{JudgeOptions, RuleSet};
use super::report::{Cycle, GameStatus, JudgeReport, MoveReport, Summary};
use super::threat::MateSearch;
use super::verdict::Judgement;
use super::{axf, chinese};

/// The most moves [`judge`] accepts.
pub const MAX_JUDGE_MOVES: usize = 200_000;

/// How many of the last moves get a full classification in the report (all moves of the
/// judged cycle always do).
pub const MAX_CLASSIFIED: usize = 256;

/// Of the classified plies, the searches for mate threats and threats by check run for the last
/// this many; earlier plies of a longer judged window (a hostile input can make one 200,000 plies
/// long) get their checks and chases but no search, and report `search_truncated`. This bounds a
/// call's search work whatever the input.
pub const MAX_SEARCHED: usize = 1024;

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
    match rules {
        RuleSet::Axf => axf::judge(cycle),
        RuleSet::Chinese => chinese::judge(cycle, chinese::Edition::CURRENT),
        RuleSet::Chinese1965 => chinese::judge(cycle, chinese::Edition::E1965),
    }
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
    let a = classify_played(pos, m, &after, opts.mate_search, opts.rules);
    Ok(MoveReport::new(pos, m, Some(&a)))
}

/// The judge's view of a classified move; `ids` are the identities after the move.
pub(crate) fn entry(
    side: Color,
    answers_check: bool,
    m: Move,
    a: &MoveAnalysis,
    ids: &Identities,
) -> CycleEntry {
    let id = |sq| ids.get(sq).unwrap_or(PieceId::MAX);
    let tracked = |attacks: &[super::Attack]| {
        attacks
            .iter()
            .map(|&c| AttackEntry {
                chaser: id(c.chaser),
                target: id(c.target),
                attack: c,
            })
            .collect()
    };
    CycleEntry {
        side,
        labels: a.labels.clone(),
        answers_check,
        moved: id(m.to),
        checks: tracked(&a.checks),
        chases: tracked(&a.chases),
        attacks: tracked(&a.attacks),
        forced: a.forced,
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
    let rep = replay(start, moves, opts.max_counted_checks, opts.ends())?;
    let n = moves.len();
    let cycle = if opts.pattern && n > 0 {
        Some((0, n))
    } else {
        judged_window(&rep.keys, opts.ends().fold)
    };
    let cycle_from = cycle.map_or(n, |c| c.0);
    let classify_from = if opts.label_history {
        cycle_from.min(n.saturating_sub(MAX_CLASSIFIED))
    } else {
        cycle_from
    };

    // Second pass over the tail: positions, identities, classifications.
    let mut pos = start.clone();
    let mut ids = Identities::new(start);
    let mut reports = Vec::with_capacity(n);
    let mut entries: Vec<CycleEntry> = Vec::new();
    let mut search_truncated = false;
    let searched_from = n.saturating_sub(MAX_SEARCHED);
    let no_search = MateSearch {
        max_nodes: 0,
        ..opts.mate_search
    };
    let mut memo: KeyMap<(u64, Move, bool), (Position, MoveAnalysis)> = KeyMap::default();
    // Whether the last move was searched, and its mating line (the search 拦 asks about).
    let mut last_threat: Option<(bool, Vec<Move>)> = None;
    for (i, &m) in moves.iter().enumerate() {
        let side = side_of(start.turn(), i);
        let mut after = pos.clone();
        after.play_unchecked(m);
        ids.play(m);
        let in_cycle = cycle.is_some_and(|(a, b)| i >= a && i < b);
        let analysis = (i >= classify_from).then(|| {
            // A move in a position already seen (a repetition) is classified once: the
            // classification depends only on placement, side to move and move, and long
            // histories of repetitions would otherwise repeat the costly searches.
            let searched = i >= searched_from;
            let key = (pos.zobrist(), m, searched);
            match memo.get(&key) {
                Some((p, a)) if p.same_position(&pos) => a.clone(),
                _ => {
                    let limits = if searched {
                        opts.mate_search
                    } else {
                        no_search
                    };
                    let threat = last_threat.as_ref().filter(|t| t.0 == searched);
                    let threat = threat.map(|t| t.1.as_slice());
                    let a = classify_known(&pos, m, &after, limits, opts.rules, threat);
                    memo.insert(key, (pos.clone(), a.clone()));
                    a
                }
            }
        });
        last_threat = analysis
            .as_ref()
            .filter(|a| !a.search_truncated)
            .map(|a| (i >= searched_from, a.mate_line.clone()));
        if let (true, Some(a)) = (in_cycle, &analysis) {
            search_truncated |= a.search_truncated;
            entries.push(entry(side, pos.is_check(), m, a, &ids));
        }
        let mut report = MoveReport::new(&pos, m, analysis.as_ref());
        report.ply = i + 1;
        report.in_cycle = in_cycle;
        reports.push(report);
        pos = after;
    }

    Ok(assemble(Judged {
        options: opts,
        last: &rep.last,
        last_ids: &ids,
        cycle: cycle.map(|(a, b)| Cycle {
            from_ply: a + 1,
            to_ply: b,
        }),
        entries: &entries,
        keys: cycle.map_or(&[][..], |(a, b)| &rep.keys[a..=b]),
        search_truncated,
        occurrences: occurrences(&rep.keys),
        quiet_plies: rep.quiet_plies,
        ended: rep.ended,
        moves: reports,
    }))
}

/// Judges a window (`keys`: its positions, one more than `entries`) cycle by cycle: a side is
/// at fault only when it is at fault in every simple cycle the window is made of
/// ([`simple_cycles`]: the rulebook judges each on its own, 图107, and a forbidden play must be
/// kept up while the position recurs, 细则3). The judgement reported is the latest cycle's that
/// has the window's faults; when none has, the window is judged as one sequence.
fn judge_window(entries: &[CycleEntry], keys: &[u64], rules: RuleSet) -> Judgement {
    if keys.len() != entries.len() + 1 {
        return judge_cycle(entries, rules);
    }
    let parts = simple_cycles(keys);
    if parts.len() <= 1 {
        return judge_cycle(entries, rules);
    }
    let judged: Vec<Judgement> = parts
        .iter()
        .map(|p| {
            let part: Vec<CycleEntry> = p.iter().map(|&i| entries[i].clone()).collect();
            judge_cycle(&part, rules)
        })
        .collect();
    let red = judged.iter().all(|j| j.sides.red.violates);
    let black = judged.iter().all(|j| j.sides.black.violates);
    judged
        .into_iter()
        .rev()
        .find(|j| j.sides.red.violates == red && j.sides.black.violates == black)
        .unwrap_or_else(|| judge_cycle(entries, rules))
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
    let mut judgement = match j.cycle {
        Some(_) => judge_window(j.entries, j.keys, opts.rules),
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
                red: summary(&judgement.sides.red),
                black: summary(&judgement.sides.black),
            },
            None => Summary::default(),
        },
        moves: j.moves,
        articles: articles(&judgement),
        explanation: explanation(&judgement),
        sides: judgement.sides,
        search_truncated: j.search_truncated,
    }
}
