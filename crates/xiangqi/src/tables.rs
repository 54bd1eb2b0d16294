//! Precomputed step tables, built at compile time (the Zobrist keys at first use).
//!
//! Every table stores square indices as `u8`, padded with [`NONE`].

/// Padding for unused table slots.
pub(crate) const NONE: u8 = 255;

const fn sq_offset(sq: usize, df: i32, dr: i32) -> u8 {
    let f = (sq % 9) as i32 + df;
    let r = (sq / 9) as i32 + dr;
    if f < 0 || f > 8 || r < 0 || r > 9 {
        NONE
    } else {
        (r * 9 + f) as u8
    }
}

const fn in_any_palace(sq: u8) -> bool {
    let f = sq % 9;
    let r = sq / 9;
    f >= 3 && f <= 5 && (r <= 2 || r >= 7)
}

const fn same_palace_half(a: u8, b: u8) -> bool {
    (a < 45) == (b < 45)
}

/// Horse jumps: `(df, dr, leg_df, leg_dr)`.
const HORSE_STEPS: [(i32, i32, i32, i32); 8] = [
    (1, 2, 0, 1),
    (-1, 2, 0, 1),
    (1, -2, 0, -1),
    (-1, -2, 0, -1),
    (2, 1, 1, 0),
    (2, -1, 1, 0),
    (-2, 1, -1, 0),
    (-2, -1, -1, 0),
];

/// For each square, the horse targets and the leg square that must be empty: `[(to, leg); 8]`.
pub(crate) static HORSE_MOVES: [[(u8, u8); 8]; 90] = {
    let mut t = [[(NONE, NONE); 8]; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut i = 0;
        let mut n = 0;
        while i < 8 {
            let (df, dr, lf, lr) = HORSE_STEPS[i];
            let to = sq_offset(sq, df, dr);
            if to != NONE {
                t[sq][n] = (to, sq_offset(sq, lf, lr));
                n += 1;
            }
            i += 1;
        }
        sq += 1;
    }
    t
};

/// For each square, where a horse attacking it can stand, and that horse's leg square: `[(from, leg); 8]`.
pub(crate) static HORSE_ATTACKERS: [[(u8, u8); 8]; 90] = {
    let mut t = [[(NONE, NONE); 8]; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut i = 0;
        let mut n = 0;
        while i < 8 {
            let (df, dr, lf, lr) = HORSE_STEPS[i];
            // A horse at `from = sq - (df, dr)` jumps by (df, dr) to sq; its leg is from + (lf, lr).
            let from = sq_offset(sq, -df, -dr);
            if from != NONE {
                t[sq][n] = (from, sq_offset(from as usize, lf, lr));
                n += 1;
            }
            i += 1;
        }
        sq += 1;
    }
    t
};

/// Elephant moves that stay on the same side of the river: `[(to, eye); 4]`.
pub(crate) static ELEPHANT_MOVES: [[(u8, u8); 4]; 90] = {
    let mut t = [[(NONE, NONE); 4]; 90];
    let steps = [(2, 2), (2, -2), (-2, 2), (-2, -2)];
    let mut sq = 0;
    while sq < 90 {
        let mut i = 0;
        let mut n = 0;
        while i < 4 {
            let (df, dr) = steps[i];
            let to = sq_offset(sq, df, dr);
            if to != NONE && same_palace_half(sq as u8, to) {
                t[sq][n] = (to, sq_offset(sq, df / 2, dr / 2));
                n += 1;
            }
            i += 1;
        }
        sq += 1;
    }
    t
};

/// One-step moves along `steps` that stay inside the palace the square belongs to.
const fn palace_steps(steps: [(i32, i32); 4]) -> [[u8; 4]; 90] {
    let mut t = [[NONE; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        if in_any_palace(sq as u8) {
            let mut i = 0;
            let mut n = 0;
            while i < 4 {
                let to = sq_offset(sq, steps[i].0, steps[i].1);
                if to != NONE && in_any_palace(to) && same_palace_half(sq as u8, to) {
                    t[sq][n] = to;
                    n += 1;
                }
                i += 1;
            }
        }
        sq += 1;
    }
    t
}

/// Advisor moves (diagonal steps) inside the palace the square belongs to.
pub(crate) static ADVISOR_MOVES: [[u8; 4]; 90] = palace_steps([(1, 1), (1, -1), (-1, 1), (-1, -1)]);

/// General moves (orthogonal steps) inside the palace the square belongs to.
pub(crate) static GENERAL_MOVES: [[u8; 4]; 90] = palace_steps([(0, 1), (0, -1), (1, 0), (-1, 0)]);

/// Soldier moves for each colour (index 0 Red, 1 Black): forward, and sideways once across the river.
pub(crate) static SOLDIER_MOVES: [[[u8; 3]; 90]; 2] = {
    let mut t = [[[NONE; 3]; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let fwd: i32 = if c == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < 90 {
            let crossed = if c == 0 { sq >= 45 } else { sq < 45 };
            let mut n = 0;
            let to = sq_offset(sq, 0, fwd);
            if to != NONE {
                t[c][sq][n] = to;
                n += 1;
            }
            if crossed {
                let l = sq_offset(sq, -1, 0);
                if l != NONE {
                    t[c][sq][n] = l;
                    n += 1;
                }
                let r = sq_offset(sq, 1, 0);
                if r != NONE {
                    t[c][sq][n] = r;
                }
            }
            sq += 1;
        }
        c += 1;
    }
    t
};

/// The four orthogonal directions as `(index step, squares to the edge)` per square:
/// north (+9), south (−9), east (+1), west (−1).
pub(crate) static RAY_LEN: [[u8; 4]; 90] = {
    let mut t = [[0; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let f = (sq % 9) as u8;
        let r = (sq / 9) as u8;
        t[sq] = [9 - r, r, 8 - f, f];
        sq += 1;
    }
    t
};

/// Index steps for the directions of [`RAY_LEN`].
pub(crate) const RAY_STEP: [i8; 4] = [9, -9, 1, -1];

/// Zobrist keys: one per (piece index, square), and one for Black to move.
///
/// Computed on first use rather than stored: as a compile-time table they were 10 KB of
/// incompressible data in every `.wasm` (the keys are the same either way: [`zobrist_keys`]).
pub(crate) static ZOBRIST: std::sync::LazyLock<([[u64; 90]; 14], u64)> =
    std::sync::LazyLock::new(zobrist_keys);

/// The Zobrist keys: splitmix64 over a Weyl sequence (step 0x9E37_79B9_7F4A_7C15), piece by
/// piece and square by square, then the key for Black to move.
const fn zobrist_keys() -> ([[u64; 90]; 14], u64) {
    let mut keys = [[0u64; 90]; 14];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut p = 0;
    while p < 14 {
        let mut sq = 0;
        while sq < 90 {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            keys[p][sq] = splitmix(state);
            sq += 1;
        }
        p += 1;
    }
    state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    (keys, splitmix(state))
}

/// The splitmix64 output function (also the unit tests' random number generator).
pub(crate) const fn splitmix(x: u64) -> u64 {
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// For each square and direction of [`RAY_LEN`], the squares from it (exclusive) to the edge, as
/// a bit set (bit `i` for square index `i`).
pub(crate) static RAYS: [[u128; 4]; 90] = {
    let mut t = [[0u128; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut d = 0;
        while d < 4 {
            let mut s = sq as i32;
            let mut n = 0;
            while n < RAY_LEN[sq][d] {
                s += RAY_STEP[d] as i32;
                t[sq][d] |= 1u128 << s;
                n += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    t
};

/// For each square, the squares a horse attacking it can stand on (those of
/// [`HORSE_ATTACKERS`]), as a bit set.
pub(crate) static HORSE_ATTACKER_SET: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut i = 0;
        while i < 8 && HORSE_ATTACKERS[sq][i].0 != NONE {
            t[sq] |= 1u128 << HORSE_ATTACKERS[sq][i].0;
            i += 1;
        }
        sq += 1;
    }
    t
};

/// For each colour (index 0 Red, 1 Black) and square, the squares a soldier of that colour
/// attacking it can stand on: one step behind it (from the soldier's side), and beside it when
/// the square is across the river for the soldier.
pub(crate) static SOLDIER_ATTACKER_SET: [[u128; 90]; 2] = {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 90 {
            let behind = sq_offset(sq, 0, if c == 0 { -1 } else { 1 });
            if behind != NONE {
                t[c][sq] |= 1u128 << behind;
            }
            let crossed = if c == 0 { sq >= 45 } else { sq < 45 };
            if crossed {
                let l = sq_offset(sq, -1, 0);
                if l != NONE {
                    t[c][sq] |= 1u128 << l;
                }
                let r = sq_offset(sq, 1, 0);
                if r != NONE {
                    t[c][sq] |= 1u128 << r;
                }
            }
            sq += 1;
        }
        c += 1;
    }
    t
};

/// For each piece (index [`crate::Piece::index`]) of a short-range role (general, advisor,
/// elephant, horse, soldier) and square, every square its moves can reach from there when no leg
/// or eye is blocked, as a bit set (0 for chariots and cannons): a superset of the piece's moves.
///
/// Computed on first use, like [`ZOBRIST`]: stored, it was 20 KB of the `.wasm` (≈ 0.9 KiB
/// gzipped); it is read once per piece whose captures or checks are generated.
pub(crate) static STEP_REACH: std::sync::LazyLock<[[u128; 90]; 14]> =
    std::sync::LazyLock::new(step_reach);

/// The table of [`STEP_REACH`].
const fn step_reach() -> [[u128; 90]; 14] {
    let mut t = [[0u128; 90]; 14];
    let mut sq = 0;
    while sq < 90 {
        let mut c = 0;
        while c < 2 {
            let base = c * 7;
            let mut i = 0;
            while i < 4 {
                if GENERAL_MOVES[sq][i] != NONE {
                    t[base][sq] |= 1u128 << GENERAL_MOVES[sq][i];
                }
                if ADVISOR_MOVES[sq][i] != NONE {
                    t[base + 1][sq] |= 1u128 << ADVISOR_MOVES[sq][i];
                }
                if ELEPHANT_MOVES[sq][i].0 != NONE {
                    t[base + 2][sq] |= 1u128 << ELEPHANT_MOVES[sq][i].0;
                }
                i += 1;
            }
            let mut i = 0;
            while i < 8 {
                if HORSE_MOVES[sq][i].0 != NONE {
                    t[base + 3][sq] |= 1u128 << HORSE_MOVES[sq][i].0;
                }
                i += 1;
            }
            let mut i = 0;
            while i < 3 {
                if SOLDIER_MOVES[c][sq][i] != NONE {
                    t[base + 6][sq] |= 1u128 << SOLDIER_MOVES[c][sq][i];
                }
                i += 1;
            }
            c += 1;
        }
        sq += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys computed at first use are the ones the compile-time table held (the values of
    /// the splitmix64 sequence seeded with 0, from its 2nd output on: 0x6e789e6aa1b965f4 is the
    /// published 2nd output), so every repetition key, and what is keyed by it, is unchanged.
    #[test]
    fn zobrist_keys_are_the_pinned_sequence() {
        assert_eq!(ZOBRIST.0[0][0], 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(ZOBRIST.0[7][44], 0xba22_ce1e_7d55_ac2e);
        assert_eq!(ZOBRIST.0[13][89], 0x5b53_63cb_9ea3_4ef3);
        assert_eq!(ZOBRIST.1, 0x4f1e_545e_8341_e85f);
        // and the lazily built table is the const fn's, key for key
        assert_eq!(*ZOBRIST, zobrist_keys());
    }
}
