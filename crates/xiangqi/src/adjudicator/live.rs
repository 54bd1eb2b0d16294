//! What the live referee ([`crate::Game`]) shares with [`super::judge`]: a move classified once
//! with its cycle entry, the piece identities as a game goes on, and the assembly of a report
//! from a judged cycle.

use crate::{IllegalMoveError, Move, Position};

use super::classify::classify_played;
use super::cycle::Identities;
use super::judge::{entry, JudgeOptions};
use super::report::MoveReport;
use super::label::{CycleEntry, MoveAnalysis};

pub(crate) use super::cycle::last_cycle;
pub(crate) use super::judge::{assemble, Judged};

/// A position and the identities of its pieces (tracked from the start of the game).
#[derive(Debug, Clone)]
pub(crate) struct State {
    pub pos: Position,
    ids: Identities,
}

/// A played move's classification, and its entry for judging a cycle (piece identities).
#[derive(Debug, Clone)]
pub(crate) struct Classified {
    pub analysis: MoveAnalysis,
    pub entry: CycleEntry,
}

impl State {
    pub(crate) fn new(start: &Position) -> State {
        State {
            pos: start.clone(),
            ids: Identities::new(start),
        }
    }

    /// Plays a legal move and classifies it (with the options' mate search).
    pub(crate) fn play(
        &mut self,
        m: Move,
        opts: &JudgeOptions,
    ) -> Result<Classified, IllegalMoveError> {
        let after = self.pos.play(m)?;
        let analysis = classify_played(&self.pos, m, &after, opts.mate_search, opts.rules);
        let side = self.pos.turn();
        let answers_check = self.pos.is_check();
        self.ids.play(m);
        self.pos = after;
        let entry = entry(side, answers_check, &analysis, &self.ids);
        Ok(Classified { analysis, entry })
    }

    /// Plays a move known to be legal, without classifying it.
    pub(crate) fn replay(&mut self, m: Move) {
        self.ids.play(m);
        self.pos.play_unchecked(m);
    }
}

/// The report of `m` (classified as `c`) played in `pos` as ply `ply`.
pub(crate) fn report(
    pos: &Position,
    m: Move,
    c: &Classified,
    ply: usize,
    in_cycle: bool,
) -> MoveReport {
    let mut r = MoveReport::new(pos, m, Some(&c.analysis));
    r.ply = ply;
    r.in_cycle = in_cycle;
    r
}
