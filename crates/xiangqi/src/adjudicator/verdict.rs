//! The judge's decision as data: the verdict, and per side the pattern of its moves, whether it
//! violates, the pieces involved and the articles the decision rests on. [`explain`](super::explain)
//! renders this in words; nothing here is prose.

use crate::{Color, Piece, Square};

use super::articles::ArticleId;
use super::cycle::{Identities, PieceId};
use super::label::piece_char;

/// The outcome of judging a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The final position does not repeat (nothing to judge).
    None,
    /// No one must change (or both violate alike).
    Draw,
    /// Red must change its moves, otherwise Red loses.
    RedMustChange,
    /// Black must change its moves, otherwise Black loses.
    BlackMustChange,
}

impl Verdict {
    /// The side that must change, if any.
    pub fn must_change(self) -> Option<Color> {
        match self {
            Verdict::RedMustChange => Some(Color::Red),
            Verdict::BlackMustChange => Some(Color::Black),
            _ => None,
        }
    }

    /// The verdict that `c` must change.
    pub fn for_side(c: Color) -> Verdict {
        c.fold(Verdict::RedMustChange, Verdict::BlackMustChange)
    }
}

/// What one side does over the cycle, in the rulebooks' vocabulary (a closed set: every
/// classification the AXF rulebook gives a side maps to one of these; the Chinese rules add
/// `perpetual_attack`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// No cycle was judged.
    None,
    /// 一子长照: one piece checks on every move.
    PerpetualCheck,
    /// 多子交替长照: several pieces check in turn, a check on every move.
    AlternatingPerpetualCheck,
    /// 一子长捉一子: one piece chases the same piece on every move.
    PerpetualChase,
    /// 两子或多子长捉一子 / 轮捉一子: several pieces chase the same piece on every move.
    TwoPiecesChaseOne,
    /// 将帅或兵卒联合他子长捉一子: a general or soldier joined on every move by another piece.
    JointChase,
    /// 一子轮捉两子: chases on every move, but not of one and the same piece.
    AlternatingChase,
    /// 两子分别轮捉两子: two pieces chasing two pieces in turn.
    TwoPiecesChaseTwo,
    /// 将帅长捉: chases on every move, by the general alone on some move.
    GeneralChase,
    /// 兵卒长捉: chases on every move, by a soldier alone on some move.
    PawnChase,
    /// 长捉真根子: an attack on every move, but of a piece with a true root (总纲6, 细则35).
    ProtectedPieceAttack,
    /// 长捉未渡河兵卒: an attack on every move of a soldier that has not crossed the river.
    UncrossedPawnAttack,
    /// 长杀: a mate threat on every move.
    PerpetualMateThreat,
    /// 一照一杀: checks and mate threats.
    OneCheckOneMateThreat,
    /// 一照一捉 (多照一捉): checks and chases.
    OneCheckOneChase,
    /// 一照一闲 (一照一停): checks and other moves.
    OneCheckOneIdle,
    /// 一照一要抽吃: checks and threats to win material by check.
    OneCheckOneDiscoveredCaptureThreat,
    /// 一捉一要抽吃: chases and threats to win material by check.
    OneChaseOneDiscoveredCaptureThreat,
    /// 一杀一捉: mate threats and chases.
    OneMateThreatOneChase,
    /// 一捉一闲: chases and other moves.
    OneChaseOneIdle,
    /// 长要抽吃: a threat to win material by check on every move.
    PerpetualDiscoveredCaptureThreat,
    /// 长打 (Chinese rules): an attack (将, 杀, 捉 or 抽) on every move, of kinds no other
    /// pattern names (e.g. 一将一杀一捉).
    PerpetualAttack,
    /// 长拦: a block on every move.
    PerpetualBlock,
    /// 长兑: an exchange offer on every move.
    PerpetualExchange,
    /// 长献: an offer (or exchange offer) on every move.
    PerpetualOffer,
    /// 应将: every move answers a check.
    CheckEvasion,
    /// 避捉: every move takes away a piece the opponent's move before it attacked.
    Evasion,
    /// 解照反照: every move answers a check with a check back (both sides: 细则7).
    CounterCheck,
    /// 闲: idle moves only.
    Idle,
    /// Other mixtures, none of them forbidden.
    Mixed,
}

/// How a piece takes part in a side's pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// Gives check.
    Checker,
    /// Chases.
    Chaser,
    /// Is chased.
    Target,
}

/// A piece involved in a side's pattern, on its square in the judged (final) position: the judge
/// follows each piece through the moves after the one that involved it. (A cycle judged from
/// hand-written entries, which have no positions, gives the square of its first involvement.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct InvolvedPiece {
    /// Its part.
    pub part: Part,
    /// The piece (FEN letter).
    #[serde(serialize_with = "piece_char")]
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub piece: Piece,
    /// Its square (ICCS).
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    pub square: Square,
    /// Its identity (its index in the starting placement); not part of the serialised shape.
    #[serde(skip)]
    pub id: PieceId,
}

/// One side's part of the decision.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SideReport {
    /// What the side does over the cycle.
    pub pattern: Pattern,
    /// Whether the side is at fault.
    pub violates: bool,
    /// The pieces involved (checkers; chasers and their targets).
    pub pieces: Vec<InvolvedPiece>,
    /// The articles that classify (allow or forbid) what the side does.
    pub articles: Vec<ArticleId>,
}

impl SideReport {
    /// The report of a side with no moves judged.
    pub fn none() -> SideReport {
        SideReport {
            pattern: Pattern::None,
            violates: false,
            pieces: Vec::new(),
            articles: Vec::new(),
        }
    }
}

/// Both sides' parts.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Sides {
    /// Red.
    pub red: SideReport,
    /// Black.
    pub black: SideReport,
}

impl Sides {
    /// The part of `c`.
    pub fn of(&self, c: Color) -> &SideReport {
        c.fold(&self.red, &self.black)
    }
}

/// Which sides are at fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Violations {
    /// Red is at fault.
    pub red: bool,
    /// Black is at fault.
    pub black: bool,
}

/// The decision on a cycle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    /// The verdict.
    pub verdict: Verdict,
    /// Each side's part.
    pub sides: Sides,
    /// The articles that turn the two sides' parts into the verdict (the principles).
    pub articles: Vec<ArticleId>,
}

impl Judgement {
    /// The judgement when there is no cycle.
    pub fn none() -> Judgement {
        Judgement {
            verdict: Verdict::None,
            sides: Sides {
                red: SideReport::none(),
                black: SideReport::none(),
            },
            articles: Vec::new(),
        }
    }

    /// The judgement from the verdict, the sides' reports and whether each side's pattern is
    /// forbidden: a side is at fault when its pattern is forbidden and the verdict does not name
    /// the other side (against a heavier violation, the lighter one is not what must change).
    pub(crate) fn new(
        verdict: Verdict,
        (mut red, red_forbidden): (SideReport, bool),
        (mut black, black_forbidden): (SideReport, bool),
        articles: Vec<ArticleId>,
    ) -> Judgement {
        let at_fault =
            |forbidden: bool, c: Color| forbidden && verdict.must_change().map_or(true, |m| m == c);
        red.violates = at_fault(red_forbidden, Color::Red);
        black.violates = at_fault(black_forbidden, Color::Black);
        Judgement {
            verdict,
            sides: Sides { red, black },
            articles,
        }
    }

    /// Puts each piece named on its square in a later position, given the identities there.
    pub(crate) fn place(&mut self, ids: &Identities) {
        for p in self
            .sides
            .red
            .pieces
            .iter_mut()
            .chain(&mut self.sides.black.pieces)
        {
            if let Some(sq) = ids.square_of(p.id) {
                p.square = sq;
            }
        }
    }

    /// Who is at fault.
    pub fn violations(&self) -> Violations {
        Violations {
            red: self.sides.red.violates,
            black: self.sides.black.violates,
        }
    }

    /// Every article cited: the sides' (Red's, then Black's) and the verdict's, each once.
    pub fn all_articles(&self) -> Vec<ArticleId> {
        let mut out: Vec<ArticleId> = Vec::new();
        for a in self
            .sides
            .red
            .articles
            .iter()
            .chain(&self.sides.black.articles)
            .chain(&self.articles)
        {
            if !out.contains(a) {
                out.push(*a);
            }
        }
        out
    }
}
