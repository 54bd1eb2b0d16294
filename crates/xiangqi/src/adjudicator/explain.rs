//! Human-readable summaries, explanations and the articles a verdict rests on.

use crate::{Color, Piece, Role, Square};

use super::articles::ARTICLES;
use super::label::Label;
use super::verdict::{minor_on_chariot, CycleEntry, Verdict, Violation};

/// A text in Chinese and English.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
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

/// An article of the AXF rules cited by a verdict.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Article {
    /// `原则1`–`原则4` (principles), `总纲1`–`总纲10` (general articles), `细则1`–`细则40`.
    pub id: String,
    /// The article as printed.
    pub zh: String,
    /// English translation.
    pub en: String,
}

/// The article with this id. Panics only on an id not in the table (a bug caught by tests).
pub(crate) fn article(id: &str) -> Article {
    let (id, zh, en) = ARTICLES
        .iter()
        .find(|a| a.0 == id)
        .expect("known article id");
    Article {
        id: (*id).into(),
        zh: (*zh).into(),
        en: (*en).into(),
    }
}

/// `黑炮` / `black cannon`.
pub(crate) fn piece_text(p: Piece) -> Text {
    Text::new(
        format!("{}{}", p.color.zh(), p.zh()),
        format!("{} {}", p.color, p.role),
    )
}

fn side_text(c: Color) -> Text {
    c.fold(Text::new("红方", "Red"), Text::new("黑方", "Black"))
}

const ZH_COUNT: [&str; 10] = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
const EN_COUNT: [&str; 10] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
];

fn count_zh(n: usize) -> String {
    ZH_COUNT
        .get(n)
        .map_or_else(|| n.to_string(), |s| (*s).to_string())
}
fn count_en(n: usize) -> String {
    EN_COUNT
        .get(n)
        .map_or_else(|| n.to_string(), |s| (*s).to_string())
}

fn plural(label: Label, n: usize) -> String {
    let s = label.en();
    if n == 1 {
        s.to_string()
    } else if s == "idle" {
        "idle moves".into()
    } else if let Some(rest) = s.strip_prefix("threat ") {
        format!("threats {rest}")
    } else {
        format!("{s}s")
    }
}

/// The one-line summary of a side's moves in the cycle.
pub(crate) fn summary(side: Color, cycle: &[CycleEntry], violation: &Option<Violation>) -> Text {
    let mine: Vec<&CycleEntry> = cycle.iter().filter(|m| m.side == side).collect();
    match violation {
        Some(Violation::LongCheck { checkers }) => {
            if checkers.len() > 1 {
                Text::new("多子交替长照", "perpetual check by alternating pieces")
            } else {
                Text::new("一子长照", "perpetual check")
            }
        }
        Some(Violation::LongChase(c)) => {
            let t = piece_text(c.target_piece);
            let by = if c.chasers.len() > 1 {
                Text::new(
                    format!(
                        "{}子轮流",
                        if c.chasers.len() == 2 {
                            "两".to_string()
                        } else {
                            count_zh(c.chasers.len())
                        }
                    ),
                    format!(" by {} pieces in turn", count_en(c.chasers.len())),
                )
            } else {
                let p = piece_text(c.chasers[0].1);
                Text::new(p.zh.clone(), format!(" by the {}", p.en))
            };
            Text::new(
                format!("{}长捉{}（{}）", by.zh, t.zh, c.target_square),
                format!(
                    "perpetual chase of the {} on {}{}",
                    t.en, c.target_square, by.en
                ),
            )
        }
        None => {
            // Count each move by its main label.
            let mut counts: Vec<(Label, usize)> = Vec::new();
            for m in &mine {
                let l = m.labels.first().copied().unwrap_or(Label::Idle);
                match counts.iter_mut().find(|(k, _)| *k == l) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((l, 1)),
                }
            }
            counts.sort();
            if counts.len() == 1 && mine.len() > 1 {
                let l = counts[0].0;
                return Text::new(
                    format!("长{}", l.zh()),
                    format!("perpetual {}", plural(l, 1))
                        .replace("perpetual idle", "idle moves only"),
                );
            }
            let zh: String = counts
                .iter()
                .map(|(l, n)| format!("{}{}", count_zh(*n), l.zh()))
                .collect();
            let en: Vec<String> = counts
                .iter()
                .map(|(l, n)| format!("{} {}", count_en(*n), plural(*l, *n)))
                .collect();
            Text::new(zh, en.join(", "))
        }
    }
}

/// The articles applied and the explanation.
pub(crate) fn explain(
    verdict: Verdict,
    red: &Option<Violation>,
    black: &Option<Violation>,
    summaries: [&Text; 2],
) -> (Vec<Article>, Text) {
    let mut ids: Vec<&str> = Vec::new();
    let mut reasons: Vec<Text> = Vec::new();
    for (side, v) in [(Color::Red, red), (Color::Black, black)] {
        let s = side_text(side);
        match v {
            Some(Violation::LongCheck { checkers }) => {
                ids.extend(["总纲1", "细则6"]);
                let how = if checkers.len() > 1 {
                    Text::new(
                        "多子交替长照",
                        "checks perpetually with several pieces in turn",
                    )
                } else {
                    Text::new("一子长照", "checks perpetually")
                };
                reasons.push(Text::new(
                    format!("{}{}，长照作负", s.zh, how.zh),
                    format!("{} {}; perpetual check loses", s.en, how.en),
                ));
            }
            Some(Violation::LongChase(c)) => {
                ids.push("总纲3");
                let t = piece_text(c.target_piece);
                let mut zh = format!("{}每着均捉{}", s.zh, t.zh);
                let mut en = format!("{} attacks the {} on every move", s.en, t.en);
                if minor_on_chariot(c) {
                    ids.extend(["总纲6", "细则15"]);
                    zh.push_str("，马或炮长捉车，车有根亦作负");
                    en.push_str(
                        "; a horse or cannon may not perpetually chase a car, protected or not",
                    );
                } else {
                    zh.push_str("，被捉子无真根");
                    en.push_str("; the chased piece has no true root");
                }
                if c.chasers.len() > 1 {
                    ids.push("细则33");
                    zh.push_str("，两子或多子轮捉一子作负");
                    en.push_str("; several pieces chasing one piece in turn lose");
                }
                if c.chasers
                    .iter()
                    .any(|(_, p)| matches!(p.role, Role::General | Role::Soldier))
                {
                    ids.push("细则30");
                    zh.push_str("，将帅或兵卒每步都联合其他子长捉一子仍作负");
                    en.push_str(
                        "; a general or soldier joined on every move by another piece still loses",
                    );
                }
                if c.chasers.iter().any(|(_, p)| p.role == c.target_piece.role) {
                    ids.extend(["总纲7", "细则24"]);
                    zh.push_str("，同类子受牵制不能反吃，仍作长捉");
                    en.push_str(
                        "; a piece of the same type that cannot capture back is still chased",
                    );
                }
                reasons.push(Text::new(zh, en));
            }
            None => {}
        }
    }
    let [sr, sb] = summaries;
    let mut zh = format!("红方{}，黑方{}。", sr.zh, sb.zh);
    let mut en = format!("Red: {}. Black: {}. ", sr.en, sb.en);
    for r in &reasons {
        zh.push_str(&r.zh);
        zh.push('。');
        en.push_str(&r.en);
        en.push_str(". ");
    }
    match (red, black, verdict) {
        (None, None, _) => {
            ids.extend(["原则1", "细则5"]);
            zh.push_str("双方均未犯例，双方不变作和。");
            en.push_str("Neither side breaks a rule; if neither changes, the game is a draw.");
        }
        (Some(_), Some(_), Verdict::Draw) => {
            ids.push("原则2");
            zh.push_str("双方同时触犯同一禁例，作和。");
            en.push_str("Both sides break the same rule, so the game is a draw.");
        }
        (Some(_), Some(_), v) => {
            ids.push("原则3");
            let s = side_text(v.must_change().expect("a side must change"));
            zh.push_str(&format!(
                "一方长照，一方长捉，长照者（{}）必须变着，不变作负。",
                s.zh
            ));
            en.push_str(&format!("Perpetual check against perpetual chase: the checking side ({}) must change, otherwise it loses.", s.en));
        }
        (_, _, v) => {
            ids.push("原则4");
            let s = side_text(v.must_change().expect("one side violates"));
            zh.push_str(&format!("应由{}变着，不变作负。", s.zh));
            en.push_str(&format!("{} must change, otherwise {} loses.", s.en, s.en));
        }
    }
    let mut seen = Vec::new();
    let articles = ids
        .into_iter()
        .filter(|id| {
            let new = !seen.contains(id);
            seen.push(*id);
            new
        })
        .map(article)
        .collect();
    (
        articles,
        Text {
            zh,
            en: en.trim_end().to_string(),
        },
    )
}

/// Describes one move's labels, e.g. `捉黑炮(h7)` / `chases the black cannon on h7`.
pub(crate) fn move_text(a: &super::label::MoveAnalysis) -> Text {
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
                    zh.push(format!("捉{}({})", t.zh, c.target));
                    en.push(format!("chases the {} on {}", t.en, c.target));
                }
            }
            other => {
                zh.push(other.zh().to_string());
                en.push(other.en().to_string());
            }
        }
    }
    Text::new(zh.join("，"), en.join(", "))
}
