"""xiangqi-referee: the Xiangqi (Chinese chess) rules and repetition referee for Python.

A thin binding (PyO3) over the Rust core that the `xiangqi` CLI and the JavaScript package use:
positions and legal moves, the ICCS/WXF/Chinese notations, the AXF and Chinese repetition rules
(perpetual check, chase, …), live games, and game records (PGN, DhtmlXQ/UBB, XQF, WXF, UCI).

    >>> import xiangqi_referee as xq
    >>> xq.Position().to_notation("h2e2", "chinese")
    '炮二平五'

Reports are typed objects (`xiangqi_referee.reports`) with snake_case attributes and
`.to_dict()`, the JSON the CLI prints; errors are `XiangqiError` subclasses with a stable `.code`.
`xiangqi_referee.dask.judge_archive` judges record archives on a Dask cluster.
"""

from __future__ import annotations

from typing import Any, List

from . import reports
from ._errors import (
    ArgumentError,
    ArgumentTypeError,
    FenError,
    GameOverError,
    InternalError,
    LimitError,
    MoveError,
    RecordError,
    XiangqiError,
)
from ._native import (
    MAX_JUDGE_MOVES,
    MAX_PERFT_DEPTH,
    MAX_RECORD_BYTES,
    Game,
    Position,
    classify,
    describe,
    judge,
    judge_many,
    parse_moves,
    read,
    read_text,
    start_fen,
    write_dhtmlxq,
    write_pgn,
)
from .reports import (
    ForbiddenMove,
    GameEnd,
    GameOutcome,
    JudgeReport,
    MoveReport,
    Preview,
    RecordGame,
    RecordGames,
)

__all__ = [
    "ArgumentError",
    "ArgumentTypeError",
    "FenError",
    "ForbiddenMove",
    "Game",
    "GameEnd",
    "GameOutcome",
    "GameOverError",
    "InternalError",
    "JudgeReport",
    "LimitError",
    "MAX_JUDGE_MOVES",
    "MAX_PERFT_DEPTH",
    "MAX_RECORD_BYTES",
    "MoveError",
    "MoveReport",
    "Position",
    "Preview",
    "RecordError",
    "RecordGame",
    "RecordGames",
    "XiangqiError",
    "classify",
    "describe",
    "judge",
    "judge_many",
    "legal_moves",
    "parse_move",
    "parse_moves",
    "read",
    "read_text",
    "reports",
    "start_fen",
    "to_notation",
    "write_dhtmlxq",
    "write_pgn",
]


def legal_moves(fen: str) -> List[str]:
    """The legal moves of a FEN, ICCS (`Position(fen).legal_moves()`)."""
    return Position(fen).legal_moves()


def to_notation(fen: str, move: str, notation: str) -> str:
    """A legal move of `fen` written in `notation` (`"iccs"`, `"wxf"`, `"chinese"`)."""
    return Position(fen).to_notation(move, notation)


def parse_move(fen: str, text: str) -> str:
    """A move of `fen` in any notation, as ICCS."""
    return Position(fen).parse_move(text)


def __getattr__(name: str) -> Any:
    # `xq.dask` is imported on first use: it needs dask and pandas, which the rest does not.
    if name == "dask":
        import importlib

        return importlib.import_module(__name__ + ".dask")
    raise AttributeError(f"module 'xiangqi_referee' has no attribute {name!r}")
