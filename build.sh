#!/usr/bin/env bash
# build.sh — set up, build, serve, test and benchmark the Xiangqi referee.
#
#   ./build.sh setup            install what is missing (idempotent; a second run takes seconds)
#   ./build.sh build            wasm-pack build into www/pkg (web) and target/pkg-node (Node.js)
#   ./build.sh pack [--no-build] build, then the npm package: dist/xiangqi-referee-<version>.tgz
#                               and the Python wheel: dist/xiangqi_referee-<version>-cp39-abi3-*.whl
#   ./build.sh serve [--port N] build, then serve www/ on http://127.0.0.1:8000/
#   ./build.sh test             fmt, clippy, native tests, wasm tests in headless Chromium, pack, JS tests,
#                               the React and Vue apps, Python tests (pytest tests/python/ against the installed wheel)
#   ./build.sh bench            benchmarks: bench/run.sh (native + wasm vs Fairy-Stockfish's ffish)
#   ./build.sh fuzz [secs] [t…] fuzz each cargo-fuzz target for secs seconds (fuzz/run.sh; not in CI)
#
# Toolchains: native steps use the rustup toolchain (~/.cargo/bin). The default Rust has no
# wasm32 target, so wasm steps use Debian's rustc-web/cargo-web (/usr/bin, Rust 1.96) with a
# wasm32 standard library that `setup` builds once from rust-web-src. See README.md.
set -Eeuo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$ROOT"

WASM_CRATE="crates/xiangqi-wasm"
WEB_PKG="$ROOT/www/pkg"
NODE_PKG="$ROOT/target/pkg-node"
WASM_TARGET_DIR="$ROOT/target/wasm"     # kept apart from the native target dir (other rustc)
REFEREE_TARGET_DIR="$ROOT/target/wasm-referee"  # the referee module (its own flags)
WASM_STD_DIR="/usr/lib/rustlib/wasm32-unknown-unknown/lib"
WASM_STD_STAMP="$WASM_STD_DIR/.xiangqi-std-stamp"
WASM_PACK_VERSION="0.15.1"
# (Debian's binaryen 108 is too old for wasm-bindgen's output; wasm-opt comes from npm instead.)
DEB_PACKAGES=(rustc-web cargo-web rust-web-src lld-19 chromium chromium-driver
              fonts-wqy-microhei fonts-arphic-ukai g++)
CHROME_FLAGS=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
              --disable-background-networking --disable-component-update --disable-sync)

CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"   # rustup toolchain and `cargo install`ed tools
export PATH="$CARGO_BIN:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
if [[ "${CI:-}" == "true" ]]; then
  export DEBIAN_FRONTEND=noninteractive NPM_CONFIG_YES=true
fi

SUDO=""
if [[ "$(id -u)" -ne 0 ]]; then SUDO="sudo"; fi

# ---------------------------------------------------------------------------------------------
# Output helpers

CURRENT_STEP=""
say()  { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
info() { printf '    %s\n' "$*"; }
step() {
  CURRENT_STEP="$1"
  printf '\n\033[1;34m==> [%s]\033[0m %s\n' "$(date -u +%H:%M:%S)" "$1"
}
on_error() {
  local rc=$?
  printf '\n\033[1;31m!!! FAILED (exit %s): %s\033[0m\n' "$rc" "${CURRENT_STEP:-build.sh}" >&2
  exit "$rc"
}
trap on_error ERR

# Run a command in the wasm environment: Debian's rustc/cargo 1.96 first in PATH.
wasm_env() {
  PATH="/usr/bin:$CARGO_BIN:$PATH" \
    RUSTC=/usr/bin/rustc CARGO=/usr/bin/cargo \
    CARGO_TARGET_DIR="$WASM_TARGET_DIR" \
    "$@"
}

lock_version() { # version of a package in Cargo.lock
  awk -v n="$1" '$0 == "name = \"" n "\"" { getline; gsub(/version = |"/, ""); print; exit }' \
    "$ROOT/Cargo.lock"
}

sha_of() { sha256sum "$1" | cut -d' ' -f1; }

# ---------------------------------------------------------------------------------------------
# setup: each piece checked, installed only when missing

missing_debs() {
  local p
  for p in "${DEB_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
  done
}

wasm_std_ok() {
  [[ -x /usr/bin/rustc && -f "$WASM_STD_STAMP" ]] || return 1
  [[ "$(cat "$WASM_STD_STAMP")" == "$(/usr/bin/rustc -vV)" ]] || return 1
  compgen -G "$WASM_STD_DIR/libstd-*.rlib" >/dev/null &&
    compgen -G "$WASM_STD_DIR/libtest-*.rlib" >/dev/null
}

wasm_bindgen_ok() {
  local want
  want="$(lock_version wasm-bindgen)"
  command -v wasm-bindgen >/dev/null && command -v wasm-bindgen-test-runner >/dev/null &&
    [[ "$(wasm-bindgen --version 2>/dev/null)" == "wasm-bindgen $want" ]]
}

wasm_pack_ok() { command -v wasm-pack >/dev/null; }

npm_dir_ok() { # node_modules of a folder with a package-lock.json installed from that lock
  [[ -f "$1/node_modules/.xiangqi-lock-sha256" ]] &&
    [[ "$(cat "$1/node_modules/.xiangqi-lock-sha256")" == "$(sha_of "$1/package-lock.json")" ]]
}

# The dev tools (root), the pinned bundlers of the package consumer tests (tests/pkg) and the
# React and Vue apps that use <xiangqi-board> (tests/apps/react, tests/apps/vue; the tarball itself
# is installed into them by tests/apps/apps.test.mjs after `pack`).
NPM_DIRS=("$ROOT" "$ROOT/tests/pkg" "$ROOT/tests/apps/react" "$ROOT/tests/apps/vue")

npm_ok() {
  local d
  for d in "${NPM_DIRS[@]}"; do npm_dir_ok "$d" || return 1; done
}

setup_needed() {
  [[ -n "$(missing_debs)" ]] || ! wasm_std_ok || ! wasm_bindgen_ok || ! wasm_pack_ok || ! npm_ok ||
    ! match_engine_ok
}

install_debs() {
  local missing
  missing="$(missing_debs | tr '\n' ' ')"
  if [[ -z "${missing// /}" ]]; then
    info "Debian packages: all present (${DEB_PACKAGES[*]})"
    return
  fi
  step "setup: apt-get install $missing"
  $SUDO apt-get update -q
  # shellcheck disable=SC2086
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
}

build_wasm_std() {
  if wasm_std_ok; then
    info "wasm32 standard library for rustc-web: present ($WASM_STD_DIR)"
    return
  fi
  step "setup: build the wasm32 standard library for rustc-web (once, about a minute)"
  local scratch
  scratch="$(mktemp -d "${TMPDIR:-/tmp}/xiangqi-wasm-std.XXXXXX")"
  mkdir -p "$scratch/src"
  cat >"$scratch/Cargo.toml" <<'EOF'
[package]
name = "wasm-std-build"
version = "0.0.0"
edition = "2021"

[workspace]

[profile.release]
panic = "abort"
EOF
  : >"$scratch/src/lib.rs"
  (cd "$scratch" &&
    env -u CARGO_TARGET_DIR RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
      /usr/bin/cargo build --release --target wasm32-unknown-unknown \
      -Zbuild-std=std,panic_abort,panic_unwind,proc_macro,test)
  $SUDO mkdir -p "$WASM_STD_DIR"
  $SUDO find "$WASM_STD_DIR" -maxdepth 1 -name '*.rlib' -delete
  $SUDO find "$scratch/target/wasm32-unknown-unknown/release/deps" -maxdepth 1 -name '*.rlib' \
    ! -name 'libwasm_std_build-*' -exec cp {} "$WASM_STD_DIR/" \;
  /usr/bin/rustc -vV | $SUDO tee "$WASM_STD_STAMP" >/dev/null
  rm -rf "$scratch"
  info "installed $(find "$WASM_STD_DIR" -name '*.rlib' | wc -l) rlibs into $WASM_STD_DIR"
}

install_wasm_bindgen() {
  local want
  want="$(lock_version wasm-bindgen)"
  if wasm_bindgen_ok; then
    info "wasm-bindgen-cli $want: present"
    return
  fi
  step "setup: cargo install wasm-bindgen-cli --version $want (about 2 minutes)"
  # Not --locked: one of its locked dependency versions is missing from the registry.
  cargo install wasm-bindgen-cli --version "$want" --force
}

install_wasm_pack() {
  if wasm_pack_ok; then
    info "wasm-pack: present ($(wasm-pack --version))"
    return
  fi
  step "setup: cargo install wasm-pack --version $WASM_PACK_VERSION (about 5 minutes)"
  cargo install wasm-pack --version "$WASM_PACK_VERSION"
}

install_npm() {
  local d
  for d in "${NPM_DIRS[@]}"; do
    if npm_dir_ok "$d"; then
      info "npm dev tools: ${d#"$ROOT"/}/node_modules matches its package-lock.json"
      continue
    fi
    step "setup: npm ci in ${d#"$ROOT"/} (dev tools for the build and the JS, browser, package and app tests)"
    (cd "$d" && npm ci --no-audit --no-fund)
    sha_of "$d/package-lock.json" >"$d/node_modules/.xiangqi-lock-sha256"
  done
}

# The engine matches' test peer: Fairy-Stockfish's WebAssembly build (npm, GPL-3.0, dev-only,
# never shipped) in tests/match, run by node through tests/match/fairy-stockfish.cjs.
MATCH_DIR="$ROOT/tests/match"

match_engine_ok() { npm_dir_ok "$MATCH_DIR"; }

install_match_engine() {
  if match_engine_ok; then
    info "match test engine: tests/match/node_modules matches its package-lock.json"
    return
  fi
  step "setup: npm ci in tests/match (Fairy-Stockfish wasm, the xiangqi match tests' engine)"
  (cd "$MATCH_DIR" && npm ci --no-audit --no-fund)
  sha_of "$MATCH_DIR/package-lock.json" >"$MATCH_DIR/node_modules/.xiangqi-lock-sha256"
}

cmd_setup() {
  step "setup"
  install_debs
  build_wasm_std
  install_wasm_bindgen
  install_wasm_pack
  install_npm
  install_match_engine
  setup_python
  say "setup complete"
}

ensure_setup() {
  if setup_needed; then
    say "something is missing; running setup first"
    cmd_setup
  fi
}

# ---------------------------------------------------------------------------------------------
# build

# The wasm-opt to use: npm's binaryen (a JS build of a current release, a dev dependency), or a
# system one if it is new enough. Debian 12's binaryen 108 predates wasm-bindgen's externref
# table: its output fails at instantiation ("Table.set(): … function-typed object"), so it is
# not used.
find_wasm_opt() {
  local v
  if [[ -x "$ROOT/node_modules/.bin/wasm-opt" ]]; then
    echo "$ROOT/node_modules/.bin/wasm-opt"
  elif command -v wasm-opt >/dev/null; then
    v="$(wasm-opt --version | grep -oE '[0-9]+' | head -1)"
    if [[ "${v:-0}" -ge 117 ]]; then command -v wasm-opt; fi
  fi
}

wasm_opt() { # size-optimise one .wasm in place (its wasm-opt flags after it; -Os when none)
  local wasm="$1" opt
  opt="$(find_wasm_opt)"
  if [[ -z "$opt" ]]; then
    info "no usable wasm-opt (binaryen >= 117); skipping the size optimisation"
    return
  fi
  local flags=("${@:2}")
  [[ ${#flags[@]} -gt 0 ]] || flags=(-Os)
  info "$opt ${flags[*]} ($("$opt" --version))"
  "$opt" "${flags[@]}" "$wasm" -o "$wasm.opt"
  mv "$wasm.opt" "$wasm"
}

cmd_build() {
  ensure_setup
  # Size-optimised for wasm only (opt-level "s"); the native release profile stays at 3 for perft.
  step "build: wasm-pack build --target web --release -> www/pkg"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=s wasm_env wasm-pack build --target web --release --mode no-install \
    --out-dir "$WEB_PKG" "$WASM_CRATE"
  step "build: wasm-pack build --target nodejs --release -> target/pkg-node"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=s wasm_env wasm-pack build --target nodejs --release --mode no-install \
    --out-dir "$NODE_PKG" "$WASM_CRATE"
  # The referee module: the same crates without the record readers and writers (cargo feature
  # `records` off) — what a board or a live referee loads; <xiangqi-board>'s one-file build uses
  # it and fetches the full module only when it first reads a record.
  # Built for size throughout (opt-level "z", the rules core too): 16 KB less gzipped than "s" with
  # the core at 3, for perft 4 in Node at about 150 ms instead of 50 ms (judging a game stays well
  # under a millisecond); the full module and the Node build keep the core's speed.
  # A panic there traps at once ("RuntimeError: unreachable"), without formatting a message:
  # the standard library is built with the module (-Zbuild-std, from rust-web-src) with
  # panic=immediate-abort and without panic locations, which drops the panic machinery (message
  # formatting, the hook, file:line tables): 11 KiB less gzipped. Errors a caller can cause are
  # typed XiangqiErrors and never panic; the full module keeps the console message for bugs.
  # Its own target dir: other flags than the full module's, so neither rebuilds the other.
  step "build: wasm-pack build --target web --release --no-default-features -> www/pkg/referee"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=z RUSTC_BOOTSTRAP=1 \
    RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none" \
    wasm_env env CARGO_TARGET_DIR="$REFEREE_TARGET_DIR" \
    wasm-pack build --target web --release --mode no-install \
    --out-dir "$WEB_PKG/referee" "$WASM_CRATE" -- --no-default-features --features lazy-article-texts \
    --config 'profile.release.package.xiangqi.opt-level="z"' -Zbuild-std=std,panic_abort
  step "build: wasm-opt -Os (www/pkg, www/pkg/referee and target/pkg-node)"
  wasm_opt "$WEB_PKG/xiangqi_wasm_bg.wasm"
  # The referee module: its control flow first flattened and re-built by the relooper
  # (`--flatten --rereloop`), then -Os to a fixed point: 0.5 KiB less gzipped than -Os alone
  # (bench: `./build.sh build` prints the sizes); without its producers and target_features
  # custom sections, which only tools read.
  wasm_opt "$WEB_PKG/referee/xiangqi_wasm_bg.wasm" --flatten --rereloop -Os --converge \
    --strip-producers --strip-target-features
  wasm_opt "$NODE_PKG/xiangqi_wasm_bg.wasm"
  local wasm="$WEB_PKG/xiangqi_wasm_bg.wasm" raw gz
  raw=$(stat -c %s "$wasm")
  gz=$(gzip -9 -c "$wasm" | wc -c)
  say "built www/pkg/xiangqi_wasm_bg.wasm: $raw bytes raw ($((raw / 1024)) KiB), $gz bytes gzipped ($((gz / 1024)) KiB)"
  # the <xiangqi-board> element as one ES module (www/pkg/xiangqi-board.js) and the diagrams it
  # loads on demand; prints the sizes of the engine and of the element (gzip and brotli)
  step "build: <xiangqi-board> bundle and sizes (npm/bundle-board.mjs)"
  node "$ROOT/npm/bundle-board.mjs" "$WEB_PKG"
  # the page opens the 1965 cases from the test data itself (copied, so they cannot drift apart)
  cp tests/data/cn/cn1965-positions.json tests/data/cn/cn1965-cases.json www/data/
}

# ---------------------------------------------------------------------------------------------
# pack: the npm package (npm/ + the two wasm-pack builds) → dist/<name>-<version>.tgz

NPM_STAGE="$ROOT/target/npm-package"
DIST="$ROOT/dist"

cmd_pack() {
  if [[ "${1:-}" == "--no-build" ]]; then
    [[ -f "$WEB_PKG/xiangqi_wasm.js" && -f "$NODE_PKG/xiangqi_wasm.js" ]] ||
      { echo "pack --no-build: no builds in www/pkg and target/pkg-node" >&2; exit 1; }
  else
    cmd_build
  fi
  step "pack: assemble the npm package in target/npm-package (npm/assemble.mjs)"
  node "$ROOT/npm/assemble.mjs" "$WEB_PKG" "$NODE_PKG" "$NPM_STAGE"
  step "pack: npm pack -> dist/"
  mkdir -p "$DIST"
  local tgz
  tgz="$(cd "$NPM_STAGE" && npm pack --silent --pack-destination "$DIST")"
  say "packed dist/$tgz ($(stat -c %s "$DIST/$tgz") bytes)"
  pack_python
}

# ---------------------------------------------------------------------------------------------
# Python: the xiangqi-referee wheel (crates/xiangqi-py, PyO3 + maturin) and its pytest suite.

PY_VENV="$ROOT/target/venv"
PY_CRATE="$ROOT/crates/xiangqi-py"
# From PyPI: the wheel builder, the test runner and the Dask path's dependencies.
PY_PACKAGES=(maturin pytest "dask[distributed]" pandas)

python_bin() { command -v python3.11 || command -v python3; }

python_venv_ok() {
  [[ -x "$PY_VENV/bin/python" && -f "$PY_VENV/.xiangqi-packages" ]] &&
    [[ "$(cat "$PY_VENV/.xiangqi-packages")" == "${PY_PACKAGES[*]}" ]]
}

setup_python() {
  if python_venv_ok; then
    info "Python venv: present (target/venv: ${PY_PACKAGES[*]})"
    return
  fi
  step "setup: Python venv in target/venv with ${PY_PACKAGES[*]} (PyPI)"
  "$(python_bin)" -m venv "$PY_VENV"
  "$PY_VENV/bin/pip" install -q --upgrade pip
  "$PY_VENV/bin/pip" install -q "${PY_PACKAGES[@]}"
  echo "${PY_PACKAGES[*]}" >"$PY_VENV/.xiangqi-packages"
}

# Builds the wheel into dist/ (replacing an older one of the package).
pack_python() {
  python_venv_ok || setup_python
  step "pack: maturin build (crates/xiangqi-py, profile python) -> dist/"
  mkdir -p "$DIST"
  rm -f "$DIST"/xiangqi_referee-*.whl
  "$PY_VENV/bin/maturin" build --quiet --manifest-path "$PY_CRATE/Cargo.toml" --out "$DIST"
  say "built $(cd "$DIST" && ls xiangqi_referee-*.whl)"
}

# Installs the wheel of dist/ into the venv and runs pytest tests/python/ (the CLI of
# target/debug, built by `cargo test --workspace`, is what the reports are compared with).
test_python() {
  compgen -G "$DIST/xiangqi_referee-*.whl" >/dev/null || pack_python
  step "test: pip install dist/xiangqi_referee-*.whl into target/venv; pytest tests/python/"
  "$PY_VENV/bin/pip" install -q --force-reinstall --no-deps "$DIST"/xiangqi_referee-*.whl
  [[ -x "$ROOT/target/debug/xiangqi" ]] || cargo build -q -p xiangqi-cli
  XIANGQI_CLI="$ROOT/target/debug/xiangqi" XIANGQI_WHEEL="$(ls "$DIST"/xiangqi_referee-*.whl)" \
    "$PY_VENV/bin/python" -m pytest -q "$ROOT/tests/python"
}

# ---------------------------------------------------------------------------------------------
# serve

cmd_serve() {
  local port=8000
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --port) port="${2:?--port needs a number}"; shift 2 ;;
      --port=*) port="${1#--port=}"; shift ;;
      *) echo "serve: unknown option $1" >&2; exit 2 ;;
    esac
  done
  cmd_build
  step "serve: www/ on http://127.0.0.1:$port/"
  say "open http://127.0.0.1:$port/  (Ctrl-C to stop)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$ROOT/www"
}

# ---------------------------------------------------------------------------------------------
# test

has_tests() { # a folder with *.test.* / *.spec.* files
  [[ -d "$1" ]] && [[ -n "$(find "$1" -path '*/node_modules' -prune -o -type f \
    \( -name '*.test.*' -o -name '*.spec.*' \) -print -quit)" ]]
}

cmd_test() {
  ensure_setup
  local t0=$SECONDS
  step "test: cargo fmt --all --check"
  cargo fmt --all --check
  step "test: cargo clippy --workspace --all-targets -- -D warnings"
  cargo clippy --workspace --all-targets -- -D warnings
  step "test: cargo test --workspace (native)"
  cargo test --workspace
  step "test: xiangqi match against Fairy-Stockfish (wasm in node; a few games at depth 1-2)"
  cargo test -p xiangqi-cli --test engine_match -- --ignored
  # The fuzz crate is its own workspace (fuzz/Cargo.toml): compile its targets so an API change
  # cannot break them unseen; running them is `./build.sh fuzz` (nightly, not in CI). g++ builds
  # libFuzzer's C++ sources.
  step "test: cargo check --manifest-path fuzz/Cargo.toml --bins (the fuzz targets compile)"
  cargo check --manifest-path "$ROOT/fuzz/Cargo.toml" --bins
  step "test: wasm-pack test --headless --chrome (wasm tests in headless Chromium)"
  CHROMEDRIVER=/usr/bin/chromedriver wasm_env \
    wasm-pack test --headless --chrome --mode no-install "$WASM_CRATE"
  cmd_pack
  step "test: node --test tests/js/ (the npm package's Node build)"
  node --test tests/js/
  step "test: node --test tests/pkg/ (the tarball in Node, Vite, webpack, esbuild, TypeScript projects; Chromium)"
  node --test tests/pkg/
  step "test: node --test tests/apps/ (<xiangqi-board> in a React 19 and a Vue 3 app: vite build, a refereed game in Chromium)"
  node --test tests/apps/
  if has_tests tests/browser; then
    step "test: node --test tests/browser/ (the page in headless Chromium)"
    node --test tests/browser/
  else
    step "test: tests/browser/ has no tests yet; skipped"
  fi
  test_python
  say "all tests passed in $((SECONDS - t0)) s"
}

# ---------------------------------------------------------------------------------------------
# bench

cmd_bench() {
  ensure_setup
  if [[ -x "$ROOT/bench/run.sh" ]]; then
    step "bench: bench/run.sh (this project native + wasm vs Fairy-Stockfish's ffish)"
    "$ROOT/bench/run.sh" "$@"
    return
  fi
  step "bench: cargo build --release -p xiangqi-cli"
  cargo build --release -p xiangqi-cli
  step "bench: xiangqi perft 5 (native, start position)"
  local t0 ms
  t0=$(date +%s%N)
  cargo run --release -q -p xiangqi-cli -- perft 5
  ms=$((($(date +%s%N) - t0) / 1000000))
  say "perft 5 took $((ms / 1000)).$(printf '%03d' $((ms % 1000))) s"
  say "bench/run.sh is missing: the full benchmark is not available"
}

# ---------------------------------------------------------------------------------------------

usage() {
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
}

main() {
  local cmd="${1:-}"
  [[ $# -gt 0 ]] && shift
  case "$cmd" in
    setup) cmd_setup "$@" ;;
    build) cmd_build "$@" ;;
    pack) cmd_pack "$@" ;;
    serve) cmd_serve "$@" ;;
    test) cmd_test "$@" ;;
    bench) cmd_bench "$@" ;;
    fuzz) exec "$ROOT/fuzz/run.sh" "$@" ;;
    -h|--help|help|"") usage ;;
    *) echo "unknown command: $cmd" >&2; usage >&2; exit 2 ;;
  esac
}

main "$@"
