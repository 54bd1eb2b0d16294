//! FEN: `Setup` parsing, `Position` validation, and the round trip of every FEN the engine writes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{FenError, Position, Setup, MAX_FEN_LEN};
use xiangqi_fuzz::{check_position, text};

fuzz_target!(|data: &[u8]| {
    let s = text(data);
    let setup = s.parse::<Setup>();
    let pos = Position::from_fen(&s);
    match (&setup, &pos) {
        (Err(a), Err(FenError::Parse(b))) => assert_eq!(a, b),
        (Ok(_), Err(FenError::Position(e))) => {
            assert!(!e.problems.is_empty());
            assert!(e.code().starts_with("ERR_POS_"));
        }
        (Ok(_), Ok(_)) => {}
        _ => panic!("Setup and Position disagree on {s:?}: {setup:?} / {pos:?}"),
    }
    if let Err(e) = &setup {
        assert!(e.code().starts_with("ERR_FEN_"));
        let _ = e.to_string();
    }
    if s.len() > MAX_FEN_LEN {
        assert!(setup.is_err());
    }
    if let Ok(setup) = &setup {
        // The FEN a setup writes parses back to the same setup.
        let written = setup.to_string();
        assert!(written.len() <= MAX_FEN_LEN, "{written}");
        let back: Setup = written.parse().unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(&back, setup, "{written}");
        // Colour swap of a setup is an involution and keeps (in)validity.
        let swapped = setup.swap_colors();
        assert_eq!(&swapped.swap_colors(), setup);
        assert_eq!(
            Position::from_setup(swapped).is_ok(),
            pos.is_ok(),
            "swap changes validity of {written}"
        );
    }
    if let Ok(pos) = &pos {
        check_position(pos);
        for m in pos.legal_moves() {
            let next = pos.play(m).expect("legal");
            let fen = next.fen();
            assert_eq!(Position::from_fen(&fen).as_ref(), Ok(&next), "{fen}");
        }
    }
});
