//! The start position of a record: a FEN field, or a piece table (DhtmlXQ `binit`, the XQF
//! header) with the side to move decided as both formats need it.

use super::{GameRecord, RecordError};
use xiangqi::{Board, Color, Piece, Position, PositionError, Role, Setup, Square};

/// The kind of piece of each of a side's 16 slots in the piece tables of DhtmlXQ (`binit`) and
/// XQF: `RNBAKABNRCCPPPPP`.
pub(crate) const PIECE_SLOTS: [Role; 16] = {
    use xiangqi::Role::*;
    [
        Chariot, Horse, Elephant, Advisor, General, Advisor, Elephant, Horse, Chariot, Cannon,
        Cannon, Soldier, Soldier, Soldier, Soldier, Soldier,
    ]
};

/// The start position of a FEN field, or the game's `ERR_RECORD_FORMAT` error at `line`.
fn start_from_fen(fen: &str, game: usize, line: usize) -> Result<Position, RecordError> {
    Position::from_fen(fen).map_err(|e| {
        RecordError::start_position(Some(fen), e)
            .in_game(game)
            .at_line(line)
    })
}

/// Sets `game`'s start position from a FEN field (`line` of game `index`); `false`, with the
/// game's error set, when the FEN is not a legal position (the game then has no moves).
pub(crate) fn set_start_from_fen(
    game: &mut GameRecord,
    fen: &str,
    index: usize,
    line: usize,
) -> bool {
    match start_from_fen(fen, index, line) {
        Ok(pos) => {
            game.start = pos;
            true
        }
        Err(e) => {
            game.error = Some(e);
            false
        }
    }
}

/// The board of a piece table: the square of each of the 32 slots (Red's 16, then Black's, in
/// [`PIECE_SLOTS`] order), `None` for a piece not on the board. `Err` with the square two
/// pieces are put on.
pub(crate) fn placement(
    squares: impl IntoIterator<Item = Option<Square>>,
) -> Result<Board, Square> {
    let mut board = Board::empty();
    for (slot, sq) in squares.into_iter().enumerate().take(32) {
        let Some(sq) = sq else { continue };
        if board.piece_at(sq).is_some() {
            return Err(sq);
        }
        let color = if slot < 16 { Color::Red } else { Color::Black };
        board.set(sq, Piece::new(color, PIECE_SLOTS[slot % 16]));
    }
    Ok(board)
}

/// The start position of a placement. The side to move is the colour of the piece the first
/// move moves (`first_from`), else the side the record states (`stated`), else Red — unless
/// only Black to move is a legal position (Black in check, a problem or a game that starts with
/// Black's move but records none).
pub(crate) fn start_from_placement(
    board: Board,
    first_from: Option<Square>,
    stated: Option<Color>,
) -> Result<Position, PositionError> {
    let turn = first_from
        .and_then(|sq| board.piece_at(sq))
        .map(|p| p.color)
        .or(stated);
    let position = |turn| {
        Position::from_setup(Setup {
            board: board.clone(),
            turn,
            halfmoves: 0,
            fullmoves: 1,
        })
    };
    match turn {
        Some(turn) => position(turn),
        None => position(Color::Red).or_else(|e| position(Color::Black).map_err(|_| e)),
    }
}
