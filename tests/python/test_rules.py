"""The 107 AXF diagrams and the rebuilt 1965 cases through Python: `xq.judge(...).to_dict()` is
exactly the JSON `xiangqi judge` prints, under each rule set, and the verdicts are the data's."""

from __future__ import annotations

import json

import pytest
import xiangqi_referee as xq

from conftest import RULE_SETS, cn1965_cases, diagrams

DIAGRAMS = diagrams()
CASES = cn1965_cases()


def cli_report(cli, fen, moves, rules, pattern):
    args = ["judge", "--fen", fen, "--moves", " ".join(moves), "--rules", rules, "--compact"]
    if pattern:
        args.append("--pattern")
    return json.loads(cli(*args).stdout)


def test_the_data_is_all_there():
    assert len(DIAGRAMS) == 107
    assert len([c for c in CASES if "variant" not in c["label"]]) == 29


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("d", DIAGRAMS, ids=lambda d: f"diagram{d['id']}")
def test_diagram_equals_cli(cli, d, rules):
    pattern = not d["final_position_repeats"]
    report = xq.judge(d["fen"], d["moves_iccs"], rules=rules, pattern=pattern)
    assert isinstance(report, xq.JudgeReport)
    assert report.to_dict() == cli_report(cli, d["fen"], d["moves_iccs"], rules, pattern)
    assert report.rules == rules
    if rules == "axf":
        # the rulebook's verdict (the data), through the typed attributes
        assert report.verdict == d["verdict"]
        assert report.violations.red == d["violations"]["red"]
        assert report.violations.black == d["violations"]["black"]


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("c", CASES, ids=lambda c: c["label"])
def test_cn1965_case_equals_cli(cli, c, rules):
    pattern = bool(c.get("pattern"))
    report = xq.judge(c["fen"], c["moves_iccs"], rules=rules, pattern=pattern)
    assert report.to_dict() == cli_report(cli, c["fen"], c["moves_iccs"], rules, pattern)
    expected = c.get(f"verdict_{rules}")
    if expected is not None:
        assert report.verdict == expected


def test_notations_of_a_diagram_judge_the_same():
    d = DIAGRAMS[0]
    iccs = xq.judge(d["fen"], d["moves_iccs"]).to_dict()
    chinese = xq.judge(d["fen"], d["moves"]).to_dict()
    assert chinese == iccs
    pos = xq.Position(d["fen"])
    wxf = []
    for m in d["moves_iccs"]:
        wxf.append(pos.to_notation(m, "wxf"))
        pos = pos.play(m)
    assert xq.judge(d["fen"], wxf).to_dict() == iccs
    assert xq.parse_moves(d["fen"], d["moves"]) == d["moves_iccs"]


def test_judge_many_equals_judge():
    games = [(d["fen"], d["moves_iccs"]) for d in DIAGRAMS if d["final_position_repeats"]]
    one = [xq.judge(f, m, rules="chinese") for f, m in games]
    assert xq.judge_many(games, threads=2, rules="chinese") == one
    assert xq.judge_many(games, rules="chinese") == one
    fast = xq.judge_many(games, threads=1, rules="chinese", history_labels=False)
    assert [r.verdict for r in fast] == [r.verdict for r in one]
    assert [r.sides.to_dict() for r in fast] == [r.sides.to_dict() for r in one]


def test_describe_equals_cli_move_report():
    d = DIAGRAMS[0]
    r = xq.describe(d["fen"], d["moves_iccs"][0])
    assert isinstance(r, xq.MoveReport)
    assert r.labels == ["check"]
    assert r.move == d["moves_iccs"][0]
    # `classify`, the former name, is a deprecated alias: the same report.
    assert xq.classify(d["fen"], d["moves_iccs"][0]) == r
