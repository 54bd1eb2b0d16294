//! Machine-readable errors on stderr.

use std::process::ExitCode;

/// Exit code for invalid input (bad FEN, bad move, …). Clap's own usage errors also exit with 2.
pub const EXIT_INPUT: u8 = 2;

/// The JSON error object `{"error":{"code":…,"message":…}}`.
pub fn json(code: &str, message: &str) -> String {
    serde_json::json!({ "error": { "code": code, "message": message } }).to_string()
}

/// Prints the JSON error to stderr and returns exit code [`EXIT_INPUT`].
pub fn report(code: &str, message: &str) -> ExitCode {
    eprintln!("{}", json(code, message));
    ExitCode::from(EXIT_INPUT)
}
