//! The TypeScript declarations of the report types are generated from the Rust types (the
//! `tsify` derives of the core and of `xiangqi-record`); `docs/api-contract.md` carries a copy of
//! them, and this test fails when the two drift apart. `UPDATE_CONTRACT=1 cargo test -p xiangqi-wasm --test contract`
//! rewrites the copy.
#![cfg(not(target_arch = "wasm32"))]

use tsify::Tsify;
use xiangqi::adjudicator::*;
use xiangqi::{ForbiddenMove, GameEnd, Preview, StepView};
use xiangqi_record as record;

const BEGIN: &str =
    "<!-- generated: report types (cargo test -p xiangqi-wasm --test contract) -->\n```ts\n";
const END: &str = "```\n<!-- end of generated report types -->";

/// The declarations, in the order a reader meets them.
fn declarations() -> String {
    [
        JudgeReport::DECL,
        RuleSet::DECL,
        GameStatus::DECL,
        xiangqi::Outcome::DECL,
        Cycle::DECL,
        Verdict::DECL,
        Violations::DECL,
        Sides::DECL,
        SideReport::DECL,
        Pattern::DECL,
        InvolvedPiece::DECL,
        Part::DECL,
        ArticleId::DECL,
        AxfArticle::DECL,
        ChineseArticle::DECL,
        Article::DECL,
        Summary::DECL,
        Text::DECL,
        MoveReport::DECL,
        LineMove::DECL,
        CaptureLine::DECL,
        Label::DECL,
        Attack::DECL,
        Preview::DECL,
        ForbiddenMove::DECL,
        GameEnd::DECL,
        StepView::DECL,
        record::Records::DECL,
        record::Format::DECL,
        record::TextEncoding::DECL,
        record::GameJson::DECL,
        record::TreeJson::DECL,
        record::NodeJson::DECL,
        record::RecordErrorJson::DECL,
        record::RecordErrorKind::DECL,
        record::MalformedReason::DECL,
        record::TruncatedReason::DECL,
        record::Counted::DECL,
        xiangqi::ParseFenError::DECL,
        xiangqi::PositionProblem::DECL,
    ]
    .map(|d| format!("{}\n", d.trim()))
    .join("\n")
}

#[test]
fn api_contract_carries_the_generated_declarations() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/api-contract.md");
    let doc = std::fs::read_to_string(path).expect("docs/api-contract.md");
    let (Some(a), Some(b)) = (doc.find(BEGIN), doc.find(END)) else {
        panic!("docs/api-contract.md has no generated block ({BEGIN:?} … {END:?})");
    };
    let current = &doc[a + BEGIN.len()..b];
    let generated = declarations();
    if current != generated {
        if std::env::var_os("UPDATE_CONTRACT").is_some() {
            let updated = format!("{}{generated}{}", &doc[..a + BEGIN.len()], &doc[b..]);
            std::fs::write(path, updated).expect("write docs/api-contract.md");
            return;
        }
        panic!(
            "docs/api-contract.md is out of date with the Rust report types; run \
             UPDATE_CONTRACT=1 cargo test -p xiangqi-wasm --test contract\n--- generated:\n{generated}"
        );
    }
}
