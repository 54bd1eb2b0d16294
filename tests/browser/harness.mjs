// Shared by the browser tests: a static server for www/ on 127.0.0.1 (port 0; tests/static-server.mjs), one headless
// Chromium, and pages that record console errors.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../static-server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
export const WWW = process.env.XQ_WWW ? path.resolve(process.env.XQ_WWW) : path.join(ROOT, 'www');
export const PKG_JS = path.join(WWW, 'pkg', 'xiangqi_wasm.js');
export const SHOTS = path.join(HERE, 'screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic'];

export const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
export const DIAGRAMS = JSON.parse(fs.readFileSync(path.join(WWW, 'data', 'axf-diagrams.json'), 'utf8'));
export const pkgPresent = fs.existsSync(PKG_JS);

export const DESKTOP = { viewport: { width: 1400, height: 1000 } };
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** `files`: extra pages served as `{'/path.html': text}` (plain HTML files a test writes). */
export async function startHarness({ files = {} } = {}) {
  const site = await serveStatic(WWW, { files });
  const base = site.base;
  const playwright = await import('playwright-core');
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  fs.mkdirSync(SHOTS, { recursive: true });

  /** A fresh page (English UI unless lang given) that records console errors and page errors. */
  async function openPage(hash = '', { lang = 'en', device = DESKTOP, viewport = null } = {}) {
    const context = await browser.newContext(viewport ? { viewport } : device);
    if (lang) await context.addInitScript((l) => { try { localStorage.setItem('xq-lang', l); } catch { /* */ } }, lang);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console.error: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    await page.goto(base + hash);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
    return { page, context, errors };
  }

  async function close() {
    await browser.close();
    await site.close();
  }
  return { base, browser, openPage, close };
}

/** Whether an element's box lies inside the viewport. */
export async function inViewport(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  const vp = page.viewportSize();
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height + 0.5 && box.x + box.width <= vp.width + 0.5;
}

/** A seeded random legal game of up to `n` moves (ICCS), played by the page's engine module. */
export function randomGame(page, n, seed) {
  return page.evaluate(async ([n, seed]) => {
    const m = await import('/pkg/xiangqi_wasm.js');
    let s = seed;
    const rnd = (k) => { s = (s * 1103515245 + 12345) % 2147483648; return s % k; };
    let fen = m.startFen();
    const moves = [];
    while (moves.length < n) {
      const legal = m.legalMoves(fen);
      if (!legal.length) break;
      const mv = legal[rnd(legal.length)];
      moves.push(mv);
      fen = m.play(fen, mv);
    }
    return moves;
  }, [n, seed]);
}

/** Opens `moves` in the page at their last ply and waits until the page shows it. */
export async function openLine(page, moves) {
  await page.evaluate((mv) => { location.hash = `#moves=${mv.join(',')}&ply=${mv.length}`; }, moves);
  await page.waitForFunction((n) => window.__xiangqiPage.state().ply === n, moves.length);
}
