// The page: one state, pure transitions (state.js), the URL (url.js), memoised engine
// analysis (analysis.js), and one module per panel. Events dispatch actions; every dispatch
// renders once from the new state.
import { BoardView } from './board.js';
import { STRINGS, detectLang, savePref, readPref, errorText } from './i18n.js';
import { engine, loadEngine, call, calls } from './engine.js';
import { initialState, reduce, START_FEN } from './state.js';
import * as tree from './tree.js';
import { linkOf, fromHash } from './url.js';
import * as A from './analysis.js';
import { $, $$, h } from './dom.js';
import { sideName } from './panels/common.js';
import * as positionPanel from './panels/position.js';
import * as nowPanel from './panels/now.js';
import * as movesPanel from './panels/moves.js';
import * as verdictPanel from './panels/verdict.js';
import * as setupPanel from './panels/setup.js';
import * as rulebookPanel from './panels/rulebook.js';
import * as recordsPanel from './panels/records.js';
import * as glossaryPanel from './panels/glossary.js';

const app = {
  state: initialState({ lang: detectLang(), notation: readPref('xq-notation', 'chinese') }),
  data: { diagrams: [], terms: null },
  board: null,
  lastHash: null,
  toastTimer: null,
  fenErrors: [],
};
app.state = reduce(app.state, { type: 'reasons', on: readPref('xq-reasons', '') === '1' });

const T = () => STRINGS[app.state.lang];
const diagramOf = (id) => app.data.diagrams.find((d) => d.id === Number(id)) || null;

// ------------------------------------------------------------------ dispatch and render
export function dispatch(action) {
  const before = app.state;
  app.state = reduce(before, action);
  if (action.type === 'lang') { savePref('xq-lang', app.state.lang); applyStaticI18n(); }
  if (action.type === 'notation') savePref('xq-notation', app.state.notation);
  if (action.type === 'play' && before.rev !== app.state.rev && app.state.tree !== before.tree && tree.lineMoves(before.tree, before.line).length > before.ply) toast(T().newVariation);
  render();
}

function context() {
  const s = app.state;
  const diagram = s.diagram !== null ? diagramOf(s.diagram) : null;
  const a = A.analyse(s, diagram);
  return {
    s, a, diagram, data: app.data, lang: s.lang, T: T(), dispatch,
    rootTurn: A.boardView(s.root).turn,
    link: linkOf(s, { diagramMoves: diagram ? diagram.moves_iccs : null, setupFen: s.tab === 'setup' ? setupFen() : null }),
    errorText: (e) => errorText(s.lang, e),
    openDiagram: (id) => { if (openDiagram(id)) boardIntoView(); }, setupEdit, setupReset, setupProblems, playFromSetup, importRecord, loadRecordGame, exportRecord, copyLink,
  };
}

function render() {
  const ctx = context();
  const { s } = ctx;
  positionPanel.render(app.board, ctx);
  nowPanel.render($('#now'), ctx);
  movesPanel.render($('#move-list'), ctx);
  verdictPanel.render($('#verdict-panel'), ctx);
  renderControls(ctx);
  const panel = $(`[data-panel=${s.tab}]`);
  if (s.tab === 'setup') setupPanel.render(panel, ctx);
  if (s.tab === 'rulebook') rulebookPanel.render(panel, ctx);
  if (s.tab === 'records') recordsPanel.render(panel, ctx);
  if (s.tab === 'glossary') glossaryPanel.render(panel, ctx);
  if (s.tab === 'play') renderPlayPanel(ctx);
  renderNotice(ctx);
  writeHash(ctx);
}

// ------------------------------------------------------------------ board
function tryMove(from, to) {
  const mv = from + to;
  const ctx = context();
  const rep = A.forbiddenMoves(ctx.s, ctx.a)[mv];
  if (rep) {
    const side = ctx.a.view.turn;
    const t = T();
    const what = rep.sides && rep.sides[side] && rep.sides[side].pattern ? (t.patterns[rep.sides[side].pattern] || rep.sides[side].pattern)
      : rep.summary && rep.summary[side] ? rep.summary[side][app.state.lang] : '';
    dispatch({ type: 'pending', pending: { mv, text: t.forbidden(sideName(t, side), what) } });
    return;
  }
  dispatch({ type: 'play', mv });
}

// ------------------------------------------------------------------ controls and play panel
function renderControls(ctx) {
  const { s, a } = ctx;
  const setup = s.tab === 'setup';
  $('#btn-first').disabled = $('#btn-back').disabled = setup || a.ply === 0;
  $('#btn-last').disabled = $('#btn-forward').disabled = setup || a.ply >= a.moves.length;
  $('#notation').value = s.notation;
  $('#rules').value = s.rules;
  const sub = ctx.T.subtitle(s.rules);
  if ($('.subtitle').textContent !== sub) $('.subtitle').textContent = sub;
  $('#show-reasons').checked = !!s.reasons;
  $('#btn-flip').setAttribute('aria-pressed', String(!!s.flipped));
  $('#btn-promote').disabled = tree.branchDepth(s.tree, s.line, s.ply) < 0;
  $('#btn-delete').disabled = a.ply === 0 || setup;
  $$('.tabs [data-tab]').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.tab === s.tab)));
  $$('.panel').forEach((p) => { p.hidden = p.dataset.panel !== s.tab; });
  document.body.dataset.tab = s.tab;
}

function renderPlayPanel(ctx) {
  const input = $('#fen-input');
  if (!(document.activeElement === input && input.dataset.dirty === '1')) {
    input.value = ctx.a.fens[ctx.a.ply];
    input.dataset.dirty = '';
  }
  const box = $('#fen-error');
  if (!app.fenErrors.length) box.replaceChildren();
  else box.replaceChildren(h('strong', {}, T().fenInvalid), h('ul', {}, app.fenErrors.map((p) => h('li', { 'data-code': p.code }, errorText(app.state.lang, p), h('code', {}, ` ${p.code}`)))));
}

function renderNotice() {
  const n = app.state.notice;
  const el = $('#notice');
  el.hidden = !n;
  if (!n) return;
  const t = T();
  el.replaceChildren(h('span', {}, typeof t[n.key] === 'function' ? t[n.key](...n.args) : n.key),
    h('button', { type: 'button', class: 'close', 'aria-label': '×', onclick: () => dispatch({ type: 'notice', notice: null }) }, '×'));
}

function toast(msg) {
  const el = $('#toast');
  el.textContent = msg;
  el.classList.add('show');
  clearTimeout(app.toastTimer);
  app.toastTimer = setTimeout(() => el.classList.remove('show'), 3500);
}

// ------------------------------------------------------------------ FEN, diagrams, setup
function fenProblems(fen) {
  const r = call('validateFen', fen);
  return r.ok ? r.value : [r.error];
}

function loadFen(fen) {
  const probs = fenProblems(fen);
  app.fenErrors = probs;
  if (probs.length) { render(); return false; }
  dispatch({ type: 'load', root: A.boardView(fen).error ? START_FEN : fen });
  return true;
}

/**
 * On a phone the panels are below the board: a game picked there goes back to the first screen
 * (the board, the verdict and the current move's reason).
 */
function boardIntoView() {
  if (window.matchMedia('(max-width: 600px)').matches) window.scrollTo({ top: 0 });
}

function openDiagram(id, { ply = 0, moves = null, line = '', notes = [] } = {}) {
  const d = diagramOf(id);
  if (!d) return false;
  const t = moves ? A.checkTree(d.fen, moves, (m) => toast(T().illegalMoveInLink(m))) : tree.withComments(tree.fromMoves(d.moves_iccs), notes);
  app.fenErrors = [];
  app.state = reduce(app.state, { type: 'tab', tab: 'rulebook' });
  dispatch({ type: 'load', root: d.fen, tree: t, line: tree.lineFromString(t, line), ply, diagram: d.id });
  rulebookPanel.reveal($('[data-panel=rulebook]'), d.id);
  return true;
}

function setupFen() {
  const d = app.state.setup;
  if (!d) return null;
  const r = call('setupFen', d.pieces, d.turn);
  return r.ok ? r.value : null;
}

function setupProblems() {
  const fen = setupFen();
  return fen ? fenProblems(fen) : [{ code: 'ERR_ARGUMENT', message: 'setup' }];
}

/** Edits the draft: `f(pieces)` → new pieces (a copy), optionally a new side to move. */
function setupEdit(f, turn) {
  const d = app.state.setup || { pieces: {}, turn: 'red' };
  dispatch({ type: 'setupDraft', pieces: f({ ...d.pieces }), turn: turn || d.turn });
}

function setupReset(from) {
  const p = from === 'start' ? A.placement(START_FEN) : (() => { const c = context(); return A.boardView(c.a.fens[c.a.ply]); })();
  dispatch({ type: 'setupDraft', pieces: { ...p.pieces }, turn: p.turn });
}

function playFromSetup() {
  const fen = setupFen();
  if (!fen || fenProblems(fen).length) { render(); return; }
  app.state = reduce(app.state, { type: 'tab', tab: 'play' });
  loadFen(fen);
}

let setupSel = null;
function onSetupSquare(sq) {
  const s = app.state;
  const pieces = s.setup ? s.setup.pieces : {};
  if (s.tool === 'move') {
    if (setupSel && setupSel !== sq) { const from = setupSel; setupSel = null; app.board.selected = null; setupEdit((p) => { p[sq] = p[from]; delete p[from]; return p; }); return; }
    setupSel = pieces[sq] ? sq : null;
    app.board.selected = setupSel;
    app.board.render();
    return;
  }
  setupEdit((p) => {
    if (s.tool === 'eraser' || p[sq] === s.tool) delete p[sq];
    else p[sq] = s.tool;
    return p;
  });
}

function setTab(tab) {
  if (tab === 'setup' && !app.state.setup) {
    const c = context();
    const v = A.boardView(c.a.fens[c.a.ply]);
    app.state = reduce(app.state, { type: 'setupDraft', pieces: { ...v.pieces }, turn: v.turn || 'red' });
  }
  dispatch({ type: 'tab', tab });
  if (tab === 'rulebook' && app.state.diagram !== null) rulebookPanel.reveal($('[data-panel=rulebook]'), app.state.diagram);
}

// ------------------------------------------------------------------ records
function importRecord(input, out) {
  if (typeof input === 'string' && !input.trim()) return;
  const r = recordsPanel.readRecord(input);
  if (!r.ok) { recordsPanel.showResult(out, context(), { error: r.error }); return; }
  const games = r.games;
  if (!games.length) { recordsPanel.showResult(out, context(), { error: { code: 'ERR_RECORD_FORMAT', message: 'no game found' } }); return; }
  loadRecordGame(games[0], out, games);
}

function loadRecordGame(game, out, games = null) {
  const root = game.fen || START_FEN;
  const recorded = game.tree && Array.isArray(game.tree.nodes) && game.tree.nodes.length > 1 ? tree.fromRecordNodes(game.tree.nodes) : tree.fromMoves(game.moves || []);
  const t = A.checkTree(root, recorded);
  app.state = reduce(app.state, { type: 'tab', tab: 'records' });
  dispatch({ type: 'load', root, tree: t, ply: null, record: { tags: game.tags || {}, result: game.result || null } });
  recordsPanel.showResult(out, context(), {
    games, error: game.error || null,
    loaded: { game, partial: game.error ? tree.lineMoves(t, []).length : 0 },
  });
  if (!game.error) boardIntoView();
}

function exportRecord(kind) {
  const c = context();
  const main = tree.lineMoves(c.s.tree, []);
  const rec = c.s.record || {};
  const game = { tags: rec.tags || {}, fen: c.s.root, moves: main, result: rec.result || null, tree: tree.toRecordNodes(c.s.tree) };
  return recordsPanel.writeRecord(kind, game, c.s.notation === 'iccs' ? 'iccs' : c.s.notation);
}

function copyLink() {
  const url = location.href;
  const p = navigator.clipboard && navigator.clipboard.writeText ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
  const left = context().link.notesLeftOut;
  p.then(() => toast(left ? T().linkCopiedNoNotes : T().linkCopied), () => toast(url));
}

// ------------------------------------------------------------------ URL
// Chrome ignores replaceState beyond ~200 calls in 10 s: while stepping fast, the link is
// written at most every 100 ms (and once more after the last step).
let hashTimer = null;
let hashWritten = 0;
function writeHash(ctx) {
  const { hash } = ctx.link;
  const write = (deferred) => {
    hashTimer = null;
    // a link opened since (a hashchange on its way) wins over this older state
    if (deferred && location.hash !== app.lastHash) return;
    hashWritten = performance.now();
    if (hash !== location.hash && !(hash === '#' && !location.hash)) history.replaceState(null, '', hash === '#' ? location.pathname + location.search : hash);
    app.lastHash = location.hash;
  };
  clearTimeout(hashTimer);
  if (performance.now() - hashWritten >= 100) write(false);
  else hashTimer = setTimeout(() => write(true), 100);
}

function readHash() {
  const q = fromHash(location.hash);
  app.lastHash = location.hash;
  let s = reduce(app.state, { type: 'flip', flipped: q.flipped });
  s = reduce(s, { type: 'rules', rules: ['chinese', 'chinese1965'].includes(q.rules) ? q.rules : 'axf' });
  s = reduce(s, { type: 'notice', notice: null });
  app.state = s;
  app.fenErrors = [];
  if (q.diagram !== null) {
    if (openDiagram(q.diagram, { ply: q.ply ?? 0, moves: q.tree, line: q.line, notes: q.notes })) return;
    app.state = reduce(app.state, { type: 'notice', notice: { key: 'missingDiagram', args: [q.diagram, app.data.diagrams.length] } });
    app.state = reduce(app.state, { type: 'tab', tab: 'rulebook' });
    dispatch({ type: 'load', root: START_FEN });
    return;
  }
  if (q.setup && q.fen) {
    const p = A.placement(q.fen);
    if (!p.error) {
      app.state = reduce(app.state, { type: 'setupDraft', pieces: { ...p.pieces }, turn: p.turn });
      dispatch({ type: 'tab', tab: 'setup' });
      return;
    }
  }
  if (q.tab) app.state = reduce(app.state, { type: 'tab', tab: q.tab });
  else if (app.state.tab === 'setup' || app.state.tab === 'rulebook') app.state = reduce(app.state, { type: 'tab', tab: 'play' });
  const root = q.fen || START_FEN;
  if (q.fen) {
    const probs = fenProblems(q.fen);
    if (probs.length) {
      app.fenErrors = probs;
      $('#fen-input').value = q.fen;
      $('#fen-input').dataset.dirty = '1';
      dispatch({ type: 'load', root: START_FEN });
      return;
    }
  }
  const t = q.tree ? A.checkTree(root, q.tree, (m) => toast(T().illegalMoveInLink(m))) : tree.emptyTree();
  dispatch({ type: 'load', root, tree: t, line: tree.lineFromString(t, q.line), ply: q.ply, record: q.record });
}

// ------------------------------------------------------------------ language and wiring
function applyStaticI18n() {
  const t = T();
  document.documentElement.lang = app.state.lang === 'zh' ? 'zh-CN' : 'en';
  document.title = t.title;
  for (const e of $$('[data-i18n]')) {
    const v = t[e.dataset.i18n];
    if (typeof v === 'string') e.textContent = v;
  }
  for (const e of $$('[data-i18n-label]')) e.setAttribute('aria-label', t[e.dataset.i18nLabel]);
  $('#lang-toggle').title = app.state.lang === 'zh' ? 'Switch to English' : '切换到中文';
  $('#btn-promote').title = t.promoteTitle;
  $('#btn-delete').title = t.deleteTitle;
  for (const [id, k, key] of [['btn-first', 'first', 'Home'], ['btn-back', 'back', '←'], ['btn-forward', 'forward', '→'], ['btn-last', 'last', 'End']]) {
    $(`#${id}`).title = `${t[k]} (${key})`;
    $(`#${id}`).setAttribute('aria-label', t[k]);
  }
}

function wire() {
  $('#lang-toggle').addEventListener('click', () => dispatch({ type: 'lang', lang: app.state.lang === 'zh' ? 'en' : 'zh' }));
  $('#btn-first').addEventListener('click', () => dispatch({ type: 'goto', ply: 0 }));
  $('#btn-back').addEventListener('click', () => dispatch({ type: 'step', by: -1 }));
  $('#btn-forward').addEventListener('click', () => dispatch({ type: 'step', by: 1 }));
  $('#btn-last').addEventListener('click', () => dispatch({ type: 'goto', ply: Infinity }));
  $('#btn-flip').addEventListener('click', () => dispatch({ type: 'flip' }));
  $('#btn-promote').addEventListener('click', () => { dispatch({ type: 'promote' }); toast(T().promoted); });
  $('#btn-delete').addEventListener('click', () => { dispatch({ type: 'remove' }); toast(T().deleted); });
  $('#notation').addEventListener('change', (e) => dispatch({ type: 'notation', notation: e.target.value }));
  $('#rules').addEventListener('change', (e) => dispatch({ type: 'rules', rules: e.target.value }));
  $('#show-reasons').addEventListener('change', (e) => {
    savePref('xq-reasons', e.target.checked ? '1' : '');
    dispatch({ type: 'reasons', on: e.target.checked });
  });
  $('#btn-new').addEventListener('click', () => { app.fenErrors = []; dispatch({ type: 'load', root: START_FEN, diagram: null }); });
  $$('.tabs [data-tab]').forEach((b) => b.addEventListener('click', () => setTab(b.dataset.tab)));
  const input = $('#fen-input');
  input.addEventListener('input', () => { input.dataset.dirty = '1'; });
  $('#fen-form').addEventListener('submit', (e) => { e.preventDefault(); input.dataset.dirty = ''; if (input.value.trim()) loadFen(input.value.trim()); });
  $('#btn-copy').addEventListener('click', copyLink);
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select, [data-sq]') || e.altKey || e.ctrlKey || e.metaKey) return;
    if (app.state.tab === 'setup') return;
    const k = { ArrowLeft: { type: 'step', by: -1 }, ArrowRight: { type: 'step', by: 1 }, Home: { type: 'goto', ply: 0 }, End: { type: 'goto', ply: Infinity } }[e.key];
    if (k) { e.preventDefault(); dispatch(k); }
  });
  window.addEventListener('hashchange', () => { if (location.hash !== app.lastHash) readHash(); });
  // a record dropped anywhere on the page is read like one dropped on the records panel
  document.addEventListener('dragover', (e) => { if (e.dataTransfer && [...e.dataTransfer.types].includes('Files')) e.preventDefault(); });
  document.addEventListener('drop', async (e) => {
    if (e.defaultPrevented || !e.dataTransfer || !e.dataTransfer.files.length) return;
    e.preventDefault();
    setTab('records');
    const bytes = new Uint8Array(await e.dataTransfer.files[0].arrayBuffer());
    $('[data-testid=record-text]').value = '';
    importRecord(bytes, $('[data-testid=record-result]'));
  });
}

async function main() {
  applyStaticI18n();
  app.board = new BoardView($('#board-host'), {
    onMove: tryMove,
    onIllegal: (a, b) => toast(T().illegalDrop(a, b || '?')),
    onSquare: onSetupSquare,
    onSetupMove: (a, b) => setupEdit((p) => { p[b] = p[a]; delete p[a]; return p; }),
    onSetupRemove: (a) => setupEdit((p) => { delete p[a]; return p; }),
  });
  const [, diagrams, terms] = await Promise.all([
    loadEngine(),
    fetch('data/axf-diagrams.json').then((r) => (r.ok ? r.json() : [])).catch(() => []),
    fetch('data/axf-terms.json').then((r) => (r.ok ? r.json() : null)).catch(() => null),
  ]);
  app.data.diagrams = diagrams;
  app.data.terms = terms;
  wire();
  if (!engine.loaded) {
    const b = $('#banner');
    b.textContent = /import|fetch|module/i.test(engine.error || '') ? T().wasmMissing : T().wasmFailed(engine.error);
    b.hidden = false;
    document.body.dataset.ready = '1';
    return;
  }
  readHash();
  document.body.dataset.ready = '1';
  window.__xiangqiPage = { loaded: true, dispatch, state: () => app.state, engineCalls: () => ({ ...calls }) };
}

main();
