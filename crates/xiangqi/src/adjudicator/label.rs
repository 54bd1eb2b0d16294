//! What one move does: labels and the pieces involved.

use crate::{Color, Move, Piece, Role, Square};

use super::cycle::PieceId;

/// One effect of a move, in the AXF vocabulary. A move may have several.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Label {
    /// 照: gives check (including discovered and double checks).
    Check,
    /// 杀: not a check, but if the opponent passed, the mover would mate by consecutive checks.
    MateThreat,
    /// 捉: newly attacks an enemy piece that the rules count as chased (see [`MoveAnalysis::chases`]).
    Chase,
    /// 要抽吃: threatens to win material with a check (typically a discovered check), or makes
    /// an attack the mover already had capturable only through a discovered-check battery.
    DiscoveredCaptureThreat,
    /// 兑: offers an exchange of equal pieces.
    Exchange,
    /// 献: leaves the moved piece to be taken for nothing (or for less); under the AXF rules also
    /// a piece offered to an enemy piece of its own type that it attacks in turn, both free to
    /// take (细则24: "视为长献").
    Offer,
    /// 拦: interposes on the line of an enemy piece's attack, or steps into the path of an enemy
    /// check and so parries a mate threat.
    Block,
    /// 闲: none of the above.
    Idle,
}

impl Label {
    /// All labels in display priority (照 > 杀 > 捉 > 要抽吃 > 兑 > 献 > 拦 > 闲).
    pub const ALL: [Label; 8] = [
        Label::Check,
        Label::MateThreat,
        Label::Chase,
        Label::DiscoveredCaptureThreat,
        Label::Exchange,
        Label::Offer,
        Label::Block,
        Label::Idle,
    ];

    /// The Chinese term, e.g. `照`.
    pub const fn zh(self) -> &'static str {
        match self {
            Label::Check => "照",
            Label::MateThreat => "杀",
            Label::Chase => "捉",
            Label::DiscoveredCaptureThreat => "要抽吃",
            Label::Exchange => "兑",
            Label::Offer => "献",
            Label::Block => "拦",
            Label::Idle => "闲",
        }
    }

    /// The English term, e.g. `check`.
    pub const fn en(self) -> &'static str {
        match self {
            Label::Check => "check",
            Label::MateThreat => "mate threat",
            Label::Chase => "chase",
            Label::DiscoveredCaptureThreat => "threat to win material by check",
            Label::Exchange => "exchange offer",
            Label::Offer => "offer",
            Label::Block => "block",
            Label::Idle => "idle",
        }
    }

    /// The machine name used in reports (`check`, `mate_threat`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Label::Check => "check",
            Label::MateThreat => "mate_threat",
            Label::Chase => "chase",
            Label::DiscoveredCaptureThreat => "discovered_capture_threat",
            Label::Exchange => "exchange",
            Label::Offer => "offer",
            Label::Block => "block",
            Label::Idle => "idle",
        }
    }
}

/// A piece attacking another: for a check the target is the general, for a chase the chased piece.
///
/// Squares are ICCS names (`"h7"`), pieces FEN letters (`"R"` red chariot, `"c"` black cannon).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Attack {
    /// Where the attacker stands.
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub chaser: Square,
    /// The attacker.
    #[serde(serialize_with = "piece_char")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub chaser_piece: Piece,
    /// Where the target stands.
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub target: Square,
    /// The target.
    #[serde(serialize_with = "piece_char")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub target_piece: Piece,
    /// Whether the target has a true root against this capture: a chase of a protected piece
    /// (a horse or cannon chasing a car, 总纲6) or an attack that is no chase. Always `false`
    /// for a check and for an uncrossed soldier.
    pub protected: bool,
    /// Why the attack is a chase, as the classification decided it ([`ChaseReason::None`] for a
    /// check and an attack that is no chase). Not in the reports' JSON (the words of a chase
    /// say it).
    #[serde(skip)]
    pub reason: ChaseReason,
}

/// Why an attack is a chase: the rule that made it one (see `chase.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ChaseReason {
    /// No chase: a check, or an attack the rules do not count as a chase.
    #[default]
    None,
    /// The target has no true root (无根, or only false roots).
    Unprotected,
    /// What the capture gains makes it a chase even against a root (the rule set's material:
    /// under the AXF rules a car attacked by a horse or cannon, 总纲6; under the Chinese rules
    /// a piece worth more than its attacker, 得子).
    Material,
    /// The target's only roots are held by a discovered-check battery.
    Battery,
    /// A line of captures on the target's square nets material (得子 over several moves, the
    /// Chinese rules: `chinese/gain.rs`).
    Exchange,
}

/// Serialises a piece as its FEN letter.
pub(crate) fn piece_char<S: serde::Serializer>(p: &Piece, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_char(p.char())
}

impl Attack {
    /// Whether the attacker is a general or a soldier, whose chases are exempt on their own
    /// (总纲9, 细则28–30).
    pub fn by_exempt_piece(&self) -> bool {
        matches!(self.chaser_piece.role, Role::General | Role::Soldier)
    }
}

/// Everything the adjudicator found about one move.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveAnalysis {
    /// The labels, in [`Label::ALL`] order; `[Idle]` when nothing else applies.
    pub labels: Vec<Label>,
    /// For a check: the checking pieces.
    pub checks: Vec<Attack>,
    /// For a chase: every chaser/target pair (several chasers of one target, or one chaser of
    /// several targets, each appear).
    pub chases: Vec<Attack>,
    /// New attacks the rules do not count as chases: on a piece with a true root, or on a
    /// soldier that has not crossed the river (in the move report as `attacks`; they shape a
    /// side's pattern: 长捉真根子 is allowed, 总纲6).
    pub attacks: Vec<Attack>,
    /// For a mate threat (杀): the mate threatened, were the opponent to pass — the mover's
    /// checks and the opponent's replies alternately, ending with the mating check (a shortest
    /// mate, see [`MateSearch`](super::MateSearch)); empty otherwise.
    pub mate_line: Vec<Move>,
    /// For a threat to win material by check (要抽吃) found by search: the line — the mover's
    /// checks and the opponent's replies alternately (the replies that leave the mover least),
    /// then the capture that wins, and the recapture when the piece taken is protected. Its
    /// captures are its balance: what the mover's moves take against what the replies take,
    /// which must favour the mover by the rule set's values (see
    /// [`MateSearch`](super::MateSearch) for the bounds). Empty otherwise (also for a 要抽吃 by
    /// a discovered attack, which the move's chases show).
    pub capture_line: Vec<Move>,
    /// Whether the mate-threat search stopped at its node limit before finishing
    /// (the move is then not labelled 杀 unless a mate was already found).
    pub search_truncated: bool,
    /// Whether the mover could not have changed: every other legal move is 打 itself (将, 杀,
    /// 捉, 抽: no change of pattern) or loses (the opponent then mates by consecutive checks or
    /// wins more material; a fleeing piece's other squares searched a few plies deep). Computed
    /// only under [`RuleSet::Chinese1965`](super::RuleSet::Chinese1965), whose 无法变着 excuses
    /// need it; `false` otherwise.
    pub forced: bool,
}

impl MoveAnalysis {
    /// Whether the move has `label`.
    pub fn has(&self, label: Label) -> bool {
        self.labels.contains(&label)
    }
}

/// One move of a cycle as the judge sees it: who moved, what the move did, and the pieces
/// involved named by identity (so that "the same target" is the same physical piece).
///
/// [`judge`](super::judge) builds these from positions; [`judge_cycle`](super::judge_cycle)
/// also accepts hand-written ones, which is how the judging rules are tested apart from move
/// classification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleEntry {
    /// The mover.
    pub side: Color,
    /// The move's labels, in [`Label::ALL`] order.
    pub labels: Vec<Label>,
    /// Whether the mover was in check before the move (the move answers a check).
    pub answers_check: bool,
    /// Identity of the moved piece.
    pub moved: PieceId,
    /// The checks the move gives (target: the general).
    pub checks: Vec<AttackEntry>,
    /// The chases the move makes.
    pub chases: Vec<AttackEntry>,
    /// The new attacks that are not chases (see [`MoveAnalysis::attacks`]).
    pub attacks: Vec<AttackEntry>,
    /// Whether every other legal move of the mover would have lost at once
    /// ([`MoveAnalysis::forced`]; computed only under the 1965 Chinese rules).
    pub forced: bool,
}

/// One attacker/target pair of a move, with identities.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttackEntry {
    /// Identity of the attacking piece.
    pub chaser: PieceId,
    /// Identity of the attacked piece.
    pub target: PieceId,
    /// Pieces and squares.
    pub attack: Attack,
}

impl CycleEntry {
    /// Whether the move gives check.
    pub fn is_check(&self) -> bool {
        self.labels.contains(&Label::Check)
    }

    /// The move's main label (the first in [`Label::ALL`] order).
    pub fn main_label(&self) -> Label {
        self.labels.first().copied().unwrap_or(Label::Idle)
    }

    /// Whether the move has `label`.
    pub fn has(&self, label: Label) -> bool {
        self.labels.contains(&label)
    }
}
