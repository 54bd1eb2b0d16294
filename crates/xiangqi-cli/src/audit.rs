//! `xiangqi audit FILE|DIR… [--rules R]… [--fold N] [--jsonl]`: reads and judges every game of
//! an archive (folders recursively, any mix of formats) on all cores, and reports the games read,
//! the errors by code, and every game whose recorded result contradicts the referee, under each
//! rule set asked.
//!
//! The contradictions ([`Kind`]):
//! - `draw_but_side_at_fault`: the record ends in a repetition that one side must change, and
//!   calls the game drawn;
//! - `win_for_side_at_fault`: … and records a win for the side that must change;
//! - `loss_for_winner`: the record ends in a mate (checkmate or stalemate, both a loss in
//!   xiangqi), and records a loss, or a draw, for the side that mated;
//! - `continued_past_mate`: the record goes on after a mate (its next move cannot be legal).
//!
//! A repetition that a side must change is what the referee says at the third occurrence; the
//! side loses only if it goes on (AXF 细则3), so such a game has no judged result here — the
//! verdict stands beside the recorded result.
//!
//! The per-game part (what contradicts what, the reasons) is [`xiangqi_record::audit`], which the
//! wasm package's `auditRecord` shares; this module reads the files, runs them in parallel and
//! writes the report.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};
use xiangqi::adjudicator::{judge, GameStatus, JudgeOptions, RuleSet, Verdict};
use xiangqi::Move;
use xiangqi_record::audit::{mismatch, pattern_name, rules_name, Mismatch};
pub use xiangqi_record::audit::{referee_result, referee_says};
use xiangqi_record::{
    Format, GameRecord, GameResult as RecordedResult, ReadOptions, Tags, TextEncoding,
};

use crate::batch::{millis, progress_bar, CHUNK};
use crate::error::{self, EXIT_INPUT};
use crate::output;
use crate::record::{error_json, read_file, FileGames};

/// Arguments of `xiangqi audit`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Record files and folders (read recursively: files named `.pgn`, `.txt`, `.html`, `.htm`,
    /// `.xqf`, `.wxf`, `.uci`, `.ucci`, `.ubb`, `.cbr`, `.cbl`; files named on the command line
    /// are read whatever their name).
    #[arg(required = true, value_name = "FILE|DIR")]
    pub paths: Vec<PathBuf>,
    /// The rule sets to judge under (repeat, or separate with commas): `axf`, `chinese`,
    /// `chinese1965`.
    #[arg(long, default_value = "axf", value_delimiter = ',', value_parser = crate::judge::parse_rules)]
    pub rules: Vec<RuleSet>,
    /// The game ends by repetition when the final position has occurred this many times (2–1000).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(2..=1000))]
    pub fold: u32,
    /// One JSON line per game and rule set (the fields of `judge --jsonl`, with `rules` and
    /// `mismatch`: `null` or `{kind, ply, pattern, article, reason, recurred, cycle}`), then a
    /// summary line on stderr; without it, a readable report.
    #[arg(long)]
    pub jsonl: bool,
    /// The record format, when it should not be detected from the bytes.
    #[arg(long, value_parser = str::parse::<Format>)]
    pub format: Option<Format>,
    /// The text encoding, when it should not be detected from the bytes.
    #[arg(long, value_parser = crate::record::parse_encoding)]
    pub encoding: Option<TextEncoding>,
}

/// One JSON line: a judged game under one rule set, or a file that could not be read.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
struct Line<'a> {
    file: &'a str,
    game: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<RuleSet>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tags: Option<&'a Tags>,
    #[serde(skip_serializing_if = "Option::is_none")]
    plies: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded_result: Option<RecordedResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    verdict: Option<Verdict>,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<GameStatus>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<Option<xiangqi::Outcome>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    says: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<Value>,
    /// `null` when the record and the referee agree (games only).
    #[serde(skip_serializing_if = "Option::is_none")]
    mismatch: Option<Option<Mismatch>>,
}

/// The files under the paths: a file as named, a folder's record files recursively, in name
/// order.
fn files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    const EXTENSIONS: [&str; 11] = [
        "pgn", "txt", "html", "htm", "xqf", "wxf", "uci", "ucci", "ubb", "cbr", "cbl",
    ];
    let is_record = |p: &Path| {
        p.extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
    };
    let mut out = Vec::new();
    for named in paths {
        if !named.is_dir() {
            out.push(named.clone());
            continue;
        }
        let mut stack = vec![named.clone()];
        while let Some(dir) = stack.pop() {
            let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
                .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .collect();
            entries.sort();
            let (dirs, files): (Vec<PathBuf>, Vec<PathBuf>) =
                entries.into_iter().partition(|p| p.is_dir());
            out.extend(files.into_iter().filter(|p| is_record(p)));
            stack.extend(dirs.into_iter().rev());
        }
    }
    Ok(out)
}

/// What one game or file contributes to the report.
struct Entry {
    line: String,
    file: String,
    game: Option<usize>,
    rules: Option<RuleSet>,
    error: Option<(String, Option<usize>)>,
    mismatch: Option<Mismatch>,
    title: String,
}

/// The entries of one file: each game under each rule set (games in parallel), then the
/// file's error.
fn audit_file(name: &str, file: &FileGames, args: &Args) -> Vec<Entry> {
    let mut out: Vec<Entry> = file
        .games
        .par_iter()
        .enumerate()
        .flat_map_iter(|(i, game)| {
            let moves = game.moves();
            args.rules
                .iter()
                .map(|&rules| audit_game(name, i, game, &moves, rules, args.fold))
                .collect::<Vec<_>>()
        })
        .collect();
    if let Some(e) = &file.error {
        let json = e.json(name);
        let code = json["code"].as_str().unwrap_or_default().to_owned();
        let line = Line {
            file: name,
            error: Some(json),
            ..Line::default()
        };
        out.push(Entry {
            line: output::json(&line, true),
            file: name.to_owned(),
            game: None,
            rules: None,
            error: Some((code, None)),
            mismatch: None,
            title: String::new(),
        });
    }
    out
}

fn audit_game(
    name: &str,
    index: usize,
    game: &GameRecord,
    moves: &[Move],
    rules: RuleSet,
    fold: u32,
) -> Entry {
    let opts = JudgeOptions {
        rules,
        fold,
        label_history: false,
        ..JudgeOptions::default()
    };
    let mut line = Line {
        file: name,
        game: Some(index),
        rules: Some(rules),
        tags: Some(&game.tags),
        plies: Some(moves.len()),
        recorded_result: game.result,
        error: game.error.as_ref().map(|e| error_json(name, e)),
        ..Line::default()
    };
    let mut found = None;
    match judge(&game.start, moves, &opts) {
        Ok(report) => {
            line.verdict = Some(report.verdict);
            line.status = Some(report.status);
            line.result = Some(referee_result(&report, game.result));
            line.says = referee_says(&report, game.result, &game.start, moves);
            found = mismatch(game, moves, &report);
        }
        Err(e) => {
            line.error
                .get_or_insert_with(|| error::object(e.code(), &e.to_string()));
        }
    }
    line.mismatch = Some(found.clone());
    let error = line.error.as_ref().map(|e| {
        let code = e["code"].as_str().unwrap_or_default().to_owned();
        (code, e["ply"].as_u64().map(|p| p as usize))
    });
    let title = game
        .tags
        .get("title")
        .or(game.tags.get("event"))
        .unwrap_or_default()
        .to_owned();
    Entry {
        line: output::json(&line, true),
        file: name.to_owned(),
        game: Some(index),
        rules: Some(rules),
        error,
        mismatch: found,
        title,
    }
}

/// Runs `xiangqi audit`.
pub fn run(args: &Args) -> ExitCode {
    let started = Instant::now();
    let paths = match files(&args.paths) {
        Ok(p) => p,
        Err(message) => return error::report(xiangqi::ErrorCode::Argument.as_str(), &message),
    };
    let read_opts = ReadOptions {
        format: args.format,
        encoding: args.encoding,
    };
    let bar = progress_bar();
    bar.set_length(paths.len() as u64);
    bar.set_message("files");
    let mut games = 0usize;
    let mut game_errors = 0usize;
    let mut file_errors = 0usize;
    let mut by_code: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut mismatches: Vec<(RuleSet, String, usize, String, Mismatch)> = Vec::new();
    let first = args.rules.first().copied();
    for chunk in paths.chunks(CHUNK) {
        let entries: Vec<Vec<Entry>> = chunk
            .par_iter()
            .map(|p: &PathBuf| {
                let name = p.display().to_string();
                let file = read_file(p, &read_opts);
                let out = audit_file(&name, &file, args);
                bar.inc(1);
                out
            })
            .collect();
        let mut text = String::new();
        for e in entries.into_iter().flatten() {
            if args.jsonl {
                text.push_str(&e.line);
                text.push('\n');
            }
            // Games and errors are counted once (under the first rule set).
            let once = e.rules.is_none() || e.rules == first;
            if e.game.is_some() && once {
                games += 1;
            }
            if let Some((code, ply)) = e.error.filter(|_| once) {
                if e.game.is_some() {
                    game_errors += 1;
                } else {
                    file_errors += 1;
                }
                let at = match (e.game, ply) {
                    (Some(g), Some(p)) => format!("{} game {g} ply {p}", e.file),
                    (Some(g), None) => format!("{} game {g}", e.file),
                    _ => e.file.clone(),
                };
                by_code.entry(code).or_default().push(at);
            }
            if let (Some(m), Some(rules), Some(g)) = (e.mismatch, e.rules, e.game) {
                mismatches.push((rules, e.file, g, e.title, m));
            }
        }
        if args.jsonl {
            bar.suspend(|| output::print(&text));
        }
    }
    bar.finish_and_clear();
    let secs = started.elapsed().as_secs_f64();
    let mut kinds: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    let mut patterns: BTreeMap<(String, String), usize> = BTreeMap::new();
    for (rules, _, _, _, m) in &mismatches {
        *kinds
            .entry(rules_name(*rules).to_owned())
            .or_default()
            .entry(m.kind.name().to_owned())
            .or_default() += 1;
        if let Some(p) = m.pattern {
            *patterns
                .entry((rules_name(*rules).to_owned(), pattern_name(p)))
                .or_default() += 1;
        }
    }
    let errors: BTreeMap<&String, usize> = by_code.iter().map(|(c, v)| (c, v.len())).collect();
    let summary = json!({ "summary": {
        "files": paths.len(),
        "games": games,
        "fileErrors": file_errors,
        "gameErrors": game_errors,
        "errors": errors,
        "mismatches": kinds,
        "seconds": millis(secs),
        "gamesPerSecond": if secs > 0.0 { (games as f64 / secs).round() } else { 0.0 },
        "threads": rayon::current_num_threads(),
    }});
    if args.jsonl {
        eprintln!("{summary}");
    } else {
        output::print(&report_text(
            paths.len(),
            games,
            &by_code,
            &mismatches,
            &patterns,
            args,
            secs,
        ));
    }
    if file_errors + game_errors > 0 {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    }
}

/// The readable report.
fn report_text(
    files: usize,
    games: usize,
    by_code: &BTreeMap<String, Vec<String>>,
    mismatches: &[(RuleSet, String, usize, String, Mismatch)],
    patterns: &BTreeMap<(String, String), usize>,
    args: &Args,
    secs: f64,
) -> String {
    use std::fmt::Write as _;
    let mut t = String::new();
    let rules: Vec<&str> = args.rules.iter().map(|&r| rules_name(r)).collect();
    let _ = writeln!(
        t,
        "Audit of {files} file(s): {games} game(s) read, judged under {} in {:.2} s.",
        rules.join(", "),
        secs
    );
    let errors: usize = by_code.values().map(Vec::len).sum();
    let _ = writeln!(t, "\nErrors: {errors}");
    for (code, at) in by_code {
        let _ = writeln!(t, "  {code:<22} {:>6}", at.len());
        for a in at.iter().take(20) {
            let _ = writeln!(t, "      {a}");
        }
        if at.len() > 20 {
            let _ = writeln!(t, "      … and {} more", at.len() - 20);
        }
    }
    for &r in &args.rules {
        let name = rules_name(r);
        let mine: Vec<_> = mismatches.iter().filter(|m| m.0 == r).collect();
        let _ = writeln!(
            t,
            "\nRecorded results that contradict the referee ({name}): {}",
            mine.len()
        );
        if mine.is_empty() {
            continue;
        }
        let _ = writeln!(
            t,
            "  {:<40} {:>4} {:>5}  {:<24} {:<22} {:<8} reason",
            "file", "game", "ply", "kind", "pattern", "article"
        );
        for (_, file, game, title, m) in mine {
            let file = Path::new(file)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default();
            let _ = writeln!(
                t,
                "  {:<40} {:>4} {:>5}  {:<24} {:<22} {:<8} {}{}",
                file,
                game,
                m.ply,
                m.kind.name(),
                m.pattern.map(pattern_name).unwrap_or_else(|| "-".into()),
                m.article.unwrap_or("-"),
                m.reason,
                if title.is_empty() {
                    String::new()
                } else {
                    format!(" [{title}]")
                }
            );
        }
        let mut top: Vec<_> = patterns.iter().filter(|((n, _), _)| *n == name).collect();
        top.sort_by(|a, b| b.1.cmp(a.1));
        if !top.is_empty() {
            let list: Vec<String> = top.iter().map(|((_, p), n)| format!("{p} {n}")).collect();
            let _ = writeln!(t, "  top patterns: {}", list.join(", "));
        }
    }
    t
}
