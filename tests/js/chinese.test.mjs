// Node tests of the `rules` option (`'axf' | 'chinese' | 'chinese1965'`) in the npm package's judge, describe and
// Game, on reconstructed 1965 cases (tests/data/cn/cn1965-positions.json): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) {
  throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
}
const x = createRequire(import.meta.url)(pkgPath);
const cases = JSON.parse(readFileSync(`${root}tests/data/cn/cn1965-positions.json`, 'utf8')).cases;

test('judge: every reconstructed 1965 case (and own variant) under the three rule sets', () => {
  let judged = 0;
  for (const c of cases.filter((c) => c.fen)) {
    for (const e of [c, ...(c.own_variants || [])]) {
      for (const rules of ['axf', 'chinese', 'chinese1965']) {
        const r = x.judge(e.fen, c.moves_iccs, { rules, pattern: c.pattern });
        assert.equal(r.rules, rules);
        assert.equal(r.verdict, e[`verdict_${rules}`], `${c.label} under ${rules}: ${r.explanation.en}`);
      }
    }
    assert.equal(c.verdict_chinese1965, c.verdict_1965, c.label);
    judged += 1;
  }
  assert.ok(judged >= 29);
});

test('judge: the Chinese report names its rule set and cites the Chinese items', () => {
  const c = cases.find((c) => c.label === '图五'); // 长要杀
  const r = x.judge(c.fen, c.moves_iccs, { rules: 'chinese' });
  assert.equal(r.verdict, 'red_must_change');
  assert.equal(r.sides.red.pattern, 'perpetual_mate_threat');
  assert.ok(r.sides.red.violates);
  assert.ok(r.sides.red.articles.includes('cn1965_forbidden_2'));
  const cited = r.articles.map((a) => a.id);
  assert.ok(cited.includes('cn2011_25_2'));
  const item = r.articles.find((a) => a.id === 'cn1965_forbidden_2');
  assert.match(item.zh, /要杀/);
  assert.ok(item.en.length > 0);
  const axf = x.judge(c.fen, c.moves_iccs);
  assert.equal(axf.rules, 'axf');
  assert.equal(axf.verdict, 'draw');
});

test('describe: what counts as a chase follows the rule set', () => {
  // A red elephant attacks a black horse protected by the car: 得子 by value under the Chinese rules.
  const fen = '4k1r2/9/9/4p4/9/6n2/9/9/9/2B1K4 w';
  assert.ok(x.describe(fen, 'c0e2', { rules: 'chinese' }).labels.includes('chase'));
  assert.ok(!x.describe(fen, 'c0e2').labels.includes('chase'));
  assert.ok(!x.describe(fen, 'c0e2', { rules: 'axf' }).labels.includes('chase'));
});

test('Game: the verdict at the repetition follows the rule set', () => {
  const c = cases.find((c) => c.label === '图六'); // 一将一要杀
  const play = (rules) => {
    const g = new x.Game(c.fen, { rules, fold: 3 });
    for (let i = 0; i < 8; i++) g.play(c.moves_iccs[i % 4]);
    const st = g.status();
    g.free();
    return st;
  };
  const cn = play('chinese');
  assert.equal(cn.status, 'repetition');
  assert.equal(cn.result, 'black_wins');
  assert.equal(play('axf').result, 'draw');
});

test('Game: under the 1965 rules a side that cannot change is excused (例六, 图十四)', () => {
  const play = (label, rules) => {
    const c = cases.find((c) => c.label === label);
    const g = new x.Game(c.fen, { rules, fold: 3 });
    for (let i = 0; i < 8; i++) g.play(c.moves_iccs[i % 4]);
    const st = g.status();
    g.free();
    return st.result;
  };
  // 例六: the red horse has no other square, so Black (二捉) must change under both.
  assert.equal(play('例六', 'chinese1965'), 'red_wins');
  assert.equal(play('例六', 'chinese'), 'red_wins');
  // 图十四: Red's cannon can change, so 二打一还打 is a draw in 1965; the 2011 rulings make Black change.
  assert.equal(play('图十四', 'chinese1965'), 'draw');
  assert.equal(play('图十四', 'chinese'), 'red_wins');
});

test('an unknown rule set is ERR_ARGUMENT everywhere', () => {
  const c = cases.find((c) => c.label === '图四');
  for (const f of [
    () => x.judge(c.fen, c.moves_iccs, { rules: 'cxa' }),
    () => x.describe(c.fen, c.moves_iccs[0], { rules: 'Chinese' }),
    () => new x.Game(c.fen, { rules: 'wxf' }),
    () => x.judge(c.fen, c.moves_iccs, { rules: 1 }),
    () => x.judge(c.fen, c.moves_iccs, { rules: 'chinese1999' }),
  ]) {
    assert.throws(f, (e) => e instanceof x.XiangqiError && e.code === 'ERR_ARGUMENT');
  }
});
