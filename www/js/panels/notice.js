// Notices: the banner above the board (a missing diagram, a link's problems), which stays until
// closed, and the toast, which passes.
import { $, h } from '../dom.js';

const TOAST_MS = 3500;
let toastTimer = null;

export function toast(msg) {
  const el = $('#toast');
  el.textContent = msg;
  el.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => el.classList.remove('show'), TOAST_MS);
}

export function render(el, ctx) {
  const n = ctx.s.notice;
  el.hidden = !n;
  if (!n) return;
  const t = ctx.T;
  el.replaceChildren(h('span', {}, typeof t[n.key] === 'function' ? t[n.key](...n.args) : n.key),
    h('button', { type: 'button', class: 'close', 'aria-label': '×', onclick: () => ctx.dispatch({ type: 'notice', notice: null }) }, '×'));
}
