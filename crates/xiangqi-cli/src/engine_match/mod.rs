//! `xiangqi match --engine cmd=… name=… proto=uci|ucci tc=… --engine … [--games N]
//! [--concurrency K] [--openings FILE [--repeat]] [--rules R] [--pgn OUT] …`: engine matches
//! refereed by the rules (see README "Running engine matches").
//!
//! Each game is played by one worker thread with its own engine processes (started on first
//! use, kept between games, restarted after a crash or hang); the main thread appends each
//! finished game to the PGN, prints the progress and keeps the tables.

use std::collections::VecDeque;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use xiangqi::adjudicator::{JudgeOptions, Verdict};
use xiangqi::{Color, Game, Outcome, Position};
use xiangqi_record::{self as record, ReadOptions};

use crate::error;

mod engine;
mod referee;
mod spec;
mod stats;

use referee::{DrawRule, Finished, Job, Opening, ResignRule, Settings, Slots, Termination};
use spec::EngineSpec;
use stats::{Sprt, SprtState, Wdl};

/// Arguments of `xiangqi match`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// An engine: `key=value` arguments up to the next option — `cmd=PROGRAM` (split at spaces;
    /// quote parts with spaces), `arg=ONE` (one more argument), `name=`, `dir=`,
    /// `proto=uci|ucci`, `coords=detect|iccs|fsf` (UCI squares: ranks 0–9, or 1–10 as
    /// Fairy-Stockfish; detected from its `UCI_Variant` option), `option.NAME=VALUE`,
    /// `tc=40/60+0.5` (moves/seconds+increment), `st=SECONDS` (per move), `depth=N`, `nodes=N`.
    /// Give two or more.
    #[arg(long = "engine", num_args = 1.., value_name = "KEY=VALUE", action = clap::ArgAction::Append, required = true)]
    pub engines: Vec<String>,
    /// `key=value` arguments for every engine (each engine's own override them).
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    pub each: Vec<String>,
    /// `round-robin` (every pair) or `gauntlet` (the first engine against each other).
    #[arg(long, default_value = "round-robin", value_parser = ["round-robin", "gauntlet"])]
    pub tournament: String,
    /// Games per pair of engines (colours alternate).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub games: u32,
    /// Games played at the same time (each with its own engine processes).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub concurrency: u32,
    /// Start positions: a FEN per line (`#` comments), or a record file of any format
    /// `xiangqi read` reads (each game's start and mainline is an opening). Used in turn.
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// Play each opening twice, the second time with colours reversed.
    #[arg(long)]
    pub repeat: bool,
    #[command(flatten)]
    pub rule: crate::judge::RuleArgs,
    /// Do not tell the engines the forbidden moves (no UCCI `banmoves`, no UCI `searchmoves`):
    /// a forbidden repetition then goes on until the fold, where the verdict decides the game.
    #[arg(long)]
    pub no_ban: bool,
    /// Append each game to this PGN file as it finishes.
    #[arg(long, value_name = "OUT")]
    pub pgn: Option<PathBuf>,
    /// Resign adjudication: `movecount=N score=CP` — a side loses when its engine scores at most
    /// −CP and the other engine at least CP for N moves each in a row.
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    pub resign: Vec<String>,
    /// Draw adjudication: `movenumber=M movecount=N score=CP` — from move M, a draw when both
    /// engines score within ±CP for N moves each in a row.
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    pub draw: Vec<String>,
    /// Sequential probability ratio test of the first engine against the second:
    /// `elo0=0 elo1=5 alpha=0.05 beta=0.05`; the match stops when it accepts a hypothesis.
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    pub sprt: Vec<String>,
    /// Milliseconds an engine may exceed its clock or `st=` by before it loses on time.
    #[arg(long, default_value_t = 200)]
    pub timemargin: u64,
    /// Seconds a search limited by depth or nodes only may take before the engine counts as
    /// hung (it loses the game, and is restarted for the next).
    #[arg(long, default_value_t = 60.0)]
    pub hang_timeout: f64,
    /// Seconds an engine may take to start (`uciok`/`ucciok`) and to answer `isready`.
    #[arg(long, default_value_t = 60.0)]
    pub init_timeout: f64,
    /// The PGN `Event` tag.
    #[arg(long, default_value = "xiangqi match")]
    pub event: String,
    /// Print the final summary as JSON (one object) instead of tables.
    #[arg(long)]
    pub json: bool,
}

/// Runs the subcommand.
pub fn run(args: &Args) -> ExitCode {
    let groups = engine_groups(args);
    let setup = match Setup::new(args, &groups) {
        Ok(s) => s,
        Err((code, message)) => return error::report(code, &message),
    };
    setup.play(args)
}

/// Everything checked before the first game.
struct Setup {
    specs: Vec<EngineSpec>,
    settings: Settings,
    jobs: Vec<Job>,
    pairs: Vec<(usize, usize)>,
    sprt: Option<Sprt>,
}

type SetupError = (&'static str, String);

fn arg_err(message: String) -> SetupError {
    (xiangqi::ErrorCode::Argument.as_str(), message)
}

impl Setup {
    fn new(args: &Args, groups: &[Vec<String>]) -> Result<Setup, SetupError> {
        if groups.len() < 2 {
            return Err(arg_err("a match needs two or more --engine".into()));
        }
        let specs = groups
            .iter()
            .enumerate()
            .map(|(i, a)| EngineSpec::parse(&args.each, a, i))
            .collect::<Result<Vec<_>, _>>()
            .map_err(arg_err)?;
        for (i, s) in specs.iter().enumerate() {
            if specs[..i].iter().any(|o| o.name == s.name) {
                return Err(arg_err(format!(
                    "two engines are named {:?} (give name=)",
                    s.name
                )));
            }
            if let Err(m) = find_program(s) {
                return Err((xiangqi::ErrorCode::EngineStart.as_str(), m));
            }
        }
        let options = args.rule.options();
        let openings = match &args.openings {
            None => vec![Opening {
                start: Position::new(),
                moves: Vec::new(),
            }],
            Some(path) => read_openings(path, &options)?,
        };
        let resign = if args.resign.is_empty() {
            None
        } else {
            let kv = key_values("--resign", &args.resign, &["movecount", "score"])?;
            Some(ResignRule {
                movecount: kv[0].max(1.0) as usize,
                score: kv[1] as i32,
            })
        };
        let draw = if args.draw.is_empty() {
            None
        } else {
            let kv = key_values("--draw", &args.draw, &["movenumber", "movecount", "score"])?;
            Some(DrawRule {
                movenumber: kv[0] as u32,
                movecount: kv[1].max(1.0) as usize,
                score: kv[2] as i32,
            })
        };
        let sprt = if args.sprt.is_empty() {
            None
        } else {
            let kv = key_values("--sprt", &args.sprt, &["elo0", "elo1", "alpha", "beta"])?;
            let t = Sprt {
                elo0: kv[0],
                elo1: kv[1],
                alpha: kv[2],
                beta: kv[3],
            };
            if !(t.elo1 > t.elo0 && t.alpha > 0.0 && t.alpha < 1.0 && t.beta > 0.0 && t.beta < 1.0)
            {
                return Err(arg_err(
                    "--sprt: needs elo1 > elo0 and alpha, beta between 0 and 1".into(),
                ));
            }
            Some(t)
        };
        let secs = |name: &str, v: f64| {
            (v.is_finite() && v > 0.0 && v < 1e6)
                .then(|| Duration::from_secs_f64(v))
                .ok_or_else(|| {
                    arg_err(format!("--{name}: {v} is not a positive number of seconds"))
                })
        };
        let settings = Settings {
            options,
            ban: !args.no_ban,
            margin: Duration::from_millis(args.timemargin),
            hang: secs("hang-timeout", args.hang_timeout)?,
            init: secs("init-timeout", args.init_timeout)?,
            resign,
            draw,
            event: args.event.clone(),
            date: today(),
        };
        let n = specs.len();
        let pairs: Vec<(usize, usize)> = match args.tournament.as_str() {
            "gauntlet" => (1..n).map(|j| (0, j)).collect(),
            _ => (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                .collect(),
        };
        let mut jobs = Vec::new();
        let per_opening = if args.repeat { 2 } else { 1 };
        for g in 0..args.games as usize {
            for &(a, b) in &pairs {
                let o = (g / per_opening) % openings.len();
                let (red, black) = if g % 2 == 0 { (a, b) } else { (b, a) };
                jobs.push(Job {
                    index: jobs.len(),
                    red,
                    black,
                    opening: openings[o].clone(),
                    opening_number: o + 1,
                });
            }
        }
        Ok(Setup {
            specs,
            settings,
            jobs,
            pairs,
            sprt,
        })
    }

    fn play(self, args: &Args) -> ExitCode {
        let Setup {
            specs,
            settings,
            jobs,
            pairs,
            sprt,
        } = self;
        let mut pgn_out = match &args.pgn {
            None => None,
            Some(p) => match std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
            {
                Ok(f) => Some(f),
                Err(e) => {
                    return error::report(
                        xiangqi::ErrorCode::Argument.as_str(),
                        &format!("cannot open {} for appending: {e}", p.display()),
                    )
                }
            },
        };
        let total = jobs.len();
        let queue = Arc::new(Mutex::new(VecDeque::from(jobs)));
        let stop = Arc::new(AtomicBool::new(false));
        let specs = Arc::new(specs);
        let settings = Arc::new(settings);
        let (tx, rx) = mpsc::channel::<Finished>();
        let workers: Vec<_> = (0..args.concurrency.min(total as u32).max(1))
            .map(|_| {
                let (queue, stop, specs, settings, tx) = (
                    queue.clone(),
                    stop.clone(),
                    specs.clone(),
                    settings.clone(),
                    tx.clone(),
                );
                std::thread::spawn(move || {
                    let mut slots = Slots::new(specs.len());
                    loop {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let Some(job) = queue.lock().expect("queue").pop_front() else {
                            break;
                        };
                        let done = referee::play(job, &specs, &settings, &mut slots);
                        if tx.send(done).is_err() {
                            break;
                        }
                    }
                    slots.shutdown();
                })
            })
            .collect();
        drop(tx);
        let t0 = Instant::now();
        let mut tally = Tally::new(specs.len());
        for done in rx {
            if let Some(f) = pgn_out.as_mut() {
                let ok = f
                    .write_all(done.pgn.as_bytes())
                    .and_then(|_| f.write_all(b"\n"));
                if let Err(e) = ok.and_then(|_| f.flush()) {
                    error::print(&error::object(
                        xiangqi::ErrorCode::Output.as_str(),
                        &format!("game {}: cannot write the PGN: {e}", done.job.index + 1),
                    ));
                }
            }
            for (code, message) in &done.errors {
                error::print(&error::object(code, message));
            }
            for w in &done.warnings {
                eprintln!("{}", serde_json::json!({ "warning": { "message": w } }));
            }
            tally.add(&done);
            let (red, black) = (&specs[done.job.red].name, &specs[done.job.black].name);
            eprintln!(
                "Finished game {} ({red} vs {black}): {} {{{}}}",
                done.job.index + 1,
                done.result.pgn(),
                done.reason
            );
            let (a, b) = pair_of(&done.job);
            let wdl = tally.pair(a, b);
            eprintln!(
                "Score of {} vs {}: {} - {} - {}  [{:.3}] {}   ({}/{total} games, {:.1} games/min)",
                specs[a].name,
                specs[b].name,
                wdl.w,
                wdl.l,
                wdl.d,
                wdl.score(),
                wdl.n(),
                tally.games,
                f64::from(tally.games) * 60.0 / t0.elapsed().as_secs_f64().max(1e-9)
            );
            if let Some(t) = &sprt {
                let (llr, state) = t.state(&tally.pair(0, 1));
                let (lo, hi) = t.bounds();
                eprintln!("SPRT: llr {llr:.2} ({lo:.2}, {hi:.2})");
                if state != SprtState::Continue {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
        for w in workers {
            let _ = w.join();
        }
        let wall = t0.elapsed();
        let summary = tally.summary(&specs, &pairs, &settings, sprt.as_ref(), wall, total);
        if args.json {
            println!("{summary}");
        } else {
            print!("{}", tally.table(&specs, &pairs, &summary));
        }
        ExitCode::SUCCESS
    }
}

/// The `key=value` arguments of each `--engine`: clap's derive flattens the occurrences, so
/// they are read again from the command line's matches, which keep them apart.
fn engine_groups(args: &Args) -> Vec<Vec<String>> {
    use clap::CommandFactory;
    let groups = crate::Cli::command()
        .try_get_matches_from(std::env::args_os())
        .ok()
        .and_then(|m| {
            let (_, sub) = m.subcommand()?;
            let occ = sub.get_occurrences::<String>("engines")?;
            Some(
                occ.map(|o| o.cloned().collect::<Vec<_>>())
                    .collect::<Vec<_>>(),
            )
        });
    match groups {
        Some(g) if g.iter().map(Vec::len).sum::<usize>() == args.engines.len() => g,
        // not run from the command line: one engine per value
        _ => args.engines.iter().map(|a| vec![a.clone()]).collect(),
    }
}

/// The pair a game belongs to, lower engine index first.
fn pair_of(job: &Job) -> (usize, usize) {
    (job.red.min(job.black), job.red.max(job.black))
}

/// Results and figures of the games finished.
struct Tally {
    /// `wdl[a][b]`: engine a's results against b.
    wdl: Vec<Vec<Wdl>>,
    games: u32,
    plies: usize,
    engine_time: Duration,
    referee_time: Duration,
    forbidden_time: Duration,
    repetitions: u32,
    repetition_decided: u32,
    banned_turns: usize,
    changed: usize,
    forbidden_played: u32,
    terminations: Vec<(Termination, u32)>,
    errors: u32,
}

impl Tally {
    fn new(n: usize) -> Tally {
        Tally {
            wdl: vec![vec![Wdl::default(); n]; n],
            games: 0,
            plies: 0,
            engine_time: Duration::ZERO,
            referee_time: Duration::ZERO,
            forbidden_time: Duration::ZERO,
            repetitions: 0,
            repetition_decided: 0,
            banned_turns: 0,
            changed: 0,
            forbidden_played: 0,
            terminations: Vec::new(),
            errors: 0,
        }
    }

    fn add(&mut self, f: &Finished) {
        self.games += 1;
        let (r, b) = (f.job.red, f.job.black);
        match f.result {
            Outcome::Decisive { winner: Color::Red } => {
                self.wdl[r][b].w += 1;
                self.wdl[b][r].l += 1;
            }
            Outcome::Decisive {
                winner: Color::Black,
            } => {
                self.wdl[r][b].l += 1;
                self.wdl[b][r].w += 1;
            }
            Outcome::Draw => {
                self.wdl[r][b].d += 1;
                self.wdl[b][r].d += 1;
            }
        }
        let s = &f.stats;
        self.plies += s.plies;
        self.engine_time += s.engine_time;
        self.referee_time += s.referee_time;
        self.forbidden_time += s.forbidden_time;
        self.banned_turns += s.banned_turns;
        self.changed += s.changed;
        self.forbidden_played += u32::from(s.forbidden_played);
        if let Some(v) = s.repetition {
            self.repetitions += 1;
            if matches!(v, Verdict::RedMustChange | Verdict::BlackMustChange) {
                self.repetition_decided += 1;
            }
        }
        match self
            .terminations
            .iter_mut()
            .find(|(t, _)| *t == f.termination)
        {
            Some((_, n)) => *n += 1,
            None => self.terminations.push((f.termination, 1)),
        }
        self.errors += f.errors.len() as u32;
    }

    fn pair(&self, a: usize, b: usize) -> Wdl {
        self.wdl[a][b]
    }

    fn summary(
        &self,
        specs: &[EngineSpec],
        pairs: &[(usize, usize)],
        settings: &Settings,
        sprt: Option<&Sprt>,
        wall: Duration,
        scheduled: usize,
    ) -> serde_json::Value {
        let pair_json: Vec<_> = pairs
            .iter()
            .map(|&(a, b)| {
                let w = self.pair(a, b);
                let (elo, err) = match w.elo() {
                    Some(_) if w.score() >= 1.0 => (f64::INFINITY, f64::NAN),
                    Some(_) if w.score() <= 0.0 => (f64::NEG_INFINITY, f64::NAN),
                    Some(e) => e,
                    None => (f64::NAN, f64::NAN),
                };
                serde_json::json!({
                    "engines": [specs[a].name, specs[b].name],
                    "wins": w.w, "draws": w.d, "losses": w.l, "games": w.n(),
                    "score": w.score(), "elo": finite(elo), "eloError": finite(err),
                })
            })
            .collect();
        let engines: Vec<_> = specs
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut t = Wdl::default();
                for w in &self.wdl[i] {
                    t.w += w.w;
                    t.d += w.d;
                    t.l += w.l;
                }
                serde_json::json!({
                    "name": s.name, "wins": t.w, "draws": t.d, "losses": t.l,
                    "points": f64::from(t.w) + f64::from(t.d) / 2.0, "games": t.n(),
                })
            })
            .collect();
        let per_ply = |d: Duration| d.as_secs_f64() * 1e6 / self.plies.max(1) as f64;
        let terminations: serde_json::Map<_, _> = self
            .terminations
            .iter()
            .map(|(t, n)| (t.as_str().to_string(), (*n).into()))
            .collect();
        let sprt_json = sprt.map(|t| {
            let (llr, state) = t.state(&self.pair(0, 1));
            let (lo, hi) = t.bounds();
            serde_json::json!({
                "elo0": t.elo0, "elo1": t.elo1, "alpha": t.alpha, "beta": t.beta,
                "llr": llr, "lower": lo, "upper": hi,
                "result": match state { SprtState::H1 => "H1", SprtState::H0 => "H0", SprtState::Continue => "continue" },
            })
        });
        serde_json::json!({
            "rules": serde_json::to_value(settings.options.rules).unwrap_or_default(),
            "fold": settings.options.fold,
            "moveLimit": settings.options.move_limit,
            "ban": settings.ban,
            "games": self.games,
            "scheduled": scheduled,
            "pairs": pair_json,
            "engines": engines,
            "terminations": terminations,
            "repetitions": self.repetitions,
            "repetitionsDecided": self.repetition_decided,
            "bannedTurns": self.banned_turns,
            "changed": self.changed,
            "forbiddenPlayed": self.forbidden_played,
            "engineErrors": self.errors,
            "plies": self.plies,
            "engineMicrosPerPly": per_ply(self.engine_time),
            "refereeMicrosPerPly": per_ply(self.referee_time),
            "forbiddenMicrosPerPly": per_ply(self.forbidden_time),
            "refereeShare": self.referee_time.as_secs_f64() / self.engine_time.as_secs_f64().max(1e-12),
            "wallSeconds": wall.as_secs_f64(),
            "gamesPerMinute": f64::from(self.games) * 60.0 / wall.as_secs_f64().max(1e-9),
            "sprt": sprt_json,
        })
    }

    fn table(
        &self,
        specs: &[EngineSpec],
        pairs: &[(usize, usize)],
        s: &serde_json::Value,
    ) -> String {
        let mut out = String::new();
        out.push_str(&format!(
            "Rules {} fold={} move-limit={}, forbidden moves {}: {} games\n\n",
            s["rules"].as_str().unwrap_or(""),
            s["fold"],
            s["moveLimit"],
            if s["ban"].as_bool() == Some(true) {
                "told to the engines"
            } else {
                "not told (--no-ban)"
            },
            self.games
        ));
        out.push_str(&format!(
            "{:<24} {:>5} {:>5} {:>5} {:>7} {:>16}\n",
            "Pair", "W", "D", "L", "Score", "Elo (95 %)"
        ));
        for &(a, b) in pairs {
            let w = self.pair(a, b);
            let elo = match w.elo() {
                _ if w.n() > 0 && w.score() >= 1.0 => "+inf".into(),
                _ if w.n() > 0 && w.score() <= 0.0 => "-inf".into(),
                Some((e, err)) => format!("{e:+.1} ± {err:.1}"),
                None => "-".into(),
            };
            out.push_str(&format!(
                "{:<24} {:>5} {:>5} {:>5} {:>6.1}% {:>16}\n",
                format!("{} vs {}", specs[a].name, specs[b].name),
                w.w,
                w.d,
                w.l,
                100.0 * w.score(),
                elo
            ));
        }
        out.push_str(&format!(
            "\n{:<24} {:>7} {:>6}\n",
            "Engine", "Points", "Games"
        ));
        for e in s["engines"].as_array().into_iter().flatten() {
            out.push_str(&format!(
                "{:<24} {:>7.1} {:>6}\n",
                e["name"].as_str().unwrap_or(""),
                e["points"].as_f64().unwrap_or(0.0),
                e["games"].as_u64().unwrap_or(0)
            ));
        }
        out.push_str("\nTerminations:");
        for (t, n) in &self.terminations {
            out.push_str(&format!(" {} {n};", t.as_str()));
        }
        out.push('\n');
        out.push_str(&format!(
            "Repetitions at the fold: {} ({} decided by the verdict against the side that must change; a threefold = draw rule scores them 1/2-1/2)\n",
            self.repetitions, self.repetition_decided
        ));
        out.push_str(&format!(
            "Turns with forbidden moves: {} (an allowed move played at {}); games in which a forbidden move was played: {}\n",
            self.banned_turns, self.changed, self.forbidden_played
        ));
        out.push_str(&format!(
            "Referee: {:.1} µs per ply ({:.1} of them for the forbidden moves) vs engines {:.1} µs per ply ({:.3} %); {} plies; {:.1} games/min; engine errors: {}\n",
            s["refereeMicrosPerPly"].as_f64().unwrap_or(0.0),
            s["forbiddenMicrosPerPly"].as_f64().unwrap_or(0.0),
            s["engineMicrosPerPly"].as_f64().unwrap_or(0.0),
            100.0 * s["refereeShare"].as_f64().unwrap_or(0.0),
            self.plies,
            s["gamesPerMinute"].as_f64().unwrap_or(0.0),
            self.errors
        ));
        if let Some(t) = s["sprt"].as_object() {
            out.push_str(&format!(
                "SPRT elo0={} elo1={} alpha={} beta={}: llr {:.2} ({:.2}, {:.2}) {}\n",
                t["elo0"],
                t["elo1"],
                t["alpha"],
                t["beta"],
                t["llr"].as_f64().unwrap_or(0.0),
                t["lower"].as_f64().unwrap_or(0.0),
                t["upper"].as_f64().unwrap_or(0.0),
                t["result"].as_str().unwrap_or("")
            ));
        }
        out
    }
}

fn finite(x: f64) -> serde_json::Value {
    if x.is_finite() {
        x.into()
    } else {
        serde_json::Value::Null
    }
}

/// `key=number` arguments, all of `keys` required.
fn key_values(flag: &str, args: &[String], keys: &[&str]) -> Result<Vec<f64>, SetupError> {
    let mut out = vec![None; keys.len()];
    for kv in args {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| arg_err(format!("{flag}: {kv:?} is not key=value")))?;
        let i = keys.iter().position(|&key| key == k).ok_or_else(|| {
            arg_err(format!(
                "{flag}: unknown key {k:?} (expected {})",
                keys.join(", ")
            ))
        })?;
        let x: f64 = v
            .parse()
            .ok()
            .filter(|x: &f64| x.is_finite())
            .ok_or_else(|| arg_err(format!("{flag}: {k}={v:?} is not a number")))?;
        out[i] = Some(x);
    }
    out.into_iter()
        .zip(keys)
        .map(|(v, k)| v.ok_or_else(|| arg_err(format!("{flag}: {k}= is missing"))))
        .collect()
}

/// The engine's program exists (a path, or a name on `PATH`).
fn find_program(spec: &EngineSpec) -> Result<(), String> {
    let prog = Path::new(&spec.cmd[0]);
    let found = if prog.components().count() > 1 {
        let p = match &spec.dir {
            Some(d) if prog.is_relative() => d.join(prog),
            _ => prog.to_path_buf(),
        };
        p.is_file()
    } else {
        std::env::var_os("PATH")
            .map(|paths| std::env::split_paths(&paths).any(|d| d.join(prog).is_file()))
            .unwrap_or(false)
    };
    if found {
        Ok(())
    } else {
        Err(format!(
            "engine {:?}: program {:?} not found",
            spec.name, spec.cmd[0]
        ))
    }
}

/// The openings of a file: FENs one per line, or the games of a record file.
fn read_openings(path: &Path, options: &JudgeOptions) -> Result<Vec<Opening>, SetupError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| arg_err(format!("cannot read {name}: {e}")))?;
    let text = String::from_utf8_lossy(&bytes);
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let fens: Option<Vec<Position>> = lines
        .iter()
        .map(|(_, l)| Position::from_fen(l).ok())
        .collect();
    let openings: Vec<Opening> = match fens {
        Some(f) if !f.is_empty() => f
            .into_iter()
            .map(|start| Opening {
                start,
                moves: Vec::new(),
            })
            .collect(),
        _ => {
            let read = record::read(&bytes, &ReadOptions::default())
                .map_err(|e| (e.code(), format!("{name}: {e}")))?;
            let mut out = Vec::new();
            for (i, g) in read.games.iter().enumerate() {
                if let Some(e) = &g.error {
                    return Err((e.code(), format!("{name}: game {}: {e}", i + 1)));
                }
                out.push(Opening {
                    start: g.start.clone(),
                    moves: g.moves(),
                });
            }
            out
        }
    };
    if openings.is_empty() {
        return Err(arg_err(format!("{name}: no openings")));
    }
    for (i, o) in openings.iter().enumerate() {
        let g = Game::from_moves(o.start.clone(), &o.moves, *options)
            .map_err(|e| (e.code(), format!("{name}: opening {}: {e}", i + 1)))?;
        if g.is_over() {
            return Err(arg_err(format!(
                "{name}: opening {}: the game is already over",
                i + 1
            )));
        }
    }
    Ok(openings)
}

/// Today's date (UTC) as `YYYY.MM.DD`.
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or(0) as i64;
    // days since 1970-01-01 to a civil date (Howard Hinnant's algorithm)
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}
