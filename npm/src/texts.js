// The articles' texts for the referee module (www/pkg/referee, web/referee in the package), which
// is built without them (cargo feature `lazy-article-texts`, ≈ 5.7 KiB gzipped less): its
// reports' `articles` carry `id` and `title` from the module, and `zh` / `en` read from
// articles.json (`{id: {zh, en}}`, written next to the .wasm by npm/bundle-board.mjs from the full
// module), next to the .wasm, fetched the first time a report's text is read (a board that never
// shows them never downloads them). Until the file has arrived (or if it cannot be fetched) the
// texts read as empty strings; a report made before reads them once they are there (they are
// getters).
let texts = null;
let loading = null;
let pending = null;

/** Where the texts are, to be fetched on the first read of one (`init(url)` sets it). */
export function deferArticleTexts(url) {
  pending = url;
}

/** Starts fetching the texts (once) from `url`; resolves when they are in (or failed to come). */
export function loadArticleTexts(url) {
  loading ||= fetch(url).then((r) => (r.ok ? r.json() : null)).then((t) => { texts = t; }, () => {});
  return loading;
}

/** Whether the texts are in. */
export const articleTextsLoaded = () => texts !== null;

const text = (id, lang) => {
  if (!texts && !loading && pending) loadArticleTexts(pending);
  return (texts && texts[id] && texts[id][lang]) || '';
};

/** `v` (a report or a list of them) with its articles' empty `zh` / `en` made getters of the texts. */
export function withArticleTexts(v) {
  if (v && typeof v === 'object') visit(v, 0);
  return v;
}

function visit(v, depth) {
  if (depth > 8) return;
  if (Array.isArray(v)) {
    for (const x of v) if (x && typeof x === 'object') visit(x, depth + 1);
    return;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return;
  for (const [k, x] of Object.entries(v)) {
    if (k === 'articles' && Array.isArray(x)) {
      for (const a of x) if (a && typeof a === 'object' && typeof a.id === 'string' && a.zh === '' && a.en === '') fill(a);
    } else if (k !== 'moves' && x && typeof x === 'object') visit(x, depth + 1); // (a move's report holds no articles)
  }
}

function fill(a) {
  for (const lang of ['zh', 'en']) {
    Object.defineProperty(a, lang, { get: () => text(a.id, lang), enumerable: true, configurable: true });
  }
}
