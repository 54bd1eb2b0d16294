//! How a game ended, for the score sheet: a winner or a draw.

use std::fmt;
use std::str::FromStr;

use crate::Color;

/// The result of a finished game (shakmaty's shape): one side won, or a draw. How it ended
/// (checkmate, stalemate, repetition, …) is the status beside it
/// ([`adjudicator::GameStatus`](crate::adjudicator::GameStatus)); [`Position::outcome`]
/// (crate::Position::outcome) is the result of a position without a legal move.
///
/// Serialised as `"red_wins"`, `"black_wins"` or `"draw"` (the reports' `result`, the TypeScript
/// type `GameResult`); [`Outcome::pgn`] is the score-sheet form `1-0`, `0-1`, `1/2-1/2`.
///
/// ```
/// use xiangqi::{Color, Outcome};
/// let o = Outcome::Decisive { winner: Color::Black };
/// assert_eq!(o.winner(), Some(Color::Black));
/// assert_eq!((o.as_str(), o.pgn()), ("black_wins", "0-1"));
/// assert_eq!(Outcome::from_winner(None), Outcome::Draw);
/// assert_eq!("red_wins".parse(), Ok(Outcome::Decisive { winner: Color::Red }));
/// assert_eq!(serde_json::to_string(&Outcome::Draw).unwrap(), r#""draw""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `winner` won.
    Decisive {
        /// The side that won.
        winner: Color,
    },
    /// Drawn.
    Draw,
}

impl Outcome {
    /// Every outcome: Red wins, Black wins, draw.
    pub const ALL: [Outcome; 3] = [
        Outcome::Decisive { winner: Color::Red },
        Outcome::Decisive {
            winner: Color::Black,
        },
        Outcome::Draw,
    ];

    /// The winner, `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner } => Some(winner),
            Outcome::Draw => None,
        }
    }

    /// `winner` won, or a draw for `None`.
    pub const fn from_winner(winner: Option<Color>) -> Outcome {
        match winner {
            Some(winner) => Outcome::Decisive { winner },
            None => Outcome::Draw,
        }
    }

    /// The serialised form: `"red_wins"`, `"black_wins"` or `"draw"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Outcome::Decisive { winner: Color::Red } => "red_wins",
            Outcome::Decisive {
                winner: Color::Black,
            } => "black_wins",
            Outcome::Draw => "draw",
        }
    }

    /// The PGN form: `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    pub const fn pgn(self) -> &'static str {
        match self {
            Outcome::Decisive { winner: Color::Red } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
            } => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error of `Outcome::from_str`: not `red_wins`, `black_wins` or `draw`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown outcome (expected red_wins, black_wins or draw)")]
pub struct ParseOutcomeError;

impl FromStr for Outcome {
    type Err = ParseOutcomeError;
    fn from_str(s: &str) -> Result<Outcome, ParseOutcomeError> {
        Outcome::ALL
            .into_iter()
            .find(|o| o.as_str() == s)
            .ok_or(ParseOutcomeError)
    }
}

impl serde::Serialize for Outcome {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for Outcome {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "tsify")]
impl Outcome {
    /// The TypeScript declaration of the serialised form, as the `tsify` derives write theirs
    /// (the report types call it `GameResult`).
    pub const DECL: &'static str = "/**
 * The result of a finished game.
 */
export type GameResult = \"red_wins\" | \"black_wins\" | \"draw\";";
}

#[cfg(feature = "tsify")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TS_OUTCOME: &str = Outcome::DECL;
