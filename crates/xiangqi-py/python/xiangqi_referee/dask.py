"""Judging record archives on a Dask cluster (`dask.distributed`).

    from dask.distributed import Client, LocalCluster
    import xiangqi_referee as xq

    with LocalCluster(n_workers=4) as cluster, Client(cluster) as client:
        df = xq.dask.judge_archive(["games/a.pgn", "games/b.xqf", ...], client)

The files are split into partitions, each judged on a worker (every game's mainline, with
`xq.judge_many`), and the rows come back as one pandas DataFrame in input order: one row per game,
the same as `xiangqi judge --jsonl --game FILE…` prints — `file`, `game` (index in the file),
`plies`, `recorded_result`, `verdict`, `status`, `result`, and what the CLI's full report adds
per side: `red_pattern`, `black_pattern`; `error_code` / `error_message` for a game cut short by
a bad move (judged up to it, as the CLI does) or a file that cannot be read (one row, `game` is
missing). The same code runs on a multi-machine cluster: the workers read the paths, so they must
see the files (a shared file system), or pass the bytes (`(name, bytes)` pairs) instead of paths.

Needs `dask[distributed]` and `pandas` (`pip install xiangqi-referee[dask]`).
"""

from __future__ import annotations

import os
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from . import _native
from ._errors import XiangqiError

__all__ = ["judge_archive", "judge_files", "COLUMNS"]

#: The columns of `judge_archive`'s DataFrame, in order.
COLUMNS = [
    "file",
    "game",
    "plies",
    "recorded_result",
    "verdict",
    "status",
    "result",
    "red_pattern",
    "black_pattern",
    "error_code",
    "error_message",
]

Source = Union[str, "os.PathLike[str]", Tuple[str, bytes]]


def _row(file: str, **values: Any) -> Dict[str, Any]:
    row = dict.fromkeys(COLUMNS)
    row["file"] = file
    row.update(values)
    return row


def _judge_one_file(source: Source, options: Dict[str, Any]) -> List[Dict[str, Any]]:
    if isinstance(source, tuple):
        name, data = source
    else:
        name, data = os.fspath(source), os.fspath(source)
    try:
        records = _native.read(data, format=options.get("format"))
    except XiangqiError as e:
        return [_row(name, error_code=e.code, error_message=e.message)]
    games = records.games
    judge_opts = {k: v for k, v in options.items() if k != "format"}
    try:
        reports: List[Any] = _native.judge_many(games, threads=1, history_labels=False, **judge_opts)
    except XiangqiError:
        # One game could not be judged: judge them one by one to keep the others.
        reports = []
        for g in games:
            try:
                reports.extend(_native.judge_many([g], threads=1, history_labels=False, **judge_opts))
            except XiangqiError as e:
                reports.append(e)
    rows = []
    for i, (game, report) in enumerate(zip(games, reports)):
        row = _row(name, game=i, plies=len(game.moves), recorded_result=game.result)
        if game.error is not None:
            row.update(error_code=game.error.code, error_message=game.error.message)
        if isinstance(report, XiangqiError):
            if row["error_code"] is None:
                row.update(error_code=report.code, error_message=report.message)
        else:
            row.update(
                verdict=report.verdict,
                status=report.status,
                result=report.result,
                red_pattern=report.sides.red.pattern,
                black_pattern=report.sides.black.pattern,
            )
        rows.append(row)
    return rows


def judge_files(sources: Iterable[Source], **options: Any) -> List[Dict[str, Any]]:
    """The rows of some files, judged here (what one partition does on a worker)."""
    rows: List[Dict[str, Any]] = []
    for source in sources:
        rows.extend(_judge_one_file(source, options))
    return rows


def _partitions(sources: Sequence[Source], n: int) -> List[List[Source]]:
    size = max(1, -(-len(sources) // max(1, n)))
    return [list(sources[i : i + size]) for i in range(0, len(sources), size)]


def judge_archive(
    paths: Iterable[Source],
    client: Any,
    *,
    partitions: Optional[int] = None,
    rules: Optional[str] = None,
    fold: Optional[int] = None,
    move_limit: Optional[int] = None,
    max_counted_checks: Optional[int] = None,
    format: Optional[str] = None,
):
    """Judges every game of the record files `paths` on the workers of the Dask `client`.

    `partitions` (default: 4 per worker thread) sets how many tasks the files are split into;
    the judge options are those of `xq.judge`. Returns a pandas DataFrame with the columns
    `COLUMNS`, one row per game in input order.
    """
    import pandas as pd

    sources = list(paths)
    if partitions is None:
        threads = sum(client.nthreads().values()) or 1
        partitions = 4 * threads
    options = {
        k: v
        for k, v in dict(
            rules=rules,
            fold=fold,
            move_limit=move_limit,
            max_counted_checks=max_counted_checks,
            format=format,
        ).items()
        if v is not None
    }
    chunks = _partitions(sources, partitions)
    futures = client.map(judge_files, chunks, pure=False, **options)
    rows = [row for part in client.gather(futures) for row in part]
    frame = pd.DataFrame(rows, columns=COLUMNS)
    frame["game"] = frame["game"].astype("Int64")
    frame["plies"] = frame["plies"].astype("Int64")
    return frame
