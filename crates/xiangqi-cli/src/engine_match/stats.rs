//! Match statistics: Elo difference with a 95 % interval, and the sequential probability
//! ratio test (SPRT) as engine testers use it (the normal approximation of the trinomial
//! log-likelihood ratio, as in cutechess and fastchess).

/// Wins, draws and losses of one engine against another.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Wins.
    pub w: u32,
    /// Draws.
    pub d: u32,
    /// Losses.
    pub l: u32,
}

impl Wdl {
    /// Games.
    pub fn n(&self) -> u32 {
        self.w + self.d + self.l
    }

    /// Score fraction (wins + draws/2) / games.
    pub fn score(&self) -> f64 {
        (f64::from(self.w) + f64::from(self.d) / 2.0) / f64::from(self.n().max(1))
    }

    /// Variance of one game's score.
    fn variance(&self) -> f64 {
        let n = f64::from(self.n().max(1));
        let s = self.score();
        (f64::from(self.w) * (1.0 - s).powi(2)
            + f64::from(self.d) * (0.5 - s).powi(2)
            + f64::from(self.l) * s.powi(2))
            / n
    }

    /// Elo difference and the half-width of its 95 % interval (`None` without games; the
    /// difference is infinite at a 100 % or 0 % score).
    pub fn elo(&self) -> Option<(f64, f64)> {
        if self.n() == 0 {
            return None;
        }
        let s = self.score();
        let se = (self.variance() / f64::from(self.n())).sqrt();
        let lo = elo_of(s - 1.959964 * se);
        let hi = elo_of(s + 1.959964 * se);
        Some((elo_of(s), (hi - lo) / 2.0))
    }

    /// The log-likelihood ratio of H1 (Elo `elo1`) against H0 (`elo0`).
    ///
    /// With a result that never occurred (no losses, say) the sample variance understates the
    /// spread — it is 0 for a match of wins only, where the ratio would be undefined — so the
    /// variance is then taken with half a game added to each of W, D and L.
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        if self.n() == 0 {
            return 0.0;
        }
        let var = if self.w == 0 || self.d == 0 || self.l == 0 {
            let (w, d, l) = (
                f64::from(self.w) + 0.5,
                f64::from(self.d) + 0.5,
                f64::from(self.l) + 0.5,
            );
            let n = w + d + l;
            let s = (w + d / 2.0) / n;
            (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / n
        } else {
            self.variance()
        };
        if var <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of(elo0), score_of(elo1));
        let s = self.score();
        f64::from(self.n()) * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var)
    }
}

/// Elo difference of a score fraction.
pub fn elo_of(s: f64) -> f64 {
    let s = s.clamp(1e-9, 1.0 - 1e-9);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// Score fraction of an Elo difference.
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// `--sprt elo0=… elo1=… alpha=… beta=…`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    /// H0 Elo.
    pub elo0: f64,
    /// H1 Elo.
    pub elo1: f64,
    /// False-positive rate.
    pub alpha: f64,
    /// False-negative rate.
    pub beta: f64,
}

/// The SPRT's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SprtState {
    /// Keep playing.
    Continue,
    /// H1 accepted.
    H1,
    /// H0 accepted.
    H0,
}

impl Sprt {
    /// The bounds (lower, upper) of the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// Where the test stands after `wdl`.
    pub fn state(&self, wdl: &Wdl) -> (f64, SprtState) {
        let llr = wdl.llr(self.elo0, self.elo1);
        let (lo, hi) = self.bounds();
        let state = if llr >= hi {
            SprtState::H1
        } else if llr <= lo {
            SprtState::H0
        } else {
            SprtState::Continue
        };
        (llr, state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_figures() {
        let even = Wdl {
            w: 10,
            d: 10,
            l: 10,
        };
        let (e, err) = even.elo().unwrap();
        assert!(e.abs() < 1e-9);
        // 30 games, per-game sd sqrt(1/6): 95 % on the score ±0.146 → about ±105 Elo
        assert!((err - 105.0).abs() < 3.0, "{err}");
        let (e, _) = Wdl { w: 3, d: 0, l: 1 }.elo().unwrap();
        assert!((e - 190.8).abs() < 0.1, "{e}");
        assert!((score_of(elo_of(0.7)) - 0.7).abs() < 1e-12);
        assert!(Wdl::default().elo().is_none());
    }

    #[test]
    fn sprt_decides() {
        let t = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let (lo, hi) = t.bounds();
        assert!((lo + 2.944).abs() < 1e-3 && (hi - 2.944).abs() < 1e-3);
        assert_eq!(t.state(&Wdl { w: 1, d: 1, l: 1 }).1, SprtState::Continue);
        assert_eq!(
            t.state(&Wdl {
                w: 700,
                d: 200,
                l: 100
            })
            .1,
            SprtState::H1
        );
        assert_eq!(
            t.state(&Wdl {
                w: 100,
                d: 200,
                l: 700
            })
            .1,
            SprtState::H0
        );
    }
}
