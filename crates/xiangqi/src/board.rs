//! Piece placement.

use std::fmt;

use crate::{Bitboard, ByColor, Color, Piece, Role, Square};

/// Piece placement only: which piece stands on which square.
///
/// A `Board` may hold any placement, however illegal; [`crate::Position`] is the validated type.
///
/// ```
/// use xiangqi::{Board, Color, Piece, Role, Square};
/// let board = Board::start();
/// assert_eq!(board.piece_at(Square::E0), Some(Piece::new(Color::Red, Role::General)));
/// assert_eq!(board.occupied().count(), 32);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    squares: [Option<Piece>; 90],
    by_color: ByColor<Bitboard>,
    by_role: [Bitboard; 7],
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl Board {
    /// An empty board.
    pub const fn empty() -> Board {
        Board {
            squares: [None; 90],
            by_color: ByColor {
                red: Bitboard::EMPTY,
                black: Bitboard::EMPTY,
            },
            by_role: [Bitboard::EMPTY; 7],
        }
    }

    /// The standard starting placement.
    pub fn start() -> Board {
        let mut b = Board::empty();
        let back = [
            Role::Chariot,
            Role::Horse,
            Role::Elephant,
            Role::Advisor,
            Role::General,
            Role::Advisor,
            Role::Elephant,
            Role::Horse,
            Role::Chariot,
        ];
        for (f, &role) in back.iter().enumerate() {
            let f = f as u8;
            b.set(Square::new_unchecked(f), Piece::new(Color::Red, role));
            b.set(
                Square::new_unchecked(81 + f),
                Piece::new(Color::Black, role),
            );
        }
        for f in [1u8, 7] {
            b.set(
                Square::new_unchecked(18 + f),
                Piece::new(Color::Red, Role::Cannon),
            );
            b.set(
                Square::new_unchecked(63 + f),
                Piece::new(Color::Black, Role::Cannon),
            );
        }
        for f in [0u8, 2, 4, 6, 8] {
            b.set(
                Square::new_unchecked(27 + f),
                Piece::new(Color::Red, Role::Soldier),
            );
            b.set(
                Square::new_unchecked(54 + f),
                Piece::new(Color::Black, Role::Soldier),
            );
        }
        b
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// Puts `piece` on `sq`, replacing whatever was there.
    #[inline]
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.squares[sq.index()] = Some(piece);
        self.by_color.get_mut(piece.color).add(sq);
        self.by_role[piece.role.index()].add(sq);
    }

    /// Removes and returns the piece on `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.squares[sq.index()].take()?;
        self.by_color.get_mut(p.color).remove(sq);
        self.by_role[p.role.index()].remove(sq);
        Some(p)
    }

    /// Moves the piece on `from` to `to` (capturing what stands there); returns the captured piece.
    #[inline]
    pub(crate) fn move_piece(&mut self, from: Square, to: Square, piece: Piece) -> Option<Piece> {
        let captured = self.remove(to);
        self.squares[from.index()] = None;
        self.squares[to.index()] = Some(piece);
        let m = Bitboard::from_square(from) | Bitboard::from_square(to);
        *self.by_color.get_mut(piece.color) ^= m;
        self.by_role[piece.role.index()] ^= m;
        captured
    }

    /// Squares occupied by `color`.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        *self.by_color.get(color)
    }
    /// Squares occupied by pieces of `role` (both colours).
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }
    /// Squares occupied by `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }
    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color.red | self.by_color.black
    }
    /// The square of `color`'s general, if there is exactly one... or the first one found.
    #[inline]
    pub fn general(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::General)).first()
    }
    /// Iterates over `(square, piece)` in square order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(move |sq| (sq, self.squares[sq.index()].expect("occupied")))
    }
    /// The placement with colours swapped and the board turned upside down
    /// (Red's pieces become Black's on the mirrored rank).
    pub fn swap_colors(&self) -> Board {
        let mut b = Board::empty();
        for (sq, p) in self.pieces() {
            b.set(sq.flip_vertical(), Piece::new(!p.color, p.role));
        }
        b
    }
    /// The placement mirrored left to right.
    pub fn mirror(&self) -> Board {
        let mut b = Board::empty();
        for (sq, p) in self.pieces() {
            b.set(sq.mirror_horizontal(), p);
        }
        b
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..10u8).rev() {
            for fi in 0..9u8 {
                let sq = Square::new_unchecked(r * 9 + fi);
                let c = self.piece_at(sq).map_or('.', Piece::char);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
