// The SVG Xiangqi board (after chessground's split: geometry, drawing, input). It knows nothing
// about the rules: the placement, legal destinations, the checked general, the arrows and the
// rings are handed in (from the engine's reports) by `update`, which redraws.
import { el, drawPiece, gradients } from './svg.js';
import { W, H, PIECE_R, pointOf } from './geometry.js';
import { drawGrid, drawHitTargets } from './grid.js';
import { arrowMarkers, drawArrow } from './arrows.js';
import * as marks from './marks.js';
import { attachInput, cancelDrag } from './input.js';

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
    this.drag = null;         // a piece being dragged (input.js)
    this.svg = el('svg', {
      viewBox: `0 0 ${W} ${H}`, class: 'board', role: 'group', 'data-testid': 'board',
      'aria-roledescription': 'board',
    }, host);
    const defs = el('defs', {}, this.svg);
    gradients(defs);
    arrowMarkers(defs);
    this.gGrid = el('g', { class: 'grid', 'aria-hidden': 'true' }, this.svg);
    this.gHl = el('g', { class: 'highlights', 'aria-hidden': 'true' }, this.svg);
    this.gPieces = el('g', { class: 'pieces', 'aria-hidden': 'true' }, this.svg);
    this.gDests = el('g', { class: 'dests', 'aria-hidden': 'true' }, this.svg);
    this.gArrows = el('g', { class: 'arrows', 'aria-hidden': 'true' }, this.svg);
    this.gStamp = el('g', { class: 'stamp-layer' }, this.svg);
    this.gDrag = el('g', { class: 'drag-layer', 'aria-hidden': 'true' }, this.svg);
    this.gHit = el('g', { class: 'hit' }, this.svg);
    this.drawBoard();
    attachInput(this);
  }

  drawBoard() {
    drawGrid(this.gGrid, this.flipped);
    this.hits = drawHitTargets(this.gHit, this.flipped, this.cursor);
  }

  setFlipped(v) {
    if (this.flipped === !!v) return;
    this.flipped = !!v;
    this.drawBoard();
    this.render();
  }

  /** state: {placement, mode, dests, forbidden, lastMove:[from,to], checkSq, arrows, stamp, marks} */
  update(state) {
    Object.assign(this, state);
    if (this.selected && this.mode === 'play' && !this.dests[this.selected]) this.selected = null;
    if (this.mode === 'setup' && this.selected && !this.placement[this.selected]) this.selected = null;
    if (this.mode === 'none') this.selected = null;
    this.render();
  }

  render() {
    const f = this.flipped;
    cancelDrag(this, true);
    for (const g of [this.gHl, this.gPieces, this.gDests, this.gArrows, this.gStamp]) g.replaceChildren();
    if (this.lastMove) marks.lastMove(this.gHl, this.lastMove, f);
    if (this.checkSq) marks.ring(this.gHl, this.checkSq, 'check-glow', 12, f);
    if (this.selected) marks.ring(this.gHl, this.selected, 'selected-ring', 6, f);
    for (const m of this.marks || []) marks.ring(this.gHl, m.sq, `mark ${m.kind}`, 8, f, { 'data-mark': m.kind, 'data-sq': m.sq });
    for (const [sq, ch] of Object.entries(this.placement)) {
      const [x, y] = pointOf(sq, f);
      const g = drawPiece(this.gPieces, ch, x, y, PIECE_R);
      g.dataset.at = sq;
      g.dataset.piece = ch;
      if (this.mode === 'play' && this.dests[sq]) g.classList.add('movable');
    }
    if (this.selected && this.mode === 'play') {
      marks.dests(this.gDests, this.dests[this.selected] || [], this.placement, this.forbidden ? this.forbidden(this.selected) : [], f);
    }
    for (const a of this.arrows || []) drawArrow(this.gArrows, a, f);
    if (this.stamp) marks.stamp(this.gStamp, this.stamp, this.placement, f);
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

  focusSquare(sq) {
    this.cursor = sq;
    this.labelSquares();
    this.hits[sq]?.focus();
  }

  pieceEl(sq) { return this.gPieces.querySelector(`[data-at="${sq}"]`); }
}
