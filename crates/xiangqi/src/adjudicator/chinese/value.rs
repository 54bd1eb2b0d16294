//! The Chinese rules' piece values: one table, the order of strength of 2011 26.6 ("一个强子主动换
//! 数个弱子不算得子；一个或数个弱子换任一强子均为得子"): the car, then the horse and the cannon, then
//! the advisor, the elephant and the soldier — and the general, which is never "won" by a capture
//! (that is a check). Every use reads a scale of that one order:
//!
//! - [`value`], in half-pawns (car 18, horse and cannon 9, advisor, elephant and soldier 4): what
//!   a capture must gain to be a chase (得子, a weak piece taking a stronger one) and the material
//!   search of the 1965 forced-move test (`change.rs`);
//! - [`weight`], a sum exact by class (car 100, horse and cannon 10, advisor, elephant and
//!   crossed soldier 1; an uncrossed soldier, which may be taken freely, 0): the lines of
//!   captures of 得子 over several moves (`gain.rs`) and of checks and captures (要抽吃,
//!   `threat.rs`).

use crate::{Piece, Role, Square};

/// A lost general (mate or stalemate) outweighs any material, in [`weight`]s.
pub(crate) const LOST: i32 = 10_000;

/// A piece's class in the order of strength: the one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Weak,
    Middle,
    Strong,
    General,
}

fn class(role: Role) -> Class {
    match role {
        Role::General => Class::General,
        Role::Chariot => Class::Strong,
        Role::Horse | Role::Cannon => Class::Middle,
        Role::Advisor | Role::Elephant | Role::Soldier => Class::Weak,
    }
}

/// The value of `p` in half-pawns (see the module docs).
pub(crate) fn value(p: Piece) -> u32 {
    match class(p.role) {
        Class::General => 1000,
        Class::Strong => 18,
        Class::Middle => 9,
        Class::Weak => 4,
    }
}

/// The weight of `p` on `sq` in a line of captures (see the module docs).
pub(crate) fn weight(p: Piece, sq: Square) -> i32 {
    if p.role == Role::Soldier && sq.is_home_side(p.color) {
        return 0;
    }
    match class(p.role) {
        Class::General => LOST,
        Class::Strong => 100,
        Class::Middle => 10,
        Class::Weak => 1,
    }
}
