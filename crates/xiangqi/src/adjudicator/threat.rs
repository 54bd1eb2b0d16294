//! Threats found by search: mate by consecutive checks (杀) and winning material with a check
//! (要抽吃).
//!
//! What a line of checks wins: after the defender's reply to the last check, the attacker makes
//! a capture that wins material by itself in the rule set's values ([`Profile::line_worth`]) —
//! the piece taken outweighs the capturer, or no root takes back (a root stopped only by a check
//! the capture gives still counts: that capture is a further check) — of a piece no capture
//! won before the checks; and the whole line, the checks' captures and the pieces the replies
//! take counted in, leaves the attacker ahead. That capture need not be a chase (`chase.rs`):
//! the filters of 捉 that are about keeping up a standing attack over a cycle (a same-type target
//! that could take back, 长捉同类子作和; an uncrossed soldier, 可长捉未渡河兵卒) do not apply to a
//! piece taken while the defender spends its move on the check.

use crate::keymap::KeyMap;
use crate::{Move, Piece, Position, Square};

use super::chase::{root, Root};
pub(crate) use super::options::MateSearch;
use super::profile::Profile;

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
    mate_search(pos, limits, Vec::new())
}

/// [`mate_by_checks`] by the attacker's other pieces: the pieces on `without` do not move in
/// the line (they still stand, guard and block). Beside a standing mate by those pieces, a mate
/// by other pieces (the newness test of 杀, `classify.rs`).
pub(crate) fn mate_by_checks_without(
    pos: &Position,
    limits: MateSearch,
    without: &[Square],
) -> Mate {
    mate_search(pos, limits, without.to_vec())
}

fn mate_search(pos: &Position, limits: MateSearch, without: Vec<Square>) -> Mate {
    let mut s = Search {
        budget: limits.max_nodes,
        table: KeyMap::default(),
        lines: KeyMap::default(),
        path: Vec::new(),
        buffers: Vec::new(),
        cut: false,
        without,
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
pub(crate) fn checks(line: &[Move]) -> u32 {
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
    /// The squares of the attacker's pieces that may not move in the line
    /// ([`mate_by_checks_without`]; empty for a plain search). They stay on the board.
    without: Vec<Square>,
}

/// A mating line (`Some`) or none (`None`), as far as a search within its budget goes.
type Answer = Option<Vec<Move>>;

/// A node's checks (with how many replies each leaves, where they start in `replies`, and the
/// index of the position after the check in `children`), their replies and the positions after
/// them (made once, when the checks are listed).
#[derive(Default)]
struct Buffers {
    checks: Vec<(usize, Move, usize, usize)>,
    replies: Vec<Move>,
    children: Vec<Position>,
}

impl Search {
    /// The attacker (side to move) mates within `depth` checks: the line, `Some(None)` when it
    /// does not, `None` when out of budget.
    fn attack(&mut self, pos: &Position, depth: u32) -> Option<Answer> {
        match self.known(pos.zobrist(), depth) {
            Some(answer) => Some(answer),
            None => self.attack_unknown(pos, depth),
        }
    }

    /// [`Search::attack`] for a position the table does not answer within `depth`.
    fn attack_unknown(&mut self, pos: &Position, depth: u32) -> Option<Answer> {
        let key = pos.zobrist();
        let d = depth as u8;
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

    /// What the table already proves of the position with `key` within `depth` checks.
    fn known(&self, key: u64, depth: u32) -> Option<Answer> {
        let d = depth as u8;
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.mate != 0 && known.mate <= d {
            return Some(Some(self.lines[&key].clone()));
        }
        if known.none >= d {
            return Some(None);
        }
        None
    }

    fn attack_moves(&mut self, pos: &Position, depth: u32) -> Option<Answer> {
        let mut buffers = self.buffers.pop().unwrap_or_default();
        let answer = self.attack_moves_with(pos, depth, &mut buffers);
        buffers.checks.clear();
        buffers.replies.clear();
        buffers.children.clear();
        self.buffers.push(buffers);
        answer
    }

    fn attack_moves_with(&mut self, pos: &Position, depth: u32, b: &mut Buffers) -> Option<Answer> {
        let Some(checks) = pos.check_squares() else {
            return Some(None);
        };
        // First every check, looking for an immediate mate; then deeper lines.
        let mut safety = None;
        let candidates = pos.checking_moves(&checks);
        for &m in &candidates {
            if self.without.contains(&m.from)
                || !pos.is_safe_with(safety.get_or_insert_with(|| pos.safety()), m)
            {
                continue;
            }
            self.budget = self.budget.checked_sub(1)?;
            // The last check of the line needs no replies listed, only whether there is one.
            if depth == 1 {
                let mut child = pos.clone();
                child.play_unchecked(m);
                if !child.has_legal_move() {
                    return Some(Some(vec![m]));
                }
                continue;
            }
            // The position after the check is made in its place in `children`, kept for the
            // deeper lines.
            b.children.push(pos.clone());
            let child = b.children.last_mut().expect("pushed");
            child.play_unchecked(m);
            let these = child.legal_moves();
            if these.is_empty() {
                return Some(Some(vec![m]));
            }
            b.checks
                .push((these.len(), m, b.replies.len(), b.children.len() - 1));
            b.replies.extend_from_slice(&these);
        }
        // Fewest replies first (a stable sort): the most forcing checks are the likeliest mates.
        crate::short_sort::sort_by_key(&mut b.checks, |&(n, _, _, _)| n);
        'checks: for &(n, m, start, c) in &b.checks {
            let child = &b.children[c];
            // The reply that resists longest, and the mate after it.
            let mut longest: Option<(Move, Vec<Move>)> = None;
            for &r in &b.replies[start..start + n] {
                self.budget = self.budget.checked_sub(1)?;
                // The table first: a position it answers need not be made.
                let answer = match self.known(child.zobrist_after(r), depth - 1) {
                    Some(answer) => answer,
                    None => {
                        let mut next = child.clone();
                        next.play_unchecked(r);
                        self.attack_unknown(&next, depth - 1)?
                    }
                };
                let Some(rest) = answer else {
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

/// A line of checks that wins material (要抽吃), were the opponent to pass: the attacker's checks
/// and the defender's replies alternately — the reply that leaves the attacker least — and then
/// the capture that wins (and the recapture, when the piece taken is protected); with what the
/// line wins and what it gives up (the captures of its moves).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct CaptureLine {
    /// The checks and replies, then the winning capture (and the root's recapture).
    pub moves: Vec<Move>,
    /// The defender's pieces the line takes (by the checks and the final capture), where they
    /// stood.
    pub won: Vec<(Piece, Square)>,
    /// The attacker's pieces it gives up: taken by the replies, or the capturer of a protected
    /// target, which the target's root takes back.
    pub lost: Vec<(Piece, Square)>,
    /// The square of the piece the final capture wins.
    pub target: Option<Square>,
}

/// Result of the threat-to-win-material-by-check search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Capture {
    /// The line found.
    Line(CaptureLine),
    /// No such line within the bounds.
    No,
    /// The budget ran out before an answer.
    Unknown,
}

/// The attacker's pieces that move in `line` (its moves are the even plies), by the squares
/// they stand on at its start: "the same pieces" of a threat's newness test.
pub(crate) fn line_pieces(line: &[Move]) -> Vec<Square> {
    // (where a piece stands now, where it stood at the start)
    let mut at: Vec<(Square, Square)> = Vec::new();
    for m in line.iter().step_by(2) {
        match at.iter_mut().find(|(now, _)| *now == m.from) {
            Some(e) => e.0 = m.to,
            None => at.push((m.to, m.from)),
        }
    }
    let mut out: Vec<Square> = at.into_iter().map(|(_, start)| start).collect();
    crate::short_sort::sort(&mut out);
    out
}

/// Whether the side to move in `pos` can give a check — or two checks in a row — after which,
/// whatever the replies, it wins a piece it cannot win now (a capture that wins material, see
/// [`takes`], of a piece no such capture took before the checks), and wins more than the line
/// gives up: the threat to win material by check, 要抽吃. Returns the line (the defender's best
/// replies).
///
/// **Material**: a line is weighed by what it takes (the checks' captures and the final
/// capture) against what it gives up (pieces the replies take, and the capturer of a protected
/// target), with the rule set's values ([`Profile::line_worth`]): under the Chinese rules
/// 2011 26.6's order of strength ("一个强子主动换数个弱子不算得子": a car given for an advisor
/// and an elephant wins nothing), under the AXF rules the order its 总纲6 implies (a car
/// outweighs a horse or a cannon). Every reply must leave the attacker ahead.
///
/// Under the AXF rules some reply must lose a piece other than the one it moved: 抽 wins a
/// piece the check attacks (behind the general, or uncovered by the checking move). Checks
/// whose every answer interposes a piece that is then taken win only that interposer; the
/// rulebook calls the move preparing such a line a waiting move (图14: "虽然伏有进炮照再进车照，
/// 退车抽子这作用，但此乃停着"). Under the Chinese rules any material won by checks counts
/// ([`Profile::counts_interposer`]).
///
/// Only the lines that `accept` takes count (a check whose line it refuses is passed over for the
/// next check: the newness test, `classify.rs`), and with `target`, only lines whose final
/// capture takes the piece on that square.
pub(crate) fn capture_by_check_with(
    pos: &Position,
    limits: MateSearch,
    rules: &Profile,
    target: Option<Square>,
    accept: &mut dyn FnMut(&CaptureLine) -> bool,
) -> Capture {
    let before = takes_targets(pos, rules);
    let mut budget = limits.max_nodes;
    let mut s = LineSearch {
        before: &before,
        budget: &mut budget,
        rules,
        target,
        accept,
    };
    match s.wins(pos, CAPTURE_BY_CHECK_DEPTH, &CaptureLine::default()) {
        Some(Some((line, _))) => Capture::Line(line),
        Some(None) => Capture::No,
        None => Capture::Unknown,
    }
}

/// A capture of the side to move that wins material by itself, in the rule set's values
/// ([`Profile::line_worth`]): what it takes, less the capturer when the piece taken has a true
/// root (which then takes back) — see [`takes`].
#[derive(Debug, Clone, Copy)]
struct Take {
    from: Square,
    target: Square,
    capturer: Piece,
    taken: Piece,
    /// The piece taken has a true root (the capturer is lost to the recapture).
    protected: bool,
    /// What the capture and the recapture leave the side: above zero.
    gain: i32,
}

/// Every capture the side to move in `pos` can make that wins material by the rule set's
/// values: the piece taken outweighs the capturer, or has no true root ([`root`]; a root
/// through the square the capturer left protects when the rule set counts it,
/// [`Profile::counts_xray_roots`]; a root held by a battery does not). A root stopped only by a
/// check the capture uncovers ([`Root::Discovered`]) protects here: such a capture is a check
/// itself, which the search reads as one of the line's checks (within its depth), not as what
/// a line ends by winning. But for the captures `skip` names (by the square of the piece taken
/// and its worth), whose root is not looked for.
///
/// Not the chases of `chase.rs`: its other filters decide whether a standing attack may be
/// kept up over a cycle (捉) — a same-type target that could take back makes a mutual attack,
/// "长捉同类子作和" (AXF 总纲7, 细则24; 1965 和例三 for equal values), an uncrossed soldier "可长捉"
/// (总纲3) — whereas after a check the defender has spent its move answering it, and the
/// attacker simply takes: what the capture wins is then only the balance (an uncrossed soldier
/// weighs what the rule set's values say; nothing under the Chinese rules).
fn takes<'a>(
    pos: &'a Position,
    rules: &'a Profile,
    skip: impl Fn(Square, i32) -> bool + 'a,
) -> impl Iterator<Item = Take> + 'a {
    pos.legal_captures().into_iter().filter_map(move |m| {
        let (taken, capturer, worth) = worth_taken(pos, m, rules)?;
        if skip(m.to, worth) {
            return None;
        }
        let protected = protected(pos, m, rules);
        let gain = if protected {
            worth - (rules.line_worth)(capturer, m.to)
        } else {
            worth
        };
        (gain > 0).then_some(Take {
            from: m.from,
            target: m.to,
            capturer,
            taken,
            protected,
            gain,
        })
    })
}

/// The piece the capture `m` takes, its capturer and the taken piece's worth in the rule set's
/// values: `None` for the general or a piece worth nothing (an uncrossed soldier under the
/// Chinese values), which no line wins.
fn worth_taken(pos: &Position, m: Move, rules: &Profile) -> Option<(Piece, Piece, i32)> {
    let board = pos.board();
    let taken = board.piece_at(m.to)?;
    let worth = (rules.line_worth)(taken, m.to);
    if taken.role == crate::Role::General || worth <= 0 {
        return None;
    }
    let capturer = board.piece_at(m.from).expect("capturer exists");
    Some((taken, capturer, worth))
}

/// Whether the piece the capture `m` takes is protected, as [`takes`] weighs it.
fn protected(pos: &Position, m: Move, rules: &Profile) -> bool {
    match root(pos, m) {
        Root::True | Root::Discovered => true,
        Root::Xray => rules.counts_xray_roots,
        Root::None | Root::Battery => false,
    }
}

/// The squares of the pieces [`takes`] wins in `pos`, each once; a piece that outweighs its
/// capturer is won whatever its root, which is then not looked for.
fn takes_targets(pos: &Position, rules: &Profile) -> Vec<Square> {
    let mut out = Vec::new();
    for m in pos.legal_captures() {
        let Some((_, capturer, worth)) = worth_taken(pos, m, rules) else {
            continue;
        };
        if out.contains(&m.to) {
            continue;
        }
        if (rules.line_worth)(capturer, m.to) < worth || !protected(pos, m, rules) {
            out.push(m.to);
        }
    }
    out
}

/// The balance of a line: what it takes minus what it gives up, in the rule set's values.
fn balance(rules: &Profile, line: &CaptureLine) -> i32 {
    let sum = |ps: &[(Piece, Square)]| -> i32 {
        ps.iter().map(|&(p, sq)| (rules.line_worth)(p, sq)).sum()
    };
    sum(&line.won) - sum(&line.lost)
}

struct LineSearch<'a> {
    /// The pieces the attacker could win before the checks (by [`takes`], were the defender to
    /// pass): a line that takes one of them wins nothing by the checks.
    before: &'a [Square],
    /// Shared with the mate search's bound.
    budget: &'a mut u32,
    rules: &'a Profile,
    /// Only final captures of the piece on this square.
    target: Option<Square>,
    /// Whether a whole line found is taken (checked on the first check's lines only).
    accept: &'a mut dyn FnMut(&CaptureLine) -> bool,
}

impl LineSearch<'_> {
    /// A winning line from `pos` (attacker to move) continuing `acc` (the line so far), with
    /// whether it wins a piece other than an interposer (AXF); `None` when out of budget.
    fn wins(
        &mut self,
        pos: &Position,
        depth: u32,
        acc: &CaptureLine,
    ) -> Option<Option<(CaptureLine, bool)>> {
        let Some(checks) = pos.check_squares() else {
            return Some(None);
        };
        let safety = pos.safety();
        let candidates = pos.checking_moves(&checks);
        for &c in &candidates {
            if !pos.is_safe_with(&safety, c) {
                continue;
            }
            *self.budget = self.budget.checked_sub(1)?;
            let mut child = pos.clone();
            child.play_unchecked(c);
            let replies = child.legal_moves();
            if replies.is_empty() {
                continue;
            }
            let mut after_check = acc.clone();
            after_check.moves.push(c);
            if let Some(t) = pos.capture_of(c) {
                after_check.won.push((t, c.to));
            }
            // Every reply leaves the attacker ahead, and (AXF) some reply loses a piece it did
            // not interpose; the line shown follows the reply that leaves the attacker least.
            let mut worst: Option<(i32, CaptureLine)> = None;
            let mut chou = self.rules.counts_interposer;
            for r in replies {
                *self.budget = self.budget.checked_sub(1)?;
                let mut next = child.clone();
                next.play_unchecked(r);
                let mut after_reply = after_check.clone();
                after_reply.moves.push(r);
                if let Some(t) = child.capture_of(r) {
                    after_reply.lost.push((t, r.to));
                }
                let Some((line, other)) = self.after_reply(&next, r, depth, &after_reply)? else {
                    worst = None;
                    chou = false;
                    break;
                };
                chou |= other;
                let b = balance(self.rules, &line);
                if worst.as_ref().map_or(true, |(w, _)| b < *w) {
                    worst = Some((b, line));
                }
            }
            if let (Some((_, line)), true) = (worst, chou) {
                if !acc.moves.is_empty() || (self.accept)(&line) {
                    return Some(Some((line, true)));
                }
            }
        }
        Some(None)
    }

    /// After the reply `r`: the best winning capture (a piece not in `before` taken by a capture
    /// that wins material, [`takes`], the line then ahead), or else a further check that wins;
    /// with whether it can take a piece other than the one `r` moved.
    fn after_reply(
        &mut self,
        next: &Position,
        r: Move,
        depth: u32,
        acc: &CaptureLine,
    ) -> Option<Option<(CaptureLine, bool)>> {
        // The best capture by its balance first; only its line is built (with the root's
        // recapture shown, so that the line's captures are its balance).
        // Of equal balances, a capture of a piece other than the one `r` moved first (what the
        // AXF rules' 抽 asks of some reply), whatever the order the captures are listed in.
        let so_far = balance(self.rules, acc);
        let mut best: Option<((i32, bool), Take)> = None;
        let mut other = false;
        // A capture whose most (the piece taken unprotected) leaves the line no better than
        // even, or — once a piece other than the one `r` moved can be won — below the best
        // balance, changes nothing: its root is not looked for.
        let below = std::cell::Cell::new(i32::MIN);
        let (before, target) = (self.before, self.target);
        let skip = |sq: Square, worth: i32| {
            so_far + worth <= 0
                || so_far + worth < below.get()
                || before.contains(&sq)
                || target.is_some_and(|t| t != sq)
        };
        for a in takes(next, self.rules, skip) {
            let b = so_far + a.gain;
            if b <= 0 {
                continue;
            }
            let key = (b, a.target != r.to);
            other |= key.1;
            if best.as_ref().map_or(true, |(w, _)| key > *w) {
                best = Some((key, a));
            }
            if other {
                below.set(best.as_ref().map_or(i32::MIN, |((b, _), _)| *b));
            }
        }
        if let Some((_, a)) = best {
            let mut line = acc.clone();
            let take = Move::new(a.from, a.target);
            line.moves.push(take);
            line.won.push((a.taken, a.target));
            line.target = Some(a.target);
            if a.protected {
                let mut taken = next.clone();
                taken.play_unchecked(take);
                if let Some(back) = taken
                    .legal_captures()
                    .into_iter()
                    .find(|x| x.to == a.target)
                {
                    line.moves.push(back);
                }
                line.lost.push((a.capturer, a.target));
            }
            return Some(Some((line, other)));
        }
        if depth > 1 {
            let found = self.wins(next, depth - 1, acc)?;
            return Some(found.map(|(line, _)| (line, true)));
        }
        Some(None)
    }
}
