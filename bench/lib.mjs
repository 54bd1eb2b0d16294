// Helpers shared by the bench scripts: statistics, timing, loading the two engines, test data.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, "..");
const require = createRequire(import.meta.url);

export const now = () => Number(process.hrtime.bigint()) / 1e6; // ms

/** {median, min, max, n} of an array of numbers. */
export function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const median = n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  return { median, min: s[0], max: s[n - 1], n };
}

/** Runs `fn` `runs` times, returns the wall times in ms (and the last result). */
export function timeRuns(runs, fn) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const t = now();
    result = fn();
    times.push(now() - t);
  }
  return { times, result };
}

/** Our Node.js wasm build (wasm-pack --target nodejs), CommonJS. */
export function loadOurs() {
  const dir = process.env.XIANGQI_NODE_PKG || path.join(ROOT, "target/pkg-node");
  return require(path.join(dir, "xiangqi_wasm.js"));
}

/**
 * Fairy-Stockfish's wasm build (ffish 0.7.x). ffish.js is a non-modularised Emscripten build:
 * require() returns the Module object, usable once onRuntimeInitialized has fired. Node 20 has a
 * global fetch, which makes the loader try to fetch ffish.wasm by URL; with fetch undefined it
 * reads the file from disk.
 */
export async function loadFfish() {
  globalThis.fetch = undefined;
  const before = new Set([...process.listeners("uncaughtException"), ...process.listeners("unhandledRejection")]);
  const Module = require("ffish");
  // The loader installs process handlers that rethrow with its whole minified source line as
  // context; drop them so errors stay readable.
  for (const ev of ["uncaughtException", "unhandledRejection"]) {
    for (const l of process.listeners(ev)) if (!before.has(l)) process.removeListener(ev, l);
  }
  if (!Module.calledRun) {
    await new Promise((resolve) => {
      Module.onRuntimeInitialized = resolve;
    });
  }
  return Module;
}

export const ffishFile = (file) => require.resolve(`ffish/${file}`);
export const ffishVersion = () => require("ffish/package.json").version;

/** ICCS (ranks 0-9) → ffish UCI (ranks 1-10): h8h9 → h9h10. */
export const iccsToFfish = (m) => m[0] + (+m[1] + 1) + m[2] + (+m[3] + 1);
/** ffish UCI → ICCS. */
export const ffishToIccs = (m) => {
  const r = /^([a-i])(\d+)([a-i])(\d+)$/.exec(m);
  return r[1] + (r[2] - 1) + r[3] + (r[4] - 1);
};

/** A FEN with all six fields (ffish wants them). */
export function fullFen(fen) {
  const f = fen.trim().split(/\s+/);
  const defaults = ["", "w", "-", "-", "0", "1"];
  for (let i = f.length; i < 6; i++) f.push(defaults[i]);
  return f.join(" ");
}

export const readJson = (rel) => JSON.parse(fs.readFileSync(path.join(ROOT, rel), "utf8"));
export const diagrams = () => readJson("tests/data/axf-diagrams.json");
export const START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/** The 10 varied positions of the move-generation benchmark. */
export function tenPositions() {
  const perft = readJson("tests/data/perft.json").positions;
  const pick = ["start", "cpw-2 middle game", "cpw-3", "cpw-4", "cpw-7", "cpw-10",
    "fairy-stockfish middle game", "fairy-stockfish endgame"];
  const out = pick.map((name) => {
    const p = perft.find((x) => x.name === name);
    return { name, fen: fullFen(p.fen) };
  });
  const ds = diagrams();
  for (const id of [1, 40]) {
    const d = ds.find((x) => x.id === id);
    out.push({ name: `AXF diagram ${id}`, fen: fullFen(d.fen) });
  }
  return out;
}
