//! The Chinese rule set (中国象棋竞赛规则, 棋例): the 1999/2011 rules where the material at hand
//! prints them, the 1965 text where it is silent (`docs/chinese-rules.md` says which, rule by
//! rule). Everything particular to the Chinese rules is here: what a capture must gain to be a
//! chase (得子), each move as 打 or 闲 (with 从重), each side's pattern, the verdict table and the
//! items cited. Finding the cycle and the board facts (checks, attacks, roots, mate and
//! discovered-capture searches) are shared with the AXF rules.
//!
//! - **打 and 闲**: a move is 将 (check), 杀 (mate threat), 捉 (chase) or 抽 (threat to win
//!   material by check), named by the heaviest of its effects (从重, 棋例通则第4条: 将 > 杀 > 捉 >
//!   抽); anything else — 兑, 献, 拦, 跟, 闲 — is 闲. A chase by the general or a soldier alone is
//!   allowed (1965 和例十, 十一; 2011 "允许帅(将)、兵(卒)叫吃"), so it is 闲.
//! - **Patterns**: a side whose every move is 将 checks perpetually (长将); one whose every move
//!   is 打 plays a forbidden 长打 (长杀, 长捉, 一将一杀, 一将一捉, 一杀一捉 …: 2011 25.2, 1965 禁止着法
//!   （一）–（六）); a side with a 闲 in the cycle plays an allowed pattern (一打一闲, 长闲).
//! - **Verdict**: the same on both sides → draw (1965 和例六, 八; 2011 二打二还打); otherwise the
//!   heavier side — 长将 over 长打 over allowed — must change, otherwise it loses (2011 二打一还打,
//!   二打对二闲; 1965 禁止着法).
//! - **得子 over several moves** (`gain.rs`): a move that newly makes possible a line of captures
//!   netting material by piece strength (交换得子, 弃子得子; 2011 26.6) is 捉 too.
//! - **Editions** ([`Edition`], `edition.rs`): the 1965 text differs from the current rules in
//!   six rows — 二将一还将 and 二打一还打 are draws, a side that cannot change is excused (the
//!   fact is `change::cannot_change`), a soldier's chase counts when both sides chase, and
//!   an attack on a piece of equal value that could take back is 兑, not 捉 (nor 得子 over
//!   several moves, nor material won by check), and an answer to an 打 whose only 打 is 抽 is
//!   no 还打 (1965 例三, 例二; the 2011 rulings count it as one 打).

pub mod articles;
mod change;
mod edition;
mod gain;
mod value;
mod words;

pub(crate) use self::edition::Edition;

use crate::{Color, Piece, Role};

use self::articles::ChineseArticle::{self, *};
use self::value::value;
use super::articles::ArticleId;
use super::facts::{chase_pieces, check_pieces, SideMoves};
use super::label::{AttackEntry, CycleEntry, Label, MoveAnalysis};
use super::profile::{Material, Profile};
use super::verdict::{InvolvedPiece, Judgement, Pattern, SideReport, Verdict};

/// What a capture of `target` by `chaser` must overcome to count as a chase (得子, 2011 26.6):
/// a weak piece taking a stronger one gains material even against a protector; otherwise the
/// target must have no true root. A target of equal value that could take back (`mutual`) is
/// still chased when unprotected under the current rules — 捉兼兑 and 捉兼献 are 捉 (棋例细则第5条)
/// — but is offered an exchange under the 1965 text ([`Edition::equal_offer_is_exchange`]).
fn material(ed: Edition, chaser: Piece, target: Piece, mutual: &dyn Fn() -> bool) -> Material {
    if value(target) > value(chaser) {
        Material::Always
    } else if ed.equal_offer_is_exchange && value(target) == value(chaser) && mutual() {
        Material::Never
    } else {
        Material::IfUnprotected
    }
}

/// The profile of an edition of the Chinese rules (the knobs the shared readers ask for).
macro_rules! profile {
    ($ed:expr, $material:ident, $judge:ident) => {
        Profile {
            material: $material,
            // A root through the square the capturer left is no root: the reading the Chinese
            // verdicts were argued with (the 1965 例十六 and AXF 40, 41, 87 under `chinese1965`
            // rest on it).
            counts_xray_roots: false,
            // Any material won by checks is 抽 (暗抽, 1965 例十四 注2).
            // A car offered to a car is 兑 by the values (the 兑 row of each edition decides what
            // it amounts to); the Chinese texts have no article like AXF 细则24.
            same_kind_mutual_is_offer: false,
            // The Chinese texts print no article like AXF 细则27 (a pinned car's moves along its
            // line): its attacks count as any other.
            pinned_line_moves_attack_nothing: false,
            counts_interposer: true,
            line_worth: value::weight,
            winning_captures: Some(gain::new_winning_captures),
            cannot_change: if $ed.excuses_forced_moves() {
                Some(change::cannot_change)
            } else {
                None
            },
            judge: $judge,
            words: &words::WORDS,
        }
    };
}

/// The current Chinese rules (`RuleSet::Chinese`).
pub(crate) static CURRENT: Profile = profile!(Edition::CURRENT, material_current, judge_current);

/// The 1965 text (`RuleSet::Chinese1965`).
pub(crate) static E1965: Profile = profile!(Edition::E1965, material_1965, judge_1965);

fn material_current(chaser: Piece, target: Piece, mutual: &dyn Fn() -> bool) -> Material {
    material(Edition::CURRENT, chaser, target, mutual)
}

fn material_1965(chaser: Piece, target: Piece, mutual: &dyn Fn() -> bool) -> Material {
    material(Edition::E1965, chaser, target, mutual)
}

fn judge_current(cycle: &[CycleEntry]) -> Judgement {
    judge(cycle, Edition::CURRENT)
}

fn judge_1965(cycle: &[CycleEntry]) -> Judgement {
    judge(cycle, Edition::E1965)
}

/// One move as 打 or 闲, by its heaviest effect (从重).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Tactic {
    /// 将.
    Check,
    /// 杀.
    MateThreat,
    /// 捉.
    Chase,
    /// 抽: a threat to win material by check.
    CaptureThreat,
    /// 闲.
    Idle,
}

impl Tactic {
    /// The move's tactic, with `counts` saying which chases are 打.
    fn of(e: &CycleEntry, counts: impl Fn(&AttackEntry) -> bool) -> Tactic {
        Tactic::named(&e.labels, e.chases.iter().any(counts))
    }

    /// The tactic of a move with `labels`, `chase` saying whether one of its chases is 打.
    fn named(labels: &[Label], chase: bool) -> Tactic {
        if labels.contains(&Label::Check) {
            Tactic::Check
        } else if labels.contains(&Label::MateThreat) {
            Tactic::MateThreat
        } else if chase {
            Tactic::Chase
        } else if labels.contains(&Label::DiscoveredCaptureThreat) {
            Tactic::CaptureThreat
        } else {
            Tactic::Idle
        }
    }
}

/// Whether a classified move outside a cycle is 打 (a chase by a general or soldier alone
/// being 闲): what a change of move (变着) is not (`change::cannot_change`).
fn is_attack(a: &MoveAnalysis) -> bool {
    Tactic::named(&a.labels, a.chases.iter().any(|c| !c.by_exempt_piece())) != Tactic::Idle
}

/// How heavy a side's pattern is, for the verdict table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Fault {
    /// Allowed.
    None,
    /// 长打 other than 长将.
    Attack,
    /// 长将.
    Check,
}

struct Side {
    report: SideReport,
    fault: Fault,
    /// Some move is 将, 杀 or 捉 (the 还打 of 1965 和例九: "在两步中有一步是“将军”、要杀、捉子").
    returns: bool,
    /// Some move is 将 (the 还将 of 1965 和例七).
    returns_check: bool,
    /// Every move was forced (`change::cannot_change`): the side cannot change (1965 无法变着).
    forced: bool,
}

/// Judges a cycle under an edition of the Chinese rules.
fn judge(cycle: &[CycleEntry], ed: Edition) -> Judgement {
    let cycle = without_self_caused_chases(cycle);
    let (cycle, unreturned) = if ed.capture_threat_answer_is_no_return {
        without_capture_threats_in_answers(&cycle)
    } else {
        (cycle, Vec::new())
    };
    // 1965 例十六: a soldier's chases count too when the other side chases (互捉).
    let mutual = |c: Color| {
        ed.soldier_chases_count_when_both_chase
            && cycle
                .iter()
                .any(|e| e.side == !c && e.chases.iter().any(|a| !a.attack.by_exempt_piece()))
    };
    let red = side(&SideMoves::new(Color::Red, &cycle), ed, mutual(Color::Red));
    let black = side(
        &SideMoves::new(Color::Black, &cycle),
        ed,
        mutual(Color::Black),
    );
    let (mut red, mut black) = (red, black);
    // 1965 例三 is cited for the side whose answers' 要抽吃 did not count.
    for (s, c) in [(&mut red, Color::Red), (&mut black, Color::Black)] {
        if unreturned.contains(&c) {
            s.report.articles.extend(ids(&[Example3]));
        }
    }
    let (verdict, articles) = verdict(&red, &black, ed);
    // Under 和例七 the side that parries every check is not at fault, whatever its parries do.
    let at_fault = |s: &Side| match s.fault {
        Fault::Attack if articles == [Draw7] => false,
        f => f != Fault::None,
    };
    let (red_fault, black_fault) = (at_fault(&red), at_fault(&black));
    Judgement::new(
        verdict,
        (red.report, red_fault),
        (black.report, black_fault),
        ids(&articles),
    )
}

/// The cycle with each answer's self-caused chases moved to the attacks that are not chases
/// (己方造成的被捉, seed 004: "凡一方走出“打”后，以致造成己方的被“捉”状态，应由己方自负。判断对方是否
/// “打”，应视对方解“打”的着法是否具有“打”的作用"). A move that answers a check does not chase the
/// piece that gave it (a checker, or the piece that moved to uncover the check) when the attack
/// only opens by the answer, i.e. another piece than the one moved attacks it: the check placed
/// that piece where the forced answer exposes it (图1: the general steps out of the car's check
/// and uncovers a cannon on the car). What the answering piece attacks itself, or any other
/// piece the answer attacks, stays a 捉 (seed 004 单方长捉例②: "动子车在解将的同时反捉炮，还造成中炮
/// 在打黑车，这为一打"). Answers to a mate threat are not treated so: a mate threat leaves the
/// defender a choice of parries, and a parry that uncovers an attack chooses to (AXF 图72: the
/// pawn's parries free a horse leg onto the fleeing cannon, a joint 长捉).
fn without_self_caused_chases(cycle: &[CycleEntry]) -> Vec<CycleEntry> {
    let n = cycle.len();
    (0..n)
        .map(|i| {
            let (e, before) = (&cycle[i], &cycle[(i + n - 1) % n]);
            let mut e = e.clone();
            if n > 1 && e.answers_check {
                let makers: Vec<_> = std::iter::once(before.moved)
                    .chain(before.checks.iter().map(|c| c.chaser))
                    .collect();
                let (own, kept) = std::mem::take(&mut e.chases)
                    .into_iter()
                    .partition(|c: &AttackEntry| c.chaser != e.moved && makers.contains(&c.target));
                e.chases = kept;
                e.attacks.extend::<Vec<AttackEntry>>(own);
                if e.chases.is_empty() {
                    e.labels.retain(|l| *l != Label::Chase);
                    if e.labels.is_empty() {
                        e.labels.push(Label::Idle);
                    }
                }
            }
            e
        })
        .collect()
}

/// The cycle with the 要抽吃 of each answer to an 打 that has no other 打 read as 闲, and the
/// sides that had such answers. 1965 例三: "红车长捉黑炮两步，黑方的炮虽然形成要抽吃的局面，不得作为
/// 解捉还捉。如黑方不愿变着，仍由红方变，红方不变作负" — the chased piece's flight that only forms a
/// threat to win material by check is no 还打; 例二 rules the same of a parry whose hidden plan
/// wins material by checks but is no 连杀 ("黑方虽伏有平卒再退车连将吃仕的着法，但不是连杀，不得
/// 作为一将一解捉还捉"). An answer is a move after an opponent's 打 (将, 杀, 捉 or 抽) that
/// answers a check, moves a piece that 打 chased, parries by blocking (拦), or follows a mate
/// threat. A 要抽吃 that answers nothing stays 打 (1965 禁止（六）, 例五).
fn without_capture_threats_in_answers(cycle: &[CycleEntry]) -> (Vec<CycleEntry>, Vec<Color>) {
    let n = cycle.len();
    let counted = |e: &CycleEntry| Tactic::of(e, |c| !c.attack.by_exempt_piece());
    let mut sides = Vec::new();
    let out = (0..n)
        .map(|i| {
            let (e, before) = (&cycle[i], &cycle[(i + n - 1) % n]);
            let mut e = e.clone();
            let answers = e.answers_check
                || e.has(Label::Block)
                || before.has(Label::MateThreat)
                || before.chases.iter().any(|c| c.target == e.moved);
            if n > 1
                && answers
                && counted(before) != Tactic::Idle
                && counted(&e) == Tactic::CaptureThreat
            {
                e.labels.retain(|l| *l != Label::DiscoveredCaptureThreat);
                if e.labels.is_empty() {
                    e.labels.push(Label::Idle);
                }
                if !sides.contains(&e.side) {
                    sides.push(e.side);
                }
            }
            e
        })
        .collect();
    (out, sides)
}

/// The verdict table and the items it rests on.
fn verdict(red: &Side, black: &Side, ed: Edition) -> (Verdict, Vec<ChineseArticle>) {
    use std::cmp::Ordering::*;
    let (heavy, light, c) = match red.fault.cmp(&black.fault) {
        Equal => {
            let a = match red.fault {
                // The 1965 text has no list of allowed moves: nobody breaks its 禁止着法.
                Fault::None if !ed.cites_2011 => vec![ForbiddenIntro],
                Fault::None => vec![Allowed],
                Fault::Check => vec![Draw6],
                Fault::Attack => vec![Draw8],
            };
            return (Verdict::Draw, ed.cited(&a));
        }
        Greater => (red, black, Color::Red),
        Less => (black, red, Color::Black),
    };
    let must = |a: Vec<ChineseArticle>| (Verdict::for_side(c), ed.cited(&a));
    match (heavy.fault, light.fault) {
        // 1965 和例七: 二将一还将 — the other side parries every check and checks back on some
        // move (whatever else its parries threaten) — a draw.
        (Fault::Check, _) if ed.check_returned_is_draw && light.returns_check => {
            (Verdict::Draw, vec![Draw7])
        }
        // 和例八 lets the 打 patterns cancel each other, 长将 not among them.
        (Fault::Check, Fault::Attack) => must(vec![Forbidden1, Draw8]),
        // 1965 和例九: 二打一还打 is a draw, unless the 一还打 side cannot change.
        (Fault::Attack, _) if ed.attack_returned_is_draw && light.returns => {
            if light.forced && !heavy.forced {
                must(vec![Draw9])
            } else {
                (Verdict::Draw, vec![Draw9])
            }
        }
        // 1965 例十五: the 二打 side cannot change, the other plays idle moves: a draw.
        (Fault::Attack, _) if ed.forced_attacker_excused && heavy.forced => {
            (Verdict::Draw, vec![Example15])
        }
        _ => must(vec![ForbiddenIntro, Counting]),
    }
}

fn ids(a: &[ChineseArticle]) -> Vec<ArticleId> {
    a.iter().map(|&a| ArticleId::Chinese(a)).collect()
}

fn side_report(pattern: Pattern, pieces: Vec<InvolvedPiece>, a: &[ChineseArticle]) -> SideReport {
    SideReport {
        pattern,
        violates: false,
        pieces,
        articles: ids(a),
    }
}

/// What one side's moves amount to; `mutual`: a soldier's chases count (1965 例十六).
fn side(m: &SideMoves, ed: Edition, mutual: bool) -> Side {
    let counts = |c: &AttackEntry| {
        !c.attack.by_exempt_piece() || mutual && c.attack.chaser_piece.role == Role::Soldier
    };
    let tactics: Vec<Tactic> = m.entries().map(|e| Tactic::of(e, counts)).collect();
    let mut side = pattern(m, &tactics, ed, mutual, counts);
    // 1965 例十六 is cited wherever it names a move: a move that is 捉 only because a soldier's
    // chase counts (the 一还捉 of the case, or a rung of a forbidden pattern).
    let e16 = ArticleId::Chinese(Example16);
    if mutual
        && !side.report.articles.contains(&e16)
        && m.entries().zip(&tactics).any(|(e, t)| {
            *t == Tactic::Chase && Tactic::of(e, |c| !c.attack.by_exempt_piece()) != Tactic::Chase
        })
    {
        side.report.articles.push(e16);
    }
    use Tactic::*;
    side.returns = tactics
        .iter()
        .any(|t| matches!(t, Check | MateThreat | Chase));
    side.returns_check = tactics.contains(&Check);
    side.forced = m.all(|e| e.forced);
    side
}

/// What a side's moves are, for the rungs of [`LADDER`].
struct Moves<'a> {
    m: &'a SideMoves<'a>,
    /// The moves' tactics, sorted, once each.
    kinds: Vec<Tactic>,
    ed: Edition,
    /// A soldier's chases count (1965 例十六).
    mutual: bool,
    /// Which chases are 打.
    counts: &'a dyn Fn(&AttackEntry) -> bool,
}

impl Moves<'_> {
    fn side(
        &self,
        pattern: Pattern,
        pieces: Vec<InvolvedPiece>,
        a: &[ChineseArticle],
        fault: Fault,
    ) -> Side {
        Side {
            report: side_report(pattern, pieces, &self.ed.cited(a)),
            fault,
            returns: false,
            returns_check: false,
            forced: false,
        }
    }

    fn allowed(&self, pattern: Pattern, pieces: Vec<InvolvedPiece>, a: &[ChineseArticle]) -> Side {
        self.side(pattern, pieces, a, Fault::None)
    }

    fn checks(&self) -> Vec<InvolvedPiece> {
        check_pieces(&self.m.checkers())
    }

    fn chases(&self) -> Vec<InvolvedPiece> {
        chase_pieces(&self.m.chases_of(None))
    }

    fn both(&self) -> Vec<InvolvedPiece> {
        let mut p = self.checks();
        p.extend(self.chases());
        p
    }

    /// The items `a`, with 从重 (棋例通则第4条) when a move is named by the heaviest of several
    /// effects (杀兼捉按杀, 捉兼兑按捉 …).
    fn cite(&self, mut a: Vec<ChineseArticle>) -> Vec<ChineseArticle> {
        let several = self.m.any(|e| {
            e.labels
                .iter()
                .filter(|l| !matches!(l, Label::Block | Label::Idle))
                .count()
                > 1
        });
        if several {
            a.push(General4);
        }
        a
    }
}

/// A rung of the [`LADDER`]: the side's pattern, if the rung names its moves.
type Rung = fn(&Moves) -> Option<Side>;

/// The decision ladder: a side's pattern and fault are the first rung that names its moves, in
/// this order (长将, then 长打 — every move 打 —, then the allowed patterns).
const LADDER: [(&str, Rung); 12] = [
    ("no moves", no_moves),
    ("perpetual check", perpetual_check),
    ("an attack on every move", perpetual_attack),
    ("answers to checks", answers_checks),
    ("a check beside idle moves", check_beside_idle),
    ("a chase beside idle moves", chase_beside_idle),
    ("chases by the general or a soldier", exempt_chases),
    ("idle moves of several kinds", mixed_idle),
    ("blocks", blocks),
    ("exchange offers", exchanges),
    ("exchange offers and offers", offers),
    ("idle moves", idle),
];

/// A side's pattern and fault from its moves' tactics: the first rung of [`LADDER`] that names
/// them.
fn pattern(
    m: &SideMoves,
    tactics: &[Tactic],
    ed: Edition,
    mutual: bool,
    counts: impl Fn(&AttackEntry) -> bool + Copy,
) -> Side {
    let mut kinds = tactics.to_vec();
    crate::short_sort::sort(&mut kinds);
    kinds.dedup();
    let moves = Moves {
        m,
        kinds,
        ed,
        mutual,
        counts: &counts,
    };
    LADDER
        .iter()
        .find_map(|(_, rung)| rung(&moves))
        .unwrap_or_else(|| moves.allowed(Pattern::Mixed, Vec::new(), &[Allowed]))
}

fn no_moves(s: &Moves) -> Option<Side> {
    s.m.is_empty()
        .then(|| s.allowed(Pattern::None, Vec::new(), &[]))
}

fn perpetual_check(s: &Moves) -> Option<Side> {
    if s.kinds != [Tactic::Check] {
        return None;
    }
    let checkers = s.m.checkers();
    let pattern = if checkers.len() > 1 {
        Pattern::AlternatingPerpetualCheck
    } else {
        Pattern::PerpetualCheck
    };
    Some(s.side(
        pattern,
        check_pieces(&checkers),
        &s.cite(vec![Forbidden1, Rule25_2]),
        Fault::Check,
    ))
}

/// 长打: no move is 闲 — the patterns of the forbidden list by the tactics the moves use.
fn perpetual_attack(s: &Moves) -> Option<Side> {
    use Tactic::*;
    if s.kinds.contains(&Idle) {
        return None;
    }
    let m = s.m;
    let (pattern, pieces, mut a) = match s.kinds.as_slice() {
        [MateThreat] => (Pattern::PerpetualMateThreat, Vec::new(), vec![Forbidden2]),
        [Check, MateThreat] => (Pattern::OneCheckOneMateThreat, s.checks(), vec![Forbidden3]),
        [Check, Chase] => (Pattern::OneCheckOneChase, s.both(), vec![Forbidden5]),
        [MateThreat, Chase] => (Pattern::OneMateThreatOneChase, s.chases(), vec![]),
        [Check, CaptureThreat] => (
            Pattern::OneCheckOneDiscoveredCaptureThreat,
            s.checks(),
            vec![Forbidden6],
        ),
        [Chase, CaptureThreat] => (
            Pattern::OneChaseOneDiscoveredCaptureThreat,
            s.chases(),
            vec![],
        ),
        [CaptureThreat] => (
            Pattern::PerpetualDiscoveredCaptureThreat,
            Vec::new(),
            vec![],
        ),
        [Chase] => {
            let (pattern, pieces) = chase_pattern(m, s.counts);
            (pattern, pieces, vec![Forbidden4])
        }
        _ => (Pattern::PerpetualAttack, s.both(), vec![]),
    };
    a.push(Rule25_2);
    if s.kinds.contains(&Chase) && gains_by_value(m) {
        a.push(Rule26_6);
    }
    if m.any(|e| {
        Tactic::of(e, s.counts) == Chase
            && (e.labels.contains(&Label::Exchange) || e.labels.contains(&Label::Offer))
    }) {
        a.push(Detail5);
    }
    if s.mutual
        && m.any(|e| {
            e.chases
                .iter()
                .any(|c| c.attack.chaser_piece.role == Role::Soldier)
        })
    {
        a.push(Example16);
    }
    Some(s.side(pattern, pieces, &s.cite(a), Fault::Attack))
}

fn answers_checks(s: &Moves) -> Option<Side> {
    if !s.m.all(|e| e.answers_check) {
        return None;
    }
    Some(if s.m.any(CycleEntry::is_check) {
        s.allowed(Pattern::CounterCheck, s.checks(), &[Draw7])
    } else {
        s.allowed(Pattern::CheckEvasion, Vec::new(), &[])
    })
}

fn check_beside_idle(s: &Moves) -> Option<Side> {
    s.kinds
        .contains(&Tactic::Check)
        .then(|| s.allowed(Pattern::OneCheckOneIdle, s.checks(), &[Draw5, Allowed]))
}

fn chase_beside_idle(s: &Moves) -> Option<Side> {
    s.kinds
        .contains(&Tactic::Chase)
        .then(|| s.allowed(Pattern::OneChaseOneIdle, s.chases(), &[Allowed]))
}

/// Chases on every move, all by the general or a soldier.
fn exempt_chases(s: &Moves) -> Option<Side> {
    if s.kinds != [Tactic::Idle] || !s.m.all(|e| !e.chases.is_empty()) {
        return None;
    }
    let pieces = s.chases();
    let general =
        s.m.chases_of(None)
            .iter()
            .any(|c| c.attack.chaser_piece.role == Role::General);
    Some(if general {
        s.allowed(Pattern::GeneralChase, pieces, &[Draw11, Allowed])
    } else {
        s.allowed(Pattern::PawnChase, pieces, &[Draw10, Allowed])
    })
}

fn mixed_idle(s: &Moves) -> Option<Side> {
    (s.kinds != [Tactic::Idle]).then(|| s.allowed(Pattern::Mixed, Vec::new(), &[Allowed]))
}

fn blocks(s: &Moves) -> Option<Side> {
    s.m.all_main(&[Label::Block])
        .then(|| s.allowed(Pattern::PerpetualBlock, Vec::new(), &[Draw1]))
}

fn exchanges(s: &Moves) -> Option<Side> {
    s.m.all_main(&[Label::Exchange])
        .then(|| s.allowed(Pattern::PerpetualExchange, Vec::new(), &[Draw3]))
}

fn offers(s: &Moves) -> Option<Side> {
    s.m.all_main(&[Label::Exchange, Label::Offer])
        .then(|| s.allowed(Pattern::PerpetualOffer, Vec::new(), &[Draw4]))
}

fn idle(s: &Moves) -> Option<Side> {
    s.m.all_main(&[Label::Idle])
        .then(|| s.allowed(Pattern::Idle, Vec::new(), &[]))
}
/// The pattern of a side that chases on every move: one piece (by one chaser, by several in
/// turn, or jointly with a general or soldier) or different pieces in turn — all 长捉 here,
/// since every 捉 is one 打.
fn chase_pattern(
    m: &SideMoves,
    counts: impl Fn(&AttackEntry) -> bool,
) -> (Pattern, Vec<InvolvedPiece>) {
    if let Some(target) = m.chased_on_every_move(&counts) {
        let chases = m.chases_of(Some(target));
        let mut chasers: Vec<_> = chases.iter().map(|c| c.chaser).collect();
        crate::short_sort::sort(&mut chasers);
        chasers.dedup();
        let exempt = |c: &AttackEntry| c.attack.by_exempt_piece();
        let pattern = if chases.iter().any(exempt) && !chases.iter().all(exempt) {
            Pattern::JointChase
        } else if chasers.len() > 1 {
            Pattern::TwoPiecesChaseOne
        } else {
            Pattern::PerpetualChase
        };
        return (pattern, chase_pieces(&chases));
    }
    let all = m.chases_of(None);
    let mut chasers: Vec<_> = all.iter().map(|c| c.chaser).collect();
    crate::short_sort::sort(&mut chasers);
    chasers.dedup();
    let pattern = if chasers.len() > 1 {
        Pattern::TwoPiecesChaseTwo
    } else {
        Pattern::AlternatingChase
    };
    (pattern, chase_pieces(&all))
}

/// Whether some chase wins material by value rather than because the target is unprotected: a
/// weak piece attacking a stronger one, or an exchange that nets material (a chase of a truly
/// protected piece can be nothing else, `gain.rs`).
fn gains_by_value(m: &SideMoves) -> bool {
    m.chases_of(None)
        .iter()
        .any(|c| c.attack.protected || value(c.attack.target_piece) > value(c.attack.chaser_piece))
}
