//! The referee's walk through a game, one ply at a time — the bookkeeping [`super::judge`] and
//! the live [`crate::Game`] share: the position and piece identities now, the repetition key of
//! every position and the link to its previous occurrence, the move-limit counters, where the
//! game was first over, snapshots to go back, and each move's classification as it is kept
//! (with the memo of a move played again in the same position and the mate-threat hand-off from
//! one ply to the next).

use std::sync::OnceLock;

use crate::keymap::KeyMap;
use crate::{Color, IllegalMoveError, Move, Position};

use super::classify::classify_known;
use super::cycle::{window_start, Ends, Identities, PieceId};
use super::label::{Attack, AttackEntry, CycleEntry, Label, MoveAnalysis};
use super::options::JudgeOptions;
use super::profile::Profile;
use super::report::GameStatus;
use super::threat::MateSearch;

/// Every this many plies the walk keeps a snapshot of the position (going back, and the
/// position of an old ply, replay at most this many moves from one).
const SNAPSHOT_EVERY: usize = 32;

/// How many earlier occurrences of the position [`Walk::classify`] looks at for the move's
/// classification.
const MEMO_OCCURRENCES: usize = 8;

/// No earlier occurrence of a position.
const NONE: u32 = u32::MAX;

/// A position and the identities of its pieces (tracked from the start of the game).
#[derive(Debug, Clone)]
pub(crate) struct State {
    pub pos: Position,
    pub ids: Identities,
}

impl State {
    pub(crate) fn new(start: &Position) -> State {
        State {
            pos: start.clone(),
            ids: Identities::new(start),
        }
    }

    /// Plays `m` (legal, classified as `a`) and returns its entry for judging a cycle.
    pub(crate) fn replay_entry(&mut self, m: Move, a: &MoveAnalysis) -> CycleEntry {
        let (side, answers_check) = (self.pos.turn(), self.pos.is_check());
        self.replay(m);
        entry(side, answers_check, m, a, &self.ids)
    }

    /// Plays a move known to be legal, without classifying it.
    pub(crate) fn replay(&mut self, m: Move) {
        self.ids.play(m);
        self.pos.play_unchecked(m);
    }
}

/// One move of the walk.
#[derive(Debug, Clone)]
struct Ply {
    /// The move's classification, once labelled ([`Walk::label`]; [`Walk::kept`] labels on
    /// first need, in order: a ply's labelling reads the previous ply's mate threat).
    label: OnceLock<Kept>,
    /// Plies without a capture after the move (counting at most `max_counted_checks` checks),
    /// and the checks among them.
    quiet: u32,
    checks: u32,
}

/// A game walked ply by ply: [`Walk::push`] plays a move, [`Walk::pop`] takes it back, and the
/// queries read the repetitions, the counters and the classifications of the moves so far.
#[derive(Debug, Clone)]
pub(crate) struct Walk {
    ends: Ends,
    max_checks: u32,
    mate_search: MateSearch,
    /// The rule set's knowledge the classification reads.
    profile: &'static Profile,
    /// The moves before this one are classified without the searches (and only a move
    /// classified so serves as the memo of another, and hands it its threat).
    searched_from: usize,
    /// The quiet plies of the start position (its FEN's halfmove clock).
    start_quiet: u32,
    moves: Vec<Move>,
    plies: Vec<Ply>,
    /// `keys[i]`: repetition key of the position after `i` moves (`keys[0]`: the start).
    keys: Vec<u64>,
    /// `prev[i]`: the latest position before `i` with the same key, or [`NONE`].
    prev: Vec<u32>,
    /// Latest position index of each key.
    last_seen: KeyMap<u64, u32>,
    /// The position and piece identities now.
    now: State,
    /// `snapshots[k]`: the state after `k * SNAPSHOT_EVERY` moves.
    snapshots: Vec<State>,
    /// Where the game was first over (moves played, how), if it was.
    ended: Option<(usize, GameStatus)>,
}

impl Walk {
    /// A walk from `start`, counting and classifying as `opts` say, with the rule set's
    /// `profile` (resolved by the caller: [`super::judge`] or the live game).
    pub(crate) fn new(start: &Position, opts: &JudgeOptions, profile: &'static Profile) -> Walk {
        Walk::with_capacity(start, opts, profile, 0)
    }

    /// [`Walk::new`], with room for `plies` moves.
    pub(crate) fn with_capacity(
        start: &Position,
        opts: &JudgeOptions,
        profile: &'static Profile,
        plies: usize,
    ) -> Walk {
        let key = start.zobrist();
        let now = State::new(start);
        let ends = opts.ends();
        let mut last_seen = KeyMap::with_capacity_and_hasher(plies + 1, Default::default());
        last_seen.insert(key, 0);
        let mut keys = Vec::with_capacity(plies + 1);
        keys.push(key);
        let mut prev = Vec::with_capacity(plies + 1);
        prev.push(NONE);
        Walk {
            ends,
            max_checks: opts.max_counted_checks,
            mate_search: opts.mate_search,
            profile,
            searched_from: 0,
            start_quiet: start.halfmoves(),
            moves: Vec::with_capacity(plies),
            plies: Vec::with_capacity(plies),
            keys,
            prev,
            last_seen,
            ended: ends.status(start, 1, start.halfmoves()).map(|s| (0, s)),
            snapshots: vec![now.clone()],
            now,
        }
    }

    /// Classifies the moves before ply index `from` without the searches (see
    /// [`super::MAX_SEARCHED`]); set before any move is labelled.
    pub(crate) fn search_from(&mut self, from: usize) {
        self.searched_from = from;
    }

    /// The moves played.
    pub(crate) fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many moves were played.
    pub(crate) fn len(&self) -> usize {
        self.moves.len()
    }

    /// The position and identities now.
    pub(crate) fn now(&self) -> &State {
        &self.now
    }

    /// The repetition keys of the positions `[a, b]` (after `a` to after `b` moves).
    pub(crate) fn keys(&self, a: usize, b: usize) -> &[u64] {
        &self.keys[a..=b]
    }

    /// Plays `m` if legal, without classifying it ([`Walk::label`] and [`Walk::kept`] do).
    pub(crate) fn push(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        if !self.now.pos.is_legal(m) {
            return Err(IllegalMoveError { mv: m });
        }
        let n = self.moves.len();
        let capture = self.now.pos.capture_of(m).is_some();
        self.now.replay(m);
        let (quiet, checks) = self.counters(n);
        let (quiet, checks) = if capture {
            (0, 0)
        } else if self.now.pos.is_check() {
            let checks = checks + 1;
            (quiet + u32::from(checks <= self.max_checks), checks)
        } else {
            (quiet + 1, checks)
        };
        let key = self.now.pos.zobrist();
        self.prev
            .push(self.last_seen.insert(key, n as u32 + 1).unwrap_or(NONE));
        self.keys.push(key);
        self.moves.push(m);
        self.plies.push(Ply {
            label: OnceLock::new(),
            quiet,
            checks,
        });
        if self.ended.is_none() {
            let occurrences = self.occurrences(n + 1);
            self.ended = self
                .ends
                .status(&self.now.pos, occurrences, quiet)
                .map(|s| (n + 1, s));
        }
        if (n + 1) % SNAPSHOT_EVERY == 0 {
            self.snapshots.push(self.now.clone());
        }
        Ok(())
    }

    /// Plays `m` if legal and labels it, returning the position before it and its
    /// classification.
    pub(crate) fn push_labelled(
        &mut self,
        m: Move,
    ) -> Result<(Position, MoveAnalysis), IllegalMoveError> {
        let n = self.moves.len();
        if n > 0 {
            // The previous ply hands its mate threat on: labelled first.
            self.kept(n - 1);
        }
        let before = self.now.pos.clone();
        self.push(m)?;
        let (kept, analysis) = self.classify(n, &before, &self.now.pos, |i, p| {
            self.state_at(i).pos.same_position(p)
        });
        self.plies[n].label = OnceLock::from(kept);
        Ok((before, analysis))
    }

    /// Takes back the last move, returning it (`None` at the start).
    pub(crate) fn pop(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.plies.pop();
        let key = self.keys.pop().expect("a key per position");
        match self.prev.pop().expect("a link per position") {
            NONE => self.last_seen.remove(&key),
            p => self.last_seen.insert(key, p),
        };
        let n = self.moves.len();
        if self.ended.is_some_and(|(at, _)| at > n) {
            self.ended = None;
        }
        self.snapshots.truncate(n / SNAPSHOT_EVERY + 1);
        self.now = self.state_at(n);
        Some(m)
    }

    /// Classifies move index `n` (played in `before`, leading to `after`) and keeps the
    /// classification ([`Walk::classify`]).
    pub(crate) fn label(
        &mut self,
        n: usize,
        before: &Position,
        after: &Position,
        same: impl Fn(usize, &Position) -> bool,
    ) -> MoveAnalysis {
        let (kept, analysis) = self.classify(n, before, after, same);
        self.plies[n].label = OnceLock::from(kept);
        analysis
    }

    /// The classification of move index `n` (played in `before`, leading to `after`), as kept
    /// and as given: the one of the same move at one of the position's last few occurrences
    /// (`same(i, before)`: whether the position before move `i` is `before` — the keys are
    /// equal), else a new one, handed the previous move's mate threat. A shuffle so does not
    /// search the same move twice: the classification depends only on the position and the
    /// move (and whether it is searched).
    fn classify(
        &self,
        n: usize,
        before: &Position,
        after: &Position,
        same: impl Fn(usize, &Position) -> bool,
    ) -> (Kept, MoveAnalysis) {
        let m = self.moves[n];
        let searched = n >= self.searched_from;
        let mut j = self.prev[n];
        let mut known = None;
        for _ in 0..MEMO_OCCURRENCES {
            if j == NONE {
                break;
            }
            let i = j as usize;
            if self.moves[i] == m && (i >= self.searched_from) == searched {
                if let Some(k) = self.plies[i].label.get() {
                    if same(i, before) {
                        known = Some(k);
                        break;
                    }
                }
            }
            j = self.prev[i];
        }
        match known {
            Some(k) => (k.clone(), k.analysis()),
            None => {
                let threat = n
                    .checked_sub(1)
                    .filter(|&p| (p >= self.searched_from) == searched)
                    .and_then(|p| self.plies[p].label.get())
                    .and_then(Kept::threat);
                let limits = if searched {
                    self.mate_search
                } else {
                    MateSearch {
                        max_nodes: 0,
                        ..self.mate_search
                    }
                };
                let a = classify_known(before, m, after, limits, self.profile, threat.as_deref());
                (Kept::new(&a), a)
            }
        }
    }

    /// The classification of move index `j`, labelling it first if needed — and every
    /// unlabelled ply before it, in order, as [`Walk::push_labelled`] would have (the labelled
    /// plies are always the first ones).
    pub(crate) fn kept(&self, j: usize) -> &Kept {
        if let Some(k) = self.plies[j].label.get() {
            return k;
        }
        let first = (0..j)
            .rev()
            .find(|&i| self.plies[i].label.get().is_some())
            .map_or(0, |i| i + 1);
        let mut state = self.state_at(first);
        for i in first..=j {
            let mut after = state.pos.clone();
            after.play_unchecked(self.moves[i]);
            let (kept, _) = self.classify(i, &state.pos, &after, |i, p| {
                self.state_at(i).pos.same_position(p)
            });
            let _ = self.plies[i].label.set(kept);
            state.ids.play(self.moves[i]);
            state.pos = after;
        }
        self.plies[j].label.get().expect("labelled")
    }

    /// The position and identities after `n` moves, from the latest snapshot.
    pub(crate) fn state_at(&self, n: usize) -> State {
        let k = n / SNAPSHOT_EVERY;
        let mut state = self.snapshots[k].clone();
        for &m in &self.moves[k * SNAPSHOT_EVERY..n] {
            state.replay(m);
        }
        state
    }

    /// The quiet-ply and check counters after `n` moves.
    pub(crate) fn counters(&self, n: usize) -> (u32, u32) {
        match n {
            0 => (self.start_quiet, 0),
            _ => (self.plies[n - 1].quiet, self.plies[n - 1].checks),
        }
    }

    /// Whether move index `j` captured: only a capture resets both counters of its ply (a
    /// quiet move adds a quiet ply, a check a check).
    pub(crate) fn captured(&self, j: usize) -> bool {
        let p = &self.plies[j];
        p.quiet == 0 && p.checks == 0
    }

    /// Whether a position with repetition key `key` has occurred in the walk.
    pub(crate) fn has_occurred(&self, key: u64) -> bool {
        self.last_seen.contains_key(&key)
    }

    /// How many times the position after `n` moves has occurred up to then.
    pub(crate) fn occurrences(&self, n: usize) -> usize {
        let mut count = 1;
        let mut i = self.prev[n];
        while i != NONE {
            count += 1;
            i = self.prev[i as usize];
        }
        count
    }

    /// The judged window as move indices `[a, b)` (positions `a` and `b` are the same position),
    /// or `None` if the final position occurred only once; with `pattern`, all the moves. Found
    /// by following the links between occurrences of the final position
    /// ([`window_start`]), so in time linear in the window, not the game.
    pub(crate) fn window(&self, pattern: bool) -> Option<(usize, usize)> {
        let n = self.moves.len();
        if pattern && n > 0 {
            return Some((0, n));
        }
        let earlier = |i: usize| {
            Some(self.prev[i])
                .filter(|&j| j != NONE)
                .map(|j| j as usize)
        };
        window_start(n, self.ends.fold, earlier).map(|a| (a, n))
    }

    /// Where the game was first over (moves played, how), if it was.
    pub(crate) fn ended(&self) -> Option<(usize, GameStatus)> {
        self.ended
    }
}

/// A move's classification as a walk keeps it: the labels as bits and the pieces involved and
/// the mate line in one boxed slice (24 bytes and at most one allocation, instead of four
/// vectors).
#[derive(Debug, Clone)]
pub(crate) struct Kept {
    /// Bit `i`: [`Label::ALL`]`[i]`.
    labels: u8,
    /// How many of `items` (the first ones) are checks, and how many chases follow them; then
    /// come the attacks that are not chases ([`MoveAnalysis::attacks`]), then the mate line.
    checks: u8,
    chases: u8,
    search_truncated: bool,
    /// [`MoveAnalysis::forced`].
    forced: bool,
    /// How many of `items` (the last ones) are the mate line — or the capture line, when
    /// `capture` (a move has at most one of the two).
    mate_line: u16,
    capture: bool,
    items: Option<Box<[Item]>>,
}

/// An attack of [`Kept`], or a move of its mate line.
#[derive(Debug, Clone, Copy)]
enum Item {
    Attack(Attack),
    Line(Move),
}

const _: () = assert!(Label::ALL.len() <= 8, "Kept::labels has 8 bits");

impl Kept {
    pub(crate) fn new(a: &MoveAnalysis) -> Kept {
        let labels = Label::ALL
            .iter()
            .enumerate()
            .filter(|(_, l)| a.labels.contains(l))
            .fold(0u8, |bits, (i, _)| bits | 1 << i);
        let attacks = [&a.checks, &a.chases, &a.attacks];
        let lines = [&a.mate_line, &a.capture_line];
        let len = attacks.iter().map(|v| v.len()).sum::<usize>()
            + lines.iter().map(|v| v.len()).sum::<usize>();
        let mut items: Vec<Item> = Vec::with_capacity(len);
        for v in attacks {
            items.extend(v.iter().map(|&x| Item::Attack(x)));
        }
        for v in lines {
            items.extend(v.iter().map(|&m| Item::Line(m)));
        }
        Kept {
            labels,
            checks: u8::try_from(a.checks.len()).expect("at most a few checkers"),
            chases: u8::try_from(a.chases.len()).expect("fewer chases than legal captures"),
            search_truncated: a.search_truncated,
            forced: a.forced,
            mate_line: u16::try_from(a.mate_line.len() + a.capture_line.len())
                .expect("at most 255 checks deep"),
            capture: !a.capture_line.is_empty(),
            items: (!items.is_empty()).then(|| items.into_boxed_slice()),
        }
    }

    /// The classification again (labels in [`Label::ALL`] order, as the classifier gives them).
    pub(crate) fn analysis(&self) -> MoveAnalysis {
        let items = self.items.as_deref().unwrap_or_default();
        let (attacks, line) = items.split_at(items.len() - usize::from(self.mate_line));
        let (checks, rest) = attacks.split_at(usize::from(self.checks));
        let (chases, others) = rest.split_at(usize::from(self.chases));
        let line_moves = line_of(line);
        MoveAnalysis {
            labels: Label::ALL
                .iter()
                .enumerate()
                .filter(|(i, _)| self.labels & 1 << i != 0)
                .map(|(_, &l)| l)
                .collect(),
            checks: attacks_of(checks),
            chases: attacks_of(chases),
            attacks: attacks_of(others),
            mate_line: if self.capture {
                Vec::new()
            } else {
                line_moves.clone()
            },
            capture_line: if self.capture { line_moves } else { Vec::new() },
            search_truncated: self.search_truncated,
            forced: self.forced,
        }
    }

    pub(crate) fn search_truncated(&self) -> bool {
        self.search_truncated
    }

    /// The mate threat this move left for the next move's classifier: its mating line (empty
    /// when it threatened no mate), or `None` when its search was cut short (unknown).
    pub(crate) fn threat(&self) -> Option<Vec<Move>> {
        if self.search_truncated {
            return None;
        }
        if self.capture {
            return Some(Vec::new());
        }
        let items = self.items.as_deref().unwrap_or_default();
        Some(line_of(&items[items.len() - usize::from(self.mate_line)..]))
    }
}

/// The attacks of a run of [`Kept`] items (the runs are [`Kept::new`]'s: attacks first, then
/// the line).
fn attacks_of(items: &[Item]) -> Vec<Attack> {
    items
        .iter()
        .map(|i| match i {
            Item::Attack(a) => *a,
            Item::Line(_) => unreachable!("a line move among the attacks"),
        })
        .collect()
}

/// The moves of a run of [`Kept`] items (the mate or capture line).
fn line_of(items: &[Item]) -> Vec<Move> {
    items
        .iter()
        .map(|i| match i {
            Item::Line(m) => *m,
            Item::Attack(_) => unreachable!("an attack in the line"),
        })
        .collect()
}

/// The judge's view of a classified move; `ids` are the identities after the move.
pub(crate) fn entry(
    side: Color,
    answers_check: bool,
    m: Move,
    a: &MoveAnalysis,
    ids: &Identities,
) -> CycleEntry {
    let id = |sq| ids.get(sq).unwrap_or(PieceId::MAX);
    let tracked = |attacks: &[super::Attack]| {
        attacks
            .iter()
            .map(|&c| AttackEntry {
                chaser: id(c.chaser),
                target: id(c.target),
                attack: c,
            })
            .collect()
    };
    CycleEntry {
        side,
        labels: a.labels.clone(),
        answers_check,
        moved: id(m.to),
        checks: tracked(&a.checks),
        chases: tracked(&a.chases),
        attacks: tracked(&a.attacks),
        forced: a.forced,
    }
}

#[cfg(test)]
mod tests {
    use super::Walk;
    use crate::adjudicator::{GameStatus, JudgeOptions};
    use crate::{Move, Position};

    fn mv(s: &str) -> Move {
        Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
    }

    /// AXF diagram 2: the chariot's perpetual check, two plies a cycle.
    const FEN: &str = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    const SHUFFLE: [&str; 8] = [
        "f0e0", "e8f8", "e0f0", "f8e8", "f0e0", "e8f8", "e0f0", "f8e8",
    ];

    #[test]
    fn the_walk_counts_links_and_ends_as_pushed_and_pops_back() {
        let start = Position::from_fen(FEN).unwrap();
        let mut walk = Walk::new(
            &start,
            &JudgeOptions::default(),
            super::super::judge::profile(crate::adjudicator::RuleSet::Axf),
        );
        for (i, m) in SHUFFLE.iter().enumerate() {
            assert_eq!(walk.ended(), None, "before move {i}");
            walk.push(mv(m)).unwrap();
        }
        // The start position again after 4 and 8 moves: the third occurrence ends the game.
        assert_eq!(walk.occurrences(8), 3);
        assert_eq!(walk.occurrences(7), 2);
        assert_eq!(walk.ended(), Some((8, GameStatus::Repetition)));
        assert_eq!(walk.window(false), Some((0, 8)));
        assert_eq!(walk.window(true), Some((0, 8)));
        assert!(!walk.captured(7));
        // Taking the last move back undoes the end, the link and the position.
        assert_eq!(walk.pop(), Some(mv("f8e8")));
        assert_eq!(walk.ended(), None);
        assert_eq!(walk.occurrences(7), 2);
        assert_eq!(walk.window(false), Some((3, 7)));
        assert_eq!(walk.now().pos.fen(), walk.state_at(7).pos.fen());
        walk.push(mv("f8e8")).unwrap();
        assert_eq!(walk.ended(), Some((8, GameStatus::Repetition)));
        // An illegal move is refused and changes nothing.
        assert!(walk.push(mv("a0a1")).is_err());
        assert_eq!(walk.len(), 8);
    }

    #[test]
    fn moves_labelled_on_first_need_are_labelled_as_when_played() {
        let start = Position::from_fen(FEN).unwrap();
        let opts = JudgeOptions::default();
        let (mut eager, mut lazy) = (
            Walk::new(&start, &opts, super::super::judge::profile(opts.rules)),
            Walk::new(&start, &opts, super::super::judge::profile(opts.rules)),
        );
        for m in &SHUFFLE[..7] {
            eager.push_labelled(mv(m)).unwrap();
            lazy.push(mv(m)).unwrap();
        }
        // Labelling the last move labels every move before it, in order.
        let last = lazy.kept(6).analysis();
        for i in 0..7 {
            assert_eq!(
                lazy.kept(i).analysis(),
                eager.kept(i).analysis(),
                "move {i}"
            );
        }
        assert_eq!(last, eager.kept(6).analysis());
        // The checks and the evasions differ: the comparison is not vacuous.
        assert_ne!(eager.kept(0).analysis(), eager.kept(1).analysis());
    }
}
