//! A game in progress: a start position, the moves played, and its status under the rules.

use crate::adjudicator::{describe, judge, JudgeError, JudgeOptions, JudgeReport, MoveReport};
use crate::{IllegalMoveError, Move, Position};

/// A game: the start position and the moves played since, with undo and a judged status.
///
/// ```
/// use xiangqi::{Game, Move, Position};
/// use xiangqi::adjudicator::{GameStatus, JudgeOptions};
/// let mut game = Game::new(Position::new(), JudgeOptions::default());
/// let m = Move::new("h2".parse().unwrap(), "e2".parse().unwrap());
/// game.play(m).unwrap();
/// assert_eq!(game.moves(), &[m]);
/// assert_eq!(game.report().unwrap().status, GameStatus::Ongoing);
/// assert_eq!(game.undo(), Some(m));
/// assert_eq!(game.position(), &Position::new());
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    options: JudgeOptions,
    moves: Vec<Move>,
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
}

impl Game {
    /// A new game from `start`.
    pub fn new(start: Position, options: JudgeOptions) -> Game {
        Game {
            options,
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a start position")
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The options used to judge the game.
    pub fn options(&self) -> &JudgeOptions {
        &self.options
    }

    /// Plays a legal move and returns what it does (its labels in this position).
    pub fn play(&mut self, m: Move) -> Result<MoveReport, IllegalMoveError> {
        let mut report = describe(self.position(), m, self.options.mate_search)?;
        let next = self.position().play(m)?;
        self.moves.push(m);
        self.positions.push(next);
        report.ply = self.moves.len();
        Ok(report)
    }

    /// Takes back the last move, returning it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// The game judged so far: status, result, and the verdict on the latest repetition.
    pub fn report(&self) -> Result<JudgeReport, JudgeError> {
        judge(self.start(), &self.moves, &self.options)
    }
}
