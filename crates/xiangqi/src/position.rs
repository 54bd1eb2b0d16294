//! Validated positions: legal moves, making moves, check and game end.

use std::fmt;
use std::str::FromStr;

use crate::movegen::{general_attacked, is_attacked_after, piece_moves, CheckSquares};
use crate::tables::ZOBRIST;
use crate::{
    Bitboard, Board, Color, Move, MoveList, Outcome, ParseFenError, Piece, Role, Setup, Square,
};

/// A legal, playable position: placement, side to move and counters, plus a Zobrist hash.
///
/// Build one with [`Position::from_setup`] (which reports every problem of an impossible
/// position) or [`Position::from_fen`].
///
/// ```
/// use xiangqi::{Move, Position, Square};
/// let pos = Position::new();
/// assert_eq!(pos.legal_moves().len(), 44);
/// let m: Move = Move::new(Square::H2, Square::E2);
/// let after = pos.play(m).unwrap();
/// assert_eq!(after.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
/// ```
///
/// ## Repetition key
/// Two positions are the *same position* for repetition purposes when their placement and side to
/// move are equal; the counters do not matter. [`Position::zobrist`] is a 64-bit hash of exactly
/// that, and [`Position::same_position`] compares exactly that.
///
/// ## Safety of the general
/// A position reads the checks on the side to move's general once, when it is made (by
/// [`Position::from_setup`], [`Position::play`], [`Position::play_unchecked`] or
/// [`Position::pass`]): [`Position::is_check`], [`Position::checkers`] and every legality test
/// and list of legal moves use that reading.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    board: Board,
    turn: Color,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
    /// The checks on the general of `turn` in `board` (a function of the two).
    safety: Safety,
}

/// The checks on the mover's general in a position ([`Position::safety`]).
pub(crate) use crate::movegen::Safety;

impl Default for Position {
    fn default() -> Self {
        Position::new()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

/// One thing that makes a placement impossible. Each has a stable [`code`](PositionProblem::code).
///
/// Serialized (the `details` of a `validateFen` problem or a `XiangqiError`) as the variant's
/// name and fields, e.g. `{"kind": "no_general", "color": "red"}` or
/// `{"kind": "unreachable", "piece": "K", "square": "d2"}` (the piece as its FEN letter).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "PositionProblemDetails")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PositionProblem {
    /// A side has no general.
    #[error("{color} has no general")]
    NoGeneral {
        /// The side without a general.
        color: Color,
    },
    /// More pieces of a kind than a side starts with (e.g. three chariots, two generals).
    #[error("{color} has {count} pieces of kind {role}, at most {max} allowed", max = role.max_count())]
    TooMany {
        /// The side.
        color: Color,
        /// The kind.
        #[cfg_attr(
            feature = "tsify",
            tsify(
                type = "\"general\" | \"advisor\" | \"elephant\" | \"horse\" | \"chariot\" | \"cannon\" | \"soldier\""
            )
        )]
        role: Role,
        /// How many there are.
        count: u32,
    },
    /// A piece stands on a point it can never reach (general or advisor outside the palace,
    /// elephant off its seven points, soldier behind its start rank).
    #[error("{piece_name} on {square} can never stand there", piece_name = piece_name(*.piece))]
    Unreachable {
        /// The piece (serialized as its FEN letter).
        #[serde(serialize_with = "crate::piece::serialize_char")]
        #[cfg_attr(feature = "tsify", tsify(type = "string"))]
        piece: Piece,
        /// Where it stands.
        #[cfg_attr(feature = "tsify", tsify(type = "string"))]
        square: Square,
    },
    /// The two generals face each other on an open file.
    #[error("the generals face each other on an open file")]
    GeneralsFacing,
    /// The side that just moved is in check, i.e. the side to move could capture the general.
    #[error("{color} is in check but it is not their turn")]
    OpponentInCheck {
        /// The side in check.
        color: Color,
    },
}

fn piece_name(p: Piece) -> String {
    format!("{} {}", p.color, p.role)
}

impl PositionProblem {
    /// A stable machine-readable code, e.g. `ERR_POS_NO_GENERAL`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for PositionProblem {
    fn code(&self) -> crate::ErrorCode {
        match self {
            PositionProblem::NoGeneral { .. } => crate::ErrorCode::PosNoGeneral,
            PositionProblem::TooMany { .. } => crate::ErrorCode::PosTooMany,
            PositionProblem::Unreachable { piece, .. } => match piece.role {
                Role::General => crate::ErrorCode::PosGeneralSquare,
                Role::Advisor => crate::ErrorCode::PosAdvisorSquare,
                Role::Elephant => crate::ErrorCode::PosElephantSquare,
                _ => crate::ErrorCode::PosSoldierSquare,
            },
            PositionProblem::GeneralsFacing => crate::ErrorCode::PosGeneralsFacing,
            PositionProblem::OpponentInCheck { .. } => crate::ErrorCode::PosOpponentInCheck,
        }
    }
}

/// Why a [`Setup`] is not a legal position: every problem found, in a stable order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError {
    /// The problems (never empty).
    pub problems: Vec<PositionProblem>,
}

impl PositionError {
    /// The code of the first problem.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for PositionError {
    fn code(&self) -> crate::ErrorCode {
        self.problems
            .first()
            .map_or(crate::ErrorCode::Pos, crate::Coded::code)
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("impossible position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

/// Serialized as `{"problems": [{"code": "ERR_POS_…", "kind": …, …the problem's fields}, …]}`.
impl serde::Serialize for PositionError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(serde::Serialize)]
        struct Problem<'a> {
            code: &'static str,
            #[serde(flatten)]
            details: &'a PositionProblem,
        }
        #[derive(serde::Serialize)]
        struct Problems<'a> {
            problems: Vec<Problem<'a>>,
        }
        Problems {
            problems: self
                .problems
                .iter()
                .map(|p| Problem {
                    code: p.code(),
                    details: p,
                })
                .collect(),
        }
        .serialize(s)
    }
}

/// Error of [`Position::from_fen`]: the FEN did not parse, or describes an impossible position.
///
/// Serialized as the inner error's details ([`ParseFenError`] or [`PositionError`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(untagged)]
pub enum FenError {
    /// Syntax error.
    #[error(transparent)]
    Parse(#[from] ParseFenError),
    /// Impossible position.
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl FenError {
    /// A stable code: `ERR_FEN_…` or `ERR_POS_…`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for FenError {
    fn code(&self) -> crate::ErrorCode {
        match self {
            FenError::Parse(e) => crate::Coded::code(e),
            FenError::Position(e) => crate::Coded::code(e),
        }
    }
}

/// Error of [`Position::play`]: the move is not legal here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("illegal move {mv} in this position")]
pub struct IllegalMoveError {
    /// The move.
    pub mv: Move,
}

impl IllegalMoveError {
    /// `ERR_ILLEGAL_MOVE`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for IllegalMoveError {
    fn code(&self) -> crate::ErrorCode {
        crate::ErrorCode::IllegalMove
    }
}

/// Whether `piece` may ever stand on `sq`.
fn reachable(piece: Piece, sq: Square) -> bool {
    let c = piece.color;
    // Work in the piece owner's frame: rank 0 is its back rank.
    let rel = match c {
        Color::Red => sq,
        Color::Black => sq.flip_vertical(),
    };
    let (f, r) = (rel.file().index(), rel.rank().index());
    match piece.role {
        Role::General => sq.in_palace(c),
        Role::Advisor => sq.in_palace(c) && (f + r) % 2 == 1,
        Role::Elephant => matches!(
            (f, r),
            (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
        ),
        Role::Soldier => r >= 5 || (r >= 3 && f % 2 == 0),
        Role::Horse | Role::Chariot | Role::Cannon => true,
    }
}

fn hash_board(board: &Board, turn: Color) -> u64 {
    let mut h = board
        .pieces()
        .fold(0, |h, (sq, p)| h ^ ZOBRIST.0[p.index()][sq.index()]);
    if turn == Color::Black {
        h ^= ZOBRIST.1;
    }
    h
}

impl Position {
    /// The starting position.
    pub fn new() -> Position {
        Position::from_setup(Setup::start()).expect("start position is valid")
    }

    /// Validates a setup, reporting every problem found.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let mut problems = Vec::new();
        let board = &setup.board;
        for color in Color::ALL {
            if board.by_piece(Piece::new(color, Role::General)).is_empty() {
                problems.push(PositionProblem::NoGeneral { color });
            }
            for role in Role::ALL {
                let count = board.by_piece(Piece::new(color, role)).count();
                if count > role.max_count() {
                    problems.push(PositionProblem::TooMany { color, role, count });
                }
            }
        }
        for (square, piece) in board.pieces() {
            if !reachable(piece, square) {
                problems.push(PositionProblem::Unreachable { piece, square });
            }
        }
        let one_general_each = Color::ALL
            .iter()
            .all(|&c| board.by_piece(Piece::new(c, Role::General)).count() == 1);
        if one_general_each && problems.is_empty() {
            let (r, b) = (
                board.general(Color::Red).expect("one"),
                board.general(Color::Black).expect("one"),
            );
            let facing = r.file() == b.file()
                && (r.index() + 9..b.index())
                    .step_by(9)
                    .all(|i| board.piece_at(Square::new_unchecked(i as u8)).is_none());
            if facing {
                problems.push(PositionProblem::GeneralsFacing);
            } else if general_attacked(board, !setup.turn) {
                problems.push(PositionProblem::OpponentInCheck { color: !setup.turn });
            }
        }
        if !problems.is_empty() {
            return Err(PositionError { problems });
        }
        let hash = hash_board(&setup.board, setup.turn);
        let safety = Safety::of(&setup.board, setup.turn);
        Ok(Position {
            board: setup.board,
            turn: setup.turn,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            hash,
            safety,
        })
    }

    /// Parses and validates a FEN.
    ///
    /// ```
    /// use xiangqi::Position;
    /// let err = Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w").unwrap_err();
    /// assert_eq!(err.code(), "ERR_POS_GENERALS_FACING");
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(fen.parse::<Setup>()?)?)
    }

    /// The FEN of this position (`… w - - halfmoves fullmoves`).
    pub fn fen(&self) -> String {
        self.to_setup().to_string()
    }

    /// Back to an unvalidated [`Setup`].
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// Piece placement.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Plies since the last capture.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// The move number.
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// Hash of placement and side to move (see "Repetition key" above).
    #[inline]
    pub fn zobrist(&self) -> u64 {
        self.hash
    }

    /// The [`Position::zobrist`] key of the position after `m` (as [`Position::play_unchecked`]
    /// makes it), without making the position: a search asks its table first.
    #[inline]
    pub(crate) fn zobrist_after(&self, m: Move) -> u64 {
        let z = &ZOBRIST.0;
        let mut h = self.hash ^ ZOBRIST.1;
        if let Some(piece) = self.board.piece_at(m.from) {
            h ^= z[piece.index()][m.from.index()] ^ z[piece.index()][m.to.index()];
            if let Some(c) = self.board.piece_at(m.to) {
                h ^= z[c.index()][m.to.index()];
            }
        }
        h
    }
    /// Same placement and side to move (the repetition equality).
    #[inline]
    pub fn same_position(&self, other: &Position) -> bool {
        self.hash == other.hash && self.turn == other.turn && self.board == other.board
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checks().in_check()
    }

    /// The pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checks().checkers()
    }

    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        self.moves_where(Bitboard::FULL, Bitboard::FULL)
    }

    /// The legal moves of the side to move's pieces on `from` that land on `to`: the moves of
    /// [`Position::legal_moves`] with their origin in `from` and their target in `to`, in the
    /// same order. Every list of legal moves is one of these.
    pub(crate) fn moves_where(&self, from: Bitboard, to: Bitboard) -> MoveList {
        let mut moves = MoveList::new();
        let safety = self.checks();
        for sq in self.board.by_color(self.turn) & from {
            let piece = self.board.piece_at(sq).expect("occupied");
            safety.push_legal(&self.board, sq, piece, to, &mut moves);
        }
        moves
    }

    /// [`Position::legal_moves`], for a caller that read the position's [`Position::safety`].
    pub(crate) fn legal_moves_with(&self, safety: &Safety) -> MoveList {
        debug_assert_eq!(safety, self.checks());
        self.legal_moves()
    }

    /// Whether the side to move has a legal move (stops at the first one found, trying the
    /// general's moves first: what a mate or stalemate test needs).
    pub fn has_legal_move(&self) -> bool {
        let safety = self.checks();
        let king = safety.king();
        let others = self
            .board
            .by_color(self.turn)
            .into_iter()
            .filter(|&sq| Some(sq) != king);
        let mut scratch = MoveList::new();
        king.into_iter().chain(others).any(|from| {
            let piece = self.board.piece_at(from).expect("occupied");
            safety.has_legal(&self.board, from, piece, &mut scratch)
        })
    }

    /// The legal moves of the piece on `from` (empty if it is not the mover's piece), in the
    /// order of [`Position::legal_moves`].
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        self.moves_where(Bitboard::from_square(from), Bitboard::FULL)
    }

    /// Pseudo-legal moves of the side to move (legal but for the safety of its general).
    pub(crate) fn pseudo_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        for from in self.board.by_color(self.turn) {
            let piece = self.board.piece_at(from).expect("occupied");
            piece_moves(&self.board, from, piece, &mut moves);
        }
        moves
    }

    /// The pseudo-legal moves of the side to move that give check ([`CheckSquares::gives_check`],
    /// [`CheckSquares::push_checks`]), in the order of [`Position::pseudo_moves`]; only the
    /// pieces that may check ([`CheckSquares::may_check_from`]) are read. Whether the moves are
    /// legal is not tested.
    pub(crate) fn checking_moves(&self, checks: &CheckSquares) -> MoveList {
        let mut moves = MoveList::new();
        for from in self.board.by_color(self.turn) {
            let piece = self.board.piece_at(from).expect("occupied");
            if checks.may_check_from(from, piece) {
                checks.push_checks(&self.board, from, piece, &mut moves);
            }
        }
        moves
    }

    /// The legal captures of the side to move: the captures of [`Position::legal_moves`], in
    /// the same order.
    pub(crate) fn legal_captures(&self) -> MoveList {
        self.moves_where(Bitboard::FULL, self.board.by_color(!self.turn))
    }

    /// Whether a pseudo-legal move (from [`Position::pseudo_moves`]) is legal.
    #[inline]
    pub(crate) fn is_pseudo_legal_safe(&self, m: Move) -> bool {
        let piece = self
            .board
            .piece_at(m.from)
            .expect("pseudo move has a mover");
        self.checks().is_safe(&self.board, piece, m)
    }

    /// The checks on the side to move's general, read when the position was made.
    #[inline]
    pub(crate) fn safety(&self) -> Safety {
        self.safety
    }

    /// The checks on the side to move's general, read when the position was made.
    #[inline]
    fn checks(&self) -> &Safety {
        &self.safety
    }

    /// [`Position::is_check`], for a caller that read the position's [`Position::safety`].
    #[inline]
    pub(crate) fn in_check_with(&self, safety: &Safety) -> bool {
        safety.in_check()
    }

    /// [`Position::is_pseudo_legal_safe`], for a caller that read the position's
    /// [`Position::safety`].
    #[inline]
    pub(crate) fn is_safe_with(&self, safety: &Safety, m: Move) -> bool {
        let piece = self
            .board
            .piece_at(m.from)
            .expect("pseudo move has a mover");
        safety.is_safe(&self.board, piece, m)
    }

    /// Whether a pseudo-legal move (from [`Position::pseudo_moves`]) gives check: the
    /// opponent's general is attacked after it (whether the move is legal is not tested).
    pub(crate) fn gives_check(&self, m: Move) -> bool {
        let Some(g) = self.board.general(!self.turn) else {
            return false;
        };
        let piece = self
            .board
            .piece_at(m.from)
            .expect("pseudo move has a mover");
        is_attacked_after(&self.board, m, piece, g, self.turn)
    }

    /// The checks the side to move can give, for testing many of its moves
    /// ([`CheckSquares::gives_check`], the same answer as [`Position::gives_check`]); `None`
    /// without an opponent's general.
    pub(crate) fn check_squares(&self) -> Option<CheckSquares> {
        let g = self.board.general(!self.turn)?;
        Some(CheckSquares::of(&self.board, g, self.turn))
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        let Some(piece) = self.board.piece_at(m.from).filter(|p| p.color == self.turn) else {
            return false;
        };
        let mut list = MoveList::new();
        piece_moves(&self.board, m.from, piece, &mut list);
        list.contains(&m) && self.checks().is_safe(&self.board, piece, m)
    }

    /// Plays a legal move, returning the new position.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMoveError> {
        if !self.is_legal(m) {
            return Err(IllegalMoveError { mv: m });
        }
        let mut p = self.clone();
        p.play_unchecked(m);
        Ok(p)
    }

    /// Plays a move in place without checking legality. The move must come from
    /// [`Position::legal_moves`] (or pass [`Position::is_legal`]); otherwise the position may
    /// become inconsistent (it never panics for an empty origin: nothing happens but the turn change).
    pub fn play_unchecked(&mut self, m: Move) {
        if let Some(piece) = self.board.piece_at(m.from) {
            let z = &ZOBRIST.0;
            let captured = self.board.move_piece(m.from, m.to, piece);
            self.hash ^= z[piece.index()][m.from.index()] ^ z[piece.index()][m.to.index()];
            if let Some(c) = captured {
                self.hash ^= z[c.index()][m.to.index()];
                self.halfmoves = 0;
            } else {
                self.halfmoves = self.halfmoves.saturating_add(1);
            }
        }
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !self.turn;
        self.hash ^= ZOBRIST.1;
        self.safety = Safety::of(&self.board, self.turn);
    }

    /// The piece a move would capture, if any.
    #[inline]
    pub fn capture_of(&self, m: Move) -> Option<Piece> {
        self.board.piece_at(m.to)
    }

    /// The same placement with the other side to move (a "null move" or pass), used to ask what a
    /// side threatens. `None` if the side that would move next could capture the general
    /// (the side to move now is in check), since that is no position.
    pub fn pass(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut p = self.clone();
        p.turn = !p.turn;
        p.hash ^= ZOBRIST.1;
        p.safety = Safety::of(&p.board, p.turn);
        Some(p)
    }

    /// The side to move is checkmated (in check, no legal move).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// The side to move has no legal move but is not in check (a loss in Xiangqi).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// The result if the side to move has no legal move: the other side wins, by checkmate
    /// ([`Position::is_check`]) or stalemate.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            return None;
        }
        Some(Outcome::Decisive { winner: !self.turn })
    }

    /// Whether neither side has a piece left that could ever give check: only generals, advisors
    /// and elephants stand on the board (AXF 细则4: "对局双方均无法取胜者 … 均为和局"; the 1965
    /// Chinese rules, 第三章第四节 二（一）: "双方的棋子或棋势都没有取胜的可能时" is a draw). Advisors
    /// never leave their palace and elephants never cross the river, and the generals' facing
    /// only forbids moves: no check can follow, and a general can always step (tested over
    /// every placement), so neither side can be mated or stalemated. Any chariot, horse, cannon
    /// or soldier (a soldier wherever it stands, even on the last rank) keeps the game alive: it
    /// is material, not the position, that is counted.
    pub fn is_dead_position(&self) -> bool {
        [Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier]
            .iter()
            .all(|&r| self.board.by_role(r).is_empty())
    }

    /// The same position with colours swapped (board turned, Red ↔ Black, other side to move).
    pub fn swap_colors(&self) -> Position {
        Position::from_setup(self.to_setup().swap_colors()).expect("colour swap keeps validity")
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// `zobrist_after` is the key `play_unchecked` makes, along random games.
        #[test]
        fn zobrist_after_is_the_key_of_the_move_played(choices in proptest::collection::vec(0usize..1000, 1..80)) {
            let mut pos = Position::new();
            for c in choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[c % moves.len()];
                let key = pos.zobrist_after(m);
                pos.play_unchecked(m);
                prop_assert_eq!(key, pos.zobrist());
            }
        }
    }

    /// With only generals, advisors and elephants the side to move always has a legal move:
    /// every placement of Black's general, advisors and elephants against each square of the red
    /// general, with or without one red piece on the files the generals could face on.
    #[test]
    fn a_dead_position_has_no_mate_or_stalemate() {
        let palace = ["d9", "e9", "f9", "d8", "e8", "f8", "d7", "e7", "f7"];
        let advisors = ["d9", "f9", "e8", "d7", "f7"];
        let elephants = ["c9", "g9", "a7", "e7", "i7", "c5", "g5"];
        let subsets = |sqs: &[&'static str]| -> Vec<Vec<&'static str>> {
            let mut out = vec![vec![]];
            for (i, a) in sqs.iter().enumerate() {
                out.push(vec![*a]);
                for b in &sqs[i + 1..] {
                    out.push(vec![*a, *b]);
                }
            }
            out
        };
        let red_general = ["d0", "e0", "f0", "d1", "e1", "f1", "d2", "e2", "f2"];
        let red_other = [
            None,
            Some(("d2", 'A')),
            Some(("e1", 'A')),
            Some(("f2", 'A')),
            Some(("e2", 'B')),
        ];
        let mut checked = 0;
        for k in palace {
            for aa in subsets(&advisors) {
                for ee in subsets(&elephants) {
                    for rk in red_general {
                        for ro in red_other {
                            let mut board = Board::empty();
                            let mut put = |sq: &str, c: char| -> bool {
                                let sq: Square = sq.parse().unwrap();
                                if board.piece_at(sq).is_some() {
                                    return false;
                                }
                                board.set(sq, Piece::from_char(c).unwrap());
                                true
                            };
                            let mut ok = put(k, 'k') && put(rk, 'K');
                            ok &= aa.iter().all(|a| put(a, 'a'));
                            ok &= ee.iter().all(|e| put(e, 'b'));
                            if let Some((sq, c)) = ro {
                                ok &= put(sq, c);
                            }
                            if !ok {
                                continue;
                            }
                            let fen = format!("{} b", crate::setup::board_fen(&board));
                            let Ok(pos) = Position::from_fen(&fen) else {
                                continue; // the generals face each other
                            };
                            assert!(pos.is_dead_position());
                            assert!(pos.has_legal_move(), "{fen}");
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// A cannon behind a checking chariot on the same file, with the chariot as its screen, is
    /// a checker too (a battery); without the chariot the cannon has no screen.
    #[test]
    fn a_cannon_behind_a_checking_chariot_is_a_checker() {
        let squares = |b: Bitboard| b.map(|s| s.to_string()).collect::<Vec<_>>();
        let battery = Position::from_fen("4k4/9/4R4/9/9/9/9/9/9/3KC4 b").unwrap();
        assert_eq!(squares(battery.checkers()), ["e0", "e7"]);
        let cannon_alone = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3KC4 b").unwrap();
        assert!(!cannon_alone.is_check());
        assert_eq!(squares(cannon_alone.checkers()), Vec::<String>::new());
    }

    /// Plays a random game of up to `plies` plies from the start (seeded; captures likelier
    /// than other moves, so that games thin out), calling `f` with every position and its legal
    /// moves before the move.
    pub(crate) fn random_game(
        seed: u64,
        plies: usize,
        mut f: impl FnMut(&Position, &MoveList) -> Result<(), TestCaseError>,
    ) -> Result<(), TestCaseError> {
        let mut state = seed;
        let mut next = move || {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            crate::tables::splitmix(state)
        };
        let mut pos = Position::new();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            f(&pos, &moves)?;
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| pos.capture_of(*m).is_some())
                .collect();
            let m = if !captures.is_empty() && next() % 3 == 0 {
                captures[(next() % captures.len() as u64) as usize]
            } else {
                moves[(next() % moves.len() as u64) as usize]
            };
            pos.play_unchecked(m);
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Along random games, the masked generator gives what the filter loop the legal moves
        /// were made with before it gave (every pseudo-legal move of each piece in turn, kept if
        /// the full attack test leaves the general unattacked, a dropped move replaced by the
        /// piece's last), restricted to random origin and target masks in the same order; and
        /// the checkers are the pieces with a pseudo-legal move onto the general.
        #[test]
        fn masked_moves_are_the_filtered_pseudo_moves(
            seed in any::<u64>(), from_mask in any::<u128>(), to_mask in any::<u128>(),
        ) {
            random_game(seed, 150, |pos, moves| {
                let (board, us) = (pos.board(), pos.turn());
                let mut expected = MoveList::new();
                for from in board.by_color(us) {
                    let piece = board.piece_at(from).expect("occupied");
                    let start = expected.len();
                    piece_moves(board, from, piece, &mut expected);
                    let mut i = start;
                    while i < expected.len() {
                        let m = expected[i];
                        let king = if piece.role == Role::General { Some(m.to) } else { board.general(us) };
                        if king.is_some_and(|k| is_attacked_after(board, m, piece, k, !us)) {
                            expected.swap_remove(i);
                        } else {
                            i += 1;
                        }
                    }
                }
                prop_assert_eq!(moves.to_vec(), expected.to_vec(), "{}", pos);
                let (from, to) = (Bitboard(from_mask) & Bitboard::FULL, Bitboard(to_mask) & Bitboard::FULL);
                let masked: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| from.contains(m.from) && to.contains(m.to))
                    .collect();
                prop_assert_eq!(pos.moves_where(from, to).to_vec(), masked, "{}", pos);
                for sq in board.by_color(us) {
                    let of: Vec<Move> = moves.iter().copied().filter(|m| m.from == sq).collect();
                    prop_assert_eq!(pos.legal_moves_from(sq).to_vec(), of, "{} {}", pos, sq);
                }
                prop_assert_eq!(pos.has_legal_move(), !moves.is_empty());
                let mut checkers = Bitboard::EMPTY;
                let mut list = MoveList::new();
                let g = board.general(us).expect("a general");
                for sq in board.by_color(!us) {
                    list.clear();
                    piece_moves(board, sq, board.piece_at(sq).expect("occupied"), &mut list);
                    if list.iter().any(|m| m.to == g) {
                        checkers.add(sq);
                    }
                }
                prop_assert_eq!(pos.checkers(), checkers, "{}", pos);
                prop_assert_eq!(pos.is_check(), general_attacked(board, us), "{}", pos);
                Ok(())
            })?;
        }

        /// Along random games, the legal captures are those of the legal moves, in their order.
        #[test]
        fn legal_captures_are_the_captures_of_the_legal_moves(seed in any::<u64>()) {
            random_game(seed, 150, |pos, moves| {
                let captures: Vec<Move> =
                    moves.iter().copied().filter(|m| pos.capture_of(*m).is_some()).collect();
                prop_assert_eq!(pos.legal_captures().to_vec(), captures, "{}", pos);
                Ok(())
            })?;
        }
    }
}
