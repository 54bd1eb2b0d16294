//! The Chinese rule set (`RuleSet::Chinese`) against its data:
//! - the 1965 cases with reconstructed positions (`tests/data/cn/cn1965-positions.json`), judged
//!   under both rule sets;
//! - the 107 AXF diagrams judged under the Chinese rules, against the verdicts argued in
//!   `tests/data/cn/axf-chinese.json`;
//! - the README's table of patterns, generated from the same family table;
//! - positions of our own for the Chinese-specific readings (得子 by value, 捉兼兑).

mod common;

use common::{
    diagrams, iccs_moves, judge_entry, judge_variants, parse_move, verdict_name, RULE_SETS,
};
use serde_json::Value;
use xiangqi::adjudicator::{classify, judge, JudgeOptions, Label, RuleSet};
use xiangqi::{Move, Position};

fn data(name: &str) -> Value {
    let path = format!("{}/../../tests/data/cn/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).expect(&path)).expect("json")
}

/// A rebuilt 1965 case's start, moves and whether it is judged as a pattern; `None` for a case
/// without a position.
fn case_game(c: &Value) -> Option<(Position, Vec<Move>, bool)> {
    let pos = Position::from_fen(c["fen"].as_str()?).unwrap();
    let moves = iccs_moves(c);
    Some((pos, moves, c["pattern"].as_bool().unwrap_or(false)))
}

fn opts(rules: RuleSet, pattern: bool) -> JudgeOptions {
    JudgeOptions {
        rules,
        pattern,
        ..JudgeOptions::default()
    }
}

/// Every reconstructed 1965 case under the three rule sets: under `chinese1965` its printed 1965
/// verdict and sides at fault, literally; under `chinese` the same unless a 2011 ruling differs (named in
/// `chinese_note`). The own variants change one fact of a case and are judged the same way.
#[test]
fn cn1965_cases_under_every_rule_set() {
    let d = data("cn1965-positions.json");
    let cases = d["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 29);
    let printed = data("cn1965-cases.json");
    let cases_1965 = printed.as_array().unwrap();
    let mut failures = Vec::new();
    let (mut judged, mut variants) = (0, 0);
    for c in cases {
        let label = c["label"].as_str().unwrap();
        let Some(fen) = c["fen"].as_str() else {
            assert_eq!(c["fen_status"], "not_reconstructed", "{label}");
            assert!(c["note"].as_str().is_some_and(|n| !n.is_empty()), "{label}");
            continue;
        };
        assert_eq!(c["fen_status"], "reconstructed", "{label}");
        assert_eq!(
            c["verdict_chinese1965"], c["verdict_1965"],
            "{label}: the 1965 edition gives the printed verdict"
        );
        if c["verdict_chinese"] != c["verdict_1965"] {
            let note = c["chinese_note"].as_str().unwrap_or_default();
            assert!(
                note.contains("2011"),
                "{label}: chinese_note names no 2011 ruling"
            );
        }
        let moves = iccs_moves(c);
        judge_entry(label, fen, &moves, c, &mut failures);
        // Under the 1965 edition, also the sides at fault of the 1965 data.
        let printed = cases_1965
            .iter()
            .find(|p| p["label"] == label)
            .map(|p| &p["violations"])
            .unwrap();
        let pattern = c["pattern"].as_bool().unwrap_or(false);
        let r = judge(
            &Position::from_fen(fen).unwrap(),
            &moves,
            &opts(RuleSet::Chinese1965, pattern),
        )
        .unwrap();
        if (r.violations.red, r.violations.black)
            != (
                printed["red"].as_bool().unwrap(),
                printed["black"].as_bool().unwrap(),
            )
        {
            failures.push(format!(
                "{label}: sides at fault {:?}, 1965 data {printed}",
                r.violations
            ));
        }
        variants += judge_variants(label, &moves, c, &mut failures);
        judged += 1;
    }
    println!("1965 cases: {judged} reconstructed and {variants} own variants, judged under three rule sets");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn axf_diagrams_under_chinese_rules() {
    let d = data("axf-chinese.json");
    let expected = d["diagrams"].as_array().unwrap();
    let all = diagrams();
    assert_eq!(expected.len(), all.len());
    let mut failures = Vec::new();
    for (diagram, e) in all.iter().zip(expected) {
        assert_eq!(e["id"].as_u64(), Some(diagram.id));
        assert_eq!(e["verdict_axf"].as_str(), Some(diagram.verdict.as_str()));
        if e["verdict_chinese1965"].is_string() {
            assert!(e["argument_1965"].is_string(), "diagram {}", diagram.id);
            assert_ne!(e["verdict_chinese1965"], e["verdict_chinese"]);
        }
        for (rules, key) in [
            (RuleSet::Chinese, "verdict_chinese"),
            (RuleSet::Chinese1965, "verdict_chinese1965"),
        ] {
            let mut o = diagram.opts;
            o.rules = rules;
            let r = judge(&diagram.pos, &diagram.moves, &o).expect("diagram moves are legal");
            let want = e[key].as_str().or(e["verdict_chinese"].as_str()).unwrap();
            if verdict_name(r.verdict) != want {
                failures.push(format!(
                    "diagram {} {rules:?}: want {want}, got {} — {}",
                    diagram.id,
                    verdict_name(r.verdict),
                    r.explanation.en
                ));
            }
        }
    }
    let differ = expected
        .iter()
        .filter(|e| e["verdict_axf"] != e["verdict_chinese"])
        .count();
    let differ_1965 = expected
        .iter()
        .filter(|e| e["verdict_chinese1965"].is_string())
        .count();
    println!(
        "AXF diagrams under the Chinese rules: {} judgements of {} as argued ({differ} differ from the AXF verdict; {differ_1965} differ between chinese and chinese1965)",
        2 * all.len() - failures.len(),
        2 * all.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The README table (pattern, AXF, Chinese), rendered from the family table of
/// `axf-chinese.json`.
fn readme_table() -> String {
    let d = data("axf-chinese.json");
    let ruling = |s: &str| match s {
        "forbidden" => "forbidden",
        "long_check" => "forbidden (长将)",
        _ => "allowed",
    };
    let mut out = String::from(
        "| pattern | AXF | Chinese | Chinese source | basis | AXF diagrams |\n|---|---|---|---|---|---|\n",
    );
    for f in d["families"].as_array().unwrap() {
        let codes: Vec<&str> = match f["codes"].as_array() {
            Some(c) => c.iter().map(|c| c.as_str().unwrap()).collect(),
            None => vec![f["code"].as_str().unwrap()],
        };
        let mut ids: Vec<u64> = d["diagrams"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| {
                ["red", "black"]
                    .iter()
                    .any(|s| codes.contains(&e[s]["code"].as_str().unwrap()))
            })
            .map(|e| e["id"].as_u64().unwrap())
            .collect();
        ids.dedup();
        let ids: Vec<String> = ids.iter().map(u64::to_string).collect();
        out.push_str(&format!(
            "| {} {} | {} | {} | {} | {} | {} |\n",
            f["zh"].as_str().unwrap(),
            f["en"].as_str().unwrap(),
            ruling(f["axf"].as_str().unwrap()),
            ruling(f["chinese"].as_str().unwrap()),
            f["chinese_source"].as_str().unwrap().replace('|', "/"),
            f["basis"].as_str().unwrap(),
            ids.join(", ")
        ));
    }
    // The diagrams whose entry has a string under `key`.
    let having = |key: &str| -> Vec<String> {
        d["diagrams"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e[key].is_string())
            .map(|e| e["id"].to_string())
            .collect()
    };
    let overridden = having("argument");
    out.push_str(&format!(
        "| per-diagram board facts: 捉兼兑/献 of an unprotected piece; an exchange that nets material (交换得子); the replying side's own 杀, 捉 or 抽 | — | — | 2011 细则第5条, 26.6, 25.2; seed 004 交换得子 (`argument` in axf-chinese.json) | interpretation | {} |\n",
        overridden.join(", ")
    ));
    let differ_1965 = having("verdict_chinese1965");
    let rows = data("edition-rows.json");
    let rows: Vec<String> = rows["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["field"] != "cites_2011")
        .map(|r| {
            format!(
                "`{}`: {}",
                r["field"].as_str().unwrap(),
                r["basis"].as_str().unwrap()
            )
        })
        .collect();
    out.push_str(&format!(
        "| `chinese1965` only: 二将一还将 and 二打一还打 are draws (unless the answering side cannot change); a 二打 side that cannot change is excused against idle moves; a soldier's chase counts when both sides chase; an attack on a piece of equal value that could take back is 兑, not 捉 | — | draw, or the other side's to change | 1965 和例三, 和例七, 和例九, 例十五, 例十六 (`argument_1965` in axf-chinese.json) | {} (edition-rows.json) | {} |\n",
        rows.join("; "),
        differ_1965.join(", ")
    ));
    out
}

#[test]
fn readme_table_is_generated_from_the_data() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md");
    let readme = std::fs::read_to_string(path).unwrap();
    let (start, end) = (
        "<!-- chinese-rules-table:start -->\n",
        "<!-- chinese-rules-table:end -->",
    );
    let table = readme_table();
    let found = readme
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once(end))
        .map(|(t, _)| t);
    if found != Some(table.as_str()) {
        if std::env::var_os("UPDATE_README").is_some() {
            let (head, rest) = readme.split_once(start).expect("start marker");
            let (_, tail) = rest.split_once(end).expect("end marker");
            std::fs::write(path, format!("{head}{start}{table}{end}{tail}")).unwrap();
        } else {
            panic!(
                "the README's Chinese rules table differs from tests/data/cn/axf-chinese.json; \
                 regenerate it with UPDATE_README=1 cargo test -p xiangqi --test chinese:\n{table}"
            );
        }
    }
}

/// The 1965 item texts the reports cite are the ones of the data file.
#[test]
fn article_texts_match_the_1965_data() {
    use xiangqi::adjudicator::ChineseArticle;
    let rules = data("cn1965-rules.json");
    let texts: Vec<&str> = rules["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["text_zh"].as_str().unwrap())
        .collect();
    let cases = data("cn1965-cases.json");
    let explained = |label: &str| {
        cases
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["label"] == label)
            .map(|c| c["explanation_zh"].as_str().unwrap().to_string())
            .unwrap()
    };
    let mut checked = 0;
    for a in ChineseArticle::ALL {
        let text = match a {
            ChineseArticle::Forbidden6 => None,
            ChineseArticle::Example3 => Some(explained("例三").contains(a.zh())),
            ChineseArticle::Example15 => Some(explained("例十五").contains(a.zh())),
            ChineseArticle::Example16 => Some(explained("例十六").contains(a.zh())),
            _ if a.is_1965() => Some(texts.contains(&a.zh())),
            _ => None,
        };
        if let Some(found) = text {
            assert!(found, "{}: text not in the data", a.title());
            checked += 1;
        }
        assert!(!a.en().is_empty());
    }
    assert_eq!(checked, 20);
}

fn mv(s: &str) -> Move {
    parse_move(s)
}

fn labels(fen: &str, m: &str, rules: RuleSet) -> Vec<Label> {
    let pos = Position::from_fen(fen).unwrap();
    classify(&pos, mv(m), &opts(rules, false)).unwrap().labels
}

/// 得子 (2011 26.6): an elephant attacking a protected horse wins material by value; under the AXF
/// rules a protected horse is not chased by anything but the exceptions of 总纲6.
#[test]
fn weak_piece_attacking_a_protected_strong_one_is_a_chase() {
    // The black horse on g4 is protected by the black car on g9; the red elephant's c0-e2
    // attacks it through the eye f3.
    let fen = "4k1r2/9/9/4p4/9/6n2/9/9/9/2B1K4 w";
    assert!(labels(fen, "c0e2", RuleSet::Chinese).contains(&Label::Chase));
    assert!(!labels(fen, "c0e2", RuleSet::Axf).contains(&Label::Chase));
    // A car attacking the same protected horse gains nothing: no chase under either.
    let fen = "4k1r2/9/9/4p4/9/6n2/9/9/9/R3K4 w";
    for rules in [RuleSet::Axf, RuleSet::Chinese] {
        assert!(
            !labels(fen, "a0a4", rules).contains(&Label::Chase),
            "{rules:?}"
        );
    }
}

/// 捉兼兑 is 捉 (细则第5条): a car attacking an unprotected car that could take back is chased
/// under the Chinese rules; under the AXF rules it is a mutual offer (总纲7).
#[test]
fn same_type_attack_on_an_unprotected_piece_is_a_chase() {
    let fen = "4k4/9/9/4p4/9/r8/9/9/9/1R2K4 w";
    assert!(labels(fen, "b0b4", RuleSet::Chinese).contains(&Label::Chase));
    assert!(!labels(fen, "b0b4", RuleSet::Axf).contains(&Label::Chase));
    // Protected, it is an exchange offer (兑) under both.
    let fen = "4k4/r8/9/4p4/9/r8/9/9/9/1R2K4 w";
    for rules in [RuleSet::Axf, RuleSet::Chinese] {
        assert!(
            !labels(fen, "b0b4", rules).contains(&Label::Chase),
            "{rules:?}"
        );
    }
}

/// The 1965 兑 (和例三: "同等实力的棋子互相交换，例如车换车，马换炮", no condition on protection): an
/// attack on a piece of equal value that could take back is an exchange offer under
/// `chinese1965`, protected or not (the 2011 细则第5条 makes it 捉 when unprotected); one that
/// cannot take back is chased as under the current rules.
#[test]
fn equal_attack_that_can_be_taken_back_is_an_offer_in_1965() {
    // The car b4 attacks the unprotected car a4, which could take it.
    let fen = "4k4/9/9/4p4/9/r8/9/9/9/1R2K4 w";
    assert!(labels(fen, "b0b4", RuleSet::Chinese).contains(&Label::Chase));
    let l = labels(fen, "b0b4", RuleSet::Chinese1965);
    assert!(!l.contains(&Label::Chase), "{l:?}");
    assert!(l.contains(&Label::Exchange), "{l:?}");
    // The horse d3 attacks the unprotected horse e5, whose leg e4 is closed by its own pawn: it
    // cannot take back, so it is chased under both editions; with the leg free it is offered.
    let closed = "5k3/9/9/9/4n4/4p4/9/1N7/9/3K5 w";
    let open = "5k3/9/9/9/4n4/9/9/1N7/9/3K5 w";
    for rules in [RuleSet::Chinese, RuleSet::Chinese1965] {
        assert!(
            labels(closed, "b2d3", rules).contains(&Label::Chase),
            "{rules:?}"
        );
    }
    assert!(labels(open, "b2d3", RuleSet::Chinese).contains(&Label::Chase));
    assert!(!labels(open, "b2d3", RuleSet::Chinese1965).contains(&Label::Chase));
}

/// The rule set is named in reports and parsed from its snake_case name only.
#[test]
fn rule_set_names() {
    let r: RuleSet = serde_json::from_str("\"chinese\"").unwrap();
    assert_eq!(r, RuleSet::Chinese);
    let r: RuleSet = serde_json::from_str("\"chinese1965\"").unwrap();
    assert_eq!(r, RuleSet::Chinese1965);
    for bad in ["cxa", "chinese1999", "Chinese1965", "chinese_1965"] {
        assert!(serde_json::from_str::<RuleSet>(&format!("\"{bad}\"")).is_err());
    }
    assert_eq!(
        serde_json::to_string(&RuleSet::Chinese).unwrap(),
        "\"chinese\""
    );
}

/// 己方造成的被捉 (seed 004): a check answer does not chase the checking piece when the attack
/// only opens by the answer. 图1's Black answers every check, and each general step uncovers a
/// cannon on the checking car: under the Chinese rules, as under the AXF rules, that side answers
/// checks (it was `two_pieces_chase_one` before).
#[test]
fn check_answers_do_not_chase_the_checker_they_uncover() {
    use xiangqi::adjudicator::{Pattern, Verdict};
    let one = &diagrams()[0];
    for rules in [RuleSet::Axf, RuleSet::Chinese] {
        let mut o = one.opts;
        o.rules = rules;
        let r = judge(&one.pos, &one.moves, &o).unwrap();
        assert_eq!(r.verdict, Verdict::RedMustChange, "{rules:?}");
        assert_eq!(r.sides.black.pattern, Pattern::CheckEvasion, "{rules:?}");
        assert!(!r.sides.black.violates, "{rules:?}");
    }
    // Our own position: the general steps out of a car's check along rank 9 (8) and uncovers a
    // black car on rank 8 (9) onto the unprotected checking car — an attack the check exposed.
    let pos = Position::from_fen("r4k3/r6R1/9/9/9/9/9/9/9/3K5 w").unwrap();
    let moves: Vec<Move> = "h8h9 f9f8 h9h8 f8f9 h8h9 f9f8 h9h8"
        .split(' ')
        .map(mv)
        .collect();
    let r = judge(&pos, &moves, &opts(RuleSet::Chinese, false)).unwrap();
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualCheck);
    assert_eq!(r.sides.black.pattern, Pattern::CheckEvasion);
    // The move labels still show the attacks (they are board facts, shared by the rule sets).
    assert!(r.moves[5].labels.contains(&Label::Chase));
}

/// What a check answer attacks by itself, or what it uncovers on another piece than the checker,
/// stays 打 (seed 004 单方长捉例②: "动子车在解将的同时反捉炮，还造成中炮在打黑车，这为一打"): hand-written
/// cycles, Red checking with piece 1 on every move, Black answering.
#[test]
fn check_answers_that_attack_for_themselves_are_attacks() {
    use xiangqi::adjudicator::{judge_cycle, Attack, AttackEntry, CycleEntry, Pattern, Verdict};
    use xiangqi::{Color, Piece, Role};
    let sq = |s: &str| s.parse().unwrap();
    let attack = |chaser: u8, role: Role, target: u8, target_role: Role| AttackEntry {
        chaser,
        target,
        attack: Attack {
            chaser: sq("a1"),
            chaser_piece: Piece::new(Color::Black, role),
            target: sq("a2"),
            target_piece: Piece::new(Color::Red, target_role),
            protected: false,
            reason: Default::default(),
        },
    };
    let check = CycleEntry {
        side: Color::Red,
        labels: vec![Label::Check],
        answers_check: false,
        moved: 1,
        checks: vec![AttackEntry {
            chaser: 1,
            target: 9,
            attack: Attack {
                chaser: sq("h9"),
                chaser_piece: Piece::new(Color::Red, Role::Chariot),
                target: sq("e9"),
                target_piece: Piece::new(Color::Black, Role::General),
                protected: false,
                reason: Default::default(),
            },
        }],
        chases: vec![],
        attacks: vec![],
        forced: false,
    };
    let answer = |moved: u8, chase: AttackEntry| CycleEntry {
        side: Color::Black,
        labels: vec![Label::Chase],
        answers_check: true,
        moved,
        checks: vec![],
        chases: vec![chase],
        attacks: vec![],
        forced: false,
    };
    let judged = |a: CycleEntry| {
        judge_cycle(
            &[check.clone(), a.clone(), check.clone(), a],
            RuleSet::Chinese,
        )
    };
    // The answering piece (2) attacks the checker itself: 解将还捉, a chase.
    let j = judged(answer(2, attack(2, Role::Chariot, 1, Role::Chariot)));
    assert_eq!(j.sides.black.pattern, Pattern::PerpetualChase);
    // Another piece (3) uncovered onto the checker: exposed by the check itself, not a chase.
    let j = judged(answer(2, attack(3, Role::Cannon, 1, Role::Chariot)));
    assert_eq!(j.sides.black.pattern, Pattern::CheckEvasion);
    // Another piece (3) uncovered onto a piece that did not check (4): a chase.
    let j = judged(answer(2, attack(3, Role::Cannon, 4, Role::Horse)));
    assert_eq!(j.sides.black.pattern, Pattern::PerpetualChase);
    assert_eq!(j.verdict, Verdict::RedMustChange);
}

/// The verdict rows of the 1965 edition on hand-written cycles: 二打对二闲 with a 二打 side that
/// cannot change is excused (例十五); 二打一还打 is a draw unless the 一还打 side cannot change
/// (和例九); 二将一还将 is a draw (和例七). The current rules rule all of them against the 二打 side.
#[test]
fn the_1965_excuses_on_hand_written_cycles() {
    use xiangqi::adjudicator::{
        judge_cycle, Attack, AttackEntry, ChineseArticle, CycleEntry, Verdict,
    };
    use xiangqi::{Color, Piece, Role};
    let sq = |s: &str| s.parse().unwrap();
    let entry = |side: Color, label: Label, forced: bool| {
        let chase = AttackEntry {
            chaser: if side == Color::Red { 1 } else { 2 },
            target: if side == Color::Red { 20 } else { 10 },
            attack: Attack {
                chaser: sq("a1"),
                chaser_piece: Piece::new(side, Role::Chariot),
                target: sq("a2"),
                target_piece: Piece::new(!side, Role::Horse),
                protected: false,
                reason: Default::default(),
            },
        };
        CycleEntry {
            side,
            labels: vec![label],
            answers_check: false,
            moved: if side == Color::Red { 1 } else { 2 },
            checks: vec![],
            chases: if label == Label::Chase {
                vec![chase]
            } else {
                vec![]
            },
            attacks: vec![],
            forced,
        }
    };
    let cycle = |red: [(Label, bool); 2], black: [(Label, bool); 2]| {
        vec![
            entry(Color::Red, red[0].0, red[0].1),
            entry(Color::Black, black[0].0, black[0].1),
            entry(Color::Red, red[1].0, red[1].1),
            entry(Color::Black, black[1].0, black[1].1),
        ]
    };
    let (chase, idle) = (Label::Chase, Label::Idle);
    let verdicts = |c: &[CycleEntry]| {
        let j = judge_cycle(c, RuleSet::Chinese1965);
        (
            judge_cycle(c, RuleSet::Chinese).verdict,
            j.verdict,
            j.articles,
        )
    };
    let cn = |a| vec![xiangqi::adjudicator::ArticleId::Chinese(a)];
    // 二打对二闲: Red chases on both moves, Black idles.
    let free = cycle([(chase, false); 2], [(idle, false); 2]);
    let stuck = cycle([(chase, true); 2], [(idle, false); 2]);
    assert_eq!(verdicts(&free).0, Verdict::RedMustChange);
    assert_eq!(verdicts(&free).1, Verdict::RedMustChange);
    let (now, then, why) = verdicts(&stuck);
    assert_eq!((now, then), (Verdict::RedMustChange, Verdict::Draw));
    assert_eq!(why, cn(ChineseArticle::Example15));
    // Forced on one move only: the side can change on the other.
    let half = cycle([(chase, true), (chase, false)], [(idle, false); 2]);
    assert_eq!(verdicts(&half).1, Verdict::RedMustChange);
    // 二打一还打: Black chases back once.
    let back = |forced| cycle([(chase, false); 2], [(chase, forced), (idle, forced)]);
    let (now, then, why) = verdicts(&back(false));
    assert_eq!((now, then), (Verdict::RedMustChange, Verdict::Draw));
    assert_eq!(why, cn(ChineseArticle::Draw9));
    let (now, then, why) = verdicts(&back(true));
    assert_eq!(
        (now, then),
        (Verdict::RedMustChange, Verdict::RedMustChange)
    );
    assert_eq!(why, cn(ChineseArticle::Draw9));
}

/// 1965 例十六 carries its point: the car chases the crossed pawn on both moves (二捉) and the
/// pawn chases the black cannon back on one (一还捉). Under the 1965 text the pawn's chase counts
/// because both sides chase (例十六): 二捉一还捉, a draw, citing 例十六; under the current rules a
/// soldier's chase is allowed and not counted, so Black's 长捉 must change. Without the pawn's
/// target (the own variant) Black must change under the 1965 text too: the counted return chase is
/// what decides.
#[test]
fn soldier_chases_count_when_both_sides_chase_in_1965() {
    use xiangqi::adjudicator::{Pattern, Verdict};
    let moves: Vec<Move> = "e5d5 e3d3 d5e5 d3e3 e5d5".split(' ').map(mv).collect();
    let pos = Position::from_fen("4k4/4a4/9/9/2c1P4/9/4r4/9/9/5K3 w").unwrap();
    let then = judge(&pos, &moves, &opts(RuleSet::Chinese1965, false)).unwrap();
    assert_eq!(then.verdict, Verdict::Draw);
    assert!(then.sides.black.violates);
    assert!(!then.sides.red.violates);
    assert!(then.moves[0].labels.contains(&Label::Chase));
    let now = judge(&pos, &moves, &opts(RuleSet::Chinese, false)).unwrap();
    assert_eq!(now.verdict, Verdict::BlackMustChange);
    assert_eq!(now.sides.black.pattern, Pattern::PerpetualChase);
    // Without the cannon the pawn chases nothing: Black must change under the 1965 text too.
    let alone = Position::from_fen("4k4/4a4/9/9/4P4/9/4r4/9/9/5K3 w").unwrap();
    let r = judge(&alone, &moves, &opts(RuleSet::Chinese1965, false)).unwrap();
    assert_eq!(r.verdict, Verdict::BlackMustChange);
}

/// The rebuilt 例十六's draw rests on 例十六 (the pawn's return chase counts), so the report cites
/// it; today it cites only 禁止（四） and 和例九, because chinese/mod.rs cites 例十六 only when the
/// soldier side is the forbidden one.
#[test]
fn example_16_is_cited_when_the_pawn_chases_back() {
    use xiangqi::adjudicator::{ArticleId, ChineseArticle};
    let moves: Vec<Move> = "e5d5 e3d3 d5e5 d3e3 e5d5".split(' ').map(mv).collect();
    let pos = Position::from_fen("4k4/4a4/9/9/2c1P4/9/4r4/9/9/5K3 w").unwrap();
    let then = judge(&pos, &moves, &opts(RuleSet::Chinese1965, false)).unwrap();
    let e16 = ArticleId::Chinese(ChineseArticle::Example16);
    assert!(
        then.sides.red.articles.contains(&e16),
        "{:?}",
        then.sides.red.articles
    );
}

/// 例十六 another way (own position): the crossed pawn's return chase comes on 兵六平五, back on e5,
/// onto an unprotected black horse on f5 (in the case it comes on 兵五平六, onto a cannon). Under the
/// 1965 text the pawn's chase counts because the car chases too (例十六): 二捉一还捉, a draw, and Red's
/// report cites 例十六; without the horse (the variant) the pawn chases nothing: Black must change
/// and nothing cites 例十六. Under the current rules the pawn's chase is allowed and uncounted.
#[test]
fn example_16_own_position_the_pawn_chases_a_horse_on_its_way_back() {
    use xiangqi::adjudicator::{ArticleId, ChineseArticle, Verdict};
    let e16 = ArticleId::Chinese(ChineseArticle::Example16);
    let moves: Vec<Move> = "e5d5 e3d3 d5e5 d3e3 e5d5".split(' ').map(mv).collect();
    let o = opts(RuleSet::Chinese1965, false);
    let horse = Position::from_fen("4k4/4a4/9/9/4Pn3/9/4r4/9/9/5K3 w").unwrap();
    let r = judge(&horse, &moves, &o).unwrap();
    assert!(
        r.moves[2].labels.contains(&Label::Chase),
        "{:?}",
        r.moves[2]
    );
    assert_eq!(r.verdict, Verdict::Draw, "{}", r.explanation.en);
    assert!(r.sides.red.articles.contains(&e16), "{:?}", r.sides.red);
    let now = judge(&horse, &moves, &opts(RuleSet::Chinese, false)).unwrap();
    assert_eq!(now.verdict, Verdict::BlackMustChange);
    let alone = Position::from_fen("4k4/4a4/9/9/4P4/9/4r4/9/9/5K3 w").unwrap();
    let v = judge(&alone, &moves, &o).unwrap();
    assert_eq!(v.verdict, Verdict::BlackMustChange);
    assert!(!v.sides.red.articles.contains(&e16));
}

/// No side that answers a check on every move of the cycle is said to chase, under either
/// Chinese edition, in any AXF diagram or reconstructed 1965 case: its attacks on the checking
/// piece are 己方造成的被捉, and a counter-chase by the answering piece itself (解将还捉) does not
/// occur in this data.
#[test]
fn sides_answering_every_check_are_not_said_to_chase() {
    use xiangqi::adjudicator::Pattern::*;
    let d = data("cn1965-positions.json");
    let mut games: Vec<(String, Position, Vec<Move>, bool)> = diagrams()
        .into_iter()
        .map(|g| (format!("diagram {}", g.id), g.pos, g.moves, g.opts.pattern))
        .collect();
    for c in d["cases"].as_array().unwrap() {
        if let Some((pos, moves, pattern)) = case_game(c) {
            games.push((c["label"].to_string(), pos, moves, pattern));
        }
    }
    let mut answering = 0;
    for (what, start, moves, pattern) in &games {
        for rules in [RuleSet::Chinese, RuleSet::Chinese1965] {
            let r = judge(start, moves, &opts(rules, *pattern)).unwrap();
            let mut pos = start.clone();
            let mut all = [true, true];
            for (m, rep) in moves.iter().zip(&r.moves) {
                if rep.in_cycle && !pos.is_check() {
                    all[usize::from(pos.turn() == xiangqi::Color::Black)] = false;
                }
                pos = pos.play(*m).unwrap();
            }
            for (i, side) in [&r.sides.red, &r.sides.black].into_iter().enumerate() {
                if !all[i] {
                    continue;
                }
                answering += 1;
                assert!(
                    !matches!(
                        side.pattern,
                        PerpetualChase
                            | TwoPiecesChaseOne
                            | JointChase
                            | AlternatingChase
                            | TwoPiecesChaseTwo
                            | OneChaseOneIdle
                            | OneCheckOneChase
                            | OneMateThreatOneChase
                            | OneChaseOneDiscoveredCaptureThreat
                    ),
                    "{what} {rules:?}: a side answering every check is said to chase ({:?})",
                    side.pattern
                );
            }
        }
    }
    assert!(answering >= 20, "{answering}");
}

/// The 无法变着 fact reaches the move report: in the rebuilt 例六, 例七 and 例十三 some move of the
/// side that cannot change is reported `forced` under `chinese1965` (which computes it), and no
/// move is under the rule sets that do not.
#[test]
fn forced_moves_are_reported_under_the_1965_rules_only() {
    let d = data("cn1965-positions.json");
    for label in ["例六", "例七", "例十三"] {
        let c = d["cases"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["label"] == label)
            .unwrap_or_else(|| panic!("{label} in cn1965-positions.json"));
        let (pos, moves, pattern) = case_game(c).expect("a rebuilt position");
        for (rules, _) in RULE_SETS {
            let r = judge(&pos, &moves, &opts(rules, pattern)).unwrap();
            let forced = r.moves.iter().filter(|m| m.forced).count();
            if rules == RuleSet::Chinese1965 {
                assert!(
                    forced > 0,
                    "{label}: no move reported forced under {rules:?}"
                );
            } else {
                assert_eq!(forced, 0, "{label}: forced moves under {rules:?}");
            }
        }
    }
}

/// 1965 例十一 carries its point: after the cannon's idle move the red car can take the black
/// horse with check ("在一闲之后，车可吃黑马叫将") and the move is still 闲 (一将一闲, a draw); with
/// the 注's fact added — the capture starts a mate by consecutive checks — the same move is 杀
/// and Red must change. The pair differs in that fact only.
#[test]
fn example_11_capture_with_check_is_idle_unless_a_mate_follows() {
    use xiangqi::adjudicator::Verdict;
    let d = data("cn1965-positions.json");
    let c = d["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["label"] == "例十一")
        .unwrap();
    let (start, moves, _) = case_game(c).unwrap();
    let variant = Position::from_fen(c["own_variants"][0]["fen"].as_str().unwrap()).unwrap();
    let capture = mv("f1f2");
    for rules in [RuleSet::Chinese, RuleSet::Chinese1965] {
        // The fact: after 炮四平八 (Black passing), 车四进一 takes the horse with check and the
        // black car takes back; the move itself is neither 捉 nor 杀.
        let after = start.play(moves[0]).unwrap().pass().unwrap();
        assert!(after.board().piece_at(capture.to).is_some());
        let taken = after.play(capture).unwrap();
        assert!(taken.is_check());
        assert!(taken.legal_moves().iter().any(|r| r.to == capture.to));
        let r = judge(&start, &moves, &opts(rules, false)).unwrap();
        assert_eq!(r.verdict, Verdict::Draw, "{rules:?}");
        let l = &r.moves[0].labels;
        assert!(
            !l.contains(&Label::Chase) && !l.contains(&Label::MateThreat),
            "{l:?}"
        );
        // The 注: the same capture now starts a mate by checks.
        let v = judge(&variant, &moves, &opts(rules, false)).unwrap();
        assert_eq!(v.verdict, Verdict::RedMustChange, "{rules:?}");
        assert!(v.moves[0].labels.contains(&Label::MateThreat));
        assert_eq!(v.moves[0].mate_line.first().map(|l| l.mv), Some(capture));
    }
}

/// The basis of every expected verdict of `o` (an entry or an own variant): each `verdict_*` key
/// has `basis[key]` `text` or `interpretation`, and an interpretation names the competing
/// reading and why ours is kept.
fn check_basis(what: &str, o: &Value) {
    let keys: Vec<&String> = o
        .as_object()
        .unwrap()
        .keys()
        .filter(|k| k.starts_with("verdict_") && o[k.as_str()].is_string())
        .collect();
    assert!(!keys.is_empty(), "{what}: no verdict");
    for k in keys {
        match o["basis"][k.as_str()].as_str() {
            Some("text") => {}
            Some("interpretation") => {
                let i = &o["interpretation"][k.as_str()];
                for part in ["competing", "why"] {
                    assert!(
                        i[part].as_str().is_some_and(|s| s.len() > 20),
                        "{what} {k}: interpretation without `{part}`"
                    );
                }
            }
            other => panic!("{what} {k}: basis {other:?}"),
        }
    }
}

/// Every expected verdict in tests/data/cn/ says whether it is the text's or our interpretation
/// (and an interpretation names the competing reading and why ours is kept); so does every
/// family row of the README table and every row of `Edition`.
#[test]
fn every_expected_verdict_has_its_basis() {
    let mut n = 0;
    for (file, list) in [
        ("cn1965-positions.json", "cases"),
        ("rulings-2011.json", "rulings"),
        ("axf-chinese.json", "diagrams"),
    ] {
        let d = data(file);
        for e in d[list].as_array().unwrap() {
            let what = format!("{file} {}", e["label"].as_str().unwrap_or_default());
            check_basis(&what, e);
            n += 1;
            // A case rebuilt a second way (例十五's `protected_rebuild`) and its own variant.
            if let Some(p) = e.get("protected_rebuild") {
                check_basis(&format!("{what} protected_rebuild"), p);
                check_basis(&format!("{what} protected_rebuild variant"), &p["variant"]);
                n += 2;
            }
            for (i, v) in e["own_variants"]
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
            {
                check_basis(&format!("{what} variant {i}"), v);
                n += 1;
            }
        }
    }
    assert!(n > 150, "{n}");
    for f in data("axf-chinese.json")["families"].as_array().unwrap() {
        match f["basis"].as_str() {
            Some("text") => {}
            Some("interpretation") => {
                assert!(f["interpretation"]["competing"].is_string(), "{f}");
                assert!(f["interpretation"]["why"].is_string(), "{f}");
            }
            other => panic!("family {}: basis {other:?}", f["code"]),
        }
    }
    // The rows of `Edition`: the fields of the struct, read from its source, are the rows of
    // edition-rows.json, each with its basis.
    let src = include_str!("../src/adjudicator/chinese/edition.rs");
    let body = src
        .split_once("pub(crate) struct Edition {")
        .and_then(|(_, rest)| rest.split_once("\n}"))
        .map(|(b, _)| b)
        .expect("struct Edition");
    let fields: Vec<&str> = body
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub "))
        .filter_map(|l| l.split_once(':').map(|(name, _)| name))
        .collect();
    let rows = data("edition-rows.json");
    let listed: Vec<&str> = rows["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["field"].as_str().unwrap())
        .collect();
    assert_eq!(
        fields, listed,
        "edition-rows.json lists the fields of Edition in order"
    );
    for r in rows["rows"].as_array().unwrap() {
        let mut row = r.clone();
        row["verdict_row"] = Value::String("row".into());
        row["basis"] = serde_json::json!({ "verdict_row": r["basis"] });
        row["interpretation"] = serde_json::json!({ "verdict_row": r["interpretation"] });
        check_basis(r["field"].as_str().unwrap(), &row);
    }
}

/// A rebuilt case and its first own variant, by label.
fn case_and_variant(label: &str) -> (Value, Position, Position) {
    let d = data("cn1965-positions.json");
    let c = d["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["label"] == label)
        .unwrap_or_else(|| panic!("{label} in cn1965-positions.json"))
        .clone();
    let start = Position::from_fen(c["fen"].as_str().unwrap()).unwrap();
    let variant = Position::from_fen(c["own_variants"][0]["fen"].as_str().unwrap()).unwrap();
    (c, start, variant)
}

/// 1965 例三 carries its point: the cannon's flight 炮5退1 forms a 要抽吃 (the horse's check frees
/// its leg and wins the red cannon), and by 例三 that is no 还打 — Red's 长捉 must change, and the
/// report cites 例三 for Black. With a black car added, the same flight forms a 杀, which is 还打:
/// 二打一还打, a draw under the 1965 text (和例九). The pair differs in the kind of threat only.
#[test]
fn example_3_capture_threat_flight_is_no_return_but_a_mate_threat_is() {
    use xiangqi::adjudicator::{ArticleId, ChineseArticle, Verdict};
    let (c, start, variant) = case_and_variant("例三");
    let moves = iccs_moves(&c);
    let o = opts(RuleSet::Chinese1965, false);
    let r = judge(&start, &moves, &o).unwrap();
    // The fact: the flight is a 要抽吃 that wins the red cannon on c1 for nothing.
    let flight = &r.moves[1];
    assert!(
        flight.labels.contains(&Label::DiscoveredCaptureThreat),
        "{:?}",
        flight.labels
    );
    let line = flight.capture_line.as_ref().expect("a capture line");
    assert_eq!(line.moves.first().map(|m| m.mv), Some(mv("f4d3")));
    assert_eq!(line.moves.last().map(|m| m.mv), Some(mv("d3c1")));
    assert!(line.lost.is_empty());
    // 例三: no 还打, Red must change.
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert!(!r.sides.black.violates);
    assert!(r
        .sides
        .black
        .articles
        .contains(&ArticleId::Chinese(ChineseArticle::Example3)));
    // The variant: the same flight is 杀, counted as 还打: a draw under the 1965 text.
    let v = judge(&variant, &moves, &o).unwrap();
    assert!(
        v.moves[1].labels.contains(&Label::MateThreat),
        "{:?}",
        v.moves[1].labels
    );
    assert_eq!(v.verdict, Verdict::Draw);
    assert_ne!(r.verdict, v.verdict);
}

/// 1965 例十四 carries both halves: 车7退1 opens rank 0 for the black cannon's 抽将 on the red car;
/// with a red cannon in that cannon's file nothing can be won (case 1: 一将一闲, a draw), without
/// it the same move is a 要抽吃 that wins the car (case 2: 一将一要抽吃, Black must change) — under
/// both Chinese editions; under the AXF rules both are draws (细则13).
#[test]
fn example_14_discovered_threat_counts_only_when_it_wins_a_piece() {
    use xiangqi::adjudicator::Verdict;
    let (c, start, variant) = case_and_variant("例十四");
    let moves = iccs_moves(&c);
    for rules in [RuleSet::Chinese, RuleSet::Chinese1965] {
        let o = opts(rules, false);
        let nothing = judge(&start, &moves, &o).unwrap();
        assert!(nothing.moves[1].labels.contains(&Label::Check));
        assert!(
            !nothing.moves[3]
                .labels
                .contains(&Label::DiscoveredCaptureThreat),
            "{rules:?}: {:?}",
            nothing.moves[3].labels
        );
        assert_eq!(nothing.verdict, Verdict::Draw, "{rules:?}");
        let something = judge(&variant, &moves, &o).unwrap();
        let m = &something.moves[3];
        assert!(
            m.labels.contains(&Label::DiscoveredCaptureThreat),
            "{rules:?}"
        );
        let line = m.capture_line.as_ref().expect("a capture line");
        assert_eq!(line.moves.first().map(|l| l.mv), Some(mv("h8h0")));
        assert_eq!(line.won, vec![xiangqi::Piece::from_char('R').unwrap()]);
        assert_eq!(something.verdict, Verdict::BlackMustChange, "{rules:?}");
    }
    let axf = judge(&variant, &moves, &opts(RuleSet::Axf, false)).unwrap();
    assert_eq!(axf.verdict, Verdict::Draw);
}

/// 1965 例二 carries its point: the cannon's parry 炮6进6 hides 连将吃仕 (a horse check, a pawn
/// check, the pawn takes the advisor), a 要抽吃 and no 连杀, so it is no 还打 and Red's 一将一捉 must
/// change; with a black car added the same parry threatens 连杀, which counts: 二打二还打, a draw.
#[test]
fn example_2_hidden_advisor_win_is_no_return_but_a_hidden_mate_is() {
    use xiangqi::adjudicator::Verdict;
    let (c, start, variant) = case_and_variant("例二");
    let moves = iccs_moves(&c);
    for rules in [RuleSet::Chinese, RuleSet::Chinese1965] {
        let o = opts(rules, false);
        let r = judge(&start, &moves, &o).unwrap();
        let parry = &r.moves[1];
        assert!(parry.labels.contains(&Label::Block), "{:?}", parry.labels);
        assert!(parry.labels.contains(&Label::DiscoveredCaptureThreat));
        assert!(!parry.labels.contains(&Label::MateThreat));
        let line = parry.capture_line.as_ref().expect("a capture line");
        assert_eq!(line.moves.first().map(|m| m.mv), Some(mv("a2c3")));
        assert_eq!(line.won, vec![xiangqi::Piece::from_char('A').unwrap()]);
        assert!(line.lost.is_empty());
        assert_eq!(r.verdict, Verdict::RedMustChange, "{rules:?}");
        let v = judge(&variant, &moves, &o).unwrap();
        assert!(v.moves[1].labels.contains(&Label::MateThreat), "{rules:?}");
        assert_eq!(v.verdict, Verdict::Draw, "{rules:?}");
    }
}

/// 1965 例十三 with its printed fact (text: "本例红炮虽可走到边象位，仍应由黑方变着"; its 注: "如果红方无过河兵，
/// 黑车动后无子可捉，则双方不变作和"). The black car chases the unprotected red cannon (i8 ↔ i9), which
/// checks back from i9 over the elephant g9. From i8 the cannon could flee to the edge elephant
/// point i7, but then the car is free: 车8进2 (h8-h6) turns on the crossed pawn f6, whose squares
/// are all covered (f7 by the advisor, e6 and g6 by the car), and the elephant, its leg h8 free,
/// attacks i7. The cannon's way back to i9 with check does not save the pawn: the elephant steps
/// off g9 and the car still takes. So the flight costs the pawn, the check back is forced, and
/// Black must change. Without the crossed pawn (the 注) the flight costs nothing and it is a draw.
#[test]
fn example_13_edge_square_that_exposes_the_crossed_pawn_is_no_change() {
    use xiangqi::adjudicator::Verdict;
    let moves: Vec<Move> = "i8i9 h8h9 i9i8 h9h8 i8i9".split(' ').map(mv).collect();
    let o = opts(RuleSet::Chinese1965, false);
    let with = Position::from_fen("3k2b2/4a2rC/9/5P2p/9/9/9/9/9/3AKA3 w").unwrap();
    // The fact: after the flight and the car's turn on the pawn, every step of the pawn is taken,
    // and after the check back (i7-i9) and the elephant's answer the car still attacks it.
    let turned = with.play(mv("i8i7")).unwrap().play(mv("h8h6")).unwrap();
    let steps: Vec<Move> = turned
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == mv("f6f7").from)
        .collect();
    assert_eq!(steps.len(), 3);
    for m in steps {
        let after = turned.play(m).unwrap();
        assert!(after.legal_moves().iter().any(|c| c.to == m.to), "{m}");
    }
    let back = turned.play(mv("i7i9")).unwrap();
    assert!(back.is_check());
    let answered = back.play(mv("g9e7")).unwrap();
    assert!(!answered.is_check());
    assert!(answered.pass().unwrap().legal_moves().contains(&mv("h6f6")));
    // The case: the check back is forced, Black must change.
    let r = judge(&with, &moves, &o).unwrap();
    assert!(r.moves[0].forced && r.moves[2].forced, "{:?}", r.moves);
    assert_eq!(r.verdict, Verdict::BlackMustChange, "{}", r.explanation.en);
    // The 注: without the crossed pawn the flight to i7 loses nothing; Red can change, a draw.
    let without = Position::from_fen("3k2b2/4a2rC/9/8p/9/9/9/9/9/3AKA3 w").unwrap();
    let v = judge(&without, &moves, &o).unwrap();
    assert!(!v.moves[0].forced, "{:?}", v.moves);
    assert_eq!(v.verdict, Verdict::Draw, "{}", v.explanation.en);
}

/// An exchange is no road (避兑, chinese/change.rs `TRADE`), own position in 例六's pattern: the
/// black car chases the unprotected red horse (h5 ↔ i7), the horse chases back once (二捉一还捉).
/// The horse's other escape from h5 is i3, where the black horse on g2 takes it and the red horse
/// on h1 takes back: an even exchange. Read as the 1965 text's 活路 (the chased piece lives), that
/// is no change, Red cannot change and Black must; without the black horse on g2 (the variant) i3
/// is a living escape (the route search finds no loss on it) and 二捉一还捉 is
/// a draw. Counting the exchange as losing nothing made both a draw.
#[test]
fn an_escape_on_which_the_chased_piece_is_exchanged_is_no_change_in_1965() {
    use xiangqi::adjudicator::Verdict;
    let moves: Vec<Move> = "h5i7 g5g7 i7h5 g7g5".split(' ').map(mv).collect();
    let o = opts(RuleSet::Chinese1965, false);
    let traded = Position::from_fen("4k4/8P/9/4p4/6rN1/8n/9/6n2/7N1/4K4 w").unwrap();
    // The fact: on i3 the horse is taken and retaken.
    let fled = traded.play(mv("h5i3")).unwrap();
    let taken = fled.play(mv("g2i3")).unwrap();
    assert!(taken.legal_moves().contains(&mv("h1i3")));
    let r = judge(&traded, &moves, &o).unwrap();
    assert!(r.moves[0].forced && r.moves[2].forced, "{:?}", r.moves);
    assert_eq!(r.verdict, Verdict::BlackMustChange, "{}", r.explanation.en);
    let free = Position::from_fen("4k4/8P/9/4p4/6rN1/8n/9/9/7N1/4K4 w").unwrap();
    let v = judge(&free, &moves, &o).unwrap();
    assert!(!v.moves[0].forced);
    assert_eq!(v.verdict, Verdict::Draw, "{}", v.explanation.en);
}

/// 例十五's `protected_rebuild`: its data, moves, start and the 注's variant.
fn example_15_protected() -> (Value, Vec<Move>, Position, Position) {
    let c = data("cn1965-positions.json")["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["label"] == "例十五")
        .unwrap()["protected_rebuild"]
        .clone();
    let moves: Vec<Move> = c["moves_iccs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| mv(m.as_str().unwrap()))
        .collect();
    let start = Position::from_fen(c["fen"].as_str().unwrap()).unwrap();
    let variant = Position::from_fen(c["variant"]["fen"].as_str().unwrap()).unwrap();
    (c, moves, start, variant)
}

/// 1965 例十五 as printed, with the red car protected (`protected_rebuild` of the case): the
/// black car's attack is 兑 on every reading (a protected car of equal value), with or without
/// `Edition::equal_offer_is_exchange`, and the 注's variant without the central pawn frees the
/// car's quiet squares to the left: Red must change there. Checked now: the facts and the
/// variant.
#[test]
fn example_15_protected_car_offer_is_an_exchange_and_the_pawnless_car_must_change() {
    use xiangqi::adjudicator::Verdict;
    let (c, moves, start, variant) = example_15_protected();
    let o = opts(RuleSet::Chinese1965, false);
    let r = judge(&start, &moves, &o).unwrap();
    // The fact: each black move blocks and offers the exchange of the protected red car.
    for (i, m) in r.moves.iter().enumerate() {
        if i % 2 == 1 {
            assert!(m.labels.contains(&Label::Exchange), "{i}: {:?}", m.labels);
            assert!(!m.labels.contains(&Label::Chase), "{i}: {:?}", m.labels);
        }
    }
    assert!(r.moves[0].labels.contains(&Label::Check));
    assert!(r.moves[2].labels.contains(&Label::MateThreat));
    assert!(!r.sides.black.violates);
    // The 注: without the central pawn Red must change.
    let v = judge(&variant, &moves, &o).unwrap();
    assert_eq!(v.verdict, Verdict::RedMustChange, "{}", v.explanation.en);
    assert_eq!(
        c["variant"]["verdict_1965"].as_str(),
        Some(verdict_name(v.verdict).as_str())
    );
}

/// 例十五 as printed (protected red car): "红车无其它路可走 … 双方不变作和". The car's only squares
/// that avoid the offered exchange are its check and mate threats, so Red cannot change and the
/// case is a draw, while the 注's variant (no central pawn) has Red change: the pair differs in
/// the car's quiet route only.
#[test]
fn example_15_protected_car_avoiding_the_exchange_is_forced() {
    use xiangqi::adjudicator::Verdict;
    let (c, moves, start, variant) = example_15_protected();
    let o = opts(RuleSet::Chinese1965, false);
    let r = judge(&start, &moves, &o).unwrap();
    assert_eq!(c["verdict_1965"].as_str(), Some("draw"));
    assert_eq!(r.verdict, Verdict::Draw, "{}", r.explanation.en);
    assert!(r.sides.red.violates && !r.sides.black.violates);
    let v = judge(&variant, &moves, &o).unwrap();
    assert_eq!(v.verdict, Verdict::RedMustChange);
    assert_ne!(r.verdict, v.verdict);
}
