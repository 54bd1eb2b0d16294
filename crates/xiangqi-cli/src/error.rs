//! Machine-readable errors on stderr.

use std::process::ExitCode;

/// Exit code for invalid input (bad FEN, bad move, …). Clap's own usage errors also exit with 2.
pub const EXIT_INPUT: u8 = 2;

/// The JSON error `{"code":…,"message":…}`.
pub fn object(code: &str, message: &str) -> serde_json::Value {
    serde_json::json!({ "code": code, "message": message })
}

/// Prints `{"error": error}` on stderr, on one line.
pub fn print(error: &serde_json::Value) {
    eprintln!("{}", serde_json::json!({ "error": error }));
}

/// Prints `{"error": error}` on stderr and returns exit code [`EXIT_INPUT`].
pub fn fail(error: serde_json::Value) -> ExitCode {
    print(&error);
    ExitCode::from(EXIT_INPUT)
}

/// Prints the JSON error of `code` and `message` on stderr and returns exit code
/// [`EXIT_INPUT`].
pub fn report(code: &str, message: &str) -> ExitCode {
    fail(object(code, message))
}

/// Handles a command-line parsing error: `--help`/`--version` are printed normally (exit 0);
/// real usage errors become an `ERR_ARGUMENT` JSON error (exit 2).
pub fn usage(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                ExitCode::from(EXIT_INPUT)
            } else {
                ExitCode::SUCCESS
            }
        }
        _ => {
            // clap's first paragraph, without its "error: " prefix, on one line (the usage
            // and tips that follow are for humans).
            let text = e.render().to_string();
            let body = text.split("\n\n").next().unwrap_or_default();
            let body = body.trim().trim_start_matches("error:").trim();
            let message = body.split_whitespace().collect::<Vec<_>>().join(" ");
            report(xiangqi::ErrorCode::Argument.as_str(), &message)
        }
    }
}

/// The position of an optional `--fen`: the initial position when absent; a bad FEN is reported
/// as a JSON error (`Err` holds the exit code).
pub fn position(fen: Option<&str>) -> Result<xiangqi::Position, ExitCode> {
    match fen {
        None => Ok(xiangqi::Position::new()),
        Some(fen) => xiangqi::Position::from_fen(fen).map_err(|e| report(e.code(), &e.to_string())),
    }
}
