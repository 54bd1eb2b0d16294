// The play panel: the FEN of the position shown (unless the user is typing one), and the
// problems the engine found with the FEN last loaded.
import { $, h } from '../dom.js';

export function render(host, ctx) {
  const input = $('#fen-input', host);
  if (!(document.activeElement === input && input.dataset.dirty === '1')) {
    input.value = ctx.a.fens[ctx.a.ply];
    input.dataset.dirty = '';
  }
  const box = $('#fen-error', host);
  if (!ctx.fenErrors.length) box.replaceChildren();
  else box.replaceChildren(h('strong', {}, ctx.T.fenInvalid), h('ul', {}, ctx.fenErrors.map((p) => h('li', { 'data-code': p.code }, ctx.errorText(p), h('code', {}, ` ${p.code}`)))));
}
