#!/usr/bin/env bash
# Runs every fuzz target for a bounded time and prints a summary of executions and findings.
#
#   fuzz/run.sh [seconds-per-target] [target...]     (default 120 s; targets: fen notation play judge cycle record chessbridge)
#
# Needs the nightly toolchain, and cargo-fuzz if installed (else the same build is done by hand). Seeds come from
# fuzz/seeds/ (regenerate with fuzz/make-seeds.py); what the fuzzer adds goes to fuzz/corpus/,
# crashes to fuzz/artifacts/<target>/, logs to fuzz/logs/ (all three are git-ignored).
# Exit status 1 if any target found a crash, hang (timeout) or out-of-memory.
set -euo pipefail
cd "$(dirname "$0")"
secs="${1:-120}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fen notation play judge cycle record chessbridge)

# -a: debug assertions (overflow checks) on, as in the test suite; -s none: no sanitizer (the
# crate has no unsafe code), which runs several times faster than AddressSanitizer.
mkdir -p logs
# The binaries are built once and run directly, so edits to the sources during a long run do
# not trigger rebuilds.
host="$(rustc -vV | sed -n 's/^host: //p')"
if cargo +nightly fuzz --version >/dev/null 2>&1; then
  cargo +nightly fuzz build -O -a -s none >logs/build.log 2>&1 || { cat logs/build.log; exit 1; }
else
  # Without cargo-fuzz: the same build by hand (its flags for -O -a -s none).
  RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks" \
    cargo +nightly build --release --target "$host" --bins >logs/build.log 2>&1 ||
    { cat logs/build.log; exit 1; }
fi
bin="target/$host/release"
status=0
printf '%-10s %8s %14s %10s %s\n' target seconds executions exec/s findings
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t" "artifacts/$t"
  log="logs/$t.log"
  dict=()
  seeds=("seeds/$t")
  max_len=4096
  case "$t" in
    notation | play) dict=(-dict=moves.dict) ;;
    # The record reader starts from the committed record fixtures (all formats).
    record) seeds=(../tests/records/*/) max_len=16384 ;;
    # ChessBridge: the CBR fixture (its bytes after the magic are what the target prepends to).
    chessbridge) seeds=(../tests/records/other/) max_len=16384 ;;
  esac
  set +e
  "$bin/$t" "corpus/$t" "${seeds[@]}" -artifact_prefix="artifacts/$t/" \
    -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
    -print_final_stats=1 "${dict[@]}" >"$log" 2>&1
  rc=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1 || true)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1 || true)
  found=$(grep -Eo 'ERROR: libFuzzer: [a-z-]+|panicked at [^:]*:[0-9]+' "$log" | head -1 || true)
  [ $rc -eq 0 ] || status=1
  printf '%-10s %8s %14s %10s %s\n' "$t" "$secs" "${execs:-?}" "${rate:-?}" "${found:-none}"
done
exit $status
