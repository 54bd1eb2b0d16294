//! The Chinese rules' words for a judgement: 将 for a check (the AXF rules' 照), why a side
//! violates (长将, 长打: 禁止着法) and the verdict's closing sentence, in both editions.

use crate::adjudicator::articles::ArticleId;
use crate::adjudicator::explain::{side_text, summary, Text, Words};
use crate::adjudicator::verdict::{Judgement, Pattern, SideReport};

use super::articles::ChineseArticle as C;

/// The Chinese rules' words.
pub(crate) static WORDS: Words = Words {
    // The Chinese rules call a check 将 (the AXF rules 照).
    summary: |t| Text::new(t.zh.replace('照', "将"), t.en),
    fault,
    closing,
};

/// Why a side violates under the Chinese rules.
fn fault(side: &SideReport) -> Text {
    if matches!(
        side.pattern,
        Pattern::PerpetualCheck | Pattern::AlternatingPerpetualCheck
    ) {
        return Text::new(
            "长将，属禁止着法",
            "checks perpetually, a prohibited pattern",
        );
    }
    let p = summary(side, &WORDS);
    Text::new(
        format!("每着均为“打”（{}），属禁止着法", p.zh),
        format!(
            "attacks on every move ({}), a prohibited pattern (长打)",
            p.en
        ),
    )
}

/// The verdict's closing sentence under the Chinese rules (`None` without a cycle).
fn closing(j: &Judgement) -> Option<Text> {
    // A judgement without articles judged no cycle.
    if j.articles.is_empty() {
        return None;
    }
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
