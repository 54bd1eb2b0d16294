#!/usr/bin/env bash
# bench/run.sh — this project vs Fairy-Stockfish's wasm build (ffish), one table.
#
#   bench/run.sh [--quick] [--runs N] [--no-build]
#       build what is missing, run everything (1-2 minutes at low load, most of it ffish's perft 5),
#       print the table, save bench/results/latest.md (and live.md: the live-play Game, issue 11).
#       --quick skips perft 5; --runs N sets the
#       runs per figure (default 5); --no-build uses the existing builds as they are.
#
# Environment: BENCH_RUNS (5), BENCH_FFISH_P5_RUNS (1), BENCH_SKIP_PERFT5=1 (quick check),
# BENCH_NO_BUILD=1 (use the existing builds as they are), BENCH_CARGO_TARGET_DIR (target dir of
# the native judge bench; default target/bench, apart from target/ so it does not wait on other
# builds' lock).
#
# Peers are dev-only: bench/package.json pins ffish, installed into bench/node_modules by npm ci.
# Nothing of bench/ ships.
set -Eeuo pipefail

while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) export BENCH_SKIP_PERFT5=1; shift ;;
    --runs) export BENCH_RUNS="${2:?--runs needs a number}"; shift 2 ;;
    --runs=*) export BENCH_RUNS="${1#--runs=}"; shift ;;
    --no-build) export BENCH_NO_BUILD=1; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench/run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$BENCH/.." && pwd)"
cd "$ROOT"

CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$CARGO_BIN:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
RESULTS="$BENCH/results"
NODE_PKG="$ROOT/target/pkg-node"
WEB_PKG="$ROOT/www/pkg"

step() { printf '\n\033[1;34m==> [%s]\033[0m %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
info() { printf '    %s\n' "$*" >&2; }
trap 'printf "\n\033[1;31m!!! bench/run.sh failed (line %s)\033[0m\n" "$LINENO" >&2' ERR

mkdir -p "$RESULTS"

# 1. The peer: ffish from npm, dev-only, in bench/node_modules.
lock_sha="$(sha256sum "$BENCH/package-lock.json" | cut -d' ' -f1)"
stamp="$BENCH/node_modules/.bench-lock-sha256"
if [[ ! -f "$BENCH/node_modules/ffish/ffish.wasm" || ! -f "$stamp" || "$(cat "$stamp")" != "$lock_sha" ]]; then
  step "npm ci in bench/ (ffish, dev-only)"
  (cd "$BENCH" && npm ci --no-audit --no-fund)
  echo "$lock_sha" >"$stamp"
else
  info "bench/node_modules: ffish $(node -p 'require("'"$BENCH"'/node_modules/ffish/package.json").version') present"
fi

# 2. Our builds: the release CLI, and the wasm builds (Node for timing, web for the size).
if [[ "${BENCH_NO_BUILD:-}" != "1" ]]; then
  step "cargo build --release -p xiangqi-cli"
  cargo build --release -p xiangqi-cli
fi
[[ -x "$ROOT/target/release/xiangqi" ]] || { echo "no target/release/xiangqi" >&2; exit 1; }

wasm_newest="$(stat -c %Y "$NODE_PKG/xiangqi_wasm_bg.wasm" 2>/dev/null || echo 0)"
src_newest="$(find crates/xiangqi/src crates/xiangqi-wasm/src crates/xiangqi/Cargo.toml \
  crates/xiangqi-wasm/Cargo.toml -type f -printf '%T@\n' | sort -n | tail -1 | cut -d. -f1)"
if [[ ! -f "$NODE_PKG/xiangqi_wasm.js" || ! -f "$WEB_PKG/xiangqi_wasm_bg.wasm" ]]; then
  step "wasm builds missing: ./build.sh build"
  ./build.sh build
elif [[ "${BENCH_NO_BUILD:-}" != "1" && "$src_newest" -gt "$wasm_newest" ]]; then
  step "wasm builds older than the sources: ./build.sh build"
  if ! ./build.sh build; then
    info "WARNING: ./build.sh build failed; benchmarking the existing (older) wasm build"
  fi
else
  info "wasm builds: up to date ($NODE_PKG, $WEB_PKG)"
fi

# 3. Native adjudication timings (a bench binary: judges all 107 diagrams, prints JSON).
step "cargo bench -p xiangqi --bench judge_all (native: judge all 107 diagrams, ${BENCH_RUNS:-5} runs)"
if CARGO_TARGET_DIR="${BENCH_CARGO_TARGET_DIR:-$ROOT/target/bench}" \
  cargo bench -q -p xiangqi --bench judge_all -- "${BENCH_RUNS:-5}" >"$RESULTS/native-judge.json"; then
  info "$(cat "$RESULTS/native-judge.json")"
else
  info "WARNING: the native judge bench failed; its rows will say n/a"
  rm -f "$RESULTS/native-judge.json"
fi

# 3b. Records (issue 12): read and judge a 10,000-game PGN file, 1 thread vs all cores.
step "node bench/records.mjs (records: read + judge ${BENCH_RECORD_GAMES:-10000} games, 1 thread vs all cores)"
if ! node "$BENCH/records.mjs"; then
  info "WARNING: the records bench failed"
fi

# 4. Everything else, and the table.
step "node bench/bench.mjs (load: $(cut -d' ' -f1-3 /proc/loadavg))"
BENCH_NATIVE_JUDGE="$RESULTS/native-judge.json" node "$BENCH/bench.mjs"
info "saved $RESULTS/latest.md"

# 5. Live play (issue 11): the npm package's Game, and legal moves on a ready Game vs ffish.
if [[ ! -f "$ROOT/target/npm-package/node/index.cjs" || "${BENCH_NO_BUILD:-}" != "1" ]]; then
  step "./build.sh pack --no-build (the npm package from the builds above, for the live-play benchmark)"
  "$ROOT/build.sh" pack --no-build >/dev/null
fi
step "node bench/live.mjs (live play; load: $(cut -d' ' -f1-3 /proc/loadavg))"
node "$BENCH/live.mjs"
info "saved $RESULTS/live.md"

# 6. The page (issue 13): stepping through a 200-move game in headless Chromium (www/pkg, built above).
step "node bench/page-step.mjs (the workbench stepping a 200-move game; load: $(cut -d' ' -f1-3 /proc/loadavg))"
node "$BENCH/page-step.mjs"
info "saved $RESULTS/page.md"
