//! `xiangqi judge --fen FEN --moves "h2e2 h9g7 …" [--rules axf|chinese|chinese1965] [--fold N] [--pattern]`,
//! and `xiangqi judge --game FILE… [--index N | --jsonl]` for the mainlines of record files.

use std::io::Read as _;
use std::path::PathBuf;
use std::process::ExitCode;

use xiangqi::adjudicator::{judge, JudgeOptions, RuleSet};
use xiangqi::notation::Reader;
use xiangqi::{Move, Position};
use xiangqi_record::{Format, ReadOptions, TextEncoding};

use crate::record::{error_json, read_file};
use crate::{error, output};

/// Arguments of `xiangqi judge`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The start position (xqbase/UCCI FEN); the initial position if omitted.
    #[arg(long, conflicts_with = "game")]
    pub fen: Option<String>,
    /// The moves, separated by spaces or commas, each in ICCS (`h2e2`), WXF (`C2.5`) or Chinese
    /// (`炮二平五`); `-` reads them from standard input.
    #[arg(long, default_value = "", conflicts_with = "game")]
    pub moves: String,
    /// Judge the mainline of a game of these record files (PGN, DhtmlXQ/UBB, XQF, WXF text, UCI
    /// move list, ChessBridge CBR/CBL) instead of `--fen`/`--moves`.
    #[arg(long, num_args = 1.., value_name = "FILE")]
    pub game: Vec<PathBuf>,
    /// With `--game`: which game of the file (0-based; multi-game files).
    #[arg(long, default_value_t = 0, requires = "game", conflicts_with = "jsonl")]
    pub index: usize,
    /// With `--game`: judge every game of every file, in parallel, and print one JSON line per
    /// game (`file`, `game`, `tags`, `plies`, `verdict`, `status`, `result`, `error`), then a
    /// summary line on stderr.
    #[arg(long, requires = "game")]
    pub jsonl: bool,
    /// With `--game`: the record format, when it should not be detected from the bytes.
    #[arg(long, value_parser = str::parse::<Format>, requires = "game")]
    pub format: Option<Format>,
    /// With `--game`: the text encoding, when it should not be detected from the bytes
    /// (`utf-8`, `utf-16`, `gbk`, `big5`).
    #[arg(long, value_parser = crate::record::parse_encoding, requires = "game")]
    pub encoding: Option<TextEncoding>,
    #[command(flatten)]
    pub rule: RuleArgs,
    /// Judge the whole move list as one cycle, even if the final position does not repeat.
    #[arg(long)]
    pub pattern: bool,
    /// Print the JSON on one line.
    #[arg(long)]
    pub compact: bool,
}

impl Args {
    /// The read options given.
    pub fn read_options(&self) -> ReadOptions {
        ReadOptions {
            format: self.format,
            encoding: self.encoding,
        }
    }

    /// The judge options given.
    pub fn options(&self) -> JudgeOptions {
        JudgeOptions {
            pattern: self.pattern,
            ..self.rule.options()
        }
    }
}

/// The rule options that `judge` and `match` share.
#[derive(clap::Args, Debug, Clone)]
pub struct RuleArgs {
    /// The rule set: `axf` (Asian Xiangqi Federation), `chinese` (Chinese Xiangqi Association, current rules) or `chinese1965` (the 1965 Chinese rules as printed).
    #[arg(long, default_value = "axf", value_parser = parse_rules)]
    pub rules: RuleSet,
    /// The game ends by repetition when the final position has occurred this many times (2–1000).
    #[arg(long, default_value_t = 3, value_parser = bounded(JudgeOptions::FOLD))]
    pub fold: u32,
    /// Plies without a capture after which the game is drawn (1–100000).
    #[arg(long, default_value_t = 120, value_parser = bounded(JudgeOptions::MOVE_LIMIT))]
    pub move_limit: u32,
    /// Of the checking plies since the last capture, at most this many count toward the limit (0–100000).
    #[arg(long, default_value_t = 10, value_parser = bounded(JudgeOptions::MAX_COUNTED_CHECKS))]
    pub max_counted_checks: u32,
}

impl RuleArgs {
    /// These options over the defaults of [`JudgeOptions`].
    pub fn options(&self) -> JudgeOptions {
        JudgeOptions {
            rules: self.rules,
            fold: self.fold,
            move_limit: self.move_limit,
            max_counted_checks: self.max_counted_checks,
            ..JudgeOptions::default()
        }
    }
}

/// Runs the subcommand: prints the judge report as JSON.
pub fn run(args: &Args) -> ExitCode {
    if args.jsonl {
        return crate::batch::run(args);
    }
    if let Some(path) = args.game.first() {
        return run_game(args, path);
    }
    let start = match error::position(args.fen.as_deref()) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let text = if args.moves == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            return error::report(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!("cannot read the moves from standard input: {e}"),
            );
        }
        s
    } else {
        args.moves.clone()
    };
    let moves = match parse_moves(&start, &text) {
        Ok(m) => m,
        Err((code, message)) => return error::report(code, &message),
    };
    print_report(args, &start, &moves)
}

/// Judges `moves` from `start` and prints the report.
fn print_report(args: &Args, start: &Position, moves: &[Move]) -> ExitCode {
    match judge(start, moves, &args.options()) {
        Ok(report) => {
            output::print(&(output::json(&report, args.compact) + "\n"));
            ExitCode::SUCCESS
        }
        Err(e) => error::report(e.code(), &e.to_string()),
    }
}

/// `--game FILE [--index N]`: judges the mainline of one game and prints the report with the
/// recorded result (`recordedResult`), what a referee would say of a final repetition (`says`),
/// and as `result` the referee's (`null` for a repetition a side must change in a game recorded
/// drawn). A game cut short by an error is judged up to the error and the error is reported too
/// (exit code 2).
fn run_game(args: &Args, path: &std::path::Path) -> ExitCode {
    if args.game.len() > 1 {
        return error::report(
            xiangqi::ErrorCode::Argument.as_str(),
            "several --game files need --jsonl (one line per game)",
        );
    }
    let name = path.display().to_string();
    let read = read_file(path, &args.read_options());
    if let Some(e) = read.error {
        return error::fail(e.json(&name));
    }
    let Some(game) = read.games.get(args.index) else {
        return error::report(
            xiangqi::ErrorCode::Argument.as_str(),
            &format!(
                "{name} has {} game(s); --index {} is out of range",
                read.games.len(),
                args.index
            ),
        );
    };
    let moves = game.moves();
    let code = match judge(&game.start, &moves, &args.options()) {
        Ok(mut report) => {
            // Beside the report, what a referee would say with the recorded result: a repetition
            // that a side must change in a game the record calls drawn is no win (AXF 细则3: that
            // side loses only if it goes on), as in `--jsonl` and `audit`.
            report.result = xiangqi_record::audit::referee_result(&report, game.result);
            let says =
                xiangqi_record::audit::referee_says(&report, game.result, &game.start, &moves);
            let out = GameReport {
                report: &report,
                recorded_result: game.result,
                says,
            };
            output::print(&(output::json(&out, args.compact) + "\n"));
            ExitCode::SUCCESS
        }
        Err(e) => error::report(e.code(), &e.to_string()),
    };
    match &game.error {
        Some(e) => error::fail(error_json(&name, e)),
        None => code,
    }
}

/// `judge --game FILE`'s output: the report, the recorded result and what a referee would say.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct GameReport<'a> {
    #[serde(flatten)]
    report: &'a xiangqi::adjudicator::JudgeReport,
    recorded_result: Option<xiangqi_record::GameResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    says: Option<String>,
}

/// Parses the moves one by one against the positions they are played in.
fn parse_moves(start: &Position, text: &str) -> Result<Vec<Move>, (&'static str, String)> {
    Reader::LENIENT
        .read_line(start, text)
        .map_err(|e| (e.code(), e.to_string()))
}

/// `axf`, `chinese` or `chinese1965` ([`RuleSet`]'s `FromStr`).
pub fn parse_rules(s: &str) -> Result<RuleSet, String> {
    s.parse()
        .map_err(|e: xiangqi::adjudicator::ParseRuleSetError| e.to_string())
}

/// A `u32` flag within the core's bounds of that option.
fn bounded(range: std::ops::RangeInclusive<u32>) -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(i64::from(*range.start())..=i64::from(*range.end()))
}
