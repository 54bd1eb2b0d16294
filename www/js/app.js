// Page controller: state, URL, language, panels. Rules come only from the wasm package.
import { BoardView, pieceIcon } from './board.js';
import { STRINGS, detectLang, saveLang } from './i18n.js';
import { engine, loadEngine, call, pick, plain } from './engine.js';
import { parseFen, makeFen, positionKey, findGeneral } from './fen.js';

const FALLBACK_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const LABEL_TERMS = {
  check: '照着', mate_threat: '杀着', chase: '捉着', exchange: '兑着', block: '拦着', offer: '献着', idle: '闲着',
};
const LABEL_ORDER = ['check', 'mate_threat', 'chase', 'discovered_capture_threat', 'exchange', 'offer', 'block', 'idle'];
const ICCS_RE = /^[a-i][0-9][a-i][0-9]$/;

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

const S = {
  lang: detectLang(),
  tab: 'play',
  notation: readPref('xq-notation', 'chinese'),
  flipped: false,
  rootFen: FALLBACK_START,
  moves: [],
  fens: [FALLBACK_START],
  ply: 0,
  diagram: null,
  setup: { placement: {}, turn: 'w' },
  tool: 'R',
  setupSel: null,
  data: { diagrams: [], terms: null },
  lastHash: null,
};
let T = STRINGS[S.lang];
const cache = { judge: new Map(), notation: new Map(), info: new Map() };
let board;

function readPref(k, d) { try { return localStorage.getItem(k) || d; } catch { return d; } }
function writePref(k, v) { try { localStorage.setItem(k, v); } catch { /* ignore */ } }

// ---------------------------------------------------------------- engine helpers
function startFen() {
  const r = call('startFen');
  return r.ok ? r.value : FALLBACK_START;
}

function currentFen() { return S.fens[S.ply]; }

function fenProblems(fen) {
  if (engine.has('validateFen')) {
    const r = call('validateFen', fen);
    if (!r.ok) return [r.error];
    return (plain(r.value) || []).map((p) => ({ code: pick(p, 'code') || '', message: pick(p, 'message') || String(p) }));
  }
  return parseFen(fen) ? [] : [{ code: 'ERR_FEN', message: 'cannot parse FEN' }];
}

function gameKey(n = S.moves.length) { return `${S.rootFen}|${S.moves.slice(0, n).join(',')}`; }

/** Judge report for the first n moves (null when judge is absent or fails). */
function judgeAt(n, opts = null) {
  if (!engine.has('judge')) return null;
  const key = `${gameKey(n)}|${opts ? JSON.stringify(opts) : ''}`;
  if (cache.judge.has(key)) return cache.judge.get(key);
  const args = [S.rootFen, S.moves.slice(0, n)];
  if (opts) args.push(opts);
  const r = call('judge', ...args);
  const v = r.ok ? plain(r.value) : { error: r.error };
  cache.judge.set(key, v);
  return v;
}

/** Labels/targets/notation of every move of the current line (from judge, else classify). */
function moveInfo() {
  const key = gameKey();
  if (cache.info.has(key)) return cache.info.get(key);
  let info = null;
  if (S.moves.length) {
    const rep = judgeAt(S.moves.length);
    const ms = rep && !rep.error ? pick(rep, 'moves') : null;
    if (Array.isArray(ms) && ms.length === S.moves.length) {
      info = ms.map((m) => normInfo(m));
    } else if (engine.has('classify')) {
      info = S.moves.map((mv, i) => {
        const r = call('classify', S.fens[i], mv);
        return r.ok ? normInfo(plain(r.value)) : null;
      });
    }
  }
  cache.info.set(key, info);
  return info;
}

function normInfo(m) {
  if (!m) return null;
  const raw = pick(m, 'targets') || [...(pick(m, 'checks') || []), ...(pick(m, 'chases') || [])];
  const targets = raw.map((t) => ({
    chaser: pick(t, 'chaser'), target: pick(t, 'target'),
    chaserPiece: pick(t, 'chaserPiece'), targetPiece: pick(t, 'targetPiece'),
  }));
  return {
    labels: pick(m, 'labels') || [], targets,
    chinese: pick(m, 'chinese'), wxf: pick(m, 'wxf'), text: pick(m, 'text'), inCycle: !!pick(m, 'inCycle'),
  };
}

function notationOf(i, fmt = S.notation) {
  const mv = S.moves[i];
  if (fmt === 'iccs') return { text: mv, fallback: false };
  const key = `${S.fens[i]}|${mv}|${fmt}`;
  if (cache.notation.has(key)) return cache.notation.get(key);
  let out = null;
  if (engine.has('toNotation')) {
    const r = call('toNotation', S.fens[i], mv, fmt);
    if (r.ok && r.value) out = { text: r.value, fallback: false };
  }
  if (!out) {
    const info = moveInfo();
    const t = info && info[i] && info[i][fmt];
    if (t) out = { text: t, fallback: false };
  }
  if (!out && fmt === 'chinese' && S.diagram && S.diagram.moves_iccs[i] === mv) {
    out = { text: S.diagram.moves[i], fallback: false };
  }
  if (!out) out = { text: mv, fallback: true };
  cache.notation.set(key, out);
  return out;
}

function toIccs(fen, token) {
  if (ICCS_RE.test(token)) return token;
  const after = call('play', fen, token);
  if (!after.ok) return null;
  const lm = call('legalMoves', fen);
  if (!lm.ok) return null;
  for (const m of plain(lm.value)) {
    const r = call('play', fen, m);
    if (r.ok && positionKey(r.value) === positionKey(after.value)) return m;
  }
  return null;
}

// ---------------------------------------------------------------- game state
function loadGame(rootFen, moves = [], ply = null, { diagram = null, quiet = false } = {}) {
  S.rootFen = rootFen;
  S.diagram = diagram;
  S.moves = [];
  S.fens = [rootFen];
  let fen = rootFen;
  for (const [i, tok] of moves.entries()) {
    if (!engine.loaded) break;
    const mv = toIccs(fen, tok);
    const r = mv ? call('play', fen, mv) : { ok: false };
    if (!r.ok) { if (!quiet) toast(T.illegalMoveInLink(i + 1, tok)); break; }
    S.moves.push(mv);
    fen = r.value;
    S.fens.push(fen);
  }
  S.ply = ply === null || ply === undefined || Number.isNaN(ply) ? S.moves.length : Math.max(0, Math.min(ply, S.moves.length));
  board && (board.selected = null);
  renderAll();
}

function playMove(from, to) {
  const mv = from + to;
  if (S.ply < S.moves.length && S.moves[S.ply] === mv) { goto(S.ply + 1); return; }
  const r = call('play', currentFen(), mv);
  if (!r.ok) { toast(r.error.message); renderBoard(); return; }
  if (S.diagram) { S.diagram = null; S.tab = 'play'; toast(T.deviated); }
  S.moves = S.moves.slice(0, S.ply);
  S.fens = S.fens.slice(0, S.ply + 1);
  S.moves.push(mv);
  S.fens.push(r.value);
  S.ply++;
  renderAll();
}

function goto(ply) {
  const p = Math.max(0, Math.min(ply, S.moves.length));
  if (p === S.ply) return;
  S.ply = p;
  board.selected = null;
  renderAll();
}

function loadDiagram(id, ply = null) {
  const d = S.data.diagrams.find((x) => x.id === Number(id));
  if (!d) return false;
  loadGame(d.fen, d.moves_iccs, ply === null ? 0 : ply, { diagram: d });
  return true;
}

// ---------------------------------------------------------------- URL state
function encodeVal(v) { return encodeURIComponent(v).replace(/%2F/g, '/').replace(/%2C/g, ','); }

function hashFor() {
  if (S.tab === 'setup') return `#setup=1&fen=${encodeVal(makeFen(S.setup.placement, S.setup.turn))}`;
  if (S.diagram) return `#diagram=${S.diagram.id}&ply=${S.ply}`;
  let s = `#fen=${encodeVal(S.rootFen)}`;
  if (S.moves.length) s += `&moves=${encodeVal(S.moves.join(','))}&ply=${S.ply}`;
  return s;
}

function writeHash() {
  const hsh = hashFor();
  if (hsh === location.hash) { S.lastHash = location.hash; return; }
  history.replaceState(null, '', hsh);
  S.lastHash = location.hash;
}

function readHash() {
  const raw = location.hash.replace(/^#/, '');
  S.lastHash = location.hash;
  const q = new URLSearchParams(raw);
  const ply = q.has('ply') ? parseInt(q.get('ply'), 10) : null;
  if (q.has('diagram') && S.data.diagrams.some((d) => d.id === Number(q.get('diagram')))) {
    setTab('rulebook', { keep: true });
    loadDiagram(q.get('diagram'), Number.isNaN(ply) ? null : ply);
    revealDiagram();
    return;
  }
  if (q.has('fen')) {
    const fen = q.get('fen').trim();
    if (q.has('setup')) {
      const p = parseFen(fen);
      if (p) { S.setup = { placement: p.placement, turn: p.turn }; setTab('setup', { keep: true }); renderAll(); return; }
    }
    const probs = fenProblems(fen);
    if (!probs.length) {
      const moves = (q.get('moves') || '').split(/[,\s]+/).filter(Boolean);
      setTab(S.tab === 'setup' || S.tab === 'rulebook' ? 'play' : S.tab, { keep: true });
      loadGame(fen, moves, Number.isNaN(ply) ? null : ply);
      $('#fen-input').value = fen;
      showFenError([]);
      return;
    }
    loadGame(startFen(), []);
    $('#fen-input').value = fen;
    showFenError(probs);
    return;
  }
  loadGame(startFen(), []);
}

// ---------------------------------------------------------------- rendering
function renderAll() {
  renderBoard();
  renderStatus();
  renderMoveList();
  renderVerdict();
  renderDiagramDetail();
  renderFenBox();
  renderSetupPanel();
  renderNav();
  writeHash();
}

function renderBoard() {
  if (S.tab === 'setup') {
    board.update({ placement: S.setup.placement, mode: 'setup', dests: {}, lastMove: null, checkSq: null, arrows: [] });
    board.selected = S.setupSel;
    board.render();
    return;
  }
  const fen = currentFen();
  const p = parseFen(fen) || { placement: {}, turn: 'w' };
  let dests = {};
  let checkSq = null;
  if (engine.loaded) {
    const d = call('dests', fen);
    if (d.ok) dests = plain(d.value) || {};
    const st = call('status', fen);
    if (st.ok && pick(plain(st.value), 'check')) checkSq = findGeneral(p.placement, p.turn === 'w');
  }
  const lastMove = S.ply > 0 ? [S.moves[S.ply - 1].slice(0, 2), S.moves[S.ply - 1].slice(2, 4)] : null;
  const arrows = [];
  if (S.ply > 0) {
    const info = moveInfo();
    const mi = info && info[S.ply - 1];
    if (mi) {
      for (const t of mi.targets) {
        const isGen = /^[kK]$/.test(t.targetPiece || '') || (mi.labels.includes('check') && t.target === findGeneral(p.placement, p.turn === 'w'));
        arrows.push({ from: t.chaser, to: t.target, kind: isGen ? 'check' : mi.labels.includes('chase') ? 'chase' : 'other' });
      }
    }
  }
  board.update({
    placement: p.placement, mode: engine.loaded ? 'play' : 'none', dests,
    turn: p.turn === 'w' ? 'red' : 'black', lastMove, checkSq, arrows,
  });
}

function sideName(side) { return side === 'red' ? T.red : side === 'black' ? T.black : side; }
function verdictText(code) { return T.verdicts[code] ?? code ?? '—'; }

function renderStatus() {
  const el = $('#status');
  el.className = 'status';
  if (S.tab === 'setup') {
    el.textContent = `${T.tabSetup} · ${S.setup.turn === 'b' ? T.blackToMove : T.redToMove}`;
    el.classList.add(S.setup.turn === 'b' ? 'turn-black' : 'turn-red');
    return;
  }
  if (!engine.loaded) { el.textContent = ''; return; }
  const fen = currentFen();
  const st = call('status', fen);
  const s = st.ok ? plain(st.value) : null;
  const turnRed = (parseFen(fen) || {}).turn !== 'b';
  let text = turnRed ? T.redToMove : T.blackToMove;
  let cls = turnRed ? 'turn-red' : 'turn-black';
  const rep = S.ply > 0 ? judgeAt(S.ply, judgeOpts()) : null;
  const rstatus = rep && !rep.error ? pick(rep, 'status') : null;
  if (s && (pick(s, 'checkmate') || pick(s, 'stalemate'))) {
    const oc = pick(s, 'outcome') || {};
    const winner = pick(oc, 'winner') || (turnRed ? 'black' : 'red');
    text = pick(s, 'checkmate') ? T.checkmate(sideName(winner)) : T.stalemate(sideName(winner));
    cls = 'end';
  } else if (rstatus === 'repetition') {
    text = T.repetitionEnd(verdictText(pick(rep, 'verdict')));
    cls = 'end';
  } else if (rstatus === 'move_limit') {
    text = T.moveLimit;
    cls = 'end';
  } else if (s && pick(s, 'check')) {
    text += ' · ' + T.check;
    cls += ' in-check';
  }
  el.textContent = text;
  el.classList.add(...cls.split(' '));
}

function labelBadge(label) {
  const terms = S.data.terms && S.data.terms.terms || [];
  const term = terms.find((t) => t.term === LABEL_TERMS[label]);
  let tip = T.labelNames[label] || label;
  if (term) tip = `${term.term} (${term.term_en}): ${S.lang === 'zh' ? term.definition_zh : term.definition_en}`;
  return h('span', { class: `badge lb-${label}`, title: tip, 'data-label': label }, T.labels[label] || label);
}

function renderMoveList() {
  const list = $('#move-list');
  list.replaceChildren();
  const info = moveInfo();
  let anyFallback = false;
  const startBtn = h('button', { type: 'button', class: 'mv start' + (S.ply === 0 ? ' current' : ''), 'data-ply': 0, onclick: () => goto(0) }, T.start);
  list.append(startBtn);
  const rootTurn = (parseFen(S.rootFen) || {}).turn || 'w';
  const grid = h('ol', { class: 'moves' });
  let row = null;
  const offset = rootTurn === 'b' ? 1 : 0;
  const corrections = S.diagram ? S.diagram.corrections || [] : [];
  for (let i = 0; i < S.moves.length; i++) {
    const slot = i + offset;
    if (slot % 2 === 0 || !row) {
      row = h('li', { class: 'move-row' }, h('span', { class: 'num' }, `${Math.floor(slot / 2) + 1}.`));
      grid.append(row);
      if (slot % 2 === 1) row.append(h('span', { class: 'mv empty' }, '…'));
    }
    const n = notationOf(i);
    anyFallback ||= n.fallback;
    const mi = info && info[i];
    const corr = corrections.find((c) => c.ply === i + 1);
    const btn = h('button', {
      type: 'button', class: 'mv' + (S.ply === i + 1 ? ' current' : '') + (S.ply < i + 1 ? ' future' : ''),
      'data-ply': i + 1, 'data-testid': `move-${i + 1}`, 'data-iccs': S.moves[i], onclick: () => goto(i + 1),
    }, h('span', { class: 'mv-text' }, n.text));
    if (corr) btn.append(h('sup', { class: 'corr', title: T.correctionLine(corr) }, '*'));
    if (mi && mi.inCycle) btn.classList.add('in-cycle');
    if (mi && mi.text) btn.title = [pick(mi.text, S.lang), pick(mi.text, S.lang === 'zh' ? 'en' : 'zh')].filter(Boolean).join(' · ');
    if (mi && mi.labels.length) {
      const b = h('span', { class: 'badges' });
      for (const l of [...mi.labels].sort((a, c) => LABEL_ORDER.indexOf(a) - LABEL_ORDER.indexOf(c))) b.append(labelBadge(l));
      btn.append(b);
    }
    row.append(btn);
  }
  list.append(grid);
  const cur = list.querySelector('.mv.current');
  if (cur && cur.scrollIntoView && list.scrollHeight > list.clientHeight) {
    const top = cur.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 30) list.scrollTop = top - list.clientHeight / 2;
  }
  // feature notes
  const notes = $('#feature-notes');
  notes.replaceChildren();
  if (engine.loaded) {
    if (!engine.has('classify') && !engine.has('judge')) notes.append(h('p', { class: 'missing' }, T.featureMissing(T.featLabels)));
    if (!engine.has('judge')) notes.append(h('p', { class: 'missing' }, T.featureMissing(T.featJudge)));
    if (S.notation !== 'iccs' && anyFallback) notes.append(h('p', { class: 'missing' }, T.featureMissing(T.featNotation)));
  }
}

function judgeOpts() {
  const d = S.diagram;
  if (d && S.ply === S.moves.length && d.final_position_repeats === false) return { pattern: true };
  return null;
}

function repeatsWithoutJudge() {
  const k = positionKey(currentFen());
  return S.fens.slice(0, S.ply).some((f) => positionKey(f) === k);
}

function computedVerdictCode() {
  if (!engine.has('judge')) return null;
  if (S.ply === 0) return 'none';
  const rep = judgeAt(S.ply, judgeOpts());
  if (!rep || rep.error) return null;
  return pick(rep, 'verdict') || 'none';
}

function renderVerdict() {
  const v = $('#verdict');
  const body = $('#verdict-body');
  const panel = $('#verdict-panel');
  body.replaceChildren();
  panel.classList.remove('active', 'v-red', 'v-black', 'v-draw');
  if (!engine.loaded) { v.textContent = '—'; return; }
  if (!engine.has('judge')) {
    v.textContent = T.notAvailable;
    v.dataset.code = '';
    if (S.ply > 0 && repeatsWithoutJudge()) {
      panel.classList.add('active');
      body.append(h('p', {}, T.positionRepeats), h('p', { class: 'missing' }, T.featureMissing(T.featJudge)));
    }
    return;
  }
  if (S.ply === 0) { v.textContent = '—'; v.dataset.code = 'none'; body.append(h('p', { class: 'muted' }, T.noRepetition)); return; }
  const opts = judgeOpts();
  const rep = judgeAt(S.ply, opts);
  if (!rep || rep.error) {
    v.textContent = '—';
    v.dataset.code = '';
    if (rep && rep.error) body.append(h('p', { class: 'error' }, `${rep.error.message} (${rep.error.code})`));
    return;
  }
  const code = pick(rep, 'verdict') || 'none';
  v.dataset.code = code;
  v.textContent = verdictText(code);
  const cycle = pick(rep, 'cycle');
  if (code === 'none' && !cycle) { body.append(h('p', { class: 'muted' }, T.noRepetition)); return; }
  panel.classList.add('active', code === 'red_must_change' ? 'v-red' : code === 'black_must_change' ? 'v-black' : 'v-draw');
  const dl = h('dl', { class: 'report' });
  const viol = pick(rep, 'violations') || {};
  const vr = pick(viol, 'red'), vb = pick(viol, 'black');
  dl.append(h('dt', {}, T.violating), h('dd', { 'data-testid': 'violating-side' }, vr && vb ? T.both : vr ? T.red : vb ? T.black : T.nobody));
  const occ = pick(rep, 'occurrences');
  if (cycle) dl.append(h('dt', {}, T.cycleTitle), h('dd', {}, T.cycle(pick(cycle, 'fromPly'), pick(cycle, 'toPly')), occ ? ` · ${T.occurrences(occ)}` : ''));
  if (pick(rep, 'searchTruncated')) dl.append(h('dt', {}, T.note), h('dd', { class: 'muted' }, T.searchTruncated));
  if (opts && opts.pattern) dl.append(h('dt', {}, T.note), h('dd', { class: 'muted' }, T.patternNote));
  const summary = pick(rep, 'summary');
  if (summary) {
    dl.append(h('dt', {}, T.summary));
    const dd = h('dd', {});
    for (const side of ['red', 'black']) {
      const s = pick(summary, side);
      if (!s) continue;
      dd.append(h('div', { class: `side-sum ${side}` }, h('b', {}, sideName(side) + '：'), bilingual(s)));
    }
    dl.append(dd);
  }
  const arts = pick(rep, 'articles') || [];
  if (arts.length) {
    dl.append(h('dt', {}, T.articles));
    dl.append(h('dd', {}, h('ul', { class: 'articles' }, arts.map((a) => h('li', {}, h('b', {}, pick(a, 'id') || ''), ' ', bilingual(a))))));
  }
  const ex = pick(rep, 'explanation');
  if (ex) dl.append(h('dt', {}, T.explanation), h('dd', {}, bilingual(ex)));
  body.append(dl);
}

/** Chinese and English side by side, the UI language first. */
function bilingual(o) {
  const zh = pick(o, 'zh'), en = pick(o, 'en');
  const a = h('span', { lang: 'zh', class: 'zh' }, zh || '');
  const b = h('span', { lang: 'en', class: 'en' }, en || '');
  return h('span', { class: 'bi' }, ...(S.lang === 'zh' ? [a, b] : [b, a]));
}

function renderFenBox() {
  const input = $('#fen-input');
  if (document.activeElement === input && input.dataset.dirty === '1') return;
  input.value = S.tab === 'setup' ? makeFen(S.setup.placement, S.setup.turn) : currentFen();
  input.dataset.dirty = '';
}

function showFenError(problems) {
  const box = $('#fen-error');
  box.replaceChildren();
  if (!problems.length) return;
  box.append(h('strong', {}, T.fenInvalid), h('ul', {}, problems.map((p) => h('li', {}, p.message, p.code ? h('code', {}, ` ${p.code}`) : ''))));
}

function renderNav() {
  $('#btn-first').disabled = $('#btn-back').disabled = S.ply === 0 || S.tab === 'setup';
  $('#btn-last').disabled = $('#btn-forward').disabled = S.ply >= S.moves.length || S.tab === 'setup';
  $('#notation').value = S.notation;
  $$('.tabs [data-tab]').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.tab === S.tab)));
  $$('.panel').forEach((p) => { p.hidden = p.dataset.panel !== S.tab; });
  $('#game-section').hidden = S.tab === 'setup' || S.tab === 'glossary';
  $$('#diagram-list .dg').forEach((b) => b.classList.toggle('active', !!S.diagram && Number(b.dataset.diagram) === S.diagram.id));
}

let toastTimer = null;
function toast(msg) {
  const t = $('#toast');
  t.textContent = msg;
  t.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => t.classList.remove('show'), 3500);
}

// ---------------------------------------------------------------- tabs
function setTab(tab, { keep = false } = {}) {
  if (tab === 'setup' && S.tab !== 'setup') {
    const p = parseFen(currentFen()) || { placement: {}, turn: 'w' };
    if (!keep) S.setup = { placement: { ...p.placement }, turn: p.turn };
    S.setupSel = null;
  }
  S.tab = tab;
  if (!keep) renderAll();
}

// ---------------------------------------------------------------- setup editor
const PALETTE = ['K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p'];

function buildPalette() {
  const pal = $('#palette');
  pal.replaceChildren();
  for (const ch of PALETTE) {
    pal.append(h('button', { type: 'button', class: 'pal', 'data-tool': ch, 'data-testid': `palette-${ch}`, title: ch, onclick: () => { S.tool = ch; renderSetupPanel(); } }, pieceIcon(ch, 38)));
  }
  pal.append(h('button', { type: 'button', class: 'pal tool', 'data-tool': 'eraser', 'data-testid': 'palette-eraser', onclick: () => { S.tool = 'eraser'; renderSetupPanel(); } }, '✕ ', h('span', { 'data-i18n': 'eraser' }, T.eraser)));
  pal.append(h('button', { type: 'button', class: 'pal tool', 'data-tool': 'move', 'data-testid': 'palette-move', onclick: () => { S.tool = 'move'; renderSetupPanel(); } }, '✥ ', h('span', { 'data-i18n': 'movePieces' }, T.movePieces)));
}

function renderSetupPanel() {
  if (S.tab !== 'setup') return;
  $$('#palette .pal').forEach((b) => b.classList.toggle('active', b.dataset.tool === S.tool));
  $$('input[name=stm]').forEach((r) => { r.checked = r.value === S.setup.turn; });
  const fen = makeFen(S.setup.placement, S.setup.turn);
  const probs = engine.loaded ? fenProblems(fen) : [];
  const box = $('#setup-problems');
  box.replaceChildren();
  if (probs.length) box.append(h('strong', {}, T.fenProblems), h('ul', {}, probs.map((p) => h('li', {}, p.message, h('code', {}, ` ${p.code}`)))));
  else if (engine.loaded) box.append(h('span', { class: 'ok' }, '✓ ' + T.fenOk));
  $('#btn-playhere').disabled = !engine.loaded || probs.length > 0;
}

function setupChanged() {
  S.setupSel = null;
  renderAll();
}

function onSetupSquare(sq) {
  const pl = S.setup.placement;
  if (S.tool === 'move') {
    if (S.setupSel && S.setupSel !== sq) { pl[sq] = pl[S.setupSel]; delete pl[S.setupSel]; setupChanged(); return; }
    S.setupSel = pl[sq] ? sq : null;
    renderBoard();
    return;
  }
  if (S.tool === 'eraser' || pl[sq] === S.tool) delete pl[sq];
  else pl[sq] = S.tool;
  setupChanged();
}

// ---------------------------------------------------------------- rulebook
function articleText(n) {
  const t = S.data.terms;
  const a = t && (t.detailed_articles || []).find((x) => x.n === n);
  return a ? { zh: a.zh, en: a.en } : null;
}

function buildDiagramList() {
  const list = $('#diagram-list');
  list.replaceChildren();
  const groups = new Map();
  for (const d of S.data.diagrams) {
    let key = d.article !== null && d.article !== undefined ? `a${d.article}` : null;
    if (!key) {
      const sec = ((S.data.terms && S.data.terms.appendix_sections) || []).find((s) => s.diagrams.includes(d.id));
      key = `x${sec ? sec.heading_zh : d.article_zh}`;
    }
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(d);
  }
  for (const [key, ds] of groups) {
    const d0 = ds[0];
    const art = d0.article ? articleText(d0.article) : null;
    const zh = art ? art.zh : d0.article_zh;
    const en = art ? art.en : d0.article_en;
    const title = d0.article ? T.article(d0.article) : T.appendix;
    const sec = h('section', { class: 'group', 'data-group': key });
    sec.append(h('h3', {}, h('span', { class: 'art-no' }, title), ' ', h('span', { class: 'art-zh', lang: 'zh' }, zh)));
    sec.append(h('p', { class: 'art-en', lang: 'en' }, en));
    const items = h('div', { class: 'dgs' });
    for (const d of ds) {
      const search = [d.id, d.label, `图${d.id}`, `diagram ${d.id}`, d.article ? `article ${d.article} 第${d.article}条` : '', d.article_zh, d.article_en,
        d.explanation_zh, d.explanation_en, JSON.stringify(d.classification || {}), (d.notes || []).join(' '), d.moves.join(' '), d.verdict].join(' ').toLowerCase();
      const chip = d.verdict === 'draw' ? 'v-draw' : d.verdict === 'red_must_change' ? 'v-red' : 'v-black';
      items.append(h('button', {
        type: 'button', class: 'dg', 'data-diagram': d.id, 'data-testid': `diagram-${d.id}`, 'data-search': search,
        title: `${d.label} · ${verdictText(d.verdict)}`, onclick: () => { loadDiagram(d.id, 0); setTab('rulebook'); },
      }, h('span', { class: 'dg-n' }, String(d.id)), h('span', { class: `dg-v ${chip}` }, verdictText(d.verdict)),
      d.fen_status !== 'transcribed' ? h('span', { class: 'dg-flag', title: { reconstructed: T.reconstructed, derived: T.derived, corrected: T.fenCorrected }[d.fen_status] || d.fen_status }, { reconstructed: '⚠', derived: '↶', corrected: '✎' }[d.fen_status] || '?') : null,
      (d.corrections || []).length ? h('span', { class: 'dg-flag', title: T.corrections }, '*') : null));
    }
    sec.append(items);
    list.append(sec);
  }
  filterDiagrams();
}

function filterDiagrams() {
  const q = $('#diagram-search').value.trim().toLowerCase();
  const idQuery = /^(#|图|diagram\s*)?\d+$/.test(q) ? q.replace(/\D/g, '') : null;
  let n = 0;
  for (const sec of $$('#diagram-list .group')) {
    let any = false;
    const groupText = sec.textContent.toLowerCase();
    for (const b of $$('.dg', sec)) {
      const ok = idQuery !== null ? b.dataset.diagram === idQuery : !q || b.dataset.search.includes(q) || groupText.includes(q);
      b.hidden = !ok;
      if (ok) { any = true; n++; }
    }
    sec.hidden = !any;
  }
  $('#diagram-count').textContent = T.diagramsFound(n);
}

function revealDiagram() {
  const b = S.diagram && $(`#diagram-list [data-diagram="${S.diagram.id}"]`);
  if (b) {
    const list = $('#diagram-list');
    const top = b.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    list.scrollTop = Math.max(0, top - 60);
  }
}

function renderDiagramDetail() {
  const box = $('#diagram-detail');
  box.replaceChildren();
  const d = S.diagram;
  if (!d) { box.append(h('p', { class: 'muted' }, T.noDiagram)); return; }
  const art = d.article ? articleText(d.article) : null;
  box.append(h('h2', {}, `${d.label}`, h('span', { class: 'muted' }, ` · ${STRINGS.en.diagram(d.id)}`),
    d.article ? h('span', { class: 'art-tag' }, T.article(d.article)) : h('span', { class: 'art-tag' }, T.appendix)));
  box.append(h('blockquote', { class: 'article' }, bilingual({ zh: art ? art.zh : d.article_zh, en: art ? art.en : d.article_en })));
  const fenProbs = engine.loaded ? fenProblems(d.fen) : [];
  if (fenProbs.length) {
    box.append(h('div', { class: 'disclose warn', 'data-testid': 'diagram-fen-problems' }, h('strong', {}, T.diagramFenProblems),
      h('ul', {}, fenProbs.map((p) => h('li', {}, p.message, h('code', {}, ` ${p.code}`))))));
  }
  if (d.fen_status === 'reconstructed') box.append(h('p', { class: 'disclose warn', 'data-testid': 'reconstructed' }, '⚠ ', T.reconstructed));
  if (d.fen_status === 'derived') box.append(h('p', { class: 'disclose' }, '↶ ', T.derived));
  if (d.fen_status === 'corrected') {
    box.append(h('div', { class: 'disclose warn', 'data-testid': 'fen-corrected' }, '✎ ', T.fenCorrected,
      d.fen_transcribed ? h('div', {}, T.fenTranscribed, ' ', h('code', {}, d.fen_transcribed)) : null));
  }
  if ((d.corrections || []).length) {
    box.append(h('div', { class: 'disclose', 'data-testid': 'corrections' }, h('strong', {}, T.corrections),
      h('ul', {}, d.corrections.map((c) => h('li', {}, T.correctionLine(c))))));
  }
  const atEnd = S.ply === S.moves.length;
  const dl = h('dl', { class: 'report' });
  dl.append(h('dt', {}, T.rulebookVerdict), h('dd', {}, h('strong', { class: 'verdict-rb', 'data-testid': 'rulebook-verdict', 'data-code': d.verdict }, verdictText(d.verdict))));
  const code = computedVerdictCode();
  let mark;
  if (code === null) mark = h('span', { class: 'agree unknown', 'data-testid': 'verdict-agreement' }, `? ${T.notAvailable}`);
  else if (!atEnd) mark = h('span', { class: 'agree pending', 'data-testid': 'verdict-agreement' }, `${verdictText(code)} · ${T.pendingEnd}`);
  else if (code === d.verdict) mark = h('span', { class: 'agree yes', 'data-testid': 'verdict-agreement', 'data-agree': 'yes' }, `✓ ${verdictText(code)} — ${T.agree}`);
  else mark = h('span', { class: 'agree no', 'data-testid': 'verdict-agreement', 'data-agree': 'no' }, `✗ ${verdictText(code)} — ${T.disagree}`);
  dl.append(h('dt', {}, T.computedVerdict), h('dd', {}, mark));
  const cls = d.classification || {};
  if (cls.red || cls.black) {
    dl.append(h('dt', {}, T.classification));
    dl.append(h('dd', {}, ['red', 'black'].filter((s) => cls[s]).map((s) => h('div', { class: `side-sum ${s}` }, h('b', {}, sideName(s) + '：'), bilingual(cls[s])))));
  }
  dl.append(h('dt', {}, T.explanation), h('dd', {}, bilingual({ zh: d.explanation_zh, en: d.explanation_en })));
  if ((d.notes || []).length) dl.append(h('dt', {}, T.notes), h('dd', {}, h('ul', { class: 'notes', lang: 'en' }, d.notes.map((n) => h('li', {}, n)))));
  dl.append(h('dt', {}, T.source), h('dd', { class: 'source' }, linkify(d.fen_source)));
  box.append(dl);
}

function linkify(text) {
  const m = /(https?:\/\/\S+)/.exec(text || '');
  if (!m) return text || '';
  return h('span', {}, text.slice(0, m.index), h('a', { href: m[1], rel: 'noopener', target: '_blank' }, m[1].replace(/^https:\/\/github.com\//, '')), text.slice(m.index + m[1].length));
}

// ---------------------------------------------------------------- glossary
function buildGlossary() {
  const g = $('#glossary');
  g.replaceChildren();
  const t = S.data.terms;
  if (!t) return;
  const zhFirst = S.lang === 'zh';
  g.append(h('p', { class: 'muted' }, T.glossaryIntro), h('p', {}, bilingual({ zh: t.terms_intro_zh, en: t.terms_intro_en })));
  g.append(h('h3', {}, T.terms));
  const dl = h('dl', { class: 'terms' });
  for (const term of t.terms) {
    dl.append(h('dt', { id: `term-${term.term}` }, h('span', { lang: 'zh' }, term.term), ' ', h('span', { class: 'muted' }, term.term_en),
      term.synonyms ? h('span', { class: 'muted' }, ` (${term.synonyms.join('、')})`) : null));
    dl.append(h('dd', {}, bilingual({ zh: term.definition_zh, en: term.definition_en }),
      term.extension_zh ? h('div', { class: 'ext' }, bilingual({ zh: term.extension_zh, en: term.extension_en })) : null));
  }
  g.append(dl);
  if ((t.derived_terms || []).length) {
    g.append(h('h3', {}, T.derivedTerms));
    g.append(h('ul', { class: 'derived' }, t.derived_terms.map((d) => h('li', {}, h('b', { lang: 'zh' }, d.term), ' — ', h('a', { href: `#term-${d.defined_via}`, onclick: (e) => { e.preventDefault(); $(`#term-${CSS.escape(d.defined_via)}`)?.scrollIntoView({ block: 'center' }); } }, T.seeAlso(d.defined_via))))));
  }
  g.append(h('h3', {}, T.principles), h('p', { class: 'muted' }, zhFirst ? t.principles_heading_zh : t.principles_heading_en));
  g.append(h('ol', { class: 'principles' }, t.principles.map((p) => h('li', {}, bilingual(p)))));
  g.append(h('h3', {}, T.generalArticles));
  g.append(h('ol', { class: 'principles' }, t.general_articles.map((p) => h('li', {}, bilingual(p)))));
}

// ---------------------------------------------------------------- i18n
function applyStaticI18n() {
  document.documentElement.lang = S.lang === 'zh' ? 'zh-CN' : 'en';
  document.title = T.title;
  for (const e of $$('[data-i18n]')) {
    const v = T[e.dataset.i18n];
    if (typeof v === 'string') e.textContent = v;
  }
  $('#diagram-search').placeholder = T.search;
  $('#lang-toggle').title = S.lang === 'zh' ? 'Switch to English' : '切换到中文';
  $('#btn-first').title = `${T.first} (Home)`;
  $('#btn-back').title = `${T.back} (←)`;
  $('#btn-forward').title = `${T.forward} (→)`;
  $('#btn-last').title = `${T.last} (End)`;
  for (const [id, k] of [['btn-first', 'first'], ['btn-back', 'back'], ['btn-forward', 'forward'], ['btn-last', 'last']]) $(`#${id}`).setAttribute('aria-label', T[k]);
}

function setLang(lang) {
  S.lang = lang;
  T = STRINGS[lang];
  saveLang(lang);
  applyStaticI18n();
  buildPalette();
  buildDiagramList();
  buildGlossary();
  cache.notation.clear();
  renderAll();
  if (S.tab === 'rulebook') revealDiagram();
}

function showBanner(msg) {
  const b = $('#banner');
  b.textContent = msg;
  b.hidden = !msg;
}

// ---------------------------------------------------------------- wiring
function wire() {
  $('#lang-toggle').addEventListener('click', () => setLang(S.lang === 'zh' ? 'en' : 'zh'));
  $('#btn-first').addEventListener('click', () => goto(0));
  $('#btn-back').addEventListener('click', () => goto(S.ply - 1));
  $('#btn-forward').addEventListener('click', () => goto(S.ply + 1));
  $('#btn-last').addEventListener('click', () => goto(S.moves.length));
  $('#btn-flip').addEventListener('click', () => { S.flipped = !S.flipped; board.setFlipped(S.flipped); renderBoard(); });
  $('#notation').addEventListener('change', (e) => { S.notation = e.target.value; writePref('xq-notation', S.notation); renderMoveList(); });
  $('#btn-new').addEventListener('click', () => { showFenError([]); loadGame(startFen(), []); });
  $$('.tabs [data-tab]').forEach((b) => b.addEventListener('click', () => setTab(b.dataset.tab)));
  const input = $('#fen-input');
  input.addEventListener('input', () => { input.dataset.dirty = '1'; });
  $('#fen-form').addEventListener('submit', (e) => { e.preventDefault(); submitFen(input.value); });
  $('#btn-copy').addEventListener('click', () => {
    const url = location.href;
    const p = navigator.clipboard && navigator.clipboard.writeText ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
    p.then(() => toast(T.linkCopied), () => toast(url));
  });
  $('#diagram-search').addEventListener('input', filterDiagrams);
  $('#btn-clear').addEventListener('click', () => { S.setup.placement = {}; setupChanged(); });
  $('#btn-startpos').addEventListener('click', () => { const p = parseFen(startFen()); S.setup = { placement: p.placement, turn: p.turn }; setupChanged(); });
  $$('input[name=stm]').forEach((r) => r.addEventListener('change', () => { S.setup.turn = r.value; setupChanged(); }));
  $('#btn-playhere').addEventListener('click', () => {
    const fen = makeFen(S.setup.placement, S.setup.turn);
    const probs = fenProblems(fen);
    if (probs.length) { showFenError(probs); return; }
    showFenError([]);
    S.tab = 'play';
    loadGame(fen, []);
  });
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select') || e.altKey || e.ctrlKey || e.metaKey) return;
    const k = { ArrowLeft: () => goto(S.ply - 1), ArrowRight: () => goto(S.ply + 1), Home: () => goto(0), End: () => goto(S.moves.length) }[e.key];
    if (k && S.tab !== 'setup') { e.preventDefault(); k(); }
  });
  window.addEventListener('hashchange', () => { if (location.hash !== S.lastHash) { readHash(); renderAll(); } });
}

function submitFen(text) {
  const fen = text.trim();
  if (!fen) return;
  $('#fen-input').dataset.dirty = '';
  if (!engine.loaded) { showFenError([{ code: '', message: T.wasmMissing }]); return; }
  const probs = fenProblems(fen);
  if (S.tab === 'setup') {
    const p = parseFen(fen);
    if (p) { S.setup = { placement: p.placement, turn: p.turn }; setupChanged(); }
    showFenError(p ? [] : probs);
    return;
  }
  if (probs.length) { showFenError(probs); return; }
  showFenError([]);
  if (S.tab === 'rulebook' || S.tab === 'glossary') S.tab = 'play';
  loadGame(fen, []);
}

async function main() {
  S.lang = detectLang();
  T = STRINGS[S.lang];
  applyStaticI18n();
  board = new BoardView($('#board-host'), {
    onMove: playMove,
    onIllegal: (a, b) => toast(b ? T.illegalDrop(a, b) : T.illegalDrop(a, '?')),
    onSquare: onSetupSquare,
    onSetupMove: (a, b) => { S.setup.placement[b] = S.setup.placement[a]; delete S.setup.placement[a]; setupChanged(); },
    onSetupRemove: (a) => { delete S.setup.placement[a]; setupChanged(); },
  });
  board.update({ placement: parseFen(FALLBACK_START).placement, mode: 'none' });
  const [, diagrams, terms] = await Promise.all([
    loadEngine(),
    fetch('data/axf-diagrams.json').then((r) => (r.ok ? r.json() : [])).catch(() => []),
    fetch('data/axf-terms.json').then((r) => (r.ok ? r.json() : null)).catch(() => null),
  ]);
  S.data.diagrams = diagrams;
  S.data.terms = terms;
  if (!engine.loaded) showBanner(engine.error === 'missing' ? T.wasmMissing : T.wasmFailed(engine.error));
  wire();
  buildPalette();
  buildDiagramList();
  buildGlossary();
  readHash();
  renderAll();
  document.body.dataset.ready = '1';
  window.__xiangqiPage = {
    features: Object.fromEntries(['startFen', 'validateFen', 'legalMoves', 'dests', 'play', 'toNotation', 'status', 'perft', 'classify', 'judge', 'Game'].map((n) => [n, engine.has(n)])),
    loaded: engine.loaded,
  };
}

main();
