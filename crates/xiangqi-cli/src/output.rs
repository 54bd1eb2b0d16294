//! What the subcommands print on stdout: JSON, pretty or on one line, and text that a closed
//! pipe (`| head`) ends quietly instead of a panic.

use std::io::Write as _;

/// `value` as JSON: on one line with `compact`, else pretty-printed.
pub fn json<T: serde::Serialize>(value: &T, compact: bool) -> String {
    let text = if compact {
        serde_json::to_string(value)
    } else {
        serde_json::to_string_pretty(value)
    };
    text.expect("the output serialises")
}

/// Prints `text` (with its own line breaks) on stdout. A closed pipe ends it quietly: the
/// reader has seen enough (`println!` would panic).
pub fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}
