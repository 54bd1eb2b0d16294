//! Write → read round trips: every real record of `tests/records/` (text formats) and random
//! games with variations and comments, through PGN in the three notations, DhtmlXQ and JSON.

use proptest::prelude::*;
use xiangqi::notation::Notation;
use xiangqi::Position;
use xiangqi_record::{
    read, write_dhtmlxq, write_pgn, GameRecord, GameResult, MoveTree, NodeId, ReadOptions,
    TreeBuilder,
};

fn dir() -> String {
    format!("{}/../../tests/records", env!("CARGO_MANIFEST_DIR"))
}

fn read_one(text: &str) -> GameRecord {
    let mut r = read(text.as_bytes(), &ReadOptions::default()).unwrap();
    assert_eq!(r.games.len(), 1, "{text}");
    r.games.remove(0)
}

/// The game read back from each writer equals the game (tree, start, result).
fn assert_round_trips(game: &GameRecord, what: &str) {
    for n in Notation::ALL {
        let text = write_pgn(game, n);
        let back = read_one(&text);
        assert!(back.error.is_none(), "{what} {n}: {:?}\n{text}", back.error);
        assert_eq!(back.start, game.start, "{what} {n}");
        assert!(back.tree == game.tree, "{what} {n}: tree differs\n{text}");
        assert_eq!(
            back.result,
            Some(game.result.unwrap_or(GameResult::Unknown)),
            "{what} {n}"
        );
        // `Game`, `Format` and `Result` are written from the game and the notation chosen.
        let own = ["result", "format", "game"];
        for (k, v) in game.tags.iter().filter(|(k, _)| !own.contains(k)) {
            assert_eq!(back.tags.get(k), Some(v), "{what} {n}: tag {k}");
        }
    }
    // DhtmlXQ has no side-to-move field: a game without moves is read back with Red to move.
    if !(game.tree.is_empty() && game.start.turn() == xiangqi::Color::Black) {
        let text = write_dhtmlxq(game);
        let back = read_one(&text);
        assert!(back.error.is_none(), "{what} dhtmlxq: {:?}", back.error);
        assert!(back.start.same_position(&game.start), "{what} dhtmlxq");
        assert!(
            back.tree == game.tree,
            "{what} dhtmlxq: tree differs\n{text}"
        );
    }
    let json = serde_json::to_string(game).unwrap();
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    assert!(
        back.tree == game.tree && back.start == game.start,
        "{what} json"
    );
    assert_eq!(
        (back.tags, back.result),
        (game.tags.clone(), game.result),
        "{what} json"
    );
}

#[test]
fn real_records_round_trip() {
    let mut games = 0;
    for sub in ["pgn", "pgn-big5", "dhtmlxq", "other"] {
        for entry in std::fs::read_dir(format!("{}/{sub}", dir())).unwrap() {
            let path = entry.unwrap().path();
            let name = path.display().to_string();
            if name.ends_with(".json") || name.ends_with(".md") || name.contains("LICENSE") {
                continue; // pgn-big5's expectations, notes and licence
            }
            let Ok(records) = read(&std::fs::read(&path).unwrap(), &ReadOptions::default()) else {
                continue; // ChessBridge XML (CBF): not read (tested in records.rs)
            };
            for game in &records.games {
                assert_round_trips(game, &name);
                games += 1;
            }
        }
    }
    // PGN, Big5 PGN, DhtmlXQ, WXF/UCI, CBR + CBL.
    assert_eq!(games, 15 * 3 + 26 + 5 + 25 + 4 + 3 + 1 + 38);
}

/// A small deterministic generator (splitmix64), so a proptest case is one seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const WORDS: [&str; 8] = [
    "好棋",
    "劣着",
    "!?",
    "red wins",
    "(sic)",
    "车一平二",
    "a;b",
    "x%y",
];

fn comment(rng: &mut Rng) -> String {
    let n = 1 + rng.below(3);
    let words: Vec<&str> = (0..n).map(|_| WORDS[rng.below(WORDS.len())]).collect();
    words.join(if rng.below(4) == 0 { "\n" } else { " " })
}

/// Plays a random line of up to `len` moves from `from`, with comments and (while `depth` > 0)
/// variations.
fn line(b: &mut TreeBuilder, rng: &mut Rng, from: NodeId, len: usize, depth: usize) {
    let mut cur = from;
    for _ in 0..len {
        let pos = b.position(cur).clone();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return;
        }
        let parent = cur;
        cur = b.play(parent, moves[rng.below(moves.len())]).unwrap();
        if rng.below(5) == 0 {
            let c = comment(rng);
            b.comment(cur, &c);
        }
        if depth > 0 && rng.below(6) == 0 {
            let alt = moves[rng.below(moves.len())];
            let v = b.play(parent, alt).unwrap();
            if v != cur {
                let n = rng.below(6);
                line(b, rng, v, n, depth - 1);
            }
        }
    }
}

fn random_game(seed: u64) -> GameRecord {
    let mut rng = Rng(seed);
    // Start from a random position reached from the opening (Red or Black to move).
    let mut start = Position::new();
    for _ in 0..rng.below(30) {
        let moves = start.legal_moves();
        if moves.is_empty() {
            break;
        }
        start = start.play(moves[rng.below(moves.len())]).unwrap();
    }
    let mut b = TreeBuilder::new(start.clone());
    if rng.below(3) == 0 {
        let c = comment(&mut rng);
        b.comment(MoveTree::ROOT, &c);
    }
    let len = rng.below(80);
    line(&mut b, &mut rng, MoveTree::ROOT, len, 2);
    let mut game = GameRecord::new(start);
    game.tree = b.finish();
    game.tags.set("Event", "随机");
    game.tags.set("Red", format!("seed {seed}"));
    game.result = [None, Some(GameResult::RED_WINS), Some(GameResult::DRAW)][rng.below(3)];
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_round_trip(seed in any::<u64>()) {
        let game = random_game(seed);
        assert_round_trips(&game, &format!("seed {seed}"));
    }
}
