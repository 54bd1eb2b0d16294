//! A game refereed live, as it is played: each move is labelled once when played and kept, so
//! the status after a move costs the judged cycle, not the whole history; and a move can be
//! previewed (what it would do, whether the rules forbid it) before it is played.

use crate::{Color, IllegalMoveError, Move, Outcome, Position, Square, SquareMap};

use super::cycle::JudgeError;
use super::judge::{assemble, judge, Judged, MAX_JUDGE_MOVES};
use super::label::MoveAnalysis;
use super::options::JudgeOptions;
use super::report::{Cycle, GameStatus, JudgeReport, MoveReport};
use super::walk::Walk;

/// Why [`Game::play`] refused a move; the game is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The move is not legal in the current position.
    #[error(transparent)]
    IllegalMove(#[from] IllegalMoveError),
    /// The game is over (checkmate, stalemate, repetition, the move limit or a dead position).
    #[error("the game is over ({}): no more moves", ended_by(*status))]
    GameOver {
        /// How it ended.
        status: GameStatus,
    },
    /// The game holds [`MAX_JUDGE_MOVES`] moves already.
    #[error("a game holds at most {MAX_JUDGE_MOVES} moves")]
    TooManyMoves,
}

fn ended_by(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Checkmate => "checkmate",
        GameStatus::Stalemate => "stalemate",
        GameStatus::Repetition => "repetition",
        GameStatus::MoveLimit => "the move limit",
        GameStatus::DeadPosition => "a dead position",
        GameStatus::Ongoing => "ongoing",
    }
}

impl PlayError {
    /// `ERR_ILLEGAL_MOVE`, `ERR_GAME_OVER` or `ERR_LIMIT`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for PlayError {
    fn code(&self) -> crate::ErrorCode {
        match self {
            PlayError::IllegalMove(_) => crate::ErrorCode::IllegalMove,
            PlayError::GameOver { .. } => crate::ErrorCode::GameOver,
            PlayError::TooManyMoves => crate::ErrorCode::Limit,
        }
    }
}

/// Error of [`Game::from_moves`]: move `index` (0-based) of the list was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("moves[{index}] ({mv}): {error}")]
pub struct ReplayError {
    /// Index of the refused move in the list.
    pub index: usize,
    /// The move.
    pub mv: Move,
    /// Why.
    pub error: PlayError,
}

impl ReplayError {
    /// The code of [`ReplayError::error`].
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for ReplayError {
    fn code(&self) -> crate::ErrorCode {
        crate::Coded::code(&self.error)
    }
}

/// What a move would do, without playing it (`preview`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    /// The move's report (labels, pieces, notations) as `play` would return it.
    #[serde(rename = "move")]
    pub report: MoveReport,
    /// How many times the resulting position would have occurred, counting that one.
    pub occurrences: usize,
    /// Whether the move completes a repetition that the rules forbid the mover to keep up
    /// (the judged cycle's verdict: the mover must change).
    pub forbidden: bool,
    /// Whether the move, not forbidden itself, lets the opponent complete a repetition that the
    /// mover must change: the mover's last chance to change is this move (`reply` says which
    /// reply, `replyStatus` what follows it).
    pub forbidden_after_reply: bool,
    /// The opponent's reply that would complete it (ICCS), or `null`: of the replies that do,
    /// the first (in legal-move order) that ends the game, else the first.
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    pub reply: Option<Move>,
    /// The game as it would stand after the move and `reply` (as `status`; `null` without a
    /// reply).
    #[cfg_attr(feature = "tsify", tsify(type = "JudgeReport | null"))]
    pub reply_status: Option<JudgeReport>,
    /// The game as it would stand after the move (without the per-move list): its status, the
    /// result if it ends the game, the judged cycle, the verdict and its explanation.
    pub status: JudgeReport,
}

/// One legal move that would complete a forbidden repetition (`forbidden_moves`, JS
/// `forbiddenMoves`): itself (`reply` is `null`), or on the opponent's reply (`reply`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ForbiddenMove {
    /// The move (ICCS).
    #[serde(rename = "move")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub mv: Move,
    /// `null`: the move itself completes the repetition. A move (ICCS): the move is not
    /// forbidden itself, but this reply of the opponent's would complete a repetition that the
    /// mover must change (the mover's last chance to change is now); of the replies that do,
    /// the first (in legal-move order) that ends the game, else the first. `occurrences`,
    /// `endsGame` and `status` then tell what follows the reply.
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    pub reply: Option<Move>,
    /// How many times the resulting position would have occurred (after the reply, if any).
    pub occurrences: usize,
    /// Whether the move (or the reply) would end the game (a loss for the mover, at the fold).
    pub ends_game: bool,
    /// The verdict and explanation that would follow (as in a preview's `status`; after the
    /// reply, if any).
    pub status: JudgeReport,
}

impl ForbiddenMove {
    fn new(mv: Move, reply: Option<Move>, status: JudgeReport) -> ForbiddenMove {
        ForbiddenMove {
            mv,
            reply,
            occurrences: status.occurrences,
            ends_game: status.result.is_some(),
            status,
        }
    }
}

/// How a game ended (`outcome`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct GameEnd {
    /// Checkmate, stalemate, repetition, the move limit or a dead position.
    pub status: GameStatus,
    /// Who won, or a draw.
    #[cfg_attr(feature = "tsify", tsify(type = "GameResult"))]
    pub result: Outcome,
}

/// Everything a board shows for one step of a game, in one answer ([`Game::step`] after a move,
/// [`Game::view`] for the current state; JS `Game.step`): the position, the last move and its
/// reasons, check, the status and outcome, the forbidden moves and the legal destinations.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct StepView {
    /// The moves played.
    pub ply: usize,
    /// The current position's FEN.
    pub fen: String,
    /// The side to move.
    #[cfg_attr(feature = "tsify", tsify(type = "Color"))]
    pub turn: Color,
    /// Square (ICCS name) → FEN letter, Red upper case (`{"e0": "K", …}`), as `placement`.
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    pub pieces: SquareMap<char>,
    /// The square of the general in check, or `null`.
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    pub check: Option<Square>,
    /// The last move's report as `play` returned it (labels, reasons in words, pieces,
    /// notations), or `null` at the start.
    #[cfg_attr(feature = "tsify", tsify(type = "MoveReport | null"))]
    pub last_move: Option<MoveReport>,
    /// The game judged so far, as `status` without the moves of the cycle.
    pub status: JudgeReport,
    /// How the game ended (as `outcome`), or `null` while it goes on.
    #[cfg_attr(feature = "tsify", tsify(type = "GameEnd | null"))]
    pub outcome: Option<GameEnd>,
    /// The forbidden moves now, as `forbiddenMoves` lists them (also those whose loss comes on
    /// the opponent's reply; `[]` when the game is over).
    pub forbidden: Vec<ForbiddenMove>,
    /// The legal moves grouped by from-square (ICCS names; `{}` when the game is over), as
    /// `dests`.
    #[cfg_attr(feature = "tsify", tsify(type = "Dests"))]
    pub dests: SquareMap<Vec<String>>,
}

/// A game refereed as it is played: a start position, the moves, and the status under the rules.
///
/// ```
/// use xiangqi::{Game, Move, Position};
/// use xiangqi::adjudicator::{GameStatus, JudgeOptions, Verdict};
/// let start = Position::from_fen("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w").unwrap();
/// let mv = |s: &str| Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap());
/// let mut game = Game::new(start, JudgeOptions::default());
/// for m in ["f0e0", "e8f8", "e0f0", "f8e8", "f0e0", "e8f8"] {
///     game.play(mv(m)).unwrap();
/// }
/// // Going back to f0 would repeat Red's perpetual check: forbidden.
/// let forbidden = game.forbidden_moves();
/// assert_eq!(forbidden.len(), 1);
/// assert_eq!(forbidden[0].mv.to_string(), "e0f0");
/// assert_eq!(forbidden[0].status.verdict, Verdict::RedMustChange);
/// let m = mv("e0f0");
/// game.play(m).unwrap();
/// assert_eq!(game.status(false).status, GameStatus::Ongoing); // the second occurrence
/// assert_eq!(game.undo(), Some(m));
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    options: JudgeOptions,
    start: Position,
    /// The moves, their repetitions, counters and classifications (each labelled once: when
    /// played, or — for a game restored by [`Game::from_moves`] — on first need).
    walk: Walk,
}

impl Game {
    /// A new game from `start`.
    pub fn new(start: Position, options: JudgeOptions) -> Game {
        Game {
            walk: Walk::new(&start, &options, super::judge::profile(options.rules)),
            options,
            start,
        }
    }

    /// A game from `start` with `moves` played (each checked as [`Game::play`] does). The
    /// moves are replayed, not labelled: each is labelled on first need (by `status`, `play`,
    /// `preview` …, in order, exactly as `play` would have labelled it), so a restore costs a
    /// replay.
    pub fn from_moves(
        start: Position,
        moves: &[Move],
        options: JudgeOptions,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::new(start, options);
        for (index, &mv) in moves.iter().enumerate() {
            let refused = |error| ReplayError { index, mv, error };
            if let Some(status) = game.over() {
                return Err(refused(PlayError::GameOver { status }));
            }
            if game.walk.len() >= MAX_JUDGE_MOVES {
                return Err(refused(PlayError::TooManyMoves));
            }
            game.walk
                .push(mv)
                .map_err(|e| refused(PlayError::IllegalMove(e)))?;
        }
        Ok(game)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.walk.now().pos
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        self.walk.moves()
    }

    /// The options used to judge the game.
    pub fn options(&self) -> &JudgeOptions {
        &self.options
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.walk.now().pos.turn()
    }

    /// Plays a legal move and returns what it does (its labels, and whether it is part of the
    /// judged cycle). Refused, leaving the game as it was, when the move is illegal or the game
    /// is over.
    pub fn play(&mut self, m: Move) -> Result<MoveReport, PlayError> {
        if let Some(status) = self.over() {
            return Err(PlayError::GameOver { status });
        }
        if self.walk.len() >= MAX_JUDGE_MOVES {
            return Err(PlayError::TooManyMoves);
        }
        let (before, analysis) = self.walk.push_labelled(m)?;
        let n = self.walk.len();
        let in_cycle = self.cycle().is_some_and(|(a, b)| n > a && n <= b);
        Ok(report(&before, m, &analysis, n, in_cycle))
    }

    /// Plays a legal move (as [`Game::play`], refused the same way) and returns everything a
    /// board shows after it: [`Game::view`] with the move's report as `play` returns it.
    pub fn step(&mut self, m: Move) -> Result<StepView, PlayError> {
        let report = self.play(m)?;
        Ok(self.view_with(Some(report)))
    }

    /// Everything a board shows for the current state, in one answer: the position (FEN, side
    /// to move, pieces, the checked general), the last move's report, the status and outcome,
    /// the forbidden moves (as [`Game::forbidden_moves`]) and the legal destinations.
    pub fn view(&mut self) -> StepView {
        let n = self.walk.len();
        let last = n.checked_sub(1).map(|j| {
            let m = self.walk.moves()[j];
            let before = self.walk.state_at(j).pos;
            let in_cycle = self.cycle().is_some_and(|(a, b)| n > a && n <= b);
            report(&before, m, &self.walk.kept(j).analysis(), n, in_cycle)
        });
        self.view_with(last)
    }

    fn view_with(&mut self, last_move: Option<MoveReport>) -> StepView {
        let status = self.status(false);
        let over = self.is_over();
        let outcome = if over {
            status.result.map(|result| GameEnd {
                status: status.status,
                result,
            })
        } else {
            None
        };
        let forbidden = self.forbidden_moves();
        let pos = self.position();
        let dests = if over {
            SquareMap::new()
        } else {
            SquareMap::dests(&pos.legal_moves())
        };
        StepView {
            ply: self.walk.len(),
            fen: pos.fen(),
            turn: pos.turn(),
            pieces: SquareMap::placement(pos.board()),
            check: pos
                .is_check()
                .then(|| pos.board().general(pos.turn()))
                .flatten(),
            last_move,
            status,
            outcome,
            forbidden,
            dests,
        }
    }

    /// Takes back the last move, returning it (`None` at the start).
    pub fn undo(&mut self) -> Option<Move> {
        self.walk.pop()
    }

    /// Whether the game is over (checkmate, stalemate, repetition at the fold, move limit, a
    /// dead position).
    pub fn is_over(&self) -> bool {
        self.over().is_some()
    }

    /// How the game ended and its result, or `None` while it goes on.
    pub fn outcome(&self) -> Option<GameEnd> {
        self.over()?;
        let r = self.status(false);
        r.result.map(|result| GameEnd {
            status: r.status,
            result,
        })
    }

    /// The game judged so far: status, result, the judged cycle, its verdict and explanation.
    /// Costs the judged cycle, not the history: the moves were labelled when played. `moves`
    /// lists the moves of the judged cycle (all of them when `with_moves`, none otherwise);
    /// [`Game::report`] judges the whole game again and lists every move.
    pub fn status(&self, with_moves: bool) -> JudgeReport {
        let n = self.walk.len();
        let cycle = self.cycle();
        let (a, b) = cycle.unwrap_or((n, n));
        // The cycle's entries need the piece identities after each of its moves: replayed from
        // the snapshot before it.
        let mut state = self.walk.state_at(a);
        let mut entries = Vec::with_capacity(b - a);
        let mut moves = Vec::new();
        for (i, &m) in self.walk.moves()[a..b].iter().enumerate() {
            let analysis = self.walk.kept(a + i).analysis();
            if with_moves {
                moves.push(report(&state.pos, m, &analysis, a + i + 1, true));
            }
            entries.push(state.replay_entry(m, &analysis));
        }
        let now = self.walk.now();
        assemble(Judged {
            options: &self.options,
            last: &now.pos,
            last_ids: &now.ids,
            cycle: cycle.map(|(a, b)| Cycle {
                from_ply: a + 1,
                to_ply: b,
            }),
            entries: &entries,
            keys: cycle.map_or(&[][..], |(a, b)| self.walk.keys(a, b)),
            search_truncated: (a..b).any(|i| self.walk.kept(i).search_truncated()),
            occurrences: self.walk.occurrences(n),
            quiet_plies: self.walk.counters(n).0,
            ended: self.over().map(|s| (n, s)),
            moves,
        })
    }

    /// The whole game judged again by [`judge`] (every move listed): `status(true)` agrees with
    /// it on everything but the list of moves.
    pub fn report(&self) -> Result<JudgeReport, JudgeError> {
        judge(&self.start, self.walk.moves(), &self.options)
    }

    /// What `m` would do, without playing it: its labels, how many times the resulting position
    /// would have occurred, whether the rules forbid it, and the status that would follow; and,
    /// when it is not forbidden itself, whether an opponent's reply would then complete a
    /// repetition the mover must change (as [`Game::forbidden_moves`] finds it). The game is
    /// left exactly as it was.
    pub fn preview(&mut self, m: Move) -> Result<Preview, PlayError> {
        if let Some(status) = self.over() {
            return Err(PlayError::GameOver { status });
        }
        let mover = self.turn();
        let wanted = self.answers_back(&self.mover_flips(), m);
        let report = self.play(m)?;
        let status = self.status(false);
        let occurrences = status.occurrences;
        let forbidden = forbids(&status, mover);
        let after_reply = if forbidden {
            None
        } else {
            let candidates = self.reply_candidates(&self.walk.now().pos, &wanted);
            self.losing_reply(mover, &candidates)
        };
        self.undo();
        let (reply, reply_status) = after_reply.unzip();
        Ok(Preview {
            report,
            occurrences,
            forbidden,
            forbidden_after_reply: reply.is_some(),
            reply,
            reply_status,
            status,
        })
    }

    /// The legal moves that would complete a repetition the rules forbid the side to move to
    /// keep up, each with the verdict and explanation that would follow (empty when the game is
    /// over): a move that completes it itself (`reply: None`), and a move after which one of the
    /// opponent's replies completes it (`reply`: that reply; the status is the one after it) —
    /// the last chance to change. Only positions that have occurred before are judged: a move
    /// back to one, and a move after which a reply goes back to one (found without playing
    /// them in the game: by the squares the move changes, then by the replies' repetition
    /// keys).
    pub fn forbidden_moves(&mut self) -> Vec<ForbiddenMove> {
        if self.is_over() {
            return Vec::new();
        }
        let mover = self.turn();
        let flips = self.mover_flips();
        let mut out = Vec::new();
        for m in self.walk.now().pos.legal_moves() {
            let mut after = self.walk.now().pos.clone();
            after.play_unchecked(m);
            let seen = self.walk.has_occurred(after.zobrist());
            let candidates = self.reply_candidates(&after, &self.answers_back(&flips, m));
            if !seen && candidates.is_empty() {
                continue;
            }
            self.push(m).expect("a legal move");
            if seen {
                let status = self.status(false);
                if forbids(&status, mover) {
                    self.undo();
                    out.push(ForbiddenMove::new(m, None, status));
                    continue;
                }
            }
            let after_reply = self.losing_reply(mover, &candidates);
            self.undo();
            if let Some((r, status)) = after_reply {
                out.push(ForbiddenMove::new(m, Some(r), status));
            }
        }
        out
    }

    /// For each earlier position with the side to move now to move and the same material (no
    /// capture since): the squares where the side to move's pieces stand now and not then, or
    /// then and not now (a set of square bits), and the same for the opponent's pieces; sorted,
    /// only the pairs of two squares each. A move and a reply that capture nothing go back to
    /// such a position only when the move changes exactly the first set and the reply the
    /// second (a capture leads to less material than any position before). Costs one step per
    /// two plies since the last capture.
    fn mover_flips(&self) -> Vec<(u128, u128)> {
        let mut out = Vec::new();
        let (mut mine, mut theirs) = (0u128, 0u128);
        let moves = self.walk.moves();
        let mut i = moves.len();
        while i >= 2 && !self.walk.captured(i - 1) && !self.walk.captured(i - 2) {
            mine ^= squares_of(moves[i - 2]);
            theirs ^= squares_of(moves[i - 1]);
            i -= 2;
            if mine.count_ones() == 2 && theirs.count_ones() == 2 {
                // kept sorted and without duplicates as it is built (a binary search: less code
                // in the wasm build than a sort of these pairs, and as fast for such lists)
                if let Err(at) = out.binary_search(&(mine, theirs)) {
                    out.insert(at, (mine, theirs));
                }
            }
        }
        out
    }

    /// The square sets a reply to `m` (legal now) must change to go back to an earlier
    /// position (see [`Game::mover_flips`]; none when `m` captures).
    fn answers_back(&self, flips: &[(u128, u128)], m: Move) -> Vec<u128> {
        if self.walk.now().pos.capture_of(m).is_some() {
            return Vec::new();
        }
        let key = squares_of(m);
        let first = flips.partition_point(|&(d, _)| d < key);
        flips[first..]
            .iter()
            .take_while(|&&(d, _)| d == key)
            .map(|&(_, e)| e)
            .collect()
    }

    /// The legal moves in `after` (the position after a move of the side to move now) that
    /// change one of the square sets `wanted` ([`Game::answers_back`]), capture nothing and
    /// lead to a position that has occurred before: only their keys are computed.
    fn reply_candidates(&self, after: &Position, wanted: &[u128]) -> Vec<Move> {
        if wanted.is_empty() || self.walk.len() + 2 > MAX_JUDGE_MOVES {
            return Vec::new();
        }
        after
            .legal_moves()
            .into_iter()
            .filter(|&r| wanted.contains(&squares_of(r)) && after.capture_of(r).is_none())
            .filter(|&r| {
                let mut p = after.clone();
                p.play_unchecked(r);
                self.walk.has_occurred(p.zobrist())
            })
            .collect()
    }

    /// With the move just pushed (the game going on after it): the first of `candidates` (the
    /// opponent's replies, in legal-move order) after which the game forbids `mover` its move
    /// — preferring one that ends the game — and the status after it.
    fn losing_reply(&mut self, mover: Color, candidates: &[Move]) -> Option<(Move, JudgeReport)> {
        if candidates.is_empty() || self.over().is_some() {
            return None;
        }
        let mut found: Option<(Move, JudgeReport)> = None;
        for &r in candidates {
            self.push(r).expect("a legal reply");
            let status = self.status(false);
            self.undo();
            if forbids(&status, mover) {
                let ends = status.result.is_some();
                if found.is_none() || ends {
                    found = Some((r, status));
                }
                if ends {
                    break;
                }
            }
        }
        found
    }

    /// Plays `m` if legal, labelling it (the core of [`Game::play`], without its checks).
    fn push(&mut self, m: Move) -> Result<MoveAnalysis, IllegalMoveError> {
        self.walk.push_labelled(m).map(|(_, a)| a)
    }

    /// The judged window as move indices `[a, b)`: as [`judge`] finds it.
    fn cycle(&self) -> Option<(usize, usize)> {
        self.walk.window(self.options.pattern)
    }

    /// How the game ended, if it did (without judging the cycle).
    fn over(&self) -> Option<GameStatus> {
        // The game takes no move once over: it ended with its last move, if at all.
        self.walk.ended().map(|(_, s)| s)
    }
}

/// The report of `m` (classified as `a`) played in `pos` as ply `ply`.
fn report(pos: &Position, m: Move, a: &MoveAnalysis, ply: usize, in_cycle: bool) -> MoveReport {
    let mut r = MoveReport::new(pos, m, Some(a));
    r.ply = ply;
    r.in_cycle = in_cycle;
    r
}

/// The from- and to-squares of `m`, as bits of a square set.
fn squares_of(m: Move) -> u128 {
    1u128 << m.from.index() | 1u128 << m.to.index()
}

/// Whether a judged game forbids `mover` its last move: it completed a repetition in which the
/// mover must change.
fn forbids(status: &JudgeReport, mover: Color) -> bool {
    status.cycle.is_some() && status.verdict.must_change() == Some(mover)
}
