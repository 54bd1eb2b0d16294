// The glossary: the terms, principles and general articles of the rulebook data.
import { h } from '../dom.js';
import { bilingual } from './common.js';

const built = { key: null };

export function render(host, ctx) {
  const { T, data, lang } = ctx;
  const t = data.terms;
  if (!t || built.key === lang) return;
  built.key = lang;
  const dl = h('dl', { class: 'terms' });
  for (const term of t.terms) {
    dl.append(h('dt', { id: `term-${term.term}` }, h('span', { lang: 'zh' }, term.term), ' ', h('span', { class: 'muted' }, term.term_en),
      term.synonyms ? h('span', { class: 'muted' }, ` (${term.synonyms.join('、')})`) : null));
    dl.append(h('dd', {}, bilingual(lang, { zh: term.definition_zh, en: term.definition_en }),
      term.extension_zh ? h('div', { class: 'ext' }, bilingual(lang, { zh: term.extension_zh, en: term.extension_en })) : null));
  }
  host.replaceChildren(h('div', { class: 'glossary', 'data-testid': 'glossary' },
    h('p', { class: 'muted' }, T.glossaryIntro), h('p', {}, bilingual(lang, { zh: t.terms_intro_zh, en: t.terms_intro_en })),
    h('h3', {}, T.terms), dl,
    (t.derived_terms || []).length ? [h('h3', {}, T.derivedTerms), h('ul', { class: 'derived' }, t.derived_terms.map((d) => h('li', {}, h('b', { lang: 'zh' }, d.term), ' — ',
      h('a', { href: `#term-${d.defined_via}`, onclick: (e) => { e.preventDefault(); document.getElementById(`term-${d.defined_via}`)?.scrollIntoView({ block: 'center' }); } }, T.seeAlso(d.defined_via)))))] : null,
    h('h3', {}, T.principles), h('p', { class: 'muted' }, lang === 'zh' ? t.principles_heading_zh : t.principles_heading_en),
    h('ol', { class: 'principles' }, t.principles.map((p) => h('li', {}, bilingual(lang, p)))),
    h('h3', {}, T.generalArticles),
    h('ol', { class: 'principles' }, t.general_articles.map((p) => h('li', {}, bilingual(lang, p))))));
}
