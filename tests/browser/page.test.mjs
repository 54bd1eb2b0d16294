// End-to-end test of the page in www/ in headless Chromium (playwright-core + /usr/bin/chromium):
// loading, playing by click and drag, FEN links and errors, the rulebook's 107 diagrams.
// Run: node --test tests/browser/   (./build.sh test builds www/pkg first)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SHOTS, START, DIAGRAMS, pkgPresent, startHarness } from './harness.mjs';

const AFTER_H2E2 = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b';

test('www/data holds the current rulebook data (copies of tests/data)', () => {
  for (const name of ['axf-diagrams.json', 'axf-terms.json']) {
    const src = fs.readFileSync(path.join(ROOT, 'tests', 'data', name), 'utf8');
    const copy = fs.readFileSync(path.join(ROOT, 'www', 'data', name), 'utf8');
    assert.ok(src === copy, `www/data/${name} differs from tests/data/${name}: cp tests/data/${name} www/data/`);
  }
  // the 1965 cases are copied by ./build.sh build (with www/pkg), not committed
  if (pkgPresent) {
    for (const name of ['cn1965-positions.json', 'cn1965-cases.json']) {
      const src = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'cn', name), 'utf8');
      const copy = fs.readFileSync(path.join(ROOT, 'www', 'data', name), 'utf8');
      assert.ok(src === copy, `www/data/${name} differs from tests/data/cn/${name}: run ./build.sh build`);
    }
  }
});

test('the page parses no FEN itself (www/js/fen.js is gone; placement comes from the engine)', () => {
  assert.equal(fs.existsSync(path.join(ROOT, 'www', 'js', 'fen.js')), false);
  const js = fs.readdirSync(path.join(ROOT, 'www', 'js'), { recursive: true }).filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(ROOT, 'www', 'js', f), 'utf8')).join('\n');
  assert.doesNotMatch(js, /split\('\/'\)/, 'no FEN row splitting in the page');
  assert.doesNotMatch(js, /engine\.has\(|\bpick\(/, 'no fallbacks for missing exports');
});

if (!pkgPresent) {
  test('page in headless Chromium', { skip: 'www/pkg/xiangqi_wasm.js is missing: run ./build.sh build first (tests/browser skipped)' }, () => {});
} else {
  let H;
  before(async () => { H = await startHarness(); });
  after(async () => { await H?.close(); });

  test('page loads with the wasm engine and no console errors', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      assert.equal(await page.locator('#banner').isVisible(), false, 'no "wasm missing" banner');
      assert.equal(await page.evaluate(() => window.__xiangqiPage && window.__xiangqiPage.loaded), true, 'engine loaded');
      assert.equal(await page.locator('.pieces .piece').count(), 32, '32 pieces on the start position');
      assert.equal(await page.locator('[data-testid^="sq-"]').count(), 90, '90 points');
      assert.equal(await page.inputValue('[data-testid=fen]'), START);
      assert.match(await page.textContent('[data-testid=game-status]'), /Red to move/);
      assert.match(await page.textContent('[data-testid=board-description]'), /Red to move\. Red: .*general e0/);
      await page.screenshot({ path: path.join(SHOTS, 'start.png') });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('the page findings: New game keeps the game played in the history (Back), a refused FEN stays editable, feedback on an opponent\'s piece, a 1965 case opens under chinese1965', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      await page.click('[data-testid=sq-h2]');
      await page.click('[data-testid=sq-e2]');
      await page.waitForURL(/moves=h2e2&ply=1/);
      // an opponent's piece: a word, not silence
      await page.click('[data-testid=sq-e0]');
      await page.waitForFunction(() => /e0: a Red piece/.test(document.querySelector('[data-testid=toast]').textContent));
      await page.click('[data-testid=new-game]');
      await page.waitForFunction(() => window.__xiangqiPage.state().ply === 0);
      assert.match(await page.textContent('[data-testid=toast]'), /Back returns to it/);
      await page.goBack();
      await page.waitForFunction(() => window.__xiangqiPage.state().ply === 1);
      assert.equal(await page.getAttribute('[data-testid=move-1]', 'data-iccs'), 'h2e2', 'Back brings the game played back');
      // a mistyped FEN stays in the box, with its problem beside it
      const bad = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w';
      await page.fill('[data-testid=fen]', bad);
      await page.press('[data-testid=fen]', 'Enter');
      await page.locator('[data-testid=fen-error] li').first().waitFor();
      await page.locator('[data-testid=fen]').blur();
      assert.equal(await page.inputValue('[data-testid=fen]'), bad, 'the refused FEN is kept to be corrected');
      // a rebuilt 1965 case opens under the 1965 rules
      await page.click('[data-testid=tab-rulebook]');
      await page.locator('[data-diagram^="1965-"]').first().click();
      await page.waitForFunction(() => window.__xiangqiPage.state().rules === 'chinese1965');
      assert.equal(await page.inputValue('[data-testid=rules]'), 'chinese1965');
      await page.locator('[data-diagram="18"]').first().click();
      await page.waitForFunction(() => window.__xiangqiPage.state().rules === 'axf');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('plays h2e2 (cannon to the centre) by clicking and shows it in the move list', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      await page.click('[data-testid=sq-h2]');
      assert.ok(await page.locator('.dests .dest').count() > 0, 'legal destinations shown after selecting the cannon');
      await page.click('[data-testid=sq-e2]');
      const mv = page.locator('[data-testid=move-list] [data-testid=move-1]');
      await mv.waitFor();
      assert.equal(await mv.getAttribute('data-iccs'), 'h2e2');
      assert.equal((await mv.locator('.mv-text').textContent()).trim(), '炮二平五', 'Chinese notation (default)');
      assert.ok((await page.inputValue('[data-testid=fen]')).startsWith(AFTER_H2E2), 'fen box shows the new position');
      await page.waitForURL(/moves=h2e2&ply=1/);
      assert.match(await page.textContent('[data-testid=move-reason]'), /炮二平五/);
      assert.match(await page.textContent('[data-testid=board-description]'), /Last move: 炮二平五/);
      await page.selectOption('[data-testid=notation]', 'iccs');
      assert.equal((await mv.locator('.mv-text').textContent()).trim(), 'h2e2');
      await page.selectOption('[data-testid=notation]', 'wxf');
      assert.equal((await mv.locator('.mv-text').textContent()).trim(), 'C2.5');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await page.inputValue('[data-testid=fen]'), START);
      await page.keyboard.press('ArrowRight');
      assert.ok((await page.inputValue('[data-testid=fen]')).startsWith(AFTER_H2E2));
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('drag and drop: an illegal drop is rejected, a legal one is played', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      const centre = async (sq) => {
        const b = await page.locator(`[data-testid=sq-${sq}]`).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      const drag = async (from, to) => {
        const [x1, y1] = await centre(from);
        const [x2, y2] = await centre(to);
        await page.mouse.move(x1, y1);
        await page.mouse.down();
        await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 4 });
        await page.mouse.move(x2, y2, { steps: 4 });
        await page.mouse.up();
      };
      await drag('b0', 'b5');
      assert.equal(await page.locator('[data-testid=move-list] [data-testid=move-1]').count(), 0);
      assert.equal(await page.inputValue('[data-testid=fen]'), START);
      assert.equal(await page.locator('.pieces .piece').count(), 32);
      await drag('b0', 'c2');
      await page.locator('[data-testid=move-1]').waitFor();
      assert.equal(await page.getAttribute('[data-testid=move-1]', 'data-iccs'), 'b0c2');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a #fen= link opens that position; an H/E FEN (as the engine accepts) draws all 32 pieces', async () => {
    const fen = DIAGRAMS.find((d) => d.id === 1).fen;
    const { page, context, errors } = await H.openPage(`#fen=${encodeURIComponent(fen)}`);
    try {
      assert.equal(await page.inputValue('[data-testid=fen]'), fen);
      assert.equal(await page.locator('.pieces .piece').count(), fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').length);
      const he = 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w';
      await page.fill('[data-testid=fen]', he);
      await page.press('[data-testid=fen]', 'Enter');
      await page.waitForFunction(() => document.querySelector('xiangqi-board').shadowRoot.querySelectorAll('.pieces .piece').length === 32);
      assert.equal(await page.locator('[data-testid=fen-error] li').count(), 0, 'no FEN error');
      assert.equal(await page.locator('.pieces [data-piece=N]').count(), 2, 'H is drawn as a horse');
      assert.equal(await page.locator('.pieces [data-piece=b]').count(), 2, 'e is drawn as an elephant');
      // in Setup too
      await page.goto(`${H.base}#setup=1&fen=${encodeURIComponent(he)}`);
      await page.waitForFunction(() => document.querySelector('xiangqi-board').shadowRoot.querySelectorAll('.pieces .piece').length === 32);
      assert.match(await page.textContent('[data-testid=setup-problems]'), /Position is valid/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a bad FEN is refused with every problem in words, in English and Chinese', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      const bad = 'rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
      await page.fill('[data-testid=fen]', bad);
      await page.press('[data-testid=fen]', 'Enter');
      const err = page.locator('[data-testid=fen-error]');
      await err.locator('li').first().waitFor();
      const text = await err.textContent();
      assert.match(text, /no general/i, `error text: ${text}`);
      assert.match(text, /ERR_POS_NO_GENERAL/);
      assert.equal(await page.locator('.pieces .piece').count(), 32, 'board unchanged');
      await page.click('[data-testid=lang-toggle]');
      assert.match(await err.textContent(), /黑方没有将/, 'the engine error in Chinese, with its detail (which side)');
      await page.fill('[data-testid=fen]', 'rnbakabnr/9/1c5c1/p1p1p1p1p w');
      await page.press('[data-testid=fen]', 'Enter');
      assert.match(await err.textContent(), /ERR_FEN_ROWS/);
      assert.match(await err.textContent(), /FEN 的局面有 4 行，应为 10 行/);
      // a bad character: which row and which character, in Chinese (from the error's details)
      await page.fill('[data-testid=fen]', 'rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w');
      await page.press('[data-testid=fen]', 'Enter');
      assert.match(await err.textContent(), /FEN 第 4 行有无法识别的字符「x」.*ERR_FEN_CHAR/);
      await page.click('[data-testid=lang-toggle]');
      assert.match(await err.textContent(), /Row 4 of the FEN has an unknown character “x”/);
      // an impossible position: each problem with its piece and point
      await page.fill('[data-testid=fen]', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNK w');
      await page.press('[data-testid=fen]', 'Enter');
      assert.match(await err.textContent(), /The red general on i0 can never stand there/);
      await page.click('[data-testid=lang-toggle]');
      assert.match(await err.textContent(), /红方的帅在 i0：它永远走不到这一点/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a bad record in the Chinese interface: the error in Chinese with the bad move, its line and ply', async () => {
    const { page, context, errors } = await H.openPage('#tab=records', { lang: 'zh' });
    try {
      await page.fill('[data-testid=record-text]', '[Event "bad"]\n1. h2e2 h9g7\n2. h0h9 *\n');
      await page.click('[data-testid=record-read]');
      const out = page.locator('[data-testid=record-result]');
      await out.locator('.error').waitFor();
      const text = await out.textContent();
      assert.match(text, /着法「h0h9」不合规则（第 3 行，第 3 步）/, text);
      assert.match(text, /ERR_RECORD_MOVE/);
      assert.doesNotMatch(text, /bad move|illegal/i, 'no English');
      assert.match(text, /已载入出错前的 2 步/, 'the moves before the bad one are kept');
      assert.equal(await page.locator('[data-testid=move-list] .mv[data-iccs]').count(), 2);
      // a bad tag line: every move is still read, so not "before the problem"
      await page.fill('[data-testid=record-text]', '[Event "bad"]\n[Red 许银川]\n1. h2e2 h9g7 2. h0g2 *\n');
      await page.click('[data-testid=record-read]');
      await page.waitForFunction(() => /已载入 3 步/.test(document.querySelector('[data-testid=record-result]').textContent));
      assert.doesNotMatch(await out.textContent(), /出错前/);
      assert.match(await out.textContent(), /标签行/);
      assert.equal(await page.locator('[data-testid=move-list] .mv[data-iccs]').count(), 3);
      // a file that is no record at all
      await page.fill('[data-testid=record-text]', 'hello, world');
      await page.click('[data-testid=record-read]');
      await page.waitForFunction(() => /无法识别的棋谱格式/.test(document.querySelector('[data-testid=record-result]').textContent));
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('rulebook: diagram 18 stepped to its end, with labels, reasons and the agreement', async () => {
    const d18 = DIAGRAMS.find((d) => d.id === 18);
    const { page, context, errors } = await H.openPage();
    try {
      await page.click('[data-testid=tab-rulebook]');
      const list = page.locator('[data-testid=diagram-list]');
      assert.equal(await list.locator('[data-diagram]:not([data-diagram^="1965-"])').count(), DIAGRAMS.length, 'all AXF diagrams listed (the 1965 cases after them)');
      await list.locator('[data-diagram="18"]').click();
      await page.click('[data-testid=forward]');
      for (let i = 1; i < d18.moves_iccs.length; i++) await page.keyboard.press('ArrowRight');
      await page.waitForURL(/#diagram=18&ply=9$/);
      const iccs = await page.locator('[data-testid=move-list] [data-iccs]').evaluateAll((els) => els.map((e) => e.dataset.iccs));
      assert.deepEqual(iccs, d18.moves_iccs);
      assert.equal((await page.textContent('[data-testid=rulebook-verdict]')).trim(), 'Red must change');
      assert.equal((await page.textContent('[data-testid=verdict]')).trim(), 'Red must change');
      assert.equal(await page.getAttribute('[data-testid=verdict-agreement]', 'data-agree'), 'yes');
      const badges = await page.locator('[data-testid=move-list] .badge').count();
      assert.ok(badges >= d18.moves_iccs.length, `each move carries its labels (${badges} badges)`);
      assert.match(await page.textContent('[data-testid=move-reason]'), /chases/);
      assert.match(await page.textContent('[data-testid=seen]'), /position seen 3 of 3 times/);
      assert.match(await page.textContent('[data-testid=repetition-stamp]'), /3\/3/);
      assert.ok(await page.locator('.arrows .arrow.chase').count() >= 1, 'an arrow for the chase');
      assert.equal(await page.getAttribute('[data-testid=classification] tr[data-side=red]', 'data-differs'), 'no');
      assert.match(await page.textContent('[data-testid=side-red]'), /violates.*perpetual chase/s);
      // every move's reason in words, without hover
      await page.check('[data-testid=show-reasons]');
      assert.equal(await page.locator('[data-testid^=reason-]').count(), d18.moves_iccs.length);
      await page.screenshot({ path: path.join(SHOTS, 'diagram-18.png'), fullPage: true });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('the repetition stamp on the river covers no piece of the fifth ranks where the river has room (图87, both ways up)', async () => {
    const { page, context, errors } = await H.openPage('#diagram=87&ply=99');
    try {
      // the board lives in the element's shadow root, which locators pierce
      const overlaps = async () => {
        const r = await page.locator('[data-testid=repetition-stamp] rect').boundingBox();
        const pieces = await Promise.all((await page.locator('.pieces .piece circle.p-body').all()).map((c) => c.boundingBox()));
        return pieces.filter((p) => p.x < r.x + r.width && p.x + p.width > r.x && p.y < r.y + r.height && p.y + p.height > r.y).length;
      };
      await page.waitForSelector('[data-testid=repetition-stamp]');
      assert.equal(await overlaps(), 0, 'the f5 soldier and the other river pieces stay uncovered');
      await page.click('#btn-flip');
      await page.waitForSelector('[data-testid=repetition-stamp]');
      assert.equal(await overlaps(), 0, 'flipped too');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('every rulebook diagram plays all its moves and its computed verdict agrees with the rulebook', async () => {
    const { page, context, errors } = await H.openPage('#diagram=1&ply=0');
    try {
      const disagree = [];
      for (const d of DIAGRAMS) {
        await page.evaluate((id) => { location.hash = `#diagram=${id}&ply=999`; }, d.id);
        await page.locator(`[data-testid=diagram-list] .dg.active[data-diagram="${d.id}"]`).waitFor();
        const n = await page.locator('[data-testid=move-list] [data-iccs]').count();
        assert.equal(n, d.moves_iccs.length, `diagram ${d.id}: all printed moves play`);
        assert.equal(await page.getAttribute('[data-testid=rulebook-verdict]', 'data-code'), d.verdict);
        const mark = await page.getAttribute('[data-testid=verdict-agreement]', 'data-agree');
        const shown = await page.getAttribute('[data-testid=verdict]', 'data-code');
        if (mark !== 'yes' || shown !== d.verdict) disagree.push(`${d.id}: ${shown} vs ${d.verdict}`);
        const sides = await page.locator('[data-testid=classification] tr[data-side]').evaluateAll((rows) => rows.map((r) => r.dataset.differs));
        if (sides.length !== 2 || sides.some((x) => x === 'verdict' || !x)) disagree.push(`${d.id}: per-side classification ${sides}`);
      }
      assert.deepEqual(disagree, [], 'diagrams whose computed verdict differs from the rulebook');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('every rebuilt 1965 case opens in the rulebook and, under chinese1965, shows the verdict the data expects (its 1965 ruling)', async () => {
    const cn = (f) => JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'data', 'cn', f), 'utf8'));
    const positions = new Map(cn('cn1965-positions.json').cases.map((p) => [p.id, p]));
    const cases = cn('cn1965-cases.json').filter((c) => (positions.get(c.id)?.moves_iccs || []).length);
    assert.ok(cases.length >= 28, `rebuilt cases: ${cases.length}`);
    const { page, context, errors } = await H.openPage('#diagram=1965-4&ply=0&rules=chinese1965');
    try {
      assert.equal(await page.locator('[data-testid=diagram-list] .dg[data-diagram^="1965-"]').count(), cases.length);
      const disagree = [];
      for (const c of cases) {
        const id = `1965-${c.id}`;
        await page.evaluate((x) => { location.hash = `#diagram=${x}&ply=999&rules=chinese1965`; }, id);
        await page.locator(`[data-testid=diagram-list] .dg.active[data-diagram="${id}"]`).waitFor();
        assert.equal(await page.locator('[data-testid=move-list] [data-iccs]').count(), positions.get(c.id).moves_iccs.length, `${c.label}: all moves play`);
        assert.equal(await page.getAttribute('[data-testid=rulebook-verdict]', 'data-code'), c.verdict);
        // what the engine is expected to give under chinese1965 (the data's own expectation, which
        // tests/chinese.rs checks natively), and whether the page says it agrees with the book
        const p = positions.get(c.id);
        const expected = p.verdict_chinese1965 || p.verdict_1965;
        const mark = await page.getAttribute('[data-testid=verdict-agreement]', 'data-agree');
        const shown = await page.getAttribute('[data-testid=verdict]', 'data-code');
        if (shown !== expected || mark !== (expected === c.verdict ? 'yes' : 'no')) disagree.push(`${c.label}: ${shown} (${mark}) vs ${expected}`);
        const sides = await page.locator('[data-testid=classification] tr[data-side]').evaluateAll((rows) => rows.map((r) => r.dataset.differs));
        if (expected === c.verdict && (sides.length !== 2 || sides.some((x) => x === 'verdict' || !x))) disagree.push(`${c.label}: per-side classification ${sides}`);
      }
      assert.deepEqual(disagree, [], 'cases whose verdict on the page is not the one the data expects under chinese1965');
      // under another rule set the case's ruling is not compared, and says whose it is
      await page.evaluate(() => { location.hash = '#diagram=1965-22&ply=4&rules=axf'; });
      await page.waitForFunction(() => /1965 rules’/.test(document.querySelector('[data-testid=verdict-agreement]')?.textContent || ''));
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a #diagram=…&ply=… link is restored, in Chinese, with one article naming', async () => {
    const { page, context, errors } = await H.openPage('#diagram=18&ply=9', { lang: 'zh' });
    try {
      assert.equal((await page.textContent('[data-testid=rulebook-verdict]')).trim(), '红方须变着');
      assert.equal(await page.locator('[data-testid=move-list] .mv.current').getAttribute('data-ply'), '9');
      assert.equal((await page.textContent('[data-testid=verdict]')).trim(), '红方须变着');
      assert.match(await page.textContent('[data-testid=seen]'), /第 3 次/);
      assert.match(await page.textContent('[data-testid=diagram-detail] .art-tag'), /^细则15$/);
      const cited = await page.locator('[data-testid=verdict-articles] .art-name').allTextContents();
      assert.ok(cited.length > 0 && cited.every((c) => /^(原则|总纲|细则)\d+$/.test(c)), `article names: ${cited}`);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('the rule set switch: Chinese rules judge the diagram and stay in the link', async () => {
    const { page, context, errors } = await H.openPage('#diagram=18&ply=9');
    try {
      await page.selectOption('[data-testid=rules]', 'chinese');
      await page.waitForURL(/rules=chinese/);
      assert.equal(await page.getAttribute('[data-testid=verdict]', 'data-code'), 'red_must_change');
      assert.match(await page.textContent('[data-testid=verdict-agreement]'), /judged under the Chinese Xiangqi Association repetition rules/);
      // every place naming the rule set follows the switch, in both languages
      const named = async () => ({
        subtitle: await page.textContent('[data-testid=subtitle]'),
        strip: await page.textContent('[data-testid=verdict-rules]'),
        panel: await page.textContent('[data-testid=verdict-panel] summary'),
      });
      let n = await named();
      assert.match(n.subtitle, /Chinese Xiangqi Association/);
      assert.doesNotMatch(n.subtitle, /Asian/);
      assert.match(n.strip, /Chinese \(CXA\)/);
      assert.match(n.panel, /Chinese \(CXA\)/);
      // the rulebook's (AXF) classification is still compared with ours under the AXF rules
      assert.equal(await page.locator('[data-testid=classification] [data-pattern]').count(), 2);
      assert.match(await page.textContent('[data-testid=classification] thead'), /Engine \(AXF\)/);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.inputValue('[data-testid=rules]'), 'chinese');
      await page.click('[data-testid=lang-toggle]');
      n = await named();
      assert.match(n.subtitle, /中国象棋协会/);
      assert.doesNotMatch(n.subtitle, /亚洲/);
      assert.match(n.strip, /中国象协/);
      assert.match(n.panel, /中国象协/);
      await page.selectOption('[data-testid=rules]', 'axf');
      n = await named();
      assert.match(n.subtitle, /亚洲象棋联合会/);
      assert.match(n.strip, /亚洲象联/);
      assert.match(n.panel, /亚洲象联/);
      await page.click('[data-testid=lang-toggle]');
      assert.match(await page.textContent('[data-testid=subtitle]'), /^Asian Xiangqi Federation/);
      await page.selectOption('[data-testid=rules]', 'chinese1965');
      n = await named();
      assert.match(n.subtitle, /^Chinese repetition rules of 1965/);
      assert.match(n.strip, /Chinese 1965/);
      assert.match(await page.textContent('[data-testid=verdict-agreement]'), /judged under the Chinese repetition rules of 1965/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('search finds 长将 (= 长照) and perpetual check', async () => {
    const { page, context, errors } = await H.openPage('#diagram=1&ply=0');
    try {
      await page.fill('[data-testid=diagram-search]', '长将');
      const n = await page.locator('[data-testid=diagram-list] .dg:visible').count();
      assert.ok(n >= 3, `长将 finds the perpetual-check diagrams (${n})`);
      await page.fill('[data-testid=diagram-search]', 'perpetual check');
      assert.ok(await page.locator('[data-testid=diagram-list] .dg:visible').count() >= 3);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('diagram 76 discloses its reconstructed position; a missing diagram says so', async () => {
    const { page, context, errors } = await H.openPage('#diagram=76');
    try {
      await page.locator('[data-testid=reconstructed]').waitFor();
      assert.match(await page.textContent('[data-testid=reconstructed]'), /[Rr]econstructed/);
      await page.goto(`${H.base}#diagram=999`);
      await page.waitForSelector('body[data-ready="1"]');
      await page.locator('[data-testid=notice]').waitFor();
      assert.match(await page.textContent('[data-testid=notice]'), /diagram 999.*does not exist/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('language switch is remembered', async () => {
    const { page, context, errors } = await H.openPage('', { lang: null });
    try {
      const before = await page.textContent('h1');
      await page.click('[data-testid=lang-toggle]');
      const afterSwitch = await page.textContent('h1');
      assert.notEqual(before, afterSwitch);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.textContent('h1'), afterSwitch);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });
}
