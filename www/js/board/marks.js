// What a position shows on the board besides its pieces: the last move's corners, the checked
// general's glow, the picked-up piece's ring, the rings on the pieces a verdict names, the
// legal destinations (forbidden ones marked), and the repetition count stamped on the river.
import { el } from './svg.js';
import { STEP, MARGIN, PIECE_R, pointOf, rankOf } from './geometry.js';

/** Corners round the two points of the last move. */
export function lastMove(g, [from, to], flipped) {
  corners(g, from, 'last-from', flipped);
  corners(g, to, 'last-to', flipped);
}

function corners(g, sq, cls, flipped) {
  const [x, y] = pointOf(sq, flipped);
  const s = STEP * 0.47, l = 16;
  const c = el('g', { class: `corner ${cls}` }, g);
  for (const sx of [-1, 1]) for (const sy of [-1, 1]) {
    const cx = x + sx * s, cy = y + sy * s;
    el('polyline', { points: `${cx - sx * l},${cy} ${cx},${cy} ${cx},${cy - sy * l}` }, c);
  }
}

/** A ring of `cls` round the piece on `sq` (check glow, selection, a verdict's piece). */
export function ring(g, sq, cls, gap, flipped, attrs = {}) {
  const [x, y] = pointOf(sq, flipped);
  el('circle', { cx: x, cy: y, r: PIECE_R + gap, class: cls, ...attrs }, g);
}

/** The destinations of the picked-up piece: a dot, or a ring round a piece it would capture. */
export function dests(g, tos, placement, forbidden, flipped) {
  for (const to of tos) {
    const [x, y] = pointOf(to, flipped);
    const cls = forbidden.includes(to) ? ' forbidden' : '';
    if (placement[to]) el('circle', { cx: x, cy: y, r: PIECE_R + 3, class: `dest capture${cls}`, 'data-dest': to }, g);
    else el('circle', { cx: x, cy: y, r: 15, class: `dest${cls}`, 'data-dest': to }, g);
  }
}

/**
 * The repetition stamp: slim, on the river, along the stretch where it covers the fewest pieces of
 * the fifth ranks (the nearest to the middle among equals), so their glyphs stay readable.
 */
export function stamp(g, { text, sub, kind }, placement = {}, flipped = false) {
  const half = 150, y = MARGIN + 4.5 * STEP;
  const near = Object.keys(placement).filter((sq) => rankOf(sq) === 4 || rankOf(sq) === 5).map((sq) => pointOf(sq, flipped)[0]);
  let x = MARGIN + 4 * STEP, best = Infinity;
  for (let c = 1.5; c <= 6.5; c += 0.5) {
    const cx = MARGIN + c * STEP;
    const covered = near.filter((px) => Math.abs(px - cx) < half + PIECE_R).length;
    const score = covered * 10 + Math.abs(c - 4);
    if (score < best) { best = score; x = cx; }
  }
  const s = el('g', { class: `stamp ${kind || ''}`, 'data-testid': 'repetition-stamp', transform: `translate(${x} ${y})` }, g);
  el('rect', { x: -half, y: -27, width: 2 * half, height: 54, rx: 12 }, s);
  el('text', { class: 'stamp-count', x: sub ? -82 : 0, y: 0 }, s, text);
  if (sub) el('text', { class: 'stamp-sub', x: 36, y: 1 }, s, sub);
}
