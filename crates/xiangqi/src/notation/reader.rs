//! One move reader for every place a move is typed or recorded: records, `judge --moves`, JS
//! `play`/`judge` and Python all read moves through [`Reader`].
//!
//! [`Reader::STRICT`] reads exactly the three notations of this crate ([`Iccs`], [`Wxf`],
//! [`Chinese`]; what [`parse_move`](super::parse_move) reads). [`Reader::LENIENT`] reads
//! everything a game record may hold as well:
//! - fullwidth ASCII (`Ｃ２＝５`, `ｈ２ｅ２`) as ASCII;
//! - coordinates with a dash or in capitals (`H2-E2`), and with 1-based ranks (`h3e3`, as
//!   Fairy-Stockfish's UCI writes them) when the reader is told so ([`RankBase::One`]) or a rank
//!   `10` shows it;
//! - SAN as the chess-variant programs write xiangqi (`Cbe2`, `Rxb10+`, `A10e9`, `Pfg6`);
//! - WXF with a check mark (`C2+5+`);
//! - a WXF or Chinese move naming a file that holds two such pieces (`P3+1`, as XieXie writes):
//!   in a line ([`Reader::read_line`]) the piece whose move lets the following moves be read;
//!   alone, an ambiguity error.
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi::notation::Reader;
//!
//! let pos = Position::new();
//! let m = Reader::LENIENT.read_move(&pos, "Ｃ２＝５").unwrap();
//! assert_eq!(m.to_string(), "h2e2");
//! assert_eq!(Reader::LENIENT.read_move(&pos, "Che2").unwrap(), m);
//! assert_eq!(Reader::STRICT.read_move(&pos, "Che2").unwrap_err().code(), "ERR_NOTATION");
//!
//! let line = Reader::LENIENT.read_line(&pos, "h2e2 h9g7, 马二进三").unwrap();
//! assert_eq!(line.len(), 3);
//! let err = Reader::LENIENT.read_line(&pos, "h2e2 h9g7 h2e2").unwrap_err();
//! assert_eq!((err.index, err.code()), (2, "ERR_ILLEGAL_MOVE"));
//! ```

pub use super::san::RankBase;
use super::san::San;
use super::{check_len, Chinese, Iccs, NotationError, Ordinal, Origin, ResolveError, Wxf};
use crate::{File, Move, MoveList, Position, Square};

/// How far [`Reader::read_line`] and the record reader look ahead (in plies) to choose between
/// the readings of an ambiguous move, and how many moves they may read for one choice.
const LOOKAHEAD: usize = 24;
const LOOKAHEAD_BUDGET: usize = 2_000;

impl RankBase {
    /// The rank base a line's move texts show: 1-based if a coordinate or SAN move names rank
    /// `10`, else 0-based (what [`Reader::read_line`] starts with when it is not told).
    ///
    /// ```
    /// use xiangqi::notation::RankBase;
    /// assert_eq!(RankBase::detect(["h2e2", "h9g7"]), RankBase::Zero);
    /// assert_eq!(RankBase::detect(["h3e3", "h10g8"]), RankBase::One);
    /// ```
    pub fn detect<'a>(words: impl IntoIterator<Item = &'a str>) -> RankBase {
        base_of(words)
    }

    /// Whether the reading of a move text depends on the rank base (a coordinate or SAN move;
    /// not WXF or Chinese). A line holding none reads the same either way.
    ///
    /// ```
    /// use xiangqi::notation::RankBase;
    /// assert!(RankBase::matters("h2e2"));
    /// assert!(!RankBase::matters("C2.5") && !RankBase::matters("炮二平五"));
    /// ```
    pub fn matters(word: &str) -> bool {
        rank_hint(word).0
    }
}

/// A move reader: which texts it accepts, and how it numbers ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reader {
    /// Read fullwidth text, coordinates with dashes or 1-based ranks, SAN, check marks and
    /// ambiguous descriptions too (see the module docs); `false`: ICCS, WXF and Chinese only.
    pub lenient: bool,
    /// The ranks of coordinate and SAN moves; `None`: 0-based unless a rank `10` shows they are
    /// 1-based (a line that fails one way is read the other way too, and the reading that gets
    /// further is kept). Only the lenient reader reads 1-based ranks.
    pub rank_base: Option<RankBase>,
}

/// A move of a line that cannot be read: its index (0-based, among the moves), its text and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move {} ({token}): {error}", index + 1)]
pub struct LineError {
    /// The index of the move in the line (move numbers such as `12.` are not counted).
    pub index: usize,
    /// The move as written.
    pub token: String,
    /// Why it cannot be read or played.
    pub error: NotationError,
}

impl LineError {
    /// The stable code of [`LineError::error`].
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for LineError {
    fn code(&self) -> crate::ErrorCode {
        crate::Coded::code(&self.error)
    }
}

/// A step of a look-ahead over the moves that follow: a move's text, something to pass over
/// (a comment), or the end of this line of play (a variation, a result).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<'a> {
    /// A move, as written.
    Move(&'a str),
    /// Something to pass over (a comment).
    Skip,
    /// The end of this line of play.
    Stop,
}

/// What the look-ahead of [`Reader::read_in_line`] reads the following moves from: the words of
/// a line (`&str`, each a move), or a record's tokens (moves, comments, variations).
pub trait Word {
    /// What this word is to the look-ahead.
    fn step(&self) -> Step<'_>;
}

impl Word for &str {
    fn step(&self) -> Step<'_> {
        Step::Move(self)
    }
}

impl Reader {
    /// ICCS, WXF and Chinese, ranks 0-based: what [`parse_move`](super::parse_move) reads.
    pub const STRICT: Reader = Reader {
        lenient: false,
        rank_base: Some(RankBase::Zero),
    };
    /// Everything a game record may hold (see the module docs), ranks detected.
    pub const LENIENT: Reader = Reader {
        lenient: true,
        rank_base: None,
    };

    /// Reads one move and resolves it against `pos` (surrounding white space ignored).
    pub fn read_move(&self, pos: &Position, text: &str) -> Result<Move, NotationError> {
        let text = check_len(text)?;
        if !self.lenient {
            return strict(pos, text);
        }
        let base = self
            .rank_base
            .unwrap_or_else(|| base_of(std::iter::once(text)));
        let c = candidates(pos, text, base)?;
        match c.as_slice() {
            [m] => Ok(*m),
            _ => Err(ambiguous()),
        }
    }

    /// Reads one move of a line and resolves it against `pos`; `rest` is what follows it, which
    /// the lenient reader looks ahead into to choose between the readings of an ambiguous
    /// description (`P3+1` on a file of two soldiers: the one whose move lets the most following
    /// moves be read). Without a rank base, the word's own ([`RankBase::detect`]).
    ///
    /// ```
    /// use xiangqi::Position;
    /// use xiangqi::notation::Reader;
    ///
    /// let two = Position::from_fen("4k4/9/9/9/9/9/8R/9/9/3K4R w - - 0 1").unwrap();
    /// // Only the rear chariot's step lets the front one go up six.
    /// let m = Reader::LENIENT.read_in_line(&two, "R1+1", &["k5.6", "R1+6"]).unwrap();
    /// assert_eq!(m.to_string(), "i0i1");
    /// assert!(Reader::LENIENT.read_in_line(&two, "R1+1", &[] as &[&str]).is_err());
    /// ```
    pub fn read_in_line<W: Word>(
        &self,
        pos: &Position,
        word: &str,
        rest: &[W],
    ) -> Result<Move, NotationError> {
        if !self.lenient {
            return strict(pos, word);
        }
        let base = self
            .rank_base
            .unwrap_or_else(|| base_of(std::iter::once(word)));
        candidates(pos, word, base).and_then(|c| choose(pos, c, rest, base))
    }

    /// Reads a line of moves separated by white space or commas (move numbers such as `1.` or
    /// `12...` are passed over), each resolved against the position after the ones before it.
    pub fn read_line(&self, start: &Position, text: &str) -> Result<Vec<Move>, LineError> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == '，')
            .filter(|w| !w.is_empty() && !is_move_number(w))
            .collect();
        if !self.lenient {
            return line_with(start, &words, |pos, w, _| strict(pos, w));
        }
        let read = |base: RankBase| {
            line_with(start, &words, |pos, w, rest| {
                check_len(w)?;
                candidates(pos, w, base).and_then(|c| choose(pos, c, rest, base))
            })
        };
        match self.rank_base {
            Some(base) => read(base),
            None => {
                let base = base_of(words.iter().copied());
                let first = read(base);
                match first {
                    Err(ref e) if words.iter().any(|w| rank_hint(w).0) => {
                        let second = read(base.other());
                        match second {
                            Ok(moves) => Ok(moves),
                            Err(e2) if e2.index > e.index => Err(e2),
                            Err(_) => first,
                        }
                    }
                    _ => first,
                }
            }
        }
    }
}

/// ICCS, WXF or Chinese, in that order.
fn strict(pos: &Position, text: &str) -> Result<Move, NotationError> {
    if let Ok(iccs) = text.parse::<Iccs>() {
        return iccs.to_move(pos);
    }
    if let Ok(wxf) = text.parse::<Wxf>() {
        return wxf.to_move(pos);
    }
    if let Ok(zh) = text.parse::<Chinese>() {
        return zh.to_move(pos);
    }
    Err(NotationError::Unrecognized)
}

/// Plays the words from `start`, each read by `read` (given the words after it).
fn line_with(
    start: &Position,
    words: &[&str],
    mut read: impl FnMut(&Position, &str, &[&str]) -> Result<Move, NotationError>,
) -> Result<Vec<Move>, LineError> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(words.len());
    for (index, w) in words.iter().enumerate() {
        let m = read(&pos, w, &words[index + 1..]).map_err(|error| LineError {
            index,
            token: (*w).to_string(),
            error,
        })?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    Ok(moves)
}

/// `12.`, `12...`, `3…`: a move number.
fn is_move_number(w: &str) -> bool {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && {
        let rest = &w[digits..];
        !rest.is_empty() && rest.chars().all(|c| c == '.' || c == '…')
    }
}

/// The rank base the words show: 1-based if a coordinate or SAN move names rank `10`.
fn base_of<'a>(words: impl IntoIterator<Item = &'a str>) -> RankBase {
    if words.into_iter().any(|w| rank_hint(w).1) {
        RankBase::One
    } else {
        RankBase::Zero
    }
}

/// Fullwidth ASCII (`Ｃ２＝５`, `＋Ｐ＋１`) as ASCII; other text unchanged.
fn halfwidth(w: &str) -> std::borrow::Cow<'_, str> {
    if w.chars().any(|c| ('\u{FF01}'..='\u{FF5E}').contains(&c)) {
        let s: String = w
            .chars()
            .map(|c| match c {
                '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
                _ => c,
            })
            .collect();
        // Chinese movetext keeps its fullwidth digits (the Chinese parser reads both).
        std::borrow::Cow::Owned(s)
    } else {
        std::borrow::Cow::Borrowed(w)
    }
}

/// A coordinate move `h2e2` / `H2-E2` / `a10a9`, ranks as written.
fn coordinate(w: &str) -> Option<(File, u8, File, u8)> {
    let b = w.as_bytes();
    if !w.is_ascii() || b.len() < 4 {
        return None;
    }
    let file = |c: u8| {
        let c = c.to_ascii_lowercase();
        matches!(c, b'a'..=b'i')
            .then(|| File::new(c - b'a'))
            .flatten()
    };
    let f1 = file(b[0])?;
    let d1 = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
    let r1: u8 = w.get(1..1 + d1)?.parse().ok()?;
    let rest = &b[1 + d1..];
    let rest = rest.strip_prefix(b"-").unwrap_or(rest);
    let c2 = *rest.first()?;
    // `A9e8` is SAN (advisor from rank 9), not a coordinate: both letters share their case.
    if b[0].is_ascii_uppercase() != c2.is_ascii_uppercase() {
        return None;
    }
    let f2 = file(c2)?;
    let tail = std::str::from_utf8(&rest[1..]).ok()?;
    if tail.is_empty() || tail.len() > 2 || !tail.bytes().all(|c| c.is_ascii_digit()) || d1 > 2 {
        return None;
    }
    let r2: u8 = tail.parse().ok()?;
    (r1 <= 10 && r2 <= 10).then_some((f1, r1, f2, r2))
}

/// Whether the text is a coordinate move (`h2e2`, `H2-E2`, `a10a9`; syntax only).
///
/// ```
/// use xiangqi::notation::is_coordinate;
/// assert!(is_coordinate("h2e2") && is_coordinate("H2-E2"));
/// assert!(!is_coordinate("C2.5") && !is_coordinate("A9e8"));
/// ```
pub fn is_coordinate(w: &str) -> bool {
    coordinate(w).is_some()
}

/// Whether the text is a move in some notation the lenient [`Reader`] reads (syntax only: the
/// move need not be legal anywhere).
///
/// ```
/// use xiangqi::notation::looks_like_move;
/// assert!(looks_like_move("炮二平五") && looks_like_move("Ｃ２＝５") && looks_like_move("Cbe2"));
/// assert!(!looks_like_move("hello"));
/// ```
pub fn looks_like_move(w: &str) -> bool {
    let w = halfwidth(w);
    is_coordinate(&w)
        || w.parse::<Wxf>().is_ok()
        || w.parse::<Chinese>().is_ok()
        || San::parse(&w).is_some()
}

/// Whether the reading of the word depends on the rank base, and whether it says 1-based.
fn rank_hint(w: &str) -> (bool, bool) {
    if !w.is_ascii() && !w.contains(|c| ('\u{FF01}'..='\u{FF5E}').contains(&c)) {
        return (false, false); // Chinese
    }
    let w = halfwidth(w);
    if let Some((_, r1, _, r2)) = coordinate(&w) {
        return (true, r1 == 10 || r2 == 10);
    }
    if w.parse::<Wxf>().is_ok() || w.parse::<Chinese>().is_ok() {
        return (false, false);
    }
    (San::parse(&w).is_some(), w.contains("10"))
}

/// All readings of a WXF/Chinese description whose file holds several such pieces.
fn expand(
    origin: Origin,
    mut to_move: impl FnMut(Origin) -> Result<Move, NotationError>,
) -> MoveList {
    let ordinals = [
        Ordinal::Front,
        Ordinal::Middle,
        Ordinal::Rear,
        Ordinal::Nth(1),
        Ordinal::Nth(2),
        Ordinal::Nth(3),
        Ordinal::Nth(4),
        Ordinal::Nth(5),
    ];
    let mut out = MoveList::new();
    let mut add = |m: Move| {
        if !out.contains(&m) {
            out.push(m);
        }
    };
    // A file without an ordinal: each ordinal on it; an ordinal without a file: each file.
    let readings: Vec<(Ordinal, u8)> = match origin {
        Origin::File(n) => ordinals.into_iter().map(|o| (o, n)).collect(),
        Origin::Ordinal {
            ordinal,
            file: None,
        } => (1..=9).map(|n| (ordinal, n)).collect(),
        Origin::Ordinal { .. } => Vec::new(),
    };
    for (ordinal, n) in readings {
        if let Ok(m) = to_move(Origin::Ordinal {
            ordinal,
            file: Some(n),
        }) {
            add(m);
        }
    }
    out
}

/// A list of one move.
fn single(m: Move) -> MoveList {
    let mut l = MoveList::new();
    l.push(m);
    l
}

/// The moves a WXF/Chinese description names: the one its `origin` names, or, when that is
/// ambiguous, every reading of a more precise origin ([`expand`]).
fn by_origin(
    origin: Origin,
    mut to_move: impl FnMut(Origin) -> Result<Move, NotationError>,
) -> Result<MoveList, NotationError> {
    match to_move(origin) {
        Ok(m) => Ok(single(m)),
        Err(NotationError::Resolve(ResolveError::Ambiguous)) => expanded(expand(origin, to_move)),
        Err(e) => Err(e),
    }
}

fn ambiguous() -> NotationError {
    ResolveError::Ambiguous.into()
}

fn expanded(found: MoveList) -> Result<MoveList, NotationError> {
    if found.is_empty() {
        Err(ambiguous())
    } else {
        Ok(found)
    }
}

/// The legal moves a word can name in `pos` (one if it is unambiguous); an error if none.
fn candidates(pos: &Position, word: &str, base: RankBase) -> Result<MoveList, NotationError> {
    if word.len() > crate::notation::MAX_NOTATION_LEN {
        return Err(NotationError::TooLong);
    }
    let w = halfwidth(word);
    if let Some((f1, r1, f2, r2)) = coordinate(&w) {
        let sq = |f: File, r: u8| base.rank(r).map(|r| Square::from_coords(f, r));
        return match (sq(f1, r1), sq(f2, r2)) {
            (Some(from), Some(to)) => {
                let m = Move::new(from, to);
                if pos.is_legal(m) {
                    Ok(single(m))
                } else {
                    Err(ResolveError::Illegal { mv: m }.into())
                }
            }
            _ => Err(NotationError::Unrecognized),
        };
    }
    if let Ok(wxf) = w.parse::<Wxf>() {
        return by_origin(wxf.origin, |origin| Wxf { origin, ..wxf }.to_move(pos));
    }
    if let Ok(zh) = w.parse::<Chinese>() {
        return by_origin(zh.origin, |origin| Chinese { origin, ..zh }.to_move(pos));
    }
    // A WXF move with a check mark, `C2+5+`.
    if let Some(stripped) = w.strip_suffix(['+', '#']) {
        if stripped.parse::<Wxf>().is_ok() {
            return candidates(pos, stripped, base);
        }
    }
    match San::parse(&w) {
        Some(san) => san.candidates(pos, base),
        None => Err(NotationError::Unrecognized),
    }
}

/// How many of the moves in `rest` (up to `depth`, on the same line of play) can be read after
/// `pos`, trying every reading of an ambiguous one; `budget` bounds the work.
fn lookahead<W: Word>(
    mut pos: Position,
    rest: &[W],
    base: RankBase,
    depth: usize,
    budget: &mut usize,
) -> usize {
    let mut n = 0;
    for (i, t) in rest.iter().enumerate() {
        if n == depth || *budget == 0 {
            break;
        }
        match t.step() {
            Step::Skip => continue,
            Step::Move(w) => {
                *budget -= 1;
                match candidates(&pos, w, base) {
                    Ok(c) if c.len() == 1 => {
                        pos.play_unchecked(c[0]);
                        n += 1;
                    }
                    Ok(c) => {
                        let best = c
                            .iter()
                            .map(|&m| {
                                let mut p = pos.clone();
                                p.play_unchecked(m);
                                lookahead(p, &rest[i + 1..], base, depth - n - 1, budget)
                            })
                            .max()
                            .unwrap_or(0);
                        return n + 1 + best;
                    }
                    Err(_) => break,
                }
            }
            Step::Stop => break,
        }
    }
    n
}

/// Picks the reading of a move: the only one, or the one that lets the most following moves be
/// read (an error if that is a tie).
fn choose<W: Word>(
    pos: &Position,
    c: MoveList,
    rest: &[W],
    base: RankBase,
) -> Result<Move, NotationError> {
    if c.len() == 1 {
        return Ok(c[0]);
    }
    let mut budget = LOOKAHEAD_BUDGET;
    let scores: Vec<usize> = c
        .iter()
        .map(|&m| {
            let mut p = pos.clone();
            p.play_unchecked(m);
            lookahead(p, rest, base, LOOKAHEAD, &mut budget)
        })
        .collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let mut winners = c.iter().zip(&scores).filter(|(_, &s)| s == best);
    match (winners.next(), winners.next()) {
        (Some((&m, _)), None) => Ok(m),
        _ => Err(ambiguous()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(fen: &str, word: &str) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        let mut moves: Vec<String> = candidates(&pos, word, RankBase::Zero)
            .unwrap()
            .iter()
            .map(|m| m.to_string())
            .collect();
        moves.sort();
        moves
    }

    /// A description that names several pieces reads as each of them (the move after it
    /// decides): a file holding two chariots, and an ordinal without its file.
    #[test]
    fn an_ambiguous_description_reads_as_every_piece_it_may_name() {
        let chariots = "4k4/9/9/9/9/9/8R/9/9/3K4R w - - 0 1";
        assert_eq!(read(chariots, "车一进一"), ["i0i1", "i3i4"]);
        assert_eq!(read(chariots, "R1+1"), ["i0i1", "i3i4"]);
        // Two files with two soldiers each: the front one of each that can go to file 四.
        let soldiers = "4k4/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(read(soldiers, "前兵平四"), ["g6f6"]);
    }
}
