//! `xiangqi audit` on a folder of mixed records: games read, errors by code, and the recorded
//! results that contradict the referee — each kind built from a real fixture with its result
//! changed (the pair: the same moves with the consistent result give no mismatch).

use std::path::{Path, PathBuf};

mod common;
use common::run;

use serde_json::Value;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/records");

fn fixture(file: &str) -> Vec<u8> {
    std::fs::read(format!("{DIR}/{file}")).unwrap()
}

/// Game `index` of a multi-game PGN (split at `[Event`), with its Result tag set to `result`.
fn pgn_game(file: &str, index: usize, result: &str) -> String {
    let text = String::from_utf8(fixture(file)).unwrap();
    let games: Vec<&str> = text.split("[Event ").skip(1).collect();
    let game = format!("[Event {}", games[index]);
    let at = game.find("[Result \"").unwrap();
    let end = at + game[at..].find("\"]").unwrap() + 2;
    let body = game[end..].replace("1-0", result);
    format!("{}[Result \"{result}\"]{body}", &game[..at])
}

/// cchess_endgame_test.pgn (GBK; Black is checkmated by its last move, no result tag) with a
/// Result tag, and `extra` movetext after the mate.
fn mate_game(result: &str, extra: &str) -> Vec<u8> {
    let mut bytes = format!("[Result \"{result}\"]\n").into_bytes();
    let raw = fixture("pgn/cchess_endgame_test.pgn");
    let cut = raw.iter().rposition(|&b| b == b'*').unwrap_or(raw.len());
    bytes.extend(&raw[..cut]);
    bytes.extend(extra.as_bytes());
    bytes.extend(format!(" {result}\n").as_bytes());
    bytes
}

/// A temporary folder with these files (name, bytes), a sub-folder included.
fn folder(tag: &str, files: &[(&str, Vec<u8>)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xiangqi-audit-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, bytes) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

fn jsonl(dir: &Path, extra: &[&str]) -> (Vec<Value>, Value, Option<i32>) {
    let d = dir.display().to_string();
    let mut args = vec!["audit", "--jsonl", d.as_str()];
    args.extend(extra);
    let o = run(&args);
    let lines = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let stderr = String::from_utf8(o.stderr).unwrap();
    let summary = serde_json::from_str(stderr.lines().last().unwrap()).unwrap();
    (lines, summary, o.status.code())
}

fn line_of<'a>(lines: &'a [Value], file: &str, rules: &str) -> &'a Value {
    lines
        .iter()
        .find(|l| l["file"].as_str().unwrap().ends_with(file) && l["rules"] == rules)
        .unwrap_or_else(|| panic!("no line for {file} under {rules}"))
}

#[test]
fn audit_finds_each_kind_of_contradiction_and_judges_the_rest() {
    // davide2022 game 21 ends in a 3-fold repetition that Black must change (recorded 1-0).
    let dir = folder(
        "kinds",
        &[
            (
                "a/rep_draw.pgn",
                pgn_game("pgn/davide2022.pgn", 21, "1/2-1/2").into_bytes(),
            ),
            (
                "a/rep_black.pgn",
                pgn_game("pgn/davide2022.pgn", 21, "0-1").into_bytes(),
            ),
            (
                "a/rep_red.pgn",
                pgn_game("pgn/davide2022.pgn", 21, "1-0").into_bytes(),
            ),
            ("b/mate_loss.pgn", mate_game("0-1", "")),
            ("b/mate_win.pgn", mate_game("1-0", "")),
            // After the mate, a move: it cannot be legal.
            ("b/past_mate.pgn", mate_game("1-0", " 13... h9h8")),
            ("c/big5.pgn", fixture("pgn-big5/ccpd_00.pgn")),
            ("c/game.cbr", fixture("other/cchess_test.cbr")),
            ("c/bad.xqf", b"XQ\x0a not a header".to_vec()),
            ("c/notes.md", b"not a record: not read".to_vec()),
        ],
    );
    let (lines, summary, code) = jsonl(&dir, &["--rules", "axf,chinese"]);
    assert_eq!(code, Some(2), "a bad file is reported (exit 2)");
    let s = &summary["summary"];
    assert_eq!(s["files"], 9, "{s}");
    assert_eq!(s["games"], 8, "{s}");
    assert_eq!(s["fileErrors"], 1, "{s}");
    assert_eq!(s["errors"]["ERR_RECORD_FORMAT"], 1, "{s}");
    assert_eq!(s["errors"]["ERR_RECORD_MOVE"], 1, "{s}");
    // One line per game and rule set, and one for the bad file.
    assert_eq!(lines.len(), 8 * 2 + 1);

    // Under AXF Black must change (its chase is forbidden); under the Chinese rules the same
    // cycle is no side's fault: a draw, so the recorded draw agrees and a recorded win is no
    // side-at-fault case either (the pair that shows the verdict decides the mismatch).
    for rep in ["rep_draw.pgn", "rep_black.pgn", "rep_red.pgn"] {
        let l = line_of(&lines, rep, "chinese");
        assert_eq!(
            (&l["verdict"], &l["mismatch"]),
            (&"draw".into(), &Value::Null),
            "{l}"
        );
    }
    {
        let rules = "axf";
        let m = &line_of(&lines, "rep_draw.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "draw_but_side_at_fault", "{rules}: {m}");
        let reason = m["reason"].as_str().unwrap();
        assert!(reason.contains("Black at fault"), "{reason}");
        assert!(reason.ends_with("recorded as a draw"), "{reason}");
        assert!(m["recurred"].as_array().unwrap().len() >= 3, "{m}");
        assert!(m["cycle"].is_array() && m["article"].is_string(), "{m}");
        // Never a win printed for a game recorded as a draw.
        let l = line_of(&lines, "rep_draw.pgn", rules);
        assert_eq!(l["result"], Value::Null, "{l}");
        assert_eq!(l["verdict"], "black_must_change");
        assert!(l["says"].as_str().unwrap().contains("Black must change"));

        let m = &line_of(&lines, "rep_black.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "win_for_side_at_fault", "{rules}: {m}");
        // The consistent record: no mismatch, and the judged result stands.
        let l = line_of(&lines, "rep_red.pgn", rules);
        assert_eq!(l["mismatch"], Value::Null, "{l}");
        assert_eq!(l["result"], "red_wins");
    }
    for rules in ["axf", "chinese"] {
        let m = &line_of(&lines, "mate_loss.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "loss_for_winner", "{rules}: {m}");
        assert_eq!(m["ply"], 25);
        assert_eq!(
            line_of(&lines, "mate_win.pgn", rules)["mismatch"],
            Value::Null
        );

        let m = &line_of(&lines, "past_mate.pgn", rules)["mismatch"];
        assert_eq!(m["kind"], "continued_past_mate", "{rules}: {m}");
        assert_eq!(m["ply"], 25);

        assert_eq!(line_of(&lines, "big5.pgn", rules)["mismatch"], Value::Null);
        assert_eq!(line_of(&lines, "game.cbr", rules)["plies"], 28);
    }
    let bad = lines
        .iter()
        .find(|l| l["file"].as_str().unwrap().ends_with("bad.xqf"))
        .unwrap();
    assert_eq!(bad["error"]["code"], "ERR_RECORD_FORMAT");

    // The readable report names each contradiction and the bad file.
    let o = run(&["audit", &dir.display().to_string()]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("9 file(s): 8 game(s) read"), "{text}");
    assert!(text.contains("bad.xqf"), "{text}");
    for kind in [
        "draw_but_side_at_fault",
        "win_for_side_at_fault",
        "loss_for_winner",
        "continued_past_mate",
    ] {
        assert!(text.contains(kind), "{kind}: {text}");
    }
    assert!(text.contains("top patterns:"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_thousand_files_with_ten_bad_ones() {
    let good = pgn_game("pgn/davide2022.pgn", 3, "1-0").into_bytes();
    let mut files = Vec::new();
    for i in 0..1000 {
        let bytes = if i % 100 == 7 {
            good[..good.len() / 3]
                .iter()
                .copied()
                .chain(*b"\x81\x20")
                .collect()
        } else {
            good.clone()
        };
        files.push((format!("g{i:04}.pgn"), bytes));
    }
    let files: Vec<(&str, Vec<u8>)> = files.iter().map(|(n, b)| (n.as_str(), b.clone())).collect();
    let dir = folder("thousand", &files);
    let (lines, summary, _) = jsonl(&dir, &[]);
    assert_eq!(lines.len(), 1000);
    let bad: Vec<&Value> = lines.iter().filter(|l| l["error"].is_object()).collect();
    assert_eq!(bad.len(), 10, "{summary}");
    for l in &bad {
        assert_eq!(l["error"]["code"], "ERR_RECORD_ENCODING", "{l}");
        assert!(l["error"]["offset"].is_u64(), "{l}");
    }
    assert_eq!(summary["summary"]["games"], 1000);
    let _ = std::fs::remove_dir_all(&dir);
}
