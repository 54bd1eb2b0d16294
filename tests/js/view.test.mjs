// The board-view exports the page draws from (crates/xiangqi-wasm/src/view.rs), in the package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
const x = createRequire(import.meta.url)(pkgPath);

test('placement: every FEN the core parses, H/E letters and impossible drafts included', () => {
  const p = x.placement('rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w');
  assert.equal(Object.keys(p.pieces).length, 32);
  assert.equal(p.pieces.b0, 'N', 'H is a horse');
  assert.equal(p.pieces.c9, 'b', 'e is an elephant');
  assert.equal(p.turn, 'red');
  assert.equal(p.key, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w');
  assert.deepEqual(x.placement('9/9/9/9/9/9/9/9/9/9 b').pieces, {}, 'no generals: still drawn');
  assert.throws(() => x.placement('rnbakabnr/9 w'), (e) => e.code === 'ERR_FEN_ROWS');
});

test('boardView: checked general, checkers, outcome; the key equals placement\'s', () => {
  const fen = '3k5/9/9/9/9/9/9/9/9/3R1K3 b';
  const v = x.boardView(fen);
  assert.equal(v.check, 'd9');
  assert.deepEqual(v.checkers, ['d0']);
  assert.equal(v.outcome, null);
  assert.equal(v.key, x.placement(fen).key);
  const mate = x.boardView('R3k4/1R7/9/9/9/9/9/9/9/3K5 b');
  assert.deepEqual(mate.outcome, { winner: 'red', reason: 'checkmate' });
  assert.throws(() => x.boardView('rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'), (e) => e.code === 'ERR_POS_NO_GENERAL');
});

test('setupFen: the inverse of placement; bad squares and letters are ERR_ARGUMENT', () => {
  const start = x.startFen();
  assert.equal(x.setupFen(x.placement(start).pieces, 'red'), start);
  assert.equal(x.setupFen({ e0: 'K', d9: 'k', a1: 'R' }, 'black'), '3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1');
  assert.throws(() => x.setupFen({ z9: 'K' }, 'red'), (e) => e.code === 'ERR_ARGUMENT');
  assert.throws(() => x.setupFen({ e0: 'X' }, 'red'), (e) => e.code === 'ERR_ARGUMENT');
  assert.throws(() => x.setupFen({}, 'white'), (e) => e.code === 'ERR_ARGUMENT');
});
