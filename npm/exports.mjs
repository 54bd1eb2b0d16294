// The public exports of the wasm-bindgen glue, filled into an entry's `@exports` marker (shared
// by npm/assemble.mjs and npm/bundle-board.mjs).
import { isInternal } from './src/wrap.js';

/** The names the web glue exports, minus the internal ones. */
export const webExports = (webGlue) => [...webGlue.matchAll(/^export (?:function|class) (\w+)/gm)].map((m) => m[1]).filter((n) => !isInternal(n));

/** `src` with its `export const { /* @exports *\/ } = api;` line listing `names` (or the web glue's exports). */
export function withExports(src, namesOrGlue) {
  const names = typeof namesOrGlue === 'string' ? webExports(namesOrGlue) : namesOrGlue;
  if (!src.includes('export const { /* @exports */ } = api;')) throw new Error('no @exports marker');
  return src.replace('/* @exports */', names.join(', '));
}
