//! `xiangqi perft <depth> [--fen FEN] [--divide]`.

use std::fmt::Write as _;
use std::process::ExitCode;

use xiangqi::Position;

use crate::error;

/// Arguments of `xiangqi perft`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Depth in plies.
    pub depth: u32,
    /// Start from this position (xqbase/UCCI FEN) instead of the initial one.
    #[arg(long)]
    pub fen: Option<String>,
    /// Print the leaf count below each root move (`h2e2: 1234`), then the total.
    #[arg(long)]
    pub divide: bool,
}

/// Runs the subcommand: prints the leaf count, or the per-move counts and the total.
pub fn run(args: &Args) -> ExitCode {
    let pos = match error::position(args.fen.as_deref()) {
        Ok(p) => p,
        Err(code) => return code,
    };
    crate::output::print(&render(&pos, args.depth, args.divide));
    ExitCode::SUCCESS
}

/// The output text (ending with a newline).
pub fn render(pos: &Position, depth: u32, divide: bool) -> String {
    let mut out = String::new();
    if divide && depth > 0 {
        let mut rows: Vec<(String, u64)> = xiangqi::perft::divide(pos, depth)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect();
        rows.sort();
        let mut total = 0;
        for (m, n) in rows {
            total += n;
            let _ = writeln!(out, "{m}: {n}");
        }
        let _ = writeln!(out, "{total}");
    } else {
        let _ = writeln!(out, "{}", pos.perft(depth));
    }
    out
}
