//! Xiangqi (Chinese chess) rules: positions, legal moves, notations and an adjudicator for the
//! repetition rules under three rule sets (the Asian Xiangqi Federation's, the Chinese Xiangqi
//! Association's, and the Chinese rules of 1965).
//!
//! Game records (PGN, DhtmlXQ, XQF, …) are read and written by the `xiangqi-record` crate, which
//! depends on this one; the rules do not depend on records.
//!
//! The types follow the layering of the `shakmaty` chess crate: small value types ([`Color`],
//! [`Role`], [`Piece`], [`Square`], [`Bitboard`]), a [`Board`] (placement only), a [`Setup`]
//! (parsed, unvalidated) and a [`Position`] (validated, playable).
//!
//! ```
//! use xiangqi::Position;
//! let pos = Position::new();
//! assert_eq!(pos.perft(3), 79_666);
//! ```

#![warn(missing_docs)]

pub mod adjudicator;
mod bitboard;
mod board;
mod code;
mod color;
mod keymap;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
pub mod perft;
mod piece;
mod position;
mod quote;
mod role;
mod setup;
mod short_sort;
mod square;
mod square_map;
mod tables;

pub use adjudicator::game::{
    ForbiddenMove, Game, GameEnd, PlayError, Preview, ReplayError, StepView,
};
pub use bitboard::Bitboard;
pub use board::Board;
pub use code::{Coded, ErrorCode, ParseErrorCodeError};
pub use color::{ByColor, Color};
pub use moves::{Move, MoveList, MAX_MOVES};
pub use notation::{format_move, parse_move, Notation, NotationError};
pub use outcome::{Outcome, ParseOutcomeError};
pub use piece::Piece;
pub use position::{FenError, IllegalMoveError, Position, PositionError, PositionProblem};
pub use quote::{joined, quoted, quoted_char, Quoted};
pub use role::Role;
pub use setup::{ParseFenError, Setup, MAX_FEN_LEN};
pub use square::{File, ParseSquareError, Rank, Square};
pub use square_map::SquareMap;
