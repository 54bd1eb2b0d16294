//! What the live referee ([`crate::Game`]) shares with [`super::judge`]: moves classified as they
//! are played, the piece identities as a game goes on, the entries of a cycle, and the assembly of
//! a report from a judged cycle.

use crate::{IllegalMoveError, Move, Position};

use super::classify::classify_played;
use super::cycle::Identities;
use super::judge::{entry, JudgeOptions};
use super::label::{Attack, CycleEntry, Label, MoveAnalysis};
use super::report::MoveReport;

pub(crate) use super::cycle::last_cycle;
pub(crate) use super::judge::{assemble, Judged};

/// A position and the identities of its pieces (tracked from the start of the game).
#[derive(Debug, Clone)]
pub(crate) struct State {
    pub pos: Position,
    ids: Identities,
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
    /// only on the position and the move).
    pub(crate) fn play(
        &mut self,
        m: Move,
        opts: &JudgeOptions,
        known: Option<MoveAnalysis>,
    ) -> Result<MoveAnalysis, IllegalMoveError> {
        let after = self.pos.play(m)?;
        let analysis = match known {
            Some(a) => a,
            None => classify_played(&self.pos, m, &after, opts.mate_search, opts.rules),
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
/// pieces involved in one boxed slice (16 bytes and at most one allocation, instead of three
/// vectors).
#[derive(Debug, Clone)]
pub(crate) struct Kept {
    /// Bit `i`: [`Label::ALL`]`[i]`.
    labels: u8,
    /// How many of `attacks` (the first ones) are checks, and how many chases follow them; the
    /// rest are the attacks that are not chases ([`MoveAnalysis::attacks`]).
    checks: u8,
    chases: u8,
    search_truncated: bool,
    attacks: Option<Box<[Attack]>>,
}

const _: () = assert!(Label::ALL.len() <= 8, "Kept::labels has 8 bits");

impl Kept {
    pub(crate) fn new(a: &MoveAnalysis) -> Kept {
        let labels = Label::ALL
            .iter()
            .enumerate()
            .filter(|(_, l)| a.labels.contains(l))
            .fold(0u8, |bits, (i, _)| bits | 1 << i);
        let attacks: Vec<Attack> = a
            .checks
            .iter()
            .chain(&a.chases)
            .chain(&a.attacks)
            .copied()
            .collect();
        Kept {
            labels,
            checks: u8::try_from(a.checks.len()).expect("at most a few checkers"),
            chases: u8::try_from(a.chases.len()).expect("fewer chases than legal captures"),
            search_truncated: a.search_truncated,
            attacks: (!attacks.is_empty()).then(|| attacks.into_boxed_slice()),
        }
    }

    /// The classification again (labels in [`Label::ALL`] order, as the classifier gives them).
    pub(crate) fn analysis(&self) -> MoveAnalysis {
        let attacks = self.attacks.as_deref().unwrap_or_default();
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
            search_truncated: self.search_truncated,
        }
    }

    pub(crate) fn search_truncated(&self) -> bool {
        self.search_truncated
    }
}
