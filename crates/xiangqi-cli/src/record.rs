//! Reading record files for `read` and `judge --game`: the file's bytes into games, errors as
//! the core's coded [`RecordError`] JSON.

use std::path::Path;

use xiangqi_record::{self as record, Format, GameRecord, ReadOptions, RecordError, TextEncoding};

/// The `--encoding` values: `utf-8`, `utf-16`, `gbk` (GB18030), `big5` (with HKSCS).
pub fn parse_encoding(s: &str) -> Result<TextEncoding, String> {
    s.parse::<TextEncoding>().map_err(|e| e.to_string())
}

/// What came of reading one file.
pub struct FileGames {
    /// The games read (each may carry its own error: the part before it is kept).
    pub games: Vec<GameRecord>,
    /// The format read, if the file was readable.
    pub format: Option<Format>,
    /// The text encoding of a text format.
    pub encoding: Option<TextEncoding>,
    /// The error that stopped the whole file (unreadable, unknown format, too large, …).
    pub error: Option<FileError>,
}

/// An error of a whole file: a coded record error, or the file could not be opened.
pub enum FileError {
    /// The bytes are not a readable record.
    Record(RecordError),
    /// The file could not be read from disk.
    Io(std::io::Error),
}

impl FileError {
    /// The error as JSON (`{code, message, …}`), naming the file: the record error's, or
    /// `ERR_ARGUMENT` for a file that cannot be read.
    pub fn json(&self, path: &str) -> serde_json::Value {
        match self {
            FileError::Record(e) => error_json(path, e),
            FileError::Io(e) => crate::error::object(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!("cannot read {path}: {e}"),
            ),
        }
    }
}

/// A record error as JSON (the core's `{code, message, game?, line?, offset?, ply?, text?}`),
/// the message prefixed with the file name.
pub fn error_json(path: &str, e: &RecordError) -> serde_json::Value {
    let mut v = serde_json::to_value(e).expect("errors serialise");
    v["message"] = format!("{path}: {e}").into();
    v
}

/// Reads a file into games.
pub fn read_file(path: &Path, opts: &ReadOptions) -> FileGames {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            return FileGames::failed(FileError::Io(e));
        }
    };
    match record::read(&bytes, opts) {
        Ok(read) => FileGames {
            games: read.games,
            format: Some(read.format),
            encoding: read.encoding,
            error: None,
        },
        Err(e) => FileGames::failed(FileError::Record(e)),
    }
}

impl FileGames {
    fn failed(error: FileError) -> FileGames {
        FileGames {
            games: Vec::new(),
            format: None,
            encoding: None,
            error: Some(error),
        }
    }
}
