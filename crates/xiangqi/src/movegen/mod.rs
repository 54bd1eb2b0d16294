//! Move generation and attack detection over a [`Board`](crate::Board), behind
//! [`Position`](crate::Position).
//!
//! Generation is pseudo-legal per piece ([`pseudo`]), then filtered ([`legality`]): a move is
//! legal when afterwards the mover's general is not attacked and the generals do not face each
//! other. The checks on the mover's general are read once per position ([`Safety`], which a
//! `Position` keeps); most moves cannot change whether the general is attacked (the mover is not
//! the general, leaves no line or horse leg of the general and lands on no line of the general),
//! so the full attack test ([`attacks`]) runs only for the rest. [`check`] reads the checks a
//! side can give, to test many of its moves for check.
//!
//! The modules are private; what the rest of the crate uses is re-exported here.

mod attacks;
mod check;
mod legality;
mod pseudo;
#[cfg(test)]
mod tests;

pub(crate) use attacks::{attackers, general_attacked, is_attacked_after};
pub(crate) use check::CheckSquares;
pub(crate) use legality::Safety;
pub(crate) use pseudo::{captures_after, piece_captures, piece_moves};

use crate::Square;

#[inline]
fn sq(i: u8) -> Square {
    Square::new_unchecked(i)
}
