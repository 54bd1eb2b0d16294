//! Metamorphic tests over everything judged (issue 21, item 6): the 107 AXF diagrams, the 1965
//! cases (tests/data/cn/cn1965-positions.json), the 2011 rulings (tests/data/cn/rulings-2011.json),
//! the entries' own variants, and seeded random repetition cycles.
//!
//! Each entry is judged, then judged again after a transformation that must not change the
//! verdict (Red ↔ Black under the colour swap) nor either side's pattern and fault:
//! - `mirror`: files a ↔ i, pieces and moves;
//! - `swap`: board turned 180°, colours exchanged, side to move swapped, moves turned;
//! - `quiet_piece`: a soldier, advisor or elephant of either colour added on a square that, in
//!   every position of the game, is empty, is reached by no move of either side (not attacked,
//!   not passed over), changes no other move of either side (blocks no line, is no cannon screen,
//!   no horse leg or elephant eye, leaves checks as they were), and from which the piece captures
//!   nothing. Entries with no such square are skipped and counted;
//! - `earlier`: the judged cycle played once more before itself (the window starts one cycle
//!   earlier); the judged cycle, shifted by its length, must keep its verdict and patterns.
//!
//! Why the edge files and the look-ahead: on any square, the added piece changed verdicts by
//! taking part. Checked only in the game's positions, a piece that a check then wins (ruling
//! danfang-changzhuo-2-fig1, all three rule sets) became the prize of a 要抽吃; checked one check
//! and one reply deep as well, a black soldier on b0 (diagram 102, Chinese rules) or a red one on
//! f9 (diagram 103) still joined a mate threat a few plies deep. Those pieces touch lines the
//! threat searches see, so they are no quiet pieces; the two rules above exclude them.
//!
//! Where a transformation does not hold, the entry is a finding, listed in
//! tests/data/metamorphic-known.json; the test asserts exactly that list, so a fix (or a new
//! break) shows up as a change of the file. `cargo test -p xiangqi --test metamorphic --
//! --nocapture` prints the figures.
//!
//! Rule sets: AXF and the Chinese rules over every entry; the 1965 edition (slow in debug) over
//! the 1965 cases, the rulings and the random cycles.

mod common;

use common::{flip, iccs_moves, mirror, mirrored_position, random_game, swap_verdict, Rng};
use std::collections::BTreeSet;
use std::fmt;

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport, Pattern, RuleSet, Verdict};
use xiangqi::{Color, Move, Piece, Position, Role, Square};

/// One thing to judge.
#[derive(Clone)]
struct Entry {
    name: String,
    start: Position,
    moves: Vec<Move>,
    pattern: bool,
    /// The rule sets it is judged under.
    rules: Vec<RuleSet>,
}

/// What a report says, as compared across a transformation.
#[derive(Clone, PartialEq, Eq)]
struct Outcome {
    verdict: Verdict,
    red: (Pattern, bool),
    black: (Pattern, bool),
}

impl Outcome {
    fn of(r: &JudgeReport) -> Outcome {
        Outcome {
            verdict: r.verdict,
            red: (r.sides.red.pattern, r.sides.red.violates),
            black: (r.sides.black.pattern, r.sides.black.violates),
        }
    }
    /// The same outcome told with Red and Black exchanged.
    fn swapped(&self) -> Outcome {
        Outcome {
            verdict: swap_verdict(self.verdict),
            red: self.black,
            black: self.red,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |x: Pattern| {
            serde_json::to_value(x)
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        };
        write!(
            f,
            "{} red {}{} black {}{}",
            common::verdict_name(self.verdict),
            p(self.red.0),
            if self.red.1 { "!" } else { "" },
            p(self.black.0),
            if self.black.1 { "!" } else { "" },
        )
    }
}

const ALL_RULES: [RuleSet; 3] = [RuleSet::Axf, RuleSet::Chinese, RuleSet::Chinese1965];

fn load(path: &str) -> serde_json::Value {
    let full = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&full).expect(path)).expect(path)
}

/// An entry of the rulebook data (and its own variants, with the same moves).
fn push_with_variants(out: &mut Vec<Entry>, name: &str, e: &serde_json::Value, rules: &[RuleSet]) {
    let moves = iccs_moves(e);
    let pattern = e["pattern"].as_bool().unwrap_or(false);
    let mut add = |name: String, fen: &str| {
        out.push(Entry {
            name,
            start: Position::from_fen(fen).expect("fen"),
            moves: moves.clone(),
            pattern,
            rules: rules.to_vec(),
        })
    };
    add(name.to_string(), e["fen"].as_str().unwrap());
    for (i, v) in e["own_variants"]
        .as_array()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .enumerate()
    {
        add(format!("{name} variant {i}"), v["fen"].as_str().unwrap());
    }
}

/// Random games that end in a repetition cycle (seeded, so the same every run).
const RANDOM_CYCLES: usize = 40;

fn entries() -> Vec<Entry> {
    let mut out = Vec::new();
    let diagrams = common::diagrams();
    for d in &diagrams {
        out.push(Entry {
            name: format!("diagram {}", d.id),
            start: d.pos.clone(),
            moves: d.moves.clone(),
            pattern: d.opts.pattern,
            rules: vec![RuleSet::Axf, RuleSet::Chinese],
        });
    }
    let cases = load("tests/data/cn/cn1965-positions.json");
    for c in cases["cases"].as_array().unwrap() {
        let name = format!("1965 {}", c["label"].as_str().unwrap());
        push_with_variants(&mut out, &name, c, &ALL_RULES);
    }
    let rulings = load("tests/data/cn/rulings-2011.json");
    for r in rulings["rulings"].as_array().unwrap() {
        let name = format!("ruling {}", r["id"].as_str().unwrap());
        push_with_variants(&mut out, &name, r, &ALL_RULES);
    }
    let mut rng = Rng(0x6d65_7461_6d6f_7270);
    let mut found = 0;
    let mut tries = 0;
    while found < RANDOM_CYCLES {
        tries += 1;
        assert!(tries < 50 * RANDOM_CYCLES, "the generator should repeat");
        let d = &diagrams[rng.below(diagrams.len())];
        let mut start = if rng.chance(30) {
            Position::new()
        } else {
            d.pos.clone()
        };
        for _ in 0..rng.below(12) {
            let legal = start.legal_moves();
            if legal.is_empty() {
                break;
            }
            start.play_unchecked(legal[rng.below(legal.len())]);
        }
        let len = 8 + rng.below(20);
        let moves = random_game(&mut rng, &start, len);
        let r = judge(&start, &moves, &JudgeOptions::default()).expect("legal");
        // Only games whose last move closes the cycle: the judged window is the game's end.
        if r.cycle.map(|c| c.to_ply) != Some(moves.len()) {
            continue;
        }
        out.push(Entry {
            name: format!("random {found}"),
            start,
            moves,
            pattern: false,
            // The 1965 edition (slow in debug) on every fourth.
            rules: if found % 4 == 0 {
                ALL_RULES.to_vec()
            } else {
                vec![RuleSet::Axf, RuleSet::Chinese]
            },
        });
        found += 1;
    }
    out
}

fn judge_with(start: &Position, moves: &[Move], rules: RuleSet, pattern: bool) -> JudgeReport {
    let opts = JudgeOptions {
        rules,
        pattern,
        ..JudgeOptions::default()
    };
    judge(start, moves, &opts).expect("legal moves")
}

/// Every position of the game: the start and the one after each move.
fn positions(start: &Position, moves: &[Move]) -> Vec<Position> {
    let mut p = start.clone();
    let mut out = vec![p.clone()];
    for &m in moves {
        p.play_unchecked(m);
        out.push(p.clone());
    }
    out
}

/// `c`'s legal moves in `pos` (by passing when `c` is not to move); `None` when `c` is not to
/// move and the side to move is in check (no position to pass to).
fn moves_of(pos: &Position, c: Color) -> Option<BTreeSet<(usize, usize)>> {
    let p = if pos.turn() == c {
        pos.clone()
    } else {
        pos.pass()?
    };
    Some(
        p.legal_moves()
            .iter()
            .map(|m| (m.from.index(), m.to.index()))
            .collect(),
    )
}

/// `pos` with `piece` added on `sq`, if that is a valid position.
fn with_piece(pos: &Position, sq: Square, piece: Piece) -> Option<Position> {
    let mut s = pos.to_setup();
    if s.board.piece_at(sq).is_some() {
        return None;
    }
    s.board.set(sq, piece);
    Position::from_setup(s).ok()
}

/// Whether `piece` on `sq` touches nothing in any of `trail`'s positions, nor in any position
/// one check and one reply after them (the mate and 抽 searches go on by checks; see the module
/// docs).
fn is_quiet(trail: &[Position], sq: Square, piece: Piece) -> bool {
    trail.iter().all(|pos| {
        quiet_in(pos, sq, piece)
            && pos.legal_moves().iter().all(|&m| {
                let next = pos.play(m).expect("legal");
                !next.is_check()
                    || quiet_in(&next, sq, piece)
                        && next
                            .legal_moves()
                            .iter()
                            .all(|&r| quiet_in(&next.play(r).expect("legal"), sq, piece))
            })
    })
}

/// Whether `piece` on `sq` touches nothing in `pos`.
fn quiet_in(pos: &Position, sq: Square, piece: Piece) -> bool {
    let s = sq.index();
    {
        let Some(q) = with_piece(pos, sq, piece) else {
            return false;
        };
        if q.checkers() != pos.checkers() || q.is_check() != pos.is_check() {
            return false;
        }
        Color::ALL.into_iter().all(|c| {
            match (moves_of(pos, c), moves_of(&q, c)) {
                (None, None) => true,
                (Some(before), Some(after)) => {
                    // The added piece's own moves: onto empty squares only.
                    let own_ok = after.iter().filter(|m| m.0 == s).all(|m| {
                        pos.board()
                            .piece_at(Square::from_index(m.1 as u8).unwrap())
                            .is_none()
                    });
                    let others: BTreeSet<_> = after.iter().copied().filter(|m| m.0 != s).collect();
                    own_ok
                        && others == before
                        && !before.iter().any(|m| m.1 == s && c != piece.color)
                }
                _ => false,
            }
        })
    }
}

/// The squares the game's moves touch (from, to), to look for a quiet square far from them.
fn action_squares(moves: &[Move]) -> Vec<Square> {
    moves.iter().flat_map(|m| [m.from, m.to]).collect()
}

fn distance(a: Square, b: Square) -> i32 {
    let (fa, ra) = (a.file().index() as i32, a.rank().index() as i32);
    let (fb, rb) = (b.file().index() as i32, b.rank().index() as i32);
    (fa - fb).abs().max((ra - rb).abs())
}

/// A quiet square and piece for the game, farthest from its moves first.
fn quiet_piece(start: &Position, moves: &[Move]) -> Option<(Square, Piece)> {
    let trail = positions(start, moves);
    let action = action_squares(moves);
    let mut cands: Vec<(i32, Square, Piece)> = Vec::new();
    // Only the edge files: three files from either palace, so the piece cannot join (or
    // hinder) a mate within the few plies the threat searches look at.
    for sq in Square::all().filter(|s| matches!(s.file().index(), 0 | 8)) {
        let d = action.iter().map(|&a| distance(sq, a)).min().unwrap_or(9);
        for c in Color::ALL {
            for role in [Role::Soldier, Role::Advisor, Role::Elephant] {
                cands.push((d, sq, Piece::new(c, role)));
            }
        }
    }
    cands.sort_by_key(|&(d, sq, p)| (-d, sq.index(), p.index()));
    cands
        .into_iter()
        .find(|&(_, sq, p)| is_quiet(&trail, sq, p))
        .map(|(_, sq, p)| (sq, p))
}

/// The transformations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Mirror,
    Swap,
    QuietPiece,
    Earlier,
}

impl Kind {
    const ALL: [Kind; 4] = [Kind::Mirror, Kind::Swap, Kind::QuietPiece, Kind::Earlier];
    fn name(self) -> &'static str {
        match self {
            Kind::Mirror => "mirror",
            Kind::Swap => "swap",
            Kind::QuietPiece => "quiet_piece",
            Kind::Earlier => "earlier",
        }
    }
}

/// The transformed game and what its outcome must be; `Err` with a reason when the
/// transformation does not apply (counted as a skip).
fn transform(
    kind: Kind,
    e: &Entry,
    base: &JudgeReport,
    quiet: Option<(Square, Piece)>,
) -> Result<(Position, Vec<Move>, Outcome), String> {
    let want = Outcome::of(base);
    match kind {
        Kind::Mirror => Ok((
            mirrored_position(&e.start),
            e.moves.iter().map(|&m| mirror(m)).collect(),
            want,
        )),
        Kind::Swap => Ok((
            e.start.swap_colors(),
            e.moves.iter().map(|&m| flip(m)).collect(),
            want.swapped(),
        )),
        Kind::QuietPiece => {
            let (sq, p) = quiet.ok_or("no quiet square")?;
            let start = with_piece(&e.start, sq, p).expect("checked");
            Ok((start, e.moves.clone(), want))
        }
        Kind::Earlier => {
            let (from, to) = if e.pattern {
                (1, e.moves.len())
            } else {
                let c = base.cycle.ok_or("no cycle")?;
                (c.from_ply, c.to_ply)
            };
            let cycle = &e.moves[from - 1..to];
            let mut moves = e.moves[..from - 1].to_vec();
            moves.extend_from_slice(cycle);
            moves.extend_from_slice(&e.moves[from - 1..]);
            let mut p = e.start.clone();
            for &m in &moves {
                if !p.is_legal(m) {
                    return Err("the cycle does not replay".into());
                }
                p.play_unchecked(m);
            }
            Ok((e.start.clone(), moves, want))
        }
    }
}

/// The outcome of the transformed game, or why it cannot be judged.
fn judged(
    kind: Kind,
    e: &Entry,
    start: &Position,
    moves: &[Move],
    rules: RuleSet,
) -> Result<(Outcome, Option<(usize, usize)>), String> {
    let opts = JudgeOptions {
        rules,
        pattern: e.pattern,
        ..JudgeOptions::default()
    };
    let r = judge(start, moves, &opts).map_err(|err| format!("{}: {err}", kind.name()))?;
    Ok((Outcome::of(&r), r.cycle.map(|c| (c.from_ply, c.to_ply))))
}

/// One failure: entry, rule set, transformation, before and after.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Finding {
    entry: String,
    rules: String,
    transformation: String,
    before: String,
    after: String,
}

fn rules_name(r: RuleSet) -> String {
    serde_json::to_value(r)
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn transformations_keep_verdicts_and_patterns() {
    let entries = entries();
    let (mut judged_n, mut held, mut skipped, mut tried) =
        (0usize, [0usize; 4], [0usize; 4], [0usize; 4]);
    let mut findings: BTreeSet<Finding> = BTreeSet::new();
    let mut time = [std::time::Duration::ZERO; 3];
    for e in &entries {
        let quiet = quiet_piece(&e.start, &e.moves);
        for &rules in &e.rules {
            let t0 = std::time::Instant::now();
            let base = judge_with(&e.start, &e.moves, rules, e.pattern);
            if base.search_truncated {
                continue;
            }
            judged_n += 1;
            for (k, kind) in Kind::ALL.into_iter().enumerate() {
                let (start, moves, want) = match transform(kind, e, &base, quiet) {
                    Ok(t) => t,
                    Err(_) => {
                        skipped[k] += 1;
                        continue;
                    }
                };
                tried[k] += 1;
                // The judged window: the same plies (one cycle later for `earlier`).
                let shift = moves.len() - e.moves.len();
                let window = if e.pattern {
                    Some((1, moves.len()))
                } else {
                    base.cycle.map(|c| (c.from_ply + shift, c.to_ply + shift))
                };
                // Compared in the original colours: a swapped outcome is swapped back.
                let got = judged(kind, e, &start, &moves, rules)
                    .map(|(o, w)| (if kind == Kind::Swap { o.swapped() } else { o }, w));
                let want = if kind == Kind::Swap {
                    want.swapped()
                } else {
                    want
                };
                // One cycle more in front may lengthen the window (the counted repetitions,
                // two cycles at most): it must end where the shifted window ends and hold it.
                let same_window = |w: Option<(usize, usize)>| match (w, window) {
                    (Some(w), Some(x)) if kind == Kind::Earlier => w.1 == x.1 && w.0 <= x.0,
                    _ => w == window,
                };
                match got {
                    Ok((got, w)) if got == want && same_window(w) => held[k] += 1,
                    got => {
                        findings.insert(Finding {
                            entry: e.name.clone(),
                            rules: rules_name(rules),
                            transformation: match (kind, quiet) {
                                (Kind::QuietPiece, Some((sq, p))) => {
                                    format!("{} {}{sq}", kind.name(), p.char())
                                }
                                _ => kind.name().to_string(),
                            },
                            before: want.to_string(),
                            after: got.map_or_else(
                                |err| err,
                                |(o, w)| {
                                    if same_window(w) {
                                        o.to_string()
                                    } else {
                                        format!("{o} (window {w:?}, not {window:?})")
                                    }
                                },
                            ),
                        });
                    }
                }
            }
            time[ALL_RULES.iter().position(|&r| r == rules).unwrap()] += t0.elapsed();
        }
    }
    eprintln!("  judge time per rule set (axf, chinese, chinese1965): {time:?}");
    eprintln!(
        "metamorphic: {} entries, {judged_n} judged (entry × rule set)",
        entries.len()
    );
    for (k, kind) in Kind::ALL.into_iter().enumerate() {
        eprintln!(
            "  {:<12} tried {:>4}, held {:>4}, failed {:>3}, skipped {:>3}",
            kind.name(),
            tried[k],
            held[k],
            tried[k] - held[k],
            skipped[k]
        );
    }
    for f in &findings {
        eprintln!(
            "  finding: {} [{}] {}: {} -> {}",
            f.entry, f.rules, f.transformation, f.before, f.after
        );
    }
    let known = load("tests/data/metamorphic-known.json");
    let known: BTreeSet<Finding> = known["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| Finding {
            entry: f["entry"].as_str().unwrap().into(),
            rules: f["rules"].as_str().unwrap().into(),
            transformation: f["transformation"].as_str().unwrap().into(),
            before: f["before"].as_str().unwrap().into(),
            after: f["after"].as_str().unwrap().into(),
        })
        .collect();
    let json: Vec<_> = findings
        .iter()
        .map(|f| {
            serde_json::json!({"entry": f.entry, "rules": f.rules, "transformation": f.transformation,
                "before": f.before, "after": f.after})
        })
        .collect();
    assert_eq!(
        findings,
        known,
        "the findings changed; new list:\n{}",
        serde_json::to_string_pretty(&json).unwrap()
    );
    // Every transformation was tried on most entries.
    for (k, kind) in Kind::ALL.into_iter().enumerate() {
        assert!(
            tried[k] * 2 > judged_n,
            "{}: tried {}",
            kind.name(),
            tried[k]
        );
    }
}

/// The transformations are real: deliberately wrong ones are caught on the diagrams.
#[test]
fn wrong_transformations_are_caught() {
    let diagrams = common::diagrams();
    let (mut pieces_only, mut unmapped_swap, mut short_window, mut faulted, mut cycles) =
        (0, 0, 0, 0, 0);
    for d in &diagrams {
        let base = judge_with(&d.pos, &d.moves, RuleSet::Axf, d.opts.pattern);
        let want = Outcome::of(&base);
        // Mirroring the pieces but not the moves.
        let m = judge(&mirrored_position(&d.pos), &d.moves, &d.opts);
        if m.map_or(true, |r| Outcome::of(&r) != want) {
            pieces_only += 1;
        }
        // Swapping colours but comparing with the unswapped verdict.
        if base.verdict.must_change().is_some() {
            faulted += 1;
            let flipped: Vec<Move> = d.moves.iter().map(|&m| flip(m)).collect();
            let s = judge_with(&d.pos.swap_colors(), &flipped, RuleSet::Axf, d.opts.pattern);
            if Outcome::of(&s) != want {
                unmapped_swap += 1;
            }
        }
        // "One cycle earlier" that stops one ply short of the repetition: the window found is
        // not the judged cycle shifted by its length (or the outcome differs).
        if let (Some(c), false) = (base.cycle, d.opts.pattern) {
            cycles += 1;
            let len = c.to_ply - c.from_ply + 1;
            let mut moves = d.moves[..c.from_ply - 1].to_vec();
            moves.extend_from_slice(&d.moves[c.from_ply - 1..c.to_ply]);
            moves.extend_from_slice(&d.moves[c.from_ply - 1..c.to_ply - 1]);
            let r = judge_with(&d.pos, &moves, RuleSet::Axf, false);
            let window = r.cycle.map(|w| (w.from_ply, w.to_ply));
            if Outcome::of(&r) != want || window != Some((c.from_ply + len, c.to_ply + len)) {
                short_window += 1;
            }
        }
    }
    eprintln!(
        "wrong transforms caught: pieces-only mirror {pieces_only}/{}, unmapped swap {unmapped_swap}/{faulted}, short window {short_window}/{cycles}",
        diagrams.len()
    );
    assert!(pieces_only * 10 >= diagrams.len() * 9, "{pieces_only}");
    assert_eq!(unmapped_swap, faulted);
    assert_eq!(short_window, cycles);
}

/// The quiet-square test rejects a square on a line: between a checking car and the general,
/// or attacked; and accepts a square far from everything.
#[test]
fn quiet_square_rejects_lines() {
    // 1965 图四: the car checks from h8 along rank 8 and back.
    let pos = Position::from_fen("4k4/7R1/9/9/9/9/9/9/9/3K5 w").unwrap();
    let moves: Vec<Move> = ["h8h9", "e9e8", "h9h8", "e8e9"]
        .iter()
        .map(|s| common::parse_move(s))
        .collect();
    let trail = positions(&pos, &moves);
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let black_soldier = Piece::new(Color::Black, Role::Soldier);
    let red_soldier = Piece::new(Color::Red, Role::Soldier);
    // g8 blocks the car's check along rank 8 after h9h8 (the general on e8).
    assert!(!is_quiet(&trail, sq("g8"), black_soldier));
    // c8 is on the car's rank: the car attacks it.
    assert!(!is_quiet(&trail, sq("c8"), black_soldier));
    // a black soldier on d1 attacks... the red general's neighbourhood; d0 is the general's square.
    assert!(!is_quiet(&trail, sq("d1"), black_soldier));
    // a red soldier far away on a4 touches nothing.
    assert!(is_quiet(&trail, sq("a4"), red_soldier));
    let (s, p) = quiet_piece(&pos, &moves).expect("a quiet square");
    assert!(is_quiet(&trail, s, p));
}
