//! The AXF rules' words for a judgement: why a side violates and the verdict's closing sentence
//! (the shared words of the patterns are the AXF rules' own, `explain.rs`).

use crate::adjudicator::articles::ArticleId;
use crate::adjudicator::explain::{side_text, target, Text, Words};
use crate::adjudicator::verdict::{Judgement, Pattern, SideReport};

use super::articles::AxfArticle;

/// The AXF rules' words.
pub(crate) static WORDS: Words = Words {
    summary: |t| t,
    fault,
    closing,
};

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

/// The verdict's closing sentence under the AXF rules (`None` without a cycle).
fn closing(j: &Judgement) -> Option<Text> {
    let verdict_has = |a: AxfArticle| j.articles.contains(&ArticleId::Axf(a));
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
