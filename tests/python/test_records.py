"""Records: every fixture read through Python equals `xiangqi read` and tests/records/expected.json;
PGN and DhtmlXQ written and read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import xiangqi_referee as xq

from conftest import RECORDS, load, record_files

EXPECTED = load(RECORDS / "expected.json")
FILES = record_files()


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(RECORDS)))
def test_read_equals_cli(cli, path):
    out = json.loads(cli("read", str(path), "--compact", ok=False).stdout)
    try:
        records = xq.read(path)
    except xq.RecordError as e:
        assert out["files"][0]["error"]["code"] == e.code
        return
    assert [g.to_dict() for g in records.games] == out["games"]
    assert records.format == out["files"][0]["format"]
    assert records.encoding == out["files"][0]["encoding"]
    # bytes and path give the same
    assert xq.read(path.read_bytes()) == records


#: ChessBridge's XML format (CBF), which the core does not read: ERR_RECORD_FORMAT.
UNREAD = (".cbf",)


def test_expected_games():
    right = unread = 0
    for e in EXPECTED:
        path = RECORDS / e["file"]
        if path.suffix.lower() in UNREAD:
            with pytest.raises(xq.RecordError) as err:
                xq.read(path)
            assert err.value.code == "ERR_RECORD_FORMAT"
            unread += 1
            continue
        g = xq.read(path).games[e["game_index"]]
        if e["fen"] is None:  # a CBL section heading: an empty board, kept with its error
            assert g.error is not None and g.error.code == "ERR_RECORD_FORMAT" and g.moves == [], e
            right += 1
            continue
        assert xq.Position(g.fen).fen() == xq.Position(e["fen"]).fen(), e["file"]
        cut = e.get("first_illegal_ply")
        if cut is None:
            assert g.moves == e["moves_iccs"], e["file"]  # (a variation may carry an error)
        else:  # the game keeps the moves before the bad one, with the error
            assert g.moves == e["moves_iccs"][:cut] and g.error.code == "ERR_RECORD_MOVE", e["file"]
        right += 1
    assert (right, unread) == (131, 2)


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix.lower() in (".pgn", ".xqf")][:12], ids=str)
def test_write_and_read_back(path):
    for game in xq.read(path).games:
        if game.error is not None:
            continue
        for notation in ("chinese", "wxf", "iccs"):
            again = xq.read_text(xq.write_pgn(game, notation=notation)).games[0]
            assert again.moves == game.moves
        again = xq.read_text(xq.write_dhtmlxq(game)).games[0]
        assert again.moves == game.moves
        # a dict works as well as the object
        assert xq.write_pgn(game.to_dict()) == xq.write_pgn(game)


def test_record_game_attributes():
    g = xq.read(RECORDS / "pgn" / "eleeye_SAMPLE.PGN").games[0]
    assert isinstance(g, xq.RecordGame)
    assert g.result == "1-0" and len(g.moves) == 75
    assert isinstance(g.tags, dict)
    assert g.tree.nodes[0].move is None
