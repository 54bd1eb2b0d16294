//! What the CLI tests share: running the built `xiangqi` binary.

use std::process::{Command, Output};

/// Runs `xiangqi` with `args` and waits for it.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .output()
        .expect("run xiangqi")
}
