//! ChessBridge CBR/CBL: arbitrary bytes after each magic (so that every input reaches the
//! binary reader: the fixed part, the board, the move tree, a library's index and slots), and
//! the input as is with each format forced. Every outcome is a coded error or games whose
//! mainlines replay legally; never a panic, a hang or unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi_record::{read, Format, ReadOptions};

fuzz_target!(|data: &[u8]| {
    let mut inputs = Vec::new();
    for magic in [&b"CCBridge Record\0"[..], &b"CCBridgeLibrary\0"[..]] {
        let mut bytes = magic.to_vec();
        bytes.extend_from_slice(data);
        inputs.push((bytes, None));
    }
    inputs.push((data.to_vec(), Some(Format::Cbr)));
    inputs.push((data.to_vec(), Some(Format::Cbl)));
    for (bytes, format) in inputs {
        let opts = ReadOptions {
            format,
            ..ReadOptions::default()
        };
        match read(&bytes, &opts) {
            Err(e) => assert!(e.code().starts_with("ERR_RECORD_"), "{e}"),
            Ok(records) => {
                for game in &records.games {
                    if let Some(e) = &game.error {
                        assert!(e.code().starts_with("ERR_RECORD_"), "{e}");
                    }
                    let mut pos = game.start.clone();
                    for m in game.moves() {
                        assert!(pos.is_legal(m), "{m} in {}", pos.fen());
                        pos.play_unchecked(m);
                    }
                    let _ = serde_json::to_string(game).expect("games serialise");
                }
            }
        }
    }
});
