//! The stable error codes: one [`ErrorCode`] enum for every code the project emits, and the
//! [`Coded`] trait of the error types that carry one.
//!
//! One enum holds the codes of every crate and shim — the core's (`ERR_FEN_*`, `ERR_POS_*`,
//! `ERR_NOTATION`, …), the records' (`ERR_RECORD_*`, `xiangqi-record`), the JavaScript package's
//! own (`ERR_NOT_INITIALISED`, `ERR_FREED`; the `<xiangqi-board>` element's `ERR_DIAGRAM`,
//! `ERR_DIAGRAMS`, `ERR_NOT_READY`) and the CLI's engine matches (`ERR_ENGINE_*`,
//! `ERR_OUTPUT`) — so that the list is written once: the TypeScript `ErrorCode` union is generated
//! from it (`tsify` feature), and the JavaScript and Python tests check their sides against
//! [`ErrorCode::ALL`]. A code that only one shim throws is still a code a caller may meet, and a
//! second enum per crate would bring back the lists kept in step by hand.
//!
//! ```
//! use xiangqi::{Coded, ErrorCode, Position};
//! let err = Position::from_fen("9/9 w").unwrap_err();
//! assert_eq!(Coded::code(&err), ErrorCode::FenRows);
//! assert_eq!(err.code(), "ERR_FEN_ROWS"); // the inherent method: the string
//! assert_eq!("ERR_FEN_ROWS".parse::<ErrorCode>(), Ok(ErrorCode::FenRows));
//! assert_eq!(serde_json::to_string(&ErrorCode::FenRows).unwrap(), r#""ERR_FEN_ROWS""#);
//! ```

use core::fmt;
use core::str::FromStr;

macro_rules! error_codes {
    ($($(#[doc = $doc:literal])* $name:ident = $code:literal,)*) => {
        /// A stable, machine-readable error code, serialised as its string (`"ERR_FEN_ROWS"`).
        ///
        /// The strings never change once published; new codes may be added (the enum is
        /// `non_exhaustive`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[derive(serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
        #[non_exhaustive]
        pub enum ErrorCode {
            $(
                $(#[doc = $doc])*
                #[serde(rename = $code)]
                $name,
            )*
        }

        impl ErrorCode {
            /// Every code, in declaration order (each once).
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$name,)*];

            /// The code as written: `"ERR_FEN_ROWS"`.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$name => $code,)*
                }
            }
        }
    };
}

error_codes! {
    /// A FEN that is empty (or all whitespace).
    FenEmpty = "ERR_FEN_EMPTY",
    /// A FEN longer than [`MAX_FEN_LEN`](crate::MAX_FEN_LEN).
    FenTooLong = "ERR_FEN_TOO_LONG",
    /// A FEN without the placement and side to move, or with too many fields.
    FenFields = "ERR_FEN_FIELDS",
    /// A placement that does not have 10 rows.
    FenRows = "ERR_FEN_ROWS",
    /// A placement row that is not 9 squares wide.
    FenRowWidth = "ERR_FEN_ROW_WIDTH",
    /// A character that is not a piece or a digit in the placement.
    FenChar = "ERR_FEN_CHAR",
    /// A side to move that is not `w`/`r` or `b`.
    FenTurn = "ERR_FEN_TURN",
    /// Move counters that are not numbers.
    FenCounters = "ERR_FEN_COUNTERS",
    /// An impossible position without a listed problem (a [`PositionError`](crate::PositionError)
    /// with no problems, which the crate never returns).
    Pos = "ERR_POS",
    /// A side without its general.
    PosNoGeneral = "ERR_POS_NO_GENERAL",
    /// More pieces of a kind than a side has.
    PosTooMany = "ERR_POS_TOO_MANY",
    /// A general outside its palace.
    PosGeneralSquare = "ERR_POS_GENERAL_SQUARE",
    /// An advisor on a square it can never reach.
    PosAdvisorSquare = "ERR_POS_ADVISOR_SQUARE",
    /// An elephant on a square it can never reach.
    PosElephantSquare = "ERR_POS_ELEPHANT_SQUARE",
    /// A soldier on a square it can never reach.
    PosSoldierSquare = "ERR_POS_SOLDIER_SQUARE",
    /// The generals face each other on an open file.
    PosGeneralsFacing = "ERR_POS_GENERALS_FACING",
    /// The side not to move is in check.
    PosOpponentInCheck = "ERR_POS_OPPONENT_IN_CHECK",
    /// A well-formed move that is not legal in the position.
    IllegalMove = "ERR_ILLEGAL_MOVE",
    /// Move text that cannot be read, is ambiguous or names no piece.
    Notation = "ERR_NOTATION",
    /// A move played after the game ended.
    GameOver = "ERR_GAME_OVER",
    /// An input over a bound (too many moves, perft too deep, …).
    Limit = "ERR_LIMIT",
    /// A bad argument: an unknown option, rule set, notation or format, a value out of range.
    Argument = "ERR_ARGUMENT",
    /// A bug, caught at a boundary (a panic, a failed serialisation).
    Internal = "ERR_INTERNAL",
    /// JavaScript package: the module was used before it was initialised.
    NotInitialised = "ERR_NOT_INITIALISED",
    /// JavaScript package: a method of a freed object.
    Freed = "ERR_FREED",
    /// `<xiangqi-board>`: the diagrams file could not be loaded.
    Diagrams = "ERR_DIAGRAMS",
    /// `<xiangqi-board>`: no diagram of that number.
    Diagram = "ERR_DIAGRAM",
    /// `<xiangqi-board>`: a method called before the board has its game (`await board.ready`).
    NotReady = "ERR_NOT_READY",
    /// A record that is not in the format, or is malformed or cut short (`xiangqi-record`).
    RecordFormat = "ERR_RECORD_FORMAT",
    /// A record's text that cannot be decoded (`xiangqi-record`).
    RecordEncoding = "ERR_RECORD_ENCODING",
    /// A record's move that cannot be read or played (`xiangqi-record`).
    RecordMove = "ERR_RECORD_MOVE",
    /// A record over a size bound (`xiangqi-record`).
    RecordLimit = "ERR_RECORD_LIMIT",
    /// CLI `xiangqi match`: an engine could not be started.
    EngineStart = "ERR_ENGINE_START",
    /// CLI `xiangqi match`: an engine exited or could not be written to.
    EngineCrash = "ERR_ENGINE_CRASH",
    /// CLI `xiangqi match`: an engine did not answer in time.
    EngineHang = "ERR_ENGINE_HANG",
    /// CLI `xiangqi match`: an engine played a move that cannot be read or is not legal.
    EngineMove = "ERR_ENGINE_MOVE",
    /// CLI `xiangqi match`: an output file could not be written.
    Output = "ERR_OUTPUT",
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for ErrorCode {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for ErrorCode {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// Error of `ErrorCode::from_str`: not one of the codes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown error code {}", crate::quoted(.0))]
pub struct ParseErrorCodeError(pub String);

impl FromStr for ErrorCode {
    type Err = ParseErrorCodeError;
    fn from_str(s: &str) -> Result<ErrorCode, ParseErrorCodeError> {
        ErrorCode::ALL
            .iter()
            .copied()
            .find(|c| c.as_str() == s)
            .ok_or_else(|| ParseErrorCodeError(s.to_string()))
    }
}

/// An error with a stable [`ErrorCode`].
///
/// The error types also keep an inherent `code()` that returns the string
/// (`err.code() == "ERR_NOTATION"`); `Coded::code(&err)` (or `err.code()` in generic code over
/// `E: Coded`) returns the enum.
pub trait Coded {
    /// The stable code of this error.
    fn code(&self) -> ErrorCode;
}

impl<T: Coded + ?Sized> Coded for &T {
    fn code(&self) -> ErrorCode {
        (**self).code()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_once_with_its_string_and_serde_name() {
        let mut seen = std::collections::BTreeSet::new();
        for &c in ErrorCode::ALL {
            assert!(seen.insert(c.as_str()), "{c} twice");
            assert!(c.as_str().starts_with("ERR_"), "{c}");
            assert_eq!(c.as_str().parse::<ErrorCode>(), Ok(c));
            assert_eq!(c.to_string(), c.as_str());
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(json, format!("\"{c}\""));
            assert_eq!(serde_json::from_str::<ErrorCode>(&json).unwrap(), c);
        }
        assert!("ERR_NOPE".parse::<ErrorCode>().is_err());
        assert!(serde_json::from_str::<ErrorCode>("\"ERR_NOPE\"").is_err());
    }
}
