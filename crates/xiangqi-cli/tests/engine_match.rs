//! `xiangqi match`: games between engines refereed by the rules.
//!
//! The fake engines (tests/match/fake/engine.sh, written for these tests) make the referee's
//! side deterministic: the AXF diagrams whose printed moves are a 4-ply cycle are played by two
//! repeaters, once without telling them the forbidden moves (the verdict decides the game at
//! the fold) and once telling them (the side that must change is told before its move). The
//! Fairy-Stockfish tests (`#[ignore]`d: they need `./build.sh setup`'s tests/match/node_modules;
//! `./build.sh test` runs them) play real games from those positions.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use xiangqi::adjudicator::JudgeOptions;
use xiangqi::{Game, Move, Position};
use xiangqi_record::{read, GameResult, ReadOptions};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fake() -> String {
    root()
        .join("tests/match/fake/engine.sh")
        .display()
        .to_string()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xiangqi-match-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn xiangqi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .output()
        .expect("runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn mv(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

/// An AXF diagram whose printed moves start with a 4-ply cycle back to the start position.
struct Diagram {
    id: u64,
    /// The rulebook's verdict (`red_must_change`, `black_must_change`, `draw`).
    verdict: String,
    fen: String,
    cycle: [String; 4],
}

fn diagrams() -> Vec<Diagram> {
    let data: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("tests/data/axf-diagrams.json")).unwrap(),
    )
    .unwrap();
    let mut out = Vec::new();
    for d in data.as_array().unwrap() {
        let moves: Vec<String> = d["moves_iccs"]
            .as_array()
            .map(|a| a.iter().map(|m| m.as_str().unwrap().to_string()).collect())
            .unwrap_or_default();
        if moves.len() < 5 || moves[0] != moves[4] {
            continue;
        }
        let fen = d["fen"].as_str().unwrap().to_string();
        let start = Position::from_fen(&fen).unwrap();
        let mut pos = start.clone();
        for m in &moves[..4] {
            pos = pos.play(mv(m)).unwrap();
        }
        if pos.zobrist() != start.zobrist() {
            continue;
        }
        out.push(Diagram {
            id: d["id"].as_u64().unwrap(),
            verdict: d["verdict"].as_str().unwrap().to_string(),
            fen,
            cycle: [0, 1, 2, 3].map(|i| moves[i].clone()),
        });
    }
    out
}

/// Plays one game of `diagram` between two fakes (`mode`), Red by UCI and Black by UCCI;
/// returns the summary JSON, the PGN and the lines each engine was sent.
fn play_diagram(d: &Diagram, mode: &str, ban: bool) -> (serde_json::Value, String, String, String) {
    let dir = scratch(&format!("d{}-{mode}-{ban}", d.id));
    let fen = dir.join("open.fen");
    std::fs::write(&fen, format!("{}\n", d.fen)).unwrap();
    let pgn = dir.join("out.pgn");
    let (red_log, black_log) = (dir.join("red.log"), dir.join("black.log"));
    let red = format!(
        "cmd=env FAKE_LOG={} {} {mode} {} {}",
        red_log.display(),
        fake(),
        d.cycle[0],
        d.cycle[2]
    );
    let black = format!(
        "cmd=env FAKE_LOG={} {} {mode} {} {}",
        black_log.display(),
        fake(),
        d.cycle[1],
        d.cycle[3]
    );
    let mut args = vec![
        "match",
        "--engine",
        &red,
        "name=red",
        "depth=1",
        "--engine",
        &black,
        "name=black",
        "proto=ucci",
        "depth=1",
        "--games",
        "1",
        "--json",
    ];
    let (fen_s, pgn_s) = (fen.display().to_string(), pgn.display().to_string());
    args.extend(["--openings", &fen_s, "--pgn", &pgn_s]);
    if !ban {
        args.push("--no-ban");
    }
    let out = xiangqi(&args);
    assert!(
        out.status.success(),
        "diagram {}: {}",
        d.id,
        text(&out.stderr)
    );
    let summary = serde_json::from_slice(&out.stdout).unwrap();
    let read_log = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    (
        summary,
        std::fs::read_to_string(&pgn).unwrap(),
        read_log(&red_log),
        read_log(&black_log),
    )
}

fn pgn_game(pgn: &str) -> xiangqi_record::GameRecord {
    let mut games = read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games;
    assert_eq!(games.len(), 1);
    games.remove(0)
}

fn loser_result(verdict: &str) -> GameResult {
    match verdict {
        "red_must_change" => GameResult::BLACK_WINS,
        "black_must_change" => GameResult::RED_WINS,
        "draw" => GameResult::DRAW,
        v => panic!("verdict {v}"),
    }
}

#[test]
fn the_diagrams_cycles_are_there() {
    let d = diagrams();
    let count = |v: &str| d.iter().filter(|d| d.verdict == v).count();
    // 42 diagrams of the AXF rulebook print a 4-ply cycle: 23 must-change, 19 draws
    assert_eq!(d.len(), 42);
    assert!(count("red_must_change") > 0 && count("black_must_change") > 0 && count("draw") > 0);
}

/// Without the ban, two repeaters keep the cycle up to the third occurrence, and the referee
/// ends the game with the rulebook's verdict: the side that must change loses, or a draw.
#[test]
fn without_the_ban_the_verdict_decides_at_the_fold() {
    for d in diagrams() {
        let (summary, pgn, red_log, black_log) = play_diagram(&d, "cycle", false);
        let game = pgn_game(&pgn);
        assert_eq!(
            game.result,
            Some(loser_result(&d.verdict)),
            "diagram {}: {pgn}",
            d.id
        );
        assert_eq!(
            game.tags.get("termination"),
            Some("normal"),
            "diagram {}",
            d.id
        );
        assert_eq!(
            game.moves().len(),
            8,
            "diagram {}: the third occurrence",
            d.id
        );
        assert_eq!(summary["repetitions"], 1);
        let comment = game
            .tree
            .node(*game.tree.mainline_nodes().last().unwrap())
            .comment();
        let comment = comment.unwrap_or_default();
        assert!(comment.contains("repetition (3 occurrences)"), "{comment}");
        match d.verdict.as_str() {
            "red_must_change" => assert!(comment.contains("Red must change"), "{comment}"),
            "black_must_change" => assert!(comment.contains("Black must change"), "{comment}"),
            _ => assert!(comment.contains("no side must change"), "{comment}"),
        }
        // nothing was forbidden to them, nothing was said
        for log in [&red_log, &black_log] {
            assert!(
                !log.contains("searchmoves") && !log.contains("banmoves"),
                "{log}"
            );
        }
    }
}

/// With the ban (the default), the side that must change is told before its move — by
/// `go … searchmoves` (UCI, Red) or `banmoves` (UCCI, Black) — and never gets to the fold:
/// the obedient fake resigns when its move is forbidden. Draw diagrams: nothing is forbidden,
/// the game ends at the fold as before.
#[test]
fn with_the_ban_the_side_that_must_change_is_told() {
    for d in diagrams() {
        let (summary, pgn, red_log, black_log) = play_diagram(&d, "obey", true);
        let game = pgn_game(&pgn);
        assert_eq!(
            game.result,
            Some(loser_result(&d.verdict)),
            "diagram {}: {pgn}",
            d.id
        );
        let last = game
            .tree
            .node(*game.tree.mainline_nodes().last().unwrap())
            .comment();
        let last = last.unwrap_or_default().to_string();
        if last.contains("every legal move was forbidden") {
            // nothing else to play (diagram 2: the car's two squares are the king's only
            // shelter): the forbidden move is played and loses by the rule
            assert_eq!(summary["forbiddenPlayed"], 1);
            assert_eq!(game.tags.get("termination"), Some("rules infraction"));
            continue;
        }
        assert_eq!(summary["forbiddenPlayed"], 0, "diagram {}", d.id);
        match d.verdict.as_str() {
            "draw" => {
                assert_eq!(game.moves().len(), 8, "diagram {}", d.id);
                assert_eq!(summary["bannedTurns"], 0, "diagram {}", d.id);
                assert!(!red_log.contains("searchmoves") && !black_log.contains("banmoves"));
            }
            verdict => {
                // told at the move that would repeat the cycle's first position again
                assert!(game.moves().len() < 8, "diagram {}: {pgn}", d.id);
                assert!(summary["bannedTurns"].as_u64().unwrap() >= 1);
                let red_guilty = verdict == "red_must_change";
                let (log, told) = if red_guilty {
                    (&red_log, "searchmoves")
                } else {
                    (&black_log, "banmoves")
                };
                let line = log
                    .lines()
                    .find(|l| l.contains(told))
                    .unwrap_or_else(|| panic!("diagram {}: no {told} in {log}", d.id));
                let own = if red_guilty {
                    [&d.cycle[0], &d.cycle[2]]
                } else {
                    [&d.cycle[1], &d.cycle[3]]
                };
                if told == "searchmoves" {
                    let allowed = line.split(" searchmoves ").nth(1).unwrap();
                    assert!(
                        own.iter()
                            .any(|m| !allowed.split(' ').any(|a| a == m.as_str())),
                        "{line}"
                    );
                } else {
                    assert!(
                        own.iter()
                            .any(|m| line.split(' ').skip(1).any(|b| b == m.as_str())),
                        "{line}"
                    );
                }
                assert!(last.contains("resigns"), "{last}");
            }
        }
    }
}

/// A repeater that plays the forbidden move although told loses by the rule, with the verdict.
#[test]
fn a_forbidden_move_played_anyway_loses_by_the_rule() {
    let all = diagrams();
    for d in all.iter().filter(|d| d.verdict != "draw").take(4) {
        let (summary, pgn, _, _) = play_diagram(d, "cycle", true);
        let game = pgn_game(&pgn);
        assert_eq!(
            game.result,
            Some(loser_result(&d.verdict)),
            "diagram {}",
            d.id
        );
        assert_eq!(game.tags.get("termination"), Some("rules infraction"));
        assert_eq!(summary["forbiddenPlayed"], 1);
        let last = game
            .tree
            .node(*game.tree.mainline_nodes().last().unwrap())
            .comment();
        let last = last.unwrap_or_default();
        assert!(
            last.contains("which the rules forbid") && last.contains("must change"),
            "{last}"
        );
        assert!(game.moves().len() < 8);
    }
}

/// A faulty engine loses its games with the reason; the match goes on (the engine is restarted)
/// and every game is in the PGN.
#[test]
fn faulty_engines_lose_and_the_match_goes_on() {
    for (mode, termination, code) in [
        ("crash", "abandoned", "ERR_ENGINE_CRASH"),
        ("hang", "stalled connection", "ERR_ENGINE_HANG"),
        ("garbage", "rules infraction", "ERR_ENGINE_MOVE"),
        ("illegal", "rules infraction", "ERR_ENGINE_MOVE"),
        ("mute", "stalled connection", "ERR_ENGINE_HANG"),
    ] {
        let dir = scratch(mode);
        let pgn = dir.join("out.pgn");
        let good = format!("cmd={} cycle h0g2", fake());
        // the illegal one plays a0a9 through its own car's soldier
        let bad = match mode {
            "illegal" => format!("cmd={} cycle a0a9 a9a0", fake()),
            m => format!("cmd={} {m} h0g2", fake()),
        };
        let pgn_s = pgn.display().to_string();
        let out = xiangqi(&[
            "match",
            "--engine",
            &good,
            "name=good",
            "depth=1",
            "--engine",
            &bad,
            "name=bad",
            "depth=1",
            "--games",
            "2",
            "--hang-timeout",
            "1",
            "--init-timeout",
            "2",
            "--pgn",
            &pgn_s,
            "--json",
        ]);
        assert!(out.status.success(), "{mode}: {}", text(&out.stderr));
        let stderr = text(&out.stderr);
        let games = read(&std::fs::read(&pgn).unwrap(), &ReadOptions::default())
            .unwrap()
            .games;
        assert_eq!(games.len(), 2, "{mode}");
        for (i, g) in games.iter().enumerate() {
            assert_eq!(
                g.tags.get("termination"),
                Some(termination),
                "{mode} game {i}"
            );
            let bad_is_red = g.tags.get("red") == Some("bad");
            let want = if bad_is_red {
                GameResult::BLACK_WINS
            } else {
                GameResult::RED_WINS
            };
            assert_eq!(g.result, Some(want), "{mode} game {i}");
        }
        for n in 1..=2 {
            let line = stderr
                .lines()
                .find(|l| l.contains(code) && l.contains(&format!("game {n} (")))
                .unwrap_or_else(|| panic!("{mode}: no {code} for game {n} in {stderr}"));
            assert!(line.contains("\\\"bad\\\""), "{line}");
        }
        let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(summary["games"], 2);
        assert_eq!(summary["engines"][0]["points"], 2.0, "{mode}");
    }
}

#[test]
fn bad_arguments_are_coded_errors_naming_the_engine() {
    let good = format!("cmd={} cycle h0g2", fake());
    for (args, code, says) in [
        (
            vec![
                "--engine",
                "cmd=/nonexistent/engine",
                "depth=1",
                "--engine",
                &good,
                "depth=1",
            ],
            "ERR_ENGINE_START",
            "engine \\\"engine\\\"",
        ),
        (
            vec![
                "--engine", &good, "name=a", "tc=40/", "--engine", &good, "name=b", "depth=1",
            ],
            "ERR_ARGUMENT",
            "--engine #1",
        ),
        (
            vec!["--engine", &good, "name=a", "depth=1"],
            "ERR_ARGUMENT",
            "two or more",
        ),
        (
            vec![
                "--engine", &good, "name=a", "--engine", &good, "name=b", "depth=1",
            ],
            "ERR_ARGUMENT",
            "engine \\\"a\\\": no limit",
        ),
        (
            vec!["--engine", &good, "depth=1", "--engine", &good, "depth=1"],
            "ERR_ARGUMENT",
            "two engines are named",
        ),
        (
            vec![
                "--engine",
                &good,
                "name=a",
                "depth=1",
                "--engine",
                &good,
                "name=b",
                "depth=1",
                "--sprt",
                "elo0=5",
                "elo1=0",
                "alpha=0.05",
                "beta=0.05",
            ],
            "ERR_ARGUMENT",
            "--sprt",
        ),
    ] {
        let mut full = vec!["match"];
        full.extend(args.iter().copied());
        let out = xiangqi(&full);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(
            stderr.contains(code) && stderr.contains(says),
            "{args:?}: {stderr}"
        );
    }
}

// ---- Fairy-Stockfish (the WebAssembly build from npm, run by node; dev-only) ----

fn fsf() -> String {
    let launcher = root().join("tests/match/fairy-stockfish.cjs");
    assert!(
        root()
            .join("tests/match/node_modules/fairy-stockfish-nnue.wasm")
            .is_dir(),
        "tests/match/node_modules is missing: run ./build.sh setup"
    );
    format!("cmd=node {}", launcher.display())
}

/// Fairy-Stockfish from the must-change diagrams at depths 1 and 2, told the forbidden moves by
/// `searchmoves`: it never plays one. The PGN reads back, and each game that the rules ended
/// (mate, stalemate, repetition, move limit) ends there again when replayed by the core.
#[test]
#[ignore = "needs Fairy-Stockfish: ./build.sh setup, then ./build.sh test (or --ignored)"]
fn fairy_stockfish_match_from_the_diagrams() {
    let engine = fsf();
    let dir = scratch("fsf");
    let openings = dir.join("open.fen");
    let fens: Vec<String> = diagrams()
        .into_iter()
        .filter(|d| d.verdict != "draw")
        .take(4)
        .map(|d| d.fen)
        .collect();
    std::fs::write(&openings, fens.join("\n") + "\n").unwrap();
    let pgn = dir.join("out.pgn");
    let (o, p) = (openings.display().to_string(), pgn.display().to_string());
    let out = xiangqi(&[
        "match",
        "--engine",
        &engine,
        "name=fsf-d1",
        "depth=1",
        "--engine",
        &engine,
        "name=fsf-d2",
        "depth=2",
        "--games",
        "8",
        "--repeat",
        "--openings",
        &o,
        "--pgn",
        &p,
        "--json",
        "--concurrency",
        "2",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["games"], 8, "{summary}");
    assert_eq!(summary["forbiddenPlayed"], 0, "{summary}");
    assert_eq!(summary["engineErrors"], 0, "{}", text(&out.stderr));
    assert_eq!(summary["bannedTurns"], summary["changed"], "{summary}");
    let read_back = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(["read", &p, "--compact"])
        .output()
        .unwrap();
    assert!(read_back.status.success(), "{}", text(&read_back.stderr));
    let games = read(&std::fs::read(&pgn).unwrap(), &ReadOptions::default())
        .unwrap()
        .games;
    assert_eq!(games.len(), 8);
    for g in &games {
        assert!(g.error.is_none());
        let game = Game::from_moves(g.start.clone(), &g.moves(), JudgeOptions::default()).unwrap();
        let ended_by_rules = g.tags.get("termination") == Some("normal")
            && !g
                .tree
                .node(*g.tree.mainline_nodes().last().unwrap())
                .comment()
                .unwrap_or_default()
                .contains("resigns");
        if ended_by_rules {
            let end = game.outcome().expect("the rules ended it");
            let want = match end.result.winner() {
                Some(xiangqi::Color::Red) => GameResult::RED_WINS,
                Some(xiangqi::Color::Black) => GameResult::BLACK_WINS,
                None => GameResult::DRAW,
            };
            assert_eq!(g.result, Some(want));
        }
    }
}

/// Round-robin and gauntlet schedules, colours alternating, openings from a record file (its
/// moves played before the engines take over), and a clock that runs out.
#[test]
fn schedules_openings_and_clocks() {
    let dir = scratch("schedule");
    // a PGN opening: 1. h2e2 h9g7 — the fakes then play from move 2
    let openings = dir.join("open.pgn");
    std::fs::write(&openings, "[Event \"o\"]\n1. h2e2 h9g7 *\n").unwrap();
    let o = openings.display().to_string();
    for (tournament, engines, games) in [("round-robin", 3, 6), ("gauntlet", 3, 4)] {
        let pgn = dir.join(format!("{tournament}.pgn"));
        let p = pgn.display().to_string();
        let specs: Vec<String> = (0..engines)
            .map(|i| format!("cmd={} cycle h0g2 g2h0", fake()) + &format!("|e{i}"))
            .collect();
        let mut args = vec!["match".to_string()];
        for s in &specs {
            let (cmd, name) = s.split_once('|').unwrap();
            args.extend(["--engine".into(), cmd.into(), format!("name={name}")]);
        }
        args.extend(
            [
                "--each",
                "depth=1",
                "--games",
                "2",
                "--tournament",
                tournament,
                "--openings",
                &o,
                "--pgn",
                &p,
                "--json",
            ]
            .map(String::from),
        );
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = xiangqi(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(summary["games"], games, "{tournament}");
        let games = read(&std::fs::read(&pgn).unwrap(), &ReadOptions::default())
            .unwrap()
            .games;
        for g in &games {
            assert_eq!(
                &g.moves()[..2],
                &[mv("h2e2"), mv("h9g7")],
                "the opening is played"
            );
        }
        if tournament == "gauntlet" {
            assert!(games
                .iter()
                .all(|g| [g.tags.get("red"), g.tags.get("black")].contains(&Some("e0"))));
        }
        // each pair plays once with each colour
        let mut pairs: Vec<(String, String)> = games
            .iter()
            .map(|g| {
                (
                    g.tags.get("red").unwrap().into(),
                    g.tags.get("black").unwrap().into(),
                )
            })
            .collect();
        pairs.sort();
        pairs.dedup();
        assert_eq!(pairs.len(), games.len(), "{pairs:?}");
    }
    // a hanging engine on a clock loses on time
    let pgn = dir.join("tc.pgn");
    let p = pgn.display().to_string();
    let good = format!("cmd={} cycle h0g2", fake());
    let hang = format!("cmd={} hang", fake());
    let out = xiangqi(&[
        "match",
        "--engine",
        &good,
        "name=good",
        "tc=1+0",
        "--engine",
        &hang,
        "name=slow",
        "tc=0.5+0",
        "--games",
        "1",
        "--timemargin",
        "100",
        "--pgn",
        &p,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let g = &read(&std::fs::read(&pgn).unwrap(), &ReadOptions::default())
        .unwrap()
        .games[0];
    assert_eq!(g.tags.get("termination"), Some("time forfeit"));
    assert_eq!(g.result, Some(GameResult::RED_WINS));
    assert!(text(&out.stderr).contains("lost on time"));
}

/// `--draw` and `--resign` by the engines' scores, and an SPRT that stops the match.
#[test]
fn adjudication_by_scores_and_sprt() {
    let red = format!("cmd={} cycle h0g2 g2h0", fake());
    let black = format!("cmd={} cycle h9g7 g7h9", fake());
    let play = |extra: &[&str], red: &str, black: &str| {
        let mut args = vec![
            "match", "--engine", red, "name=r", "depth=1", "--engine", black, "name=b", "depth=1",
            "--games", "1", "--json",
        ];
        args.extend_from_slice(extra);
        let out = xiangqi(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        (
            serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap(),
            text(&out.stderr),
        )
    };
    let (s, err) = play(
        &["--draw", "movenumber=2", "movecount=2", "score=10"],
        &red,
        &black,
    );
    assert_eq!(s["terminations"]["adjudication"], 1, "{err}");
    assert_eq!(s["pairs"][0]["draws"], 1);
    assert!(err.contains("draw by adjudication"), "{err}");
    // without the rule the same game goes on to the fold
    let (s, _) = play(&[], &red, &black);
    assert_eq!(s["repetitions"], 1);
    // Red's engine sees itself lost, Black's agrees
    let losing = format!("cmd=env FAKE_SCORE=-700 {} cycle h0g2 g2h0", fake());
    let winning = format!("cmd=env FAKE_SCORE=700 {} cycle h9g7 g7h9", fake());
    let (s, err) = play(&["--resign", "movecount=2", "score=600"], &losing, &winning);
    assert_eq!(s["pairs"][0]["losses"], 1, "{err}");
    assert!(err.contains("Red loses by adjudication"), "{err}");
    // only one side's view: no resignation
    let (s, _) = play(&["--resign", "movecount=2", "score=600"], &losing, &black);
    assert_eq!(s["repetitions"], 1);
    // an SPRT on a one-sided match stops it long before its 400 games
    let bad = format!("cmd={} cycle a0a9", fake());
    let out = xiangqi(&[
        "match",
        "--engine",
        &red,
        "name=good",
        "depth=1",
        "--engine",
        &bad,
        "name=bad",
        "depth=1",
        "--games",
        "400",
        "--json",
        "--sprt",
        "elo0=0",
        "elo1=20",
        "alpha=0.05",
        "beta=0.05",
    ]);
    let s: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(s["sprt"]["result"], "H1", "{s}");
    assert!(s["games"].as_u64().unwrap() < 400, "{s}");
}
