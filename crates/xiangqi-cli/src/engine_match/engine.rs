//! One engine process: start-up handshake (UCI or UCCI), searches, and the lines it prints,
//! read by a thread of their own so that a silent engine is noticed (hang) without blocking.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use xiangqi::{Move, Square};

use super::spec::{Coords, EngineSpec, Protocol};

/// Longest line kept from an engine (the rest of a longer line is dropped).
const MAX_LINE: u64 = 64 * 1024;

/// What went wrong with an engine: its message names the engine; the caller adds the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The program could not be started.
    Spawn(String),
    /// It closed its output (exited or crashed).
    Crashed(String),
    /// No answer in time.
    Hang(String),
    /// It could not be written to.
    Write(String),
}

impl EngineError {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        xiangqi::Coded::code(self).as_str()
    }

    /// The message.
    pub fn message(&self) -> &str {
        match self {
            EngineError::Spawn(m)
            | EngineError::Crashed(m)
            | EngineError::Hang(m)
            | EngineError::Write(m) => m,
        }
    }
}

impl xiangqi::Coded for EngineError {
    fn code(&self) -> xiangqi::ErrorCode {
        match self {
            EngineError::Spawn(_) => xiangqi::ErrorCode::EngineStart,
            EngineError::Crashed(_) => xiangqi::ErrorCode::EngineCrash,
            EngineError::Hang(_) => xiangqi::ErrorCode::EngineHang,
            EngineError::Write(_) => xiangqi::ErrorCode::EngineCrash,
        }
    }
}

/// An engine's answer to a search.
#[derive(Debug, Clone, Default)]
pub struct Search {
    /// The move as printed (`bestmove X`), `None` for `nobestmove` / `(none)` / `0000`.
    pub best: Option<String>,
    /// Score of the last `info … score` line, in centipawns from the mover's side, or a mate
    /// distance in moves (positive: the mover mates).
    pub score: Option<Score>,
    /// Depth of that line.
    pub depth: Option<u32>,
    /// Time from `go` to `bestmove`.
    pub elapsed: Duration,
    /// Lines printed that are not part of the protocol (shown in warnings).
    pub garbage: Vec<String>,
}

/// An engine's evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in so many moves (negative: being mated).
    Mate(i32),
}

impl Score {
    /// Centipawns, mates as ±100000 minus the distance.
    pub fn cp(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n >= 0 => 100_000 - n,
            Score::Mate(n) => -100_000 - n,
        }
    }

    /// As cutechess writes it in PGN comments: `+0.35`, `-M4`.
    pub fn pgn(self) -> String {
        match self {
            Score::Cp(c) => format!(
                "{}{:.2}",
                if c >= 0 { "+" } else { "-" },
                f64::from(c.unsigned_abs()) / 100.0
            ),
            Score::Mate(n) => format!("{}M{}", if n >= 0 { "+" } else { "-" }, n.unsigned_abs()),
        }
    }
}

enum Line {
    Text(String),
    Eof,
}

/// A running engine.
pub struct Engine {
    /// Its specification.
    pub spec: EngineSpec,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Line>,
    /// The square convention in use (decided at start-up).
    pub coords: Coords,
    /// The option names it announced.
    pub known_options: Vec<String>,
    /// Warnings for the caller to print (unknown options, garbage at start-up).
    pub warnings: Vec<String>,
}

impl Engine {
    /// Starts the program and runs the handshake (`uci`/`ucci` … `uciok`/`ucciok`, options,
    /// `isready` … `readyok`) within `timeout`.
    pub fn start(spec: &EngineSpec, timeout: Duration) -> Result<Engine, EngineError> {
        let name = &spec.name;
        let mut cmd = Command::new(&spec.cmd[0]);
        cmd.args(&spec.cmd[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = &spec.dir {
            cmd.current_dir(dir);
        }
        let mut child = cmd.spawn().map_err(|e| {
            EngineError::Spawn(format!(
                "engine {name:?}: cannot start {:?}: {e}",
                spec.cmd[0]
            ))
        })?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.by_ref().take(MAX_LINE).read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                if buf.last() != Some(&b'\n') && buf.len() as u64 == MAX_LINE {
                    // drop the rest of an overlong line
                    let mut rest = Vec::new();
                    loop {
                        rest.clear();
                        match reader.by_ref().take(MAX_LINE).read_until(b'\n', &mut rest) {
                            Ok(0) | Err(_) => break,
                            Ok(_) if rest.last() == Some(&b'\n') => break,
                            Ok(_) => {}
                        }
                    }
                }
                let text = String::from_utf8_lossy(&buf).trim().to_string();
                if tx.send(Line::Text(text)).is_err() {
                    return;
                }
            }
            let _ = tx.send(Line::Eof);
        });
        let mut engine = Engine {
            spec: spec.clone(),
            child,
            stdin,
            lines: rx,
            coords: match spec.proto {
                Protocol::Ucci => Coords::Iccs,
                Protocol::Uci => spec.coords,
            },
            known_options: Vec::new(),
            warnings: Vec::new(),
        };
        let deadline = Instant::now() + timeout;
        let (hello, ok) = match spec.proto {
            Protocol::Uci => ("uci", "uciok"),
            Protocol::Ucci => ("ucci", "ucciok"),
        };
        engine.send(hello)?;
        let mut variant_xiangqi = false;
        let mut garbage = 0usize;
        loop {
            let line = engine.read_line(deadline, &format!("no {ok} after {hello}"))?;
            if line == ok {
                break;
            }
            if let Some(rest) = line.strip_prefix("option ") {
                let rest = rest.trim_start();
                let rest = rest.strip_prefix("name ").unwrap_or(rest);
                let opt_name = option_name(rest);
                if opt_name == "UCI_Variant" && rest.split_whitespace().any(|w| w == "xiangqi") {
                    variant_xiangqi = true;
                }
                engine.known_options.push(opt_name);
            } else if !line.is_empty() && !line.starts_with("id ") && !line.starts_with("info") {
                garbage += 1;
            }
        }
        if garbage > 0 && spec.proto == Protocol::Uci && engine.known_options.is_empty() {
            engine.warnings.push(format!(
                "engine {name:?}: {garbage} line(s) before {ok} that are not UCI"
            ));
        }
        if engine.coords == Coords::Detect {
            engine.coords = if variant_xiangqi {
                Coords::Fsf
            } else {
                Coords::Iccs
            };
        }
        if spec.proto == Protocol::Uci && variant_xiangqi {
            engine.send("setoption name UCI_Variant value xiangqi")?;
        }
        for (opt, value) in &spec.options {
            if !engine
                .known_options
                .iter()
                .any(|o| o.eq_ignore_ascii_case(opt))
            {
                engine.warnings.push(format!(
                    "engine {name:?}: it announced no option {opt:?} (sent anyway)"
                ));
            }
            match spec.proto {
                Protocol::Uci => engine.send(&format!("setoption name {opt} value {value}"))?,
                Protocol::Ucci => engine.send(&format!("setoption {opt} {value}"))?,
            }
        }
        engine.sync(deadline)?;
        Ok(engine)
    }

    /// `isready` … `readyok`.
    pub fn sync(&mut self, deadline: Instant) -> Result<(), EngineError> {
        self.send("isready")?;
        loop {
            if self.read_line(deadline, "no readyok after isready")? == "readyok" {
                return Ok(());
            }
        }
    }

    /// Prepares for a new game (`ucinewgame` for UCI) and waits until the engine is ready.
    pub fn new_game(&mut self, timeout: Duration) -> Result<(), EngineError> {
        if self.spec.proto == Protocol::Uci {
            self.send("ucinewgame")?;
        }
        self.sync(Instant::now() + timeout)
    }

    /// Writes one line to the engine.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        match writeln!(self.stdin, "{line}").and_then(|_| self.stdin.flush()) {
            Ok(()) => Ok(()),
            Err(e) => {
                let status = self.exit_status();
                Err(EngineError::Write(format!(
                    "engine {:?}: cannot write to it ({e}); it has exited{status}",
                    self.spec.name
                )))
            }
        }
    }

    /// Reads one line, waiting until `deadline`.
    fn read_line(&mut self, deadline: Instant, waiting_for: &str) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(Line::Text(t)) => Ok(t),
            Ok(Line::Eof) | Err(RecvTimeoutError::Disconnected) => {
                let status = self.exit_status();
                Err(EngineError::Crashed(format!(
                    "engine {:?} closed its output ({waiting_for}){status}",
                    self.spec.name
                )))
            }
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Hang(format!(
                "engine {:?}: {waiting_for} within the time allowed",
                self.spec.name
            ))),
        }
    }

    /// `: exited with status N` when the process has ended (waits a moment for it).
    fn exit_status(&mut self) -> String {
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return format!(": exited with {status}");
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        String::new()
    }

    /// Sends the position, the moves it may not play, and `go`; waits for `bestmove` until
    /// `deadline`. `go` is the limits part of the `go` command (`depth 2`, `wtime …`).
    pub fn search(
        &mut self,
        position: &str,
        banned: &[Move],
        allowed: &[Move],
        go: &str,
        deadline: Instant,
    ) -> Result<Search, EngineError> {
        self.send(position)?;
        let mut go_line = format!("go {go}");
        match self.spec.proto {
            Protocol::Ucci => {
                if !banned.is_empty() {
                    let list: Vec<String> = banned.iter().map(|&m| self.write_move(m)).collect();
                    self.send(&format!("banmoves {}", list.join(" ")))?;
                }
            }
            Protocol::Uci => {
                if !banned.is_empty() && !allowed.is_empty() {
                    go_line.push_str(" searchmoves");
                    for &m in allowed {
                        go_line.push(' ');
                        go_line.push_str(&self.write_move(m));
                    }
                }
            }
        }
        let t0 = Instant::now();
        self.send(&go_line)?;
        let mut out = Search::default();
        loop {
            let line = self.read_line(deadline, "no bestmove")?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("bestmove") => {
                    out.elapsed = t0.elapsed();
                    out.best = words
                        .next()
                        .filter(|m| !matches!(*m, "(none)" | "0000" | "none" | "resign"))
                        .map(str::to_string);
                    return Ok(out);
                }
                Some("nobestmove") => {
                    out.elapsed = t0.elapsed();
                    return Ok(out);
                }
                Some("info") => read_info(&line, &mut out),
                Some(_) if out.garbage.len() < 4 => {
                    out.garbage.push(line.chars().take(120).collect());
                }
                _ => {}
            }
        }
    }

    /// A move as this engine writes it.
    pub fn write_move(&self, m: Move) -> String {
        match self.coords {
            Coords::Fsf => format!(
                "{}{}{}{}",
                (b'a' + m.from.file().index()) as char,
                m.from.rank().index() + 1,
                (b'a' + m.to.file().index()) as char,
                m.to.rank().index() + 1
            ),
            _ => m.to_string(),
        }
    }

    /// A move as this engine wrote it, `None` if malformed.
    pub fn read_move(&self, s: &str) -> Option<Move> {
        let offset = u8::from(self.coords == Coords::Fsf);
        let b = s.as_bytes();
        let (from, rest) = square(b, offset)?;
        let (to, rest) = square(rest, offset)?;
        // a trailing promotion letter or `+` is not xiangqi
        rest.is_empty().then(|| Move::new(from, to))
    }

    /// Stops the process (at the end of the match, or after a hang).
    pub fn kill(&mut self) {
        let _ = self.send("quit");
        for _ in 0..10 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

/// One square at the start of `b`: a file letter and a rank (`offset`-based, one or two
/// digits); the rest.
fn square(b: &[u8], offset: u8) -> Option<(Square, &[u8])> {
    let (&f, rest) = b.split_first()?;
    let file = f.checked_sub(b'a').filter(|&f| f < 9)?;
    let digits = rest
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count()
        .min(2);
    if digits == 0 {
        return None;
    }
    let rank: u8 = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
    let rank = rank.checked_sub(offset).filter(|&r| r < 10)?;
    let sq: Square = format!("{}{}", (b'a' + file) as char, rank).parse().ok()?;
    Some((sq, &rest[digits..]))
}

/// The option's name in an `option` line (`name Hash type spin …` for UCI, `hashsize type …`
/// for UCCI): the words before ` type `.
fn option_name(rest: &str) -> String {
    let mut name = Vec::new();
    for w in rest.split_whitespace() {
        if w == "type" {
            break;
        }
        name.push(w);
    }
    name.join(" ")
}

/// Reads `depth` and `score cp|mate` of an `info` line.
fn read_info(line: &str, out: &mut Search) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut depth = None;
    let mut score = None;
    let mut i = 1;
    while i < words.len() {
        match words[i] {
            "depth" => depth = words.get(i + 1).and_then(|d| d.parse().ok()),
            "score" => {
                score = match (
                    words.get(i + 1),
                    words.get(i + 2).and_then(|v| v.parse().ok()),
                ) {
                    (Some(&"cp"), Some(v)) => Some(Score::Cp(v)),
                    (Some(&"mate"), Some(v)) => Some(Score::Mate(v)),
                    // UCCI prints `score N`
                    (Some(v), _) => v.parse().ok().map(Score::Cp),
                    _ => None,
                };
            }
            "pv" | "string" => break,
            _ => {}
        }
        i += 1;
    }
    if let Some(s) = score {
        out.score = Some(s);
        out.depth = depth.or(out.depth);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_in_both_conventions() {
        assert_eq!(square(b"h3", 1).map(|(s, _)| s), Some(Square::H2));
        assert_eq!(square(b"a10", 1).map(|(s, _)| s), Some(Square::A9));
        assert_eq!(square(b"a10", 0), None);
        assert_eq!(square(b"a0", 1), None);
        assert_eq!(square(b"j1", 0), None);
        assert_eq!(square(b"a", 0), None);
    }

    #[test]
    fn info_lines() {
        let mut s = Search::default();
        read_info(
            "info depth 7 seldepth 9 multipv 1 score cp -35 nodes 10 pv h2e2",
            &mut s,
        );
        assert_eq!((s.depth, s.score), (Some(7), Some(Score::Cp(-35))));
        read_info("info depth 9 score mate 3 pv a0a1", &mut s);
        assert_eq!(s.score, Some(Score::Mate(3)));
        read_info("info string score cp 5", &mut s);
        assert_eq!(s.score, Some(Score::Mate(3)));
        assert_eq!(Score::Cp(-35).pgn(), "-0.35");
        assert_eq!(Score::Mate(-4).pgn(), "-M4");
    }
}
