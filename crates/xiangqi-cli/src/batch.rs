//! `xiangqi judge --game FILE… --jsonl`: judges every game of many record files on all cores
//! (rayon), one JSON line per game in input order, a progress bar on a terminal (indicatif) and a
//! summary line on stderr.

use std::collections::BTreeMap;
use std::io::IsTerminal as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};
use xiangqi::adjudicator::{judge, GameResult, GameStatus, JudgeOptions, Verdict};
use xiangqi::record::{GameRecord, GameResult as RecordedResult, Tags};

use crate::error::{self, EXIT_INPUT};
use crate::judge::Args;
use crate::output;
use crate::record::{error_json, read_file, FileError, FileGames};

/// One JSON line: a judged game, or a file that could not be read (`game: null`).
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
struct Line<'a> {
    file: &'a str,
    game: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tags: Option<&'a Tags>,
    #[serde(skip_serializing_if = "Option::is_none")]
    plies: Option<usize>,
    /// The result the record states (`"1-0"`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded_result: Option<RecordedResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    verdict: Option<Verdict>,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<GameStatus>,
    /// The judged result (`null` while the game goes on).
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<Option<GameResult>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<Value>,
}

/// Runs `judge --game FILE… --jsonl`.
pub fn run(args: &Args) -> ExitCode {
    let started = Instant::now();
    let bar = progress_bar();
    bar.set_message("reading");
    let files: Vec<(String, FileGames)> = args
        .game
        .par_iter()
        .map(|p: &PathBuf| (p.display().to_string(), read_file(p, args.format)))
        .collect();
    let read_secs = started.elapsed().as_secs_f64();
    let total: usize = files.iter().map(|(_, f)| f.games.len()).sum();
    bar.set_length(total as u64);
    bar.set_message("judging");
    // The lines need the decision only: no labels for the moves before a cycle.
    let opts = JudgeOptions {
        label_history: false,
        ..args.options()
    };
    // One list of jobs over all files (each file's games, then its error), judged in parallel
    // and collected in input order: many one-game files (XQF) spread over the cores too.
    let jobs: Vec<(&str, usize, Result<&GameRecord, &FileError>)> = files
        .iter()
        .flat_map(|(name, file)| {
            let games = file.games.iter().enumerate().map(|(i, g)| (i, Ok(g)));
            let error = file.error.iter().map(|e| (0, Err(e)));
            games
                .chain(error)
                .map(move |(i, job)| (name.as_str(), i, job))
        })
        .collect();
    let lines: Vec<Line> = jobs
        .par_iter()
        .map(|&(name, i, job)| match job {
            Ok(game) => {
                let line = judge_line(name, i, game, &opts);
                bar.inc(1);
                line
            }
            Err(e) => Line {
                file: name,
                error: Some(e.json(name)),
                ..Line::default()
            },
        })
        .collect();
    bar.finish_and_clear();
    let text: String = lines
        .iter()
        .map(|line| output::json(line, true) + "\n")
        .collect();
    output::print(&text);
    let games = lines.iter().filter(|l| l.game.is_some()).count();
    let errors = lines.iter().filter(|l| l.error.is_some()).count();
    let mut verdicts: BTreeMap<String, usize> = BTreeMap::new();
    for v in lines.iter().filter_map(|l| l.verdict) {
        let name = serde_json::to_value(v).expect("verdicts serialise");
        *verdicts
            .entry(name.as_str().unwrap_or_default().to_owned())
            .or_default() += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "{}",
        json!({ "summary": {
            "files": files.len(),
            "games": games,
            "errors": errors,
            "verdicts": verdicts,
            "seconds": millis(secs),
            "readSeconds": millis(read_secs),
            "gamesPerSecond": if secs > 0.0 { (games as f64 / secs).round() } else { 0.0 },
            "threads": rayon::current_num_threads(),
        }})
    );
    if errors > 0 {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    }
}

/// Seconds rounded to milliseconds.
fn millis(secs: f64) -> f64 {
    (secs * 1000.0).round() / 1000.0
}

/// Judges the mainline of one game.
fn judge_line<'a>(
    file: &'a str,
    index: usize,
    game: &'a GameRecord,
    opts: &JudgeOptions,
) -> Line<'a> {
    let moves = game.moves();
    let mut line = Line {
        file,
        game: Some(index),
        tags: Some(&game.tags),
        plies: Some(moves.len()),
        recorded_result: game.result,
        error: game.error.as_ref().map(|e| error_json(file, e)),
        ..Line::default()
    };
    match judge(&game.start, &moves, opts) {
        Ok(report) => {
            line.verdict = Some(report.verdict);
            line.status = Some(report.status);
            line.result = Some(report.result);
        }
        Err(e) => {
            line.error
                .get_or_insert_with(|| error::object(e.code(), &e.to_string()));
        }
    }
    line
}

/// A progress bar on stderr when it is a terminal, hidden otherwise.
fn progress_bar() -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(None, target);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} games {per_sec} eta {eta}")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar
}
