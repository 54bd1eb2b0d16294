// The rebuilt seed-004 referee rulings (tests/data/cn/rulings-2011.json) through the npm package's
// Node build: the same verdicts under the three rule sets as the Rust test (crates/xiangqi/tests/rulings.rs),
// and the gain over several moves (交换得子) on the ply the data names. node --test tests/js/
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
const { rulings } = JSON.parse(readFileSync(`${root}tests/data/cn/rulings-2011.json`, 'utf8'));

test('judge: every rebuilt seed-004 ruling (and own variant) under the three rule sets', () => {
  let judged = 0;
  for (const r of rulings) {
    for (const e of [r, ...(r.own_variants || [])]) {
      for (const rules of ['axf', 'chinese', 'chinese1965']) {
        const report = x.judge(e.fen, r.moves_iccs, { rules });
        assert.equal(report.verdict, e[`verdict_${rules}`], `${r.label} under ${rules}: ${report.explanation.en}`);
      }
    }
    judged += 1;
  }
  assert.ok(judged >= 9);
});

test('judge: a gain over several moves is a chase under the Chinese rules only', () => {
  for (const r of rulings.filter((r) => r.gain_ply)) {
    const move = (rules) => x.judge(r.fen, r.moves_iccs, { rules }).moves[r.gain_ply - 1];
    const cn = move('chinese');
    assert.ok(cn.labels.includes('chase'), `${r.label}: ${cn.labels}`);
    assert.ok(cn.chases.every((c) => c.protected), r.label);
    assert.deepEqual(move('axf').chases, [], r.label);
  }
});
