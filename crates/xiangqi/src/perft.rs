//! Perft: counting the nodes of the legal move tree, the standard move-generator test.

use crate::Position;

/// Leaf count at `depth`, bulk-counting the last ply.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_moves().len() as u64,
        _ => {
            let mut total = 0;
            for m in pos.legal_moves() {
                let mut child = pos.clone();
                child.play_unchecked(m);
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Leaf counts per root move, in generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(crate::Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}

impl Position {
    /// Counts leaf nodes of the legal move tree to `depth` plies (bulk-counted at the last ply).
    ///
    /// ```
    /// use xiangqi::Position;
    /// assert_eq!(Position::new().perft(2), 1920);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}
