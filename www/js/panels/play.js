// The play panel: the FEN of the position shown (unless the user is typing one, or the FEN last
// loaded was refused: it stays in the box to be corrected), and the problems the engine found.
import { $, h } from '../dom.js';

export function render(host, ctx) {
  const input = $('#fen-input', host);
  // what the user is typing stays; so does a FEN the engine refused (to be corrected, beside its problems)
  const typing = input.dataset.dirty === '1' && (document.activeElement === input || ctx.fenErrors.length);
  if (!typing) {
    input.value = ctx.a.fens[ctx.a.ply];
    input.dataset.dirty = '';
  }
  const box = $('#fen-error', host);
  if (!ctx.fenErrors.length) box.replaceChildren();
  else box.replaceChildren(h('strong', {}, ctx.T.fenInvalid), h('ul', {}, ctx.fenErrors.map((p) => h('li', { 'data-code': p.code }, ctx.errorText(p), h('code', {}, ` ${p.code}`)))));
}
