// Differential check (issue 21 item 7, small first version): the repetition verdicts of our
// referee (the `xiangqi judge` CLI, AXF rules, 3-fold) against Fairy-Stockfish's xiangqi rule
// (ffish 0.7.x, GPL-3.0, dev-only, from bench/node_modules) on the rulebook entries whose moves
// close a cycle: each entry's judged cycle is played again until one referee ends the game.
// Prints a table of agreements and the disagreements sorted into classes by (ours, theirs).
//
//   (cd bench && npm ci) && cargo build --release -p xiangqi-cli && node bench/differential/diff.mjs
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT, loadFfish, iccsToFfish, fullFen, readJson } from "../lib.mjs";

const cli = process.env.XIANGQI_CLI || path.join(ROOT, "target/release/xiangqi");
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

// Seeded random shuffles (DIFF_RANDOM of them, default 300): from a rulebook start after a few
// random moves, each side plays a move (a check a third of the time when it has one) and the
// move back, three times round — a 4-ply repetition with whatever it attacks on the way.
let seed = 0x2545f491;
const rand = (n) => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
};
const ffToIccs = (m) => m[0] + (+m.slice(1).match(/^\d+/)[0] - 1) + m.match(/[a-i](\d+)$/)[0][0] + (+m.match(/(\d+)$/)[0] - 1);
const baseEntries = entries.length;
const wanted = +(process.env.DIFF_RANDOM ?? 300);
for (let made = 0, tries = 0; made < wanted && tries < wanted * 20; tries++) {
  const e = entries[rand(baseEntries)];
  const board = new ffish.Board("xiangqi", fullFen(e.fen));
  const moves = [];
  const legal = () => board.legalMoves().split(" ").filter(Boolean);
  const pick = () => {
    const l = legal();
    if (!l.length) return null;
    if (rand(3) === 0) {
      const checks = l.filter((m) => { board.push(m); const c = board.isCheck(); board.pop(); return c; });
      if (checks.length) return checks[rand(checks.length)];
    }
    return l[rand(l.length)];
  };
  let ok = true;
  for (let i = rand(6); i > 0 && ok; i--) { const m = pick(); if (!m) ok = false; else { board.push(m); moves.push(ffToIccs(m)); } }
  const a = ok && pick(); if (a) board.push(a);
  const b = a && pick(); if (b) board.push(b);
  const back = (m) => { const r = /^([a-i]\d+)([a-i]\d+)$/.exec(m); return r[2] + r[1]; };
  const cycle = a && b ? [a, b, back(a), back(b)] : null;
  board.delete();
  if (!cycle) continue;
  const test = new ffish.Board("xiangqi", fullFen(e.fen));
  for (const m of moves) test.push(iccsToFfish(m));
  const playable = cycle.every((m) => legalPush(test, m));
  test.delete();
  if (!playable) continue;
  entries.push({ name: `random ${made} (from ${e.name})`, fen: e.fen, moves: [...moves, ...cycle.map(ffToIccs)] });
  made++;
}
function legalPush(board, m) {
  if (!board.legalMoves().split(" ").includes(m)) return false;
  board.push(m);
  return true;
}
const ffResult = { "1-0": "red_wins", "0-1": "black_wins", "1/2-1/2": "draw" };
const classes = new Map();
let agree = 0, compared = 0, skipped = 0;
const tally = { rulebook: {}, random: {} };
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
  const group = e.name.startsWith("random") ? "random" : "rulebook";
  tally[group][oursRes] = (tally[group][oursRes] ?? 0) + 1;
  const key = `ours ${oursRes} (verdict ${ours.verdict}), Fairy-Stockfish ${theirs ?? "none"}`;
  if (oursRes === (theirs ?? "none")) { agree++; continue; }
  if (!classes.has(key)) classes.set(key, []);
  classes.get(key).push(`${e.name} (theirs at ply ${at}, ours ${ours.moves.length})`);
}
console.log(`ffish ${ffish.info ? ffish.info() : ""}`.trim());
console.log(`${entries.length} entries, ${compared} compared, ${skipped} skipped (no cycle, or the cycle does not replay); agree ${agree}, disagree ${compared - agree}`);
console.log(`our results: ${JSON.stringify(tally)}`);
for (const [k, v] of classes) console.log(`- ${k}: ${v.length}\n    ${v.join("\n    ")}`);
