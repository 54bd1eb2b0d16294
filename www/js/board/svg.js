// SVG pieces: elements, the piece glyphs (traditional characters), a piece drawn on the board
// or as a standalone icon (the setup palette), and the board's gradients.

const NS = 'http://www.w3.org/2000/svg';

export const GLYPHS = {
  K: '帥', A: '仕', B: '相', R: '俥', N: '傌', C: '炮', P: '兵',
  k: '將', a: '士', b: '象', r: '車', n: '馬', c: '砲', p: '卒',
};

export function el(tag, attrs = {}, parent = null, text = null) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

export const isRedPiece = (c) => c === c.toUpperCase();

/** Draws one piece (used on the board and in the setup palette). */
export function drawPiece(parent, ch, x, y, r) {
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

/** The wood and piece gradients. */
export function gradients(defs) {
  const wood = el('linearGradient', { id: 'wood', x1: 0, y1: 0, x2: 1, y2: 1 }, defs);
  el('stop', { offset: '0%', 'stop-color': '#f3d9a4' }, wood);
  el('stop', { offset: '55%', 'stop-color': '#e8c17f' }, wood);
  el('stop', { offset: '100%', 'stop-color': '#dcae68' }, wood);
  const body = el('radialGradient', { id: 'pieceBody', cx: '40%', cy: '35%', r: '70%' }, defs);
  el('stop', { offset: '0%', 'stop-color': '#fffaf0' }, body);
  el('stop', { offset: '70%', 'stop-color': '#f4e2bf' }, body);
  el('stop', { offset: '100%', 'stop-color': '#d9bb85' }, body);
}
