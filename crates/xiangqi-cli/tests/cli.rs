//! Runs the built `xiangqi` binary.

use std::process::{Command, Output};

mod common;
use common::run;

use xiangqi::{Move, Position};

const MID: &str = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8")
}

fn json_error(o: &Output) -> (String, String) {
    assert_eq!(o.status.code(), Some(2), "exit code");
    assert!(o.stdout.is_empty(), "stdout: {}", stdout(o));
    let err = String::from_utf8(o.stderr.clone()).unwrap();
    let v: serde_json::Value = serde_json::from_str(err.trim()).expect("stderr is one JSON value");
    let obj = v["error"].as_object().expect("error object");
    assert_eq!(obj.len(), 2, "{v}");
    let code = obj["code"].as_str().expect("code").to_owned();
    let message = obj["message"].as_str().expect("message").to_owned();
    assert!(!message.is_empty());
    (code, message)
}

#[test]
fn perft_of_the_start_position() {
    for (depth, nodes) in [("0", "1"), ("1", "44"), ("2", "1920"), ("3", "79666")] {
        let o = run(&["perft", depth]);
        assert!(o.status.success(), "{o:?}");
        assert_eq!(stdout(&o), format!("{nodes}\n"));
        assert!(o.stderr.is_empty());
    }
}

#[test]
fn perft_with_fen() {
    let o = run(&["perft", "3", "--fen", MID]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(stdout(&o), "43929\n");
    // Short FEN, option before the depth.
    let o = run(&[
        "perft",
        "--fen",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w",
        "2",
    ]);
    assert_eq!(stdout(&o), "424\n");
}

#[test]
fn divide_lists_every_root_move_then_the_total() {
    let o = run(&["perft", "2", "--divide", "--fen", MID]);
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    let pos = Position::from_fen(MID).unwrap();
    assert_eq!(lines.len(), pos.legal_moves().len() + 1);
    assert_eq!(*lines.last().unwrap(), "1128");
    let mut sum = 0;
    let mut seen = Vec::new();
    for line in &lines[..lines.len() - 1] {
        let (mv, n) = line.split_once(": ").expect("`move: count`");
        let n: u64 = n.parse().expect("count");
        let m = Move::new(mv[..2].parse().unwrap(), mv[2..].parse().unwrap());
        assert_eq!(mv.len(), 4);
        // Each count is the number of replies after that move.
        assert_eq!(pos.play(m).expect("legal root move").perft(1), n, "{line}");
        sum += n;
        seen.push(mv.to_owned());
    }
    assert_eq!(sum, 1128);
    let mut sorted = seen.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, seen, "root moves sorted and unique");
}

#[test]
fn divide_from_the_start_has_h2e2() {
    let o = run(&["perft", "1", "--divide"]);
    let text = stdout(&o);
    assert!(text.lines().any(|l| l == "h2e2: 1"), "{text}");
    assert_eq!(text.lines().count(), 45);
    assert_eq!(text.lines().last(), Some("44"));
}

#[test]
fn bad_fen_is_a_json_error() {
    let (code, message) = json_error(&run(&["perft", "2", "--fen", "rnbakabnr/9 w"]));
    assert_eq!(code, "ERR_FEN_ROWS");
    assert!(message.contains("rows"), "{message}");
    let (code, _) = json_error(&run(&["perft", "1", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w"]));
    assert_eq!(code, "ERR_POS_GENERALS_FACING");
    let (code, _) = json_error(&run(&["perft", "1", "--fen", ""]));
    assert_eq!(code, "ERR_FEN_EMPTY");
    let (code, _) = json_error(&run(&[
        "perft",
        "1",
        "--fen",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
    ]));
    assert_eq!(code, "ERR_FEN_TURN");
}

#[test]
fn bad_arguments_are_json_errors() {
    for args in [
        &["perft"][..],
        &["perft", "x"],
        &["perft", "-1"],
        &["perft", "2", "--bogus"],
        &["nosuchcommand"],
    ] {
        let (code, _) = json_error(&run(args));
        assert_eq!(code, "ERR_ARGUMENT", "{args:?}");
    }
}

#[test]
fn help_and_version() {
    let o = run(&["--help"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("perft"));
    let o = run(&["perft", "--help"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("--divide"));
    let o = run(&["--version"]);
    assert!(o.status.success());
    assert!(stdout(&o).starts_with("xiangqi "));
}

const DIAGRAM_1: &str = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1";

fn judge_json(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["judge", "--compact"];
    all.extend_from_slice(args);
    let o = run(&all);
    assert!(o.status.success(), "{o:?}");
    serde_json::from_str(stdout(&o).trim()).expect("stdout is JSON")
}

#[test]
fn judge_perpetual_check_in_any_notation() {
    for moves in [
        "h8h9 f9f8 h9h8 f8f9 h8h9 f9f8 h9h8",
        "车二进一 将６进１ 车二退一 将６退１ 车二进一 将６进１ 车二退一",
        "R2+1, K6+1, R2-1, K6-1, R2+1, K6+1, R2-1",
        // What a record holds reads here too (one move reader): fullwidth, SAN, move numbers.
        "1. ｈ８ｈ９ Ｋ６＋１ 2. Rh8 k6-1 3. R2+1 K6+1 4. H9-H8",
    ] {
        let v = judge_json(&["--fen", DIAGRAM_1, "--moves", moves]);
        assert_eq!(v["verdict"], "red_must_change", "{moves}");
        assert_eq!(v["violations"]["red"], true);
        assert_eq!(v["violations"]["black"], false);
        assert_eq!(v["cycle"]["fromPly"], 4);
        assert_eq!(v["cycle"]["toPly"], 7);
        assert_eq!(v["sides"]["red"]["pattern"], "perpetual_check");
        assert_eq!(v["sides"]["red"]["violates"], true);
        assert_eq!(v["sides"]["red"]["articles"][0], "general_1");
        assert_eq!(v["sides"]["black"]["pattern"], "check_evasion");
        assert_eq!(v["moves"][0]["checks"][0]["chaserPiece"], "R");
        assert_eq!(v["status"], "ongoing");
        assert_eq!(v["result"], serde_json::Value::Null);
        assert_eq!(v["moves"][0]["labels"][0], "check");
        assert_eq!(v["moves"][0]["chinese"], "车二进一");
        assert!(v["articles"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["id"] == "general_1" && a["title"] == "总纲1"));
        assert!(v["explanation"]["zh"].as_str().unwrap().contains("长照"));
        assert!(v["finalFen"]
            .as_str()
            .unwrap()
            .starts_with("c2a5/2c1ak1R1/"));
    }
}

#[test]
fn judge_fold_ends_the_game_and_no_repetition_gives_none() {
    let moves = "h8h9 f9f8 h9h8 f8f9 h8h9 f9f8 h9h8 f8f9 h8h9";
    let v = judge_json(&["--fen", DIAGRAM_1, "--moves", moves, "--fold", "3"]);
    assert_eq!(v["status"], "repetition");
    assert_eq!(v["result"], "black_wins");
    let v = judge_json(&["--moves", "h2e2 h9g7"]);
    assert_eq!(v["verdict"], "none");
    assert_eq!(v["cycle"], serde_json::Value::Null);
    // --pattern judges the given moves as one cycle.
    let v = judge_json(&["--fen", DIAGRAM_1, "--moves", "h8h9 f9f8 h9h8", "--pattern"]);
    assert_eq!(v["cycle"]["fromPly"], 1);
    assert_ne!(v["verdict"], "none");
}

#[test]
fn judge_errors_are_json_with_exit_code_2() {
    let (code, _) = json_error(&run(&["judge", "--fen", "not a fen", "--moves", "h2e2"]));
    assert_eq!(code, "ERR_FEN_ROWS");
    let (code, message) = json_error(&run(&["judge", "--moves", "h2e2 h2e2"]));
    assert_eq!(code, "ERR_ILLEGAL_MOVE");
    assert!(message.contains("move 2"), "{message}");
    let (code, _) = json_error(&run(&["judge", "--moves", "h2e2 zz"]));
    assert_eq!(code, "ERR_NOTATION");
}

#[test]
fn judge_options_are_checked() {
    let (code, _) = json_error(&run(&["judge", "--fold", "1"]));
    assert_eq!(code, "ERR_ARGUMENT");
    // A 120-ply limit reached by shuffling horses, with repetitions not ending the game.
    let moves = ["h0g2", "h9g7", "g2h0", "g7h9"].repeat(30).join(" ");
    let v = judge_json(&["--moves", &moves, "--fold", "1000"]);
    assert_eq!(v["status"], "move_limit");
    let v = judge_json(&["--moves", &moves, "--fold", "1000", "--move-limit", "200"]);
    assert_eq!(v["status"], "ongoing");
}

/// Output into a pipe the reader has closed (`| head`) ends quietly: `println!` panicked with
/// "failed printing to stdout: Broken pipe" and exit code 101 in `perft` and `judge`.
#[test]
fn a_closed_stdout_is_no_panic() {
    use std::process::Stdio;
    for args in [
        &["perft", "2", "--divide"][..],
        &["judge", "--moves", "h2e2 h9g7"],
        &[
            "read",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../tests/records/xqf/cchess_test1.xqf"
            ),
        ],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run xiangqi");
        // Close the pipe before the program writes (it has not even started yet).
        drop(child.stdout.take());
        let o = child.wait_with_output().expect("wait");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    }
}
