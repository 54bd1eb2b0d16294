//! One game between two engines, refereed move by move by the core's live [`Game`]: before
//! each move the engine is told which moves the rules forbid it (UCCI `banmoves`, UCI
//! `go … searchmoves` with the others), and every way a game ends is written into its PGN.

use std::time::{Duration, Instant};

use xiangqi::adjudicator::{GameStatus, JudgeOptions, JudgeReport, Verdict};
use xiangqi::notation::Notation;
use xiangqi::{ByColor, Color, Game, Move, Outcome, Position};
use xiangqi_record::{self as record, GameRecord, MoveTree, TreeBuilder};

use super::engine::{Engine, EngineError, Score, Search};
use super::spec::{EngineSpec, Protocol};

/// An opening: a start position and moves played from it before the engines take over.
#[derive(Debug, Clone)]
pub struct Opening {
    /// The start position.
    pub start: Position,
    /// The moves (legal, checked when the openings were read).
    pub moves: Vec<Move>,
}

/// `--resign movecount=N score=CP`: a side whose engine scores ≤ −CP for N moves in a row, while
/// the other engine scores ≥ CP for as long, loses.
#[derive(Debug, Clone, Copy)]
pub struct ResignRule {
    /// Moves in a row.
    pub movecount: usize,
    /// Centipawns.
    pub score: i32,
}

/// `--draw movenumber=M movecount=N score=CP`: from move M, when both engines score within ±CP
/// for N moves each in a row, the game is drawn.
#[derive(Debug, Clone, Copy)]
pub struct DrawRule {
    /// First full move at which the rule applies.
    pub movenumber: u32,
    /// Moves in a row, each side.
    pub movecount: usize,
    /// Centipawns.
    pub score: i32,
}

/// What every game of the match shares.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The rules: rule set, fold, move limit.
    pub options: JudgeOptions,
    /// Tell the engines the forbidden moves (`--no-ban` turns it off: forbidden moves are then
    /// played and the game ends at the fold with the verdict).
    pub ban: bool,
    /// Time an engine may exceed its clock or `st` by.
    pub margin: Duration,
    /// How long a search without a clock (depth or nodes) may take.
    pub hang: Duration,
    /// How long start-up and `isready` may take.
    pub init: Duration,
    /// Resignation by scores.
    pub resign: Option<ResignRule>,
    /// Draw by scores.
    pub draw: Option<DrawRule>,
    /// The PGN `Event`.
    pub event: String,
    /// The PGN `Date` (`YYYY.MM.DD`).
    pub date: String,
}

/// One game to play.
#[derive(Debug, Clone)]
pub struct Job {
    /// 0-based game number in the match.
    pub index: usize,
    /// The engine playing Red (index into the specs).
    pub red: usize,
    /// The engine playing Black.
    pub black: usize,
    /// The opening.
    pub opening: Opening,
    /// Its number in the openings file (1-based), for the PGN.
    pub opening_number: usize,
}

/// How a game ended, in the PGN's `Termination` words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    /// Mate, stalemate, repetition decided by the rules, the move limit, a resignation.
    Normal,
    /// A forbidden, illegal or malformed move.
    RulesInfraction,
    /// A clock ran out.
    TimeForfeit,
    /// The engines' scores (`--resign`, `--draw`).
    Adjudication,
    /// An engine crashed or could not be started.
    Abandoned,
    /// An engine stopped answering.
    StalledConnection,
}

impl Termination {
    /// The `Termination` tag value.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Normal => "normal",
            Termination::RulesInfraction => "rules infraction",
            Termination::TimeForfeit => "time forfeit",
            Termination::Adjudication => "adjudication",
            Termination::Abandoned => "abandoned",
            Termination::StalledConnection => "stalled connection",
        }
    }
}

/// A finished game.
#[derive(Debug, Clone)]
pub struct Finished {
    /// The job.
    pub job: Job,
    /// The result.
    pub result: Outcome,
    /// How it ended.
    pub termination: Termination,
    /// Why, in words (also the comment at the deciding move).
    pub reason: String,
    /// The game as PGN.
    pub pgn: String,
    /// Engine problems: (code, message naming the engine and the game).
    pub errors: Vec<(&'static str, String)>,
    /// Warnings (unknown options, stray output).
    pub warnings: Vec<String>,
    /// Figures.
    pub stats: GameStats,
}

/// Figures of one game.
#[derive(Debug, Clone, Default)]
pub struct GameStats {
    /// Plies played by the engines (the opening's not counted).
    pub plies: usize,
    /// Time from `go` to `bestmove`, summed.
    pub engine_time: Duration,
    /// Time in the referee (forbidden moves, playing and judging each move), summed.
    pub referee_time: Duration,
    /// Of it, the time in `forbidden_moves` and the allowed list.
    pub forbidden_time: Duration,
    /// Turns at which some moves were forbidden (and the engine was told so when banning).
    pub banned_turns: usize,
    /// Of those, turns at which the engine played an allowed move.
    pub changed: usize,
    /// The game ended by repetition at the fold (the verdict decided it).
    pub repetition: Option<Verdict>,
    /// A forbidden move was played (and lost, when banning).
    pub forbidden_played: bool,
}

/// The running engines of one worker, by engine index (started on first use, restarted after a
/// crash or hang).
pub struct Slots(pub Vec<Option<Engine>>);

impl Slots {
    /// No engine running.
    pub fn new(n: usize) -> Slots {
        Slots((0..n).map(|_| None).collect())
    }

    /// Stops them all.
    pub fn shutdown(&mut self) {
        for e in self.0.iter_mut().flatten() {
            e.kill();
        }
        self.0.iter_mut().for_each(|s| *s = None);
    }
}

/// What ended the game.
struct End {
    result: Outcome,
    termination: Termination,
    reason: String,
}

/// Plays one game.
pub fn play(job: Job, specs: &[EngineSpec], settings: &Settings, slots: &mut Slots) -> Finished {
    let mut referee = Referee {
        job: &job,
        specs,
        settings,
        errors: Vec::new(),
        warnings: Vec::new(),
        stats: GameStats::default(),
    };
    let opening = &job.opening;
    let mut builder = TreeBuilder::new(opening.start.clone());
    let mut node = MoveTree::ROOT;
    for &m in &opening.moves {
        node = builder
            .play(node, m)
            .expect("openings are checked when read");
    }
    let mut game = Game::from_moves(opening.start.clone(), &opening.moves, settings.options)
        .expect("openings are checked when read");
    let end = referee.run(&mut game, &mut builder, &mut node, slots);
    // the referee's reason at the deciding move
    builder.comment(node, &end.reason);
    let mut rec = GameRecord::new(opening.start.clone());
    rec.tree = builder.finish();
    rec.result = Some(end.result.into());
    let (red, black) = (&specs[job.red], &specs[job.black]);
    let tags = &mut rec.tags;
    tags.set("event", settings.event.clone());
    tags.set("site", "?");
    tags.set("date", settings.date.clone());
    tags.set("round", (job.index + 1).to_string());
    tags.set("red", red.name.clone());
    tags.set("black", black.name.clone());
    tags.set("termination", end.termination.as_str());
    tags.set("rules", rules_name(&settings.options));
    tags.set("opening", format!("#{}", job.opening_number));
    tags.set("plyCount", game.moves().len().to_string());
    for (side, spec) in [("red", red), ("black", black)] {
        tags.set(&format!("{side}TimeControl"), limits_tag(spec));
    }
    let pgn = record::write_pgn(&rec, Notation::Iccs);
    Finished {
        result: end.result,
        termination: end.termination,
        reason: end.reason,
        pgn,
        errors: referee.errors,
        warnings: referee.warnings,
        stats: referee.stats,
        job,
    }
}

/// `axf`, `chinese` or `chinese1965`, with the fold and move limit.
fn rules_name(o: &JudgeOptions) -> String {
    let name = serde_json::to_value(o.rules)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    format!("{name} fold={} move-limit={}", o.fold, o.move_limit)
}

/// The search limits of an engine, for the PGN (`40/60+0.5`, `st=1`, `depth=2`, `nodes=1000`).
fn limits_tag(spec: &EngineSpec) -> String {
    let mut parts = Vec::new();
    if let Some(tc) = spec.tc {
        parts.push(tc.pgn());
    }
    if let Some(st) = spec.st {
        parts.push(format!("st={}", st.as_secs_f64()));
    }
    if let Some(d) = spec.depth {
        parts.push(format!("depth={d}"));
    }
    if let Some(n) = spec.nodes {
        parts.push(format!("nodes={n}"));
    }
    parts.join(" ")
}

struct Referee<'a> {
    job: &'a Job,
    specs: &'a [EngineSpec],
    settings: &'a Settings,
    errors: Vec<(&'static str, String)>,
    warnings: Vec<String>,
    stats: GameStats,
}

/// A side's clock.
#[derive(Debug, Clone, Copy)]
struct Clock {
    left: Duration,
    moves: u32,
}

impl<'a> Referee<'a> {
    fn game_name(&self) -> String {
        format!(
            "game {} ({} vs {})",
            self.job.index + 1,
            self.specs[self.job.red].name,
            self.specs[self.job.black].name
        )
    }

    fn engine_of(&self, side: Color) -> usize {
        match side {
            Color::Red => self.job.red,
            Color::Black => self.job.black,
        }
    }

    /// Records an engine failure and the loss of `side`.
    fn failure(&mut self, side: Color, e: &EngineError, termination: Termination) -> End {
        let message = format!("{}: {}", self.game_name(), e.message());
        self.errors.push((e.code(), message));
        End {
            result: win(!side),
            termination,
            reason: format!("{} loses: {}", side_name(side), e.message()),
        }
    }

    /// Makes sure the engine of `side` runs and is ready for a new game.
    fn ready(&mut self, side: Color, slots: &mut Slots) -> Result<(), End> {
        let i = self.engine_of(side);
        if slots.0[i].is_none() {
            match Engine::start(&self.specs[i], self.settings.init) {
                Ok(mut e) => {
                    for w in e.warnings.drain(..) {
                        self.warnings.push(format!("{}: {w}", self.game_name()));
                    }
                    slots.0[i] = Some(e);
                }
                Err(e) => {
                    let t = match e {
                        EngineError::Hang(_) => Termination::StalledConnection,
                        _ => Termination::Abandoned,
                    };
                    return Err(self.failure(side, &e, t));
                }
            }
        }
        let engine = slots.0[i].as_mut().expect("started");
        if let Err(e) = engine.new_game(self.settings.init) {
            slots.0[i] = None;
            let t = match e {
                EngineError::Hang(_) => Termination::StalledConnection,
                _ => Termination::Abandoned,
            };
            return Err(self.failure(side, &e, t));
        }
        Ok(())
    }

    fn run(
        &mut self,
        game: &mut Game,
        builder: &mut TreeBuilder,
        node: &mut record::NodeId,
        slots: &mut Slots,
    ) -> End {
        for side in [Color::Red, Color::Black] {
            if let Err(end) = self.ready(side, slots) {
                return end;
            }
        }
        let clock = |spec: &EngineSpec| Clock {
            left: spec.tc.map(|tc| tc.base).unwrap_or_default(),
            moves: 0,
        };
        let mut clocks = ByColor {
            red: clock(&self.specs[self.job.red]),
            black: clock(&self.specs[self.job.black]),
        };
        // each side's last scores (from its own point of view), latest last
        let mut scores: ByColor<Vec<Option<i32>>> = ByColor::default();
        let start_fen = game.start().fen();
        loop {
            if let Some(end) = game_over(game) {
                if game.status(false).status == GameStatus::Repetition {
                    self.stats.repetition = Some(game.status(false).verdict);
                }
                return end;
            }
            let side = game.turn();
            let ei = self.engine_of(side);
            let spec = &self.specs[ei];
            let t_ref = Instant::now();
            let forbidden = game.forbidden_moves();
            // Only the moves that themselves complete a forbidden repetition are banned; a move
            // whose loss would come on the opponent's reply (`reply`) breaks no rule itself.
            let banned: Vec<Move> = forbidden
                .iter()
                .filter(|f| f.reply.is_none())
                .map(|f| f.mv)
                .collect();
            let allowed: Vec<Move> = if banned.is_empty() {
                Vec::new()
            } else {
                game.position()
                    .legal_moves()
                    .into_iter()
                    .filter(|m| !banned.contains(m))
                    .collect()
            };
            self.stats.referee_time += t_ref.elapsed();
            self.stats.forbidden_time += t_ref.elapsed();
            if !banned.is_empty() {
                self.stats.banned_turns += 1;
            }
            let (tell_banned, tell_allowed) = if self.settings.ban {
                (&banned[..], &allowed[..])
            } else {
                (&[][..], &[][..])
            };
            let engine = slots.0[ei].as_mut().expect("ready");
            let mut position = format!("position fen {start_fen}");
            if !game.moves().is_empty() {
                position.push_str(" moves");
                for &m in game.moves() {
                    position.push(' ');
                    position.push_str(&engine.write_move(m));
                }
            }
            let (go, deadline) = go_command(spec, &clocks, side, self.settings);
            let search = engine.search(&position, tell_banned, tell_allowed, &go, deadline);
            let search: Search = match search {
                Ok(s) => s,
                Err(e) => {
                    if let Some(mut e) = slots.0[ei].take() {
                        e.kill();
                    }
                    let t = match (&e, spec.tc.is_some() || spec.st.is_some()) {
                        (EngineError::Hang(_), true) => {
                            let e = EngineError::Hang(format!(
                                "engine {:?} lost on time (no bestmove before its time ran out)",
                                spec.name
                            ));
                            return self.failure(side, &e, Termination::TimeForfeit);
                        }
                        (EngineError::Hang(_), false) => Termination::StalledConnection,
                        _ => Termination::Abandoned,
                    };
                    return self.failure(side, &e, t);
                }
            };
            self.stats.engine_time += search.elapsed;
            if !search.garbage.is_empty() {
                self.warnings.push(format!(
                    "{}: engine {:?} printed lines that are not {}: {:?}",
                    self.game_name(),
                    spec.name,
                    match spec.proto {
                        Protocol::Uci => "UCI",
                        Protocol::Ucci => "UCCI",
                    },
                    search.garbage
                ));
            }
            // time
            if let Some(tc) = spec.tc {
                let c = clocks.get_mut(side);
                if search.elapsed > c.left + self.settings.margin {
                    let e = EngineError::Hang(format!(
                        "engine {:?} lost on time ({:.3} s for the move, {:.3} s left)",
                        spec.name,
                        search.elapsed.as_secs_f64(),
                        c.left.as_secs_f64()
                    ));
                    return self.failure(side, &e, Termination::TimeForfeit);
                }
                c.left = c.left.saturating_sub(search.elapsed) + tc.increment;
                c.moves += 1;
                if tc.moves.is_some_and(|n| c.moves % n == 0) {
                    c.left += tc.base;
                }
            } else if let Some(st) = spec.st {
                if search.elapsed > st + self.settings.margin {
                    let e = EngineError::Hang(format!(
                        "engine {:?} lost on time ({:.3} s for a move of st={})",
                        spec.name,
                        search.elapsed.as_secs_f64(),
                        st.as_secs_f64()
                    ));
                    return self.failure(side, &e, Termination::TimeForfeit);
                }
            }
            let name = spec.name.clone();
            let Some(text) = search.best.clone() else {
                return End {
                    result: win(!side),
                    termination: Termination::Normal,
                    reason: format!("{} resigns: engine {name:?} gave no move", side_name(side)),
                };
            };
            let engine = slots.0[ei].as_ref().expect("ready");
            let Some(m) = engine.read_move(&text) else {
                let message = format!("engine {name:?} played a malformed move {text:?}");
                self.errors.push((
                    xiangqi::ErrorCode::EngineMove.as_str(),
                    format!("{}: {message}", self.game_name()),
                ));
                return End {
                    result: win(!side),
                    termination: Termination::RulesInfraction,
                    reason: format!("{} loses: {message}", side_name(side)),
                };
            };
            if !game.position().is_legal(m) {
                let message = format!("engine {name:?} played an illegal move {text:?} ({m})");
                self.errors.push((
                    xiangqi::ErrorCode::EngineMove.as_str(),
                    format!("{}: {message}", self.game_name()),
                ));
                return End {
                    result: win(!side),
                    termination: Termination::RulesInfraction,
                    reason: format!(
                        "{} loses: {message} in {}",
                        side_name(side),
                        game.position().fen()
                    ),
                };
            }
            if !banned.is_empty() && !banned.contains(&m) {
                self.stats.changed += 1;
            }
            let t_ref = Instant::now();
            let played = game.play(m);
            self.stats.referee_time += t_ref.elapsed();
            if let Err(e) = played {
                // the game holds the most moves it can judge
                return End {
                    result: Outcome::Draw,
                    termination: Termination::Adjudication,
                    reason: format!("draw: {e}"),
                };
            }
            self.stats.plies += 1;
            *node = builder.play(*node, m).expect("a legal move");
            builder.comment(*node, &move_comment(&search));
            scores.get_mut(side).push(search.score.map(Score::cp));
            if let Some(f) = forbidden.iter().find(|f| f.mv == m && f.reply.is_none()) {
                self.stats.forbidden_played = true;
                if self.settings.ban {
                    return End {
                        result: win(!side),
                        termination: Termination::RulesInfraction,
                        reason: format!(
                            "{} loses: engine {name:?} played {m}, which the rules forbid ({}); {}",
                            side_name(side),
                            match spec.proto {
                                _ if allowed.is_empty() => "every legal move was forbidden",
                                Protocol::Uci => "it was told: go searchmoves without it",
                                Protocol::Ucci => "it was told: banmoves",
                            },
                            verdict_text(&f.status)
                        ),
                    };
                }
            }
            if let Some(end) = self.adjudicate(game, &scores) {
                return end;
            }
        }
    }

    /// `--resign` and `--draw` by the engines' scores.
    fn adjudicate(&self, game: &Game, scores: &ByColor<Vec<Option<i32>>>) -> Option<End> {
        let last = |v: &Vec<Option<i32>>, n: usize| -> Option<Vec<i32>> {
            if n == 0 || v.len() < n {
                return None;
            }
            v[v.len() - n..].iter().copied().collect()
        };
        if let Some(r) = self.settings.resign {
            for side in Color::ALL {
                let (Some(own), Some(theirs)) = (
                    last(scores.get(side), r.movecount),
                    last(scores.get(!side), r.movecount),
                ) else {
                    continue;
                };
                if own.iter().all(|&s| s <= -r.score) && theirs.iter().all(|&s| s >= r.score) {
                    return Some(End {
                        result: win(!side),
                        termination: Termination::Adjudication,
                        reason: format!(
                            "{} loses by adjudication: both engines' scores at least {} cp for {} for {} moves",
                            side_name(side),
                            r.score,
                            side_name(!side),
                            r.movecount
                        ),
                    });
                }
            }
        }
        if let Some(d) = self.settings.draw {
            if game.position().fullmoves() >= d.movenumber {
                if let (Some(a), Some(b)) = (
                    last(&scores.red, d.movecount),
                    last(&scores.black, d.movecount),
                ) {
                    if a.iter().chain(&b).all(|s| s.abs() <= d.score) {
                        return Some(End {
                            result: Outcome::Draw,
                            termination: Termination::Adjudication,
                            reason: format!(
                                "draw by adjudication: both engines' scores within ±{} cp for {} moves",
                                d.score, d.movecount
                            ),
                        });
                    }
                }
            }
        }
        None
    }
}

/// The `go` arguments for `side`'s engine, and when its answer is overdue.
fn go_command(
    spec: &EngineSpec,
    clocks: &ByColor<Clock>,
    side: Color,
    s: &Settings,
) -> (String, Instant) {
    let now = Instant::now();
    let ms = |d: Duration| d.as_millis();
    let mut go = Vec::new();
    let mut deadline = now + s.hang;
    if let Some(tc) = spec.tc {
        let own = *clocks.get(side);
        let opp = *clocks.get(!side);
        let to_go = tc.moves.map(|n| n - own.moves % n);
        match spec.proto {
            Protocol::Uci => {
                let (w, b) = match side {
                    Color::Red => (own, opp),
                    Color::Black => (opp, own),
                };
                go.push(format!(
                    "wtime {} btime {} winc {} binc {}",
                    ms(w.left),
                    ms(b.left),
                    ms(tc.increment),
                    ms(tc.increment)
                ));
                if let Some(n) = to_go {
                    go.push(format!("movestogo {n}"));
                }
            }
            Protocol::Ucci => {
                go.push(format!("time {}", ms(own.left)));
                match to_go {
                    Some(n) => go.push(format!("movestogo {n}")),
                    None => go.push(format!("increment {}", ms(tc.increment))),
                }
                go.push(format!("opptime {}", ms(opp.left)));
            }
        }
        deadline = now + own.left + s.margin;
    }
    if let Some(st) = spec.st {
        match spec.proto {
            Protocol::Uci => go.push(format!("movetime {}", ms(st))),
            Protocol::Ucci => go.push(format!("time {} movestogo 1", ms(st))),
        }
        deadline = now + st + s.margin;
    }
    if let Some(d) = spec.depth {
        go.push(format!("depth {d}"));
    }
    if let Some(n) = spec.nodes {
        go.push(format!("nodes {n}"));
    }
    (go.join(" "), deadline)
}

/// `+0.35/12 0.08s`, as cutechess writes engine scores.
fn move_comment(s: &Search) -> String {
    let mut c = String::new();
    if let Some(score) = s.score {
        c.push_str(&score.pgn());
        if let Some(d) = s.depth {
            c.push_str(&format!("/{d}"));
        }
        c.push(' ');
    }
    c.push_str(&format!("{:.3}s", s.elapsed.as_secs_f64()));
    c
}

/// Mate, stalemate, repetition at the fold, move limit, a dead position: the end with the
/// referee's reason.
fn game_over(game: &Game) -> Option<End> {
    let end = game.outcome()?;
    let status = game.status(false);
    let result = end.result;
    let loser = match result {
        Outcome::Decisive { winner: Color::Red } => "Black",
        Outcome::Decisive {
            winner: Color::Black,
        } => "Red",
        Outcome::Draw => "",
    };
    let reason = match end.status {
        GameStatus::Checkmate => format!("{loser} is checkmated"),
        GameStatus::Stalemate => format!("{loser} has no legal move (困毙) and loses"),
        GameStatus::MoveLimit => format!(
            "draw by the move limit: {} plies without a capture",
            game.options().move_limit
        ),
        GameStatus::Repetition => format!(
            "repetition ({} occurrences): {}",
            status.occurrences,
            verdict_text(&status)
        ),
        GameStatus::DeadPosition => {
            "draw: neither side has a piece left that could mate (AXF 细则4)".to_string()
        }
        GameStatus::Ongoing => return None,
    };
    Some(End {
        result,
        termination: Termination::Normal,
        reason,
    })
}

/// The verdict with each side's pattern, pieces and articles, and the explanation.
pub fn verdict_text(r: &JudgeReport) -> String {
    let name = |v: &dyn erased::Named| v.name();
    let verdict = match r.verdict {
        Verdict::RedMustChange => "Red must change, otherwise loses".to_string(),
        Verdict::BlackMustChange => "Black must change, otherwise loses".to_string(),
        Verdict::Draw => "no side must change: draw".to_string(),
        Verdict::None => "no cycle".to_string(),
    };
    let mut parts = vec![verdict];
    for (side, s) in [("Red", &r.sides.red), ("Black", &r.sides.black)] {
        let mut p = format!("{side}: {}", name(&s.pattern));
        if !s.pieces.is_empty() {
            let pieces: Vec<String> = s
                .pieces
                .iter()
                .map(|p| format!("{}{}", p.piece.char(), p.square))
                .collect();
            p.push_str(&format!(" [{}]", pieces.join(" ")));
        }
        if !s.articles.is_empty() {
            let a: Vec<&str> = s.articles.iter().map(|a| a.title()).collect();
            p.push_str(&format!(" ({})", a.join(", ")));
        }
        parts.push(p);
    }
    let mut text = parts.join("; ");
    if !r.explanation.en.is_empty() {
        text.push_str(" — ");
        text.push_str(&r.explanation.en);
    }
    text
}

mod erased {
    /// The serde name of a unit enum value (`perpetual_check`).
    pub trait Named {
        fn name(&self) -> String;
    }
    impl<T: serde::Serialize> Named for T {
        fn name(&self) -> String {
            serde_json::to_value(self)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        }
    }
}

fn win(winner: Color) -> Outcome {
    Outcome::Decisive { winner }
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}
