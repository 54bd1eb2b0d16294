//! The readings of the rules listed in the adjudicator's module docs, each exercised on positions
//! of our own (not rulebook diagrams), with what the rules text says about each.

use xiangqi::adjudicator::{
    describe, judge, GameStatus, JudgeOptions, JudgeReport, Label, Pattern, RuleSet, Verdict,
};
use xiangqi::notation::parse_move;
use xiangqi::{Color, Outcome, Position, Square};

/// Judges `moves` (any notation) from `fen`.
fn run(fen: &str, moves: &str) -> JudgeReport {
    run_with(fen, moves, &JudgeOptions::default())
}

/// [`run`] with options.
fn run_with(fen: &str, moves: &str, opts: &JudgeOptions) -> JudgeReport {
    let start = Position::from_fen(fen).unwrap();
    let mut pos = start.clone();
    let mut list = Vec::new();
    for t in moves.split_whitespace() {
        let m = parse_move(&pos, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        pos.play_unchecked(m);
        list.push(m);
    }
    judge(&start, &list, opts).unwrap()
}

fn labels(r: &JudgeReport, ply: usize) -> Vec<Label> {
    r.moves[ply - 1].labels.clone()
}

/// The labels of one move (any notation) from `fen` under `rules`.
fn move_labels(fen: &str, mv: &str, rules: RuleSet) -> Vec<Label> {
    let pos = Position::from_fen(fen).unwrap();
    let m = parse_move(&pos, mv).unwrap();
    let opts = JudgeOptions {
        rules,
        ..JudgeOptions::default()
    };
    describe(&pos, m, &opts).unwrap().labels
}

/// The labels of one move (any notation) from `fen` under the AXF rules, and its chases as
/// `chaser>target`.
fn labels_and_chases(fen: &str, mv: &str) -> (Vec<Label>, Vec<String>) {
    let pos = Position::from_fen(fen).unwrap();
    let m = parse_move(&pos, mv).unwrap();
    let r = describe(&pos, m, &JudgeOptions::default()).unwrap();
    let pairs = r
        .chases
        .iter()
        .map(|c| format!("{}>{}", c.chaser, c.target))
        .collect();
    (r.labels, pairs)
}

/// 细则25: "炮利用别子为炮台捉对方无根之马、士、象、过河兵卒时，虽敌子不动，而双方仅移动炮台，
/// 仍作为长捉，不变作负。" Here the red cannon a1 attacks the unprotected black horse a8 over a
/// screen (the other red cannon) that slides a4 ↔ a5: the attack never disappears, and every red
/// move is the screen's. That is still a chase (the reading "a chase must be a new chaser/target
/// pair" alone would call these moves idle).
#[test]
fn a_screen_sliding_along_the_line_renews_the_chase() {
    let r = run(
        "3a1k3/n8/9/9/9/C8/9/9/C8/3K5 w",
        "a4a5 d9e8 a5a4 e8d9 a4a5 d9e8 a5a4 e8d9",
    );
    for ply in [1, 3, 5, 7] {
        assert_eq!(labels(&r, ply), [Label::Chase], "ply {ply}");
        let c = &r.moves[ply - 1].chases;
        assert_eq!(c.len(), 1);
        assert_eq!(
            (c[0].chaser.to_string(), c[0].target.to_string()),
            ("a1".into(), "a8".into())
        );
    }
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualChase);
    assert_eq!(r.sides.black.pattern, Pattern::Idle);
}

/// 细则25/26 again, but the screen moves because it is attacked itself (cf. 图94–96, "迫走"):
/// the black car attacks the red screen cannon on a4/a5 on every move and the cannon steps
/// along the file, keeping the other cannon's line on the horse a8. Red only flees; Black
/// perpetually chases the unprotected cannon (总纲3).
#[test]
fn a_screen_that_flees_an_attack_does_not_chase() {
    let r = run(
        "3a1k3/n8/9/9/9/C7r/9/9/C8/3K5 w",
        "a4a5 i4i5 a5a4 i5i4 a4a5 i4i5 a5a4 i5i4",
    );
    for ply in [5, 7] {
        assert!(
            r.moves[ply - 1].chases.is_empty(),
            "ply {ply}: {:?}",
            r.moves[ply - 1].chases
        );
    }
    assert_eq!(r.verdict, Verdict::BlackMustChange);
    assert_eq!(r.sides.black.pattern, Pattern::PerpetualChase);
    assert_eq!(r.sides.red.pattern, Pattern::Evasion);
}

/// 原则3 with answers that uncover attacks (the 图1 idea on other squares): the red car checks
/// along ranks 9 and 8; each step of the black general out of check uncovers a black cannon's
/// attack on the car (a9 over the elephant c9, a8 over the red pawn d8). Black only answers the
/// checks (应将): it is not at fault, and the principle applied is 原则3 (一方长照，一方长捉，则
/// 长照者必须变着).
#[test]
fn answers_to_checks_that_uncover_attacks_are_check_evasions() {
    let r = run(
        "c1b2k3/c2P3R1/9/9/9/9/9/9/9/4K4 w",
        "h8h9 f9f8 h9h8 f8f9 h8h9 f9f8 h9h8",
    );
    assert_eq!(r.verdict, Verdict::RedMustChange);
    for ply in [4, 6] {
        assert!(r.moves[ply - 1].labels.contains(&Label::Chase), "ply {ply}");
    }
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualCheck);
    assert_eq!(r.sides.black.pattern, Pattern::CheckEvasion);
    assert!(!r.sides.black.violates);
    let cited: Vec<&str> = r.articles.iter().map(|a| a.title).collect();
    assert_eq!(cited, ["总纲1", "细则6", "原则3"]);
}

/// 细则34 (有根子被捉时，如其根受牵制失去保护力者(统称假根)，则不能长捉之): the black horse d3 is
/// protected only by the car d7, which the red car a7 pins against the general f7. The other red
/// car's attack on it from c3 is a chase; with the pin gone (no red car a7) the root is true and
/// the same move chases nothing.
#[test]
fn a_pinned_root_is_a_false_root() {
    let limits = &JudgeOptions::default();
    let mv = |pos: &Position| parse_move(pos, "c0c3").unwrap();
    let pinned = Position::from_fen("9/9/R2r1k3/9/9/9/3n5/9/9/2R1K4 w").unwrap();
    let r = describe(&pinned, mv(&pinned), limits).unwrap();
    assert!(r.labels.contains(&Label::Chase), "{:?}", r.labels);
    assert_eq!(
        (
            r.chases[0].chaser.to_string(),
            r.chases[0].target.to_string()
        ),
        ("c3".into(), "d3".into())
    );
    let free = Position::from_fen("9/9/3r1k3/9/9/9/3n5/9/9/2R1K4 w").unwrap();
    let r = describe(&free, mv(&free), limits).unwrap();
    assert!(r.chases.is_empty(), "{:?}", r.chases);
    assert!(!r.labels.contains(&Label::Chase));
}

/// Checks carry no chase targets (细则12: 一照一捉…均作和局, so what a check attacks besides the
/// general is not a chase): the red horse checks from e7 and also attacks the unprotected
/// cannon g8; the move is a check with no chases.
#[test]
fn a_check_that_also_attacks_is_only_a_check() {
    let pos = Position::from_fen("3k5/6c2/9/2N6/9/9/9/9/9/4K4 w").unwrap();
    let m = parse_move(&pos, "c6e7").unwrap();
    let r = describe(&pos, m, &JudgeOptions::default()).unwrap();
    assert!(r.labels.contains(&Label::Check), "{:?}", r.labels);
    assert!(!r.labels.contains(&Label::Chase), "{:?}", r.labels);
    assert_eq!(r.checks.len(), 1);
    assert!(r.chases.is_empty());
}

/// 细则36 (捉两步而其中一步兼兑者仍作长捉，长捉兼长兑者也作长捉论): a move that chases and
/// offers an exchange is still a chase for the judge; one piece chased so on every move is a
/// perpetual chase.
#[test]
fn a_chase_that_is_also_an_exchange_is_still_a_chase() {
    use xiangqi::adjudicator::{judge_cycle, Attack, AttackEntry, CycleEntry, RuleSet};
    use xiangqi::{Color, Piece, Role};
    let chase = |exchange: bool| CycleEntry {
        side: Color::Red,
        labels: if exchange {
            vec![Label::Chase, Label::Exchange]
        } else {
            vec![Label::Chase]
        },
        answers_check: false,
        moved: 1,
        checks: vec![],
        chases: vec![AttackEntry {
            chaser: 1,
            target: 20,
            attack: Attack {
                chaser: Square::B2,
                chaser_piece: Piece::new(Color::Red, Role::Horse),
                target: Square::D3,
                target_piece: Piece::new(Color::Black, Role::Cannon),
                protected: false,
                reason: Default::default(),
            },
        }],
        attacks: vec![],
        forced: false,
    };
    let idle = CycleEntry {
        side: Color::Black,
        labels: vec![Label::Idle],
        answers_check: false,
        moved: 30,
        checks: vec![],
        chases: vec![],
        attacks: vec![],
        forced: false,
    };
    for first in [true, false] {
        let j = judge_cycle(
            &[chase(first), idle.clone(), chase(true), idle.clone()],
            RuleSet::Axf,
        );
        assert_eq!(j.verdict, Verdict::RedMustChange);
        assert_eq!(j.sides.red.pattern, Pattern::PerpetualChase);
    }
}

/// 拦 against a mate threat. The terms: "凡走子拦阻对方子力之左右进退移动者，谓之拦着"; 图99:
/// "黑炮长杀，红炮长拦" (细则39: 长拦作和). Here a black car threatens to drop to the back rank
/// (车到底: the pawn f1 covers f0 and e1, the advisor d0 blocks d0) on the h- and g-files in
/// turn; the red cannon steps into its path each time, rank 3 covered by the red car a3. The
/// cannon's moves attack nothing and interpose on no attack: they are 拦 because they stop the
/// car's checking drop and so parry the mate. Without the pawn there is no mate threat, and the
/// same interpositions are idle (闲).
#[test]
fn stepping_into_the_path_of_a_mate_threat_is_a_block() {
    let moves = "b3h3 h7g7 h3g3 g7h7 g3h3 h7g7 h3g3 g7h7 g3h3";
    let r = run("3k5/9/7r1/9/9/9/RC7/9/4Ap3/3AK4 w", moves);
    for ply in [1, 3, 5, 7, 9] {
        assert_eq!(labels(&r, ply), [Label::Block], "ply {ply}");
    }
    for ply in [2, 4, 6, 8] {
        assert_eq!(labels(&r, ply), [Label::MateThreat], "ply {ply}");
    }
    assert_eq!(r.verdict, Verdict::Draw);
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualBlock);
    assert_eq!(r.sides.black.pattern, Pattern::PerpetualMateThreat);
    // No pawn on f1: the car's drop is no mate, nothing is parried.
    let r = run("3k5/9/7r1/9/9/9/RC7/9/4A4/3AK4 w", moves);
    for ply in 1..=9 {
        assert_eq!(labels(&r, ply), [Label::Idle], "ply {ply}");
    }
    assert_eq!(r.sides.red.pattern, Pattern::Idle);
}

/// 要抽吃 in one move (细则13/14/38): the red car steps behind its own horse on the general's
/// file, so the horse threatens to jump off with a discovered check and take the unprotected
/// black car b8 after the check is answered. Beside the file, the same car move threatens
/// nothing (闲).
#[test]
fn a_discovered_check_battery_threatens_to_win_material() {
    let fen = "4k4/1r7/9/9/4N4/9/R8/9/9/5K3 w";
    assert_eq!(
        move_labels(fen, "a3e3", RuleSet::Axf),
        [Label::DiscoveredCaptureThreat]
    );
    assert_eq!(move_labels(fen, "a3d3", RuleSet::Axf), [Label::Idle]);
}

/// 抽 wins a piece the check attacks, not the piece that interposes (图14: "虽然伏有进炮照再进车照，
/// 退车抽子这作用，但此乃停着"). The red cannon goes up to a9 behind the car's file: now 车七进四
/// checks along rank 9 (with the cannon over the car), the only answer is 士5退4 onto d9, and
/// the cannon takes that advisor over the car (the general cannot retake beside the car). That
/// plan wins only the interposer, so under the AXF rules the cannon move is a waiting move (闲);
/// under the Chinese rules any material won by checks is a threat (暗抽, 1965 例十四 注2).
#[test]
fn checks_that_win_only_the_interposer_are_no_threat_by_check() {
    let fen = "4ka3/4a4/9/9/C1R6/9/9/9/9/3K5 w";
    assert_eq!(move_labels(fen, "a5a9", RuleSet::Axf), [Label::Idle]);
    assert_eq!(
        move_labels(fen, "a5a9", RuleSet::Chinese),
        [Label::DiscoveredCaptureThreat]
    );
    // The line itself (had Black passed): the check, the one answer, the interposer taken and
    // not retaken.
    let mut pos = Position::from_fen(fen).unwrap();
    for mv in ["a5a9", "pass", "c5c9", "e8d9", "a9d9"] {
        if mv == "pass" {
            pos = pos.pass().unwrap();
            continue;
        }
        let m = parse_move(&pos, mv).unwrap();
        if mv == "e8d9" {
            assert_eq!(pos.legal_moves().len(), 1, "the interposition is forced");
        }
        pos.play_unchecked(m);
    }
    assert!(!pos.is_legal(parse_move_iccs("e9d9")));
}

fn parse_move_iccs(s: &str) -> xiangqi::Move {
    xiangqi::Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

/// 要抽吃 is what the mover threatens after its move, like 杀 ("一方步步催杀", 细则9): a threat
/// of the opponent's does not hide the mover's own; a threat kept by an unrelated move is not
/// that move's (a threat must be new). Here Black's battery (car f8, horse f5) aims at the red general (the horse would jump
/// off with check to fork the cannon i2) when Red builds its own battery behind the horse e5.
#[test]
fn a_threat_by_check_is_the_movers_own_and_holds_while_kept() {
    // The opponent's threat (here even mate) does not hide the mover's.
    let fen = "4k4/1r3r3/9/9/4Nn3/9/R8/8C/9/5K3 w";
    let black = Position::from_fen(fen).unwrap().pass().unwrap();
    let m = parse_move(&black, "e9d9").unwrap();
    // (Black's king step keeps a mate that stood before it: not new, no 杀 — issue 21.)
    assert!(!describe(&black, m, &JudgeOptions::default())
        .unwrap()
        .labels
        .contains(&Label::MateThreat));
    assert!(move_labels(fen, "a3e3", RuleSet::Axf).contains(&Label::DiscoveredCaptureThreat));
    // Kept: after the battery is built, a king step keeps the threat.
    let r = run("4k4/1r7/9/p8/4N4/9/R8/9/9/5K3 w", "a3e3 a6a5 f0f1");
    assert_eq!(labels(&r, 1), [Label::DiscoveredCaptureThreat]);
    // The king step keeps the threat but does not make it: a threat must be new, like a chase
    // (seed 004: "系在循环着法之前早就形成的，不予考虑"), so the step is idle.
    assert_eq!(labels(&r, 3), [Label::Idle]);
}

/// A root pinned with the opponent's own pieces as screens, or pinned for an attack that is new, is
/// a false root (细则34: "其根受牵制失去保护力者(统称假根)，则不能长捉之"). The red car a7 attacks
/// the black horse d7, whose only root is the advisor e8; the red cannon's move to e1 pins the
/// advisor behind the black soldier e5 (the opponent's screen), and the move chases the horse;
/// a car that newly attacks the horse whose root a battery pins chases it too.
#[test]
fn a_root_pinned_behind_the_opponents_screen_is_a_false_root() {
    let (l, c) = labels_and_chases("3ak4/4a4/R2n5/9/4p4/9/9/9/1C7/3K5 w", "b1e1");
    assert_eq!((l, c), (vec![Label::Chase], vec!["a7>d7".to_string()]));
    let (l, c) = labels_and_chases("3ak4/4a4/3n5/9/4P4/9/9/9/4C4/R2K5 w", "a0a7");
    assert_eq!((l, c), (vec![Label::Chase], vec!["a7>d7".to_string()]));
}

/// 杀 must be new (seed 004: "系在循环着法之前早就形成的，不予考虑"), but a standing mate does not
/// hide a new one beside it. Here the red horse d6 already mates at c8 (马后 … 卧槽: the black
/// general is walled in by its advisors). The red cannon's step g5–e5 adds another mate by other
/// pieces: the car h8 takes the advisor's square e8 with check, and neither advisor may take back
/// (the cannon would check over it). The move threatens mate (its line is the car's), although
/// the shortest mate after it is still the horse's. A cannon step that builds nothing (g5–g4)
/// threatens no mate of its own: the horse's mate stood before. The competing reading (compare
/// only the shortest mate, this engine before) calls both moves idle.
#[test]
fn a_new_mate_beside_a_standing_one_is_a_mate_threat() {
    let fen = "2baka3/7R1/9/3N5/6C2/9/6R2/9/9/3K5 w";
    let read = |mv: &str| {
        let pos = Position::from_fen(fen).unwrap();
        let m = parse_move(&pos, mv).unwrap();
        let r = describe(&pos, m, &JudgeOptions::default()).unwrap();
        let line: Vec<String> = r.mate_line.iter().map(|m| m.mv.to_string()).collect();
        (r.labels, line)
    };
    assert_eq!(
        read("g5e5"),
        (vec![Label::MateThreat], vec!["h8e8".to_string()])
    );
    assert_eq!(read("g5g4"), (vec![Label::Idle], vec![]));
}

/// The 图97 reading is as narrow as 图97: a root pinned behind a discovered-check battery makes
/// the attack a threat by check (要抽吃) only when the battery's check does win material. Here the
/// red car d2 already attacks the black cannon d7, whose only root is the advisor e8; the red
/// soldier steps e6–f6 off the cannon e0's file, so the advisor may no longer leave the file (the
/// red horse e3 would be the cannon's only screen). The horse may step off with check, but no
/// such check wins anything (the general steps to d9, or the cannon interposes): the root is
/// false (假根, 细则34: "其根受牵制失去保护力者(统称假根)，则不能长捉之") and the soldier's move
/// chases the cannon. With a black cannon on h6, which the horse forks with its check (e3–g4+,
/// then g4×h6 whatever the reply), the same move threatens to win it by check — 要抽吃, as in
/// 图97, where the car steps off with check and takes the horse — and chases nothing. The
/// competing reading (any battery behind a pinned root is 要抽吃, this engine before) calls both
/// 要抽吃; so it did the red soldier's battery of `a_root_pinned_behind_the_opponents_screen…`'s
/// position with the soldier on e5 red, whose checks win nothing either.
#[test]
fn a_battery_whose_check_wins_nothing_leaves_a_false_root() {
    let read = |fen: &str| labels_and_chases(fen, "e6f6");
    let (l, c) = read("2b1k4/4a4/3c5/4P4/9/9/4N4/3R5/9/4CK3 w");
    assert_eq!((l, c), (vec![Label::Chase], vec!["d2>d7".to_string()]));
    let (l, c) = read("2b1k4/4a4/3c5/4P2c1/9/9/4N4/3R5/9/4CK3 w");
    assert_eq!(l, [Label::DiscoveredCaptureThreat]);
    assert!(c.is_empty(), "{c:?}");
}

/// The whole window is judged (细则3, the terms' 长照 "连续不停 … 演成归原状态"): the final
/// position repeats, and between its occurrences another position repeats. Here Black's advisor
/// steps out (士4进5), the red car chases the black cannon c5 ↔ b5 twice round, then the red
/// king and the advisor step back. Over the whole window Red played two chases and two idle
/// moves: no 长捉, a draw. Without the king's steps (the window is the chase loop alone) Red
/// must change. The competing reading (judge the latest loop inside the window) gives Red
/// must change in both.
#[test]
fn the_whole_window_is_judged() {
    let fen = "3ak4/9/9/9/2c6/9/1R7/9/9/3K5 b";
    let with_idle = run(fen, "d9e8 b3c3 c5b5 c3b3 b5c5 d0d1 e8d9 d1d0");
    let cycle = with_idle.cycle.expect("cycle");
    assert_eq!((cycle.from_ply, cycle.to_ply), (1, 8));
    assert_eq!(with_idle.verdict, Verdict::Draw);
    let chase_only = run(fen, "d9e8 b3c3 c5b5 c3b3 b5c5");
    let cycle = chase_only.cycle.expect("cycle");
    assert_eq!((cycle.from_ply, cycle.to_ply), (2, 5));
    assert_eq!(chase_only.verdict, Verdict::RedMustChange);
    assert_eq!(chase_only.sides.red.pattern, Pattern::PerpetualChase);
}

/// A loop inside the window is one of its cycles, and a side is at fault only when it is at
/// fault in every one (the real master games' case: an inner 4-ply check loop inside a return
/// with quiet moves). Red steps the car f0–f1 (quiet), checks twice round from f1 and steps back:
/// the check loop is 长照 on its own, the return around it is idle, so over the window no 长照
/// ("连续不停照将", the terms) — Red need not change. The check loop alone: Red must change.
#[test]
fn an_inner_check_loop_inside_a_quiet_return_is_no_perpetual_check() {
    let fen = "n3k4/9/9/9/9/9/9/9/9/3K1R3 w";
    let r = run(fen, "f0f1 a9b7 f1e1 e9f9 e1f1 f9e9 f1f0 b7a9");
    let cycle = r.cycle.expect("cycle");
    assert_eq!((cycle.from_ply, cycle.to_ply), (1, 8));
    assert_eq!(r.verdict, Verdict::Draw);
    assert!(!r.violations.red);
    let r = run(fen, "f0f1 a9b7 f1e1 e9f9 e1f1 f9e9");
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualCheck);
}

/// The counted cycles are judged together: at the third occurrence the window holds both
/// cycles back to the first. Red idles round the first cycle (车四进一/车四退一) and checks round
/// the second (车四平五, 将5平6 … the general steps): Red has not kept up a forbidden cycle while the
/// position recurred (细则3 "仍重复出现三次"), so the repetition is a draw — as Fairy-Stockfish
/// rules it. Two checking cycles: Red must change. The competing reading (judge only the last
/// cycle) makes Red lose after two checks in the first game.
#[test]
fn an_idle_cycle_then_a_checking_one_is_no_fault() {
    let fen = "n3k4/9/9/9/9/9/9/9/9/3K1R3 w";
    let idle = "f0f1 a9b7 f1f0 b7a9";
    let check = "f0e0 e9f9 e0f0 f9e9";
    let r = run(fen, &format!("{idle} {check}"));
    assert_eq!(r.occurrences, 3);
    assert_eq!(r.status, GameStatus::Repetition);
    let cycle = r.cycle.expect("cycle");
    assert_eq!((cycle.from_ply, cycle.to_ply), (1, 8));
    assert_eq!(r.verdict, Verdict::Draw);
    assert_eq!(r.result, Some(Outcome::Draw));
    let r = run(fen, &format!("{check} {check}"));
    assert_eq!(r.status, GameStatus::Repetition);
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert_eq!(
        r.result,
        Some(Outcome::Decisive {
            winner: Color::Black
        })
    );
    // At the second occurrence only the checking cycle is counted: Red is told to change.
    let r = run(fen, check);
    assert_eq!(r.status, GameStatus::Ongoing);
    assert_eq!(r.verdict, Verdict::RedMustChange);
}

/// A root behind the attacker (真根: "凡有根子之“根”(即保护子)于该子被对方吃去时，确可反吃敌子者，
/// 谓之“真根”"): the black car b6 steps to a6 and attacks the red horse a8; the red car a1 stands
/// behind it on the file and takes back on a8 once the car has captured (through a6, the square
/// the capturer left). The horse is protected, so the move is no chase; with the red car on b1
/// instead (off the file) the same move chases the unprotected horse.
#[test]
fn a_root_behind_the_attacker_protects() {
    let attacks = |fen: &str| {
        let pos = Position::from_fen(fen).unwrap();
        let m = parse_move(&pos, "b6a6").unwrap();
        let r = describe(&pos, m, &JudgeOptions::default()).unwrap();
        let pairs = |v: &[xiangqi::adjudicator::Attack]| -> Vec<String> {
            v.iter()
                .map(|c| {
                    format!(
                        "{}>{}{}",
                        c.chaser,
                        c.target,
                        if c.protected { "+" } else { "" }
                    )
                })
                .collect()
        };
        (pairs(&r.chases), pairs(&r.attacks))
    };
    let (chases, others) = attacks("5k3/N8/9/1r7/9/9/9/9/R8/3K5 b");
    assert!(!chases.contains(&"a6>a8".to_string()), "{chases:?}");
    assert!(others.contains(&"a6>a8+".to_string()), "{others:?}");
    let (chases, _) = attacks("5k3/N8/9/1r7/9/9/9/9/1R7/3K5 b");
    assert!(chases.contains(&"a6>a8".to_string()), "{chases:?}");
}

/// 细则24: "马捉马：如双方均为活马，则视为长献" (车捉车、炮捉炮 alike: "如双方均未受牵制互能去子者，
/// 则视为长献"). Under the AXF rules a piece put where an enemy piece of its own type can take it,
/// and which it attacks in turn with both free to take, is 献 (图51, 52, 101: "红车长献"), although
/// the 兑着 definition ("凡走子可互换吃去者") fits it too — the text's name; the Chinese rule sets
/// keep 兑 (interpretation: they print no such article). Here the red horse c4–e5, protected by
/// the car on a5, offers itself to the black horse d7 and attacks it: an offer. The pair: a red
/// soldier on e6 hobbles the red horse (its leg towards d7), so it cannot take back — no longer
/// 互能去子, and the protected horse offered to an equal piece is 兑. (The hobbled horse's move is
/// also 要抽吃: 车九进四 将5进1 兵五进一 将5进1 马五进六 — the pawn given with check unhobbles the
/// horse, which then takes the black horse d7, a free horse no longer protected by its general on
/// e7, whose step to d7 would face the red general: a horse for a pawn.)
#[test]
fn a_horse_offered_to_a_free_horse_it_attacks_is_an_offer_under_axf() {
    let free = "4k4/9/3n5/9/R8/2N6/9/9/9/3K5 w";
    let hobbled = "4k4/9/3n5/4P4/R8/2N6/9/9/9/3K5 w";
    assert_eq!(move_labels(free, "c4e5", RuleSet::Axf), [Label::Offer]);
    assert_eq!(
        move_labels(hobbled, "c4e5", RuleSet::Axf),
        [Label::DiscoveredCaptureThreat, Label::Exchange]
    );
    // The Chinese rules: 兑 either way (the free horse is also chased: it has no root).
    assert!(move_labels(free, "c4e5", RuleSet::Chinese).contains(&Label::Exchange));
}

/// 细则27: "车被炮牵制不能离线时，车在该线移动不作捉子论" (图63). Under the AXF rules a piece that
/// cannot leave its line (every move off it would expose its general) attacks nothing along that
/// line by moving on it: here the black car e6, pinned to the e-file by the red cannon e2 over the
/// advisor e8, steps to e5 and attacks the cannon (protected by the elephant g0) — neither a chase
/// nor an attack of the move (图63's Black is no 长捉真根子). The pair: with the black general on d9
/// the car is free, and the same move attacks the protected cannon (`attacks`, not a chase).
/// Our reading takes the text at face value (every attack along the line); the Chinese rule sets
/// print no such article, and the pinned car's move attacks the cannon there.
#[test]
fn a_pinned_car_moving_along_its_line_attacks_nothing_under_axf() {
    let pinned = "4k4/4a4/9/4r4/9/9/9/4C4/9/5KB2 b";
    let free = "3k5/4a4/9/4r4/9/9/9/4C4/9/5KB2 b";
    let along = |fen: &str, rules: RuleSet| {
        let pos = Position::from_fen(fen).unwrap();
        let m = parse_move(&pos, "e6e5").unwrap();
        let opts = JudgeOptions {
            rules,
            ..JudgeOptions::default()
        };
        let r = describe(&pos, m, &opts).unwrap();
        let on = |v: &[xiangqi::adjudicator::Attack]| {
            v.iter()
                .any(|c| c.chaser.to_string() == "e5" && c.target.to_string() == "e2")
        };
        (on(&r.chases), on(&r.attacks))
    };
    assert_eq!(along(pinned, RuleSet::Axf), (false, false));
    assert_eq!(along(free, RuleSet::Axf), (false, true));
    assert_eq!(along(pinned, RuleSet::Chinese), (false, true));
}
