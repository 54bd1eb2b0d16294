//! Words for the decision: renders a [`Judgement`] in Chinese and English (a move's labels:
//! `report.rs`), with a rule set's own words ([`Words`], beside each rule set). Nothing is
//! decided here: the pattern, the pieces, the articles and why a move chases come from the judge
//! and the classification.

use crate::{joined, Color, Piece, Square};

use super::articles::Article;
use super::verdict::{InvolvedPiece, Judgement, Part, Pattern, SideReport};

/// A text in Chinese and English.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Text {
    /// Chinese.
    pub zh: String,
    /// English.
    pub en: String,
}

impl Text {
    pub(crate) fn new(zh: impl Into<String>, en: impl Into<String>) -> Text {
        Text {
            zh: zh.into(),
            en: en.into(),
        }
    }
}

/// `黑炮` / `black cannon`.
pub(crate) fn piece_text(p: Piece) -> Text {
    Text::new(
        format!("{}{}", p.color.zh(), p.zh()),
        format!("{} {}", p.color, p.role),
    )
}

pub(crate) fn side_text(c: Color) -> Text {
    c.fold(Text::new("红方", "Red"), Text::new("黑方", "Black"))
}

/// The pieces of `side` with this part.
fn pieces(side: &SideReport, part: Part) -> impl Iterator<Item = &InvolvedPiece> {
    side.pieces.iter().filter(move |p| p.part == part)
}

/// `黑炮、黑马` / `the black cannon and the black horse`.
fn list(pieces: &[&InvolvedPiece]) -> Text {
    let zh: Vec<String> = pieces.iter().map(|p| piece_text(p.piece).zh).collect();
    let en: Vec<String> = pieces
        .iter()
        .map(|p| format!("the {}", piece_text(p.piece).en))
        .collect();
    let en = match en.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", joined(rest, ", ")),
        _ => joined(&en, ""),
    };
    Text::new(joined(&zh, "、"), en)
}

/// The first target: its piece and square, `黑车（h9）` / `black car on h9`.
pub(crate) fn target(side: &SideReport) -> Option<(Text, Square)> {
    pieces(side, Part::Target)
        .next()
        .map(|t| (piece_text(t.piece), t.square))
}

/// A rule set's words for a judgement (`axf/words.rs`, `chinese/words.rs`): what is shared — the
/// patterns' names, the pieces, the moves' labels — is rendered here; what a rule set says in
/// its own words comes from its [`Words`] ([`Profile::words`](super::profile::Profile::words)).
pub(crate) struct Words {
    /// A side's summary in the rule set's words, from the shared one (in the AXF rules' words).
    pub summary: fn(Text) -> Text,
    /// Why a violating side violates.
    pub fault: fn(&SideReport) -> Text,
    /// The verdict's closing sentence (`None` without a cycle).
    pub closing: fn(&Judgement) -> Option<Text>,
}

/// The one-line summary of what a side does in the cycle, in `words`.
pub(crate) fn summary(side: &SideReport, words: &Words) -> Text {
    (words.summary)(pattern_summary(side))
}

/// The summary in the AXF rules' words.
fn pattern_summary(side: &SideReport) -> Text {
    let chasers: Vec<&InvolvedPiece> = pieces(side, Part::Chaser).collect();
    let checkers: Vec<&InvolvedPiece> = pieces(side, Part::Checker).collect();
    let chase_of = |zh_by: String, en_by: String| match target(side) {
        Some((t, sq)) => Text::new(
            format!("{zh_by}长捉{}（{sq}）", t.zh),
            format!("perpetual chase of the {} on {sq}{en_by}", t.en),
        ),
        None => Text::new(format!("{zh_by}长捉"), format!("perpetual chase{en_by}")),
    };
    match side.pattern {
        Pattern::None => Text::new("无循环", "no cycle"),
        Pattern::PerpetualCheck => {
            let by = list(&checkers);
            Text::new(
                format!("{}一子长照", by.zh),
                format!("perpetual check by {}", by.en),
            )
        }
        Pattern::AlternatingPerpetualCheck => Text::new(
            format!("{}多子交替长照", list(&checkers).zh),
            format!("perpetual check by {} in turn", list(&checkers).en),
        ),
        Pattern::PerpetualChase => {
            let by = list(&chasers);
            chase_of(by.zh, format!(" by {}", by.en))
        }
        Pattern::TwoPiecesChaseOne => chase_of(
            format!("{}轮流", list(&chasers).zh),
            format!(" by {} in turn", list(&chasers).en),
        ),
        Pattern::JointChase => chase_of(
            format!("{}联合", list(&chasers).zh),
            format!(" by {} jointly", list(&chasers).en),
        ),
        Pattern::AlternatingChase => Text::new("一子轮捉不同子", "chases different pieces in turn"),
        Pattern::TwoPiecesChaseTwo => Text::new(
            "两子分别轮捉不同子",
            "two pieces chase different pieces in turn",
        ),
        Pattern::GeneralChase => Text::new(
            "将帅长捉（允许）",
            "perpetual chase in which the general chases alone on some move (allowed)",
        ),
        Pattern::PawnChase => Text::new(
            "兵卒长捉（允许）",
            "perpetual chase in which a soldier chases alone on some move (allowed)",
        ),
        Pattern::ProtectedPieceAttack => match target(side) {
            Some((t, sq)) => Text::new(
                format!("长捉有真根之{}（{sq}），不作长捉论", t.zh),
                format!(
                    "attacks the {} on {sq} on every move, but it has a true root (not a chase)",
                    t.en
                ),
            ),
            None => Text::new("长捉真根子", "attacks a truly protected piece"),
        },
        Pattern::UncrossedPawnAttack => Text::new(
            "长捉未渡河兵卒（允许）",
            "attacks a soldier that has not crossed the river (allowed)",
        ),
        Pattern::PerpetualMateThreat => Text::new("长杀", "perpetual mate threat"),
        Pattern::OneCheckOneMateThreat => Text::new("一照一杀", "one check, one mate threat"),
        Pattern::OneCheckOneChase => Text::new("一照一捉", "one check, one chase"),
        Pattern::OneCheckOneIdle => Text::new("一照一闲", "one check, one idle move"),
        Pattern::OneCheckOneDiscoveredCaptureThreat => Text::new(
            "一照一要抽吃",
            "one check, one threat to win material by check",
        ),
        Pattern::OneChaseOneDiscoveredCaptureThreat => Text::new(
            "一捉一要抽吃",
            "one chase, one threat to win material by check",
        ),
        Pattern::OneMateThreatOneChase => Text::new("一杀一捉", "one mate threat, one chase"),
        Pattern::OneChaseOneIdle => Text::new("一捉一闲", "one chase, one idle move"),
        Pattern::PerpetualDiscoveredCaptureThreat => {
            Text::new("长要抽吃", "perpetual threat to win material by check")
        }
        Pattern::PerpetualAttack => Text::new("长打", "an attack on every move"),
        Pattern::PerpetualBlock => Text::new("长拦", "perpetual block"),
        Pattern::PerpetualExchange => Text::new("长兑", "perpetual exchange offer"),
        Pattern::PerpetualOffer => Text::new("长献", "perpetual offer"),
        Pattern::CheckEvasion => match target(side) {
            Some((t, sq)) => Text::new(
                format!("应将（应着每着亦捉{}（{sq}））", t.zh),
                format!(
                    "answers the checks (the answers also attack the {} on {sq})",
                    t.en
                ),
            ),
            None => Text::new("应将", "answers the checks"),
        },
        Pattern::Evasion => Text::new("避捉（走开被攻击之子）", "moves the attacked piece away"),
        Pattern::CounterCheck => Text::new("解照反照", "answers every check with a check back"),
        Pattern::Idle => Text::new("闲着", "idle moves only"),
        Pattern::Mixed => Text::new("着法不一，均不犯例", "mixed moves, none forbidden"),
    }
}

/// The explanation of a judgement in `words`: both sides' summaries, the faults, the verdict.
pub(crate) fn explanation(j: &Judgement, words: &Words) -> Text {
    let Some(closing) = (words.closing)(j) else {
        return Text::new(
            "终局局面未曾重复出现，无需判定。",
            "The final position has not occurred before; there is no repetition to judge.",
        );
    };
    let (sr, sb) = (summary(&j.sides.red, words), summary(&j.sides.black, words));
    let mut zh = format!("红方{}，黑方{}。", sr.zh, sb.zh);
    let mut en = format!("Red: {}. Black: {}. ", sr.en, sb.en);
    for c in [Color::Red, Color::Black] {
        let side = j.sides.of(c);
        if side.violates {
            let (s, f) = (side_text(c), (words.fault)(side));
            zh.push_str(&format!("{}{}。", s.zh, f.zh));
            en.push_str(&format!("{} {}. ", s.en, f.en));
        }
    }
    zh.push_str(&closing.zh);
    en.push_str(&closing.en);
    Text::new(zh, en)
}

/// The articles cited, with their texts.
pub(crate) fn articles(j: &Judgement) -> Vec<Article> {
    j.all_articles().into_iter().map(Article::from).collect()
}
