"""Positions, legal moves, notations, outcome — against the perft data and known positions."""

from __future__ import annotations

import pickle

import pytest
import xiangqi_referee as xq

from conftest import DATA, load

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def test_start_position():
    pos = xq.Position()
    assert pos.fen() == START == xq.start_fen()
    assert pos.turn == "red"
    assert len(pos.legal_moves()) == 44
    assert not pos.is_check()
    assert pos.outcome() is None
    assert pos.play("h2e2").turn == "black"
    assert pos == xq.Position(START) and hash(pos) == hash(xq.Position(START))


def test_notations():
    pos = xq.Position()
    assert pos.to_notation("h2e2", "chinese") == "炮二平五"
    assert pos.to_notation("炮二平五", "wxf") == "C2.5"
    assert pos.to_notation("C2.5", "iccs") == "h2e2"
    assert pos.parse_move("炮二平五") == pos.parse_move("C2.5") == pos.parse_move("H2-E2") == "h2e2"
    assert xq.to_notation(START, "h0g2", "chinese") == "马二进三"
    assert xq.parse_move(START, "马二进三") == "h0g2"


def test_perft_matches_the_data():
    checked = 0
    for c in load(DATA / "perft.json")["positions"]:
        for row in c["perft"]:
            if row["depth"] <= 3:
                assert xq.Position(c["fen"]).perft(row["depth"]) == row["nodes"], c["name"]
                checked += 1
    assert checked >= 3


def test_outcome_checkmate():
    # Black general e9 mated by two cars (rank 9 and 8).
    pos = xq.Position("4k4/R8/9/9/9/9/9/9/9/1R1K5 w")
    mate = pos.play("b0b9")
    assert mate.is_check()
    assert mate.legal_moves() == []
    out = mate.outcome()
    assert isinstance(out, xq.GameOutcome)
    assert (out.winner, out.reason) == ("red", "checkmate")
    assert out.to_dict() == {"winner": "red", "reason": "checkmate"}


def test_pickle_position():
    pos = xq.Position().play("h2e2")
    assert pickle.loads(pickle.dumps(pos)) == pos
