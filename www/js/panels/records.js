// Records: import (paste or drop PGN, DhtmlXQ/UBB, XQF, CBR/CBL), export (PGN, DhtmlXQ, link),
// and the audit of many files (panels/audit.js)
// through the engine's record reader and writers — the page parses no record itself.
import { h, $ } from '../dom.js';
import { call } from '../engine.js';
import { buildAudit } from './audit.js';

const built = { key: null };

export function build(host, ctx) {
  const { T, lang } = ctx;
  if (built.key === lang) return;
  built.key = lang;
  const text = h('textarea', { class: 'record-text', rows: 6, spellcheck: 'false', 'data-testid': 'record-text', 'aria-label': T.recordText, placeholder: '[Event "…"]\n1. C2.5 H8+7 …' });
  const file = h('input', { type: 'file', class: 'sr-only', id: 'record-file', 'data-testid': 'record-file', accept: '.pgn,.xqf,.txt,.ubb,.htm,.html,*/*' });
  const drop = h('div', { class: 'drop-zone', 'data-testid': 'record-drop', tabindex: -1 },
    T.dropHere, ' ', h('label', { for: 'record-file', class: 'linkish' }, T.chooseFile), file);
  const out = h('div', { class: 'record-result', 'data-testid': 'record-result', 'aria-live': 'polite' });
  const exportBox = h('textarea', { class: 'record-text export', rows: 6, readonly: true, 'data-testid': 'record-export', hidden: true, 'aria-label': T.exportPgn });
  const read = (input) => ctx.importRecord(input, out);
  // a file replaces what was pasted (the text box would otherwise show another record)
  const readFile = async (f) => { text.value = ''; read(new Uint8Array(await f.arrayBuffer())); };
  file.addEventListener('change', async () => { if (file.files[0]) await readFile(file.files[0]); file.value = ''; });
  for (const ev of ['dragenter', 'dragover']) drop.addEventListener(ev, (e) => { e.preventDefault(); drop.classList.add('over'); });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', async (e) => {
    e.preventDefault();
    drop.classList.remove('over');
    const f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (f) await readFile(f);
    else if (e.dataTransfer) read(e.dataTransfer.getData('text/plain'));
  });
  // the record written: shown, and offered as a file and for the clipboard
  let written = null;
  const download = h('button', { type: 'button', 'data-testid': 'export-download', hidden: true, onclick: () => {
    const a = h('a', { href: URL.createObjectURL(new Blob([written.text], { type: 'text/plain;charset=utf-8' })), download: `xiangqi.${written.kind === 'pgn' ? 'pgn' : 'txt'}` });
    document.body.append(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  } }, T.downloadFile);
  const copy = h('button', { type: 'button', 'data-testid': 'export-copy', hidden: true, onclick: () => {
    const p = navigator.clipboard && navigator.clipboard.writeText ? navigator.clipboard.writeText(written.text) : Promise.reject(new Error('no clipboard'));
    p.then(() => ctx.toast(T.copied), () => { exportBox.select(); ctx.toast(T.copyByHand); });
  } }, T.copyText);
  const exportAs = (kind) => {
    const r = ctx.exportRecord(kind);
    exportBox.hidden = false;
    exportBox.value = r.ok ? r.value : ctx.errorText(r.error);
    written = r.ok ? { kind, text: r.value } : null;
    download.hidden = copy.hidden = !written;
    exportBox.select();
  };
  // a game of the audit list: read again from its file's bytes and opened at its cycle
  const auditSection = buildAudit(ctx, (bytes, index, ply) => {
    const r = readRecord(bytes);
    if (!r.ok || !r.games[index]) { showResult(out, ctx, { error: r.ok ? { code: 'ERR_RECORD_FORMAT', message: 'no game found' } : r.error }); return; }
    text.value = '';
    ctx.loadRecordGame(r.games[index], out, r.games, ply);
  });
  host.replaceChildren(
    h('p', { class: 'hint' }, T.recordsHint),
    text,
    h('div', { class: 'row' }, h('button', { type: 'button', class: 'primary', 'data-testid': 'record-read', onclick: () => read(text.value) }, T.readRecord)),
    drop,
    out,
    h('div', { class: 'row' },
      h('button', { type: 'button', 'data-testid': 'export-pgn', onclick: () => exportAs('pgn') }, T.exportPgn),
      h('button', { type: 'button', 'data-testid': 'export-dhtmlxq', onclick: () => exportAs('dhtmlxq') }, T.exportDhtml),
      h('button', { type: 'button', 'data-testid': 'export-link', onclick: () => ctx.copyLink() }, T.copyLink)),
    h('p', { class: 'warn link-note', 'data-testid': 'link-note', hidden: true }),
    exportBox,
    h('div', { class: 'row' }, download, copy),
    auditSection);
}

export function render(host, ctx) {
  build(host, ctx);
  // the comments of a record that would make the link too long are left out of it: say so
  const note = $('[data-testid=link-note]', host);
  const n = ctx.link.notesLeftOut;
  note.hidden = !n;
  note.textContent = n ? ctx.T.notesLeftOut(n) : '';
}

/** Reads a record (text or bytes) with the engine: {ok, games} or {ok:false, error}. */
export function readRecord(input) {
  const r = call('readGame', input);
  if (!r.ok) return r;
  return { ok: true, games: (r.value && r.value.games) || [] };
}

export function writeRecord(kind, game, notation) {
  return kind === 'pgn' ? call('writePgn', game, { notation }) : call('writeDhtmlXq', game);
}

export function showResult(out, ctx, { games, error, loaded }) {
  const { T } = ctx;
  const kids = [];
  if (error) kids.push(h('p', { class: 'error' }, T.recordError, ' ', ctx.errorText(error), h('code', {}, ` ${error.code}`)));
  if (games && games.length) {
    kids.push(h('p', {}, T.gamesFound(games.length)));
    if (games.length > 1) {
      kids.push(h('ol', { class: 'games' }, games.map((g, i) => h('li', {}, h('button', { type: 'button', 'data-testid': `record-game-${i}`, class: loaded && loaded.game === g ? 'current' : null, 'aria-current': loaded && loaded.game === g ? 'true' : null, onclick: () => ctx.loadRecordGame(g, out, games) }, gameTitle(g))))));
    }
  }
  if (loaded) kids.push(h('p', { class: 'ok', 'data-testid': 'record-loaded' }, T.loadedGame(gameTitle(loaded.game)), loaded.partial ? ` (${T.partial(loaded.partial.moves, loaded.partial.beforeMove)})` : ''));
  out.replaceChildren(...kids);
}

/** The result the engine read (`red_wins`, …) as a score; a record's raw result tag (DhtmlXQ's "W"/"L") only when it read none. */
export const RESULT_TEXT = { red_wins: '1-0', black_wins: '0-1', draw: '½-½' };
export const resultText = (g) => RESULT_TEXT[g.result] || (g.result === 'unknown' ? null : (g.tags || {}).result) || null;

export function gameTitle(g) {
  const t = g.tags || {};
  // XQF and DhtmlXQ records name the game by a title tag
  return [t.title, t.red && t.black ? `${t.red} – ${t.black}` : null, t.event, t.date, resultText(g)].filter(Boolean).join(' · ') || '—';
}
