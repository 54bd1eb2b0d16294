//! `xiangqi read` and `xiangqi judge --game [--jsonl]` on the record fixtures of tests/records.

use std::process::Output;

mod common;
use common::run;

use serde_json::Value;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/records");

fn path(file: &str) -> String {
    format!("{DIR}/{file}")
}

fn stdout_json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}",
            String::from_utf8_lossy(&o.stdout)
        )
    })
}

/// The JSON lines of stderr.
fn stderr_lines(o: &Output) -> Vec<Value> {
    String::from_utf8(o.stderr.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The one JSON error of stderr: its code.
fn error_code(o: &Output) -> (String, Value) {
    assert_eq!(o.status.code(), Some(2), "exit code");
    let lines = stderr_lines(o);
    assert_eq!(lines.len(), 1, "{lines:?}");
    let e = lines[0]["error"].clone();
    assert!(!e["message"].as_str().unwrap().is_empty(), "{e}");
    (e["code"].as_str().unwrap().to_owned(), e)
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn read_prints_the_games_of_an_xqf_file() {
    let o = run(&["read", &path("xqf/cchess_ucci_test2.xqf")]);
    assert!(o.status.success(), "{o:?}");
    assert!(o.stderr.is_empty());
    let v = stdout_json(&o);
    let game = &v["games"][0];
    assert_eq!(
        game["fen"],
        "4ka3/4aR3/4N1C1b/c1p1p4/9/9/2N1P1R2/5C3/r1rp5/5K3 w - - 0 1"
    );
    assert_eq!(
        strings(&game["moves"]),
        ["f2g2", "e9d9", "f8f9", "d9d8", "e7c6", "d8d7", "f9f7"]
    );
    assert_eq!(game["result"], "1-0");
    assert_eq!(game["tags"]["title"], "第281局 前后一辙");
    assert_eq!(game["tree"]["nodes"][0]["comment"], "开炮背攻胜");
    assert_eq!(v["files"][0]["format"], "xqf");
    assert_eq!(v["files"][0]["games"], 1);
}

#[test]
fn read_concatenates_the_games_of_several_files() {
    let o = run(&[
        "read",
        "--compact",
        &path("xqf/vschess_0.xqf"),
        &path("pgn/wukong_xqdb_traditional.pgn"),
    ]);
    assert!(o.status.success(), "{o:?}");
    let v = stdout_json(&o);
    assert_eq!(v["games"].as_array().unwrap().len(), 16);
    assert_eq!(v["games"][1]["tags"]["red"], "ZHAO GuoRong");
    let files: Vec<(String, u64)> = v["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["format"].as_str().unwrap().to_owned(),
                f["games"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(files, [("xqf".to_owned(), 1), ("pgn".to_owned(), 15)]);
    assert_eq!(v["files"][1]["encoding"], "utf8");
}

#[test]
fn read_of_a_bad_record_prints_the_partial_game_and_a_coded_error() {
    let o = run(&["read", &path("xqf/cchess_BadMoveTest3.xqf")]);
    let (code, e) = error_code(&o);
    assert_eq!(code, "ERR_RECORD_MOVE");
    assert_eq!(
        (e["ply"].as_u64(), e["text"].as_str()),
        (Some(9), Some("e1f0"))
    );
    assert!(e["offset"].as_u64().unwrap() >= 1024);
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("cchess_BadMoveTest3.xqf"),
        "{e}"
    );
    let v = stdout_json(&o);
    let game = &v["games"][0];
    assert_eq!(game["moves"].as_array().unwrap().len(), 9);
    assert_eq!(game["error"]["code"], "ERR_RECORD_MOVE");
}

#[test]
fn read_of_an_unreadable_file_is_a_coded_error() {
    let dir = std::env::temp_dir().join(format!("xiangqi-cli-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let junk = dir.join("junk.txt");
    std::fs::write(&junk, "hello world, no game here").unwrap();
    let cut = dir.join("cut.xqf");
    std::fs::write(
        &cut,
        &std::fs::read(path("xqf/vschess_0.xqf")).unwrap()[..700],
    )
    .unwrap();
    for (file, want) in [
        (junk.to_str().unwrap(), "ERR_RECORD_FORMAT"),
        (cut.to_str().unwrap(), "ERR_RECORD_FORMAT"),
        ("/nonexistent/game.pgn", "ERR_ARGUMENT"),
    ] {
        let o = run(&["read", file]);
        let (code, _) = error_code(&o);
        assert_eq!(code, want, "{file}");
        let v = stdout_json(&o);
        assert_eq!(v["games"], serde_json::json!([]), "{file}");
        assert_eq!(v["files"][0]["error"]["code"], want, "{file}");
    }
    // The format can be forced; XQF bytes read as PGN are not a game.
    let o = run(&["read", "--format", "pgn", &path("xqf/vschess_0.xqf")]);
    assert_eq!(o.status.code(), Some(2));
    // XQF bytes read as CBR have no CBR magic; an unknown format is a usage error.
    let o = run(&["read", "--format", "cbr", &path("xqf/vschess_0.xqf")]);
    assert_eq!(error_code(&o).0, "ERR_RECORD_FORMAT");
    let o = run(&["read", "--format", "cbf", &path("xqf/vschess_0.xqf")]);
    assert_eq!(error_code(&o).0, "ERR_ARGUMENT");
    let o = run(&["read", "--encoding", "latin1", &path("xqf/vschess_0.xqf")]);
    assert_eq!(error_code(&o).0, "ERR_ARGUMENT");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn judge_game_gives_the_report_of_judge_with_the_fen_and_moves() {
    for (file, index) in [
        ("xqf/cchess_ucci_test2.xqf", 0),
        ("dhtmlxq/wukong_130.html", 0),
        ("pgn/davide2022.pgn", 21),
    ] {
        let read = stdout_json(&run(&["read", &path(file)]));
        let game = &read["games"][index];
        let index = index.to_string();
        let by_game = run(&[
            "judge",
            "--game",
            &path(file),
            "--index",
            &index,
            "--compact",
        ]);
        assert!(by_game.status.success(), "{file}: {by_game:?}");
        let moves = strings(&game["moves"]).join(" ");
        let fen = game["fen"].as_str().unwrap();
        let by_moves = run(&["judge", "--fen", fen, "--moves", &moves, "--compact"]);
        // The same report, with the recorded result after it, and for a game that ends in a
        // repetition (davide2022 game 21) what a referee would say.
        let got = stdout_json(&by_game);
        let mut want = stdout_json(&by_moves);
        want["recordedResult"] = game["result"].clone();
        if want["status"] == "repetition" {
            assert!(got["says"]
                .as_str()
                .unwrap()
                .starts_with("a 3-fold repetition"));
            want["says"] = got["says"].clone();
        }
        assert_eq!(got, want, "{file}");
    }
    // A repetition the record calls drawn: the referee's result (none: Red is told to change),
    // and what it says.
    let dir = std::env::temp_dir().join(format!("xiangqi-judge-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("drawn.pgn");
    std::fs::write(
        &pgn,
        "[FEN \"4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\
         a0a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 1/2-1/2\n",
    )
    .unwrap();
    let v = stdout_json(&run(&["judge", "--game", pgn.to_str().unwrap()]));
    assert_eq!(
        (&v["verdict"], &v["result"], &v["recordedResult"]),
        (
            &"red_must_change".into(),
            &serde_json::Value::Null,
            &"1/2-1/2".into()
        )
    );
    assert_eq!(
        v["says"],
        "a 3-fold repetition (the position at plies 1, 5, 9; plies 2–9 judged), Red at fault \
         (AXF 总纲1: perpetual_check), Red must change; recorded as a draw"
    );
    std::fs::remove_dir_all(&dir).ok();
    let v = stdout_json(&run(&[
        "judge",
        "--game",
        &path("xqf/cchess_ucci_test2.xqf"),
    ]));
    assert_eq!(v["status"], "checkmate");
}

#[test]
fn judge_game_of_a_bad_record_judges_the_part_before_the_error() {
    let o = run(&["judge", "--game", &path("xqf/cchess_BadMoveTest3.xqf")]);
    let (code, e) = error_code(&o);
    assert_eq!(
        (code.as_str(), e["ply"].as_u64()),
        ("ERR_RECORD_MOVE", Some(9))
    );
    let report = stdout_json(&o);
    assert_eq!(report["moves"].as_array().unwrap().len(), 9);
}

#[test]
fn judge_game_argument_errors() {
    let xqf = path("xqf/vschess_0.xqf");
    for args in [
        vec!["judge", "--game", &xqf, "--index", "1"],
        vec!["judge", "--game", &xqf, &xqf],
        vec!["judge", "--game", &xqf, "--rules", "fide"],
        vec!["judge", "--game", &xqf, "--fen", "9/9/9/9/9/9/9/9/9/9 w"],
        vec!["judge", "--index", "1"],
        vec!["judge", "--jsonl"],
    ] {
        let o = run(&args);
        assert_eq!(error_code(&o).0, "ERR_ARGUMENT", "{args:?}");
    }
    let o = run(&["judge", "--game", &xqf, "--rules", "axf", "--compact"]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(stdout_json(&o)["rules"], "axf");
}

#[test]
fn jsonl_judges_every_game_of_every_file_in_order() {
    let files = [
        "pgn/davide2022.pgn",
        "xqf/cchess_BadMoveTest3.xqf",
        "xqf/cchess_ucci_test2.xqf",
        "dhtmlxq/wukong_130.html",
    ];
    let mut args = vec![
        "judge".to_owned(),
        "--jsonl".to_owned(),
        "--game".to_owned(),
    ];
    args.extend(files.iter().map(|f| path(f)));
    args.push(path("no/such/file.xqf"));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = run(&args);
    assert_eq!(o.status.code(), Some(2), "an error in the batch");
    let lines: Vec<Value> = String::from_utf8(o.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 26 + 1 + 1 + 1 + 1);
    for (i, l) in lines[..26].iter().enumerate() {
        assert!(l["file"].as_str().unwrap().ends_with("davide2022.pgn"));
        assert_eq!(l["game"], i);
        assert!(l["tags"].is_object() && l["verdict"].is_string(), "{l}");
        assert!(l.get("error").is_none(), "{l}");
    }
    // Game 21 ends in a repetition that Black must change (the recorded result is 1-0).
    assert_eq!(lines[21]["recordedResult"], "1-0");
    assert_eq!(lines[21]["verdict"], "black_must_change");
    assert_eq!(lines[21]["status"], "repetition");
    assert_eq!(lines[21]["result"], "red_wins");
    let bad = &lines[26];
    assert_eq!(
        (bad["plies"].as_u64(), bad["error"]["code"].as_str()),
        (Some(9), Some("ERR_RECORD_MOVE"))
    );
    assert_eq!(lines[27]["status"], "checkmate");
    assert_eq!(lines[28]["recordedResult"], "1/2-1/2");
    let missing = &lines[29];
    assert!(
        missing["game"].is_null() && missing["error"]["code"] == "ERR_ARGUMENT",
        "{missing}"
    );
    // The summary on stderr (no progress bar: stderr is not a terminal).
    let err = stderr_lines(&o);
    assert_eq!(err.len(), 1, "{err:?}");
    let s = &err[0]["summary"];
    assert_eq!(
        (
            s["files"].as_u64(),
            s["games"].as_u64(),
            s["errors"].as_u64()
        ),
        (Some(5), Some(29), Some(2))
    );
    let counted: u64 = s["verdicts"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(counted, 29);
    assert!(s["gamesPerSecond"].as_f64().unwrap() > 0.0);
}

#[test]
fn jsonl_of_good_files_succeeds() {
    let o = run(&[
        "judge",
        "--jsonl",
        "--game",
        &path("xqf/vschess_0.xqf"),
        &path("xqf/eleeye_SAMPLE.XQF"),
    ]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(String::from_utf8(o.stdout).unwrap().lines().count(), 2);
}

#[test]
fn read_detects_big5_and_reads_chessbridge_libraries() {
    let o = run(&["read", "--compact", &path("pgn-big5/ccpd_00.pgn")]);
    assert!(o.status.success(), "{o:?}");
    let v = stdout_json(&o);
    assert_eq!(v["files"][0]["encoding"], "big5");
    assert_eq!(v["games"][0]["moves"][0], "e2h2");
    assert_eq!(v["games"][0]["tags"]["red"], "徐健秒");
    // Told GBK, the same bytes give no move (mojibake is not read as moves).
    let o = run(&["read", "--encoding", "gbk", &path("pgn-big5/ccpd_00.pgn")]);
    let v = stdout_json(&o);
    assert_eq!(v["files"][0]["encoding"], "gbk");
    assert_eq!(v["games"][0]["moves"], serde_json::json!([]));

    let o = run(&[
        "read",
        "--compact",
        &path("other/cchess_1989_longhua_cup.CBL"),
    ]);
    let v = stdout_json(&o);
    assert_eq!(v["files"][0]["format"], "cbl");
    assert_eq!(v["files"][0]["games"], 38);
    assert_eq!(v["games"][1]["tags"]["red"], "徐天红");
    // The two section headings (empty boards) are reported, the 36 games read.
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr_lines(&o).len(), 2);
}
