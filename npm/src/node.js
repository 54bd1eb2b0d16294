// Entry point for Node (built to CommonJS by `./build.sh pack`; the ES module entry re-exports
// it, so `import` and `require` share one instance). The wasm-bindgen `--target nodejs` glue
// reads the .wasm from disk when it is loaded: no fetch, nothing to wait for.
import * as glue from './xiangqi_wasm.cjs';
import { XiangqiError } from './error.js';
import { wrap } from './wrap.js';

glue.__xiangqi_errorClass(XiangqiError);
const api = wrap(glue, () => true);

/** Nothing to do in Node (the module is loaded when imported); kept so one code runs everywhere. */
export default async function init() {}

/** Nothing to do in Node (the module is loaded when imported). */
export function initSync() {}

export { XiangqiError };
export const { /* @exports */ } = api;
