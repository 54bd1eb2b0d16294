#!/usr/bin/env node
// Dev-only test peer: Fairy-Stockfish's WebAssembly build (npm fairy-stockfish-nnue.wasm,
// GPL-3.0) as a UCI engine on stdin/stdout, for the `xiangqi match` tests. Never shipped.
//
// Node 18+ has a global fetch, which the Emscripten loader would use to load stockfish.wasm by
// URL (and fail: a path is no URL); without it the loader reads the file from disk.
"use strict";
delete globalThis.fetch;
const path = require("path");
const readline = require("readline");
const Stockfish = require(path.join(__dirname, "node_modules", "fairy-stockfish-nnue.wasm", "stockfish.js"));

async function main() {
  const engine = await Stockfish();
  // The engine prints its UCI output on stdout.
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const command = line.trim();
    if (command === "quit") break;
    if (command) engine.postMessage(command);
  }
  engine.postMessage("quit");
}

main();
