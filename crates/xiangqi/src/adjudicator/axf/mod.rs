//! The AXF rule set (亚洲象棋联合会《象棋比赛规例》): what each side's moves in a cycle amount
//! to (its [`Pattern`]), which patterns are forbidden, the verdict table (原则1–4) and the
//! articles each decision rests on. Everything that is particular to the AXF rules is here;
//! finding the cycle and classifying moves are shared by every rule set.
//!
//! For each side, over its moves in the cycle:
//! - **perpetual check** (长照) when every move is a check (总纲1, 细则6);
//! - **perpetual chase** (长捉) when one and the same physical piece is a chase target of every
//!   move, and on every move at least one of its chasers is neither a general nor a soldier
//!   (so one piece chasing in turn two targets is allowed (总纲4), several pieces chasing one
//!   target in turn is not (细则33), and a general or soldier chasing alone on some move is
//!   exempt (总纲9, 细则28–30)). A check move has no chase targets (一照一捉 is allowed, 细则12);
//!   a mate threat does not shield a chase (图53).
//! - **answering checks** (应将): a side whose every move answers a check does not violate, even
//!   when its answers attack a piece on every move: against perpetual check the checker must
//!   change (原则3, 图1).
//! - anything else (mate threats, exchanges, offers, blocks, threats by check, idle moves,
//!   chases of protected pieces) is allowed (总纲2, 10).
//!
//! Then: nobody violates → draw (原则1); both commit the same violation → draw (原则2);
//! perpetual check against perpetual chase → the checker must change (原则3); one violates →
//! that side must change, or loses (原则4).

pub mod articles;
mod words;

use crate::{Color, Piece, Role, Square};

use self::articles::AxfArticle::{self, *};
use super::articles::ArticleId;
use super::facts::{chase_pieces, check_pieces, SideMoves};
use super::label::{AttackEntry, CycleEntry, Label};
use super::profile::{Material, Profile};
use super::verdict::{InvolvedPiece, Judgement, Pattern, SideReport, Verdict};

/// The AXF rules' profile (the knobs the shared readers ask for).
pub(crate) static PROFILE: Profile = Profile {
    material,
    // A root that reaches the square only through the square the capturer left protects, by the
    // 真根 definition ("于该子被对方吃去时，确可反吃敌子者"; the adjudicator's module docs).
    counts_xray_roots: true,
    // 细则24: 车捉车、炮捉炮 "如双方均未受牵制互能去子者，则视为长献"; 马捉马 "如双方均为活马，则视为长献"
    // (图51, 52, 101: "红车长献").
    same_kind_mutual_is_offer: true,
    // 细则27: "车被炮牵制不能离线时，车在该线移动不作捉子论" (图63).
    pinned_line_moves_attack_nothing: true,
    counts_interposer: CHOU_TAKES_INTERPOSER,
    line_worth,
    winning_captures: None,
    cannot_change: None,
    judge,
    words: &words::WORDS,
};

/// What a capture of `target` by `chaser` must overcome to count as a chase: a same-type target
/// that could take back makes a mutual offer, not a chase (总纲7, 细则24); a chariot attacked by a
/// horse or cannon is chased even when protected (总纲6, 细则15, 20, 21, 26, 37); anything else
/// only when it has no true root (总纲6, 细则34).
fn material(chaser: Piece, target: Piece, mutual: &dyn Fn() -> bool) -> Material {
    if target.role == chaser.role
        && matches!(target.role, Role::Chariot | Role::Cannon | Role::Horse)
        && mutual()
    {
        Material::Never
    } else if target.role == Role::Chariot && matches!(chaser.role, Role::Horse | Role::Cannon) {
        Material::Always
    } else {
        Material::IfUnprotected
    }
}

/// What a piece weighs in a line of checks and captures (要抽吃, `threat.rs`). The AXF texts print
/// no values; their order is 总纲6's (a car outweighs a horse or a cannon: 马或炮长捉有根车作负)
/// and 细则's (an advisor, an elephant or a soldier weighs less than a horse or a cannon), which
/// the shared rough values of 兑 and 献 keep: car 9, horse and cannon 4, advisor and elephant 2,
/// soldier 1 (`classify::value`).
fn line_worth(p: Piece, _: Square) -> i32 {
    super::classify::value(p.role) as i32
}

/// 抽 wins a piece the check attacks, not the piece the defender interposes on the check's
/// line: a move preparing checks whose only gain is such an interposer is a waiting move (图14:
/// "虽然伏有进炮照再进车照，退车抽子这作用，但此乃停着"), whereas the checks of 图16 and 98 win a
/// car or horse that stands elsewhere (要抽吃).
const CHOU_TAKES_INTERPOSER: bool = false;

/// What a violation is, for the verdict table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fault {
    Check,
    Chase,
}

/// A side's pattern as the verdict table needs it.
struct Side {
    report: SideReport,
    fault: Option<Fault>,
    /// The side answers every check and attacks one piece on every move (原则3).
    chases_while_answering: bool,
}

/// Judges a cycle under the AXF rules.
fn judge(cycle: &[CycleEntry]) -> Judgement {
    let red = side(&SideMoves::new(Color::Red, cycle));
    let black = side(&SideMoves::new(Color::Black, cycle));
    let (verdict, articles) = verdict(&red, &black);
    Judgement::new(
        verdict,
        (red.report, red.fault.is_some()),
        (black.report, black.fault.is_some()),
        ids(&articles),
    )
}

/// The verdict table: the verdict and the principle (with its detailed article) it rests on.
fn verdict(red: &Side, black: &Side) -> (Verdict, Vec<AxfArticle>) {
    let must = |c: Color, a: AxfArticle| (Verdict::for_side(c), vec![a]);
    match (red.fault, black.fault) {
        (None, None) => (Verdict::Draw, vec![Principle1, Detail5]),
        (Some(r), Some(b)) if r == b => {
            let detail = if r == Fault::Check { Detail7 } else { Detail22 };
            (Verdict::Draw, vec![Principle2, detail])
        }
        (Some(Fault::Check), Some(_)) => must(Color::Red, Principle3),
        (Some(_), Some(_)) => must(Color::Black, Principle3),
        (Some(Fault::Check), None) if black.chases_while_answering => must(Color::Red, Principle3),
        (None, Some(Fault::Check)) if red.chases_while_answering => must(Color::Black, Principle3),
        (Some(_), None) => must(Color::Red, Principle4),
        (None, Some(_)) => must(Color::Black, Principle4),
    }
}

fn ids(a: &[AxfArticle]) -> Vec<ArticleId> {
    a.iter().map(|&a| ArticleId::Axf(a)).collect()
}

fn report(pattern: Pattern, pieces: Vec<InvolvedPiece>, articles: &[AxfArticle]) -> SideReport {
    SideReport {
        pattern,
        violates: false,
        pieces,
        articles: ids(articles),
    }
}

fn allowed(pattern: Pattern, pieces: Vec<InvolvedPiece>, articles: &[AxfArticle]) -> Side {
    Side {
        report: report(pattern, pieces, articles),
        fault: None,
        chases_while_answering: false,
    }
}

/// A rung of the [`LADDER`]: the side's pattern, if the rung names its moves.
type Rung = fn(&SideMoves) -> Option<Side>;

/// The decision ladder: what one side's moves amount to is the first rung that names them, in
/// this order (the order is the reading: a perpetual check before a chase, answers to checks
/// before what they attack, an offer on every move before its threats …).
const LADDER: [(&str, Rung); 15] = [
    ("no moves", no_moves),
    ("perpetual check", perpetual_check),
    ("perpetual chase of one piece", perpetual_chase),
    ("answers to checks", answers_checks),
    ("chases on every move, allowed", allowed_chases),
    ("an offer on every move", offer_on_every_move),
    ("mate threats", mate_threats),
    ("a chase beside idle moves", chase_beside_idle),
    ("checks beside other moves", checks_beside),
    ("chases beside other moves", chases_beside),
    ("threats to win material by check", capture_threats),
    ("blocks", blocks),
    ("exchange offers", exchanges),
    ("exchange offers and offers", offers),
    ("idle moves", idle),
];

/// What one side's moves amount to: the first rung of [`LADDER`] that names them.
fn side(m: &SideMoves) -> Side {
    LADDER
        .iter()
        .find_map(|(_, rung)| rung(m))
        .unwrap_or_else(|| allowed(Pattern::Mixed, Vec::new(), &[]))
}

fn no_moves(m: &SideMoves) -> Option<Side> {
    m.is_empty()
        .then(|| allowed(Pattern::None, Vec::new(), &[]))
}

fn perpetual_check(m: &SideMoves) -> Option<Side> {
    if !m.all(CycleEntry::is_check) {
        return None;
    }
    let checkers = m.checkers();
    // 解照反照: every move answers a check with a check (细则7 when both sides do).
    let pattern = if m.all(|e| e.answers_check) {
        Pattern::CounterCheck
    } else if checkers.len() > 1 {
        Pattern::AlternatingPerpetualCheck
    } else {
        Pattern::PerpetualCheck
    };
    Some(Side {
        report: report(pattern, check_pieces(&checkers), &[General1, Detail6]),
        fault: Some(Fault::Check),
        chases_while_answering: false,
    })
}

fn exempt(c: &AttackEntry) -> bool {
    c.attack.by_exempt_piece()
}

fn perpetual_chase(m: &SideMoves) -> Option<Side> {
    let target = m.chased_on_every_move(|c| !exempt(c))?;
    let chases = m.chases_of(Some(target));
    if m.all(|e| e.answers_check) {
        // 原则3: the answers attack a piece on every move, but the checker must change.
        return Some(Side {
            report: report(Pattern::CheckEvasion, chase_pieces(&chases), &[]),
            fault: None,
            chases_while_answering: true,
        });
    }
    let protected = m.any(|e| {
        e.chases
            .iter()
            .any(|c| c.target == target && c.attack.protected)
    });
    let (pattern, articles) = chase_articles(&chases, protected);
    Some(Side {
        report: report(pattern, chase_pieces(&chases), &articles),
        fault: Some(Fault::Chase),
        chases_while_answering: false,
    })
}

fn answers_checks(m: &SideMoves) -> Option<Side> {
    if !m.all(|e| e.answers_check) {
        return None;
    }
    // Every move answers a check: what else the answers threaten is not the side's own
    // pattern (图1, 3). Answers that check back make 一照一闲 (二照一还照, 细则8, 图5).
    Some(if m.any(CycleEntry::is_check) {
        allowed(
            Pattern::OneCheckOneIdle,
            check_pieces(&m.checkers()),
            &[General2, Detail13, Detail8],
        )
    } else {
        allowed(Pattern::CheckEvasion, Vec::new(), &[])
    })
}

fn allowed_chases(m: &SideMoves) -> Option<Side> {
    if !m.all(|e| !e.is_check() && !e.chases.is_empty()) {
        return None;
    }
    // Chases on every move, but no violation: by the general or a soldier alone on some
    // move, or not of one and the same piece.
    let all = m.chases_of(None);
    let by_exempt = all.iter().all(exempt);
    let target = m.chased_on_every_move(|_| true);
    if by_exempt || target.is_some() {
        let chasers = m.chases_of(if by_exempt { None } else { target });
        let general = chasers
            .iter()
            .any(|c| c.attack.chaser_piece.role == Role::General);
        let pattern = if general {
            Pattern::GeneralChase
        } else {
            Pattern::PawnChase
        };
        return Some(allowed(pattern, chase_pieces(&chasers), &[General9]));
    }
    let distinct_chasers = {
        let mut c: Vec<_> = all.iter().map(|e| e.chaser).collect();
        crate::short_sort::sort(&mut c);
        c.dedup();
        c.len()
    };
    let pattern = if distinct_chasers > 1 {
        Pattern::TwoPiecesChaseTwo
    } else {
        Pattern::AlternatingChase
    };
    Some(allowed(pattern, chase_pieces(&all), &[General4, Detail32]))
}

/// 长兑 / 长献 (细则40): an offer on every move, whatever else the moves threaten.
fn offer_on_every_move(m: &SideMoves) -> Option<Side> {
    if !m.all(|e| e.has(Label::Exchange) || e.has(Label::Offer)) {
        return None;
    }
    let pattern = if m.all(|e| e.has(Label::Exchange)) {
        Pattern::PerpetualExchange
    } else {
        Pattern::PerpetualOffer
    };
    Some(allowed(pattern, Vec::new(), &[General10, Detail40]))
}

fn mate_threats(m: &SideMoves) -> Option<Side> {
    m.all_main(&[Label::MateThreat]).then(|| {
        allowed(
            Pattern::PerpetualMateThreat,
            Vec::new(),
            &[General2, Detail9],
        )
    })
}

/// A move that threatens mate and chases, beside idle moves: 一捉一闲 (图49).
fn chase_beside_idle(m: &SideMoves) -> Option<Side> {
    use Label::*;
    (m.any(|e| e.has(Chase))
        && m.all(|e| matches!(e.main_label(), Idle | Chase) || e.has(Chase) && !e.is_check()))
    .then(|| allowed(Pattern::OneChaseOneIdle, chases(m), &[]))
}

fn chases(m: &SideMoves) -> Vec<InvolvedPiece> {
    chase_pieces(&m.chases_of(None))
}

fn checks_beside(m: &SideMoves) -> Option<Side> {
    use Label::*;
    if !m.has_main(Check) {
        return None;
    }
    let checks = || check_pieces(&m.checkers());
    Some(if m.has_main(MateThreat) {
        allowed(
            Pattern::OneCheckOneMateThreat,
            checks(),
            &[General2, Detail11],
        )
    } else if m.has_main(Chase) {
        let mut both = checks();
        both.extend(chases(m));
        allowed(Pattern::OneCheckOneChase, both, &[General2, Detail12])
    } else if m.has_main(DiscoveredCaptureThreat) {
        allowed(
            Pattern::OneCheckOneDiscoveredCaptureThreat,
            checks(),
            &[General2, Detail13],
        )
    } else {
        allowed(Pattern::OneCheckOneIdle, checks(), &[General2, Detail13])
    })
}

fn chases_beside(m: &SideMoves) -> Option<Side> {
    use Label::*;
    if !m.has_main(Chase) {
        return None;
    }
    Some(if m.has_main(DiscoveredCaptureThreat) {
        allowed(
            Pattern::OneChaseOneDiscoveredCaptureThreat,
            chases(m),
            &[General2, Detail14],
        )
    } else if m.has_main(MateThreat) {
        allowed(Pattern::OneMateThreatOneChase, chases(m), &[])
    } else {
        allowed(Pattern::OneChaseOneIdle, chases(m), &[])
    })
}

fn capture_threats(m: &SideMoves) -> Option<Side> {
    m.all_main(&[Label::DiscoveredCaptureThreat]).then(|| {
        allowed(
            Pattern::PerpetualDiscoveredCaptureThreat,
            Vec::new(),
            &[General10, Detail38],
        )
    })
}

fn blocks(m: &SideMoves) -> Option<Side> {
    if !m.all_main(&[Label::Block]) {
        return None;
    }
    // 捉 ranks before 拦 (照、杀、捉、兑、拦、献): blocks that attack one protected piece on
    // every move are named by the attack (图30: the car stands in the cannon's path and
    // "红车长捉黑有根炮").
    Some(
        attack_on_every_move(m).unwrap_or_else(|| {
            allowed(Pattern::PerpetualBlock, Vec::new(), &[General10, Detail39])
        }),
    )
}

fn exchanges(m: &SideMoves) -> Option<Side> {
    m.all_main(&[Label::Exchange]).then(|| {
        allowed(
            Pattern::PerpetualExchange,
            Vec::new(),
            &[General10, Detail40],
        )
    })
}

fn offers(m: &SideMoves) -> Option<Side> {
    m.all_main(&[Label::Exchange, Label::Offer])
        .then(|| allowed(Pattern::PerpetualOffer, Vec::new(), &[General10, Detail40]))
}

fn idle(m: &SideMoves) -> Option<Side> {
    if !m.all_main(&[Label::Idle]) {
        return None;
    }
    // Attacks on every move that the rules do not count as chases.
    if m.flees_on_every_move() {
        return Some(allowed(Pattern::Evasion, Vec::new(), &[]));
    }
    Some(attack_on_every_move(m).unwrap_or_else(|| allowed(Pattern::Idle, Vec::new(), &[])))
}

/// Attacks on one piece on every move that the rules do not count as chases: 长捉有根子
/// (总纲6), or an uncrossed soldier (总纲3).
fn attack_on_every_move(m: &SideMoves) -> Option<Side> {
    let attacks = m.attacked_on_every_move()?;
    let target = attacks[0].attack.target_piece;
    Some(if target.role == Role::Soldier {
        allowed(
            Pattern::UncrossedPawnAttack,
            chase_pieces(&attacks),
            &[General3],
        )
    } else {
        // 两子或多子劫一子 (细则35) when several pieces attack it.
        let articles: &[AxfArticle] = if attacks.len() > 1 {
            &[General6, Detail35]
        } else {
            &[General6]
        };
        allowed(
            Pattern::ProtectedPieceAttack,
            chase_pieces(&attacks),
            articles,
        )
    })
}

/// The pattern of a forbidden chase of one piece and the articles that forbid it.
///
/// 总纲6 ("但马或炮如长捉有根车亦作负") is cited only when the car had a true root on some move:
/// an unprotected car chased by a horse or cannon falls under 总纲3 and the detailed article.
fn chase_articles(chases: &[AttackEntry], protected: bool) -> (Pattern, Vec<AxfArticle>) {
    let target = chases[0].attack.target_piece;
    let roles: Vec<Role> = chases.iter().map(|c| c.attack.chaser_piece.role).collect();
    let mut chasers: Vec<_> = chases.iter().map(|c| c.chaser).collect();
    crate::short_sort::sort(&mut chasers);
    chasers.dedup();
    let mut articles = vec![General3];
    let pattern = if roles
        .iter()
        .any(|r| matches!(r, Role::General | Role::Soldier))
    {
        articles.push(Detail30);
        Pattern::JointChase
    } else if chasers.len() > 1 {
        articles.push(Detail33);
        Pattern::TwoPiecesChaseOne
    } else {
        Pattern::PerpetualChase
    };
    if target.role == Role::Chariot {
        let horse = roles.contains(&Role::Horse);
        let cannon = roles.contains(&Role::Cannon);
        if horse || cannon {
            if protected {
                articles.push(General6);
            }
            articles.push(match (horse, cannon) {
                (true, true) => Detail20,
                (true, false) => Detail21,
                _ => Detail15,
            });
        }
    }
    if roles.contains(&target.role) {
        articles.extend([General7, Detail24]);
    }
    (pattern, articles)
}
