//! Threats found by search: mate by consecutive checks (杀) and winning material with a check
//! (要抽吃).

use crate::keymap::KeyMap;
use crate::{Move, Position, Square};

use super::chase::chase_candidates;
use super::judge::RuleSet;

/// Bounds of the mate-threat search. The search only follows checking moves of the attacker
/// (the AXF definition of 杀着: mate "by a check or a series of consecutive checks"), deepening
/// one check at a time, and stops when the node budget is spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MateSearch {
    /// The most checks the attacker may give (default 9).
    pub max_checks: u32,
    /// The most positions visited for one question (default 20,000): the checks given and the
    /// replies to them (a move tried that gives no check visits none).
    pub max_nodes: u32,
}

impl Default for MateSearch {
    fn default() -> Self {
        MateSearch {
            max_checks: 9,
            max_nodes: 20_000,
        }
    }
}

/// Result of a bounded search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Found {
    Yes,
    No,
    /// The budget ran out before an answer.
    Unknown,
}

/// Result of the mate-threat search: the mating line found, none, or out of budget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Mate {
    /// A mate by consecutive checks: the attacker's checks and the defender's replies
    /// alternately, from the position searched, ending with the mating check.
    Line(Vec<Move>),
    /// No mate within the bounds.
    No,
    /// The budget ran out before an answer.
    Unknown,
}

/// Whether the side to move in `pos` mates by consecutive checks, and how.
///
/// A depth-first search over the attacker's checks (immediate mates first, then the checks
/// with the fewest replies), with a table of what is already proven per
/// position (mate within `d` checks, or none within `d`), and no revisiting of a position on
/// the current line (a mate that goes round a loop has a shorter form).
///
/// The line returned is a shortest mate: the defender's replies resist longest among the
/// mates proven, and when the first mate found takes `k` checks, the search is repeated
/// (with its table, within the same budget) at depths `1..k` until one succeeds. That
/// deepening runs only when there is a mate; a search that finds none costs the same as a
/// yes/no search.
pub(crate) fn mate_by_checks(pos: &Position, limits: MateSearch) -> Mate {
    let mut s = Search {
        budget: limits.max_nodes,
        table: KeyMap::default(),
        lines: KeyMap::default(),
        path: Vec::new(),
        buffers: Vec::new(),
        cut: false,
    };
    // The proof table stores depths as `u8`; no mate by checks is anywhere near that long.
    let depth = limits.max_checks.min(u8::MAX as u32);
    let mut line = match s.attack(pos, depth) {
        Some(Some(line)) => line,
        Some(None) => return Mate::No,
        None => return Mate::Unknown,
    };
    // A shorter mate, if the budget left finds one.
    for d in 1..checks(&line) {
        match s.attack(pos, d) {
            Some(Some(shorter)) => {
                line = shorter;
                break;
            }
            Some(None) => {}
            None => break,
        }
    }
    Mate::Line(line)
}

/// How many checks a mating line gives (the attacker's moves).
fn checks(line: &[Move]) -> u32 {
    line.len().div_ceil(2) as u32
}

#[derive(Clone, Copy, Default)]
struct Proven {
    /// Mate is proven within this many checks (0: not proven).
    mate: u8,
    /// No mate within this many checks.
    none: u8,
}

struct Search {
    budget: u32,
    table: KeyMap<u64, Proven>,
    /// For each position with a proven mate, the line proven (at most `Proven::mate` checks).
    lines: KeyMap<u64, Vec<Move>>,
    path: Vec<u64>,
    /// Buffers of `attack_moves` (its checks and their replies), kept for the next node.
    buffers: Vec<Buffers>,
    /// Whether a "no mate" answer below the current node relied on cutting a line that came
    /// back to a position on the path: such an answer holds for that path only and must not go
    /// into the table (where another line, without that position on its path, would reuse it).
    cut: bool,
}

/// A mating line (`Some`) or none (`None`), as far as a search within its budget goes.
type Answer = Option<Vec<Move>>;

/// A node's checks (with how many replies each leaves and where they start in `replies`) and
/// their replies.
#[derive(Default)]
struct Buffers {
    checks: Vec<(usize, Move, usize)>,
    replies: Vec<Move>,
}

impl Search {
    /// The attacker (side to move) mates within `depth` checks: the line, `Some(None)` when it
    /// does not, `None` when out of budget.
    fn attack(&mut self, pos: &Position, depth: u32) -> Option<Answer> {
        let key = pos.zobrist();
        let d = depth as u8;
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.mate != 0 && known.mate <= d {
            return Some(Some(self.lines[&key].clone()));
        }
        if known.none >= d {
            return Some(None);
        }
        if self.path.contains(&key) {
            self.cut = true;
            return Some(None);
        }
        let outer = std::mem::take(&mut self.cut);
        self.path.push(key);
        let result = self.attack_moves(pos, depth);
        self.path.pop();
        let cut = self.cut;
        let found = result?;
        // A mate found is a mate on any path; a "no mate" found through a cut is not.
        self.cut = outer || (cut && found.is_none());
        let e = self.table.entry(key).or_default();
        if let Some(line) = &found {
            e.mate = if e.mate == 0 { d } else { e.mate.min(d) };
            self.lines.insert(key, line.clone());
        } else if !cut {
            e.none = e.none.max(d);
        }
        Some(found)
    }

    fn attack_moves(&mut self, pos: &Position, depth: u32) -> Option<Answer> {
        let mut buffers = self.buffers.pop().unwrap_or_default();
        let answer = self.attack_moves_with(pos, depth, &mut buffers);
        buffers.checks.clear();
        buffers.replies.clear();
        self.buffers.push(buffers);
        answer
    }

    fn attack_moves_with(&mut self, pos: &Position, depth: u32, b: &mut Buffers) -> Option<Answer> {
        let Some(checks) = pos.check_squares() else {
            return Some(None);
        };
        // First every check, looking for an immediate mate; then deeper lines.
        let mut safety = None;
        for m in pos.check_candidates(&checks) {
            let piece = pos.board().piece_at(m.from).expect("mover");
            if !checks.gives_check(pos.board(), m, piece)
                || !pos.is_safe_with(safety.get_or_insert_with(|| pos.safety()), m)
            {
                continue;
            }
            self.budget = self.budget.checked_sub(1)?;
            let mut child = pos.clone();
            child.play_unchecked(m);
            // The last check of the line needs no replies listed, only whether there is one.
            if depth == 1 {
                if !child.has_legal_move() {
                    return Some(Some(vec![m]));
                }
                continue;
            }
            let these = child.legal_moves();
            if these.is_empty() {
                return Some(Some(vec![m]));
            }
            b.checks.push((these.len(), m, b.replies.len()));
            b.replies.extend(these);
        }
        // Fewest replies first (a stable sort): the most forcing checks are the likeliest mates.
        crate::short_sort::sort_by_key(&mut b.checks, |&(n, _, _)| n);
        'checks: for &(n, m, start) in &b.checks {
            let mut child = pos.clone();
            child.play_unchecked(m);
            // The reply that resists longest, and the mate after it.
            let mut longest: Option<(Move, Vec<Move>)> = None;
            for &r in &b.replies[start..start + n] {
                self.budget = self.budget.checked_sub(1)?;
                let mut next = child.clone();
                next.play_unchecked(r);
                let Some(rest) = self.attack(&next, depth - 1)? else {
                    continue 'checks;
                };
                if longest.as_ref().map_or(true, |(_, l)| l.len() < rest.len()) {
                    longest = Some((r, rest));
                }
            }
            let (r, rest) = longest.expect("a check with replies");
            let mut line = Vec::with_capacity(rest.len() + 2);
            line.extend([m, r]);
            line.extend(rest);
            return Some(Some(line));
        }
        Some(None)
    }
}

/// How many checks deep [`capture_by_check`] looks (图98: Rh9+ Kf8, Rh8+ and the car then takes
/// the horse along rank 8).
const CAPTURE_BY_CHECK_DEPTH: u32 = 2;

/// Whether the side to move in `pos` can give a check — or two checks in a row — after which,
/// whatever the replies, it wins a piece it cannot win now (a chase target that was not one
/// before the checks): the threat to win material by check, 要抽吃.
///
/// Under the AXF rules some reply must lose a piece other than the one it moved: 抽 wins a
/// piece the check attacks (behind the general, or uncovered by the checking move). Checks
/// whose every answer interposes a piece that is then taken win only that interposer; the
/// rulebook calls the move preparing such a line a waiting move (图14: "虽然伏有进炮照再进车照，
/// 退车抽子这作用，但此乃停着"). Under the Chinese rules any material won by checks counts
/// ([`RuleSet::counts_interposer`]).
pub(crate) fn capture_by_check(pos: &Position, limits: MateSearch, rules: RuleSet) -> Found {
    let before: Vec<Square> = chase_candidates(pos, pos.pass().as_ref(), rules)
        .chases
        .iter()
        .map(|a| a.target)
        .collect();
    let mut budget = limits.max_nodes;
    match wins_by_checks(pos, &before, CAPTURE_BY_CHECK_DEPTH, &mut budget, rules) {
        Some(true) => Found::Yes,
        Some(false) => Found::No,
        None => Found::Unknown,
    }
}

/// `None` when the node budget (shared with the mate search's bound) runs out.
fn wins_by_checks(
    pos: &Position,
    before: &[Square],
    depth: u32,
    budget: &mut u32,
    rules: RuleSet,
) -> Option<bool> {
    let Some(checks) = pos.check_squares() else {
        return Some(false);
    };
    let safety = pos.safety();
    for c in pos.check_candidates(&checks) {
        let piece = pos.board().piece_at(c.from).expect("mover");
        if !checks.gives_check(pos.board(), c, piece) || !pos.is_safe_with(&safety, c) {
            continue;
        }
        *budget = budget.checked_sub(1)?;
        let mut child = pos.clone();
        child.play_unchecked(c);
        let replies = child.legal_moves();
        if replies.is_empty() {
            continue;
        }
        // Every reply loses a piece, and (AXF) some reply one it did not interpose.
        let (mut wins, mut chou) = (true, rules.counts_interposer());
        for r in replies {
            *budget = budget.checked_sub(1)?;
            let mut next = child.clone();
            next.play_unchecked(r);
            let o = next.pass();
            let won: Vec<Square> = chase_candidates(&next, o.as_ref(), rules)
                .chases
                .iter()
                .map(|a| a.target)
                .filter(|t| !before.contains(t))
                .collect();
            let later = won.is_empty()
                && depth > 1
                && wins_by_checks(&next, before, depth - 1, budget, rules)?;
            if won.is_empty() && !later {
                wins = false;
                break;
            }
            chou |= later || won.iter().any(|&t| t != r.to);
        }
        if wins && chou {
            return Some(true);
        }
    }
    Some(false)
}
