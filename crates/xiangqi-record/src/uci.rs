//! UCI / UCCI move lists: `position startpos [moves …]` or `position fen <FEN> [moves …]` lines
//! (one game each), or a plain, possibly numbered, list of coordinate moves (one game). Ranks are
//! 0-based (UCCI) unless the moves show they are 1-based (Fairy-Stockfish), as in PGN.

use super::pgn::game_from_movetext;
use super::{Format, GameRecord, MalformedReason, RecordError};

/// Reads every game of a UCI text.
pub(crate) fn read(text: &str) -> Vec<GameRecord> {
    let commands: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with("position"))
        .collect();
    if commands.is_empty() {
        return vec![game_from_movetext(
            GameRecord::default(),
            text,
            1,
            0,
            Format::Uci,
        )];
    }
    commands
        .into_iter()
        .enumerate()
        .map(|(index, (n, line))| read_command(line, n + 1, index))
        .collect()
}

fn read_command(line: &str, line_no: usize, index: usize) -> GameRecord {
    let mut game = GameRecord::default();
    let rest = line.trim_start().trim_start_matches("position").trim();
    let (setup, moves) = match rest.find("moves") {
        Some(i) => (rest[..i].trim(), &rest[i + 5..]),
        None => (rest, ""),
    };
    let fen = setup.strip_prefix("fen").map(str::trim);
    match fen {
        Some(fen) => {
            if !super::set_start_from_fen(&mut game, fen, index, line_no) {
                return game;
            }
        }
        None if setup == "startpos" || setup.is_empty() => {}
        None => {
            game.error = Some(
                RecordError::malformed(
                    Format::Uci,
                    MalformedReason::UciSetup {
                        found: setup.to_owned(),
                    },
                )
                .in_game(index)
                .at_line(line_no),
            );
            return game;
        }
    }
    game_from_movetext(game, moves, line_no, index, Format::Uci)
}
