// Arrows: a check (red), a chase (blue), the mover's moves of a mate line (purple, numbered) and
// the replies (grey), anything else (green). What to draw comes from the engine's move report
// (`arrowsOf` below turns a move report into arrows); this draws it.
import { el } from './svg.js';
import { PIECE_R, pointOf } from './geometry.js';

const COLORS = { check: '#d21f1f', chase: '#1f6fd2', mate: '#7b1fa2', reply: '#6b6b6b', other: '#2a9d5c' };
const markerId = (kind) => `arrow-${kind}`;

/** The arrow heads, one per kind. */
export function arrowMarkers(defs) {
  for (const [kind, color] of Object.entries(COLORS)) {
    const m = el('marker', { id: markerId(kind), viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' }, defs);
    el('path', { d: 'M0,0 L10,5 L0,10 z', fill: color }, m);
  }
}

/** An arrow `from` → `to`; `n` numbers a move of a mate line (by its head), `kind` sets the look. */
export function drawArrow(g, { from, to, kind, n }, flipped) {
  if (!from || !to || from === to) return;
  const [x1, y1] = pointOf(from, flipped);
  const [x2, y2] = pointOf(to, flipped);
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len, uy = (y2 - y1) / len;
  const start = 22, end = PIECE_R - 4;
  const cls = kind in COLORS ? kind : 'other';
  el('line', {
    x1: x1 + ux * start, y1: y1 + uy * start, x2: x2 - ux * end, y2: y2 - uy * end,
    class: `arrow ${cls}`, 'marker-end': `url(#${markerId(cls)})`, 'data-kind': cls, 'data-from': from, 'data-to': to,
  }, g);
  if (n) {
    // the number by the arrow's head, off the line (a one-point move leaves no room on it)
    const badge = el('g', { class: `arrow-n ${cls}` }, g);
    const mx = x2 - ux * end - uy * 20, my = y2 - uy * end + ux * 20;
    el('circle', { cx: mx, cy: my, r: 13 }, badge);
    el('text', { x: mx, y: my + 5, 'text-anchor': 'middle' }, badge, String(n));
  }
}

/**
 * Arrows for the move just played: each check and chase of the engine's report, and for a mate
 * threat (杀) the mating line the engine proved — the mover's checks numbered and dashed, the
 * replies thin — or, when the search gave no line, the moved piece → the threatened general.
 */
const MAX_LINE_ARROWS = 5;
export function arrowsOf(mr, pieces) {
  if (!mr) return [];
  const out = [];
  for (const c of mr.checks || []) out.push({ from: c.chaser, to: c.target, kind: 'check' });
  for (const c of mr.chases || []) out.push({ from: c.chaser, to: c.target, kind: 'chase' });
  const line = mr.mateLine || [];
  if (line.length) {
    // a long line: its first three moves and the mating move (the reason lists them all)
    line.forEach((m, i) => {
      if (line.length <= MAX_LINE_ARROWS || i < 3 || i === line.length - 1) out.push({ from: m.from, to: m.to, kind: i % 2 === 0 ? 'mate' : 'reply', n: i + 1 });
    });
  } else if ((mr.labels || []).includes('mate_threat') && !(mr.checks || []).length) {
    const general = mr.side === 'red' ? 'k' : 'K';
    const at = Object.keys(pieces).find((sq) => pieces[sq] === general);
    if (at) out.push({ from: mr.move.slice(2, 4), to: at, kind: 'mate' });
  }
  return out;
}
