//! Arbitrary strings played as moves on arbitrary valid positions: a rulebook position, then
//! fuzzer-chosen legal moves, then the rest of the input split into move texts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::parse_move;
use xiangqi::{Move, Position, Square};
use xiangqi_fuzz::{check_move_notations, check_position, positions, text, Bytes};

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let (Some(pick), Some(count)) = (bytes.byte(), bytes.byte()) else {
        return;
    };
    let all = positions();
    let mut pos = all[pick as usize % all.len()].clone();
    for _ in 0..count % 64 {
        let moves = pos.legal_moves();
        let Some(b) = bytes.byte() else { break };
        if moves.is_empty() {
            break;
        }
        let m = moves[b as usize % moves.len()];
        check_move_notations(&pos, m);
        pos.play_unchecked(m);
    }
    check_position(&pos);

    // Raw square pairs: play agrees with is_legal and legal_moves.
    let legal = pos.legal_moves();
    if let (Some(a), Some(b)) = (bytes.byte(), bytes.byte()) {
        if let (Some(from), Some(to)) = (Square::from_index(a % 90), Square::from_index(b % 90)) {
            let m = Move::new(from, to);
            let r = pos.play(m);
            assert_eq!(r.is_ok(), legal.contains(&m), "{}: {m}", pos.fen());
            if let Err(e) = r {
                assert_eq!(e.code(), "ERR_ILLEGAL_MOVE");
            }
        }
    }

    let s = text(bytes.rest());
    for word in s.split(['\n', ',', ';']).take(64) {
        let before = pos.fen();
        match parse_move(&pos, word) {
            Ok(m) => {
                assert!(legal_here(&pos, m), "{before}: {word:?} gave illegal {m}");
                check_move_notations(&pos, m);
                pos = pos.play(m).expect("parse_move returns legal moves");
                check_position(&pos);
            }
            Err(e) => {
                assert!(matches!(e.code(), "ERR_NOTATION" | "ERR_ILLEGAL_MOVE"));
                assert_eq!(pos.fen(), before);
            }
        }
    }
});

fn legal_here(pos: &Position, m: Move) -> bool {
    pos.legal_moves().contains(&m)
}
