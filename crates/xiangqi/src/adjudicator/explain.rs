//! Words for the decision: renders a [`Judgement`] and a move's labels in Chinese and English.
//! Nothing is decided here: the pattern, the pieces and the articles come from the judge.

use crate::{Color, Piece, Square};

use super::articles::{Article, ArticleId};
use super::axf::articles::AxfArticle;
use super::label::ChaseReason;
use super::label::{Label, MoveAnalysis};
use super::report::{CaptureLine, LineMove};
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
fn piece_text(p: Piece) -> Text {
    Text::new(
        format!("{}{}", p.color.zh(), p.zh()),
        format!("{} {}", p.color, p.role),
    )
}

fn side_text(c: Color) -> Text {
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
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => en.join(""),
    };
    Text::new(zh.join("、"), en)
}

/// The first target: its piece and square, `黑车（h9）` / `black car on h9`.
fn target(side: &SideReport) -> Option<(Text, Square)> {
    pieces(side, Part::Target)
        .next()
        .map(|t| (piece_text(t.piece), t.square))
}

/// The one-line summary of what a side does in the cycle.
pub fn summary(side: &SideReport) -> Text {
    let t = axf_summary(side);
    // The Chinese rules call a check 将 (the AXF rules 照).
    if side
        .articles
        .iter()
        .any(|a| matches!(a, ArticleId::Chinese(_)))
    {
        Text::new(t.zh.replace('照', "将"), t.en)
    } else {
        t
    }
}

/// The summary in the AXF rules' words.
fn axf_summary(side: &SideReport) -> Text {
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

/// Why a violating side violates.
fn fault(side: &SideReport) -> Text {
    let has = |a: AxfArticle| side.articles.contains(&ArticleId::Axf(a));
    if matches!(
        side.pattern,
        Pattern::PerpetualCheck | Pattern::AlternatingPerpetualCheck
    ) {
        return Text::new(
            "长照，长照作负",
            "checks perpetually; perpetual check loses",
        );
    }
    let t = target(side).map_or(Text::new("一子", "a piece"), |(t, _)| t);
    let mut zh = format!("每着均捉{}", t.zh);
    let mut en = format!("attacks the {} on every move", t.en);
    if has(AxfArticle::General6) {
        zh.push_str("，马或炮长捉车，车有根亦作负");
        en.push_str("; a horse or cannon may not perpetually chase a car, protected or not");
    } else {
        zh.push_str("，被捉子无真根");
        en.push_str("; the chased piece has no true root");
    }
    if has(AxfArticle::Detail33) {
        zh.push_str("，两子或多子轮捉一子作负");
        en.push_str("; several pieces chasing one piece in turn lose");
    }
    if has(AxfArticle::Detail30) {
        zh.push_str("，将帅或兵卒每步都联合其他子长捉一子仍作负");
        en.push_str("; a general or soldier joined on every move by another piece still loses");
    }
    if has(AxfArticle::General7) {
        zh.push_str("，同类子受牵制不能反吃，仍作长捉");
        en.push_str("; a piece of the same type that cannot capture back is still chased");
    }
    Text::new(zh, en)
}

/// The explanation of a judgement: both sides' summaries, the faults, the verdict.
///
/// ```
/// use xiangqi::adjudicator::{explanation, Judgement};
/// assert!(explanation(&Judgement::none()).en.contains("no repetition"));
/// ```
pub fn explanation(j: &Judgement) -> Text {
    let verdict_has = |a: AxfArticle| j.articles.contains(&ArticleId::Axf(a));
    let chinese = j
        .articles
        .iter()
        .any(|a| matches!(a, ArticleId::Chinese(_)));
    let closing = if chinese {
        chinese_closing(j)
    } else {
        axf_closing(j, verdict_has)
    };
    let Some(closing) = closing else {
        return Text::new(
            "终局局面未曾重复出现，无需判定。",
            "The final position has not occurred before; there is no repetition to judge.",
        );
    };
    let (sr, sb) = (summary(&j.sides.red), summary(&j.sides.black));
    let mut zh = format!("红方{}，黑方{}。", sr.zh, sb.zh);
    let mut en = format!("Red: {}. Black: {}. ", sr.en, sb.en);
    for c in [Color::Red, Color::Black] {
        let side = j.sides.of(c);
        if side.violates {
            let (s, f) = (
                side_text(c),
                if chinese {
                    chinese_fault(side)
                } else {
                    fault(side)
                },
            );
            zh.push_str(&format!("{}{}。", s.zh, f.zh));
            en.push_str(&format!("{} {}. ", s.en, f.en));
        }
    }
    zh.push_str(&closing.zh);
    en.push_str(&closing.en);
    Text::new(zh, en)
}

/// Why a side violates under the Chinese rules.
fn chinese_fault(side: &SideReport) -> Text {
    if matches!(
        side.pattern,
        Pattern::PerpetualCheck | Pattern::AlternatingPerpetualCheck
    ) {
        return Text::new(
            "长将，属禁止着法",
            "checks perpetually, a prohibited pattern",
        );
    }
    let p = summary(side);
    Text::new(
        format!("每着均为“打”（{}），属禁止着法", p.zh),
        format!(
            "attacks on every move ({}), a prohibited pattern (长打)",
            p.en
        ),
    )
}

/// The verdict's closing sentence under the Chinese rules (`None` without a cycle).
fn chinese_closing(j: &Judgement) -> Option<Text> {
    use super::chinese::articles::ChineseArticle as C;
    let has = |a: C| j.articles.contains(&ArticleId::Chinese(a));
    Some(match j.verdict.must_change() {
        None if has(C::Draw8) => Text::new(
            "双方均为禁止着法（二打二还打），双方不变作和。",
            "Both sides play prohibited patterns (two attacks against two attacks); if neither changes, the game is a draw.",
        ),
        None if has(C::Draw6) => Text::new(
            "双方均长将（解将还将），双方不变作和。",
            "Both sides check perpetually (parrying a check with a check); if neither changes, the game is a draw.",
        ),
        None if has(C::Draw7) => Text::new(
            "一方长将，另一方解将时两步中有一步还将（二将一还将），双方不变作和。",
            "Perpetual check against a side that checks back on one of its moves (two checks, one check back); if neither changes, the game is a draw.",
        ),
        None if has(C::Draw9) => Text::new(
            "二打一还打，双方不变作和。",
            "A prohibited pattern against a side that attacks back on one of its moves (two attacks, one attack back); if neither changes, the game is a draw.",
        ),
        None if has(C::Example15) => Text::new(
            "禁止着法的一方无法变着（每步的其他着法或仍是“打”，或会丢子、被连将杀），对方为闲着，双方不变作和。",
            "The side playing the prohibited pattern cannot change (every other move is an attack itself, or would lose material or allow a mate by checks) and the other side's moves are idle; if neither changes, the game is a draw.",
        ),
        None => Text::new(
            "双方均为允许着法，双方不变作和。",
            "Both sides play allowed patterns; if neither changes, the game is a draw.",
        ),
        Some(c) if has(C::Draw9) => {
            let s = side_text(c);
            Text::new(
                format!("二打一还打，一还打方无法变着（每步的其他着法或仍是“打”，或会丢子、被连将杀），二打方（{}）必须变着，不变作负。", s.zh),
                format!(
                    "Two attacks against one attack back, and the side attacking back cannot change (every other move is an attack itself, or would lose material or allow a mate by checks): the attacking side ({}) must change, otherwise it loses.",
                    s.en
                ),
            )
        }
        Some(c) => {
            let s = side_text(c);
            if has(C::Forbidden1) && has(C::Draw8) {
                Text::new(
                    format!("一方长将，一方长打，长将者（{}）必须变着，不变作负。", s.zh),
                    format!(
                        "Perpetual check against another prohibited pattern: the checking side ({}) must change, otherwise it loses.",
                        s.en
                    ),
                )
            } else {
                Text::new(
                    format!("禁止着法对允许着法（二打对一打或二闲），应由{}变着，不变作负。", s.zh),
                    format!(
                        "A prohibited pattern against an allowed one: {} must change, otherwise {} loses.",
                        s.en, s.en
                    ),
                )
            }
        }
    })
}

/// The verdict's closing sentence under the AXF rules (`None` without a cycle).
fn axf_closing(j: &Judgement, verdict_has: impl Fn(AxfArticle) -> bool) -> Option<Text> {
    [
        (
            AxfArticle::Principle1,
            "双方均未犯例，双方不变作和。",
            "Neither side breaks a rule; if neither changes, the game is a draw.",
        ),
        (
            AxfArticle::Principle2,
            "双方同时触犯同一禁例，作和。",
            "Both sides break the same rule, so the game is a draw.",
        ),
    ]
    .into_iter()
    .find(|(a, _, _)| verdict_has(*a))
    .map(|(_, zh, en)| Text::new(zh, en))
    .or_else(|| {
        let s = side_text(j.verdict.must_change()?);
        Some(if verdict_has(AxfArticle::Principle3) {
            Text::new(
                format!("一方长照，一方长捉，长照者（{}）必须变着，不变作负。", s.zh),
                format!(
                    "Perpetual check against perpetual chase: the checking side ({}) must change, otherwise it loses.",
                    s.en
                ),
            )
        } else {
            Text::new(
                format!("应由{}变着，不变作负。", s.zh),
                format!("{} must change, otherwise {} loses.", s.en, s.en),
            )
        })
    })
}

/// The articles cited, with their texts.
pub(crate) fn articles(j: &Judgement) -> Vec<Article> {
    j.all_articles().into_iter().map(Article::from).collect()
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
                zh.push(format!("杀（{}）", line(|m| &m.chinese).join("、")));
                en.push(format!("mate threat ({})", line(|m| &m.wxf).join(", ")));
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
                        names.join(if zh { "、" } else { ", " })
                    }
                };
                zh.push(format!(
                    "要抽吃（{}；得{}，失{}）",
                    line(|m| &m.chinese).join("、"),
                    pieces(&c.won, true),
                    pieces(&c.lost, true)
                ));
                en.push(format!(
                    "threat to win material by check ({}; wins {}, gives up {})",
                    line(|m| &m.wxf).join(", "),
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
    Text::new(zh.join("，"), en.join(", "))
}
