//! `xiangqi judge --rules axf|chinese|chinese1965`: the same moves judged under the rule sets, and an
//! unknown rule set as a coded error.

use std::process::Output;

mod common;
use common::run;

/// 1965 图五 (长要杀), as reconstructed in tests/data/cn/cn1965-positions.json.
const FEN: &str = "3k5/9/6N2/9/9/9/9/9/9/R4K3 w";
const MOVES: &str = "马三退五 将4平5 马五进三 将5平4";

fn judge(extra: &[&str]) -> Output {
    let mut args = vec!["judge", "--fen", FEN, "--moves", MOVES, "--compact"];
    args.extend_from_slice(extra);
    run(&args)
}

fn report(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{o:?}");
    serde_json::from_slice(&o.stdout).expect("one JSON report")
}

/// The ids of the articles a report cites.
fn cited(r: &serde_json::Value) -> Vec<&str> {
    r["articles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap())
        .collect()
}

#[test]
fn judge_under_both_rule_sets() {
    let axf = report(&judge(&[]));
    assert_eq!(axf["rules"], "axf");
    assert_eq!(axf["verdict"], "draw");
    assert_eq!(report(&judge(&["--rules", "axf"]))["verdict"], "draw");
    let cn = report(&judge(&["--rules", "chinese"]));
    assert_eq!(cn["rules"], "chinese");
    assert_eq!(cn["verdict"], "red_must_change");
    assert_eq!(cn["sides"]["red"]["pattern"], "perpetual_mate_threat");
    let cited = cited(&cn);
    assert!(cited.contains(&"cn1965_forbidden_2"), "{cited:?}");
}

/// 1965 图十四 (二打一还打) as reconstructed: a draw under the 1965 text, Black's to change under
/// the 2011 rulings.
#[test]
fn judge_under_the_1965_rules() {
    let o = run(&[
        "judge",
        "--fen",
        "4k4/9/9/2pn5/9/9/Cr2P4/9/9/3AKA3 w",
        "--moves",
        "a3a6 b3b6 a6a3 b6b3",
        "--rules",
        "chinese1965",
        "--compact",
    ]);
    let r = report(&o);
    assert_eq!(r["rules"], "chinese1965");
    assert_eq!(r["verdict"], "draw");
    let cited = cited(&r);
    assert!(cited.contains(&"cn1965_draw_9"), "{cited:?}");
    assert!(cited.iter().all(|a| a.starts_with("cn1965")), "{cited:?}");
}

#[test]
fn unknown_rule_set_is_an_argument_error() {
    let o = judge(&["--rules", "cxa"]);
    assert_eq!(o.status.code(), Some(2));
    let err: serde_json::Value = serde_json::from_slice(&o.stderr).expect("JSON error");
    assert_eq!(err["error"]["code"], "ERR_ARGUMENT");
    assert!(err["error"]["message"].as_str().unwrap().contains("cxa"));
}
