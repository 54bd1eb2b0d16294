// The page's fixed parts — header, the controls under the board, the move list's buttons, the
// tabs: their words in the chosen language (`labels`, when it changes) and their state (`render`).
import { $, $$ } from '../dom.js';
import * as tree from '../tree.js';

const NAV = [['btn-first', 'first', 'Home'], ['btn-back', 'back', '←'], ['btn-forward', 'forward', '→'], ['btn-last', 'last', 'End']];

export function labels(ctx) {
  const { T: t, lang } = ctx;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.title = t.title;
  for (const e of $$('[data-i18n]')) {
    const v = t[e.dataset.i18n];
    if (typeof v === 'string') e.textContent = v;
  }
  for (const e of $$('[data-i18n-label]')) e.setAttribute('aria-label', t[e.dataset.i18nLabel]);
  $('#lang-toggle').title = lang === 'zh' ? 'Switch to English' : '切换到中文';
  $('#btn-promote').title = t.promoteTitle;
  $('#btn-delete').title = t.deleteTitle;
  for (const [id, k, key] of NAV) {
    $(`#${id}`).title = `${t[k]} (${key})`;
    $(`#${id}`).setAttribute('aria-label', t[k]);
  }
}

export function render(ctx) {
  const { s, a } = ctx;
  const setup = s.tab === 'setup';
  $('#btn-first').disabled = $('#btn-back').disabled = setup || a.ply === 0;
  $('#btn-last').disabled = $('#btn-forward').disabled = setup || a.ply >= a.moves.length;
  $('#notation').value = s.notation;
  $('#rules').value = s.rules;
  const sub = ctx.T.subtitle(s.rules);
  if ($('.subtitle').textContent !== sub) $('.subtitle').textContent = sub;
  $('#show-reasons').checked = !!s.reasons;
  $('#btn-flip').setAttribute('aria-pressed', String(!!s.flipped));
  $('#btn-promote').disabled = tree.branchDepth(s.tree, s.line, s.ply) < 0;
  $('#btn-delete').disabled = a.ply === 0 || setup;
  $$('.tabs [data-tab]').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.tab === s.tab)));
  $$('.panel').forEach((p) => { p.hidden = p.dataset.panel !== s.tab; });
  document.body.dataset.tab = s.tab;
}
