//! Sorting the adjudicator's short lists (a move's labels, a side's chasers, the checks of a
//! position): an insertion sort, stable.
//!
//! The standard library's sorts are built for long slices: each element type they are used with
//! links some 3 KB of wasm (quicksort, small-sort networks, heapsort fallback). These lists hold
//! a few dozen entries at most, where an insertion sort is as fast and a few hundred bytes; the
//! nine call sites saved 7.6 KB of the gzipped download (docs/performance.md). Long lists
//! (a game's positions) keep the standard sorts.

/// Sorts a short slice in place (stable; quadratic, so for lists of at most a few hundred).
pub(crate) fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a > b);
}

/// Sorts a short slice in place by a key (stable; see [`sort`]).
pub(crate) fn sort_by_key<T, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(v, |a, b| key(a) > key(b));
}

/// The insertion sort: `gt(a, b)` when `a` goes after `b`.
fn sort_by<T>(v: &mut [T], gt: impl Fn(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && gt(&v[j - 1], &v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard stable sort, ties included.
        #[test]
        fn sorts_like_the_standard_stable_sort(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..64)) {
            let mut ours = v.clone();
            super::sort_by_key(&mut ours, |x| x.0);
            let mut std = v.clone();
            std.sort_by_key(|x| x.0);
            prop_assert_eq!(&ours, &std);
            let mut ours = v.clone();
            super::sort(&mut ours);
            let mut std = v;
            std.sort();
            prop_assert_eq!(ours, std);
        }
    }
}
