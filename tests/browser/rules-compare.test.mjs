// A rulebook diagram judged under the three rule sets side by side: the page's AXF, Chinese and
// Chinese 1965 verdicts for a diagram whose AXF and Chinese rulings differ, one where the two
// Chinese editions differ, and one where all agree, checked against tests/data/cn/axf-chinese.json
// (verdict_chinese1965 is given where it differs from verdict_chinese).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SHOTS, DIAGRAMS, DESKTOP, PHONE, pkgPresent, startHarness } from './harness.mjs';

const CN = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'data', 'cn', 'axf-chinese.json'), 'utf8'));
const differing = CN.diagrams.find((x) => x.verdict_axf !== x.verdict_chinese);
const v1965 = (x) => x.verdict_chinese1965 || x.verdict_chinese;
const editions = CN.diagrams.find((x) => x.verdict_axf === x.verdict_chinese && v1965(x) !== x.verdict_chinese);
const agreeing = CN.diagrams.find((x) => x.verdict_axf === x.verdict_chinese && v1965(x) === x.verdict_chinese && x.verdict_axf === 'red_must_change');
const plies = (id) => (DIAGRAMS.diagrams || DIAGRAMS).find((d) => d.id === id).moves_iccs.length;

if (!pkgPresent) {
  test('rules compared side by side', { skip: 'www/pkg/xiangqi_wasm.js is missing: run ./build.sh build first' }, () => {});
} else {
  let H;
  before(async () => { H = await startHarness(); });
  after(async () => { await H?.close(); });

  for (const [what, x] of [['differ', differing], ['editions differ', editions], ['agree', agreeing]]) {
    for (const [name, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      test(`${name}: diagram ${x.id} (rule sets ${what}) shows both verdicts as the Chinese data file expects`, async () => {
        const { page, context, errors } = await H.openPage(`#diagram=${x.id}&ply=${plies(x.id)}`, { device });
        try {
          const box = page.locator('[data-testid=rules-compare]');
          await box.waitFor();
          assert.equal(await box.getAttribute('data-axf'), x.verdict_axf);
          assert.equal(await box.getAttribute('data-chinese'), x.verdict_chinese);
          assert.equal(await box.getAttribute('data-chinese1965'), v1965(x));
          assert.equal(await box.getAttribute('data-differ'), what === 'agree' ? 'no' : 'yes');
          assert.equal(await page.locator('[data-testid=rules-differ]').count(), what === 'agree' ? 0 : 1);
          for (const side of ['red', 'black']) {
            const cells = box.locator(`tr[data-side=${side}] td`);
            // the engine's AXF pattern is the one the classification table shows as ours
            const ours = await page.locator(`[data-testid=classification] tr[data-side=${side}] [data-pattern]`).getAttribute('data-pattern');
            assert.equal(await cells.nth(0).getAttribute('data-pattern'), ours, `${side}'s AXF pattern`);
            assert.ok(await cells.nth(1).getAttribute('data-pattern'), `${side}'s Chinese pattern`);
            assert.ok(await cells.nth(2).getAttribute('data-pattern'), `${side}'s Chinese 1965 pattern`);
          }
          const text = await box.textContent();
          assert.match(text, /AXF/);
          assert.match(text, /Chinese \(CXA\)/);
          assert.match(text, /Chinese 1965/);
          await box.scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(SHOTS, `rules-compare-${x.id}-${name}.png`) });
          const box2 = await box.boundingBox();
          assert.ok(box2.x >= 0 && box2.x + box2.width <= page.viewportSize().width + 0.5, 'the table fits the width');
          // the same table in Chinese, and under the Chinese rule set of the link
          await page.evaluate(() => { location.hash += '&rules=chinese'; });
          await page.click('[data-testid=lang-toggle]');
          await page.waitForFunction(() => /三种棋例对照/.test(document.querySelector('[data-testid=rules-compare]')?.textContent || ''));
          assert.equal(await box.getAttribute('data-chinese'), x.verdict_chinese);
          assert.equal(await box.getAttribute('data-axf'), x.verdict_axf);
          assert.equal(await box.getAttribute('data-chinese1965'), v1965(x));
          assert.deepEqual(errors, []);
        } finally { await context.close(); }
      });
    }
  }
}
