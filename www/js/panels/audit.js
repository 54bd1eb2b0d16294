// Archive audit (records panel): several record files or a folder, picked or dropped, each
// file's games judged by the engine (`auditRecord`, in a worker: audit-worker.js, so that a big
// library does not block the page) under the rule sets ticked, and a list of the games with the
// recorded result beside the referee's verdict and where they disagree.
// The page decides nothing itself: the verdicts, mismatches and reasons are the engine's. Nothing
// from a record is rendered as HTML (h() sets text).
import { h, $ } from '../dom.js';
import { call } from '../engine.js';
import { articleName } from '../i18n.js';

const RULES = ['axf', 'chinese', 'chinese1965'];
const RULE_LABEL = { axf: 'rulesAxf', chinese: 'rulesChinese', chinese1965: 'rulesChinese1965' };
/** Files with these endings are read from a folder (any file picked or dropped by itself is read). */
const RECORD_EXT = /\.(pgn|txt|html?|xqf|wxf|uci|ucci|ubb|cbr|cbl)$/i;

/** The audit of the page: kept across re-renders (a language change rebuilds the panel). */
const audit = { files: [], rows: [], done: 0, total: 0, running: false, rules: null, run: 0 };

/** The files of a drop: folders read recursively (DataTransferItem.webkitGetAsEntry). */
async function droppedFiles(dt) {
  const items = dt.items ? [...dt.items].filter((i) => i.kind === 'file') : [];
  const entries = items.map((i) => (i.webkitGetAsEntry ? i.webkitGetAsEntry() : null));
  if (!entries.length || entries.some((e) => !e)) return [...(dt.files || [])].map((f) => ({ file: f, path: f.name }));
  const out = [];
  const walk = async (entry, inFolder) => {
    if (entry.isFile) {
      const file = await new Promise((res, rej) => entry.file(res, rej));
      if (!inFolder || RECORD_EXT.test(file.name)) out.push({ file, path: entry.fullPath.replace(/^\//, '') });
      return;
    }
    const reader = entry.createReader();
    for (;;) {
      // readEntries returns the folder in batches; an empty batch is the end
      const batch = await new Promise((res, rej) => reader.readEntries(res, rej));
      if (!batch.length) break;
      for (const e of batch) await walk(e, true);
    }
  };
  for (const e of entries) await walk(e, false);
  return out;
}

/** The files of an <input type=file> (webkitRelativePath for a folder pick). */
function pickedFiles(input) {
  const folder = input.hasAttribute('webkitdirectory');
  return [...input.files]
    .filter((f) => !folder || RECORD_EXT.test(f.name))
    .map((f) => ({ file: f, path: f.webkitRelativePath || f.name }));
}

const tick = () => new Promise((res) => setTimeout(res, 0));
/** How many rows the list shows per frame. */
const ROWS_PER_FRAME = 64;

/**
 * The worker that judges the files (audit-worker.js), started on the first audit: a promise of a
 * `judge(bytes, rules)` that resolves to `call`'s result, or of null where no worker starts (no
 * module workers, or its engine fails to load) — then the page judges the files itself.
 */
let judgeInWorker = null;
function workerJudge() {
  if (judgeInWorker) return judgeInWorker;
  judgeInWorker = new Promise((resolve) => {
    let w;
    try {
      w = new Worker(new URL('./audit-worker.js', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const pending = new Map();
    let seq = 0;
    const failAll = (message) => {
      for (const done of pending.values()) done({ ok: false, error: { code: 'ERR_INTERNAL', message } });
      pending.clear();
    };
    let ready = false;
    w.onerror = (e) => {
      e.preventDefault();
      const message = String(e.message || 'the audit worker failed');
      if (!ready) { w.terminate(); resolve(null); return; }
      failAll(message);
    };
    w.onmessage = (e) => {
      const d = e.data || {};
      if (!ready) {
        if (d.ready) {
          ready = true;
          resolve((bytes, rules) => new Promise((done) => {
            const id = ++seq;
            pending.set(id, done);
            w.postMessage({ id, bytes, rules });
          }));
        } else { w.terminate(); resolve(null); }
        return;
      }
      const done = pending.get(d.id);
      pending.delete(d.id);
      if (done) done(d.result);
    };
  });
  return judgeInWorker;
}

/** Judges one file's bytes: in the worker, else on the page. */
async function judgeFile(bytes, rules) {
  const judge = await workerJudge();
  // the worker gets a copy: the page keeps the bytes to open a game from the list
  return judge ? judge(bytes.slice(), rules) : call('auditRecord', bytes, { rules });
}

/**
 * Audits the files one by one: each judged in the worker (the page stays responsive however big
 * the file), its rows shown as it comes back, with a yield to the page between files.
 */
async function runAudit(list, rules) {
  const show = () => audit.show && audit.show();
  const run = ++audit.run;
  list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  Object.assign(audit, { files: [], rows: [], done: 0, total: list.length, running: true, rules, current: null });
  show();
  for (const { file, path } of list) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (run !== audit.run) return; // a newer audit started
    const fi = audit.files.push({ path, bytes }) - 1;
    const r = await judgeFile(bytes, rules);
    if (run !== audit.run) return;
    if (!r.ok) {
      audit.rows.push({ file: fi, fileError: r.error });
    } else {
      // one GameAudit per game and rule set, rule sets in the order asked: grouped by game
      const byGame = new Map();
      for (const a of r.value) {
        if (!byGame.has(a.index)) byGame.set(a.index, { file: fi, index: a.index, tags: a.tags, plies: a.plies, recorded: a.recordedResult, error: a.error, audits: [] });
        byGame.get(a.index).audits.push(a);
      }
      audit.rows.push(...byGame.values());
    }
    audit.done += 1;
    show();
    await tick();
  }
  audit.running = false;
  show();
}

/**
 * Where a row opens its game: the position the judged cycle starts from (its first move is
 * `cycle[0]`, 1-based, so the position after `cycle[0] - 1` moves), else the mismatch's ply,
 * else the end.
 */
export function openPly(row) {
  for (const a of row.audits || []) if (a.cycle) return Math.max(0, a.cycle[0] - 1);
  for (const a of row.audits || []) if (a.mismatch) return a.mismatch.ply;
  return null;
}

const RECORDED = { '1-0': '1-0', '0-1': '0-1', '1/2-1/2': '½-½' };
const RESULT_TEXT = { red_wins: '1-0', black_wins: '0-1', draw: '½-½' };

function players(t) {
  return [t.title, t.red && t.black ? `${t.red} – ${t.black}` : t.red || t.black, t.event, t.date].filter(Boolean).join(' · ');
}

/** The side at fault / the winner of a mismatch, from the engine's verdict and result. */
function mismatchText(T, lang, a) {
  const m = a.mismatch;
  if (lang !== 'zh') return m.reason; // the engine's own sentence
  const fault = a.verdict === 'red_must_change' ? T.red : a.verdict === 'black_must_change' ? T.black : '';
  const winner = a.result === 'red_wins' ? T.red : a.result === 'black_wins' ? T.black : '';
  return T.auditReason(m.kind, {
    fault, winner, ply: m.ply,
    pattern: m.pattern ? (T.patterns[m.pattern] || m.pattern) : '',
    article: m.article ? articleName(lang, m.article) : '',
    recurred: m.recurred || [],
    window: m.cycle ? `（判定第 ${m.cycle[0]}–${m.cycle[1]} 步）` : '',
    recorded: RECORDED[a.recordedResult] || '*',
  });
}

/** The referee's word on a game: the verdict of a repetition, the result of a mate, or how it stands. */
function refereeText(T, a) {
  const status = T.auditStatus[a.status] || a.status || '—';
  if (a.status === 'repetition') return `${T.verdicts[a.verdict] || a.verdict} (${status})`;
  if (a.result) return `${RESULT_TEXT[a.result] || a.result} (${status})`;
  return status;
}

function rowView(ctx, row, i, openGame) {
  const { T, lang } = ctx;
  const f = audit.files[row.file];
  if (row.fileError) {
    const e = row.fileError;
    return h('li', { class: 'audit-row audit-error', 'data-testid': `audit-row-${i}`, 'data-code': e.code },
      h('span', { class: 'audit-file' }, f.path),
      h('span', { class: 'error' }, ctx.errorText(e), h('code', {}, ` ${e.code}`)));
  }
  const mism = row.audits.filter((a) => a.mismatch);
  const verdicts = row.audits.map((a) => h('span', { class: 'audit-verdict', 'data-rules': a.rules },
    row.audits.length > 1 ? `${T[RULE_LABEL[a.rules]] || a.rules}: ` : '',
    refereeText(T, a)));
  const ply = openPly(row);
  return h('li', { class: `audit-row${mism.length ? ' audit-mismatch' : ''}`, 'data-testid': `audit-row-${i}`, 'data-code': row.error ? row.error.code : null, 'data-mismatch': mism.length ? mism.map((a) => a.mismatch.kind).join(' ') : null },
    h('button', { type: 'button', class: 'audit-open', 'data-testid': `audit-open-${i}`, 'data-ply': ply == null ? null : String(ply),
      title: ply == null ? T.auditOpenEnd : T.auditOpenAt(ply), 'aria-current': audit.current === i ? 'true' : null,
      onclick: (e) => {
        audit.current = i;
        for (const b of e.currentTarget.closest('ol').querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
        e.currentTarget.setAttribute('aria-current', 'true');
        openGame(row, ply);
      } },
    h('span', { class: 'audit-file' }, `${f.path} #${row.index + 1}`),
    h('span', { class: 'audit-title' }, players(row.tags || {}) || '—'),
    h('span', { class: 'audit-results' },
      `${T.auditRecorded} ${RECORDED[row.recorded] || '*'} · ${T.auditPlies(row.plies)} · ${T.auditReferee} `, ...verdicts),
    ...mism.map((a) => h('span', { class: 'audit-reason warn', 'data-testid': 'audit-reason' },
      row.audits.length > 1 ? `${T[RULE_LABEL[a.rules]] || a.rules}: ` : '', mismatchText(T, lang, a))),
    row.error ? h('span', { class: 'audit-game-error' }, ctx.errorText(row.error), h('code', {}, ` ${row.error.code}`)) : ''));
}

function summaryText(T, running) {
  const games = audit.rows.filter((r) => !r.fileError);
  const errors = {};
  for (const r of audit.rows) {
    const e = r.fileError || r.error;
    if (e) errors[e.code] = (errors[e.code] || 0) + 1;
  }
  const mismatches = games.filter((r) => r.audits.some((a) => a.mismatch)).length;
  const codes = Object.keys(errors).sort().map((c) => `${c} ${errors[c]}`).join(', ');
  return T.auditSummary({ files: audit.done, total: audit.total, games: games.length, errors: codes, mismatches, running });
}

/** The audit section of the records panel; `openGame(bytes, index, ply)` loads a game. */
export function buildAudit(ctx, openGame) {
  const { T } = ctx;
  if (!audit.rules) audit.rules = [ctx.s && ctx.s.rules ? ctx.s.rules : 'axf'];
  const checks = RULES.map((r) => h('label', { class: 'audit-rule' },
    h('input', { type: 'checkbox', value: r, 'data-testid': `audit-rules-${r}`, checked: audit.rules.includes(r) ? true : null,
      onchange: () => { const on = checks.map((c) => $('input', c)).filter((c) => c.checked).map((c) => c.value); audit.rules = on.length ? on : ['axf']; } }),
    ' ', T[RULE_LABEL[r]]));
  const files = h('input', { type: 'file', class: 'sr-only', id: 'audit-files', 'data-testid': 'audit-files', multiple: true });
  const folder = h('input', { type: 'file', class: 'sr-only', id: 'audit-folder', 'data-testid': 'audit-folder', multiple: true, webkitdirectory: '' });
  const summary = h('p', { class: 'audit-summary', 'data-testid': 'audit-summary', 'aria-live': 'polite' });
  const list = h('ol', { class: 'audit-rows', 'data-testid': 'audit-rows' });
  const open = (row, ply) => {
    const f = audit.files[row.file];
    openGame(f.bytes, row.index, ply);
  };
  let later = 0;
  const show = () => {
    // rows only added while an audit runs: append the new ones (a new audit starts afresh), at
    // most ROWS_PER_FRAME at a time (a library of hundreds of games does not block the page)
    const have = list.childElementCount;
    if (have > audit.rows.length) list.replaceChildren();
    const from = list.childElementCount;
    const to = Math.min(audit.rows.length, from + ROWS_PER_FRAME);
    list.append(...audit.rows.slice(from, to).map((r, i) => rowView(ctx, r, from + i, open)));
    const more = to < audit.rows.length;
    // the audit is done when its last row is shown
    summary.textContent = audit.total ? summaryText(T, audit.running || more) : '';
    if (more && !later) later = requestAnimationFrame(() => { later = 0; if (audit.show === show) show(); });
  };
  audit.show = show; // the panel of the current language
  const start = (picked) => { if (picked.length) runAudit(picked, audit.rules.slice()); };
  for (const input of [files, folder]) input.addEventListener('change', () => { start(pickedFiles(input)); input.value = ''; });
  const zone = h('div', { class: 'drop-zone audit-drop', 'data-testid': 'audit-drop', tabindex: -1 },
    T.auditDrop, ' ',
    h('label', { for: 'audit-files', class: 'linkish', 'data-testid': 'audit-choose-files' }, T.auditChooseFiles), ' · ',
    h('label', { for: 'audit-folder', class: 'linkish', 'data-testid': 'audit-choose-folder' }, T.auditChooseFolder),
    files, folder);
  for (const ev of ['dragenter', 'dragover']) zone.addEventListener(ev, (e) => { e.preventDefault(); zone.classList.add('over'); });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', async (e) => {
    e.preventDefault(); // not read by the page-wide drop as a single record
    zone.classList.remove('over');
    if (e.dataTransfer) start(await droppedFiles(e.dataTransfer));
  });
  const section = h('section', { class: 'audit', 'data-testid': 'audit' },
    h('h3', {}, T.auditTitle),
    h('p', { class: 'hint' }, T.auditHint),
    h('div', { class: 'row audit-rules', role: 'group', 'aria-label': T.rulesLabel }, ...checks),
    zone, summary, list);
  show();
  return section;
}
