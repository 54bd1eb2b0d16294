//! Move notations: each parser (ICCS, WXF, Chinese) on its own, then resolved against fixed
//! positions, and `parse_move`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::{parse_move, Chinese, Iccs, Wxf, MAX_NOTATION_LEN};
use xiangqi::Position;
use xiangqi_fuzz::{check_move_notations, positions, text, Bytes};

fn resolve_all<T, E>(s: &str, to_move: impl Fn(&T, &Position) -> Option<xiangqi::Move>)
where
    T: std::str::FromStr<Err = E>,
{
    if let Ok(v) = s.parse::<T>() {
        for pos in positions() {
            if let Some(m) = to_move(&v, pos) {
                assert!(
                    pos.is_legal(m),
                    "{}: {s:?} resolved to illegal {m}",
                    pos.fen()
                );
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let Some(pick) = bytes.byte() else { return };
    let s = text(bytes.rest());
    let s = s.as_str();

    // Without a position: parse, and what parses writes back to something that parses the same.
    if let Ok(v) = s.parse::<Iccs>() {
        assert!(s.len() <= MAX_NOTATION_LEN);
        let w = v.to_string();
        assert_eq!(w.parse::<Iccs>().ok(), Some(v), "{s:?} -> {w:?}");
    }
    if let Ok(v) = s.parse::<Wxf>() {
        assert!(s.len() <= MAX_NOTATION_LEN);
        let w = v.to_string();
        assert_eq!(w.parse::<Wxf>().ok(), Some(v), "{s:?} -> {w:?}");
    }
    if let Ok(v) = s.parse::<Chinese>() {
        assert!(s.len() <= MAX_NOTATION_LEN);
        let w = v.to_string();
        let again = w
            .parse::<Chinese>()
            .unwrap_or_else(|_| panic!("{s:?} -> {w:?} does not parse"));
        assert_eq!(again.to_string(), w, "{s:?}");
    }
    if s.len() > MAX_NOTATION_LEN {
        assert!(s.parse::<Iccs>().is_err() && s.parse::<Wxf>().is_err());
        assert!(s.parse::<Chinese>().is_err());
    }

    // With a position: one picked by the first byte gets the full treatment; all of them are
    // resolved against when the text parses at all.
    let all = positions();
    let pos = &all[pick as usize % all.len()];
    match parse_move(pos, s) {
        Ok(m) => {
            assert!(pos.is_legal(m), "{}: {s:?} gave illegal {m}", pos.fen());
            check_move_notations(pos, m);
        }
        Err(e) => {
            let code = e.code();
            assert!(
                code == "ERR_NOTATION" || code == "ERR_ILLEGAL_MOVE",
                "{code}"
            );
            let _ = e.to_string();
        }
    }
    resolve_all::<Iccs, _>(s, |v, p| v.to_move(p).ok());
    resolve_all::<Wxf, _>(s, |v, p| v.to_move(p).ok());
    resolve_all::<Chinese, _>(s, |v, p| v.to_move(p).ok());
});
