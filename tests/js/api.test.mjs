// Node tests of the npm package as assembled by `./build.sh pack` (target/npm-package, its
// CommonJS entry): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs, { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) {
  throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
}
const x = createRequire(import.meta.url)(pkgPath);

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const MATE = 'R3k4/1R7/9/9/9/9/9/9/9/3K5 b';

/** Asserts that fn throws a XiangqiError with this code. */
function throwsCode(fn, code) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof x.XiangqiError, `a XiangqiError: ${e}`);
    assert.ok(e instanceof Error, 'an Error');
    assert.equal(e.name, 'XiangqiError');
    assert.equal(e.code, code, `code of: ${e.message}`);
    assert.ok(e.message.length > 0);
    return true;
  });
}

test('startFen', () => {
  assert.equal(x.startFen(), START);
});

test('perft(startFen(), d) matches the published counts', () => {
  assert.equal(x.perft(x.startFen(), 1), 44);
  assert.equal(x.perft(x.startFen(), 2), 1920);
  assert.equal(x.perft(x.startFen(), 3), 79666);
  assert.equal(typeof x.perft(x.startFen(), 3), 'number');
});

test('legalMoves and dests agree', () => {
  const moves = x.legalMoves(START);
  assert.equal(moves.length, 44);
  const d = x.dests(START);
  const flat = Object.entries(d).flatMap(([from, tos]) => tos.map((to) => from + to));
  assert.deepEqual([...flat].sort(), [...moves].sort());
  assert.ok(d.h2.includes('e2'));
});

test('play returns the new FEN and chains', () => {
  const a = x.play(START, 'h2e2');
  assert.equal(a, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1');
  const b = x.play(a, 'h9g7');
  assert.match(b, / w - - 2 2$/);
});

test('play accepts ICCS, WXF and Chinese', () => {
  const a = x.play(START, 'h2e2');
  assert.equal(x.play(START, 'C2.5'), a);
  assert.equal(x.play(START, '炮二平五'), a);
  assert.equal(x.play(START, 'H2-E2'), a);
  throwsCode(() => x.play(START, '炮二平九'), 'ERR_ILLEGAL_MOVE');
  throwsCode(() => x.play(START, '前炮平五'), 'ERR_NOTATION');
});

test('toNotation round-trips every legal move of a few positions', () => {
  const fens = [START, x.play(START, 'h2e2'), x.play(x.play(START, 'h2e2'), 'h9g7')];
  for (const fen of fens) {
    for (const m of x.legalMoves(fen)) {
      for (const n of ['iccs', 'wxf', 'chinese']) {
        const text = x.toNotation(fen, m, n);
        assert.equal(x.toNotation(fen, text, 'iccs'), m, `${fen}: ${m} -> ${n} ${text}`);
        assert.equal(x.play(fen, text), x.play(fen, m));
      }
    }
  }
  assert.equal(x.toNotation(START, 'h2e2', 'chinese'), '炮二平五');
  assert.equal(x.toNotation(START, 'h2e2', 'wxf'), 'C2.5');
  throwsCode(() => x.toNotation(START, 'h2e2', 'san'), 'ERR_ARGUMENT');
  throwsCode(() => x.toNotation(START, 'h2e2'), 'ERR_ARGUMENT');
  throwsCode(() => x.toNotation(START, 'a0a5', 'wxf'), 'ERR_ILLEGAL_MOVE');
});

test('status', () => {
  assert.deepEqual(x.status(START), {
    turn: 'red', check: false, checkmate: false, stalemate: false, outcome: null,
  });
  assert.deepEqual(x.status(MATE), {
    turn: 'black', check: true, checkmate: true, stalemate: false,
    outcome: { winner: 'red', reason: 'checkmate' },
  });
  assert.deepEqual(x.status('4k4/3P1P3/9/9/9/9/9/9/9/3K5 b').outcome,
    { winner: 'red', reason: 'stalemate' });
});

test('validateFen lists problems with codes', () => {
  assert.deepEqual(x.validateFen(START), []);
  assert.equal(x.validateFen('').at(0).code, 'ERR_FEN_EMPTY');
  assert.equal(x.validateFen('rnbakabnr/9 w').at(0).code, 'ERR_FEN_ROWS');
  const codes = x.validateFen('9/9/9/9/9/9/9/9/9/K8 w').map((p) => p.code);
  assert.ok(codes.includes('ERR_POS_NO_GENERAL'), codes.join());
  assert.ok(codes.includes('ERR_POS_GENERAL_SQUARE'), codes.join());
  for (const p of x.validateFen('9/9/9/9/9/9/9/9/9/K8 w')) {
    assert.deepEqual(Object.keys(p).sort(), ['code', 'details', 'message']);
  }
});

test('an illegal move throws XiangqiError ERR_ILLEGAL_MOVE', () => {
  throwsCode(() => x.play(START, 'a0a5'), 'ERR_ILLEGAL_MOVE');
  throwsCode(() => x.play(START, 'e0e2'), 'ERR_ILLEGAL_MOVE');
});

test('unreadable moves throw ERR_NOTATION', () => {
  // A lone `h2` is SAN (a soldier to h2), as records write it: readable, but no soldier can.
  throwsCode(() => x.play(START, 'h2'), 'ERR_ILLEGAL_MOVE');
  for (const bad of ['', 'hello', 'z9z8', 'h2e2e3', 'h'.repeat(100000)]) {
    throwsCode(() => x.play(START, bad), 'ERR_NOTATION');
  }
});

test('bad FENs throw their ERR_FEN_* / ERR_POS_* code', () => {
  throwsCode(() => x.legalMoves(''), 'ERR_FEN_EMPTY');
  throwsCode(() => x.legalMoves('x'.repeat(10 * 1024 * 1024)), 'ERR_FEN_TOO_LONG');
  throwsCode(() => x.status('4k4/9/9/9/9/9/9/9/9/4K4 w'), 'ERR_POS_GENERALS_FACING');
  throwsCode(() => x.dests('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x'), 'ERR_FEN_TURN');
});

test('wrong JS types throw ERR_ARGUMENT, never trap', () => {
  for (const v of [undefined, null, 42, true, {}, [], Symbol('s'), 10n, () => 1]) {
    throwsCode(() => x.legalMoves(v), 'ERR_ARGUMENT');
    throwsCode(() => x.validateFen(v), 'ERR_ARGUMENT');
    throwsCode(() => x.dests(v), 'ERR_ARGUMENT');
    throwsCode(() => x.status(v), 'ERR_ARGUMENT');
    throwsCode(() => x.play(START, v), 'ERR_ARGUMENT');
    throwsCode(() => x.play(v, 'h2e2'), 'ERR_ARGUMENT');
    throwsCode(() => x.perft(v, 1), 'ERR_ARGUMENT');
    throwsCode(() => x.toNotation(v, 'h2e2', 'wxf'), 'ERR_ARGUMENT');
    throwsCode(() => x.toNotation(START, v, 'wxf'), 'ERR_ARGUMENT');
    throwsCode(() => x.toNotation(START, 'h2e2', v), 'ERR_ARGUMENT');
  }
  throwsCode(() => x.legalMoves(), 'ERR_ARGUMENT');
  throwsCode(() => x.play(START), 'ERR_ARGUMENT');
});

test('perft depth checks', () => {
  for (const d of [-1, 1.5, NaN, Infinity, '2', null, undefined, 2n]) {
    throwsCode(() => x.perft(START, d), 'ERR_ARGUMENT');
  }
  throwsCode(() => x.perft(START, 8), 'ERR_LIMIT');
  assert.equal(x.perft(START, 0), 1);
});

test('invalid UTF-16 (lone surrogates) does not trap', () => {
  throwsCode(() => x.legalMoves('\ud800'), 'ERR_FEN_ROWS');
  throwsCode(() => x.play(START, 'h2\udc00e2'), 'ERR_NOTATION');
});

test('the module keeps working after many errors', () => {
  for (let i = 0; i < 1000; i++) {
    assert.throws(() => x.play(START, 'a0a5'));
    assert.throws(() => x.legalMoves(null));
    assert.throws(() => x.perft(START, 99));
  }
  assert.equal(x.legalMoves(START).length, 44);
  assert.equal(x.perft(START, 2), 1920);
});

test('every rulebook diagram FEN loads (tests/data/axf-diagrams.json)', () => {
  const diagrams = JSON.parse(readFileSync(`${root}tests/data/axf-diagrams.json`, 'utf8'));
  assert.ok(diagrams.length > 0);
  const bad = [];
  for (const d of diagrams.filter((d) => d.fen)) {
    const problems = x.validateFen(d.fen);
    if (problems.length) bad.push(`${d.label}: ${problems.map((p) => p.code).join(',')}`);
    else assert.equal(typeof x.status(d.fen).check, 'boolean');
  }
  assert.deepEqual(bad, []);
});

// The 107 diagrams of the AXF rulebook, judged through the JS API and compared with the rulebook.
test('judge agrees with all 107 rulebook diagrams', () => {
  const diagrams = JSON.parse(readFileSync(`${root}tests/data/axf-diagrams.json`, 'utf8'));
  assert.equal(diagrams.length, 107);
  let agree = 0;
  for (const d of diagrams) {
    const r = x.judge(d.fen, d.moves_iccs, { pattern: !d.final_position_repeats });
    assert.equal(r.verdict, d.verdict, `diagram ${d.id}: ${r.explanation.en}`);
    assert.deepEqual(r.violations, d.violations, `diagram ${d.id}`);
    assert.deepEqual(
      { red: r.sides.red.violates, black: r.sides.black.violates }, d.violations, `diagram ${d.id}`);
    assert.deepEqual(r.moves.map((m) => m.move), d.moves_iccs, `diagram ${d.id}`);
    agree += 1;
  }
  console.log(`judged ${agree} of ${diagrams.length} rulebook diagrams as the rulebook does`);
});

test('describe and Game', () => {
  const fen = 'c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1';
  const r = x.describe(fen, 'h8h9');
  assert.deepEqual(r.labels, ['check']);
  assert.equal(r.checks[0].targetPiece, 'k');
  assert.deepEqual(r.chases, []);
  assert.equal(r.targets, undefined);
  // `classify`, the former name, is a deprecated alias: the same report and the same errors.
  assert.deepEqual(x.classify(fen, 'h8h9'), r);
  throwsCode(() => x.classify(fen, 'h8h7'), 'ERR_ILLEGAL_MOVE');
  throwsCode(() => x.describe(fen, 'h8h7'), 'ERR_ILLEGAL_MOVE');
  const g = new x.Game(fen, { fold: 3 });
  for (const m of ['h8h9', 'f9f8', 'h9h8', 'f8f9', 'h8h9', 'f9f8', 'h9h8', 'f8f9']) g.play(m);
  const st = g.status();
  assert.equal(st.status, 'repetition');
  assert.equal(st.result, 'black_wins');
  // The game is over: a further move is refused and changes nothing.
  throwsCode(() => g.play('h8h9'), 'ERR_GAME_OVER');
  assert.equal(g.history().length, 8);
  assert.equal(g.undo(), 'f8f9');
  assert.equal(g.history().length, 7);
  assert.equal(g.status().status, 'ongoing');
  assert.equal(g.status().verdict, 'red_must_change');
  assert.throws(() => g.play('zz'), (e) => e.name === 'XiangqiError' && e.code === 'ERR_NOTATION');
  assert.throws(() => x.judge(fen, 'h8h9'), (e) => e.code === 'ERR_ARGUMENT');
});

test('XiangqiError is a class: instanceof, name, code, message, index', () => {
  assert.equal(typeof x.XiangqiError, 'function');
  const e = new x.XiangqiError('ERR_ARGUMENT', 'made by hand');
  assert.ok(e instanceof Error && e instanceof x.XiangqiError);
  assert.equal(e.name, 'XiangqiError');
  assert.equal(String(e), 'XiangqiError: made by hand');
  try {
    x.judge(START, ['h2e2', 'h9g7', 'zz']);
    assert.fail('no error');
  } catch (err) {
    assert.ok(err instanceof x.XiangqiError);
    assert.equal(err.code, 'ERR_NOTATION');
    assert.equal(err.index, 2);
    assert.match(err.message, /^moves\[2\]: /);
    assert.match(err.stack, /XiangqiError/);
  }
  try {
    x.judge(START, ['h2e2', 'a0a5']);
    assert.fail('no error');
  } catch (err) {
    assert.equal(err.code, 'ERR_ILLEGAL_MOVE');
    assert.equal(err.index, 1);
  }
  throwsCode(() => x.play(START, 'a0a5'), 'ERR_ILLEGAL_MOVE');
});

test('options: unknown keys and bad values are ERR_ARGUMENT naming the key; rules', () => {
  for (const [opts, word] of [[{ folds: 3 }, 'folds'], [{ fold: 3, movelimit: 10 }, 'movelimit'],
    [{ rules: 'fide' }, 'rules'], [{ rules: 1 }, 'rules'], [{ fold: 1 }, 'fold'], [{ pattern: 1 }, 'pattern']]) {
    assert.throws(() => x.judge(START, [], opts), (e) => {
      assert.ok(e instanceof x.XiangqiError);
      assert.equal(e.code, 'ERR_ARGUMENT');
      assert.ok(e.message.includes(word), e.message);
      return true;
    });
    assert.throws(() => new x.Game(START, opts), (e) => e.code === 'ERR_ARGUMENT' && e.message.includes(word));
  }
  assert.equal(x.judge(START, [], { rules: 'axf' }).rules, 'axf');
  throwsCode(() => x.judge(START, [], 'axf'), 'ERR_ARGUMENT');
});

test('a freed Game throws ERR_FREED; free() twice and Symbol.dispose are harmless', () => {
  const g = new x.Game();
  g.play('h2e2');
  g.free();
  g.free();
  for (const call of [() => g.fen(), () => g.play('h9g7'), () => g.history(), () => g.status(), () => g.undo()]) {
    throwsCode(call, 'ERR_FREED');
  }
  const h = new x.Game();
  assert.equal(typeof h[Symbol.dispose], 'function');
  h[Symbol.dispose]();
  throwsCode(() => h.fen(), 'ERR_FREED');
  h.free();
  // Others keep working.
  assert.equal(new x.Game().history().length, 0);
});

test('the ES module entry and the CommonJS entry are one instance', async () => {
  const esm = await import(`${root}target/npm-package/node/index.mjs`);
  assert.equal(esm.Game, x.Game);
  assert.equal(esm.XiangqiError, x.XiangqiError);
  assert.equal(esm.default, x.default);
  await esm.default();
  esm.initSync();
  assert.deepEqual(Object.keys(esm).sort(), Object.keys(x).filter((k) => k !== '__esModule').sort());
});

test('no internal export is public', () => {
  for (const name of Object.keys(x)) assert.ok(!name.startsWith('__') || name === '__esModule', name);
  const dts = readFileSync(`${root}target/npm-package/index.d.ts`, 'utf8');
  for (const word of ['__xiangqi', '__wbg', 'InitOutput']) assert.ok(!dts.includes(word), word);
});

test('docs/api-contract.md states the API surface of the typings (node npm/api-surface.mjs --write)', async () => {
  const { withSection, CONTRACT } = await import(`${root}npm/api-surface.mjs`);
  const doc = readFileSync(CONTRACT, 'utf8');
  const dts = readFileSync(`${root}target/npm-package/index.d.ts`, 'utf8');
  assert.equal(withSection(doc, dts), doc, 'docs/api-contract.md is stale: run node npm/api-surface.mjs --write');
});

test('ErrorCode is generated from xiangqi::ErrorCode (ErrorCode::ALL), holds every code the JS throws, and the README documents each', () => {
  const dts = readFileSync(`${root}target/npm-package/index.d.ts`, 'utf8');
  const decls = [...dts.matchAll(/export type ErrorCode = ([^;]*);/g)];
  assert.equal(decls.length, 1, 'one ErrorCode declaration (the generated one)');
  const declared = [...decls[0][1].matchAll(/"(ERR_[A-Z0-9_]+)"/g)].map((m) => m[1]);
  // tests/data/error-codes.json is ErrorCode::ALL (crates/xiangqi/tests/error_codes.rs checks it).
  const all = JSON.parse(readFileSync(`${root}tests/data/error-codes.json`, 'utf8'));
  assert.deepEqual([...declared].sort(), [...all].sort());
  // The codes the package's and the board's own JavaScript throw (the Rust side takes them from
  // the enum, so only these can drift).
  const thrown = new Set();
  for (const dir of ['npm/src', 'www/js/board']) {
    for (const f of fs.readdirSync(`${root}${dir}`)) {
      if (!f.endsWith('.js')) continue;
      for (const m of readFileSync(`${root}${dir}/${f}`, 'utf8').matchAll(/['"`](ERR_[A-Z0-9_]*[A-Z0-9])['"`]/g)) thrown.add(m[1]);
    }
  }
  assert.ok(thrown.has('ERR_FREED') && thrown.has('ERR_DIAGRAM'), [...thrown].join());
  for (const code of thrown) assert.ok(all.includes(code), `${code} (thrown in npm/src or www/js/board) is not an xiangqi::ErrorCode`);
  const readme = readFileSync(`${root}npm/README.md`, 'utf8');
  for (const code of all) assert.ok(readme.includes(`\`${code}\``), `${code} is not in npm/README.md's table`);
});
