//! The `xiangqi` command-line tool.
//!
//! Each subcommand lives in its own module with an `Args` struct (clap derive) and a
//! `run(args) -> ExitCode` function; `main` only dispatches. Errors are printed to stderr as
//! `{"error":{"code":"ERR_…","message":"…"}}` with exit code 2 (see [`error`]); that includes
//! command-line usage errors (`ERR_ARGUMENT`). `--help` and `--version` print as usual.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod audit;
mod batch;
mod engine_match;
mod error;
mod judge;
mod output;
mod perft;
mod read;
mod record;

/// Xiangqi (Chinese chess) rules engine: move-generator tests and game judging.
#[derive(Debug, Parser)]
#[command(name = "xiangqi", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Counts the leaf nodes of the legal move tree (perft).
    Perft(perft::Args),
    /// Judges a game under the AXF or Chinese repetition rules and prints the report as JSON.
    Judge(judge::Args),
    /// Reads record files (PGN, DhtmlXQ/UBB, XQF, WXF text, UCI lists, ChessBridge CBR/CBL) and prints the games as JSON.
    Read(read::Args),
    /// Plays a match between UCI/UCCI engines, refereed by the rules (forbidden moves told to the engines).
    Match(engine_match::Args),
    /// Reads and judges every game of record files and folders, and reports errors and recorded results that contradict the referee.
    Audit(audit::Args),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return error::usage(e),
    };
    match cli.command {
        Command::Perft(args) => perft::run(&args),
        Command::Judge(args) => judge::run(&args),
        Command::Read(args) => read::run(&args),
        Command::Match(args) => engine_match::run(&args),
        Command::Audit(args) => audit::run(&args),
    }
}
