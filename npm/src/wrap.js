// The thin layer between the package's users and the wasm-bindgen glue: no rules here, only
// (1) a coded error before the module is initialised, (2) a coded error on a freed object,
// (3) `free()` that may be called twice (as `using` / `Symbol.dispose` may);
import { XiangqiError } from './error.js';

const notInitialised = () => new XiangqiError('ERR_NOT_INITIALISED',
  'the module is not initialised: `await init()` (or `initSync(...)`) first');

// (4) the documented bounds of the arguments checked here, before the glue copies a string into
// the module's memory (which grows for good, never shrinks): a record (readGame, auditRecord, Game.fromRecord)
// at most MAX_RECORD_BYTES (else ERR_RECORD_LIMIT), a list of moves at most MAX_MOVES (else
// ERR_LIMIT); any other string — a FEN (256 bytes at most), a move, a name — longer than MAX_TEXT
// is refused by the engine whatever its length, so only its first MAX_TEXT + 1 characters are
// passed in: the engine's own code (ERR_FEN_TOO_LONG, ERR_NOTATION, …), without the copy.
export const MAX_RECORD_BYTES = 32 << 20;
export const MAX_TEXT = 4096;
export const MAX_MOVES = 200000;
const RECORD_ARG = new Set(['readGame', 'auditRecord', 'fromRecord']);

const cut = (v) => (typeof v === 'string' && v.length > MAX_TEXT ? v.slice(0, MAX_TEXT + 1) : v);

/** The arguments as passed in (`fn`: the function's or method's name); over a bound: an error or a cut string. */
export function checkArgs(fn, args) {
  return args.map((a, i) => {
    if (i === 0 && RECORD_ARG.has(fn)) {
      const n = typeof a === 'string' ? a.length : a && typeof a.byteLength === 'number' ? a.byteLength : 0;
      if (n > MAX_RECORD_BYTES) {
        throw new XiangqiError('ERR_RECORD_LIMIT', `${fn}(): the record is ${n} ${typeof a === 'string' ? 'characters' : 'bytes'} long, at most ${MAX_RECORD_BYTES} bytes`);
      }
      return a;
    }
    if (Array.isArray(a)) return list(fn, a, `argument ${i + 1}`);
    if (a && typeof a === 'object' && Object.getPrototypeOf(a) === Object.prototype && Array.isArray(a.moves)) {
      return { ...a, moves: list(fn, a.moves, `argument ${i + 1}.moves`) };
    }
    return cut(a);
  });
}

function list(fn, a, where) {
  if (a.length > MAX_MOVES) throw new XiangqiError('ERR_LIMIT', `${fn}(): ${where} has ${a.length} moves, at most ${MAX_MOVES}`);
  return a.some((v) => typeof v === 'string' && v.length > MAX_TEXT) ? a.map(cut) : a;
}

/** Names of the glue's exports that are internal (not wrapped, not exported). */
export const isInternal = (name) => name.startsWith('__') || name === 'default' || name === 'initSync';

const isClass = (v) => typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));

/**
 * The glue's exports, guarded; `isReady()` says whether the wasm module is instantiated; every
 * result goes through `post` (the referee module's article texts: texts.js).
 */
export function wrap(glue, isReady, post = (v) => v) {
  const api = {};
  for (const [name, value] of Object.entries(glue)) {
    if (isInternal(name) || typeof value !== 'function') continue;
    api[name] = isClass(value) ? guardClass(value, isReady, post) : guardFunction(value, isReady, post);
  }
  return api;
}

function guardFunction(f, isReady, post) {
  const guarded = function (...args) {
    if (!isReady()) throw notInitialised();
    return post(f.apply(this, checkArgs(f.name, args)));
  };
  Object.defineProperty(guarded, 'name', { value: f.name });
  return guarded;
}

/**
 * Guards a wasm-bindgen class in place (so objects the glue creates, e.g. by a static method, are
 * guarded too): methods of a freed object throw ERR_FREED, `free()` twice is harmless, static
 * methods and `new` throw ERR_NOT_INITIALISED before initialisation.
 */
function guardClass(C, isReady, post) {
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
        return post(f.apply(this, checkArgs(String(key), args)));
      };
    Object.defineProperty(proto, key, { ...desc, value: method });
  }
  for (const key of Object.getOwnPropertyNames(C)) {
    const desc = Object.getOwnPropertyDescriptor(C, key);
    if (key.startsWith('__') || typeof desc.value !== 'function') continue;
    const g = guardFunction(desc.value, isReady, post);
    Object.defineProperty(g, 'name', { value: key });
    Object.defineProperty(C, key, { ...desc, value: g });
  }
  return new Proxy(C, {
    construct(target, args, newTarget) {
      if (!isReady()) throw notInitialised();
      return Reflect.construct(target, checkArgs(`new ${C.name}`, args), newTarget);
    },
  });
}
