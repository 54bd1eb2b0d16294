//! `xiangqi read FILE… [--format F] [--encoding E] [--compact]`: the games of record files as JSON.

use std::path::PathBuf;
use std::process::ExitCode;

use xiangqi_record::{Format, GameRecord, ReadOptions, TextEncoding};

use crate::error::{self, EXIT_INPUT};
use crate::output;
use crate::record::{error_json, read_file};

/// Arguments of `xiangqi read`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Record files (PGN, DhtmlXQ/UBB, XQF, WXF text, UCI move lists, ChessBridge CBR/CBL; text in
    /// UTF-8, UTF-16, GBK or Big5); their games
    /// are printed in file order.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The format, when it should not be detected from the bytes (`pgn`, `dhtmlxq`, `xqf`,
    /// `wxf`, `uci`, `cbr`, `cbl`).
    #[arg(long, value_parser = str::parse::<Format>)]
    pub format: Option<Format>,
    /// The text encoding, when it should not be detected from the bytes (`utf-8`, `utf-16`,
    /// `gbk`, `big5`).
    #[arg(long, value_parser = crate::record::parse_encoding)]
    pub encoding: Option<TextEncoding>,
    /// Print the JSON on one line.
    #[arg(long)]
    pub compact: bool,
}

/// The output: the games of all files, then what was read of each file.
#[derive(serde::Serialize)]
struct Output {
    games: Vec<GameRecord>,
    files: Vec<FileEntry>,
}

/// One file read.
#[derive(serde::Serialize)]
struct FileEntry {
    file: String,
    format: Option<Format>,
    encoding: Option<TextEncoding>,
    /// How many games.
    games: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<serde_json::Value>,
}

/// Runs the subcommand: prints `{"games":[…], "files":[…]}`: the games of all files in order (the
/// core's JSON of each game), then one entry per file (`file`, `format`, `encoding`, `games`:
/// how many, `error` if the file could not be read). A file that cannot be read, or a game cut
/// short by an error, is also reported on stderr as a JSON error (exit code 2); the games and
/// partial games read are still printed.
pub fn run(args: &Args) -> ExitCode {
    let mut games = Vec::new();
    let mut files = Vec::new();
    let mut failed = false;
    for path in &args.files {
        let name = path.display().to_string();
        let opts = ReadOptions {
            format: args.format,
            encoding: args.encoding,
        };
        let read = read_file(path, &opts);
        let mut entry = FileEntry {
            file: name.clone(),
            format: read.format,
            encoding: read.encoding,
            games: read.games.len(),
            error: None,
        };
        for game in &read.games {
            if let Some(e) = &game.error {
                failed = true;
                error::print(&error_json(&name, e));
            }
        }
        games.extend(read.games);
        if let Some(e) = read.error {
            failed = true;
            let e = e.json(&name);
            error::print(&e);
            entry.error = Some(e);
        }
        files.push(entry);
    }
    let out = Output { games, files };
    output::print(&(output::json(&out, args.compact) + "\n"));
    if failed {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    }
}
