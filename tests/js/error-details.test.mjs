// Errors carry what went wrong as data (`details`: the engine's typed error, its variant as
// `kind` and its fields), besides the code, the English message and the location fields.
// Run on the assembled package (target/npm-package, CommonJS entry): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
const x = createRequire(import.meta.url)(pkgPath);

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** The XiangqiError `fn` throws. */
function thrown(fn) {
  try { fn(); } catch (e) { assert.ok(e instanceof x.XiangqiError, String(e)); return e; }
  assert.fail('did not throw');
}

test('FEN errors: the variant and its fields (validateFen and thrown)', () => {
  const bad = 'rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
  assert.deepEqual(x.validateFen(bad), [{ code: 'ERR_FEN_CHAR', message: x.validateFen(bad)[0].message, details: { kind: 'char', row: 4, ch: 'x' } }]);
  const e = thrown(() => x.legalMoves(bad));
  assert.equal(e.code, 'ERR_FEN_CHAR');
  assert.deepEqual(e.details, { kind: 'char', row: 4, ch: 'x' });
  assert.deepEqual(x.validateFen('rnbakabnr/9 w')[0].details, { kind: 'rows', found: 2 });
  assert.deepEqual(x.validateFen('rnbakabnr/9/9/9/9/9/9/9/9/9 x')[0].details, { kind: 'turn', found: 'x' });
  assert.deepEqual(x.validateFen('rnbakabnr/10/9/9/9/9/9/9/9/9 w')[0].details.kind, 'char');
  assert.deepEqual(x.validateFen('rnbakabnr/8/9/9/9/9/9/9/9/9 w')[0].details, { kind: 'row_width', row: 2, width: 8 });
  assert.deepEqual(x.validateFen('')[0].details, { kind: 'empty' });
});

test('position problems: which side, piece, kind and point', () => {
  const problems = x.validateFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNK w');
  assert.deepEqual(problems.map((p) => [p.code, p.details]), [['ERR_POS_GENERAL_SQUARE', { kind: 'unreachable', piece: 'K', square: 'i0' }]]);
  const none = x.validateFen('rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w');
  assert.deepEqual(none.map((p) => p.details), [{ kind: 'no_general', color: 'black' }]);
  const many = x.validateFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w');
  assert.deepEqual(many.find((p) => p.code === 'ERR_POS_TOO_MANY').details, { kind: 'too_many', color: 'red', role: 'chariot', count: 3 });
  const e = thrown(() => x.legalMoves('rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'));
  assert.deepEqual(e.details, { problems: [{ code: 'ERR_POS_NO_GENERAL', kind: 'no_general', color: 'black' }] });
});

test('a bad move: the text as given, and the index in a list', () => {
  const e = thrown(() => x.play(START, 'a0a5'));
  assert.equal(e.code, 'ERR_ILLEGAL_MOVE');
  assert.deepEqual(e.details, { text: 'a0a5' });
  const j = thrown(() => x.judge(START, ['h2e2', 'h9g7', '马九进九']));
  assert.equal(j.index, 2);
  assert.deepEqual(j.details, { text: '马九进九' });
});

test('record errors: the variant and its fields, thrown and attached to the game', () => {
  const games = x.readGame('[Event "bad"]\n1. h2e2 h9g7\n2. h0h9 *\n').games;
  const err = games[0].error;
  assert.equal(err.code, 'ERR_RECORD_MOVE');
  assert.deepEqual(err.details, { kind: 'move', text: 'h0h9', reason: 'ERR_ILLEGAL_MOVE' });
  assert.deepEqual([err.line, err.ply], [3, 2]);
  const e = thrown(() => x.readGame('hello, world'));
  assert.equal(e.code, 'ERR_RECORD_FORMAT');
  assert.deepEqual(e.details, { kind: 'unknown_format' });
  const g = thrown(() => x.Game.fromRecord(new Uint8Array([0, 1, 2, 3, 255])));
  assert.equal(g.code, 'ERR_RECORD_FORMAT');
  assert.equal(g.details.kind, 'unknown_format');
});
