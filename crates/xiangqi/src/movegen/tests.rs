//! Property tests of the attack and check readers against move generation.

use super::attacks::{attacked_bits, attackers, is_attacked, walk};
use super::check::CheckSquares;
use super::pseudo::{captures_after, piece_moves};
use super::sq;
use crate::bitboard::bit;
use crate::{Board, Color, Move, MoveList, Piece, Role};
use proptest::prelude::*;

/// Any placement (legal or not) of up to 40 pieces: the attack test is pure geometry.
fn board() -> impl Strategy<Value = Board> {
    proptest::collection::vec((0u8..90, 0usize..14), 0..40).prop_map(|pieces| {
        let mut b = Board::empty();
        for (s, p) in pieces {
            let color = if p < 7 { Color::Red } else { Color::Black };
            b.set(sq(s), Piece::new(color, Role::ALL[p % 7]));
        }
        b
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn attackers_equal_the_moves_to_the_square(
        b in board(), target in 0u8..90, blocker in 0u8..90, red in any::<bool>(),
    ) {
        let by = if red { Color::Red } else { Color::Black };
        let (target, blocker) = (sq(target), sq(blocker));
        let mut b = b;
        b.set(target, Piece::new(!by, Role::Soldier));
        // With the board's occupancy, and with one more square blocking (as a piece of the
        // other side would).
        let mut blocked = b.clone();
        if blocked.piece_at(blocker).is_none() {
            blocked.set(blocker, Piece::new(!by, Role::Advisor));
        }
        for (occupancy, moves_on) in [(b.occupied().0, &b), (blocked.occupied().0, &blocked)] {
            let mut expected = 0u128;
            let mut list = MoveList::new();
            for from in b.by_color(by) {
                list.clear();
                piece_moves(moves_on, from, b.piece_at(from).expect("occupied"), &mut list);
                if list.iter().any(|m| m.to == target) {
                    expected |= bit(from);
                }
            }
            prop_assert_eq!(attackers(&b, occupancy, target, by), expected, "{:?}", moves_on);
        }
    }

    #[test]
    fn check_squares_equal_the_attack_test(b in board(), target in 0u8..90, red in any::<bool>()) {
        let by = if red { Color::Red } else { Color::Black };
        let target = sq(target);
        let mut b = b;
        b.set(target, Piece::new(!by, Role::General));
        if is_attacked(&b, target, by) {
            return Ok(()); // not a position with `by` to move
        }
        let checks = CheckSquares::of(&b, target, by);
        let mut list = MoveList::new();
        for from in b.by_color(by) {
            let piece = b.piece_at(from).expect("occupied");
            list.clear();
            piece_moves(&b, from, piece, &mut list);
            for &m in &list {
                let check = attacked_bits(&b, Some((m, piece)), target, by);
                prop_assert_eq!(checks.gives_check(&b, m, piece), check, "{:?} {}", b, m);
                prop_assert!(!check || checks.may_check_from(from, piece), "{:?} {}", b, m);
            }
            // The checking moves pushed are the checking moves generated, in their order.
            let expected: Vec<Move> = list
                .iter()
                .copied()
                .filter(|&m| attacked_bits(&b, Some((m, piece)), target, by))
                .collect();
            let mut pushed = MoveList::new();
            checks.push_checks(&b, from, piece, &mut pushed);
            prop_assert_eq!(pushed.to_vec(), expected, "{:?} {}", b, from);
        }
    }

    #[test]
    fn captures_after_equal_the_moves_after_the_move(b in board()) {
        let mut list = MoveList::new();
        let mut after_moves = MoveList::new();
        for from in b.occupied() {
            let piece = b.piece_at(from).expect("occupied");
            list.clear();
            piece_moves(&b, from, piece, &mut list);
            for &m in &list {
                let mut after = b.clone();
                after.move_piece(m.from, m.to, piece);
                after_moves.clear();
                piece_moves(&after, m.to, piece, &mut after_moves);
                let expected = after_moves
                    .iter()
                    .filter(|x| after.piece_at(x.to).is_some())
                    .fold(0u128, |set, x| set | bit(x.to));
                prop_assert_eq!(captures_after(&b, m, piece), expected, "{:?} {}", b, m);
            }
        }
    }

    #[test]
    fn bit_set_attack_test_equals_the_walk(
        b in board(), target in 0u8..90, from in 0u8..90, to in 0u8..90, p in 0usize..14,
    ) {
        let (target, m) = (sq(target), Move::new(sq(from), sq(to)));
        let piece = Piece::new(if p < 7 { Color::Red } else { Color::Black }, Role::ALL[p % 7]);
        for by in Color::ALL {
            prop_assert_eq!(
                attacked_bits(&b, None, target, by),
                walk::attacked(|s| b.piece_at(s), target, by)
            );
            prop_assert_eq!(
                attacked_bits(&b, Some((m, piece)), target, by),
                walk::attacked(|s| walk::after(&b, m, piece, s), target, by)
            );
        }
    }
}
