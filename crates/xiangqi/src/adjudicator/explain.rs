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
    let (zh, en) = ARTICLES
        .iter()
        .find(|a| a.0 == id)
        .map_or(("", ""), |a| (a.1, a.2));
    Article {
        id: id.into(),
        zh: zh.into(),
        en: en.into(),
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
            if counts.len() == 1 && mine.len() > 1 && counts[0].0 == Label::Chase {
                // Chases on every move without a violation: different targets, or exempt chasers.
                let exempt = mine
                    .iter()
                    .flat_map(|m| &m.chases)
                    .all(|c| c.attack.by_exempt_piece());
                return if exempt {
                    Text::new(
                        "将帅或兵卒长捉（允许）",
                        "perpetual chase by the general or a soldier (allowed)",
                    )
                } else {
                    Text::new("轮捉不同子", "chases different pieces in turn")
                };
            }
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
    cycle: &[CycleEntry],
    red: &Option<Violation>,
    black: &Option<Violation>,
    summaries: [&Text; 2],
) -> (Vec<Article>, Text) {
    let mut ids: Vec<&str> = Vec::new();
    let mut reasons: Vec<Text> = Vec::new();
    for (side, v) in [(Color::Red, red), (Color::Black, black)] {
        let s = side_text(side);
        let other = if side == Color::Red { black } else { red };
        match v {
            None => ids.extend(allowed_articles(side, cycle, other)),
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
                    let horse = c.chasers.iter().any(|(_, p)| p.role == Role::Horse);
                    let cannon = c.chasers.iter().any(|(_, p)| p.role == Role::Cannon);
                    ids.push("总纲6");
                    ids.push(match (horse, cannon) {
                        (true, true) => "细则20",
                        (true, false) => "细则21",
                        _ => "细则15",
                    });
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
        (Some(r), Some(b), Verdict::Draw) => {
            match (r, b) {
                (Violation::LongCheck { .. }, Violation::LongCheck { .. }) => ids.push("细则7"),
                _ => ids.push("细则22"),
            }
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

/// The articles that allow what a non-violating side does in the cycle (总纲2, 4, 9, 10 and the
/// detailed articles with diagrams of that pattern).
fn allowed_articles(
    side: Color,
    cycle: &[CycleEntry],
    other: &Option<Violation>,
) -> Vec<&'static str> {
    let mine: Vec<&CycleEntry> = cycle.iter().filter(|m| m.side == side).collect();
    let has = |l: Label| mine.iter().any(|m| m.labels.first() == Some(&l));
    let all = |l: Label| !mine.is_empty() && mine.iter().all(|m| m.labels.first() == Some(&l));
    let mut ids = Vec::new();
    let check = has(Label::Check);
    if check && matches!(other, Some(Violation::LongCheck { .. })) {
        ids.push("细则8");
    }
    if all(Label::MateThreat) {
        ids.extend(["总纲2", "细则9"]);
    } else if check && has(Label::MateThreat) {
        ids.extend(["总纲2", "细则11"]);
    } else if check && has(Label::Chase) {
        ids.extend(["总纲2", "细则12"]);
    } else if check && (has(Label::Idle) || has(Label::DiscoveredCaptureThreat)) {
        ids.extend(["总纲2", "细则13"]);
    } else if has(Label::Chase) && has(Label::DiscoveredCaptureThreat) {
        ids.extend(["总纲2", "细则14"]);
    } else if all(Label::DiscoveredCaptureThreat) {
        ids.extend(["总纲10", "细则38"]);
    } else if all(Label::Block) {
        ids.extend(["总纲10", "细则39"]);
    } else if mine
        .iter()
        .all(|m| matches!(m.labels.first(), Some(Label::Exchange | Label::Offer)))
        && !mine.is_empty()
    {
        ids.extend(["总纲10", "细则40"]);
    }
    let chases_every_move = !mine.is_empty() && mine.iter().all(|m| !m.chases.is_empty());
    if chases_every_move {
        if mine
            .iter()
            .flat_map(|m| &m.chases)
            .all(|c| c.attack.by_exempt_piece())
        {
            ids.push("总纲9");
        } else {
            ids.extend(["总纲4", "细则32"]);
        }
    }
    ids
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

#[cfg(test)]
mod tests {
    use super::ARTICLES;

    /// Every article id the explanations cite has its text in the table (and no other is kept).
    #[test]
    fn cited_articles_have_texts() {
        let source = include_str!("explain.rs");
        let mut cited: Vec<&str> = source
            .split('"')
            .filter(|s| {
                ["原则", "总纲", "细则"].iter().any(|p| {
                    s.strip_prefix(p)
                        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                })
            })
            .collect();
        cited.sort_unstable();
        cited.dedup();
        let mut table: Vec<&str> = ARTICLES.iter().map(|a| a.0).collect();
        table.sort_unstable();
        assert_eq!(cited, table);
        assert!(ARTICLES.iter().all(|a| !a.1.is_empty() && !a.2.is_empty()));
    }
}
