// The live-play Game of the npm package (Node build, target/npm-package from ./build.sh pack).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const x = createRequire(import.meta.url)(`${root}target/npm-package/node/index.cjs`);

const DIAGRAM_2 = '9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1'; // Red checks perpetually with the chariot
const PERPETUAL = ['f0e0', 'e8f8', 'e0f0', 'f8e8', 'f0e0', 'e8f8'];

function throwsCode(fn, code) {
  assert.throws(fn, (e) => e instanceof x.XiangqiError && e.code === code || assert.fail(`${e.code}: ${e.message}`));
}
/** Everything observable of a game. */
const look = (g) => ({ fen: g.fen(), history: g.history(), status: g.status(), over: g.isOver(), turn: g.turn() });

test('forbiddenMoves warns before the perpetual check is repeated; preview says why', () => {
  const g = new x.Game(DIAGRAM_2);
  for (const m of PERPETUAL) g.play(m);
  const before = look(g);
  const forbidden = g.forbiddenMoves();
  assert.deepEqual(forbidden.map((f) => f.move), ['e0f0']);
  const [f] = forbidden;
  assert.equal(f.occurrences, 2);
  assert.equal(f.endsGame, false);
  assert.equal(f.status.verdict, 'red_must_change');
  assert.equal(f.status.sides.red.violates, true);
  assert.match(f.status.explanation.en, /perpetual/i);
  const p = g.preview('车五平四');
  assert.equal(p.move.move, 'e0f0');
  assert.equal(p.move.inCycle, true);
  assert.deepEqual(p.move.labels, ['check', 'offer']);
  assert.equal(p.forbidden, true);
  assert.equal(p.occurrences, 2);
  assert.equal(p.status.verdict, 'red_must_change');
  assert.deepEqual(p.status.moves, []);
  assert.deepEqual(look(g), before, 'preview and forbiddenMoves change nothing');
});

test('a game over by repetition refuses further moves with ERR_GAME_OVER, changing nothing', () => {
  const g = new x.Game(DIAGRAM_2);
  for (const m of [...PERPETUAL, 'e0f0', 'f8e8']) g.play(m);
  assert.equal(g.isOver(), true);
  assert.deepEqual(g.outcome(), { status: 'repetition', result: 'black_wins' });
  const before = look(g);
  throwsCode(() => g.play('f0e0'), 'ERR_GAME_OVER');
  throwsCode(() => g.preview('f0e0'), 'ERR_GAME_OVER');
  assert.deepEqual(g.forbiddenMoves(), []);
  assert.deepEqual(look(g), before);
  assert.equal(g.undo(), 'f8e8');
  assert.equal(g.isOver(), false);
  assert.equal(g.outcome(), null);
});

test('play reports inCycle; status({moves: false}) and status() list only the cycle', () => {
  const g = new x.Game(DIAGRAM_2);
  const reports = [...PERPETUAL, 'e0f0'].map((m) => g.play(m));
  assert.deepEqual(reports.map((r) => r.inCycle), [false, false, false, true, true, true, true]);
  assert.deepEqual(reports.map((r) => r.ply), [1, 2, 3, 4, 5, 6, 7]);
  const s = g.status();
  assert.deepEqual(s.cycle, { fromPly: 4, toPly: 7 });
  assert.deepEqual(s.moves.map((m) => m.ply), [4, 5, 6, 7]);
  const judged = x.judge(DIAGRAM_2, g.history());
  assert.deepEqual(s.moves, judged.moves.filter((m) => m.inCycle));
  const bare = g.status({ moves: false });
  assert.deepEqual(bare, { ...judged, moves: [] });
  throwsCode(() => g.status({ move: false }), 'ERR_ARGUMENT');
  throwsCode(() => g.status({ moves: 'no' }), 'ERR_ARGUMENT');
});

test('an illegal or unreadable move is refused and leaves the game exactly as it was', () => {
  const g = new x.Game();
  g.play('h2e2');
  const before = look(g);
  throwsCode(() => g.play('a0a5'), 'ERR_ILLEGAL_MOVE');
  throwsCode(() => g.play('zz'), 'ERR_NOTATION');
  throwsCode(() => g.play(42), 'ERR_ARGUMENT');
  throwsCode(() => g.preview('a0a5'), 'ERR_ILLEGAL_MOVE');
  assert.deepEqual(look(g), before);
});

test('turn, fen, startFen, legalMoves, dests, history of a ready Game', () => {
  const g = new x.Game();
  assert.equal(g.turn(), 'red');
  g.play('炮二平五');
  assert.equal(g.turn(), 'black');
  assert.equal(g.startFen(), x.startFen());
  assert.deepEqual(g.legalMoves(), x.legalMoves(g.fen()));
  assert.deepEqual(g.dests(), x.dests(g.fen()));
  assert.deepEqual(g.history(), ['h2e2']);
  assert.notEqual(g.legalMoves(), g.legalMoves(), 'a fresh array each call');
});

test('clone is independent; toJSON / fromJSON round-trip (through JSON text too)', () => {
  const g = new x.Game(DIAGRAM_2, { fold: 4, moveLimit: 60 });
  for (const m of PERPETUAL) g.play(m);
  const c = g.clone();
  c.play('e0f0');
  assert.equal(g.history().length, 6);
  assert.equal(c.history().length, 7);
  const json = g.toJSON();
  assert.deepEqual(json, {
    start: DIAGRAM_2, moves: PERPETUAL,
    options: { rules: 'axf', fold: 4, pattern: false, moveLimit: 60, maxCountedChecks: 10 },
  });
  const back = x.Game.fromJSON(JSON.parse(JSON.stringify(g)));
  assert.deepEqual(look(back), look(g));
  assert.ok(back instanceof x.Game);
  try {
    x.Game.fromJSON({ ...json, moves: ['f0e0', 'e8f8', 'a0a9'] });
    assert.fail('no error');
  } catch (e) {
    assert.ok(e instanceof x.XiangqiError);
    assert.equal(e.code, 'ERR_ILLEGAL_MOVE');
    assert.equal(e.index, 2);
  }
  // A game that ended cannot be continued in its JSON either.
  const over = [...PERPETUAL, 'e0f0', 'f8e8', 'f0e0'];
  assert.throws(() => x.Game.fromJSON({ ...json, options: {}, moves: over }), (e) => e.code === 'ERR_GAME_OVER' && e.index === 8);
  throwsCode(() => x.Game.fromJSON({ ...json, extra: 1 }), 'ERR_ARGUMENT');
  throwsCode(() => x.Game.fromJSON('text'), 'ERR_ARGUMENT');
  for (const o of [g, c, back]) o.free();
});

test('a freed Game throws ERR_FREED from every method; other games keep working', () => {
  const g = new x.Game();
  const other = new x.Game();
  g.free();
  const methods = Object.getOwnPropertyNames(x.Game.prototype)
    .filter((k) => !['constructor', 'free', '__destroy_into_raw'].includes(k));
  assert.ok(methods.length >= 15, methods.join());
  for (const k of methods) throwsCode(() => g[k]('h2e2'), 'ERR_FREED');
  assert.equal(other.legalMoves().length, 44);
  other.free();
});

// Two chariots check a lone general: the left cycle brings the start back once; then on the right
// the check back to f2 goes to a new position, and the general's only reply brings the start back
// a third time — Red loses. The check is the last chance to change: flagged with its reply.
const TWO_CARS = '4k4/9/9/9/9/9/9/3R1R3/4A4/4K4 w - - 0 1';
const TWO_CARS_MOVES = ['d2e2', 'e9d9', 'e2d2', 'd9e9', 'f2e2', 'e9f9'];

test('forbiddenMoves flags a check whose only reply completes the perpetual check, with the reply', () => {
  const g = new x.Game(TWO_CARS);
  for (const m of TWO_CARS_MOVES) g.play(m);
  const before = look(g);
  const f = g.forbiddenMoves().find((e) => e.move === 'e2f2');
  assert.ok(f, 'the check back to f2 is flagged');
  assert.equal(f.reply, 'f9e9');
  assert.equal(f.occurrences, 3);
  assert.equal(f.endsGame, true);
  assert.equal(f.status.verdict, 'red_must_change');
  assert.equal(f.status.result, 'black_wins');
  const p = g.preview('e2f2');
  assert.equal(p.forbidden, false);
  assert.equal(p.occurrences, 1);
  assert.equal(p.forbiddenAfterReply, true);
  assert.equal(p.reply, 'f9e9');
  assert.deepEqual(p.replyStatus, f.status);
  // the king's step is no last chance: nothing after it repeats
  const k = g.preview('e0d0');
  assert.deepEqual([k.forbidden, k.forbiddenAfterReply, k.reply, k.replyStatus], [false, false, null, null]);
  assert.ok(!g.forbiddenMoves().some((e) => e.move === 'e0d0'));
  assert.deepEqual(look(g), before, 'preview and forbiddenMoves change nothing');
  // a move forbidden by itself has reply null
  const d = new x.Game(DIAGRAM_2);
  for (const m of PERPETUAL) d.play(m);
  assert.deepEqual(d.forbiddenMoves().map((e) => [e.move, e.reply]), [['e0f0', null]]);
  g.play('e2f2');
  g.play('f9e9');
  assert.deepEqual(g.outcome(), { status: 'repetition', result: 'black_wins' });
});

// Game.step: one call that answers what play, fen, turn, status, outcome, forbiddenMoves, dests
// and boardView answer separately — through a forbidden repetition (DIAGRAM_2), and a
// last-chance-to-change move (a forbidden entry with a reply) then the repetition loss (TWO_CARS).
test('step(move) plays as play does and returns what the separate calls return; step() describes the state', () => {
  const separate = (t, report) => {
    const over = t.isOver(), bv = x.boardView(t.fen());
    return {
      ply: t.history().length, fen: t.fen(), turn: t.turn(), pieces: bv.pieces, check: bv.check,
      lastMove: report, status: t.status({ moves: false }), outcome: t.outcome(),
      forbidden: t.forbiddenMoves(), dests: over ? {} : t.dests(),
    };
  };
  const seen = { forbidden: false, reply: false };
  for (const [fen, moves] of [[DIAGRAM_2, [...PERPETUAL, 'e0f0', 'f8e8']], [TWO_CARS, [...TWO_CARS_MOVES, 'e2f2', 'f9e9']]]) {
    const g = new x.Game(fen), twin = new x.Game(fen);
    assert.deepEqual(g.step(), separate(twin, null), 'at the start');
    for (const m of moves) {
      for (const f of g.step().forbidden) seen[f.reply === null ? 'forbidden' : 'reply'] = true;
      const st = g.step(m);
      assert.deepEqual(st, separate(twin, twin.play(m)), `after ${m}`);
      assert.deepEqual(g.step(), st, `step() after ${m} describes the same state`);
    }
    throwsCode(() => g.step('a0a9'), 'ERR_ILLEGAL_MOVE');
    // after an undo: the last move's report as play returned it
    g.undo(); twin.undo();
    const replay = new x.Game(fen);
    let report = null;
    for (const m of twin.history()) report = replay.play(m);
    assert.deepEqual(g.step(), separate(twin, report), 'after an undo');
    for (const o of [g, twin, replay]) o.free();
  }
  assert.deepEqual(seen, { forbidden: true, reply: true }, 'both kinds of forbidden move were listed');
  const g = x.Game.fromJSON({ start: TWO_CARS, moves: [...TWO_CARS_MOVES, 'e2f2', 'f9e9'], options: {} });
  const end = g.step();
  assert.deepEqual(end.outcome, { status: 'repetition', result: 'black_wins' });
  assert.deepEqual([end.forbidden, end.dests], [[], {}]);
  throwsCode(() => g.step(g.legalMoves()[0]), 'ERR_GAME_OVER');
  assert.deepEqual(g.step(), end, 'a refused step changes nothing');
  g.free();
});
