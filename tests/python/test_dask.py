"""`xq.dask.judge_archive` on a LocalCluster of several worker processes: its rows equal
`xiangqi judge --jsonl --game FILE…` on the same files (and the patterns the CLI's full report
gives for each game)."""

from __future__ import annotations

import json

import pytest

import xiangqi_referee as xq

from conftest import RECORDS, record_files

distributed = pytest.importorskip("distributed")
pd = pytest.importorskip("pandas")


@pytest.fixture(scope="module")
def client():
    from distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=3, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=40)
    c = Client(cluster)
    yield c
    c.close()
    cluster.close()


def test_judge_archive_equals_cli(cli, client):
    files = [str(p) for p in record_files()]
    df = xq.dask.judge_archive(files, client, partitions=5)
    assert list(df.columns) == xq.dask.COLUMNS
    lines = [json.loads(line) for line in cli("judge", "--jsonl", "--game", *files, ok=False).stdout.splitlines()]
    assert len(df) == len(lines)
    for row, line in zip(df.to_dict("records"), lines):
        assert row["file"] == line["file"]
        game = None if pd.isna(row["game"]) else int(row["game"])
        assert game == line["game"]
        for col, key in [("plies", "plies"), ("recorded_result", "recordedResult"),
                         ("verdict", "verdict"), ("status", "status"), ("result", "result")]:
            value = row[col]
            value = None if value is None or (not isinstance(value, str) and pd.isna(value)) else value
            want = line.get(key)
            assert value == want, (row["file"], game, col, value, want)
        want_error = (line.get("error") or {}).get("code")
        code = row["error_code"]
        assert (None if not isinstance(code, str) else code) == want_error, (row["file"], game)
    # some games of each kind are in the archive
    assert (df["status"] == "repetition").any() and df["error_code"].notna().any()


def test_patterns_equal_the_cli_report(cli, client):
    # davide2022.pgn game 21 ends in a repetition: the patterns of the full report
    path = str(RECORDS / "pgn" / "davide2022.pgn")
    df = xq.dask.judge_archive([path], client)
    rep = df[df["status"] == "repetition"]
    assert len(rep) >= 1
    for row in rep.to_dict("records"):
        out = json.loads(cli("judge", "--game", path, "--index", str(int(row["game"])), "--compact").stdout)
        assert row["red_pattern"] == out["sides"]["red"]["pattern"]
        assert row["black_pattern"] == out["sides"]["black"]["pattern"]
        assert row["verdict"] == out["verdict"]


def test_bytes_sources_give_the_same_rows():
    files = record_files()[:6]
    by_path = xq.dask.judge_files([str(p) for p in files])
    by_bytes = xq.dask.judge_files([(str(p), p.read_bytes()) for p in files])
    assert by_path == by_bytes
