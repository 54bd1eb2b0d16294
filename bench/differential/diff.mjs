// Differential check (issue 21 item 7, small first version): the repetition verdicts of our
// referee (the `xiangqi judge` CLI, AXF rules, 3-fold) against Fairy-Stockfish's xiangqi rule
// (ffish 0.7.x, GPL-3.0, dev-only, from bench/node_modules) on the rulebook entries whose moves
// close a cycle: each entry's judged cycle is played again until one referee ends the game.
// Prints a table of agreements and the disagreements sorted into classes by (ours, theirs).
//
//   (cd bench && npm ci) && cargo build -p xiangqi-cli && node bench/differential/diff.mjs
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT, loadFfish, iccsToFfish, fullFen, readJson } from "../lib.mjs";

const cli = process.env.XIANGQI_CLI || path.join(ROOT, "target/debug/xiangqi");
const judge = (fen, moves) =>
  JSON.parse(execFileSync(cli, ["judge", "--compact", "--fen", fen, "--moves", moves.join(" ") || "-"].filter((x, i, a) => !(x === "-" && a[i - 1] === "--moves")), { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));

const entries = [];
for (const d of readJson("tests/data/axf-diagrams.json")) {
  if (d.final_position_repeats) entries.push({ name: `diagram ${d.id}`, fen: d.fen, moves: d.moves_iccs });
}
for (const c of readJson("tests/data/cn/cn1965-positions.json").cases) {
  if (!c.pattern) entries.push({ name: `1965 ${c.label}`, fen: c.fen, moves: c.moves_iccs });
}
for (const r of readJson("tests/data/cn/rulings-2011.json").rulings) {
  if (!r.pattern) entries.push({ name: `ruling ${r.id}`, fen: r.fen, moves: r.moves_iccs });
}

// Each entry also mirrored (files a ↔ i) and colour-swapped (board turned, colours and side to
// move exchanged): the verdicts must follow, on both sides.
const expand = (row) => row.replace(/\d/g, (n) => "1".repeat(+n));
const pack = (row) => row.replace(/1+/g, (m) => String(m.length));
const parts = (fen) => fen.trim().split(/\s+/);
const mirrorFen = (fen) => {
  const [b, t] = parts(fen);
  return `${b.split("/").map((r) => pack([...expand(r)].reverse().join(""))).join("/")} ${t ?? "w"}`;
};
const swapCase = (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
const swapFen = (fen) => {
  const [b, t] = parts(fen);
  const rows = b.split("/").reverse().map((r) => [...r].map(swapCase).join(""));
  return `${rows.join("/")} ${(t ?? "w") === "w" ? "b" : "w"}`;
};
const mirrorMove = (m) => [...m].map((c) => (/[a-i]/.test(c) ? String.fromCharCode(202 - c.charCodeAt(0)) : c)).join("");
const swapMove = (m) => [...m].map((c) => (/\d/.test(c) ? String(9 - +c) : c)).join("");
const swapResult = { red_wins: "black_wins", black_wins: "red_wins", draw: "draw", none: "none" };
for (const e of [...entries]) {
  entries.push({ name: `${e.name} mirrored`, fen: mirrorFen(e.fen), moves: e.moves.map(mirrorMove) });
  entries.push({ name: `${e.name} swapped`, fen: swapFen(e.fen), moves: e.moves.map(swapMove) });
}

const ffish = await loadFfish();
const ffResult = { "1-0": "red_wins", "0-1": "black_wins", "1/2-1/2": "draw" };
const classes = new Map();
let agree = 0, compared = 0, skipped = 0;
for (const e of entries) {
  let base;
  try { base = judge(e.fen, e.moves); } catch { skipped++; continue; }
  if (!base.cycle) { skipped++; continue; }
  const cyc = e.moves.slice(base.cycle.fromPly - 1, base.cycle.toPly);
  // From the end of the judged cycle (the printed moves may go on past it).
  const moves = e.moves.slice(0, base.cycle.toPly);
  // Ours: go round the cycle until the game ends by repetition (at most 4 more rounds).
  let ours = judge(e.fen, moves);
  try {
    for (let i = 0; i < 4 && ours.result == null; i++) { moves.push(...cyc); ours = judge(e.fen, moves); }
  } catch { skipped++; continue; }
  // Theirs: the first ply at which Fairy-Stockfish ends the game (claiming draws).
  const board = new ffish.Board("xiangqi", fullFen(e.fen));
  let theirs = null, at = null;
  for (let i = 0; i < moves.length; i++) {
    board.push(iccsToFfish(moves[i]));
    if (board.isGameOver(true)) { theirs = ffResult[board.result(true)] ?? board.result(true); at = i + 1; break; }
  }
  board.delete();
  compared++;
  const oursRes = ours.result ?? "none";
  const key = `ours ${oursRes} (verdict ${ours.verdict}), Fairy-Stockfish ${theirs ?? "none"}`;
  if (oursRes === (theirs ?? "none")) { agree++; continue; }
  if (!classes.has(key)) classes.set(key, []);
  classes.get(key).push(`${e.name} (theirs at ply ${at}, ours ${ours.moves.length})`);
}
console.log(`ffish ${ffish.info ? ffish.info() : ""}`.trim());
console.log(`${entries.length} entries, ${compared} compared, ${skipped} skipped (no cycle, or the cycle does not replay); agree ${agree}, disagree ${compared - agree}`);
for (const [k, v] of classes) console.log(`- ${k}: ${v.length}\n    ${v.join("\n    ")}`);
