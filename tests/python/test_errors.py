"""Bad input: a XiangqiError subclass with the JavaScript package's code (an ArgumentTypeError,
also a TypeError, for a wrong type), never a crash of the interpreter."""

from __future__ import annotations

import pickle

import pytest
import xiangqi_referee as xq

START = xq.start_fen()


def code_of(exc_info) -> str:
    return exc_info.value.code


@pytest.mark.parametrize(
    "fen, code",
    [
        ("", "ERR_FEN_EMPTY"),
        ("rnbakabnr/9/1c5c1 w", "ERR_FEN_ROWS"),
        ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w", "ERR_FEN_CHAR"),
        ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "ERR_FEN_TURN"),
        ("4k4/9/9/9/9/9/9/9/9/9 w", "ERR_POS_NO_GENERAL"),
        ("4k4/9/9/9/9/9/9/9/9/4K4 w", "ERR_POS_GENERALS_FACING"),
        ("x" * 10_000_000, "ERR_FEN_TOO_LONG"),
    ],
)
def test_bad_fen(fen, code):
    with pytest.raises(xq.FenError) as e:
        xq.Position(fen)
    assert e.value.code == code
    assert isinstance(e.value, xq.XiangqiError) and isinstance(e.value, ValueError)
    assert e.value.details is not None and "kind" in e.value.details or code.startswith("ERR_POS")
    with pytest.raises(xq.FenError):
        xq.judge(fen, [])


@pytest.mark.parametrize(
    "move, code",
    [("h2h8", "ERR_ILLEGAL_MOVE"), ("zz", "ERR_NOTATION"), ("炮二平", "ERR_NOTATION"), ("h2e2" * 10_000_000, "ERR_NOTATION")],
)
def test_bad_move(move, code):
    pos = xq.Position()
    with pytest.raises(xq.MoveError) as e:
        pos.play(move)
    assert e.value.code == code
    assert len(str(e.value)) < 300  # the input is quoted, cut short
    with pytest.raises(xq.MoveError) as e:
        xq.judge(START, ["h2e2", move])
    assert e.value.index == 1 and e.value.message.startswith("moves[1]: ")


@pytest.mark.parametrize(
    "call",
    [
        lambda: xq.Position(42),
        lambda: xq.Position(b"fen"),
        lambda: xq.Position().play(b"h2e2"),
        lambda: xq.Position().play(None),
        lambda: xq.judge(START, "h2e2 h9g7"),
        lambda: xq.judge(START, [b"h2e2"]),
        lambda: xq.judge(START, [], fold="3"),
        lambda: xq.judge(START, [], fold=True),
        lambda: xq.judge(START, [], pattern=1),
        lambda: xq.judge(START, [], rules=1),
        lambda: xq.Game(fen=3),
        lambda: xq.read(12),
        lambda: xq.write_pgn(5),
        lambda: xq.judge_many(5),
        lambda: xq.judge_many([5]),
        lambda: xq.Position().to_notation("h2e2", 1),
    ],
)
def test_wrong_types_are_type_errors_with_a_code(call):
    with pytest.raises(TypeError) as e:
        call()
    assert isinstance(e.value, xq.ArgumentTypeError)
    assert e.value.code == "ERR_ARGUMENT"


@pytest.mark.parametrize(
    "call, code",
    [
        (lambda: xq.judge(START, [], rules="cxa"), "ERR_ARGUMENT"),
        (lambda: xq.judge(START, [], fold=1), "ERR_ARGUMENT"),
        (lambda: xq.judge(START, [], move_limit=0), "ERR_ARGUMENT"),
        (lambda: xq.judge(START, [], fold=2**70), "ERR_ARGUMENT"),
        (lambda: xq.Position().to_notation("h2e2", "san"), "ERR_ARGUMENT"),
        (lambda: xq.Position().perft(8), "ERR_LIMIT"),
        (lambda: xq.judge(START, ["h2e2"] * (xq.MAX_JUDGE_MOVES + 1)), "ERR_LIMIT"),
        (lambda: xq.read("/nonexistent/file.pgn"), "ERR_ARGUMENT"),
        (lambda: xq.read(b"\x00\x01\x02 not a record"), "ERR_RECORD_FORMAT"),
        (lambda: xq.read(b" " * (xq.MAX_RECORD_BYTES + 1)), "ERR_RECORD_LIMIT"),
        (lambda: xq.read(b"x", format="doc"), "ERR_ARGUMENT"),
        (lambda: xq.Game.from_json('{"start": 1}'), "ERR_ARGUMENT"),
        (lambda: xq.Game.from_json("not json"), "ERR_ARGUMENT"),
        (lambda: xq.Game.from_json({"start": START, "moves": [], "extra": 1}), "ERR_ARGUMENT"),
        (lambda: xq.Game.from_json({"start": START, "moves": ["h2e2", "h2e2"]}), "ERR_ILLEGAL_MOVE"),
        (lambda: xq.write_pgn({"fen": START, "moves": ["h2h8"]}), "ERR_ARGUMENT"),
    ],
)
def test_bad_values(call, code):
    with pytest.raises(xq.XiangqiError) as e:
        call()
    assert e.value.code == code, e.value


def test_moves_after_the_end():
    game = xq.Game(fold=2)
    for m in ["h0g2", "h9g7", "g2h0", "g7h9"]:
        game.play(m)
    assert game.is_over()
    assert game.outcome().status == "repetition"
    with pytest.raises(xq.GameOverError) as e:
        game.play("h0g2")
    assert e.value.code == "ERR_GAME_OVER"
    assert isinstance(e.value, xq.MoveError)
    assert len(game) == 4  # refused: nothing changed
    with pytest.raises(xq.GameOverError):
        game.preview("h0g2")
    assert game.forbidden_moves() == []


def test_a_panic_becomes_an_internal_error():
    with pytest.raises(xq.InternalError) as e:
        xq._native._panic_for_test()
    assert e.value.code == "ERR_INTERNAL"
    assert "a test panic" in e.value.message
    # the interpreter and the module still work
    assert len(xq.Position().legal_moves()) == 44


def test_errors_pickle():
    with pytest.raises(xq.MoveError) as e:
        xq.judge(START, ["h2e2", "zz"])
    again = pickle.loads(pickle.dumps(e.value))
    assert type(again) is xq.MoveError
    assert (again.code, again.message, again.index, again.details) == (
        e.value.code, e.value.message, 1, e.value.details)


def test_reports_are_read_only():
    r = xq.judge(START, [])
    with pytest.raises(AttributeError):
        r.verdict = "draw"
    with pytest.raises(AttributeError):
        r.no_such_field
