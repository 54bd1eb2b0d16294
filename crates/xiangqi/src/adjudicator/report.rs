//! The shapes of the reports, defined once: serde gives the CLI's JSON and the JavaScript
//! objects (camelCase keys, snake_case values), and with the `tsify` feature the TypeScript
//! declarations of the wasm package.

use crate::notation::{format_move, Notation};
use crate::{joined, Color, Move, Outcome, Piece, Position, Square};

use super::articles::Article;
use super::explain::{piece_text, Text};
use super::label::{piece_char, Attack, ChaseReason, Label, MoveAnalysis};
use super::options::RuleSet;
use super::verdict::{Sides, Verdict, Violations};

pub use super::cycle::GameStatus;

/// The moves `[from_ply, to_ply]` (1-based, inclusive) of the judged cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Cycle {
    /// First ply of the cycle.
    pub from_ply: usize,
    /// Last ply of the cycle.
    pub to_ply: usize,
}

/// One move of the game in the report.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct MoveReport {
    /// 1-based ply.
    pub ply: usize,
    /// ICCS.
    #[serde(rename = "move")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub mv: Move,
    /// The mover.
    #[cfg_attr(feature = "tsify", tsify(type = "Color"))]
    pub side: Color,
    /// Chinese notation.
    pub chinese: String,
    /// WXF notation.
    pub wxf: String,
    /// Whether the move is part of the judged cycle.
    pub in_cycle: bool,
    /// Labels (empty when the move was not classified: only the last `MAX_CLASSIFIED` (256) moves
    /// and those of the judged cycle are).
    pub labels: Vec<Label>,
    /// For a check: the checking pieces (target: the general).
    pub checks: Vec<Attack>,
    /// For a chase: every chaser/target pair.
    pub chases: Vec<Attack>,
    /// New attacks the move makes that the rules do not count as chases: on a piece with a true
    /// root (`protected`), or on a soldier that has not crossed the river — what a referee asks
    /// about when a move "attacks" but is not labelled 捉.
    pub attacks: Vec<Attack>,
    /// Whether the mover could not have changed: every other legal move is an attack itself
    /// (将, 杀, 捉, 抽: no change of pattern) or would have lost (mated by consecutive checks, or
    /// more material; a fleeing piece's other squares searched a few plies deep). Computed only
    /// under the 1965 Chinese rules (`chinese1965`), whose 无法变着 excuses need it; `false`
    /// otherwise.
    pub forced: bool,
    /// For a mate threat (杀): the mate it threatens, were the opponent to pass — the mover's
    /// checks and the opponent's replies alternately, ending with the mating check (a shortest
    /// mate, the replies resisting longest). Empty for other moves.
    pub mate_line: Vec<LineMove>,
    /// For a threat to win material by check (要抽吃) found by search: the line and its balance
    /// (`null` for other moves).
    #[cfg_attr(feature = "tsify", tsify(type = "CaptureLine | null"))]
    pub capture_line: Option<CaptureLine>,
    /// The labels in words.
    pub text: Text,
    /// Whether the mate-threat search for this move hit its node limit.
    pub search_truncated: bool,
}

impl MoveReport {
    /// The report of `m` (legal in `pos`) as ply 1, outside any cycle; without an analysis the
    /// labels are empty.
    pub(crate) fn new(pos: &Position, m: Move, analysis: Option<&MoveAnalysis>) -> MoveReport {
        let empty = MoveAnalysis::default();
        let a = analysis.unwrap_or(&empty);
        let mate_line = mate_line(pos, m, &a.mate_line);
        let capture_line = CaptureLine::new(mate_line_of(pos, m, &a.capture_line));
        MoveReport {
            ply: 1,
            mv: m,
            side: pos.turn(),
            chinese: format_move(pos, m, Notation::Chinese).unwrap_or_default(),
            wxf: format_move(pos, m, Notation::Wxf).unwrap_or_default(),
            in_cycle: false,
            labels: a.labels.clone(),
            checks: a.checks.clone(),
            chases: a.chases.clone(),
            attacks: super::classify::made_by_move(pos, m, &a.attacks),
            forced: a.forced,
            text: analysis
                .map(|a| move_text(a, &mate_line, capture_line.as_ref()))
                .unwrap_or_default(),
            mate_line,
            capture_line,
            search_truncated: a.search_truncated,
        }
    }
}

/// One move of a line that is not played (the mate line of a mate threat), with what a UI
/// needs to draw and name it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LineMove {
    /// ICCS.
    #[serde(rename = "move")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub mv: Move,
    /// Where the piece moves from (ICCS).
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub from: Square,
    /// Where it moves to (ICCS).
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub to: Square,
    /// The piece moved (FEN letter).
    #[serde(serialize_with = "piece_char")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub piece: Piece,
    /// The piece captured (FEN letter), if any.
    #[serde(serialize_with = "optional_piece_char")]
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    pub captured: Option<Piece>,
    /// Whether the move gives check (every move of the mover's in a mate line does).
    pub check: bool,
    /// Chinese notation.
    pub chinese: String,
    /// WXF notation.
    pub wxf: String,
}

fn optional_piece_char<S: serde::Serializer>(p: &Option<Piece>, s: S) -> Result<S::Ok, S::Error> {
    match p {
        Some(p) => s.serialize_char(p.char()),
        None => s.serialize_none(),
    }
}

/// A threat's line of checks and captures (要抽吃) with its balance: the pieces the mover's
/// moves take and the pieces the opponent's replies take, as FEN letters.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CaptureLine {
    /// The mover's checks and the replies (those that leave the mover least), then the capture
    /// that wins, and the recapture when the piece taken is protected.
    pub moves: Vec<LineMove>,
    /// The pieces the line wins (taken by the mover's moves).
    #[serde(serialize_with = "piece_chars")]
    #[cfg_attr(feature = "tsify", tsify(type = "string[]"))]
    pub won: Vec<Piece>,
    /// The pieces it gives up (taken by the replies).
    #[serde(serialize_with = "piece_chars")]
    #[cfg_attr(feature = "tsify", tsify(type = "string[]"))]
    pub lost: Vec<Piece>,
}

impl CaptureLine {
    fn new(moves: Vec<LineMove>) -> Option<CaptureLine> {
        if moves.is_empty() {
            return None;
        }
        let taken = |parity: usize| -> Vec<Piece> {
            moves
                .iter()
                .enumerate()
                .filter(|(i, _)| i % 2 == parity)
                .filter_map(|(_, lm)| lm.captured)
                .collect()
        };
        let (won, lost) = (taken(0), taken(1));
        Some(CaptureLine { moves, won, lost })
    }
}

fn piece_chars<S: serde::Serializer>(ps: &[Piece], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ps.iter().map(|p| p.char()))
}

/// The moves of `line` (a mate line found after `m` in `pos`, with the opponent passing), as
/// report entries.
fn mate_line(pos: &Position, m: Move, line: &[Move]) -> Vec<LineMove> {
    mate_line_of(pos, m, line)
}

/// The moves of a line found after `m` in `pos`, with the opponent passing, as report entries.
fn mate_line_of(pos: &Position, m: Move, line: &[Move]) -> Vec<LineMove> {
    if line.is_empty() {
        return Vec::new();
    }
    let Some(mut p) = pos.play(m).ok().and_then(|after| after.pass()) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(line.len());
    for &mv in line {
        let Some(piece) = p.board().piece_at(mv.from) else {
            break;
        };
        let (chinese, wxf) = (
            format_move(&p, mv, Notation::Chinese).unwrap_or_default(),
            format_move(&p, mv, Notation::Wxf).unwrap_or_default(),
        );
        let captured = p.capture_of(mv);
        p.play_unchecked(mv);
        out.push(LineMove {
            mv,
            from: mv.from,
            to: mv.to,
            piece,
            captured,
            check: p.is_check(),
            chinese,
            wxf,
        });
    }
    out
}

/// Everything `judge` found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct JudgeReport {
    /// The rule set applied.
    pub rules: RuleSet,
    /// FEN after the last move.
    pub final_fen: String,
    /// The state of the game.
    pub status: GameStatus,
    /// The result when the game is over.
    #[cfg_attr(feature = "tsify", tsify(type = "GameResult | null"))]
    pub result: Option<Outcome>,
    /// Where the game ended, when it did: the number of moves played when it was first over
    /// (0: the start position was over already). Moves given after it (a record that goes on
    /// after a mate, say) do not change `status`, which is the final position's; an
    /// `endedAtPly` below the number of moves says they came after the end.
    #[cfg_attr(feature = "tsify", tsify(type = "number | null"))]
    pub ended_at_ply: Option<usize>,
    /// How the game ended at [`JudgeReport::ended_at_ply`]: checkmate, stalemate, repetition (the
    /// position then had occurred [`JudgeOptions::fold`](super::JudgeOptions::fold) times), the
    /// move limit or a dead position; `null` while it goes on.
    #[cfg_attr(feature = "tsify", tsify(type = "GameStatus | null"))]
    pub ended_status: Option<GameStatus>,
    /// The judged cycle, if any.
    #[cfg_attr(feature = "tsify", tsify(type = "Cycle | null"))]
    pub cycle: Option<Cycle>,
    /// How many times the final position has occurred.
    pub occurrences: usize,
    /// The verdict on the cycle.
    pub verdict: Verdict,
    /// Who violates (the sides' `violates`).
    pub violations: Violations,
    /// Each side's pattern, fault, pieces and articles: the reasons of the verdict as data.
    pub sides: Sides,
    /// What each side does in the cycle, in words.
    pub summary: Summary,
    /// The moves.
    pub moves: Vec<MoveReport>,
    /// Every article the verdict rests on (the sides' and the principle applied), with texts.
    pub articles: Vec<Article>,
    /// Why, in words.
    pub explanation: Text,
    /// Whether a mate-threat search hit its node limit on some move of the cycle.
    pub search_truncated: bool,
}

/// Per-side summaries in words.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Summary {
    /// Red's moves in the cycle.
    pub red: Text,
    /// Black's moves in the cycle.
    pub black: Text,
}

/// Describes one move's labels, e.g. `捉黑炮(h7)` / `chases the black cannon on h7`, and
/// `杀（车二进一、将5平4、车二平六）` / `mate threat (R2+1, K5=4, R2=4)` with the mate line.
pub(crate) fn move_text(
    a: &MoveAnalysis,
    mate_line: &[LineMove],
    capture_line: Option<&CaptureLine>,
) -> Text {
    let mut zh = Vec::new();
    let mut en = Vec::new();
    for &l in &a.labels {
        match l {
            Label::Chase => {
                let mut seen: Vec<Square> = Vec::new();
                for c in &a.chases {
                    if seen.contains(&c.target) {
                        continue;
                    }
                    seen.push(c.target);
                    let t = piece_text(c.target_piece);
                    // A protected piece chased because the exchange on its square nets material
                    // (得子 over several moves, the Chinese rules: `chinese/gain.rs`).
                    if c.protected && c.reason == ChaseReason::Exchange {
                        zh.push(format!("捉有根{}({})，交换得子", t.zh, c.target));
                        en.push(format!(
                            "chases the protected {} on {}: the exchange on its square wins material",
                            t.en, c.target
                        ));
                        continue;
                    }
                    zh.push(format!("捉{}({})", t.zh, c.target));
                    en.push(format!("chases the {} on {}", t.en, c.target));
                }
            }
            Label::MateThreat if !mate_line.is_empty() => {
                let line =
                    |f: fn(&LineMove) -> &str| -> Vec<&str> { mate_line.iter().map(f).collect() };
                zh.push(format!("杀（{}）", joined(&line(|m| &m.chinese), "、")));
                en.push(format!("mate threat ({})", joined(&line(|m| &m.wxf), ", ")));
            }
            Label::DiscoveredCaptureThreat if capture_line.is_some() => {
                let c = capture_line.expect("checked");
                let line =
                    |f: fn(&LineMove) -> &str| -> Vec<&str> { c.moves.iter().map(f).collect() };
                let pieces = |ps: &[Piece], zh: bool| -> String {
                    let names: Vec<String> = ps
                        .iter()
                        .map(|&p| {
                            let t = piece_text(p);
                            if zh {
                                t.zh
                            } else {
                                t.en
                            }
                        })
                        .collect();
                    if names.is_empty() {
                        (if zh { "无" } else { "nothing" }).to_string()
                    } else {
                        joined(&names, if zh { "、" } else { ", " })
                    }
                };
                zh.push(format!(
                    "要抽吃（{}；得{}，失{}）",
                    joined(&line(|m| &m.chinese), "、"),
                    pieces(&c.won, true),
                    pieces(&c.lost, true)
                ));
                en.push(format!(
                    "threat to win material by check ({}; wins {}, gives up {})",
                    joined(&line(|m| &m.wxf), ", "),
                    pieces(&c.won, false),
                    pieces(&c.lost, false)
                ));
            }
            other => {
                zh.push(other.zh().to_string());
                en.push(other.en().to_string());
            }
        }
    }
    Text::new(joined(&zh, "，"), joined(&en, ", "))
}

#[cfg(test)]
mod tests {
    use crate::adjudicator::{describe, ChaseReason, JudgeOptions, RuleSet};
    use crate::{Move, Position};

    /// The move's text says 交换得子 because the classification says why the move chases
    /// ([`ChaseReason`]), not by a second reading: a crossed soldier stepping beside an advisor
    /// rooted by the other advisor chases it under the Chinese rules only because the car behind
    /// wins the exchange on its square (2 advisors for a soldier). Without the advisor's root it
    /// is a plain chase; without the car, no chase at all.
    #[test]
    fn a_chase_by_exchange_is_rendered_from_its_reason() {
        let opts = JudgeOptions {
            rules: RuleSet::Chinese,
            ..JudgeOptions::default()
        };
        let m = Move::new("c8".parse().unwrap(), "d8".parse().unwrap());
        // The reasons of the chases, and whether the text names the exchange.
        let read = |fen: &str| {
            let pos = Position::from_fen(fen).unwrap();
            let r = describe(&pos, m, &opts).unwrap();
            let reasons: Vec<_> = r.chases.iter().map(|c| c.reason).collect();
            (reasons, r.text.zh.contains("捉有根黑士(e8)，交换得子"))
        };
        assert_eq!(
            read("3ak4/2P1a4/9/9/9/9/4R4/9/9/4K4 w"),
            (vec![ChaseReason::Exchange], true)
        );
        // (The soldier then also threatens mate; its chase is a plain one.)
        assert_eq!(
            read("4k4/2P1a4/9/9/9/9/4R4/9/9/4K4 w"),
            (vec![ChaseReason::Unprotected], false)
        );
        assert!(read("3ak4/2P1a4/9/9/9/9/9/9/9/4K4 w").0.is_empty());
    }
}
