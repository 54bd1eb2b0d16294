//! One game of a record: tags, start position, move tree, result, and the error that cut it short.

use std::fmt;
use std::str::FromStr;

use super::{MoveTree, RecordError};
use xiangqi::{Color, Move, Outcome, Position};

/// A game read from a record (or built to be written).
///
/// ```
/// use xiangqi_record::{read, GameResult, ReadOptions};
/// let pgn = "[Event \"Demo\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n1. 炮二平五 马８进７ 1-0\n";
/// let game = &read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games[0];
/// assert_eq!(game.tags.get("event"), Some("Demo"));
/// assert_eq!(game.tags.get("red"), Some("A"));
/// assert_eq!(game.result, Some(GameResult::RED_WINS));
/// assert_eq!(game.moves_iccs(), ["h2e2", "h9g7"]);
/// assert!(game.error.is_none());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The header tags, keys in camelCase (`event`, `date`, `site`, `round`, `red`, `black`,
    /// `redTeam`, `opening`, `ecco`, …; PGN's `White`/`Black` become `red`/`black`). The start
    /// position is not a tag: it is [`start`](GameRecord::start).
    pub tags: Tags,
    /// The start position.
    pub start: Position,
    /// The moves: mainline, variations and comments.
    pub tree: MoveTree,
    /// The result, if the record states one.
    pub result: Option<GameResult>,
    /// Why the game was cut short (an illegal or unreadable move, truncation, …): the tree holds
    /// everything before it.
    pub error: Option<RecordError>,
}

impl Default for GameRecord {
    fn default() -> Self {
        GameRecord::new(Position::new())
    }
}

impl GameRecord {
    /// An empty game from `start`.
    pub fn new(start: Position) -> GameRecord {
        GameRecord {
            tags: Tags::default(),
            start,
            tree: MoveTree::new(),
            result: None,
            error: None,
        }
    }

    /// The start position's FEN.
    pub fn fen(&self) -> String {
        self.start.fen()
    }

    /// The mainline.
    pub fn moves(&self) -> Vec<Move> {
        self.tree.mainline()
    }

    /// The mainline in ICCS (`"h2e2"`).
    pub fn moves_iccs(&self) -> Vec<String> {
        self.moves().iter().map(Move::to_string).collect()
    }

    /// The position after the mainline.
    pub fn end_position(&self) -> Position {
        let mut pos = self.start.clone();
        for m in self.moves() {
            pos.play_unchecked(m);
        }
        pos
    }
}

/// The result a record states: the game's [`Outcome`] (the core's type: a winner or a draw), or
/// `*`, unknown or unfinished. Serialized (and parsed) as in PGN: `"1-0"`, `"0-1"`, `"1/2-1/2"`,
/// `"*"`.
///
/// ```
/// use xiangqi::{Color, Outcome};
/// use xiangqi_record::GameResult;
/// let r: GameResult = "0-1".parse().unwrap();
/// assert_eq!(r, GameResult::BLACK_WINS);
/// assert_eq!(r.outcome(), Some(Outcome::Decisive { winner: Color::Black }));
/// assert_eq!(GameResult::from(Outcome::Draw).as_str(), "1/2-1/2");
/// assert_eq!(GameResult::Unknown.outcome(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The game ended so (`1-0`, `0-1`, `1/2-1/2`).
    Known(Outcome),
    /// Unknown or unfinished (`*`).
    Unknown,
}

impl GameResult {
    /// Red won (`1-0`).
    pub const RED_WINS: GameResult = GameResult::Known(Outcome::Decisive { winner: Color::Red });
    /// Black won (`0-1`).
    pub const BLACK_WINS: GameResult = GameResult::Known(Outcome::Decisive {
        winner: Color::Black,
    });
    /// Draw (`1/2-1/2`).
    pub const DRAW: GameResult = GameResult::Known(Outcome::Draw);

    /// The outcome, `None` for `*`.
    pub const fn outcome(self) -> Option<Outcome> {
        match self {
            GameResult::Known(o) => Some(o),
            GameResult::Unknown => None,
        }
    }

    /// The PGN form.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::Known(o) => o.pgn(),
            GameResult::Unknown => "*",
        }
    }

    /// Reads a result in any of the forms records use: PGN (`1-0`, `0-1`, `1/2-1/2`, `½-½`,
    /// `*`), Chinese (`红胜`, `黑胜`, `和棋`, `未知`, …) or dpxq's English codes (`W`, `L`, `D`).
    pub fn parse_lenient(s: &str) -> Option<GameResult> {
        let s = s.trim();
        Some(match s {
            "1-0" | "W" | "w" | "红胜" | "紅勝" | "红先胜" | "红方胜" | "先胜" => {
                GameResult::RED_WINS
            }
            "0-1" | "L" | "l" | "黑胜" | "黑勝" | "红先负" | "黑方胜" | "先负" | "红负" => {
                GameResult::BLACK_WINS
            }
            "1/2-1/2" | "½-½" | "1/2" | "D" | "d" | "和" | "和棋" | "和局" | "红先和" | "先和" => {
                GameResult::DRAW
            }
            "*" | "未知" | "?" => GameResult::Unknown,
            _ => return None,
        })
    }
}

impl From<Outcome> for GameResult {
    fn from(o: Outcome) -> GameResult {
        GameResult::Known(o)
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error of `GameResult::from_str`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game result (expected 1-0, 0-1, 1/2-1/2 or *)")]
pub struct ParseResultError;

impl FromStr for GameResult {
    type Err = ParseResultError;
    fn from_str(s: &str) -> Result<GameResult, ParseResultError> {
        GameResult::parse_lenient(s).ok_or(ParseResultError)
    }
}

impl serde::Serialize for GameResult {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for GameResult {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameResult, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Header tags in file order, keys normalised to camelCase ([`Tags::key`]). Serialized as a JSON
/// object.
///
/// ```
/// use xiangqi_record::Tags;
/// let mut tags = Tags::default();
/// tags.set("RedTeam", "北京");
/// tags.set("ECCO", "C49");
/// tags.set("White", "A");
/// assert_eq!(tags.get("redTeam"), Some("北京"));
/// assert_eq!(tags.get("ecco"), Some("C49"));
/// assert_eq!(tags.get("red"), Some("A"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// The normalised key of a tag name: the first letter lower-cased (`RedTeam` → `redTeam`),
    /// an all-capitals name lower-cased (`ECCO` → `ecco`); PGN's `White…` becomes `red…`. Case is
    /// ASCII case (PGN tag names are ASCII; a CJK name has none): Unicode case tables would cost
    /// the wasm download 7 KB gzipped.
    pub fn key(name: &str) -> String {
        let name = name.trim();
        let name = match name.strip_prefix("White") {
            Some(rest) => format!("Red{rest}"),
            None => name.to_string(),
        };
        if name.chars().all(|c| !c.is_ascii_lowercase()) {
            return name.to_ascii_lowercase();
        }
        let mut name = name;
        if let Some(first) = name.get_mut(..1) {
            first.make_ascii_lowercase();
        }
        name
    }

    /// The value of a tag (`name` is normalised with [`Tags::key`]).
    pub fn get(&self, name: &str) -> Option<&str> {
        let k = Tags::key(name);
        self.0
            .iter()
            .find(|(key, _)| *key == k)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing an earlier value of the same key (in place).
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let k = Tags::key(name);
        let value = value.into();
        match self.0.iter_mut().find(|(key, _)| *key == k) {
            Some(slot) => slot.1 = value,
            None => self.0.push((k, value)),
        }
    }

    /// Removes a tag, returning its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let k = Tags::key(name);
        let i = self.0.iter().position(|(key, _)| *key == k)?;
        Some(self.0.remove(i).1)
    }

    /// The tags in order, `(key, value)`.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The number of tags.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no tags.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl serde::Serialize for Tags {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl<'de> serde::Deserialize<'de> for Tags {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tags, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Tags;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of tag names to strings")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut m: A) -> Result<Tags, A::Error> {
                let mut tags = Tags::default();
                while let Some((k, v)) = m.next_entry::<String, String>()? {
                    tags.set(&k, v);
                }
                Ok(tags)
            }
        }
        d.deserialize_map(V)
    }
}
