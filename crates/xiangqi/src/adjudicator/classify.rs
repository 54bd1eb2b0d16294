//! Classifying one move: check, mate threat, chase, discovered-capture threat, exchange, offer,
//! block, idle.

use crate::movegen::{is_attacked_after, piece_moves};
use crate::{Bitboard, Board, Color, Move, MoveList, Position, Role, Square};

use super::chase::{chase_candidates, is_protected, never_a_chase};
use super::label::{Attack, ChaseReason, Label, MoveAnalysis};
use super::options::MateSearch;
use super::profile::Profile;
use super::threat::{
    capture_by_check_with, checks, line_pieces, mate_by_checks, mate_by_checks_without, Capture,
    CaptureLine, Mate,
};

/// [`classify`](super::classify) when the position after the move is already known.
pub(crate) fn classify_played(
    before: &Position,
    m: Move,
    after: &Position,
    limits: MateSearch,
    rules: &Profile,
) -> MoveAnalysis {
    classify_known(before, m, after, limits, rules, None)
}

/// [`classify_played`] when the opponent's mate threat before the move is known (`threat`: the
/// mating line of the opponent's last move, empty when it was no 杀, classified with the same
/// `limits` — it is the same search), which saves that search for 拦.
pub(crate) fn classify_known(
    before: &Position,
    m: Move,
    after: &Position,
    limits: MateSearch,
    rules: &Profile,
    threat: Option<&[Move]>,
) -> MoveAnalysis {
    let mut a = analyse(before, m, after, limits, rules, threat, Reading::Full);
    // Whether the mover could have changed: only a rule set that excuses forced moves asks.
    if let Some(cannot_change) = rules.cannot_change {
        a.forced = cannot_change(before, m, limits, threat);
    }
    a
}

/// How much of a move [`analyse`] reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reading {
    /// Every label.
    Full,
    /// Only what decides whether the move is 打 (将, 杀, 捉 or 抽: the labels and chases the
    /// Chinese rules' tactic is named from), for the 1965 forced-move test: the mate search
    /// runs last, only when no chase or discovered threat shows an attack already (it costs
    /// the most), and the labels that never make an attack (兑, 献, 拦) are not read.
    Attack,
}

/// [`classify_known`] without [`MoveAnalysis::forced`] (which classifies the mover's other
/// moves with this, as a [`Reading::Attack`]).
pub(crate) fn analyse(
    before: &Position,
    m: Move,
    after: &Position,
    limits: MateSearch,
    rules: &Profile,
    threat: Option<&[Move]>,
    reading: Reading,
) -> MoveAnalysis {
    let us = before.turn();
    let mut a = MoveAnalysis::default();
    let mut labels = Vec::new();
    if after.is_check() {
        labels.push(Label::Check);
        a.checks = checkers(after);
    } else {
        let again = after.pass().expect("not in check");
        // A threat must be new, like a chase (see the module docs of `adjudicator`): a mating
        // or winning line that the mover already had before the move — with the same target,
        // by the same pieces (the moved piece followed to its new square) — is not the move's.
        let origin = |sq: Square| if sq == m.to { m.from } else { sq };
        let same_pieces = |old: &[Move], new: &[Move]| {
            let mut now: Vec<Square> = line_pieces(new).into_iter().map(origin).collect();
            crate::short_sort::sort(&mut now);
            now == line_pieces(old)
        };
        let standing_mate = |line: &[Move]| {
            let bound = MateSearch {
                max_checks: checks(line),
                ..limits
            };
            !before.is_check()
                && matches!(mate_by_checks(before, bound), Mate::Line(old) if same_pieces(&old, line))
        };
        // The shortest mate after the move may be the standing one while the move makes another
        // beside it: a mate by other pieces (the standing line's pieces kept still) is new unless
        // the same pieces had it before the move, beside the same standing pieces.
        let other_mate = |standing: &[Move]| {
            let without = line_pieces(standing);
            match mate_by_checks_without(&again, limits, &without) {
                Mate::Line(line) => {
                    let bound = MateSearch {
                        max_checks: checks(&line),
                        ..limits
                    };
                    let before_without: Vec<Square> =
                        without.iter().map(|&sq| origin(sq)).collect();
                    let stood = !before.is_check()
                        && matches!(mate_by_checks_without(before, bound, &before_without),
                            Mate::Line(old) if same_pieces(&old, &line));
                    if stood {
                        Mate::No
                    } else {
                        Mate::Line(line)
                    }
                }
                other => other,
            }
        };
        let mate = |labels: &mut Vec<Label>, a: &mut MoveAnalysis| {
            let found = match mate_by_checks(&again, limits) {
                Mate::Line(line) if standing_mate(&line) => other_mate(&line),
                found => found,
            };
            match found {
                Mate::Line(line) => {
                    labels.push(Label::MateThreat);
                    a.mate_line = line;
                }
                Mate::No => {}
                Mate::Unknown => a.search_truncated = true,
            }
        };
        if reading == Reading::Full {
            mate(&mut labels, &mut a);
        }
        // Only attacks the move creates: a chaser/target pair that existed before the move
        // (the same piece attacking the same piece) is not a new chase (图106). A side in check
        // could not capture before its move, but an attack it had is not new for that (图5, 图10):
        // then every capture it had by geometry counts as existing.
        let before_passed = before.pass();
        let before_cands = chase_candidates(before, before_passed.as_ref(), rules);
        // An attack whose target was protected only through the square the capturer would leave
        // (图39–41: the red car behind the black car) was a chase but for that root: a move
        // that blocks such a root does not renew the attack ("黑车不动，不算长捉红马").
        let mut old: Vec<(Square, Square)> = before_cands
            .chases
            .iter()
            .chain(&before_cands.discovered)
            .chain(&before_cands.xray)
            .map(|c| (c.chaser, c.target))
            .collect();
        if before.is_check() {
            old.extend(
                before
                    .pseudo_moves()
                    .iter()
                    .filter(|x| before.capture_of(**x).is_some())
                    .map(|x| (x.from, x.to)),
            );
        }
        // A cannon's attack is renewed when the move is its screen's (炮台): 细则25/26 count
        // moving only the screen as chasing, also when the screen slides along the line so
        // that the attack never disappears — unless the screen moved because it was attacked
        // itself (a forced evasion that keeps the line, 图94–96: "迫走").
        let fled = || {
            before_passed
                .as_ref()
                .is_some_and(|o| o.legal_moves().iter().any(|x| x.to == m.from))
        };
        let is_new = |c: &Attack| {
            !old.contains(&(origin(c.chaser), c.target))
                || (c.chaser_piece.role == Role::Cannon
                    && between(c.chaser, m.to, c.target)
                    && !fled())
        };
        let now = chase_candidates(&again, Some(after), rules);
        // 要抽吃, not 捉 (图97: 长要抽吃): an attack the mover already had on a protected piece,
        // now a chase only because the move holds the root with a discovered-check battery,
        // exists through that battery's threat alone — when the battery's check does win
        // material (the 要抽吃 search finds a line). A battery whose check wins nothing leaves
        // the root false (假根) and the attack a chase, as any pinned root (图105).
        let held_by_battery = |c: &Attack| {
            now.battery.contains(c)
                && before_cands
                    .attacks
                    .iter()
                    .any(|b| (b.chaser, b.target) == (origin(c.chaser), c.target))
        };
        let (battery, mut chases): (Vec<Attack>, Vec<Attack>) = now
            .chases
            .iter()
            .copied()
            .filter(is_new)
            .partition(held_by_battery);
        // 要抽吃, like 杀, is what the mover threatens after its move (had the opponent passed),
        // and new like it: not the same target won by the same pieces as before the move.
        let standing_capture = |line: &CaptureLine| {
            !before.is_check()
                && matches!(
                    capture_by_check_with(before, limits, rules, line.target, &mut |old| {
                        same_pieces(&old.moves, &line.moves)
                    }),
                    Capture::Line(_)
                )
        };
        let capture_search = || {
            capture_by_check_with(&again, limits, rules, None, &mut |line| {
                !standing_capture(line)
            })
        };
        let battery_wins = !battery.is_empty() && took_line(&mut a, capture_search());
        if !battery_wins {
            chases.extend(battery);
        }
        a.chases = chases;
        a.attacks = now.attacks.into_iter().filter(is_new).collect();
        // 细则27: a piece that cannot leave its line attacks nothing along it by moving on it.
        let along = |c: &Attack| c.chaser == m.to && on_line(m, c.target);
        if rules.pinned_line_moves_attack_nothing
            && (a.chases.iter().any(along) || a.attacks.iter().any(along))
            && pinned_to_its_line(before, m)
        {
            a.chases.retain(|c| !along(c));
            a.attacks.retain(|c| !along(c));
        }
        let discovered = battery_wins || now.discovered.iter().any(is_new);
        // 得子 over several moves (the Chinese rules): a new line of captures netting material.
        let winning = rules
            .winning_captures
            .filter(|_| a.chases.is_empty() && labels.is_empty() && !before.is_check());
        if let Some(winning_captures) = winning {
            match winning_captures(before, m, &again, &|c, t| old.contains(&(c, t))) {
                Some(mut won) => {
                    won.retain(|w| !never_a_chase(rules, &again, Some(after), w));
                    // The same capture, now a chase for the line it starts.
                    let same = |x: &Attack, w: &Attack| {
                        (x.chaser, x.target, x.protected) == (w.chaser, w.target, w.protected)
                    };
                    a.attacks.retain(|x| !won.iter().any(|w| same(x, w)));
                    a.chases = won;
                }
                None => a.search_truncated = true,
            }
        }
        if !a.chases.is_empty() {
            labels.push(Label::Chase);
        }
        if reading == Reading::Attack {
            // As read in full: a mate threat leaves the chases as they are, and without one
            // the labels so far are the same.
            if discovered {
                labels.push(Label::DiscoveredCaptureThreat);
            }
            if discovered || a.chases.iter().any(|c| !c.by_exempt_piece()) {
                a.labels = labels;
                return a;
            }
            mate(&mut labels, &mut a);
            if labels.contains(&Label::MateThreat) {
                a.labels = labels;
                return a;
            }
        }
        let mut by_check = || took_line(&mut a, capture_search());
        if discovered || (labels.is_empty() && by_check()) {
            labels.push(Label::DiscoveredCaptureThreat);
        }
    }
    if reading == Reading::Attack {
        a.labels = labels;
        return a;
    }
    if let Some(l) = exchange_or_offer(after, m.to, us, rules.same_kind_mutual_is_offer) {
        labels.push(l);
    }
    if blocks(before.board(), after.board(), m, us)
        || parries_mate_by_blocking(before, after, m, limits, threat)
    {
        labels.push(Label::Block);
    }
    if labels.is_empty() {
        labels.push(Label::Idle);
    }
    crate::short_sort::sort(&mut labels);
    labels.dedup();
    a.labels = labels;
    a
}

/// Whether a 要抽吃 search found a line; the line (or the search's running out) goes into `a`.
fn took_line(a: &mut MoveAnalysis, found: Capture) -> bool {
    match found {
        Capture::Line(line) => {
            a.capture_line = line.moves;
            true
        }
        Capture::No => false,
        Capture::Unknown => {
            a.search_truncated = true;
            false
        }
    }
}

/// Whether `sq` lies strictly between `a` and `b` on one file or rank.
fn between(a: Square, sq: Square, b: Square) -> bool {
    let f = |s: Square| s.file().index() as i8;
    let r = |s: Square| s.rank().index() as i8;
    let inside = |x: i8, y: i8, z: i8| x.min(z) < y && y < x.max(z);
    (f(a) == f(sq) && f(sq) == f(b) && inside(r(a), r(sq), r(b)))
        || (r(a) == r(sq) && r(sq) == r(b) && inside(f(a), f(sq), f(b)))
}

/// The pieces giving check to the side to move in `pos`, as attacks on its general.
fn checkers(pos: &Position) -> Vec<Attack> {
    let g = pos
        .board()
        .general(pos.turn())
        .expect("validated position has a general");
    let general = pos.board().piece_at(g).expect("general");
    pos.checkers()
        .map(|sq| Attack {
            chaser: sq,
            chaser_piece: pos.board().piece_at(sq).expect("checker"),
            target: g,
            target_piece: general,
            protected: false,
            reason: ChaseReason::None,
        })
        .collect()
}

/// Rough material values, used only to tell an exchange from an offer (兑 and 献 are read alike
/// under every rule set; the AXF rules weigh lines of checks by the same order,
/// `axf::line_worth`).
pub(crate) fn value(role: Role) -> u32 {
    match role {
        Role::General => 100,
        Role::Chariot => 9,
        Role::Horse | Role::Cannon => 4,
        Role::Advisor | Role::Elephant => 2,
        Role::Soldier => 1,
    }
}

/// 兑 or 献 for the piece that just moved to `to`: the opponent (to move in `after`) can take it.
/// An exchange when a taker is of equal value and either the moved piece is protected or it
/// attacks that taker too; an offer when it can be taken for nothing or by a cheaper piece, and,
/// when `same_kind_offer` (the rule set's [`Profile::same_kind_mutual_is_offer`]), when a taker
/// of its own type is one it attacks in turn and both could legally take.
fn exchange_or_offer(
    after: &Position,
    to: Square,
    us: Color,
    same_kind_offer: bool,
) -> Option<Label> {
    let mover = after.board().piece_at(to)?;
    debug_assert_eq!(mover.color, us);
    let takers: Vec<Move> = after
        .legal_moves()
        .into_iter()
        .filter(|r| r.to == to)
        .collect();
    if takers.is_empty() {
        return None;
    }
    let protected = takers.iter().any(|&r| is_protected(after, r));
    let mut exchange = false;
    let mut offer = !protected;
    let mut mutual_offer = false;
    for r in &takers {
        let taker = after.board().piece_at(r.from).expect("taker");
        let (vt, vm) = (value(taker.role), value(mover.role));
        if vt < vm {
            offer = true;
        } else if vt == vm {
            let back = Move::new(to, r.from);
            let mutual = {
                let mut list = MoveList::new();
                piece_moves(after.board(), to, mover, &mut list);
                list.contains(&back)
            };
            if protected || mutual {
                exchange = true;
            }
            if same_kind_offer && !mutual_offer && mutual && taker.role == mover.role {
                // 互能去子: the mover's capture must be legal too (not pinned, not into check).
                let board = after.board();
                mutual_offer |= !after.is_check()
                    && board
                        .general(us)
                        .is_some_and(|g| !is_attacked_after(board, back, mover, g, !us));
            }
        }
    }
    if mutual_offer {
        Some(Label::Offer)
    } else if exchange {
        Some(Label::Exchange)
    } else if offer {
        Some(Label::Offer)
    } else {
        None
    }
}

/// 拦: the move's destination now stands between an enemy piece and a piece of ours (or a horse
/// leg / elephant eye) so that an attack the enemy had before is gone, and gone because of the
/// destination square (not because the moved piece left a cannon screen).
fn blocks(before: &Board, after: &Board, m: Move, us: Color) -> bool {
    let them = !us;
    let mut cleared = after.clone();
    cleared.remove(m.to);
    for from in after.by_color(them) {
        let Some(p) = before.piece_at(from) else {
            continue;
        };
        if p.color != them || after.piece_at(from) != Some(p) {
            continue;
        }
        let hits_before = attacked_squares(before, from, p) & before.by_color(us);
        let hits_after = attacked_squares(after, from, p);
        let hits_cleared = attacked_squares(&cleared, from, p);
        for t in hits_before {
            if t == m.from || t == m.to || after.piece_at(t) != before.piece_at(t) {
                continue;
            }
            if !hits_after.contains(t) && hits_cleared.contains(t) {
                return true;
            }
        }
    }
    false
}

/// Squares the piece on `from` could capture on (by geometry) if an enemy stood there.
fn attacked_squares(board: &Board, from: Square, piece: crate::Piece) -> Bitboard {
    let mut list = MoveList::new();
    piece_moves(board, from, piece, &mut list);
    let mut out = Bitboard::EMPTY;
    for mv in list {
        out.add(mv.to);
    }
    // Captures on own pieces are not generated; they do not matter here, since the blocked
    // targets are the other side's pieces.
    out
}

/// 拦 against a mate threat (图99: "黑炮长杀，红炮长拦"): the opponent threatened mate before the
/// move (had the mover passed: `known` gives the mating line of its last move, empty when none;
/// otherwise it is searched), the moved piece now stands in the path of a check the opponent
/// had (拦着: "拦阻对方子力之左右进退移动"), and that is what parries the threat: no mate after the
/// move, a mate with the piece gone from its new square.
fn parries_mate_by_blocking(
    before: &Position,
    after: &Position,
    m: Move,
    limits: MateSearch,
    known: Option<&[Move]>,
) -> bool {
    if after.is_check() || known.is_some_and(|line| line.is_empty()) {
        return false;
    }
    let Some(threat) = before.pass() else {
        return false;
    };
    let checks_over = threat
        .pseudo_moves()
        .into_iter()
        .any(|x| on_path(x, m.to) && threat.gives_check(x) && threat.is_pseudo_legal_safe(x));
    let mates = |p: &Position| matches!(mate_by_checks(p, limits), Mate::Line(_));
    if !checks_over
        || known.is_none() && !mates(&threat)
        || mate_by_checks(after, limits) != Mate::No
    {
        return false;
    }
    let mut setup = after.to_setup();
    setup.board.remove(m.to);
    Position::from_setup(setup).is_ok_and(|cleared| mates(&cleared))
}

/// Whether `sq` is a square the move `x` passes over: strictly between its ends on a file or
/// rank, or its horse leg, or its elephant eye.
fn on_path(x: Move, sq: Square) -> bool {
    let (ff, fr) = (x.from.file().index() as i8, x.from.rank().index() as i8);
    let (df, dr) = (
        x.to.file().index() as i8 - ff,
        x.to.rank().index() as i8 - fr,
    );
    let at = |f: i8, r: i8| x.from.offset(f, r) == Some(sq);
    match (df.abs(), dr.abs()) {
        (0, _) | (_, 0) => between(x.from, sq, x.to),
        (1, 2) => at(0, dr.signum()),
        (2, 1) => at(df.signum(), 0),
        (2, 2) => at(df.signum(), dr.signum()),
        _ => false,
    }
}

/// Whether `m` moves a car along a file or rank that it cannot leave: it has moves off that line
/// by geometry, and none of them is legal (细则27's pinned car; other pinned pieces are not read
/// into it).
fn pinned_to_its_line(before: &Position, m: Move) -> bool {
    let Some(car) = before.board().piece_at(m.from) else {
        return false;
    };
    if car.role != Role::Chariot || before.is_check() {
        // (in check, moves off the line may be illegal for the check, not for a pin)
        return false;
    }
    let same_line = |to: Square| {
        to.file() == m.from.file() && m.to.file() == m.from.file()
            || to.rank() == m.from.rank() && m.to.rank() == m.from.rank()
    };
    // A pin to the general holds the car on the general's own line.
    if !same_line(m.to) || !before.board().general(car.color).is_some_and(same_line) {
        return false;
    }
    let mut own = MoveList::new();
    piece_moves(before.board(), m.from, car, &mut own);
    let mut off = own.iter().filter(|x| !same_line(x.to)).peekable();
    off.peek().is_some() && !off.any(|&x| before.is_legal(x))
}

/// Whether `sq` lies on the line of the straight move `m`, beyond its start.
fn on_line(m: Move, sq: Square) -> bool {
    if m.from.file() == m.to.file() {
        sq.file() == m.from.file()
    } else {
        sq.rank() == m.from.rank()
    }
}

/// Of `attacks` (the attacks that are no chases of the move `m` played in `before`), those the
/// move made, once each: by the moved piece, or by a piece whose attack on that target it
/// uncovered or gave a cannon screen — not one a piece had by geometry before the move (the
/// report's `attacks`; the judge reads every new attack pair, a protected piece attacked by
/// several pieces being 长劫, 细则35).
pub(crate) fn made_by_move(before: &Position, m: Move, attacks: &[Attack]) -> Vec<Attack> {
    let origin = |sq: Square| if sq == m.to { m.from } else { sq };
    let pseudo = before.pseudo_moves();
    let had = |c: &Attack| {
        c.chaser != m.to && {
            let x = Move::new(origin(c.chaser), c.target);
            pseudo.contains(&x)
                && !(c.chaser_piece.role == Role::Cannon && between(c.chaser, m.to, c.target))
        }
    };
    let mut out: Vec<Attack> = Vec::new();
    for c in attacks {
        if !had(c)
            && !out
                .iter()
                .any(|o| (o.chaser, o.target) == (c.chaser, c.target))
        {
            out.push(*c);
        }
    }
    out
}
