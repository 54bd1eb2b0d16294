// SVG Xiangqi board: drawing, highlights, arrows, the repetition stamp, and pointer and
// keyboard interaction. It knows nothing about the rules: legal destinations, the checked
// general and the arrows are handed in (from the engine's reports).

const NS = 'http://www.w3.org/2000/svg';
const FILES = 'abcdefghi';
export const STEP = 100;          // distance between two lines
export const MARGIN = 86;          // room for the file numbers around the grid
const W = 8 * STEP + 2 * MARGIN;
const H = 9 * STEP + 2 * MARGIN;
const PIECE_R = 44;

export const GLYPHS = {
  K: '帥', A: '仕', B: '相', R: '俥', N: '傌', C: '炮', P: '兵',
  k: '將', a: '士', b: '象', r: '車', n: '馬', c: '砲', p: '卒',
};
const RED_NUMS = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];
const BLACK_NUMS = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
const DIRS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export function el(tag, attrs = {}, parent = null, text = null) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

export const isRedPiece = (c) => c === c.toUpperCase();
const sqName = (f, r) => FILES[f] + r;
const fileOf = (sq) => sq.charCodeAt(0) - 97;
const rankOf = (sq) => Number(sq.slice(1));

/** Draws one piece (used on the board and in the setup palette). */
export function drawPiece(parent, ch, x, y, r = PIECE_R) {
  const red = isRedPiece(ch);
  const g = el('g', { class: `piece ${red ? 'red' : 'black'}`, transform: `translate(${x} ${y})` }, parent);
  el('circle', { class: 'p-shadow', r, cx: 3, cy: 5 }, g);
  el('circle', { class: 'p-body', r }, g);
  el('circle', { class: 'p-ring', r: r * 0.82 }, g);
  el('text', { class: 'p-glyph', 'font-size': r * 1.12, y: r * 0.02 }, g, GLYPHS[ch] || '?');
  return g;
}

/** A small standalone SVG of a piece (palette buttons). */
export function pieceIcon(ch, size = 40) {
  const svg = el('svg', { viewBox: '-50 -50 100 100', width: size, height: size, class: 'piece-icon', 'aria-hidden': 'true' });
  drawPiece(svg, ch, 0, 0, 44);
  return svg;
}

export class BoardView {
  /**
   * @param {HTMLElement} host
   * @param {object} cb callbacks: onMove(from,to), onIllegal(from,to), onSquare(sq),
   *   onSetupMove(from,to), onSetupRemove(from)
   */
  constructor(host, cb) {
    this.host = host;
    this.cb = cb;
    this.flipped = false;
    this.placement = {};
    this.mode = 'none';       // 'play' | 'setup' | 'none'
    this.dests = {};
    this.forbidden = null;    // from → [to]: the moves that would complete a forbidden repetition
    this.lastMove = null;
    this.checkSq = null;
    this.arrows = [];
    this.stamp = null;        // {text, sub, kind}: the repetition count stamped on the board
    this.marks = [];          // [{sq, kind}]: pieces a verdict names (chaser, checker, target)
    this.selected = null;
    this.cursor = 'e0';       // the keyboard's point
    this.labels = { square: (sq) => sq };
    this.drag = null;
    this.svg = el('svg', {
      viewBox: `0 0 ${W} ${H}`, class: 'board', role: 'group', 'data-testid': 'board',
      'aria-roledescription': 'board',
    }, host);
    this.buildDefs();
    this.gGrid = el('g', { class: 'grid', 'aria-hidden': 'true' }, this.svg);
    this.gHl = el('g', { class: 'highlights', 'aria-hidden': 'true' }, this.svg);
    this.gPieces = el('g', { class: 'pieces', 'aria-hidden': 'true' }, this.svg);
    this.gDests = el('g', { class: 'dests', 'aria-hidden': 'true' }, this.svg);
    this.gArrows = el('g', { class: 'arrows', 'aria-hidden': 'true' }, this.svg);
    this.gStamp = el('g', { class: 'stamp-layer' }, this.svg);
    this.gDrag = el('g', { class: 'drag-layer', 'aria-hidden': 'true' }, this.svg);
    this.gHit = el('g', { class: 'hit' }, this.svg);
    this.drawGrid();
    this.drawHitTargets();
    this.svg.addEventListener('pointerdown', (e) => this.onDown(e));
    this.svg.addEventListener('pointermove', (e) => this.onMoveEvt(e));
    this.svg.addEventListener('pointerup', (e) => this.onUp(e));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
    this.svg.addEventListener('contextmenu', (e) => { if (this.drag) e.preventDefault(); });
    this.svg.addEventListener('keydown', (e) => this.onKey(e));
    // a mouse click does not move the keyboard focus onto the board (← → keep stepping moves)
    this.svg.addEventListener('mousedown', (e) => e.preventDefault());
  }

  buildDefs() {
    const defs = el('defs', {}, this.svg);
    const wood = el('linearGradient', { id: 'wood', x1: 0, y1: 0, x2: 1, y2: 1 }, defs);
    el('stop', { offset: '0%', 'stop-color': '#f3d9a4' }, wood);
    el('stop', { offset: '55%', 'stop-color': '#e8c17f' }, wood);
    el('stop', { offset: '100%', 'stop-color': '#dcae68' }, wood);
    const body = el('radialGradient', { id: 'pieceBody', cx: '40%', cy: '35%', r: '70%' }, defs);
    el('stop', { offset: '0%', 'stop-color': '#fffaf0' }, body);
    el('stop', { offset: '70%', 'stop-color': '#f4e2bf' }, body);
    el('stop', { offset: '100%', 'stop-color': '#d9bb85' }, body);
    for (const [id, color] of [['arrowCheck', '#d21f1f'], ['arrowChase', '#1f6fd2'], ['arrowMate', '#7b1fa2'], ['arrowReply', '#6b6b6b'], ['arrowOther', '#2a9d5c']]) {
      const m = el('marker', { id, viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' }, defs);
      el('path', { d: 'M0,0 L10,5 L0,10 z', fill: color }, m);
    }
  }

  xy(sq) {
    const f = fileOf(sq), r = rankOf(sq);
    const cf = this.flipped ? 8 - f : f;
    const cr = this.flipped ? r : 9 - r;
    return [MARGIN + cf * STEP, MARGIN + cr * STEP];
  }

  sqAt(clientX, clientY) {
    const pt = this.svg.createSVGPoint();
    pt.x = clientX; pt.y = clientY;
    const m = this.svg.getScreenCTM();
    if (!m) return null;
    const p = pt.matrixTransform(m.inverse());
    const cf = Math.round((p.x - MARGIN) / STEP);
    const cr = Math.round((p.y - MARGIN) / STEP);
    if (cf < 0 || cf > 8 || cr < 0 || cr > 9) return null;
    if (Math.hypot(p.x - (MARGIN + cf * STEP), p.y - (MARGIN + cr * STEP)) > STEP * 0.62) return null;
    const f = this.flipped ? 8 - cf : cf;
    const r = this.flipped ? cr : 9 - cr;
    return sqName(f, r);
  }

  svgPoint(e) {
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    return pt.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  drawGrid() {
    const g = this.gGrid;
    g.replaceChildren();
    const x0 = MARGIN, y0 = MARGIN, x1 = MARGIN + 8 * STEP, y1 = MARGIN + 9 * STEP;
    el('rect', { class: 'wood', x: 0, y: 0, width: W, height: H, rx: 18 }, g);
    const lines = el('g', { class: 'lines' }, g);
    for (let i = 0; i < 10; i++) {
      const y = y0 + i * STEP;
      el('line', { x1: x0, y1: y, x2: x1, y2: y }, lines);
    }
    for (let i = 0; i < 9; i++) {
      const x = x0 + i * STEP;
      if (i === 0 || i === 8) el('line', { x1: x, y1: y0, x2: x, y2: y1 }, lines);
      else {
        el('line', { x1: x, y1: y0, x2: x, y2: y0 + 4 * STEP }, lines);
        el('line', { x1: x, y1: y0 + 5 * STEP, x2: x, y2: y1 }, lines);
      }
    }
    for (const top of [0, 7]) {
      const ya = y0 + top * STEP, yb = ya + 2 * STEP;
      el('line', { x1: x0 + 3 * STEP, y1: ya, x2: x0 + 5 * STEP, y2: yb }, lines);
      el('line', { x1: x0 + 5 * STEP, y1: ya, x2: x0 + 3 * STEP, y2: yb }, lines);
    }
    const marks = el('g', { class: 'marks' }, g);
    const spots = [[1, 2], [7, 2], [1, 7], [7, 7]];
    for (let c = 0; c <= 8; c += 2) { spots.push([c, 3]); spots.push([c, 6]); }
    const d = 7, len = 18;
    for (const [cf, cr] of spots) {
      const x = x0 + cf * STEP, y = y0 + cr * STEP;
      for (const sx of [-1, 1]) {
        if ((cf === 0 && sx < 0) || (cf === 8 && sx > 0)) continue;
        for (const sy of [-1, 1]) {
          const px = x + sx * d, py = y + sy * d;
          el('polyline', { points: `${px + sx * len},${py} ${px},${py} ${px},${py + sy * len}` }, marks);
        }
      }
    }
    el('rect', { class: 'frame-outer', x: x0 - 12, y: y0 - 12, width: x1 - x0 + 24, height: y1 - y0 + 24 }, g);
    el('rect', { class: 'frame-inner', x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, g);
    const ry = y0 + 4.5 * STEP;
    const river = el('g', { class: 'river' }, g);
    el('text', { x: x0 + 2 * STEP, y: ry }, river, this.flipped ? '汉界' : '楚河');
    el('text', { x: x0 + 6 * STEP, y: ry }, river, this.flipped ? '楚河' : '汉界');
    // file numbers: red counts 一..九 from its right, black １..９ from its right
    const nums = el('g', { class: 'nums' }, g);
    for (let f = 0; f < 9; f++) {
      const cf = this.flipped ? 8 - f : f;
      const x = x0 + cf * STEP;
      const redY = this.flipped ? y0 - 64 : y1 + 64;
      const blackY = this.flipped ? y1 + 64 : y0 - 64;
      el('text', { x, y: redY, class: 'num red' }, nums, RED_NUMS[f]);
      el('text', { x, y: blackY, class: 'num black' }, nums, BLACK_NUMS[f]);
    }
  }

  drawHitTargets() {
    this.gHit.replaceChildren();
    this.hits = {};
    for (let r = 9; r >= 0; r--) for (let f = 0; f < 9; f++) {
      const sq = sqName(f, r);
      const [x, y] = this.xy(sq);
      this.hits[sq] = el('rect', {
        x: x - STEP / 2 + 4, y: y - STEP / 2 + 4, width: STEP - 8, height: STEP - 8, rx: 14,
        'data-sq': sq, 'data-testid': `sq-${sq}`, class: 'hit-sq', role: 'button',
        tabindex: sq === this.cursor ? 0 : -1,
      }, this.gHit);
    }
  }

  setFlipped(v) {
    if (this.flipped === !!v) return;
    this.flipped = !!v;
    this.drawGrid();
    this.drawHitTargets();
    this.render();
  }

  /** state: {placement, mode, dests, forbidden, lastMove:[from,to], checkSq, arrows, stamp, labels} */
  update(state) {
    Object.assign(this, state);
    if (this.selected && this.mode === 'play' && !this.dests[this.selected]) this.selected = null;
    if (this.mode === 'setup' && this.selected && !this.placement[this.selected]) this.selected = null;
    if (this.mode === 'none') this.selected = null;
    this.render();
  }

  render() {
    this.cancelDrag(true);
    this.gHl.replaceChildren();
    this.gPieces.replaceChildren();
    this.gDests.replaceChildren();
    this.gArrows.replaceChildren();
    this.gStamp.replaceChildren();
    if (this.lastMove) {
      for (const [i, sq] of this.lastMove.entries()) this.drawCorners(sq, i === 0 ? 'last-from' : 'last-to');
    }
    if (this.checkSq) {
      const [x, y] = this.xy(this.checkSq);
      el('circle', { cx: x, cy: y, r: PIECE_R + 12, class: 'check-glow' }, this.gHl);
    }
    if (this.selected) {
      const [x, y] = this.xy(this.selected);
      el('circle', { cx: x, cy: y, r: PIECE_R + 6, class: 'selected-ring' }, this.gHl);
    }
    for (const m of this.marks || []) {
      const [x, y] = this.xy(m.sq);
      el('circle', { cx: x, cy: y, r: PIECE_R + 8, class: `mark ${m.kind}`, 'data-mark': m.kind, 'data-sq': m.sq }, this.gHl);
    }
    for (const [sq, ch] of Object.entries(this.placement)) {
      const [x, y] = this.xy(sq);
      const g = drawPiece(this.gPieces, ch, x, y);
      g.dataset.at = sq;
      g.dataset.piece = ch;
      if (this.mode === 'play' && this.dests[sq]) g.classList.add('movable');
    }
    if (this.selected && this.mode === 'play') {
      const bad = this.forbidden ? this.forbidden(this.selected) : [];
      for (const to of this.dests[this.selected] || []) {
        const [x, y] = this.xy(to);
        const cls = bad.includes(to) ? ' forbidden' : '';
        if (this.placement[to]) el('circle', { cx: x, cy: y, r: PIECE_R + 3, class: `dest capture${cls}`, 'data-dest': to }, this.gDests);
        else el('circle', { cx: x, cy: y, r: 15, class: `dest${cls}`, 'data-dest': to }, this.gDests);
      }
    }
    for (const a of this.arrows || []) this.drawArrow(a);
    if (this.stamp) this.drawStamp(this.stamp);
    this.labelSquares();
  }

  /** Each point says what stands on it (for screen readers and keyboard users). */
  labelSquares() {
    for (const [sq, rect] of Object.entries(this.hits)) {
      const label = this.labels.square(sq, this.placement[sq], {
        selected: this.selected === sq,
        dest: !!this.selected && (this.dests[this.selected] || []).includes(sq),
      });
      if (rect.getAttribute('aria-label') !== label) rect.setAttribute('aria-label', label);
      rect.setAttribute('tabindex', sq === this.cursor ? '0' : '-1');
    }
  }

  drawStamp({ text, sub, kind }) {
    const x = MARGIN + 4 * STEP, y = MARGIN + 4.5 * STEP;
    // slim, on the river: it leaves the glyphs of the pieces on the fifth ranks readable
    const g = el('g', { class: `stamp ${kind || ''}`, 'data-testid': 'repetition-stamp', transform: `translate(${x} ${y}) rotate(-4)` }, this.gStamp);
    el('rect', { x: -150, y: -27, width: 300, height: 54, rx: 12 }, g);
    el('text', { class: 'stamp-count', x: sub ? -82 : 0, y: 0 }, g, text);
    if (sub) el('text', { class: 'stamp-sub', x: 36, y: 1 }, g, sub);
  }

  drawCorners(sq, cls) {
    const [x, y] = this.xy(sq);
    const s = STEP * 0.47, l = 16;
    const g = el('g', { class: `corner ${cls}` }, this.gHl);
    for (const sx of [-1, 1]) for (const sy of [-1, 1]) {
      const cx = x + sx * s, cy = y + sy * s;
      el('polyline', { points: `${cx - sx * l},${cy} ${cx},${cy} ${cx},${cy - sy * l}` }, g);
    }
  }

  /** An arrow; `n` numbers a move of a mate line (drawn at its middle), `kind` sets the look. */
  drawArrow({ from, to, kind, n }) {
    if (!from || !to || from === to) return;
    const [x1, y1] = this.xy(from);
    const [x2, y2] = this.xy(to);
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    const start = 22, end = PIECE_R - 4;
    const cls = ['check', 'chase', 'mate', 'reply'].includes(kind) ? kind : 'other';
    const marker = { check: 'arrowCheck', chase: 'arrowChase', mate: 'arrowMate', reply: 'arrowReply' }[cls] || 'arrowOther';
    el('line', {
      x1: x1 + ux * start, y1: y1 + uy * start, x2: x2 - ux * end, y2: y2 - uy * end,
      class: `arrow ${cls}`, 'marker-end': `url(#${marker})`, 'data-kind': cls, 'data-from': from, 'data-to': to,
    }, this.gArrows);
    if (n) {
      // the number by the arrow's head, off the line (a one-point move leaves no room on it)
      const g = el('g', { class: `arrow-n ${cls}` }, this.gArrows);
      const mx = x2 - ux * end - uy * 20, my = y2 - uy * end + ux * 20;
      el('circle', { cx: mx, cy: my, r: 13 }, g);
      el('text', { x: mx, y: my + 5, 'text-anchor': 'middle' }, g).textContent = String(n);
    }
  }

  // ---- interaction -------------------------------------------------------
  pieceEl(sq) { return this.gPieces.querySelector(`[data-at="${sq}"]`); }

  /** A tap, click or Enter on a point: pick up, drop, or (setup) place. */
  activate(sq) {
    if (this.mode === 'play') {
      if (this.selected && (this.dests[this.selected] || []).includes(sq)) {
        const from = this.selected;
        this.selected = null;
        this.cb.onMove?.(from, sq);
        return;
      }
      if (this.dests[sq] && this.selected !== sq) { this.selected = sq; this.render(); return; }
      if (this.selected) { this.selected = null; this.render(); }
    } else if (this.mode === 'setup') {
      this.cb.onSquare?.(sq);
    }
  }

  onKey(e) {
    const sq = e.target && e.target.dataset && e.target.dataset.sq;
    if (!sq) return;
    const d = DIRS[e.key];
    if (d) {
      e.preventDefault();
      e.stopPropagation();
      const [dx, dy] = this.flipped ? [-d[0], -d[1]] : d;
      const f = Math.max(0, Math.min(8, fileOf(sq) + dx));
      const r = Math.max(0, Math.min(9, rankOf(sq) + dy));
      this.focusSquare(sqName(f, r));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      this.cursor = sq;
      this.activate(sq);
      this.hits[sq]?.focus();
    } else if (e.key === 'Escape' && this.selected) {
      e.stopPropagation();
      this.selected = null;
      this.render();
    }
  }

  focusSquare(sq) {
    this.cursor = sq;
    this.labelSquares();
    this.hits[sq]?.focus();
  }

  onDown(e) {
    if (e.button !== undefined && e.button !== 0) return;
    const sq = this.sqAt(e.clientX, e.clientY);
    if (!sq) { if (this.selected) { this.selected = null; this.render(); } return; }
    this.cursor = sq;
    if (this.mode === 'play') {
      if (this.selected && (this.dests[this.selected] || []).includes(sq)) { this.activate(sq); return; }
      if (this.dests[sq]) {
        this.selected = sq;
        this.render();
        this.startDrag(e, sq);
        return;
      }
      if (this.selected) { this.selected = null; this.render(); }
    } else if (this.mode === 'setup') {
      if (this.placement[sq]) { this.startDrag(e, sq); return; }
      this.activate(sq);
    }
  }

  startDrag(e, sq) {
    const pe = this.pieceEl(sq);
    if (!pe) return;
    const p = this.svgPoint(e);
    this.drag = { from: sq, el: pe, x0: p.x, y0: p.y, moved: false, pointerId: e.pointerId };
    try { this.svg.setPointerCapture(e.pointerId); } catch { /* ignore */ }
  }

  onMoveEvt(e) {
    const d = this.drag;
    if (!d) return;
    const p = this.svgPoint(e);
    if (!d.moved && Math.hypot(p.x - d.x0, p.y - d.y0) < 12) return;
    if (!d.moved) {
      d.moved = true;
      this.gDrag.appendChild(d.el);
      d.el.classList.add('dragging');
    }
    e.preventDefault();
    d.el.setAttribute('transform', `translate(${p.x} ${p.y}) scale(1.08)`);
  }

  onUp(e) {
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    try { this.svg.releasePointerCapture(e.pointerId); } catch { /* ignore */ }
    if (!d.moved) {
      if (this.mode === 'setup') this.cb.onSquare?.(d.from);
      return;
    }
    const to = this.sqAt(e.clientX, e.clientY);
    if (this.mode === 'play') {
      const ok = to && (this.dests[d.from] || []).includes(to);
      this.selected = ok ? null : (to === d.from ? d.from : null);
      if (ok) this.cb.onMove?.(d.from, to);
      else { if (to !== d.from) this.cb.onIllegal?.(d.from, to); this.render(); }
    } else if (this.mode === 'setup') {
      if (!to) this.cb.onSetupRemove?.(d.from);
      else if (to !== d.from) this.cb.onSetupMove?.(d.from, to);
      else this.render();
    }
  }

  cancelDrag(silent = false) {
    if (!this.drag) return;
    this.drag = null;
    if (!silent) this.render();
  }
}
