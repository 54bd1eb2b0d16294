// The move list: the game tree with the main line in rows and variations indented under the
// move they replace; every move of the shown line carries its labels, and (when "show reasons"
// is on) its reason in words.
import { h } from '../dom.js';
import * as tree from '../tree.js';
import { after } from '../analysis.js';
import { labelBadges, moveText, notationOf, reasonOf } from './common.js';

const slot = { key: null, buttons: [], ply: null, scroll: 0 };

export function render(host, ctx) {
  const { s, a, lang } = ctx;
  const key = [s.rev, s.notation, lang, s.reasons, s.rules, a.report ? 1 : 0, s.diagram].join('|');
  if (slot.key !== key) {
    slot.key = key;
    build(host, ctx, tree.fullLine(s.tree, s.line));
    slot.buttons = [...host.querySelectorAll('.mv.start, .mv.on-line')].sort((x, y) => x.dataset.ply - y.dataset.ply);
    slot.ply = null;
  }
  updateCursor(host, a.ply);
}

function build(host, ctx, full) {
  const { s, a, T, dispatch } = ctx;
  const offset = ctx.rootTurn === 'black' ? 1 : 0;
  const corrections = ctx.diagram ? ctx.diagram.corrections || [] : [];
  const onLine = (path) => path.every((x, i) => full[i] === x);
  host.classList.toggle('reasons', !!s.reasons);

  const button = (node, path, fen, inline) => {
    const ply = path.length;
    const mainLine = onLine(path);
    const slotNo = ply - 1 + offset;
    // (a row of the main line has its number in its first cell; a variation's move carries it)
    const num = slotNo % 2 === 0 ? `${Math.floor(slotNo / 2) + 1}.` : `${Math.floor(slotNo / 2) + 1}…`;
    const mr = mainLine && a.report && !a.report.error ? a.report.moves[ply - 1] : null;
    const text = mainLine ? moveText(ctx, ply - 1) : notationOf(fen, node.m, s.notation);
    const corr = mainLine ? corrections.find((c) => c.ply === ply) : null;
    const b = h('button', {
      type: 'button', class: 'mv' + (mainLine ? ' on-line' : ' off-line') + (mr && mr.inCycle ? ' in-cycle' : ''),
      'data-ply': ply, 'data-path': path.join('.'),
      'data-testid': mainLine ? `move-${ply}` : null, 'data-iccs': mainLine ? node.m : null,
      onclick: () => { if (mainLine) dispatch({ type: 'goto', ply }); else dispatch({ type: 'select', line: path, ply }); boardInView(); },
    },
    inline ? h('span', { class: 'vnum' }, num) : null,
    h('span', { class: 'mv-text' }, text),
    corr ? h('sup', { class: 'corr', title: T.correctionLine(corr) }, '*') : null,
    mr && mr.labels.length ? labelBadges(ctx, mr.labels) : null,
    s.reasons && mr ? reasonOf(ctx, mr, { class: 'mv-reason', 'data-testid': `reason-${ply}` }) : null);
    return b;
  };

  const variationsOf = (parent, path, fen) => parent.c.slice(1).map((v, k) => {
    const box = h('div', { class: 'variation', 'data-testid': 'variation' });
    seqInline(box, { m: null, c: [v] }, [...path], fen, k + 1);
    return box;
  });

  // a variation: moves inline, nested variations indented further
  const seqInline = (box, parent, path, fen, firstIdx) => {
    let n = parent;
    let p = path;
    let f = fen;
    let first = true;
    while (n.c.length) {
      const idx = first ? firstIdx : 0;
      const child = n.c[0];
      const childPath = [...p, idx];
      box.append(button(child, childPath, f, true));
      if (!first && n.c.length > 1) box.append(...variationsOf(n, p, f));
      f = after(f, child.m);
      p = childPath;
      n = child;
      first = false;
    }
  };

  const list = h('ol', { class: 'moves' });
  let row = null;
  let n = s.tree;
  let path = [];
  let fen = s.root;
  while (n.c.length) {
    const child = n.c[0];
    const childPath = [...path, 0];
    const ply = childPath.length;
    const slotNo = ply - 1 + offset;
    if (!row || slotNo % 2 === 0) {
      row = h('li', { class: 'move-row' }, h('span', { class: 'num' }, `${Math.floor(slotNo / 2) + 1}.`));
      list.append(row);
      if (slotNo % 2 === 1) row.append(h('span', { class: 'mv empty' }, '…'));
    }
    row.append(button(child, childPath, fen, false));
    if (n.c.length > 1) {
      list.append(h('li', { class: 'variations' }, variationsOf(n, path, fen)));
      row = null;
    }
    fen = after(fen, child.m);
    path = childPath;
    n = child;
  }
  const start = h('button', { type: 'button', class: 'mv start', 'data-ply': 0, 'data-testid': 'move-0', onclick: () => dispatch({ type: 'goto', ply: 0 }) }, T.start);
  host.replaceChildren(start, list);
}

/** Moves the cursor: only the buttons between the old and the new ply change. */
function updateCursor(host, ply) {
  const bs = slot.buttons;
  const old = slot.ply;
  const [lo, hi] = old === null ? [0, bs.length - 1] : [Math.min(old, ply), Math.max(old, ply)];
  for (let p = lo; p <= hi && p < bs.length; p++) {
    const b = bs[p];
    b.classList.toggle('current', p === ply);
    b.classList.toggle('future', p > ply);
    if (p === ply) b.setAttribute('aria-current', 'step'); else b.removeAttribute('aria-current');
  }
  slot.ply = ply;
  // scrolled in the next frame, when the browser lays the page out anyway
  cancelAnimationFrame(slot.scroll);
  slot.scroll = requestAnimationFrame(() => {
    const cur = bs[ply];
    if (!cur || host.scrollHeight <= host.clientHeight) return;
    const top = cur.offsetTop - host.offsetTop;
    if (top < host.scrollTop || top > host.scrollTop + host.clientHeight - 40) host.scrollTop = top - host.clientHeight / 2;
  });
}

/** On a phone the move list is below the board: a move tapped there brings the board back on screen. */
function boardInView() {
  if (!window.matchMedia('(max-width: 600px)').matches) return;
  const b = document.getElementById('board-host');
  const r = b && b.getBoundingClientRect();
  if (r && (r.top < 0 || r.bottom > window.innerHeight)) b.scrollIntoView({ block: 'start' });
}
