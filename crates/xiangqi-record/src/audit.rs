//! Where a game's recorded result contradicts the referee: the per-game part of an archive
//! audit (`xiangqi audit`, the wasm package's `auditRecord`, the workbench's Audit button).
//!
//! The contradictions ([`Kind`]):
//! - `draw_but_side_at_fault`: the record ends in a repetition that one side must change, and
//!   calls the game drawn;
//! - `win_for_side_at_fault`: … and records a win for the side that must change;
//! - `loss_for_winner`: the record ends in a mate (checkmate or stalemate, both a loss in
//!   xiangqi), and records a loss, or a draw, for the side that mated;
//! - `continued_past_mate`: the record goes on after a mate (its next move cannot be legal).
//!
//! A repetition that a side must change is what the referee says at the third occurrence; the
//! side loses only if it goes on (AXF 细则3), so such a game has no judged result here — the
//! verdict stands beside the recorded result ([`referee_result`], [`referee_says`]).
//!
//! ```
//! use xiangqi::adjudicator::RuleSet;
//! use xiangqi_record::{audit, read, ReadOptions};
//!
//! // A short game recorded drawn, with no repetition: nothing to contradict.
//! let pgn = "[Result \"1/2-1/2\"]\n1. h2e2 h9g7 1/2-1/2\n";
//! let game = &read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games[0];
//! let a = audit::audit_game(0, game, RuleSet::Axf, 3);
//! assert_eq!(a.plies, 2);
//! assert!(a.mismatch.is_none());
//! ```

use xiangqi::adjudicator::{
    judge, GameStatus, JudgeOptions, JudgeReport, Pattern, RuleSet, Verdict,
};
use xiangqi::{Color, Move, Outcome, Position};

use crate::{GameRecord, GameResult as RecordedResult, RecordError, RecordErrorKind, Tags};

/// The kind of contradiction between the record and the referee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "MismatchKind")
)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A repetition a side must change, recorded as a draw.
    DrawButSideAtFault,
    /// A repetition a side must change, recorded as a win for that side.
    WinForSideAtFault,
    /// A mate recorded as a loss or a draw for the side that mated.
    LossForWinner,
    /// Moves recorded after a mate.
    ContinuedPastMate,
}

impl Kind {
    /// The name, as in the JSON: `draw_but_side_at_fault`, ….
    pub const fn name(self) -> &'static str {
        match self {
            Kind::DrawButSideAtFault => "draw_but_side_at_fault",
            Kind::WinForSideAtFault => "win_for_side_at_fault",
            Kind::LossForWinner => "loss_for_winner",
            Kind::ContinuedPastMate => "continued_past_mate",
        }
    }
}

/// Where the record and the referee disagree (JSON `{kind, ply, pattern, article, reason,
/// recurred?, cycle?}`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Mismatch {
    /// What kind of contradiction.
    #[cfg_attr(feature = "tsify", tsify(type = "MismatchKind"))]
    pub kind: Kind,
    /// The ply the referee rules at (the number of moves played).
    pub ply: usize,
    /// The pattern of the side at fault (repetitions).
    #[cfg_attr(feature = "tsify", tsify(type = "Pattern | null"))]
    pub pattern: Option<Pattern>,
    /// The article the verdict rests on, as printed (`总纲3`, …).
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    pub article: Option<&'static str>,
    /// What the referee would say, with the recorded result beside it (English).
    pub reason: String,
    /// The plies (moves played) at which the final position stood (repetitions).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub recurred: Vec<usize>,
    /// The window judged: `[fromPly, toPly]` (repetitions).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional, type = "[number, number]"))]
    pub cycle: Option<[usize; 2]>,
}

/// The name of a rule set as printed in a reason: `AXF`, `Chinese`, `Chinese 1965`.
pub const fn rules_name(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Axf => "AXF",
        RuleSet::Chinese => "Chinese",
        RuleSet::Chinese1965 => "Chinese 1965",
    }
}

/// The name of a pattern as in the JSON of reports (`perpetual_check`, …).
pub fn pattern_name(p: Pattern) -> String {
    // The serde name (`rename_all = "snake_case"`) of the variant's Debug name.
    let debug = format!("{p:?}");
    let mut out = String::with_capacity(debug.len() + 4);
    for (i, ch) in debug.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

fn side(c: Color) -> &'static str {
    c.fold("Red", "Black")
}

/// The recorded result in words.
fn recorded_words(r: Option<RecordedResult>) -> &'static str {
    match r.and_then(RecordedResult::outcome) {
        Some(Outcome::Decisive { winner: Color::Red }) => "recorded as a win for Red",
        Some(Outcome::Decisive {
            winner: Color::Black,
        }) => "recorded as a win for Black",
        Some(Outcome::Draw) => "recorded as a draw",
        None => "no result recorded",
    }
}

fn recorded_win(r: Option<RecordedResult>) -> Option<Color> {
    r.and_then(RecordedResult::outcome)
        .and_then(Outcome::winner)
}

/// The judged result as an audit shows it: a repetition that a side must change has none when
/// the record calls the game drawn (the referee tells the side to change; it loses only if it
/// goes on), so that no audit says `red_wins` of a game recorded as a draw.
pub fn referee_result(report: &JudgeReport, recorded: Option<RecordedResult>) -> Option<Outcome> {
    let told_to_change =
        report.status == GameStatus::Repetition && report.verdict.must_change().is_some();
    if told_to_change && recorded == Some(RecordedResult::DRAW) {
        return None;
    }
    report.result
}

/// The plies (moves played, 0 the start) at which the final position stands.
fn recurrences(start: &Position, moves: &[Move]) -> Vec<usize> {
    let mut pos = start.clone();
    let mut keys = vec![pos.zobrist()];
    for &m in moves {
        pos.play_unchecked(m);
        keys.push(pos.zobrist());
    }
    let last = *keys.last().expect("the start");
    keys.iter()
        .enumerate()
        .filter(|&(_, &k)| k == last)
        .map(|(i, _)| i)
        .collect()
}

/// Where the repetition stands: "the position at plies 74, 78, 82; plies 75–82 judged" (the
/// plies at which the final position stood, and the window of moves judged).
fn where_repeated(report: &JudgeReport, recurred: &[usize]) -> String {
    let plies: Vec<String> = recurred.iter().map(usize::to_string).collect();
    let mut s = format!("the position at plies {}", plies.join(", "));
    if let Some(cy) = report.cycle {
        s.push_str(&format!("; plies {}–{} judged", cy.from_ply, cy.to_ply));
    }
    s
}

/// What a referee would say of a game that ends in a repetition (the mainline `moves` from
/// `start`), with the recorded result beside it: "a 3-fold repetition (the position at plies 2,
/// 6, 10; plies 3–10 judged), Red at fault (AXF 总纲3: perpetual_check), Red must change;
/// recorded as a draw". `None` unless the game ends in a repetition.
pub fn referee_says(
    report: &JudgeReport,
    recorded: Option<RecordedResult>,
    start: &Position,
    moves: &[Move],
) -> Option<String> {
    if report.status != GameStatus::Repetition {
        return None;
    }
    let rules = rules_name(report.rules);
    let head = format!(
        "a {}-fold repetition ({})",
        report.occurrences,
        where_repeated(report, &recurrences(start, moves))
    );
    Some(match report.verdict.must_change() {
        Some(c) => {
            let s = report.sides.of(c);
            let article = s.articles.first().map(|a| a.title()).unwrap_or("");
            format!(
                "{head}, {} at fault ({rules} {article}: {}), {} must change; {}",
                side(c),
                pattern_name(s.pattern),
                side(c),
                recorded_words(recorded)
            )
        }
        None => format!(
            "{head}, no side at fault under {rules} (a draw); {}",
            recorded_words(recorded)
        ),
    })
}

/// Where the record (`game`, its mainline `moves`) and the referee's `report` on those moves
/// disagree; `None` when they agree.
pub fn mismatch(game: &GameRecord, moves: &[Move], report: &JudgeReport) -> Option<Mismatch> {
    let ply = moves.len();
    let recorded = game.result;
    let rules = rules_name(report.rules);
    match report.status {
        GameStatus::Checkmate | GameStatus::Stalemate => {
            let winner = match report.result {
                Some(Outcome::Decisive { winner: Color::Red }) => Color::Red,
                _ => Color::Black,
            };
            let how = if report.status == GameStatus::Checkmate {
                "checkmated"
            } else {
                "stalemated (no legal move, a loss in xiangqi)"
            };
            let cut_after = matches!(
                game.error.as_ref().map(|e| &e.kind),
                Some(RecordErrorKind::Move { .. })
            );
            let (kind, tail) = if cut_after {
                (Kind::ContinuedPastMate, "the record goes on after it")
            } else if recorded_win(recorded) == Some(!winner)
                || recorded == Some(RecordedResult::DRAW)
            {
                (Kind::LossForWinner, recorded_words(recorded))
            } else {
                return None;
            };
            Some(Mismatch {
                kind,
                ply,
                pattern: None,
                article: None,
                reason: format!(
                    "{} is {how} after ply {ply}, {} wins; {tail}",
                    side(!winner),
                    side(winner)
                ),
                recurred: Vec::new(),
                cycle: None,
            })
        }
        GameStatus::Repetition => {
            let c = report.verdict.must_change()?;
            let kind = if recorded == Some(RecordedResult::DRAW) {
                Kind::DrawButSideAtFault
            } else if recorded_win(recorded) == Some(c) {
                Kind::WinForSideAtFault
            } else {
                return None;
            };
            let s = report.sides.of(c);
            let article = s.articles.first().map(|a| a.title());
            let recurred = recurrences(&game.start, moves);
            let cycle = report.cycle.map(|cy| [cy.from_ply, cy.to_ply]);
            Some(Mismatch {
                kind,
                ply,
                pattern: Some(s.pattern),
                article,
                reason: format!(
                    "a {}-fold repetition ({}), {} at fault ({rules} {}: {}), {} must change; {}",
                    report.occurrences,
                    where_repeated(report, &recurred),
                    side(c),
                    article.unwrap_or(""),
                    pattern_name(s.pattern),
                    side(c),
                    recorded_words(recorded)
                ),
                recurred,
                cycle,
            })
        }
        _ => None,
    }
}

/// An error in an audited game: the record's (the game was cut short; what came before is
/// judged) or the referee's.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AuditError {
    /// The stable code (`ERR_RECORD_MOVE`, `ERR_LIMIT`, …).
    pub code: &'static str,
    /// What went wrong, in English.
    pub message: String,
    /// The ply of the bad move.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub ply: Option<usize>,
    /// The 1-based line (text records).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub line: Option<usize>,
    /// The byte offset.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub offset: Option<usize>,
    /// What went wrong, as data (record errors: as a record `XiangqiError`'s `details`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional, type = "RecordErrorDetails"))]
    pub details: Option<RecordErrorKind>,
}

impl From<&RecordError> for AuditError {
    fn from(e: &RecordError) -> AuditError {
        AuditError {
            code: e.code(),
            message: e.to_string(),
            ply: e.ply,
            line: e.line,
            offset: e.offset,
            details: Some(e.kind.clone()),
        }
    }
}

/// One game of a record judged under one rule set (TypeScript `GameAudit`): the referee's
/// report beside the recorded result, and where they disagree.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GameAudit {
    /// The game's index in the record (0-based).
    pub index: usize,
    /// The rule set judged under.
    pub rules: RuleSet,
    /// The header tags (camelCase keys: `event`, `red`, `black`, `title`, …).
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    pub tags: Tags,
    /// The mainline's length.
    pub plies: usize,
    /// The result the record states.
    #[cfg_attr(
        feature = "tsify",
        tsify(type = "\"1-0\" | \"0-1\" | \"1/2-1/2\" | \"*\" | null")
    )]
    pub recorded_result: Option<RecordedResult>,
    /// The referee's verdict on the final position (`null` if it could not judge).
    #[cfg_attr(feature = "tsify", tsify(type = "Verdict | null"))]
    pub verdict: Option<Verdict>,
    /// How the mainline ends.
    #[cfg_attr(feature = "tsify", tsify(type = "GameStatus | null"))]
    pub status: Option<GameStatus>,
    /// The judged result ([`referee_result`]: none for a repetition a side must change that
    /// the record calls drawn).
    #[cfg_attr(feature = "tsify", tsify(type = "GameResult | null"))]
    pub result: Option<Outcome>,
    /// What a referee would say of a final repetition ([`referee_says`]).
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    pub says: Option<String>,
    /// The window judged, `[fromPly, toPly]`, when the game ends in a repetition: where to open
    /// the game to see its cycle.
    #[cfg_attr(feature = "tsify", tsify(type = "[number, number] | null"))]
    pub cycle: Option<[usize; 2]>,
    /// Where the record and the referee disagree, or `null`.
    #[cfg_attr(feature = "tsify", tsify(type = "Mismatch | null"))]
    pub mismatch: Option<Mismatch>,
    /// The game's own error (cut short: the moves before it are judged) or the referee's.
    #[cfg_attr(feature = "tsify", tsify(type = "AuditError | null"))]
    pub error: Option<AuditError>,
}

/// Judges `game`'s mainline under `rules` (the game ends at the `fold`-th occurrence) and sets
/// it beside the recorded result.
pub fn audit_game(index: usize, game: &GameRecord, rules: RuleSet, fold: u32) -> GameAudit {
    let moves = game.moves();
    let opts = JudgeOptions {
        rules,
        fold,
        label_history: false,
        ..JudgeOptions::default()
    };
    let mut out = GameAudit {
        index,
        rules,
        tags: game.tags.clone(),
        plies: moves.len(),
        recorded_result: game.result,
        verdict: None,
        status: None,
        result: None,
        says: None,
        cycle: None,
        mismatch: None,
        error: game.error.as_ref().map(AuditError::from),
    };
    match judge(&game.start, &moves, &opts) {
        Ok(report) => {
            out.verdict = Some(report.verdict);
            out.status = Some(report.status);
            out.result = referee_result(&report, game.result);
            out.says = referee_says(&report, game.result, &game.start, &moves);
            out.cycle = report.cycle.map(|cy| [cy.from_ply, cy.to_ply]);
            out.mismatch = mismatch(game, &moves, &report);
        }
        Err(e) => {
            out.error.get_or_insert_with(|| AuditError {
                code: e.code(),
                message: e.to_string(),
                ply: None,
                line: None,
                offset: None,
                details: None,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{read, ReadOptions};

    #[test]
    fn pattern_names_are_the_serde_names() {
        for (p, name) in [
            (Pattern::PerpetualCheck, "perpetual_check"),
            (Pattern::OneCheckOneIdle, "one_check_one_idle"),
            (Pattern::None, "none"),
        ] {
            assert_eq!(pattern_name(p), name);
            assert_eq!(serde_json::to_value(p).unwrap(), name);
        }
    }

    /// A perpetual check by Red (the chariot checks along ranks 9 and 8 as the general
    /// shuttles), the record calling it drawn → `draw_but_side_at_fault`; the same moves
    /// recorded as a win for Black (the side owed the win) → no mismatch.
    #[test]
    fn repetition_recorded_as_draw_is_a_mismatch_and_as_black_win_is_not() {
        let fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
        let moves = "a0a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9";
        let draw = format!("[FEN \"{fen}\"]\n[Result \"1/2-1/2\"]\n{moves} 1/2-1/2\n");
        let g = &read(draw.as_bytes(), &ReadOptions::default())
            .unwrap()
            .games[0];
        let a = audit_game(0, g, RuleSet::Axf, 3);
        assert_eq!(a.status, Some(GameStatus::Repetition), "{a:?}");
        let m = a.mismatch.expect("a mismatch");
        assert_eq!(m.kind, Kind::DrawButSideAtFault);
        assert_eq!(m.pattern, Some(Pattern::PerpetualCheck));
        assert!(m.reason.contains("Red at fault"), "{}", m.reason);
        assert_eq!(
            a.result, None,
            "no red_wins/black_wins for a game recorded drawn"
        );
        assert!(a.cycle.is_some());

        let black = draw.replace("1/2-1/2", "0-1");
        let g = &read(black.as_bytes(), &ReadOptions::default())
            .unwrap()
            .games[0];
        let a = audit_game(0, g, RuleSet::Axf, 3);
        assert!(a.mismatch.is_none(), "{a:?}");
        assert_eq!(
            a.result,
            Some(Outcome::Decisive {
                winner: Color::Black
            })
        );
    }
}
