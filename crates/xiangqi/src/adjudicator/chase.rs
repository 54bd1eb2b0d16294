//! Chases (捉): which enemy pieces a side attacks, shared by the rule sets; what a capture must
//! gain to count (the piece pairs of the AXF rules, 得子 by value in the Chinese rules) is the
//! rule set's [`Material`] ([`Profile::material`]).
//!
//! A side S *chases* an enemy piece X with its piece y when, with S to move, `y×X` is a legal
//! capture and all of these hold:
//!
//! 1. X is not the general (that is a check) and not a soldier still on its own side of the river
//!    (总纲3, 细则25; 1965 禁止（四）).
//! 2. **What the capture gains** ([`Material`], per rule set: [`Profile::material`]): under the AXF rules a same-type X
//!    (车捉车, 炮捉炮, 马捉马) that could legally capture y in return makes a mutual offer, not a
//!    chase (总纲7, 细则24; a pinned or hobbled X cannot, so it is chased), and a chariot attacked
//!    by a horse or cannon is chased even when protected (总纲6, 细则15, 20, 21, 26, 37). Under the
//!    Chinese rules a piece worth more than y is chased even when protected, and a same-type X is
//!    chased when unprotected (得子, 2011 26.6; 捉兼兑 is 捉, 细则第5条) — under the 1965 text an X
//!    of equal value that could capture y back is offered an exchange (兑, 和例三), not chased.
//! 3. **Protection**: otherwise X counts as chased only if it has no *true root* — after `y×X`
//!    no piece of X's side can legally recapture (真根/假根, 总纲6, 细则34; legality makes a
//!    pinned root or a cannon root that lost its screen a false root). A recapture through the
//!    square y left (a root behind y on its line) counts: the 真根 definition asks whether the
//!    root "于该子被对方吃去时，确可反吃敌子" — once X is taken. What such a root changes is only
//!    the newness of a standing attack ([`Root::Xray`], 图39–41).
//!
//! A capture that uncovers a check, and meets a root stopped only by the line the capture opens,
//! is not a chase but a threat to win material by discovered check (要抽吃, 图15).
//!
//! Legality of `y×X` already excludes a pinned chaser's captures off its line (细则27).
//! Whether the attack is *new* (created by the move) is decided by the caller, which compares the
//! chases before and after the move (see [`super::classify`]).

use crate::movegen::{attackers, general_attacked, piece_moves};
use crate::{Bitboard, Board, Color, Move, MoveList, Piece, Position, Role, Square};

use super::label::{Attack, ChaseReason};
use super::profile::{Material, Profile};

/// What the side to move could win: chases, and captures that win a piece only because they
/// uncover an attack on the recapture square (要抽吃 rather than 捉).
#[derive(Debug, Default)]
pub(crate) struct Candidates {
    /// Chases (see the module docs).
    pub chases: Vec<Attack>,
    /// Captures whose only obstacle to a recapture is a line opened through the square the
    /// capturer left, typically a discovered check: winning material by discovery, 要抽吃.
    pub discovered: Vec<Attack>,
    /// Attacks the rules do not count as chases: on a piece with a true root (总纲6), or on a
    /// soldier that has not crossed the river (总纲3).
    pub attacks: Vec<Attack>,
    /// The attacks (also in `attacks`) whose target's only true roots reach it through the
    /// square the capturer leaves ([`Root::Xray`]): chases were it not for that root, and so,
    /// for the newness of the next move's chases, standing chases.
    pub xray: Vec<Attack>,
    /// The chases whose target's only roots are held by a discovered-check battery
    /// ([`Root::Battery`]; also in `chases`).
    pub battery: Vec<Attack>,
}

/// Every chase available to the side to move in `s_to_move` (see the module docs).
///
/// `o_to_move` is the same placement with the other side to move, when that is a position
/// (it is not when the side to move is in check); it decides whether a same-type target could
/// capture back legally. Without it, geometry decides.
pub(crate) fn chase_candidates(
    s_to_move: &Position,
    o_to_move: Option<&Position>,
    rules: &Profile,
) -> Candidates {
    let mut out = Candidates::default();
    let board = s_to_move.board();
    let us = s_to_move.turn();
    for m in s_to_move.legal_captures() {
        let Some(target) = board.piece_at(m.to) else {
            continue;
        };
        let chaser = board.piece_at(m.from).expect("mover exists");
        if target.role == Role::General {
            continue;
        }
        let attack = Attack {
            chaser: m.from,
            chaser_piece: chaser,
            target: m.to,
            target_piece: target,
            protected: false,
            reason: ChaseReason::None,
        };
        if target.role == Role::Soldier && m.to.is_home_side(target.color) {
            out.attacks.push(attack);
            continue;
        }
        let material = (rules.material)(chaser, target, &|| {
            can_capture_back(s_to_move, o_to_move, Move::new(m.to, m.from), target)
        });
        if material == Material::Never {
            continue;
        }
        debug_assert_ne!(target.color, us);
        let r = root(s_to_move, m);
        let attack = Attack {
            protected: r == Root::True || (r == Root::Xray && rules.counts_xray_roots),
            ..attack
        };
        let chase = |reason| Attack { reason, ..attack };
        match r {
            _ if material == Material::Always => out.chases.push(chase(ChaseReason::Material)),
            Root::True => out.attacks.push(attack),
            Root::Xray if rules.counts_xray_roots => {
                out.attacks.push(attack);
                out.xray.push(attack);
            }
            Root::Xray => out.chases.push(Attack {
                protected: false,
                ..chase(ChaseReason::Unprotected)
            }),
            Root::None => out.chases.push(chase(ChaseReason::Unprotected)),
            Root::Battery => {
                out.chases.push(chase(ChaseReason::Battery));
                out.battery.push(chase(ChaseReason::Battery));
            }
            Root::Discovered => out.discovered.push(attack),
        }
    }
    out
}

/// Whether the capture `a` (of the side to move in `s_to_move`; `o_to_move` the same position
/// with the other side to move) is never a chase under the rule set whatever it wins — under
/// `chinese1965` an exchange offer (兑) between pieces of equal value — so that a line of
/// captures it starts (得子 over several moves) is no chase either.
pub(crate) fn never_a_chase(
    rules: &Profile,
    s_to_move: &Position,
    o_to_move: Option<&Position>,
    a: &Attack,
) -> bool {
    (rules.material)(a.chaser_piece, a.target_piece, &|| {
        can_capture_back(
            s_to_move,
            o_to_move,
            Move::new(a.target, a.chaser),
            a.target_piece,
        )
    }) == Material::Never
}

/// Whether the piece on `back.from` could capture on `back.to`: legally when the other-side
/// position exists, else by geometry.
fn can_capture_back(
    s_to_move: &Position,
    o_to_move: Option<&Position>,
    back: Move,
    piece: Piece,
) -> bool {
    match o_to_move {
        Some(o) => o.is_legal(back),
        None => {
            let mut list = MoveList::new();
            piece_moves(s_to_move.board(), back.from, piece, &mut list);
            list.contains(&back)
        }
    }
}

/// The protection of a piece against the capture `m`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Root {
    /// A legal recapture exists (真根).
    True,
    /// A legal recapture exists, but only through the square the capturer left (a root behind
    /// the attacker on its line, or a cannon whose screen count the capture changes): a true
    /// root all the same (真根: "于该子被对方吃去时，确可反吃敌子者"), so the piece is not chased. But
    /// a root the attacker's own body stands in the way of is not one the rulebook sees before
    /// the capture (图39–41 "红马无根", the red car behind the black car; 图61, 107): a move
    /// that only blocks or unblocks such a root does not make the standing attack a new chase
    /// (图39–41: "黑车不动，不算长捉红马"; see [`Candidates::xray`]).
    Xray,
    /// No recapture, or only false roots (无根/假根).
    None,
    /// The capture uncovers a check by another piece, and a recapture would be legal but for a
    /// line opened through the square the capturer left: the capture wins the piece with a
    /// discovered check (抽吃,
    /// 图15: 借车使炮抽吃). Without a check, such a root is simply false (假根).
    Discovered,
    /// A false root held by a discovered-check battery: recapturing would expose the general to
    /// a cannon whose screen is a piece of the capturer's side (which may itself step off with
    /// check). A chase when the capturer's attack is new; see [`Candidates::battery`].
    Battery,
}

/// Whether, after the capture `m` (legal in `pos`), the captured piece's side can legally
/// recapture on the same square (a true root, 真根).
///
/// A recapture only counts if it does not run through the square the capturer came from: a
/// "root" that is only there because the attacker moved out of its line (an x-ray through the
/// attacker) was no root before the capture. 图39–41: the black car beside the red horse does not
/// chase it, "红马无根", although the red car behind the black car could take back; 图61 likewise.
pub(crate) fn root(pos: &Position, m: Move) -> Root {
    let mut after = pos.clone();
    after.play_unchecked(m);
    let them = after.turn();
    let board = after.board();
    // The recapturers: the pieces of `them` that reach the square both as the board is and as if
    // the capturer's square were still occupied (no x-ray through it).
    let occupied = board.occupied().0;
    let from_bit = Bitboard::from_square(m.from).0;
    let all = attackers(board, occupied, m.to, them);
    let recapturers = all & attackers(board, occupied | from_bit, m.to, them);
    // Winning by discovery (抽) needs the capture to uncover a check by another piece.
    let gives_check = std::cell::OnceCell::new();
    let gives_check =
        || *gives_check.get_or_init(|| after.is_check() && after.checkers().any(|sq| sq != m.to));
    let (mut discovered, mut battery) = (false, false);
    for from in Bitboard(recapturers) {
        let r = Move::new(from, m.to);
        if after.is_pseudo_legal_safe(r) {
            return Root::True;
        }
        let root = board.piece_at(from).expect("recapturer");
        if !battery {
            let mut b = board.clone();
            b.move_piece(r.from, r.to, root);
            battery = only_battery_checks(&b, them);
        }
        if gives_check() {
            // The recapture with the capturer's square blocked (by a harmless piece of the
            // defender): legal but for the line the capture opened.
            let mut b = board.clone();
            b.set(m.from, Piece::new(them, Role::Advisor));
            b.move_piece(r.from, r.to, root);
            discovered |= !general_attacked(&b, them);
        }
    }
    // A legal recapture through the square the capturer left (an x-ray through the attacker):
    // a true root (真根: "确可反吃敌子"), which only a move that does not change the attack
    // leaves as it was (see [`Root::Xray`]).
    let xray = || {
        Bitboard(all & !recapturers)
            .into_iter()
            .any(|from| after.is_pseudo_legal_safe(Move::new(from, m.to)))
    };
    let root = if discovered {
        Root::Discovered
    } else if battery {
        Root::Battery
    } else if xray() {
        Root::Xray
    } else {
        Root::None
    };
    #[cfg(debug_assertions)]
    debug_assert_eq!(root, plain::root(pos, m), "{pos} {m}");
    root
}

/// Whether the capture `m` meets a true root other than through the square the capturer left
/// (what the Chinese rules' exchanges and gains weigh; [`Root::Xray`]).
pub(crate) fn is_protected(pos: &Position, m: Move) -> bool {
    root(pos, m) == Root::True
}

/// Whether `them`'s general on `board` is attacked, and only by cannons whose screen is a piece
/// of the other side (a discovered-check battery: the screen can step off with check).
fn only_battery_checks(board: &Board, them: Color) -> bool {
    let Some(g) = board.general(them) else {
        return false;
    };
    let us = !them;
    let mut without = board.clone();
    for from in board.by_piece(Piece::new(us, Role::Cannon)) {
        if single_between(board, from, g).is_some_and(|p| p.color == us) {
            without.remove(from);
        }
    }
    without.occupied() != board.occupied() && !general_attacked(&without, them)
}

/// The one piece strictly between `a` and `b` on a file or rank, if there is exactly one.
fn single_between(board: &Board, a: Square, b: Square) -> Option<Piece> {
    let df = (b.file().index() as i8 - a.file().index() as i8).signum();
    let dr = (b.rank().index() as i8 - a.rank().index() as i8).signum();
    if df != 0 && dr != 0 {
        return None;
    }
    let mut found = None;
    let mut s = a.offset(df, dr)?;
    while s != b {
        if let Some(p) = board.piece_at(s) {
            if found.is_some() {
                return None;
            }
            found = Some(p);
        }
        s = s.offset(df, dr)?;
    }
    found
}

/// [`root`] as first written, every defender move generated: the reference the direct
/// recapture test is compared with in debug builds (every test runs it) and the property test.
#[cfg(any(test, debug_assertions))]
pub(crate) mod plain {
    use super::*;

    pub(crate) fn root(pos: &Position, m: Move) -> Root {
        let mut after = pos.clone();
        after.play_unchecked(m);
        let them = after.turn();
        let capturer = pos.board().piece_at(m.from).expect("capturer");
        let mut with_attacker = after.board().clone();
        with_attacker.set(m.from, capturer);
        let mut blocked = after.board().clone();
        blocked.set(m.from, Piece::new(them, Role::Advisor));
        let gives_check = after.is_check() && after.checkers().any(|sq| sq != m.to);
        let mut list = MoveList::new();
        let (mut discovered, mut battery, mut xray) = (false, false, false);
        for r in after.pseudo_moves() {
            if r.to != m.to {
                continue;
            }
            let root = after.board().piece_at(r.from).expect("recapturer");
            list.clear();
            piece_moves(&with_attacker, r.from, root, &mut list);
            if !list.contains(&r) {
                xray |= after.is_pseudo_legal_safe(r);
                continue;
            }
            if after.is_pseudo_legal_safe(r) {
                return Root::True;
            }
            if !battery {
                let mut b = after.board().clone();
                b.move_piece(r.from, r.to, root);
                battery = only_battery_checks(&b, them);
            }
            if gives_check {
                let mut b = blocked.clone();
                b.move_piece(r.from, r.to, root);
                discovered |= !general_attacked(&b, them);
            }
        }
        if discovered {
            Root::Discovered
        } else if battery {
            Root::Battery
        } else if xray {
            Root::Xray
        } else {
            Root::None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::tests::random_game;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Along random games, every legal capture meets the same root by the direct recapture
        /// test as by generating all the defender's moves.
        #[test]
        fn root_equals_the_plain_root(seed in any::<u64>()) {
            random_game(seed, 120, |pos, moves| {
                for &c in moves.iter().filter(|c| pos.capture_of(**c).is_some()) {
                    prop_assert_eq!(root(pos, c), plain::root(pos, c), "{} {}", pos, c);
                }
                Ok(())
            })?;
        }
    }
}
