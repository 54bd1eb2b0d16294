//! `xiangqi judge --fen FEN --moves "h2e2 h9g7 …" [--rules axf|chinese] [--fold N] [--pattern]`.

use std::io::Read as _;
use std::process::ExitCode;

use xiangqi::adjudicator::{judge, JudgeOptions, RuleSet};
use xiangqi::notation::parse_move;
use xiangqi::{Move, Position};

use crate::error;

/// Arguments of `xiangqi judge`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The start position (xqbase/UCCI FEN); the initial position if omitted.
    #[arg(long)]
    pub fen: Option<String>,
    /// The moves, separated by spaces or commas, each in ICCS (`h2e2`), WXF (`C2.5`) or Chinese
    /// (`炮二平五`); `-` reads them from standard input.
    #[arg(long, default_value = "")]
    pub moves: String,
    /// The rule set: `axf` (Asian Xiangqi Federation) or `chinese` (Chinese Xiangqi Association).
    #[arg(long, default_value = "axf", value_parser = parse_rules)]
    pub rules: RuleSet,
    /// The game ends by repetition when the final position has occurred this many times (2–1000).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(2..=1000))]
    pub fold: u32,
    /// Plies without a capture after which the game is drawn.
    #[arg(long, default_value_t = 120, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub move_limit: u32,
    /// Of the checking plies since the last capture, at most this many count toward the limit.
    #[arg(long, default_value_t = 10)]
    pub max_counted_checks: u32,
    /// Judge the whole move list as one cycle, even if the final position does not repeat.
    #[arg(long)]
    pub pattern: bool,
    /// Print the JSON on one line.
    #[arg(long)]
    pub compact: bool,
}

/// Runs the subcommand: prints the judge report as JSON.
pub fn run(args: &Args) -> ExitCode {
    let start = match error::position(args.fen.as_deref()) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let text = if args.moves == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            return error::report(
                "ERR_ARGUMENT",
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
    let opts = JudgeOptions {
        rules: args.rules,
        fold: args.fold,
        pattern: args.pattern,
        move_limit: args.move_limit,
        max_counted_checks: args.max_counted_checks,
        ..JudgeOptions::default()
    };
    match judge(&start, &moves, &opts) {
        Ok(report) => {
            let json = if args.compact {
                serde_json::to_string(&report)
            } else {
                serde_json::to_string_pretty(&report)
            };
            println!("{}", json.expect("reports serialise"));
            ExitCode::SUCCESS
        }
        Err(e) => error::report(e.code(), &e.to_string()),
    }
}

/// Parses the moves one by one against the positions they are played in.
fn parse_moves(start: &Position, text: &str) -> Result<Vec<Move>, (&'static str, String)> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for (i, token) in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .enumerate()
    {
        let m = parse_move(&pos, token)
            .map_err(|e| (e.code(), format!("move {} ({token}): {e}", i + 1)))?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    Ok(moves)
}

/// `axf` or `chinese` (the rule set's serde name).
fn parse_rules(s: &str) -> Result<RuleSet, String> {
    serde_json::from_value(serde_json::Value::String(s.to_string()))
        .map_err(|_| format!("unknown rule set {s:?} (expected axf or chinese)"))
}
