//! Python bindings for the [`xiangqi`] crate (`import xiangqi_referee as xq`): a thin shim over
//! the core, like the wasm crate.
//!
//! Every function parses its Python arguments, calls the core and converts the answer; there is
//! no rules logic here.
//!
//! * Arguments arrive as Python objects and are read by `args.rs`: a wrong type raises
//!   `xq.ArgumentError` (a `XiangqiError` and a `TypeError`) with code `ERR_ARGUMENT`.
//! * Every error is a `XiangqiError` subclass with the JavaScript package's `code`
//!   (`ERR_FEN_*`, `ERR_POS_*`, `ERR_ILLEGAL_MOVE`, `ERR_NOTATION`, `ERR_GAME_OVER`,
//!   `ERR_RECORD_*`, `ERR_LIMIT`, `ERR_ARGUMENT`), its `details` as data; a panic (a bug)
//!   becomes `ERR_INTERNAL` instead of crossing the FFI.
//! * Reports are the core's serde JSON (what the CLI prints), wrapped by
//!   `xiangqi_referee.reports` in typed objects with snake_case attributes and `.to_dict()`.
//! * The long calls (`judge`, `judge_many`, `Game.forbidden_moves`, `perft`) release the GIL.

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyString, PyTuple};
use rayon::prelude::*;
use serde::Serialize;
use xiangqi::adjudicator::{self, JudgeOptions};
use xiangqi::notation::{self, Notation};
use xiangqi::{Color, Move, Outcome, PlayError, Position};
use xiangqi_record::{self as record, Format, GameRecord, ReadOptions, RecordError, Records};

mod args;
mod convert;
mod error;

use args::{
    move_arg, moves_arg, moves_from, notation_arg, options_dict, position_arg, string_arg,
    with_index, Options, OptionsJson,
};
use convert::{json_text, report};
use error::{argument_error, error_with, guard, quote, xiangqi_error};

/// The deepest `perft` accepted (depth 7 from the start position is ~2·10¹¹ nodes).
const MAX_PERFT_DEPTH: u32 = 7;

/// How a finished position ended (`Position.outcome()`): the winner and why.
#[derive(Serialize)]
struct OutcomeJson {
    winner: Color,
    reason: &'static str,
}

/// `None` while `pos` has a legal move; else the side to move lost, checkmated when in check,
/// else stalemated.
fn outcome_json(pos: &Position) -> Option<OutcomeJson> {
    let winner = pos.outcome().and_then(Outcome::winner)?;
    Some(OutcomeJson {
        winner,
        reason: if pos.is_check() {
            "checkmate"
        } else {
            "stalemate"
        },
    })
}

fn play_error(e: &PlayError) -> PyErr {
    xiangqi_error(e.code(), &e.to_string())
}

/// A legal position (immutable; `play` returns a new one).
#[pyclass(module = "xiangqi_referee._native", name = "Position", frozen)]
struct PyPosition {
    pos: Position,
}

#[pymethods]
impl PyPosition {
    /// A position from a FEN; the start position if omitted.
    #[new]
    #[pyo3(signature = (fen = None))]
    fn new(fen: Option<&Bound<'_, PyAny>>) -> PyResult<PyPosition> {
        guard(|| {
            let pos = match fen.filter(|f| !f.is_none()) {
                None => Position::new(),
                Some(f) => position_arg(f)?,
            };
            Ok(PyPosition { pos })
        })
    }

    /// The FEN.
    fn fen(&self) -> String {
        self.pos.fen()
    }

    /// The side to move: `"red"` or `"black"`.
    #[getter]
    fn turn(&self) -> String {
        self.pos.turn().to_string()
    }

    /// The legal moves, ICCS (`["a0a1", …]`).
    fn legal_moves(&self) -> Vec<String> {
        self.pos.legal_moves().iter().map(Move::to_string).collect()
    }

    /// The position after a move (ICCS, WXF or Chinese).
    fn play(&self, r#move: &Bound<'_, PyAny>) -> PyResult<PyPosition> {
        guard(|| {
            let m = move_arg(&self.pos, r#move)?;
            let pos = self
                .pos
                .play(m)
                .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
            Ok(PyPosition { pos })
        })
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    /// `GameOutcome` (winner, reason `"checkmate"`/`"stalemate"`) when the side to move has no
    /// legal move, else `None`.
    fn outcome(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        report(py, "GameOutcome?", &outcome_json(&self.pos))
    }

    /// A legal move written in `notation` (`"iccs"`, `"wxf"`, `"chinese"`); the move may be in
    /// any of the three.
    fn to_notation(
        &self,
        r#move: &Bound<'_, PyAny>,
        notation: &Bound<'_, PyAny>,
    ) -> PyResult<String> {
        guard(|| {
            let m = move_arg(&self.pos, r#move)?;
            let n = notation_arg(notation)?;
            notation::format_move(&self.pos, m, n)
                .map_err(|e| xiangqi_error(e.code(), &e.to_string()))
        })
    }

    /// Reads a move in ICCS, WXF or Chinese and returns it in ICCS.
    fn parse_move(&self, text: &Bound<'_, PyAny>) -> PyResult<String> {
        guard(|| Ok(move_arg(&self.pos, text)?.to_string()))
    }

    /// The leaf nodes of the legal move tree to `depth` plies (0–7). Releases the GIL.
    fn perft(&self, py: Python<'_>, depth: &Bound<'_, PyAny>) -> PyResult<u64> {
        let d = args::integer_arg(Some(depth), "depth", 0, u32::MAX)?.unwrap_or(0);
        if d > MAX_PERFT_DEPTH {
            return Err(xiangqi_error(
                xiangqi::ErrorCode::Limit.as_str(),
                &format!("depth {d} is over the limit of {MAX_PERFT_DEPTH}"),
            ));
        }
        let pos = self.pos.clone();
        py.detach(move || guard(|| Ok(pos.perft(d))))
    }

    fn __repr__(&self) -> String {
        format!("Position({:?})", self.pos.fen())
    }

    fn __str__(&self) -> String {
        self.pos.fen()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyPosition>()
            .is_ok_and(|o| o.get().pos.fen() == self.pos.fen())
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.pos.fen().hash(&mut h);
        h.finish()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((slf.get_type().into_any(), (slf.get().pos.fen(),)))
    }
}

/// The judge options of the keyword arguments.
macro_rules! options {
    ($rules:expr, $fold:expr, $pattern:expr, $move_limit:expr, $max_counted_checks:expr) => {
        Options {
            rules: $rules,
            fold: $fold,
            pattern: $pattern,
            move_limit: $move_limit,
            max_counted_checks: $max_counted_checks,
        }
        .read()
    };
}

/// Replays `moves` from `fen` and judges the game. Releases the GIL while judging.
#[pyfunction]
#[pyo3(signature = (fen, moves, *, rules = None, fold = None, pattern = None, move_limit = None, max_counted_checks = None))]
#[allow(clippy::too_many_arguments)]
fn judge(
    py: Python<'_>,
    fen: &Bound<'_, PyAny>,
    moves: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    fold: Option<&Bound<'_, PyAny>>,
    pattern: Option<&Bound<'_, PyAny>>,
    move_limit: Option<&Bound<'_, PyAny>>,
    max_counted_checks: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let (start, moves, opts) = guard(|| {
        let start = position_arg(fen)?;
        let opts = options!(rules, fold, pattern, move_limit, max_counted_checks)?;
        let moves = moves_arg(&start, moves)?;
        Ok((start, moves, opts))
    })?;
    let text = py.detach(|| {
        guard(|| {
            let r = adjudicator::judge(&start, &moves, &opts)
                .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
            json_text(&r)
        })
    })?;
    convert::from_json_text(py, "JudgeReport", &text)
}

/// What one move does in a position: labels, pieces involved, notations (`MoveReport`); the
/// core's `adjudicator::describe`.
#[pyfunction]
#[pyo3(signature = (fen, r#move, *, rules = None))]
fn describe(
    py: Python<'_>,
    fen: &Bound<'_, PyAny>,
    r#move: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let r = guard(|| {
        let pos = position_arg(fen)?;
        let m = move_arg(&pos, r#move)?;
        let opts = options!(rules, None, None, None, None)?;
        adjudicator::describe(&pos, m, &opts).map_err(|e| xiangqi_error(e.code(), &e.to_string()))
    })?;
    report(py, "MoveReport", &r)
}

/// Deprecated alias of `describe` (its former name, kept so that existing callers work).
#[pyfunction]
#[pyo3(signature = (fen, r#move, *, rules = None))]
fn classify(
    py: Python<'_>,
    fen: &Bound<'_, PyAny>,
    r#move: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    describe(py, fen, r#move, rules)
}

/// One game of `judge_many`'s input: `(fen, moves)`, a dict with `fen` and `moves`, or a record
/// game (`read(…).games[i]`, anything with `to_dict()` giving those keys).
fn batch_game(item: &Bound<'_, PyAny>) -> PyResult<(Position, Vec<Move>)> {
    let pair = |fen: &Bound<'_, PyAny>, moves: &Bound<'_, PyAny>| -> PyResult<_> {
        let start = position_arg(fen)?;
        let moves = moves_arg(&start, moves)?;
        Ok((start, moves))
    };
    if let Ok(t) = item.cast::<PyTuple>() {
        if t.len() == 2 {
            return pair(&t.get_item(0)?, &t.get_item(1)?);
        }
    }
    let dict = if item.is_instance_of::<PyDict>() {
        item.clone()
    } else if item.hasattr("to_dict")? && !item.is_instance_of::<PyString>() {
        item.call_method0("to_dict")?
    } else {
        return Err(argument_error(
            "game",
            "a (fen, moves) tuple, a dict with fen and moves, or a record game",
            item,
        ));
    };
    let dict = dict
        .cast::<PyDict>()
        .map_err(|_| argument_error("game.to_dict()", "a dict", &dict))?;
    let get = |k: &str| -> PyResult<Bound<'_, PyAny>> {
        dict.get_item(k)?.ok_or_else(|| {
            xiangqi_error(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!("game has no {k:?}"),
            )
        })
    };
    pair(&get("fen")?, &get("moves")?)
}

/// Judges many games on several threads (rayon), releasing the GIL: one `JudgeReport` per game,
/// in order. `history_labels=False` labels only the judged cycle's moves (the same verdict,
/// status and result, many times faster on whole games: what an archive wants). A game that
/// cannot be read or judged raises its error with its `index`.
#[pyfunction]
#[pyo3(signature = (games, *, threads = None, history_labels = None, rules = None, fold = None, pattern = None, move_limit = None, max_counted_checks = None))]
#[allow(clippy::too_many_arguments)]
fn judge_many(
    py: Python<'_>,
    games: &Bound<'_, PyAny>,
    threads: Option<&Bound<'_, PyAny>>,
    history_labels: Option<&Bound<'_, PyAny>>,
    rules: Option<&Bound<'_, PyAny>>,
    fold: Option<&Bound<'_, PyAny>>,
    pattern: Option<&Bound<'_, PyAny>>,
    move_limit: Option<&Bound<'_, PyAny>>,
    max_counted_checks: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let threads = args::integer_arg(threads, "threads", 1, 1024)?;
    let label_history = args::bool_arg(history_labels, "history_labels")?.unwrap_or(true);
    let opts = JudgeOptions {
        label_history,
        ..options!(rules, fold, pattern, move_limit, max_counted_checks)?
    };
    let items = games
        .try_iter()
        .map_err(|_| argument_error("games", "an iterable of games", games))?;
    let mut jobs = Vec::new();
    for (i, item) in items.enumerate() {
        let job = guard(|| batch_game(&item?)).map_err(|e| with_index(e, i))?;
        jobs.push(job);
    }
    let run = |jobs: &[(Position, Vec<Move>)]| -> Vec<Result<String, (String, String)>> {
        jobs.par_iter()
            .map(|(start, moves)| {
                let judged = std::panic::catch_unwind(|| adjudicator::judge(start, moves, &opts));
                match judged {
                    Ok(Ok(r)) => serde_json::to_string(&r).map_err(|e| {
                        (
                            xiangqi::ErrorCode::Internal.as_str().to_owned(),
                            e.to_string(),
                        )
                    }),
                    Ok(Err(e)) => Err((e.code().to_owned(), e.to_string())),
                    Err(_) => Err((
                        xiangqi::ErrorCode::Internal.as_str().to_owned(),
                        "internal error (a bug; please report it): a panic".to_owned(),
                    )),
                }
            })
            .collect()
    };
    let results = py.detach(|| match threads {
        None => Ok(run(&jobs)),
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n as usize)
            .build()
            .map(|pool| pool.install(|| run(&jobs)))
            .map_err(|e| e.to_string()),
    });
    let results = results.map_err(|e| {
        xiangqi_error(
            xiangqi::ErrorCode::Internal.as_str(),
            &format!("cannot start threads: {e}"),
        )
    })?;
    let out = PyList::empty(py);
    for (i, r) in results.into_iter().enumerate() {
        match r {
            Ok(text) => out.append(convert::from_json_text(py, "JudgeReport", &text)?)?,
            Err((code, msg)) => {
                return Err(with_index(
                    xiangqi_error(&code, &format!("games[{i}]: {msg}")),
                    i,
                ))
            }
        }
    }
    Ok(out.into_any().unbind())
}

/// A game refereed live: each move is labelled once, when played; `status()` costs the judged
/// cycle, not the history; `preview` and `forbidden_moves` tell what a move would do before it is
/// played.
#[pyclass(module = "xiangqi_referee._native", name = "Game")]
struct PyGame {
    inner: xiangqi::Game,
}

#[derive(Serialize)]
struct GameJsonOut {
    start: String,
    moves: Vec<String>,
    options: OptionsJson,
}

impl PyGame {
    fn json(&self) -> GameJsonOut {
        GameJsonOut {
            start: self.inner.start().fen(),
            moves: self.inner.moves().iter().map(Move::to_string).collect(),
            options: OptionsJson::from(self.inner.options()),
        }
    }

    fn replay(start: Position, moves: &[Move], opts: JudgeOptions) -> PyResult<PyGame> {
        xiangqi::Game::from_moves(start, moves, opts)
            .map(|inner| PyGame { inner })
            .map_err(|e| with_index(xiangqi_error(e.code(), &e.to_string()), e.index))
    }
}

#[pymethods]
impl PyGame {
    /// A game from `fen` (the start position if omitted) under the judge options.
    #[new]
    #[pyo3(signature = (fen = None, *, rules = None, fold = None, pattern = None, move_limit = None, max_counted_checks = None))]
    fn new(
        fen: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        fold: Option<&Bound<'_, PyAny>>,
        pattern: Option<&Bound<'_, PyAny>>,
        move_limit: Option<&Bound<'_, PyAny>>,
        max_counted_checks: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        guard(|| {
            let start = match fen.filter(|f| !f.is_none()) {
                None => Position::new(),
                Some(f) => position_arg(f)?,
            };
            let opts = options!(rules, fold, pattern, move_limit, max_counted_checks)?;
            Ok(PyGame {
                inner: xiangqi::Game::new(start, opts),
            })
        })
    }

    /// Plays a move (ICCS, WXF or Chinese) and returns its `MoveReport`. A move that is illegal,
    /// or played after the game is over (`ERR_GAME_OVER`), is refused and changes nothing.
    fn play(&mut self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let r = guard(|| {
            let m = move_arg(self.inner.position(), r#move)?;
            self.inner.play(m).map_err(|e| play_error(&e))
        })?;
        report(py, "MoveReport", &r)
    }

    /// What a move would do, without playing it (`Preview`).
    fn preview(&mut self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let r = guard(|| {
            let m = move_arg(self.inner.position(), r#move)?;
            self.inner.preview(m).map_err(|e| play_error(&e))
        })?;
        report(py, "Preview", &r)
    }

    /// The legal moves that would complete a repetition the rules forbid the side to move to
    /// keep up (`list[ForbiddenMove]`; `[]` when the game is over). Releases the GIL.
    fn forbidden_moves(&mut self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let inner = &mut self.inner;
        let text = py.detach(|| guard(|| json_text(&inner.forbidden_moves())))?;
        convert::from_json_text(py, "ForbiddenMove[]", &text)
    }

    /// Takes back the last move; returns it (ICCS), or `None` at the start.
    fn undo(&mut self) -> Option<String> {
        self.inner.undo().map(|m| m.to_string())
    }

    /// The game judged so far (`JudgeReport`); `moves=False` leaves out the cycle's moves.
    #[pyo3(signature = (*, moves = None))]
    fn status(&self, py: Python<'_>, moves: Option<&Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
        let with_moves = args::bool_arg(moves, "moves")?.unwrap_or(true);
        let r = guard(|| Ok(self.inner.status(with_moves)))?;
        report(py, "JudgeReport", &r)
    }

    /// Whether the game is over (checkmate, stalemate, repetition, move limit).
    fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// How the game ended (`GameEnd`: status, result), or `None` while it goes on.
    fn outcome(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        report(py, "GameEnd?", &self.inner.outcome())
    }

    /// The side to move.
    #[getter]
    fn turn(&self) -> String {
        self.inner.turn().to_string()
    }

    /// The current position's FEN.
    fn fen(&self) -> String {
        self.inner.position().fen()
    }

    /// The current position.
    fn position(&self) -> PyPosition {
        PyPosition {
            pos: self.inner.position().clone(),
        }
    }

    /// The start position's FEN.
    fn start_fen(&self) -> String {
        self.inner.start().fen()
    }

    /// The legal moves in the current position (ICCS).
    fn legal_moves(&self) -> Vec<String> {
        self.inner
            .position()
            .legal_moves()
            .iter()
            .map(Move::to_string)
            .collect()
    }

    /// The moves played, ICCS.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.inner.moves().iter().map(Move::to_string).collect()
    }

    fn __len__(&self) -> usize {
        self.inner.moves().len()
    }

    /// The game as JSON text, `{"start", "moves", "options"}` (the JavaScript package's
    /// `Game.toJSON` shape: a game moves between the two).
    fn to_json(&self) -> PyResult<String> {
        json_text(&self.json())
    }

    /// A game from `to_json`'s text (or the dict of it): the moves are replayed, and a refused one
    /// raises with its `index`.
    #[staticmethod]
    fn from_json(py: Python<'_>, json: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let value = if json.is_instance_of::<PyString>() {
            let text = string_arg(json, "json")?;
            if text.len() > 64 << 20 {
                return Err(xiangqi_error(
                    xiangqi::ErrorCode::Limit.as_str(),
                    "game JSON over 64 MiB",
                ));
            }
            py.import("json")?
                .getattr("loads")?
                .call1((text,))
                .map_err(|e| {
                    xiangqi_error(xiangqi::ErrorCode::Argument.as_str(), &format!("json: {e}"))
                })?
        } else {
            json.clone()
        };
        let dict = value
            .cast::<PyDict>()
            .map_err(|_| argument_error("json", "a str or a dict", &value))?;
        args::check_keys(dict, "game JSON", &["start", "moves", "options"])?;
        let get = |k: &str| -> PyResult<Bound<'_, PyAny>> {
            dict.get_item(k)?.ok_or_else(|| {
                xiangqi_error(
                    xiangqi::ErrorCode::Argument.as_str(),
                    &format!("game JSON has no {k:?}"),
                )
            })
        };
        let start = position_arg(&get("start")?)?;
        let opts = match dict.get_item("options")? {
            Some(o) => options_dict(&o)?,
            None => JudgeOptions::default(),
        };
        let moves = moves_arg(&start, &get("moves")?)?;
        guard(|| PyGame::replay(start, &moves, opts))
    }

    /// A live game from a record (as `read` takes it): the mainline of game `game`.
    #[staticmethod]
    #[pyo3(signature = (source, *, game = None, format = None, rules = None, fold = None, pattern = None, move_limit = None, max_counted_checks = None))]
    #[allow(clippy::too_many_arguments)]
    fn from_record(
        source: &Bound<'_, PyAny>,
        game: Option<&Bound<'_, PyAny>>,
        format: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        fold: Option<&Bound<'_, PyAny>>,
        pattern: Option<&Bound<'_, PyAny>>,
        move_limit: Option<&Bound<'_, PyAny>>,
        max_counted_checks: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let opts = options!(rules, fold, pattern, move_limit, max_counted_checks)?;
        let records = read_source(source, format)?;
        let last = records.games.len().saturating_sub(1);
        let index = args::integer_arg(game, "game", 0, last as u32)?.unwrap_or(0);
        let Some(g) = records.games.get(index as usize) else {
            return Err(xiangqi_error(
                xiangqi::ErrorCode::RecordFormat.as_str(),
                "the record holds no game",
            ));
        };
        guard(|| PyGame::replay(g.start.clone(), &g.moves(), opts))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let from_json = slf.get_type().getattr("from_json")?;
        Ok((from_json, (slf.borrow().to_json()?,)))
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({:?}, {} moves{})",
            self.inner.position().fen(),
            self.inner.moves().len(),
            if self.inner.is_over() { ", over" } else { "" }
        )
    }
}

/// A record error as a raised `RecordError` with its `details` (the core's kind) and the game
/// (`index`), `line`, `offset` and `ply`.
fn record_error(e: &RecordError) -> PyErr {
    let mut extra = error::details(&e.kind);
    for (key, value) in [
        ("index", e.game),
        ("line", e.line),
        ("offset", e.offset),
        ("ply", e.ply),
    ] {
        if let Some(v) = value {
            extra.push((key, v.into()));
        }
    }
    error_with(e.code(), &e.to_string(), &extra)
}

fn format_arg(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Format>> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(None);
    };
    let name = string_arg(value, "format")?;
    name.parse::<Format>()
        .map(Some)
        .map_err(|e| xiangqi_error(e.code(), &format!("format {}: {e}", quote(&name))))
}

/// The bytes of a record: `bytes`/`bytearray`/`memoryview` as given, a `str` or `os.PathLike`
/// as a file path (read at most one byte over the core's limit, which then says
/// `ERR_RECORD_LIMIT`).
fn source_bytes(source: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = source.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    if let Ok(b) = source.cast::<PyByteArray>() {
        return Ok(b.to_vec());
    }
    let py = source.py();
    if source.is_instance(&py.import("builtins")?.getattr("memoryview")?)? {
        return Ok(source
            .call_method0("tobytes")?
            .cast::<PyBytes>()?
            .as_bytes()
            .to_vec());
    }
    let path = if source.is_instance_of::<PyString>() {
        string_arg(source, "source")?
    } else if source.hasattr("__fspath__")? {
        let p = py.import("os")?.getattr("fsdecode")?.call1((source,))?;
        string_arg(&p, "source")?
    } else {
        return Err(argument_error(
            "source",
            "a path (str, os.PathLike) or bytes",
            source,
        ));
    };
    use std::io::Read as _;
    let mut bytes = Vec::new();
    std::fs::File::open(&path)
        .and_then(|f| {
            f.take(record::MAX_RECORD_BYTES as u64 + 1)
                .read_to_end(&mut bytes)
        })
        .map_err(|e| {
            xiangqi_error(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!("cannot read {path}: {e}"),
            )
        })?;
    Ok(bytes)
}

fn read_source(source: &Bound<'_, PyAny>, format: Option<&Bound<'_, PyAny>>) -> PyResult<Records> {
    let opts = ReadOptions {
        format: format_arg(format)?,
        ..ReadOptions::default()
    };
    let bytes = source_bytes(source)?;
    source
        .py()
        .detach(|| guard(|| record::read(&bytes, &opts).map_err(|e| record_error(&e))))
}

/// Reads a game record (PGN, DhtmlXQ/UBB, XQF, ChessBridge CBR/CBL, WXF text, UCI move list;
/// UTF-8, UTF-16, GBK or Big5, detected):
/// `source` is a path (`str`, `os.PathLike`) or the record's bytes; the format is detected
/// unless `format` says it. Returns `RecordGames` (`format`, `encoding`, `games`); a game cut
/// short by a bad move keeps what came before it, with `error` set.
#[pyfunction]
#[pyo3(signature = (source, *, format = None))]
fn read(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    format: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let records = read_source(source, format)?;
    report(py, "RecordGames", &records)
}

/// Reads a record from its text (a `str`), like `read` does its bytes.
#[pyfunction]
#[pyo3(signature = (text, *, format = None))]
fn read_text(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    format: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let text = string_arg(text, "text")?;
    let opts = ReadOptions {
        format: format_arg(format)?,
        ..ReadOptions::default()
    };
    let records = guard(|| record::read_str(&text, &opts).map_err(|e| record_error(&e)))?;
    report(py, "RecordGames", &records)
}

/// A game as `read` returns them (its object or `.to_dict()`) → the core's game; every move is
/// checked.
fn game_arg(value: &Bound<'_, PyAny>) -> PyResult<GameRecord> {
    let dict = if value.is_instance_of::<PyDict>() {
        value.clone()
    } else if value.hasattr("to_dict")? && !value.is_instance_of::<PyString>() {
        value.call_method0("to_dict")?
    } else {
        return Err(argument_error("game", "a record game or its dict", value));
    };
    let py = value.py();
    let text: String = py
        .import("json")?
        .getattr("dumps")?
        .call1((dict,))
        .map_err(|e| xiangqi_error(xiangqi::ErrorCode::Argument.as_str(), &format!("game: {e}")))?
        .extract()?;
    serde_json::from_str(&text)
        .map_err(|e| xiangqi_error(xiangqi::ErrorCode::Argument.as_str(), &format!("game: {e}")))
}

/// Writes a game (as `read` returns them) as PGN, movetext in `notation` (`"chinese"` by
/// default, `"wxf"` or `"iccs"`), with its comments and variations.
#[pyfunction]
#[pyo3(signature = (game, *, notation = None))]
fn write_pgn(game: &Bound<'_, PyAny>, notation: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let n = match notation.filter(|n| !n.is_none()) {
        None => Notation::Chinese,
        Some(n) => notation_arg(n)?,
    };
    let g = game_arg(game)?;
    guard(|| Ok(record::write_pgn(&g, n)))
}

/// Writes a game (as `read` returns them) as DhtmlXQ/UBB, with its comments and variations.
#[pyfunction]
fn write_dhtmlxq(game: &Bound<'_, PyAny>) -> PyResult<String> {
    let g = game_arg(game)?;
    guard(|| Ok(record::write_dhtmlxq(&g)))
}

/// The FEN of the start position.
#[pyfunction]
fn start_fen() -> String {
    Position::new().fen()
}

/// Each move of `moves` (any notation) from `fen`, in ICCS: what `judge` reads.
#[pyfunction]
fn parse_moves(fen: &Bound<'_, PyAny>, moves: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    guard(|| {
        let start = position_arg(fen)?;
        let texts = args::move_texts(moves)?;
        Ok(moves_from(&start, &texts)?
            .iter()
            .map(Move::to_string)
            .collect())
    })
}

/// Raises `ERR_INTERNAL` from a panic inside the shim (for the tests of the panic guard).
#[pyfunction]
fn _panic_for_test() -> PyResult<()> {
    guard(|| -> PyResult<()> { panic!("a test panic") })
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyPosition>()?;
    m.add_class::<PyGame>()?;
    m.add_function(wrap_pyfunction!(judge, m)?)?;
    m.add_function(wrap_pyfunction!(judge_many, m)?)?;
    m.add_function(wrap_pyfunction!(describe, m)?)?;
    m.add_function(wrap_pyfunction!(classify, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(read_text, m)?)?;
    m.add_function(wrap_pyfunction!(write_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(write_dhtmlxq, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(parse_moves, m)?)?;
    m.add_function(wrap_pyfunction!(_panic_for_test, m)?)?;
    m.add("MAX_JUDGE_MOVES", adjudicator::MAX_JUDGE_MOVES)?;
    m.add("MAX_RECORD_BYTES", record::MAX_RECORD_BYTES)?;
    m.add("MAX_PERFT_DEPTH", MAX_PERFT_DEPTH)?;
    Ok(())
}
