//! An engine as given on the command line (`--engine cmd=… name=… proto=uci tc=40/60+0.5 …`),
//! and time controls.

use std::path::PathBuf;
use std::time::Duration;

/// The protocol an engine speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// UCI (Fairy-Stockfish, Pikafish): `uci`, `position fen … moves …`, `go … searchmoves …`.
    Uci,
    /// UCCI (ElephantEye and its kin): `ucci`, `position fen … moves …`, `banmoves …`, `go …`.
    Ucci,
}

/// How an engine writes squares in its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coords {
    /// Decide at start-up: Fairy-Stockfish style when the engine offers `UCI_Variant` with
    /// `xiangqi`, ICCS otherwise.
    Detect,
    /// ICCS: files a–i, ranks 0–9 from Red's side (UCCI, Pikafish).
    Iccs,
    /// Fairy-Stockfish: files a–i, ranks 1–10 (`h3e3` for ICCS `h2e2`).
    Fsf,
}

/// A time control: `moves/seconds+increment`, `seconds+increment` or `seconds`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeControl {
    /// Moves per period (`40/…`); `None` for the whole game.
    pub moves: Option<u32>,
    /// Time per period.
    pub base: Duration,
    /// Added after each move.
    pub increment: Duration,
}

impl TimeControl {
    /// Parses `40/60+0.5`, `60+0.5`, `60` (seconds; `1:30` minutes:seconds for the base).
    pub fn parse(s: &str) -> Result<TimeControl, String> {
        let bad = || {
            format!("bad time control {s:?} (expected moves/seconds+increment, e.g. 40/60+0.5, 10+0.1 or 60)")
        };
        let (moves, rest) = match s.split_once('/') {
            Some((m, r)) => (
                Some(m.parse::<u32>().ok().filter(|&m| m > 0).ok_or_else(bad)?),
                r,
            ),
            None => (None, s),
        };
        let (base, inc) = match rest.split_once('+') {
            Some((b, i)) => (b, Some(i)),
            None => (rest, None),
        };
        let base = match base.split_once(':') {
            Some((m, sec)) => {
                let m = m.parse::<u64>().map_err(|_| bad())?;
                Duration::from_secs(m * 60) + seconds(sec).ok_or_else(bad)?
            }
            None => seconds(base).ok_or_else(bad)?,
        };
        let increment = match inc {
            Some(i) => seconds(i).ok_or_else(bad)?,
            None => Duration::ZERO,
        };
        if base.is_zero() && increment.is_zero() {
            return Err(bad());
        }
        Ok(TimeControl {
            moves,
            base,
            increment,
        })
    }

    /// The PGN `TimeControl` tag value (`40/60+0.5` style, seconds).
    pub fn pgn(&self) -> String {
        let mut s = String::new();
        if let Some(m) = self.moves {
            s.push_str(&format!("{m}/"));
        }
        s.push_str(&secs(self.base));
        if !self.increment.is_zero() {
            s.push('+');
            s.push_str(&secs(self.increment));
        }
        s
    }
}

fn secs(d: Duration) -> String {
    let ms = d.as_millis();
    if ms % 1000 == 0 {
        format!("{}", ms / 1000)
    } else {
        format!("{}", ms as f64 / 1000.0)
    }
}

/// A non-negative number of seconds (`0.5`, `10`).
fn seconds(s: &str) -> Option<Duration> {
    let v: f64 = s.trim().parse().ok()?;
    (0.0..1e7).contains(&v).then(|| Duration::from_secs_f64(v))
}

/// One engine of the match.
#[derive(Debug, Clone)]
pub struct EngineSpec {
    /// Its name in the PGN and the tables (`name=`; the command's file name when not given).
    pub name: String,
    /// The program and its arguments (`cmd=`, split at spaces unless quoted; `arg=` adds one).
    pub cmd: Vec<String>,
    /// Working directory (`dir=`).
    pub dir: Option<PathBuf>,
    /// `proto=uci|ucci` (default uci).
    pub proto: Protocol,
    /// `coords=detect|iccs|fsf` (UCI only; UCCI is always ICCS).
    pub coords: Coords,
    /// `option.NAME=VALUE`, sent at start-up in the order given.
    pub options: Vec<(String, String)>,
    /// `tc=`.
    pub tc: Option<TimeControl>,
    /// `st=` seconds per move.
    pub st: Option<Duration>,
    /// `depth=`.
    pub depth: Option<u32>,
    /// `nodes=`.
    pub nodes: Option<u64>,
}

impl EngineSpec {
    /// Parses the `key=value` arguments of one `--engine` (the `--each` ones first, so that the
    /// engine's own override them).
    pub fn parse(each: &[String], args: &[String], index: usize) -> Result<EngineSpec, String> {
        let mut spec = EngineSpec {
            name: String::new(),
            cmd: Vec::new(),
            dir: None,
            proto: Protocol::Uci,
            coords: Coords::Detect,
            options: Vec::new(),
            tc: None,
            st: None,
            depth: None,
            nodes: None,
        };
        let mut extra_args = Vec::new();
        for kv in each.iter().chain(args) {
            let who = || format!("--engine #{}", index + 1);
            let (key, value) = kv
                .split_once('=')
                .ok_or_else(|| format!("{}: {kv:?} is not key=value", who()))?;
            let num = |what: &str| format!("{}: {key}={value:?} is not {what}", who());
            match key {
                "cmd" => spec.cmd = split_command(value).map_err(|e| format!("{}: cmd: {e}", who()))?,
                "arg" => extra_args.push(value.to_string()),
                "name" => spec.name = value.to_string(),
                "dir" => spec.dir = Some(PathBuf::from(value)),
                "proto" => {
                    spec.proto = match value {
                        "uci" => Protocol::Uci,
                        "ucci" => Protocol::Ucci,
                        _ => return Err(format!("{}: proto={value:?} (expected uci or ucci)", who())),
                    }
                }
                "coords" => {
                    spec.coords = match value {
                        "detect" => Coords::Detect,
                        "iccs" => Coords::Iccs,
                        "fsf" => Coords::Fsf,
                        _ => {
                            return Err(format!(
                                "{}: coords={value:?} (expected detect, iccs or fsf)",
                                who()
                            ))
                        }
                    }
                }
                "tc" => {
                    spec.tc = if value == "inf" || value.is_empty() {
                        None
                    } else {
                        Some(TimeControl::parse(value).map_err(|e| format!("{}: {e}", who()))?)
                    }
                }
                "st" => {
                    spec.st = if value.is_empty() {
                        None
                    } else {
                        Some(seconds(value).filter(|d| !d.is_zero()).ok_or_else(|| num("a positive number of seconds"))?)
                    }
                }
                "depth" => {
                    spec.depth = if value.is_empty() {
                        None
                    } else {
                        Some(value.parse().ok().filter(|&d| d > 0).ok_or_else(|| num("a positive depth"))?)
                    }
                }
                "nodes" => {
                    spec.nodes = if value.is_empty() {
                        None
                    } else {
                        Some(value.parse().ok().filter(|&n| n > 0).ok_or_else(|| num("a positive node count"))?)
                    }
                }
                _ => match key.strip_prefix("option.") {
                    Some(name) if !name.is_empty() => {
                        spec.options.retain(|(n, _)| n != name);
                        spec.options.push((name.to_string(), value.to_string()));
                    }
                    _ => {
                        return Err(format!(
                            "{}: unknown key {key:?} (cmd, arg, name, dir, proto, coords, option.NAME, tc, st, depth, nodes)",
                            who()
                        ))
                    }
                },
            }
        }
        spec.cmd.extend(extra_args);
        if spec.cmd.is_empty() {
            return Err(format!("--engine #{}: no cmd=", index + 1));
        }
        if spec.name.is_empty() {
            spec.name = std::path::Path::new(&spec.cmd[0])
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| spec.cmd[0].clone());
        }
        if spec.tc.is_none() && spec.st.is_none() && spec.depth.is_none() && spec.nodes.is_none() {
            return Err(format!(
                "engine {:?}: no limit for its search (give tc=, st=, depth= or nodes=)",
                spec.name
            ));
        }
        if spec.tc.is_some() && spec.st.is_some() {
            return Err(format!("engine {:?}: tc= and st= together", spec.name));
        }
        Ok(spec)
    }
}

/// Splits a command line at spaces, with `"…"` and `'…'` quoting and `\` escapes.
fn split_command(s: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (None, c) if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            (None, '"' | '\'') => {
                quote = Some(c);
                in_word = true;
            }
            (Some(q), c) if c == q => quote = None,
            (q, '\\') if q != Some('\'') => {
                cur.push(chars.next().ok_or("ends with a backslash")?);
                in_word = true;
            }
            (_, c) => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err("unclosed quote".into());
    }
    if in_word {
        out.push(cur);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(args: &[&str]) -> Result<EngineSpec, String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        EngineSpec::parse(&[], &args, 0)
    }

    #[test]
    fn time_controls() {
        let tc = TimeControl::parse("40/60+0.5").unwrap();
        assert_eq!(tc.moves, Some(40));
        assert_eq!(tc.base, Duration::from_secs(60));
        assert_eq!(tc.increment, Duration::from_millis(500));
        assert_eq!(tc.pgn(), "40/60+0.5");
        assert_eq!(
            TimeControl::parse("1:30+1").unwrap().base,
            Duration::from_secs(90)
        );
        assert_eq!(TimeControl::parse("10").unwrap().pgn(), "10");
        for bad in ["", "0/60", "x", "60+", "40/", "-1", "0", "60+-1", "1e99"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn engine_arguments() {
        let s = spec(&[
            "cmd=node 'a b/fsf.cjs'",
            "name=FSF",
            "option.Hash=64",
            "depth=2",
        ])
        .unwrap();
        assert_eq!(s.cmd, ["node", "a b/fsf.cjs"]);
        assert_eq!(s.name, "FSF");
        assert_eq!(s.options, [("Hash".to_string(), "64".to_string())]);
        assert_eq!(s.depth, Some(2));
        assert_eq!(
            spec(&["cmd=/usr/bin/eleeye", "proto=ucci", "st=1"])
                .unwrap()
                .name,
            "eleeye"
        );
        for bad in [
            &["cmd=x"][..],        // no limit
            &["cmd=x", "depth=0"], // not positive
            &["cmd=x", "tc=abc"],  // bad time control
            &["cmd=x", "proto=xboard", "depth=1"],
            &["cmd=x", "colour=red", "depth=1"],
            &["depth=1"],                // no command
            &["cmd='x", "depth=1"],      // unclosed quote
            &["cmd=x", "tc=60", "st=1"], // both
            &["cmd=x", "depth"],         // not key=value
        ] {
            assert!(spec(bad).is_err(), "{bad:?}");
        }
    }
}
