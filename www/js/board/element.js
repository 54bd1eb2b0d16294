// <xiangqi-board>: the board as a custom element (shadow DOM), refereed by the engine. It draws
// with BoardView (view.js and its parts) and asks the engine's Game/Position API for every rules
// fact: legal destinations, check, the labels and reasons of a move, the forbidden repetitions,
// the verdict. It decides nothing itself. In play mode it asks once per step: `Game.step(move)`
// plays the move and returns everything drawn for it (a `StepView`: FEN, pieces, check, the
// move's report, status, outcome, forbidden moves, dests), kept as `state` and read by every
// render, event and warning until the next step.
//
// `defineBoard({engine, records, diagrams})` registers it: `engine()` resolves to the package's
// module (initialised); `records()`, if given, to a module with `readGame` (when the engine's has
// none: the referee module); `diagrams` is the URL of the diagrams' JSON (fetched on first use).
// mode="board" is a bare board driven by its host (the page in www/ does this: `attach(cb)`).
import { BoardView } from './view.js';
import { arrowsOf } from './arrows.js';
import { CSS } from './style.js';

const T = {
  zh: {
    red: '红方', black: '黑方', toMove: (s) => `${s}走棋`, check: '将军', undo: '悔棋', first: '起始', back: '后退', forward: '前进', last: '最后',
    move: (n, m) => `第 ${n} 着 ${m}`, start: '开局', over: '对局结束', wins: (s) => `${s}胜`, draw: '和棋',
    checkmate: '将死', stalemate: '困毙', repetition: '重复局面', move_limit: '步数上限',
    verdict: '裁决', verdicts: { none: '不判', draw: '不变作和', red_must_change: '红方须变着', black_must_change: '黑方须变着' },
    loses: (s) => `${s}不变作负`, seen: (n) => `第 ${n} 次出现`,
    warn: (side, n) => `此着使局面第 ${n} 次出现，${side}犯例：须变着，否则判负。`,
    warnReply: (side, opp, r, n, ends) => `若${opp}应以 ${r}，局面第 ${n} 次出现，${ends ? `${side}判负：此着是变着的最后机会。` : `${side}犯例：须变着，否则判负。`}`, playAnyway: '仍然走', cancel: '取消', blocked: '此着犯例，不允许。',
    rulebook: '棋例', ours: '本引擎', theirs: '规则书', agree: '一致', disagree: '不一致', article: (n) => `第 ${n} 条`,
    illegal: (sq) => `${sq}：不能走到这里`, notYours: '不是该方的棋子', empty: '这里没有可走的棋子',
    error: (what, code, msg) => `${what}无法读取（${code}）：${msg}`, attr: { fen: '局面 fen', moves: '着法 moves', record: '棋谱 record', diagram: '棋图 diagram', engine: '引擎' },
    board: '棋盘', piece: { K: '帅', A: '仕', B: '相', R: '车', N: '马', C: '炮', P: '兵', k: '将', a: '士', b: '象', r: '车', n: '马', c: '炮', p: '卒' }, emptyPt: '空',
  },
  en: {
    red: 'Red', black: 'Black', toMove: (s) => `${s} to move`, check: 'check', undo: 'Undo', first: 'First', back: 'Back', forward: 'Forward', last: 'Last',
    move: (n, m) => `Move ${n}: ${m}`, start: 'Start', over: 'Game over', wins: (s) => `${s} wins`, draw: 'Draw',
    checkmate: 'checkmate', stalemate: 'stalemate', repetition: 'repetition', move_limit: 'move limit',
    verdict: 'Verdict', verdicts: { none: 'no ruling', draw: 'draw if neither changes', red_must_change: 'Red must change', black_must_change: 'Black must change' },
    loses: (s) => `${s} loses for not changing`, seen: (n) => `seen ${n} times`,
    warn: (side, n) => `This move makes the position occur a ${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} time, a forbidden repetition for ${side}: change or lose.`,
    warnReply: (side, opp, r, n, ends) => `After ${opp}'s reply ${r} the position occurs a ${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} time: ${ends ? `${side} loses. This move is the last chance to change.` : `a forbidden repetition for ${side}: change or lose.`}`, playAnyway: 'Play anyway', cancel: 'Cancel', blocked: 'This move is a forbidden repetition: not allowed.',
    rulebook: 'Rulebook', ours: 'This engine', theirs: 'Rulebook', agree: 'agree', disagree: 'disagree', article: (n) => `Article ${n}`,
    illegal: (sq) => `${sq}: not a legal move`, notYours: 'not the side to move', empty: 'nothing to move here',
    error: (what, code, msg) => `${what} could not be read (${code}): ${msg}`, attr: { fen: 'The fen attribute', moves: 'The moves attribute', record: 'The record', diagram: 'The diagram', engine: 'The engine' },
    board: 'Board', piece: { K: 'general', A: 'advisor', B: 'elephant', R: 'chariot', N: 'horse', C: 'cannon', P: 'soldier', k: 'general', a: 'advisor', b: 'elephant', r: 'chariot', n: 'horse', c: 'cannon', p: 'soldier' }, emptyPt: 'empty',
  },
};
const ATTRS = ['fen', 'moves', 'orientation', 'rules', 'notation', 'lang', 'mode', 'interactive', 'record', 'diagram', 'ply', 'forbidden'];
const RESULT_SIDE = { red_wins: 'red', black_wins: 'black' };
const MUST = { red_must_change: 'red', black_must_change: 'black' };

let config = { engine: null, records: null, diagrams: null };
let diagramsP = null;
const diagrams = () => (diagramsP ||= fetch(config.diagrams).then((r) => {
  if (!r.ok) throw Object.assign(new Error(`${config.diagrams}: HTTP ${r.status}`), { code: 'ERR_DIAGRAMS' });
  return r.json();
}).catch((e) => { diagramsP = null; throw e; }));

const h = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of kids.flat()) if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : String(c));
  return e;
};
// the step buttons' icons (SVG paths: no font needed)
const ICONS = { first: 'M6 5h2v14H6zM19 5v14L9 12z', back: 'M17 5v14L6 12z', forward: 'M7 5v14l11-7z', last: 'M16 5h2v14h-2zM5 5v14l10-7z' };
const icon = (d) => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24'); svg.setAttribute('aria-hidden', 'true'); svg.setAttribute('class', 'icon');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', d); svg.append(p);
  return svg;
};
const coded = (e, code = 'ERR_INTERNAL') => ({ code: (e && e.code) || code, message: String((e && e.message) || e), index: e && e.index, ply: e && e.ply });

export class XiangqiBoard extends HTMLElement {
  static get observedAttributes() { return ATTRS; }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.append(h('style', {}, CSS));
    this.$frame = h('div', { class: 'frame', part: 'frame' });
    this.$board = h('div', { class: 'board-wrap', part: 'board' });
    this.$side = h('div', { class: 'side', part: 'side' });
    this.$error = h('div', { class: 'error', part: 'error', role: 'alert', hidden: true });
    this.$live = h('div', { class: 'sr', 'aria-live': 'polite' });
    this.$frame.append(this.$board, this.$side);
    root.append(this.$error, this.$frame, this.$live);
    this.cb = null;
    this.view = new BoardView(this.$board, {
      onMove: (a, b) => (this.cb ? this.cb.onMove?.(a, b) : this.#userMove(a + b)),
      onIllegal: (a, b) => (this.cb ? this.cb.onIllegal?.(a, b) : this.#refuse(this.#t().illegal(b || '?'))),
      onSquare: (sq) => this.cb?.onSquare?.(sq),
      onMiss: (sq, had) => (this.cb ? this.cb.onMiss?.(sq, had) : this.#missed(sq, had)),
      onSetupMove: (a, b) => this.cb?.onSetupMove?.(a, b),
      onSetupRemove: (a) => this.cb?.onSetupRemove?.(a),
    });
    this.$frame.addEventListener('keydown', (e) => {
      if (e.target.dataset?.sq || this.mode === 'play') return;
      const by = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
      if (by !== undefined) { e.preventDefault(); this.#goto(this.ply + by); }
    });
    this.#gen = 0;
    this.line = null;      // {fen, moves, fens, reports, entry}: view / rulebook
    this.pending = null;   // a forbidden move awaiting confirmation
    this.ready = Promise.resolve();
  }

  #gen; #game = null; #step = null; #xq = null; #scheduled = false; #observer = null; #judged = new Map();

  connectedCallback() {
    if (!this.#observer) {
      this.#observer = new MutationObserver(() => this.#schedule());
      this.#observer.observe(this, { childList: true, characterData: true, subtree: true });
    }
    this.#schedule();
  }

  disconnectedCallback() { this.#observer?.disconnect(); this.#observer = null; }

  attributeChangedCallback(name, was, now) {
    if (was === now) return;
    if (name === 'orientation') { this.view.setFlipped(now === 'black'); return; }
    if (['lang', 'notation', 'interactive', 'forbidden'].includes(name) && (this.#game || this.line)) { this.#render(); return; }
    if (name === 'ply' && this.line) { this.#goto(Number(now) || 0); return; }
    this.#schedule();
  }

  /** The mode: "play" (default), "view", "rulebook" (default with `diagram`), or "board". */
  get mode() {
    const m = this.getAttribute('mode');
    if (['play', 'view', 'rulebook', 'board'].includes(m)) return m;
    return this.hasAttribute('diagram') ? 'rulebook' : this.#recordText() !== null ? 'view' : 'play';
  }

  get lang() { const l = this.getAttribute('lang') || this.closest?.('[lang]')?.getAttribute('lang') || 'en'; return l.startsWith('zh') ? 'zh' : 'en'; }
  get notation() { const n = this.getAttribute('notation'); return ['chinese', 'wxf', 'iccs'].includes(n) ? n : this.lang === 'zh' ? 'chinese' : 'wxf'; }
  get rules() { return this.getAttribute('rules') || 'axf'; }
  /** What happens to a forbidden repetition the user plays: "confirm" (default), "block", "allow". */
  get forbiddenPolicy() { const f = this.getAttribute('forbidden'); return ['block', 'allow'].includes(f) ? f : 'confirm'; }
  get interactive() { return this.getAttribute('interactive') !== 'false'; }
  // Setters for the attributes that have getters: React 19 and Vue 3 assign a custom element's
  // props to its properties when it has them (`'lang' in el`), and a getter alone would throw
  // (React) or be skipped silently (Vue). Each sets (or, for null, removes) the attribute.
  set mode(v) { this.#reflect('mode', v); }
  set lang(v) { this.#reflect('lang', v); }
  set notation(v) { this.#reflect('notation', v); }
  set rules(v) { this.#reflect('rules', v); }
  set ply(v) { this.#reflect('ply', v); }
  set interactive(v) { this.#reflect('interactive', v === false || v === 'false' ? 'false' : v === null || v === undefined ? null : ''); }
  #reflect(name, v) { if (v === null || v === undefined) this.removeAttribute(name); else this.setAttribute(name, String(v)); }
  /** The live engine `Game` (owned by the element: do not free it or play on it), or null before loading. */
  get game() { return this.#game; }
  /**
   * What the board shows in play mode, as the engine's `Game.step` last returned it (a
   * `StepView`: fen, turn, pieces, check, lastMove, status, outcome, forbidden, dests, ply), or
   * null (before loading; view and rulebook modes).
   */
  get state() { return this.line ? null : this.#step; }
  /** The ply shown (view/rulebook) or played (play). */
  get ply() { return this.line ? this.line.ply : this.#step ? this.#step.ply : 0; }

  /** A bare board driven by the host: the BoardView, whose callbacks are `cb`'s. */
  attach(cb) { this.cb = cb; return this.view; }

  /** Plays a move (ICCS, WXF or Chinese) in play mode, as the user would but without the warning; returns its report. */
  play(move) {
    if (!this.#game) throw Object.assign(new Error('the board has no game yet (await board.ready)'), { code: 'ERR_NOT_READY' });
    return this.#commit(move);
  }

  /** Takes back the last move (play mode); returns it (ICCS) or undefined. */
  undo() {
    const mv = this.#game?.undo();
    if (mv) {
      this.#step = this.#game.step();
      this.pending = null; this.#render(); this.#say();
      this.dispatchEvent(new CustomEvent('undo', { detail: { move: mv, fen: this.#step.fen, ply: this.#step.ply } }));
    }
    return mv;
  }

  /** Replaces the position: `fen` (start position if empty) and `moves` (array or string). Resolves when shown. */
  setPosition(fen, moves = []) {
    for (const a of ['record', 'diagram']) this.removeAttribute(a);
    if (fen) this.setAttribute('fen', fen); else this.removeAttribute('fen');
    const m = Array.isArray(moves) ? moves.join(' ') : String(moves || '');
    if (m) this.setAttribute('moves', m); else this.removeAttribute('moves');
    this.#schedule();
    return this.ready;
  }

  #t() { return T[this.lang]; }
  #opts() { return this.rules === 'axf' ? undefined : { rules: this.rules }; }
  #recordText() {
    if (this.hasAttribute('record')) return this.getAttribute('record');
    const s = this.querySelector('script[type="application/x-xiangqi"]');
    return s ? s.textContent : null;
  }

  #schedule() {
    if (this.mode === 'board' || this.#scheduled || !this.isConnected) return;
    this.#scheduled = true;
    this.ready = Promise.resolve().then(() => { this.#scheduled = false; return this.#load(); });
  }

  async #load() {
    const gen = ++this.#gen;
    let what = 'engine';
    try {
      if (!config.engine) throw Object.assign(new Error('no engine registered (defineBoard)'), { code: 'ERR_NOT_INITIALISED' });
      const xq = this.#xq || (this.#xq = await config.engine());
      let fen, moves, entry = null;
      const rec = this.#recordText();
      if (this.hasAttribute('diagram')) {
        what = 'diagram';
        const id = Number(this.getAttribute('diagram'));
        const all = await diagrams();
        entry = all.find((d) => d.id === id);
        if (!entry) throw Object.assign(new Error(`no diagram ${JSON.stringify(this.getAttribute('diagram'))} (1–${all.length})`), { code: 'ERR_DIAGRAM' });
        fen = entry.fen; moves = entry.moves_iccs;
      } else if (rec !== null) {
        what = 'record';
        if (config.records) {
          // another module reads the record (the referee module has no reader): its mainline
          const g = (await config.records()).readGame(rec).games[0];
          if (g.error) throw g.error;
          fen = g.fen || xq.startFen(); moves = g.moves;
        } else {
          const g = xq.Game.fromRecord(rec, this.#opts());
          try { fen = g.startFen(); moves = g.history(); } finally { g.free(); }
        }
      } else {
        what = 'fen';
        fen = this.getAttribute('fen') || xq.startFen();
        xq.boardView(fen);
        what = 'moves';
        moves = (this.getAttribute('moves') || '').split(/[\s,]+/).filter(Boolean);
      }
      const game = new xq.Game(fen, this.#opts());
      let step;
      try {
        for (const [i, m] of moves.entries()) {
          try { game.play(m); } catch (e) { e.index ??= i; throw e; }
        }
        if (this.mode === 'play') step = game.step();
      } catch (e) { game.free(); throw e; }
      if (gen !== this.#gen) { game.free(); return; }
      this.#game?.free();
      this.#game = game;
      this.#step = step;
      this.#judged.clear();
      this.pending = null;
      this.$error.hidden = true;
      this.view.setFlipped(this.getAttribute('orientation') === 'black');
      if (this.mode === 'play') this.line = null;
      else {
        const hist = game.history(), fens = [fen];
        for (const m of hist) fens.push(xq.play(fens[fens.length - 1], m));
        const report = xq.judge(fen, hist, this.#opts());
        const p = this.getAttribute('ply');
        const ply = p === null ? (this.mode === 'rulebook' ? hist.length : 0) : Math.max(0, Math.min(hist.length, Number(p) || 0));
        this.line = { fen, moves: hist, fens, reports: report.moves, entry, ply };
      }
      this.#render();
      this.#say();
    } catch (e) {
      if (gen !== this.#gen) return;
      this.#fail(what, coded(e));
    }
  }

  #fail(what, err) {
    const t = this.#t();
    const where = err.index !== undefined ? ` [${this.lang === 'zh' ? '第' : 'move '}${err.index + 1}${this.lang === 'zh' ? '着' : ''}]` : '';
    this.$error.replaceChildren(h('code', {}, err.code), ' ', t.error(t.attr[what] || what, err.code, err.message) + where);
    this.$error.hidden = false;
    this.dispatchEvent(new CustomEvent('error', { detail: { ...err, attribute: what } }));
  }

  #goto(ply) {
    if (!this.line) return;
    const p = Math.max(0, Math.min(this.line.moves.length, ply));
    if (p === this.line.ply) return;
    this.line.ply = p;
    this.#render();
    this.#say();
  }

  /** A move from the board (click, drag, keyboard): checked against the forbidden repetitions first. */
  #userMove(mv) {
    if (!this.#game || this.mode !== 'play') return;
    const fm = this.#step.forbidden.find((f) => f.move === mv);
    if (fm) {
      const detail = { move: mv, reply: fm.reply, occurrences: fm.occurrences, endsGame: fm.endsGame, verdict: fm.status.verdict, explanation: fm.status.explanation, status: fm.status };
      const go = this.dispatchEvent(new CustomEvent('forbidden', { detail, cancelable: true }));
      const policy = this.forbiddenPolicy;
      // A move whose loss comes only on the opponent's reply is no infraction itself: warned, never blocked by the policy.
      if (!go || (policy === 'block' && !fm.reply)) { this.#warn({ mv, blocked: true, fm }); return; }
      if (policy === 'block' || policy === 'confirm') { this.#warn({ mv, fm }); return; }
    }
    this.#commit(mv);
  }

  /** Shows the warning for a pending move, scrolled into view (on a phone it is under the board). */
  #warn(pending) {
    this.pending = pending;
    this.#render();
    const w = this.shadowRoot.querySelector('[data-testid=warning]');
    if (w && typeof w.scrollIntoView === 'function') w.scrollIntoView({ block: 'nearest' });
  }

  // One engine call per move: `step` plays it and returns all that follows (the events and the render read it).
  #commit(mv) {
    const st = this.#game.step(mv);
    const report = st.lastMove, status = st.status;
    this.#step = st;
    this.pending = null;
    this.dispatchEvent(new CustomEvent('move', { detail: { move: report.move, report, fen: st.fen, ply: st.ply } }));
    if (status.verdict !== 'none' && status.status === 'repetition') this.dispatchEvent(new CustomEvent('verdict', { detail: { verdict: status.verdict, status } }));
    if (st.outcome) this.dispatchEvent(new CustomEvent('gameover', { detail: { outcome: st.outcome, status } }));
    this.#render();
    this.#say();
    return report;
  }

  /** A tap in play mode that neither picks up a piece of the side to move nor drops on a legal point: say why. */
  #missed(sq, hadSelection) {
    const piece = this.view.placement[sq], t = this.#t();
    if (piece) this.#refuse(`${sq}: ${t.notYours}`);
    else if (hadSelection) this.#refuse(t.illegal(sq));
  }

  #refuse(text) {
    const svg = this.view.svg;
    svg.classList.remove('refused');
    svg.getBoundingClientRect();
    svg.classList.add('refused');
    this.$live.textContent = text;
    this.dispatchEvent(new CustomEvent('refused', { detail: { message: text } }));
  }

  #judgedAt(ply) {
    const l = this.line;
    if (!this.#judged.has(ply)) {
      let opts = this.#opts();
      if (l.entry && ply === l.moves.length && l.entry.final_position_repeats === false) opts = { ...(opts || {}), pattern: true };
      let r = null;
      try { r = ply ? this.#xq.judge(l.fen, l.moves.slice(0, ply), opts) : null; } catch (e) { r = { error: coded(e) }; }
      this.#judged.set(ply, r);
    }
    return this.#judged.get(ply);
  }

  #moveText(r) { return !r ? '' : this.notation === 'iccs' ? r.move : r[this.notation] || r.move; }

  #render() {
    const xq = this.#xq, t = this.#t(), lang = this.lang;
    if (!xq || !this.#game) return;
    // play: the cached step (no engine call); view and rulebook: the position and the verdict at the ply
    const play = !this.line, st = this.#step;
    const ply = this.ply;
    const mr = play ? st.lastMove : this.line.reports[ply - 1];
    const bv = play ? st : xq.boardView(this.line.fens[ply]);
    const over = play ? !!st.outcome : !!bv.outcome;
    const status = play ? st.status : this.#judgedAt(ply);
    const canMove = play && !over && this.interactive;
    const forbidden = {};
    if (canMove) for (const f of st.forbidden) (forbidden[f.move.slice(0, 2)] ||= []).push(f.move.slice(2, 4));
    const occ = status && !status.error ? status.occurrences : 1;
    this.view.labels = { square: (sq, p, s) => `${sq} ${p ? `${/[A-Z]/.test(p) ? t.red : t.black} ${t.piece[p]}` : t.emptyPt}${s.selected ? ' ✓' : ''}${s.dest ? ' ◦' : ''}` };
    this.view.update({
      placement: bv.pieces, mode: canMove ? 'play' : 'none', dests: canMove ? st.dests : {},
      forbidden: canMove ? (from) => forbidden[from] || [] : null,
      lastMove: mr ? [mr.move.slice(0, 2), mr.move.slice(2, 4)] : null, checkSq: bv.check,
      arrows: arrowsOf(mr, bv.pieces), stamp: occ > 1 ? { text: `${occ}×`, sub: t.seen(occ), kind: status.verdict === 'draw' ? 'v-draw' : MUST[status.verdict] ? 'v-red' : '' } : null,
      marks: [],
    });
    this.view.svg.setAttribute('aria-label', `${t.board}: ${t.toMove(bv.turn === 'black' ? t.black : t.red)}`);

    const side = [];
    const turn = t.toMove(bv.turn === 'black' ? t.black : t.red);
    let text;
    if (play && over) {
      const o = st.outcome;
      const winner = RESULT_SIDE[o.result];
      text = `${t.over} · ${t[o.status] || o.status} · ${winner ? t.wins(t[winner]) : t.draw}`;
      if (o.status === 'repetition' && MUST[status.verdict]) text += ` (${t.loses(t[MUST[status.verdict]])})`;
    } else if (!play && bv.outcome) text = `${t[bv.outcome.reason]} · ${t.wins(t[bv.outcome.winner])}`;
    else text = bv.check ? `${turn} · ${t.check}` : turn;
    side.push(h('div', { class: `status${over ? ' end' : ''}`, part: 'status', 'data-testid': 'status' }, text));

    const btn = (label, onclick, disabled, testid, text) => h('button', { type: 'button', part: 'button', 'aria-label': label, title: label, onclick, disabled, 'data-testid': testid }, ICONS[text] ? icon(ICONS[text]) : text);
    if (play) {
      if (this.interactive) side.push(h('div', { class: 'controls', part: 'controls' }, btn(t.undo, () => this.undo(), ply === 0, 'undo', t.undo)));
    } else {
      const n = this.line.moves.length;
      side.push(h('div', { class: 'controls', part: 'controls' },
        btn(t.first, () => this.#goto(0), ply === 0, 'first', 'first'), btn(t.back, () => this.#goto(ply - 1), ply === 0, 'back', 'back'),
        h('span', { class: 'ply' }, `${ply} / ${n}`),
        btn(t.forward, () => this.#goto(ply + 1), ply === n, 'forward', 'forward'), btn(t.last, () => this.#goto(n), ply === n, 'last', 'last')));
    }
    if (this.pending) {
      const p = this.pending;
      const turn = st.turn, mover = t[turn], opp = t[turn === 'red' ? 'black' : 'red'];
      side.push(h('div', { class: 'warn', part: 'warning', role: 'alertdialog', 'data-testid': 'warning' },
        h('p', {}, p.blocked ? t.blocked : p.fm.reply ? t.warnReply(mover, opp, p.fm.reply, p.fm.occurrences, p.fm.endsGame) : t.warn(mover, p.fm.occurrences)),
        p.fm.status.explanation ? h('p', { class: 'muted' }, p.fm.status.explanation[lang]) : null,
        h('div', { class: 'row' },
          p.blocked ? null : h('button', { type: 'button', part: 'button', class: 'primary', 'data-testid': 'play-anyway', onclick: () => this.#commit(p.mv) }, t.playAnyway),
          h('button', { type: 'button', part: 'button', 'data-testid': 'cancel', onclick: () => { this.pending = null; this.#render(); } }, t.cancel))));
    }
    if (mr) {
      side.push(h('div', { class: 'reason', part: 'reason', 'data-testid': 'reason' },
        h('div', {}, `${t.move(ply, '')}`, h('b', {}, this.#moveText(mr)), (mr.labels || []).includes('check') ? h('span', { class: 'badge' }, t.check) : null),
        mr.text && mr.text[lang] ? h('p', {}, mr.text[lang]) : null));
    }
    if (status && !status.error && (status.verdict !== 'none' || status.status === 'repetition')) {
      const code = status.verdict;
      side.push(h('div', { class: `verdict${code === 'draw' ? ' draw' : ''}`, part: 'verdict', 'data-testid': 'verdict', 'data-code': code },
        h('div', {}, `${t.verdict}: `, h('strong', {}, t.verdicts[code] || code)),
        status.explanation?.[lang] ? h('p', {}, status.explanation[lang]) : null));
    }
    const e = this.line?.entry;
    if (e && status && !status.error && ply === this.line.moves.length) {
      const same = e.verdict === status.verdict;
      side.push(h('div', { class: 'rulebook', part: 'rulebook', 'data-testid': 'rulebook' },
        h('div', {}, h('strong', {}, `${t.rulebook} ${lang === 'zh' ? e.label : `Diagram ${e.id}`}`), ` · ${t.article(e.article)} `,
          h('span', { class: same ? 'agree' : 'disagree', 'data-testid': 'agreement' }, same ? `✓ ${t.agree}` : `✗ ${t.disagree}`)),
        h('table', {}, h('tr', {}, h('th', {}, ''), h('th', {}, t.theirs), h('th', {}, t.ours)),
          h('tr', {}, h('th', {}, t.verdict), h('td', {}, t.verdicts[e.verdict] || e.verdict), h('td', {}, t.verdicts[status.verdict] || status.verdict)),
          ...['red', 'black'].map((s) => h('tr', {}, h('th', {}, t[s]), h('td', {}, e.classification?.[s]?.[lang] || ''), h('td', {}, status.summary?.[s]?.[lang] || '')))),
        h('p', { class: 'muted' }, lang === 'zh' ? e.article_zh : e.article_en)));
    }
    this.$side.replaceChildren(...side);
    this.$frame.classList.toggle('has-side', true);
  }

  /** Screen-reader text for the move shown. */
  #say() {
    const t = this.#t(), ply = this.ply;
    const mr = this.line ? this.line.reports[ply - 1] : this.#step?.lastMove;
    const text = mr ? `${t.move(ply, this.#moveText(mr))}. ${mr.text?.[this.lang] || ''}` : t.start;
    this.$live.textContent = text;
  }
}

/** Registers `<xiangqi-board>` (once) with the engine loader and the diagrams' URL; returns the class. */
export function defineBoard({ engine, records, diagrams: url } = {}) {
  if (engine) config.engine = engine;
  if (records) config.records = records;
  if (url) config.diagrams = url;
  if (typeof customElements !== 'undefined' && !customElements.get('xiangqi-board')) customElements.define('xiangqi-board', XiangqiBoard);
  return XiangqiBoard;
}
