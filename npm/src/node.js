// Entry point for Node (built to CommonJS by `./build.sh pack`; the ES module entry re-exports
// it, so `import` and `require` share one instance). The glue is wasm-bindgen's `--target nodejs`
// output, rewritten by npm/assemble.mjs to instantiate only when asked (`__xiangqi_load`): from
// the bytes given to `initSync`/`init`, or else, on the first call, from the package's one .wasm
// (web/xiangqi_wasm_bg.wasm) read from disk.
import * as glue from './xiangqi_wasm.cjs';
import { XiangqiError } from './error.js';
import { wrap } from './wrap.js';

let ready = false;

function load(module) {
  glue.__xiangqi_load(module);
  glue.__xiangqi_errorClass(XiangqiError);
  ready = true;
}

/** The package's .wasm, read from disk (next to this file's folder, as the package lays it out). */
// (Node's built-ins asked for at run time, not `require`d: a server bundled by esbuild into an
// ES module has no `require`; it passes the bytes to initSync.)
const builtin = (name) => (process.getBuiltinModule ? process.getBuiltinModule(name) : require(name));  // eslint-disable-line no-undef
function fromDisk() {
  let file = '(unknown: no __dirname in this bundle)';
  try {
    // eslint-disable-next-line no-undef
    file = builtin('node:path').join(__dirname, '..', 'web', 'xiangqi_wasm_bg.wasm');
    return builtin('node:fs').readFileSync(file);
  } catch (e) {
    throw new XiangqiError('ERR_NOT_INITIALISED', `the module's .wasm was not found at ${file} (${e.code || e.message}): `
      + 'in a bundle, call initSync(fs.readFileSync(<path of xiangqi-referee/web/xiangqi_wasm_bg.wasm>)) first');
  }
}

const isReady = () => { if (!ready) load(fromDisk()); return true; };
const api = wrap(glue, isReady);

const bytesOf = (m) => (m && typeof m === 'object' && 'module' in m && !(m instanceof WebAssembly.Module) ? m.module : m);

/**
 * Instantiates the module from its bytes or a compiled `WebAssembly.Module`; without an argument
 * from the package's .wasm on disk. Later calls return at once. Optional: the first call of any
 * function loads it from disk.
 */
export function initSync(module) {
  if (ready) return;
  const m = bytesOf(module);
  load(m === undefined ? fromDisk() : m);
}

/** Like `initSync` (bytes, a `WebAssembly.Module`, or nothing: the file on disk). */
export default async function init(input) {
  const m = input && typeof input === 'object' && 'module_or_path' in input ? input.module_or_path : input;
  initSync(m instanceof ArrayBuffer || ArrayBuffer.isView(m) || m instanceof WebAssembly.Module ? m : undefined);
}

/** Bytes of the module's memory (it grows, and never shrinks, with the largest input seen). */
export function memoryBytes() { isReady(); return glue.__xiangqi_memoryBytes(); }

export { XiangqiError };
export const { /* @exports */ } = api;
