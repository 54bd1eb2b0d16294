"""A live game: play, preview, forbidden moves, undo, status, JSON and pickling — to 2,000 plies."""

from __future__ import annotations

import json
import pickle
import random

import xiangqi_referee as xq

SHUFFLE = ["h0g2", "h9g7", "g2h0", "g7h9"]


def test_live_game_to_2000_plies():
    game = xq.Game(fold=1000, move_limit=100_000)
    for i in range(2000):
        r = game.play(SHUFFLE[i % 4])
        assert isinstance(r, xq.MoveReport) and r.ply == i + 1
    assert len(game) == 2000 and not game.is_over() and game.outcome() is None
    status = game.status()
    assert status.status == "ongoing" and status.occurrences == 501
    # the window: the last two cycles (the three occurrences the rules count)
    assert status.cycle.to_ply == 2000 and status.cycle.from_ply == 1993
    assert status.verdict == "draw"
    full = xq.judge(game.start_fen(), game.moves, fold=1000, move_limit=100_000)
    for key in ("status", "occurrences", "cycle", "verdict", "violations", "sides", "finalFen"):
        assert status.to_dict()[key] == full.to_dict()[key], key
    # JSON and pickle keep it all
    again = xq.Game.from_json(game.to_json())
    assert again.moves == game.moves and again.status() == status
    assert pickle.loads(pickle.dumps(game)).status() == status
    data = json.loads(game.to_json())
    assert data["options"] == {"rules": "axf", "fold": 1000, "pattern": False,
                               "moveLimit": 100000, "maxCountedChecks": 10}
    # undo to the start
    for i in range(2000):
        assert game.undo() == SHUFFLE[(1999 - i) % 4]
    assert game.undo() is None and game.fen() == xq.start_fen()


def test_random_games_end_as_the_judge_says():
    rng = random.Random(24)
    for _ in range(6):
        game = xq.Game()
        while not game.is_over() and len(game) < 400:
            game.play(rng.choice(game.legal_moves()))
        report = xq.judge(game.start_fen(), game.moves)
        status = game.status()
        assert (status.status, status.result, status.verdict) == (report.status, report.result, report.verdict)
        if game.is_over():
            assert game.outcome().to_dict() == {"status": report.status, "result": report.result}


def test_preview_and_forbidden_moves_of_a_perpetual_check():
    # 图一 (AXF): the car's perpetual check, Red must change.
    fen = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1"
    moves = ["h8h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8", "h9h8", "f8f9"]
    game = xq.Game(fen, fold=4)
    for m in moves:
        game.play(m)
    p = game.preview("h8h9")
    assert isinstance(p, xq.Preview)
    assert p.forbidden and p.occurrences == 3
    assert p.status.verdict == "red_must_change" and p.status.status == "ongoing"
    assert p.move.labels == ["check"]
    forbidden = game.forbidden_moves()
    assert [(f.move, f.ends_game) for f in forbidden] == [("h8h9", False)]
    # under fold 3, Black's eighth move is the third occurrence: the game ends, Black wins
    game = xq.Game(fen)
    for m in moves[:7]:
        game.play(m)
    p = game.preview("f8f9")
    assert (p.forbidden, p.status.status, p.status.result) == (False, "repetition", "black_wins")
    game.play("f8f9")
    assert game.is_over()
    assert game.outcome().to_dict() == {"status": "repetition", "result": "black_wins"}


def test_from_record():
    from conftest import RECORDS

    game = xq.Game.from_record(str(RECORDS / "pgn" / "eleeye_SAMPLE.PGN"))
    assert len(game) == 75
