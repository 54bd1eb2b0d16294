// Entry point for browsers and bundlers: the wasm-bindgen `--target web` glue, wrapped.
// `./build.sh pack` fills in the list of exports from the glue.
import * as glue from './xiangqi_wasm.js';
import { XiangqiError } from './error.js';
import { wrap } from './wrap.js';
import { deferArticleTexts, withArticleTexts } from './texts.js';

let ready = false;
// The referee module (web/referee, inside xiangqi-board.js) is built without the articles' texts:
// they come from articles.json next to its .wasm (texts.js). The full module has them.
const lazyTexts = Object.prototype.hasOwnProperty.call(glue, '__xiangqi_lazyArticleTexts');
const api = wrap(glue, () => ready, lazyTexts ? withArticleTexts : undefined);

/**
 * Where the referee module's articles.json is: next to its .wasm when given by URL, else in
 * referee/ next to this file (it is bundled into web/xiangqi-board.js).
 */
function textsUrl(at) {
  const url = typeof at === 'string' || at instanceof URL ? at
    : typeof Request !== 'undefined' && at instanceof Request ? at.url
      : typeof Response !== 'undefined' && at instanceof Response ? at.url : '';
  try {
    return url ? new URL('articles.json', new URL(url, globalThis.location?.href)) : new URL('./referee/articles.json', import.meta.url);
  } catch {
    return null;
  }
}

function initialised() {
  glue.__xiangqi_errorClass(XiangqiError);
  ready = true;
}

/**
 * Loads and instantiates the WebAssembly module; call it once before anything else (later calls
 * return at once). Without an argument it fetches `xiangqi_wasm_bg.wasm` next to this file (a
 * bundler rewrites that URL); or pass the .wasm's URL, a `Response`, its bytes or a
 * `WebAssembly.Module`.
 */
export default async function init(input) {
  if (ready) return;
  if (lazyTexts) {
    const url = textsUrl(input && typeof input === 'object' && 'module_or_path' in input ? input.module_or_path : input);
    if (url && typeof fetch === 'function') deferArticleTexts(url); // fetched on the first read of a text
  }
  await glue.default(input === undefined || (input && typeof input === 'object' && 'module_or_path' in input)
    ? input : { module_or_path: input });
  initialised();
}

/** Instantiates the module synchronously from its bytes or a compiled `WebAssembly.Module`. */
export function initSync(module) {
  if (ready) return;
  glue.initSync(module && typeof module === 'object' && 'module' in module ? module : { module });
  initialised();
}

/** Bytes of the module's memory (it grows, and never shrinks, with the largest input seen). */
export function memoryBytes() {
  if (!ready) throw new XiangqiError('ERR_NOT_INITIALISED', 'the module is not initialised: `await init()` (or `initSync(...)`) first');
  return glue.__xiangqi_memoryBytes();
}

export { XiangqiError };
export const { /* @exports */ } = api;
