//! [`SquareMap`]: a map keyed by squares, written as a JSON object keyed by their names.

use serde::{Serialize, Serializer};

use crate::{Board, Move, Square};

/// A map keyed by squares, serialised as an object with the squares' names as keys in the order
/// of the names (`a0`, `a1`, … `i9`: file, then rank), as a `BTreeMap<String, _>` would write it,
/// without a B-tree and a sort of string pairs (≈ 12 KB of wasm).
///
/// ```
/// use xiangqi::{Square, SquareMap};
/// let mut m = SquareMap::new();
/// m.insert(Square::E0, 'K');
/// m.insert(Square::A9, 'r');
/// assert_eq!(m.get(Square::E0), Some(&'K'));
/// assert_eq!(serde_json::to_string(&m).unwrap(), r#"{"a9":"r","e0":"K"}"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareMap<V>(Vec<Option<(Square, V)>>);

impl<V> Default for SquareMap<V> {
    fn default() -> SquareMap<V> {
        SquareMap::new()
    }
}

fn index(sq: Square) -> usize {
    usize::from(sq.file().index()) * 10 + usize::from(sq.rank().index())
}

impl<V> SquareMap<V> {
    /// An empty map.
    pub fn new() -> SquareMap<V> {
        SquareMap((0..Square::COUNT).map(|_| None).collect())
    }

    /// The value of `sq`, if any.
    pub fn get(&self, sq: Square) -> Option<&V> {
        self.0[index(sq)].as_ref().map(|(_, v)| v)
    }

    /// Sets the value of `sq`.
    pub fn insert(&mut self, sq: Square, v: V) {
        self.0[index(sq)] = Some((sq, v));
    }

    /// The value of `sq`, inserted by `make` when there is none.
    pub fn get_or_insert_with(&mut self, sq: Square, make: impl FnOnce() -> V) -> &mut V {
        &mut self.0[index(sq)].get_or_insert_with(|| (sq, make())).1
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }

    /// The squares with a value and their values, in the order of the squares' names.
    pub fn iter(&self) -> impl Iterator<Item = (Square, &V)> {
        self.0.iter().flatten().map(|(sq, v)| (*sq, v))
    }
}

impl SquareMap<char> {
    /// Square → FEN letter of every piece on `board` (Red upper case).
    pub fn placement(board: &Board) -> SquareMap<char> {
        let mut pieces = SquareMap::new();
        for (sq, p) in board.pieces() {
            pieces.insert(sq, p.char());
        }
        pieces
    }
}

impl SquareMap<Vec<String>> {
    /// `moves` grouped by from-square: the to-squares' names, in the moves' order.
    pub fn dests(moves: &[Move]) -> SquareMap<Vec<String>> {
        let mut dests = SquareMap::new();
        for m in moves {
            dests
                .get_or_insert_with(m.from, Vec::new)
                .push(m.to.to_string());
        }
        dests
    }
}

impl<V: Serialize> Serialize for SquareMap<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter().map(|(sq, v)| (sq.to_string(), v)))
    }
}
