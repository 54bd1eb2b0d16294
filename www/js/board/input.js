// Board input: pointer (tap, click, drag and drop, with pointer capture) and keyboard (arrow
// keys move the focus over the points, Enter or Space picks up and drops, Escape drops the
// selection). In play mode only the destinations handed in are accepted; in setup mode every
// point is. What a move means is the callbacks' business (the page asks the engine).
import { sqName, fileOf, rankOf, squareAt } from './geometry.js';

const DIRS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
const DRAG_START = 12;   // SVG units a pointer travels before a press becomes a drag

/** Listens on `view`'s SVG. */
export function attachInput(view) {
  const svg = view.svg;
  svg.addEventListener('pointerdown', (e) => onDown(view, e));
  svg.addEventListener('pointermove', (e) => onMove(view, e));
  svg.addEventListener('pointerup', (e) => onUp(view, e));
  svg.addEventListener('pointercancel', () => cancelDrag(view));
  svg.addEventListener('contextmenu', (e) => { if (view.drag) e.preventDefault(); });
  svg.addEventListener('keydown', (e) => onKey(view, e));
  // a mouse click does not move the keyboard focus onto the board (← → keep stepping moves)
  svg.addEventListener('mousedown', (e) => e.preventDefault());
}

/** Ends a drag; the piece goes back (by a render) unless `silent` (a render is on its way). */
export function cancelDrag(view, silent = false) {
  if (!view.drag) return;
  view.drag = null;
  if (!silent) view.render();
}

const svgPoint = (view, e) => {
  const pt = view.svg.createSVGPoint();
  pt.x = e.clientX; pt.y = e.clientY;
  const m = view.svg.getScreenCTM();
  return m ? pt.matrixTransform(m.inverse()) : null;
};

const sqAt = (view, e) => {
  const p = svgPoint(view, e);
  return p ? squareAt(p, view.flipped) : null;
};

const isDest = (view, sq) => !!view.selected && (view.dests[view.selected] || []).includes(sq);

function select(view, sq) {
  view.selected = sq;
  view.render();
}

/** A point that is neither a destination nor a piece that can move: the selection drops, and the host is told (`onMiss(sq, hadSelection)`: an opponent's piece, an illegal point). */
function miss(view, sq) {
  const had = !!view.selected;
  if (had) select(view, null);
  view.cb.onMiss?.(sq, had);
}

/** A tap, click or Enter on a point: pick up, drop, or (setup) place. */
function activate(view, sq) {
  if (view.mode === 'play') {
    if (isDest(view, sq)) {
      const from = view.selected;
      view.selected = null;
      view.cb.onMove?.(from, sq);
      return;
    }
    if (view.dests[sq] && view.selected !== sq) { select(view, sq); return; }
    if (view.dests[sq]) { select(view, null); return; }
    miss(view, sq);
  } else if (view.mode === 'setup') {
    view.cb.onSquare?.(sq);
  }
}

function onKey(view, e) {
  const sq = e.target && e.target.dataset && e.target.dataset.sq;
  if (!sq) return;
  const d = DIRS[e.key];
  if (d) {
    e.preventDefault();
    e.stopPropagation();
    const [dx, dy] = view.flipped ? [-d[0], -d[1]] : d;
    const f = Math.max(0, Math.min(8, fileOf(sq) + dx));
    const r = Math.max(0, Math.min(9, rankOf(sq) + dy));
    view.focusSquare(sqName(f, r));
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.stopPropagation();
    view.cursor = sq;
    activate(view, sq);
    view.hits[sq]?.focus();
  } else if (e.key === 'Escape' && view.selected) {
    e.stopPropagation();
    select(view, null);
  }
}

function onDown(view, e) {
  if (e.button !== undefined && e.button !== 0) return;
  const sq = sqAt(view, e);
  if (!sq) { if (view.selected) select(view, null); return; }
  view.cursor = sq;
  if (view.mode === 'play') {
    if (isDest(view, sq)) { activate(view, sq); return; }
    if (view.dests[sq]) {
      select(view, sq);
      startDrag(view, e, sq);
      return;
    }
    miss(view, sq);
  } else if (view.mode === 'setup') {
    if (view.placement[sq]) { startDrag(view, e, sq); return; }
    activate(view, sq);
  }
}

function startDrag(view, e, sq) {
  const pe = view.pieceEl(sq);
  const p = svgPoint(view, e);
  if (!pe || !p) return;
  view.drag = { from: sq, el: pe, x0: p.x, y0: p.y, moved: false };
  try { view.svg.setPointerCapture(e.pointerId); } catch { /* ignore */ }
}

function onMove(view, e) {
  const d = view.drag;
  if (!d) return;
  const p = svgPoint(view, e);
  if (!p || (!d.moved && Math.hypot(p.x - d.x0, p.y - d.y0) < DRAG_START)) return;
  if (!d.moved) {
    d.moved = true;
    view.gDrag.appendChild(d.el);
    d.el.classList.add('dragging');
  }
  e.preventDefault();
  d.el.setAttribute('transform', `translate(${p.x} ${p.y}) scale(1.08)`);
}

function onUp(view, e) {
  const d = view.drag;
  if (!d) return;
  view.drag = null;
  try { view.svg.releasePointerCapture(e.pointerId); } catch { /* ignore */ }
  if (!d.moved) {
    if (view.mode === 'setup') view.cb.onSquare?.(d.from);
    return;
  }
  const to = sqAt(view, e);
  if (view.mode === 'play') {
    const ok = to && (view.dests[d.from] || []).includes(to);
    view.selected = ok ? null : (to === d.from ? d.from : null);
    if (ok) view.cb.onMove?.(d.from, to);
    else { if (to !== d.from) view.cb.onIllegal?.(d.from, to); view.render(); }
  } else if (view.mode === 'setup') {
    if (!to) view.cb.onSetupRemove?.(d.from);
    else if (to !== d.from) view.cb.onSetupMove?.(d.from, to);
    else view.render();
  }
}
