//! What the live referee ([`crate::Game`]) shares with [`super::judge`]: moves classified as they
//! are played, the piece identities as a game goes on, the entries of a cycle, and the assembly of
//! a report from a judged cycle.

use crate::{IllegalMoveError, Move, Position};

use super::classify::classify_known;
use super::cycle::Identities;
use super::judge::{entry, profile};
use super::label::{Attack, CycleEntry, Label, MoveAnalysis};
use super::options::JudgeOptions;
use super::report::MoveReport;

pub(crate) use super::cycle::window_start;
pub(crate) use super::judge::{assemble, Judged};

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

    /// Plays a legal move and classifies it (with the options' mate search), unless its
    /// classification is `known` (the same move played before in the same position: it depends
    /// only on the position and the move). `threat`: the opponent's last move's mating line
    /// ([`Kept::threat`]), which spares the classifier that search, as in [`super::judge`].
    pub(crate) fn play(
        &mut self,
        m: Move,
        opts: &JudgeOptions,
        known: Option<MoveAnalysis>,
        threat: Option<&[Move]>,
    ) -> Result<MoveAnalysis, IllegalMoveError> {
        let after = self.pos.play(m)?;
        let analysis = match known {
            Some(a) => a,
            None => classify_known(
                &self.pos,
                m,
                &after,
                opts.mate_search,
                profile(opts.rules),
                threat,
            ),
        };
        self.ids.play(m);
        self.pos = after;
        Ok(analysis)
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

/// The report of `m` (classified as `a`) played in `pos` as ply `ply`.
pub(crate) fn report(
    pos: &Position,
    m: Move,
    a: &MoveAnalysis,
    ply: usize,
    in_cycle: bool,
) -> MoveReport {
    let mut r = MoveReport::new(pos, m, Some(a));
    r.ply = ply;
    r.in_cycle = in_cycle;
    r
}

/// A move's classification as a game keeps it for its whole life: the labels as bits and the
/// pieces involved and the mate line in one boxed slice (24 bytes and at most one allocation,
/// instead of four vectors).
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
        let items: Vec<Item> = a
            .checks
            .iter()
            .chain(&a.chases)
            .chain(&a.attacks)
            .map(|&x| Item::Attack(x))
            .chain(
                a.mate_line
                    .iter()
                    .chain(&a.capture_line)
                    .map(|&m| Item::Line(m)),
            )
            .collect();
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
        let attacks: Vec<Attack> = attacks
            .iter()
            .filter_map(|i| match i {
                Item::Attack(a) => Some(*a),
                Item::Line(_) => None,
            })
            .collect();
        let line_moves: Vec<Move> = line
            .iter()
            .filter_map(|i| match i {
                Item::Line(m) => Some(*m),
                Item::Attack(_) => None,
            })
            .collect();
        let (checks, rest) = attacks.split_at(usize::from(self.checks));
        let (chases, others) = rest.split_at(usize::from(self.chases));
        MoveAnalysis {
            labels: Label::ALL
                .iter()
                .enumerate()
                .filter(|(i, _)| self.labels & 1 << i != 0)
                .map(|(_, &l)| l)
                .collect(),
            checks: checks.to_vec(),
            chases: chases.to_vec(),
            attacks: others.to_vec(),
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
        let line = &items[items.len() - usize::from(self.mate_line)..];
        Some(
            line.iter()
                .filter_map(|i| match i {
                    Item::Line(m) => Some(*m),
                    Item::Attack(_) => None,
                })
                .collect(),
        )
    }
}
