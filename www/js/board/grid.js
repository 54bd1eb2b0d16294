// The board itself: wood, lines, palaces, the marks of the cannon and soldier points, the river
// and the file numbers (Red counts 一–九 from its right, Black １–９ from its right); and the
// invisible hit target of each point (pointer, keyboard and screen reader).
import { el } from './svg.js';
import { STEP, MARGIN, W, H, pointOf, squares } from './geometry.js';

const RED_NUMS = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];
const BLACK_NUMS = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

export function drawGrid(g, flipped) {
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
  el('text', { x: x0 + 2 * STEP, y: ry }, river, flipped ? '汉界' : '楚河');
  el('text', { x: x0 + 6 * STEP, y: ry }, river, flipped ? '楚河' : '汉界');
  const nums = el('g', { class: 'nums' }, g);
  for (let f = 0; f < 9; f++) {
    const x = x0 + (flipped ? 8 - f : f) * STEP;
    el('text', { x, y: flipped ? y0 - 64 : y1 + 64, class: 'num red' }, nums, RED_NUMS[f]);
    el('text', { x, y: flipped ? y1 + 64 : y0 - 64, class: 'num black' }, nums, BLACK_NUMS[f]);
  }
}

/** One focusable target per point, `{sq → rect}`; only the `cursor`'s is in the Tab order. */
export function drawHitTargets(g, flipped, cursor) {
  g.replaceChildren();
  const hits = {};
  for (const sq of squares()) {
    const [x, y] = pointOf(sq, flipped);
    hits[sq] = el('rect', {
      x: x - STEP / 2 + 4, y: y - STEP / 2 + 4, width: STEP - 8, height: STEP - 8, rx: 14,
      'data-sq': sq, 'data-testid': `sq-${sq}`, class: 'hit-sq', role: 'button',
      tabindex: sq === cursor ? 0 : -1,
    }, g);
  }
  return hits;
}
