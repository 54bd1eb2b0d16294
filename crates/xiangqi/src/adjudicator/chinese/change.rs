//! Whether a side could have changed its move (1965 无法变着): the fact the 1965 rules' excuses
//! rest on (和例九 "如果一还“打”方无法变着时，则二“打”方必须变着", 例六, 例七, 例十三, 例十五).
//!
//! The 1965 cases say what "cannot change" means by example: "红马无活路可逃（因走马二退一，要被黑方
//! 一口气捉死）" (例六), "黑车无路可逃，被逼还捉一步" (例七), "红炮如无活路可逃 … 本例红炮虽可走到边象位，
//! 仍应由黑方变着" (例十三, whose 注 makes it a draw when the car would then have nothing to chase),
//! "红车无其它路可走" (例十五, whose 注: "红方如无中兵，红车有路可走，则应由红方变着"), and in 和例九 a
//! pawn behind the cannon that takes its last safe square. Read as a board fact:
//!
//! - **Changing (变着) is leaving the pattern**: an alternative that is itself 打 — 将, 杀, 捉 or 抽,
//!   the same [`super::is_attack`] by which the cycle's moves are counted — keeps the side in the
//!   pattern and is no change (例十五: the car could go straight to the square of its next mate
//!   threat, which is still 打; only the quiet squares the central pawn closes would be a change).
//! - **A move is forced** when every alternative that would be 闲 loses against the move played:
//!   after it the opponent mates by consecutive checks (the 1965 杀, as in its definition of 献:
//!   "吃了又不致立即被连“将”杀棋") where the move played allows no such mate, or it loses more
//!   material than the move played.
//! - **How deep "loses"**: when the played move flees an attack (its piece stood attacked), that
//!   piece's other routes — the 路 of "无活路可逃" — are searched ([`material_after`]): the
//!   opponent's move, the mover's reply, the opponent's move ([`DEPTH`]; the opponent's moves
//!   captures, checks or new attacks by the moved piece, the mover's replies any legal move or a
//!   wait), then captures only ([`QUIESCENCE`]), with piece values as for 得子 and at most
//!   [`BUDGET`] positions. A check by the mover takes no ply: the answer to it is searched at
//!   the same depth, since a check wins nothing by itself and the loss it only puts off is still
//!   a loss. That is what 例六's "要被黑方一口气捉死" takes (the car follows the horse to a square
//!   where it has no flight left) and 例十三's edge square (the car turns on the crossed pawn, and
//!   the cannon's way back to i9 with check does not save it). Every other move is judged at
//!   once, by the opponent's best single capture (a protected piece costs it the capturer): such
//!   a move leaves the attacked piece, or what the moving piece holds, to be taken. (Searching
//!   those moves too makes most perpetual attackers "unable to change", since their attack is
//!   also what holds the opponent back — not what the cases mean.)
//! - **An exchange is no road** (避兑): every capture by the opponent costs the mover [`TRADE`]
//!   besides its material, less than any piece, so a move that lets the opponent trade (an even
//!   exchange, which loses no material) loses against a move that allows no capture. The 路 of
//!   "无活路可逃" is a road on which the chased piece lives, and 例十五's car, offered 邀兑 (兑 is
//!   "同等实力的棋子互相交换", 和例三), "无其它路可走" although it could be traded; 和例三 lets a side
//!   decline an offered exchange ("如果一方求兑，另一方避兑，而相持不让，作为和棋"). The competing
//!   reading — an even trade loses nothing, so it is a change — makes the printed 例十五 (with a
//!   protected car) 红方变着, against its draw.
//!
//! A search that runs out of budget proves no loss: the alternative counts as a change.

use crate::keymap::KeyMap;
use crate::movegen::{captures_after, piece_captures, piece_moves};
use crate::position::Safety;
use crate::{Board, Move, MoveList, Piece, Position, Role};

use super::super::chase::is_protected;
use super::super::classify::{analyse, Reading};
use super::super::options::MateSearch;
use super::super::threat::{mate_by_checks, Mate};
use super::value::value;
use super::{is_attack, E1965};

/// Plies of the material search after a route: the opponent's move, the mover's reply, the
/// opponent's move (a chase, a flight, the capture).
pub(crate) const DEPTH: u32 = 3;

/// Plies of captures only after [`DEPTH`] (each side may also stop capturing).
pub(crate) const QUIESCENCE: u32 = 4;

/// The most positions the material search visits for one move (out of budget: no loss proven).
pub(crate) const BUDGET: u32 = 20_000;

/// Whether the side to move in `before` could not have changed `played`: every other legal move
/// is 打 itself or loses against `played` (see the module docs). `threat` is the opponent's mate
/// threat before the move, as [`super::super::classify`] knows it. A move without alternatives
/// is forced.
pub(crate) fn cannot_change(
    before: &Position,
    played: Move,
    limits: MateSearch,
    threat: Option<&[Move]>,
) -> bool {
    // Whether the played move flees an attack: then its piece's other routes are searched.
    let fleeing = before
        .pass()
        .is_some_and(|o| o.legal_moves().iter().any(|x| x.to == played.from));
    let route = |alt: Move| fleeing && alt.from == played.from;
    let at_once = loss_at_once(before, played);
    // The played move's loss in the search, the yardstick of the routes (`None`: out of
    // budget, and no route is proven to lose).
    let searched = std::cell::OnceCell::new();
    // The bounds the material searches prove, shared by the played move's and the routes' (the
    // same side to move at the same depth: a bound of one holds in another).
    let table = std::cell::RefCell::new(Table::default());
    let yardstick =
        || *searched.get_or_init(|| loss(before, played, None, &mut table.borrow_mut()));
    // A move played into a mate the opponent did not give is no yardstick for mates (searched
    // only when an alternative allows one).
    let played_mated = std::cell::OnceCell::new();
    let mut after_played = before.clone();
    after_played.play_unchecked(played);
    // The other pieces' moves first: they cost the least, and one that neither loses nor
    // attacks settles the question before any search of the piece's routes.
    let mut alternatives = before.legal_moves();
    alternatives.retain(|m| *m != played);
    crate::short_sort::sort_by_key(&mut alternatives, |&m| route(m));
    alternatives.into_iter().all(|alt| {
        let mut after = before.clone();
        after.play_unchecked(alt);
        // A check is 将 (the classification's first label), without classifying it.
        if after.is_check() {
            return true;
        }
        let attack = || is_attack_alternative(before, alt, &after, limits, threat);
        let mated =
            || mates(&after, limits) && !*played_mated.get_or_init(|| mates(&after_played, limits));
        if route(alt) {
            // A route's material search costs the most: asked last.
            mated()
                || attack()
                || yardstick().is_some_and(|y| {
                    loss(before, alt, Some(y), &mut table.borrow_mut()).is_some_and(|l| l > y)
                })
        } else {
            loss_at_once(before, alt) > at_once || mated() || attack()
        }
    })
}

/// Whether the move `m` (played from `before` to `after`) is 打 under the 1965 rules, read with
/// [`Reading::Attack`] (debug builds check it against the full reading).
fn is_attack_alternative(
    before: &Position,
    m: Move,
    after: &Position,
    limits: MateSearch,
    threat: Option<&[Move]>,
) -> bool {
    let read = |reading| analyse(before, m, after, limits, &E1965, threat, reading);
    let attack = is_attack(&read(Reading::Attack));
    debug_assert_eq!(attack, is_attack(&read(Reading::Full)), "{before} {m}");
    attack
}

/// Whether the side to move in `pos` mates by consecutive checks (a search out of budget: no).
fn mates(pos: &Position, limits: MateSearch) -> bool {
    matches!(mate_by_checks(pos, limits), Mate::Line(_))
}

/// The material the move `m` of the side to move in `before` loses: what the opponent then wins
/// in the material search ([`DEPTH`] plies, then captures), less what `m` captures. With
/// `above`, only whether it loses more than that is asked (the answer is exact up to it, and some
/// value above it otherwise). `None`: out of budget.
fn loss(before: &Position, m: Move, above: Option<i32>, table: &mut Table) -> Option<i32> {
    let won = before.board().piece_at(m.to).map_or(0, gain);
    let mut after = before.clone();
    after.play_unchecked(m);
    let v = match above {
        Some(t) => material_after(&after, t + won, t + won + 1, table)?,
        // Most moves of a repetition lose nothing but trades: a window below a half-pawn first.
        None => match material_after(&after, -1, SCALE, table)? {
            v if v > -1 && v < SCALE => v,
            _ => material_after(&after, -INFINITE, INFINITE, table)?,
        },
    };
    Some(v - won)
}

/// Larger than any material balance, smaller than [`MATED`].
const INFINITE: i32 = 100_000;
/// The value of having no legal move (a loss in Xiangqi).
const MATED: i32 = 10_000;

/// What the side to move in `pos` (the opponent of the side whose move is tested) wins in the
/// material search of the module docs, within `alpha..beta` (fail-hard); `None` when the
/// [`BUDGET`] runs out.
fn material_after(pos: &Position, alpha: i32, beta: i32, table: &mut Table) -> Option<i32> {
    let mut s = Search {
        budget: BUDGET,
        table,
    };
    s.value(pos, DEPTH + QUIESCENCE, true, alpha, beta)
}

/// Bounds proven per (position, plies left): the value is at least `.0` and at most `.1`.
type Table = KeyMap<(u64, u32), (i32, i32)>;

struct Search<'t> {
    budget: u32,
    table: &'t mut Table,
}

impl Search<'_> {
    /// Negamax value for the side to move, within `alpha..beta` (fail-hard): `plies` left (the
    /// last [`QUIESCENCE`] captures only), `attacker`: the side to move is the one that wins
    /// material (it may stop at any time; the defender must move while the main search lasts,
    /// or wait).
    fn value(
        &mut self,
        pos: &Position,
        plies: u32,
        attacker: bool,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        if plies == 0 {
            let v = if pos.has_legal_move() { 0 } else { -MATED };
            return Some(v.clamp(alpha, beta));
        }
        let key = (pos.zobrist(), plies);
        let (lower, upper) = self
            .table
            .get(&key)
            .copied()
            .unwrap_or((-INFINITE, INFINITE));
        if lower >= beta {
            return Some(beta);
        }
        if upper <= alpha {
            return Some(alpha);
        }
        self.budget = self.budget.checked_sub(1)?;
        let v = self.search(pos, plies, attacker, alpha, beta)?;
        let e = self.table.entry(key).or_insert((-INFINITE, INFINITE));
        if v >= beta {
            e.0 = e.0.max(v);
        } else if v <= alpha {
            e.1 = e.1.min(v);
        } else {
            *e = (v, v);
        }
        Some(v)
    }

    fn search(
        &mut self,
        pos: &Position,
        plies: u32,
        attacker: bool,
        mut alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let safety = pos.safety();
        let in_check = pos.in_check_with(&safety);
        let quiet = plies <= QUIESCENCE;
        // The defender's every move while the main search lasts, or every answer to a check;
        // otherwise captures, and in the main search the attacker's checks and new attacks.
        let every = in_check || !quiet && !attacker;
        let mut moves = if every {
            pos.legal_moves_with(&safety)
        } else {
            forcing_moves(pos, &safety, quiet)
        };
        if moves.is_empty() && (every || !pos.has_legal_move()) {
            return Some(-MATED);
        }
        // Standing pat: the attacker may stop attacking, and in the captures-only tail either
        // side may stop capturing; not out of check.
        if !in_check && (attacker || quiet) {
            if 0 >= beta {
                return Some(beta);
            }
            alpha = alpha.max(0);
        }
        // The defender may also wait (a null move: it has some quiet move that changes
        // nothing), so that it is not put in zugzwang by having to move; tried first, since
        // against a move that threatens nothing it already holds.
        if !attacker && !quiet && !in_check {
            if let Some(passed) = pos.pass() {
                let v = -self.value(&passed, plies - 1, true, -beta, -alpha)?;
                if v >= beta {
                    return Some(beta);
                }
                alpha = alpha.max(v);
            }
        }
        // Captures first, the most valuable victim first.
        let victim = |m: &Move| pos.board().piece_at(m.to).map_or(0, gain);
        crate::short_sort::sort_by_key(&mut moves, |m| -victim(m));
        for m in moves {
            let won = victim(&m);
            if !every && quiet && won == 0 {
                continue;
            }
            // What the opponent takes costs the mover a trade besides its material (避兑).
            let won = if attacker && won > 0 {
                won + TRADE
            } else {
                won
            };
            let mut child = pos.clone();
            child.play_unchecked(m);
            // A check by the defender in the main search takes no ply: the answer to it is
            // searched at the same depth (see the module docs, 例十三).
            let next = if !attacker && !quiet && child.is_check() {
                plies
            } else {
                plies - 1
            };
            let v = won - self.value(&child, next, !attacker, won - beta, won - alpha)?;
            if v >= beta {
                return Some(beta);
            }
            alpha = alpha.max(v);
        }
        Some(alpha)
    }
}

/// The attacker's moves of the material search, in the order of [`Position::pseudo_moves`],
/// legal: its captures, and unless `quiet` its checks and new attacks ([`attacks`]).
fn forcing_moves(pos: &Position, safety: &Safety, quiet: bool) -> MoveList {
    let board = pos.board();
    let mut moves = MoveList::new();
    if quiet {
        for from in board.by_color(pos.turn()) {
            let piece = board.piece_at(from).expect("occupied");
            piece_captures(board, from, piece, &mut moves);
        }
        moves.retain(|m| pos.is_safe_with(safety, *m));
        return moves;
    }
    let checks = pos.check_squares();
    let generals = board.by_role(Role::General).0;
    for from in board.by_color(pos.turn()) {
        let piece = board.piece_at(from).expect("occupied");
        let start = moves.len();
        piece_moves(board, from, piece, &mut moves);
        let mut i = start;
        for j in start..moves.len() {
            let m = moves[j];
            if (board.piece_at(m.to).is_some()
                || checks.is_some_and(|c| c.gives_check(board, m, piece))
                || attacks(board, m, piece, generals))
                && pos.is_safe_with(safety, m)
            {
                moves[i] = m;
                i += 1;
            }
        }
        moves.truncate(i);
    }
    moves
}

/// Whether `piece` moving with `m` (pseudo-legal on `board`) attacks a piece of the other side
/// from its new square (not the general; `generals`: the generals' squares): the attacker's new
/// threats, which the search follows besides captures and checks.
#[inline]
fn attacks(board: &Board, m: Move, piece: Piece, generals: u128) -> bool {
    captures_after(board, m, piece) & !generals != 0
}

/// A capture's material, as for 得子 (a general is never captured in a legal game), in units of
/// [`TRADE`].
fn gain(p: crate::Piece) -> i32 {
    value(p) as i32 * SCALE
}

/// [`value`]s are counted in units of [`TRADE`]: a half-pawn is this many.
const SCALE: i32 = 16;

/// What each capture by the opponent costs the mover besides the material (避兑, see the module
/// docs): an even exchange the mover allows is a loss against a move that allows none, and no sum
/// of these in a search (at most one per opponent's ply) reaches a half-pawn.
const TRADE: i32 = 1;

/// The material the move `m` of the side to move in `before` loses at once: what the opponent's
/// best capture then wins, less what `m` captures.
fn loss_at_once(before: &Position, m: Move) -> i32 {
    let won = before.board().piece_at(m.to).map_or(0, gain);
    let mut after = before.clone();
    after.play_unchecked(m);
    best_capture(&after) - won
}

/// The most material the side to move in `pos` wins with one capture: the captured piece's value
/// and a [`TRADE`], less the capturer's when the captured piece is protected (0 when nothing
/// gains; an even exchange is a [`TRADE`]).
fn best_capture(pos: &Position) -> i32 {
    pos.legal_captures()
        .into_iter()
        .filter_map(|c| {
            let target = pos.board().piece_at(c.to)?;
            let capturer = pos.board().piece_at(c.from)?;
            let cost = if is_protected(pos, c) {
                gain(capturer)
            } else {
                0
            };
            Some((gain(target) + TRADE - cost).max(0))
        })
        .max()
        .unwrap_or(0)
}
