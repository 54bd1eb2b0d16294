// Memoised questions to the engine. One analysis per state change: the line's positions,
// the reports of its moves, the verdict at the current ply. Stepping through a game reuses
// everything but the current position's verdict (itself memoised).
import { call, engine } from './engine.js';
import * as tree from './tree.js';

const MAX_ENTRIES = 20000;
const memo = (map, key, f) => {
  if (map.has(key)) return map.get(key);
  const v = f();
  if (map.size > MAX_ENTRIES) map.clear();
  map.set(key, v);
  return v;
};

const nextFens = new Map();
const views = new Map();
const placements = new Map();
const judged = new Map();

/** The FEN after `mv`, or an {error}. */
export const after = (fen, mv) => memo(nextFens, `${fen}|${mv}`, () => {
  const r = call('play', fen, mv);
  return r.ok ? r.value : { error: r.error };
});

/** What a board draws for a legal position (pieces, key, check, outcome) and its dests. */
export const boardView = (fen) => memo(views, fen, () => {
  const r = call('boardView', fen);
  const d = r.ok ? call('dests', fen) : r;
  return r.ok && d.ok ? { ...r.value, dests: d.value } : { error: r.ok ? d.error : r.error, pieces: {}, dests: {}, checkers: [] };
});

/** Pieces, turn and key of any parseable FEN (setup drafts), or {error}. */
export const placement = (fen) => memo(placements, fen, () => {
  const r = call('placement', fen);
  return r.ok ? r.value : { error: r.error };
});

export function judgeOptions(rules, extra = {}) {
  const o = { ...extra };
  if (rules && rules !== 'axf') o.rules = rules;
  return Object.keys(o).length ? o : undefined;
}

/** The judge report of `moves` from `root`, or {error}. */
export const judge = (root, moves, opts) => memo(judged, `${root}|${moves.join(',')}|${JSON.stringify(opts || {})}`, () => {
  const r = opts ? call('judge', root, moves, opts) : call('judge', root, moves);
  return r.ok ? r.value : { error: r.error };
});

/**
 * Checks every move of a tree from `root`: moves in another notation (WXF, Chinese) are
 * rewritten in ICCS by the engine; what it refuses is dropped (with its subtree).
 */
export function checkTree(root, t, onBad) {
  const walk = (fen, n) => {
    const c = [];
    for (const ch of n.c) {
      let mv = ch.m;
      let next = after(fen, mv);
      if (typeof next !== 'string') {
        const r = call('toNotation', fen, mv, 'iccs');
        if (r.ok) { mv = r.value; next = after(fen, mv); }
      }
      if (typeof next !== 'string') { onBad?.(ch.m); continue; }
      if (!c.some((x) => x.m === mv)) c.push({ ...walk(next, ch), m: mv });
    }
    return n.t ? { m: n.m, c, t: n.t } : { m: n.m, c };
  };
  return walk(root, t);
}

let last = { key: null, value: null };

/**
 * The analysis of a state: {moves, fens, keys, view (current position), report (all moves of
 * the line), verdict (at the current ply, null when the position is new), seen, fold}.
 */
export function analyse(s, diagram) {
  const moves = tree.lineMoves(s.tree, s.line);
  const lineKey = `${s.root}|${moves.join(',')}|${s.rules}`;
  const key = `${lineKey}|${s.ply}|${diagram ? diagram.id : ''}`;
  if (last.key === key) return last.value;
  let line = last.value && last.value.lineKey === lineKey ? last.value.line : null;
  if (!line) {
    const fens = [s.root];
    for (const m of moves) fens.push(after(fens[fens.length - 1], m));
    const keys = fens.map((f) => boardView(f).key);
    const report = moves.length ? judge(s.root, moves, judgeOptions(s.rules)) : null;
    line = { fens, keys, report };
  }
  const { fens, keys, report } = line;
  const ply = Math.min(s.ply, moves.length);
  const view = boardView(fens[ply]);
  const seen = keys.slice(0, ply + 1).filter((k) => k === keys[ply]).length;
  const fold = 3;
  // The verdict by the board: judged as soon as the position repeats (or, for a diagram whose
  // printed moves stop before the repetition, as a pattern at its last move).
  let verdict = null;
  let pattern = false;
  if (ply > 0 && seen > 1) verdict = judge(s.root, moves.slice(0, ply), judgeOptions(s.rules));
  else if (diagram && diagram.final_position_repeats === false && ply === diagram.moves_iccs.length
    && moves.slice(0, ply).join(',') === diagram.moves_iccs.join(',')) {
    verdict = judge(s.root, moves.slice(0, ply), judgeOptions(s.rules, { pattern: true }));
    pattern = true;
  }
  const value = { lineKey, line, moves, fens, keys, report, ply, view, seen, fold, verdict, pattern };
  last = { key, value };
  return value;
}

// The live referee (the package's `Game`), kept in step with the line shown: stepping back
// undoes, stepping forward plays; a game is rebuilt only for another start or rule set.
let live = null;
function liveGame(root, moves, rules) {
  if (!live || live.root !== root || live.rules !== rules) {
    live?.game.free();
    live = { root, rules, moves: [], game: new engine.mod.Game(root, judgeOptions(rules)) };
  }
  let k = 0;
  while (k < live.moves.length && k < moves.length && live.moves[k] === moves[k]) k++;
  while (live.moves.length > k) { live.game.undo(); live.moves.pop(); }
  for (let i = k; i < moves.length; i++) {
    live.game.play(moves[i]);
    live.moves.push(moves[i]);
  }
  return live.game;
}

const forbidden = new Map();
/**
 * Moves from the current position that would complete a repetition the rules forbid the mover
 * to keep up (`Game.forbiddenMoves`), or whose opponent's reply would (`reply`, the last chance to
 * change): {mv → the status that would follow, with `reply`}.
 */
export function forbiddenMoves(s, a) {
  return memo(forbidden, `${a.lineKey}|${a.ply}`, () => {
    const out = {};
    try {
      const game = liveGame(s.root, a.moves.slice(0, a.ply), s.rules);
      for (const f of game.forbiddenMoves()) out[f.move] = { ...f.status, reply: f.reply };
    } catch { /* past the end of a finished game: nothing more is forbidden */ }
    return out;
  });
}
