//! Records: arbitrary bytes into `record::read` (format detected, then each format forced), and
//! for every game read, the round trips write → read of PGN (ICCS, WXF, Chinese) and DhtmlXQ.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::Notation;
use xiangqi_record::{
    read, write_dhtmlxq, write_pgn, Format, GameRecord, GameResult, MoveTree, ReadOptions,
};

/// A coded error and, if there is one, a game that holds only legal moves.
fn check(game: &GameRecord) {
    if let Some(e) = &game.error {
        assert!(e.code().starts_with("ERR_RECORD_"), "{e}");
        let _ = e.to_string();
    }
    // Every node of the tree replays from the start (the builder checked each move).
    let mut pos = game.start.clone();
    for m in game.moves() {
        assert!(pos.is_legal(m), "{m} in {}", pos.fen());
        pos.play_unchecked(m);
    }
    let _ = serde_json::to_string(game).expect("games serialise");
}

/// A comment as a writer can keep it: PGN writes `}` as `｝`; DhtmlXQ writes `[`/`]` as
/// `［`/`］` and line breaks as `||` (which it reads back as a line break).
fn kept(comment: Option<&str>, format: Format) -> Option<String> {
    let c = comment?;
    let c = match format {
        // What the writer writes, then what the reader reads of it (`|` next to a line break
        // is ambiguous in the format: `|` + `||` reads back as a line break + `|`).
        Format::DhtmlXq => c
            .replace('[', "［")
            .replace(']', "］")
            .replace("\r\n", "||")
            .replace('\n', "||")
            .replace("||", "\n"),
        _ => c.replace('}', "｝"),
    };
    let c = c.trim();
    (!c.is_empty()).then(|| c.to_owned())
}

/// The same moves in the same tree shape, with the comments as the writer keeps them.
fn same_tree(a: &MoveTree, b: &MoveTree, format: Format) -> Result<(), String> {
    let mut stack = vec![(MoveTree::ROOT, MoveTree::ROOT)];
    while let Some((x, y)) = stack.pop() {
        let (nx, ny) = (a.node(x), b.node(y));
        if nx.mv() != ny.mv() {
            return Err(format!("move {:?} became {:?}", nx.mv(), ny.mv()));
        }
        let (cx, cy) = (kept(nx.comment(), format), kept(ny.comment(), format));
        if cx != cy {
            return Err(format!("comment {cx:?} became {cy:?}"));
        }
        let (kx, ky): (Vec<_>, Vec<_>) = (a.children(x).collect(), b.children(y).collect());
        if kx.len() != ky.len() {
            return Err(format!("{} children became {}", kx.len(), ky.len()));
        }
        stack.extend(kx.into_iter().zip(ky));
    }
    Ok(())
}

/// Writes a game and reads it back: the same start, moves, variations and comments.
fn round_trip(game: &GameRecord) {
    let texts = [
        (Format::Pgn, write_pgn(game, Notation::Iccs)),
        (Format::Pgn, write_pgn(game, Notation::Wxf)),
        (Format::Pgn, write_pgn(game, Notation::Chinese)),
        (Format::DhtmlXq, write_dhtmlxq(game)),
    ];
    for (format, text) in texts {
        // Read back as the format written (a comment may hold text that detection would take
        // for another format, e.g. `START{`).
        let back = read(text.as_bytes(), &ReadOptions::with_format(format))
            .unwrap_or_else(|e| panic!("{format} written, then unreadable: {e}\n{text}"));
        assert_eq!(back.format, format, "{text}");
        assert_eq!(back.games.len(), 1, "{text}");
        let again = &back.games[0];
        assert!(again.error.is_none(), "{:?}\n{text}", again.error);
        if format == Format::DhtmlXq {
            // DhtmlXQ has no field for the side to move (it is the first move's colour) nor for
            // the move counters: the board is kept; the side too if there is a move, else it is
            // Red, or Black if Black is in check (`write_dhtmlxq`; tests/record_regressions.rs).
            let fields = if game.tree.children(MoveTree::ROOT).next().is_none() {
                1
            } else {
                2
            };
            let start = |fen: String| fen.split(' ').take(fields).collect::<Vec<_>>().join(" ");
            assert_eq!(start(again.fen()), start(game.fen()), "{text}");
        } else {
            assert_eq!(again.fen(), game.fen(), "{text}");
        }
        assert_eq!(
            again.result,
            game.result.or(Some(GameResult::Unknown)),
            "{text}"
        );
        if let Err(e) = same_tree(&game.tree, &again.tree, format) {
            panic!("{format} round trip: {e}\n{text}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let detected = read(data, &ReadOptions::default());
    for format in [
        None,
        Some(Format::Pgn),
        Some(Format::DhtmlXq),
        Some(Format::Xqf),
        Some(Format::Wxf),
        Some(Format::Uci),
        Some(Format::Cbr),
        Some(Format::Cbl),
    ] {
        let result = match format {
            None => detected.clone(),
            Some(f) => read(data, &ReadOptions::with_format(f)),
        };
        match result {
            Err(e) => assert!(e.code().starts_with("ERR_RECORD_"), "{e}"),
            Ok(records) => {
                for game in records.games.iter().take(4) {
                    check(game);
                    if format.is_none() {
                        round_trip(game);
                    }
                }
            }
        }
    }
});
