#!/usr/bin/env bash
# bench/python/run.sh — the Python side by side: xiangqi-referee vs pyffish and cchess.
# The GPL peers go into their own venv (target/bench-venv), never into the package's.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="$ROOT/target/bench-venv"
[[ -x "$VENV/bin/python" ]] || python3 -m venv "$VENV"
"$VENV/bin/pip" install -q pyffish cchess
compgen -G "$ROOT/dist/xiangqi_referee-*.whl" >/dev/null || "$ROOT/build.sh" pack
"$VENV/bin/pip" install -q --force-reinstall --no-deps "$ROOT"/dist/xiangqi_referee-*.whl
exec "$VENV/bin/python" "$ROOT/bench/python/bench.py" "$@"
