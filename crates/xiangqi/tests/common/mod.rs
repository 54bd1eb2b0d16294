//! The 107 AXF rulebook diagrams of tests/data/axf-diagrams.json (and a seeded RNG), shared by the tests, the
//! benches and the examples (`#[path = "../tests/common/mod.rs"] mod common;` outside tests/).
#![allow(dead_code)] // each user takes a part

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport, RuleSet, Verdict};
use xiangqi::{Move, Position, Setup};

/// One rulebook diagram: start position, moves, judge options and the rulebook's verdict.
pub struct Diagram {
    pub id: u64,
    pub pos: Position,
    pub moves: Vec<Move>,
    pub opts: JudgeOptions,
    pub verdict: String,
    /// The whole record (rulebook texts, violations, classification …).
    pub data: serde_json::Value,
}

impl Diagram {
    /// Judges the diagram's moves (as one pattern when its printed moves stop short of the
    /// repetition).
    pub fn judge(&self) -> JudgeReport {
        judge(&self.pos, &self.moves, &self.opts).expect("diagram moves are legal")
    }
}

/// An ICCS move `h2e2`.
pub fn parse_move(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

/// An entry's `moves_iccs`.
pub fn iccs_moves(e: &serde_json::Value) -> Vec<Move> {
    e["moves_iccs"]
        .as_array()
        .expect("moves_iccs")
        .iter()
        .map(|m| parse_move(m.as_str().unwrap()))
        .collect()
}

/// All diagrams, in order.
pub fn diagrams() -> Vec<Diagram> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/axf-diagrams.json"
    );
    let text = std::fs::read_to_string(path).expect("tests/data/axf-diagrams.json");
    let data: Vec<serde_json::Value> = serde_json::from_str(&text).expect("json");
    data.iter()
        .map(|d| Diagram {
            id: d["id"].as_u64().unwrap(),
            pos: Position::from_fen(d["fen"].as_str().unwrap()).unwrap(),
            moves: d["moves_iccs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| parse_move(m.as_str().unwrap()))
                .collect(),
            opts: JudgeOptions {
                pattern: !d["final_position_repeats"].as_bool().unwrap(),
                ..JudgeOptions::default()
            },
            verdict: d["verdict"].as_str().unwrap().to_string(),
            data: d.clone(),
        })
        .collect()
}

/// `red_must_change` etc., as in the data.
pub fn verdict_name(v: Verdict) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The three rule sets and the data key of the verdict expected under each.
pub const RULE_SETS: [(RuleSet, &str); 3] = [
    (RuleSet::Axf, "verdict_axf"),
    (RuleSet::Chinese, "verdict_chinese"),
    (RuleSet::Chinese1965, "verdict_chinese1965"),
];

/// Judges `moves` from `fen` (as one pattern when the entry says `pattern`) under the three rule
/// sets against the entry's `verdict_*` keys, adding each difference to `failures`.
pub fn judge_entry(
    what: &str,
    fen: &str,
    moves: &[Move],
    e: &serde_json::Value,
    failures: &mut Vec<String>,
) {
    let pos = Position::from_fen(fen).unwrap_or_else(|err| panic!("{what}: {err}"));
    let pattern = e["pattern"].as_bool().unwrap_or(false);
    for (rules, key) in RULE_SETS {
        let opts = JudgeOptions {
            rules,
            pattern,
            ..JudgeOptions::default()
        };
        let r = judge(&pos, moves, &opts).expect("legal moves");
        assert_eq!(r.rules, rules);
        let want = e[key]
            .as_str()
            .unwrap_or_else(|| panic!("{what}: no {key}"));
        if verdict_name(r.verdict) != want {
            failures.push(format!(
                "{what} {rules:?}: want {want}, got {} — {}",
                verdict_name(r.verdict),
                r.explanation.en
            ));
        }
    }
}

/// Judges each of the entry's `own_variants` (each with a note) with the entry's moves, as
/// [`judge_entry`]; returns how many.
pub fn judge_variants(
    label: &str,
    moves: &[Move],
    e: &serde_json::Value,
    failures: &mut Vec<String>,
) -> usize {
    let variants = e["own_variants"].as_array().map_or(&[][..], Vec::as_slice);
    for (i, v) in variants.iter().enumerate() {
        assert!(v["note"].is_string(), "{label} variant {i}");
        let what = format!("{label} variant {i}");
        judge_entry(&what, v["fen"].as_str().unwrap(), moves, v, failures);
    }
    variants.len()
}

/// A small seeded random number generator (splitmix64) for the random-game tests.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// A random legal game biased towards repetitions and checks: a side usually plays back its
/// previous move when it can, sometimes the last four plies are replayed once or twice more,
/// and a fresh move is a check when one is available a third of the time.
pub fn random_game(rng: &mut Rng, start: &Position, max_plies: usize) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves: Vec<Move> = Vec::new();
    while moves.len() < max_plies {
        let n = moves.len();
        if n >= 4 && rng.chance(15) {
            let cycle: Vec<Move> = moves[n - 4..].to_vec();
            for _ in 0..=rng.below(2) {
                for &m in &cycle {
                    if moves.len() < max_plies && pos.is_legal(m) {
                        pos.play_unchecked(m);
                        moves.push(m);
                    }
                }
            }
            continue;
        }
        if n >= 2 && rng.chance(70) {
            let back = Move::new(moves[n - 2].to, moves[n - 2].from);
            if pos.is_legal(back) {
                pos.play_unchecked(back);
                moves.push(back);
                continue;
            }
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let checks: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| pos.play(m).is_ok_and(|p| p.is_check()))
            .collect();
        let m = if !checks.is_empty() && rng.chance(33) {
            checks[rng.below(checks.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// A move with the board turned (colour swap).
pub fn flip(m: Move) -> Move {
    Move::new(m.from.flip_vertical(), m.to.flip_vertical())
}

/// A move mirrored left to right (files a ↔ i).
pub fn mirror(m: Move) -> Move {
    Move::new(m.from.mirror_horizontal(), m.to.mirror_horizontal())
}

/// The position mirrored left to right.
pub fn mirrored_position(pos: &Position) -> Position {
    let mut s: Setup = pos.to_setup();
    s.board = s.board.mirror();
    Position::from_setup(s).expect("a mirrored position is valid")
}

/// The verdict with Red and Black exchanged.
pub fn swap_verdict(v: Verdict) -> Verdict {
    match v {
        Verdict::RedMustChange => Verdict::BlackMustChange,
        Verdict::BlackMustChange => Verdict::RedMustChange,
        v => v,
    }
}
