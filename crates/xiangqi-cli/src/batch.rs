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
use xiangqi::adjudicator::{judge, GameStatus, JudgeOptions, Verdict};
use xiangqi_record::{GameRecord, GameResult as RecordedResult, Tags};

use crate::error::{self, EXIT_INPUT};
use crate::judge::Args;
use crate::output;
use crate::record::{error_json, read_file, FileGames};

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
    /// The judged result (`null` while the game goes on, and for a repetition that a side must
    /// change when the record calls the game drawn: the referee tells that side to change; it
    /// loses only if it goes on, AXF 细则3).
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<Option<xiangqi::Outcome>>,
    /// What a referee would say of a game that ends in a repetition, with the recorded result
    /// beside it.
    #[serde(skip_serializing_if = "Option::is_none")]
    says: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<Value>,
}

/// How many files are read and judged at a time: the lines of a chunk are printed before the
/// next is read, so memory does not grow with the number of files.
pub const CHUNK: usize = 256;

/// One line printed: its JSON, its verdict, whether it is a game, whether it has an error.
type Out = (String, Option<Verdict>, bool, bool);

/// Runs `judge --game FILE… --jsonl`.
pub fn run(args: &Args) -> ExitCode {
    let started = Instant::now();
    let bar = progress_bar();
    bar.set_length(args.game.len() as u64);
    bar.set_message("files");
    // The lines need the decision only: no labels for the moves before a cycle.
    let opts = JudgeOptions {
        label_history: false,
        ..args.options()
    };
    let read_opts = args.read_options();
    let (mut games, mut errors) = (0, 0);
    let mut verdicts: BTreeMap<String, usize> = BTreeMap::new();
    for chunk in args.game.chunks(CHUNK) {
        // Each file read and its games judged in one pass on all cores (the games of a big
        // file spread over the cores too), in input order.
        let files: Vec<Vec<Out>> = chunk
            .par_iter()
            .map(|p: &PathBuf| {
                let name = p.display().to_string();
                let file = read_file(p, &read_opts);
                let out = judge_file(&name, &file, &opts);
                bar.inc(1);
                out
            })
            .collect();
        let mut text = String::new();
        for (line, verdict, is_game, is_error) in files.into_iter().flatten() {
            text.push_str(&line);
            text.push('\n');
            games += usize::from(is_game);
            errors += usize::from(is_error);
            if let Some(v) = verdict {
                let name = serde_json::to_value(v).expect("verdicts serialise");
                *verdicts
                    .entry(name.as_str().unwrap_or_default().to_owned())
                    .or_default() += 1;
            }
        }
        bar.suspend(|| output::print(&text));
    }
    bar.finish_and_clear();
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "{}",
        json!({ "summary": {
            "files": args.game.len(),
            "games": games,
            "errors": errors,
            "verdicts": verdicts,
            "seconds": millis(secs),
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

/// The JSON lines of one file read (its games judged in parallel, then its error), each with
/// its verdict, whether it is a game, and whether it carries an error.
fn judge_file(name: &str, file: &FileGames, opts: &JudgeOptions) -> Vec<Out> {
    let mut out: Vec<Out> = file
        .games
        .par_iter()
        .enumerate()
        .map(|(i, game)| {
            let line = judge_line(name, i, game, opts);
            let error = line.error.is_some();
            (output::json(&line, true), line.verdict, true, error)
        })
        .collect();
    if let Some(e) = &file.error {
        let line = Line {
            file: name,
            error: Some(e.json(name)),
            ..Line::default()
        };
        out.push((output::json(&line, true), None, false, true));
    }
    out
}

/// Seconds rounded to milliseconds.
pub fn millis(secs: f64) -> f64 {
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
            line.result = Some(crate::audit::referee_result(&report, game.result));
            line.says = crate::audit::referee_says(&report, game.result, &game.start, &moves);
        }
        Err(e) => {
            line.error
                .get_or_insert_with(|| error::object(e.code(), &e.to_string()));
        }
    }
    line
}

/// A progress bar on stderr when it is a terminal, hidden otherwise.
pub fn progress_bar() -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(None, target);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} {per_sec} eta {eta}")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar
}
