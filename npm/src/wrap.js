// The thin layer between the package's users and the wasm-bindgen glue: no rules here, only
// (1) a coded error before the module is initialised, (2) a coded error on a freed object,
// (3) `free()` that may be called twice (as `using` / `Symbol.dispose` may).
import { XiangqiError } from './error.js';

const notInitialised = () => new XiangqiError('ERR_NOT_INITIALISED',
  'the module is not initialised: `await init()` (or `initSync(...)`) first');

/** Names of the glue's exports that are internal (not wrapped, not exported). */
export const isInternal = (name) => name.startsWith('__') || name === 'default' || name === 'initSync';

const isClass = (v) => typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));

/** The glue's exports, guarded; `isReady()` says whether the wasm module is instantiated. */
export function wrap(glue, isReady) {
  const api = {};
  for (const [name, value] of Object.entries(glue)) {
    if (isInternal(name) || typeof value !== 'function') continue;
    api[name] = isClass(value) ? guardClass(value, isReady) : guardFunction(value, isReady);
  }
  return api;
}

function guardFunction(f, isReady) {
  const guarded = function (...args) {
    if (!isReady()) throw notInitialised();
    return f.apply(this, args);
  };
  Object.defineProperty(guarded, 'name', { value: f.name });
  return guarded;
}

/**
 * Guards a wasm-bindgen class in place (so objects the glue creates, e.g. by a static method, are
 * guarded too): methods of a freed object throw ERR_FREED, `free()` twice is harmless, static
 * methods and `new` throw ERR_NOT_INITIALISED before initialisation.
 */
function guardClass(C, isReady) {
  const proto = C.prototype;
  for (const key of Reflect.ownKeys(proto)) {
    const desc = Object.getOwnPropertyDescriptor(proto, key);
    if (key === 'constructor' || key === '__destroy_into_raw' || typeof desc.value !== 'function') continue;
    const f = desc.value;
    const method = key === 'free' || key === Symbol.dispose
      ? function () { if (this.__wbg_ptr) f.call(this); }
      : function (...args) {
        if (!this.__wbg_ptr) {
          throw new XiangqiError('ERR_FREED', `${C.name}.${String(key)}(): this ${C.name} was freed`);
        }
        return f.apply(this, args);
      };
    Object.defineProperty(proto, key, { ...desc, value: method });
  }
  for (const key of Object.getOwnPropertyNames(C)) {
    const desc = Object.getOwnPropertyDescriptor(C, key);
    if (key.startsWith('__') || typeof desc.value !== 'function') continue;
    Object.defineProperty(C, key, { ...desc, value: guardFunction(desc.value, isReady) });
  }
  return new Proxy(C, {
    construct(target, args, newTarget) {
      if (!isReady()) throw notInitialised();
      return Reflect.construct(target, args, newTarget);
    },
  });
}
