// Loads the wasm package and feature-detects its exports. Every rule comes from here;
// the page never decides legality, labels or verdicts itself.

export const engine = {
  loaded: false,
  error: null,       // 'missing' | message
  mod: null,
  has(name) { return !!this.mod && typeof this.mod[name] === 'function'; },
};

export async function loadEngine(url = '../pkg/xiangqi_wasm.js') {
  let mod;
  try {
    mod = await import(url);
  } catch (e) {
    engine.error = 'missing';
    engine.detail = String(e && e.message || e);
    return engine;
  }
  try {
    if (typeof mod.default === 'function') await mod.default();
    engine.mod = mod;
    engine.loaded = true;
  } catch (e) {
    engine.error = String(e && e.message || e);
  }
  return engine;
}

/** Calls an export; returns {ok, value} or {ok:false, error:{code,message}} (never throws). */
export function call(name, ...args) {
  if (!engine.has(name)) return { ok: false, missing: true, error: { code: 'ERR_MISSING', message: `${name} not available in this build` } };
  try {
    return { ok: true, value: engine.mod[name](...args) };
  } catch (e) {
    return { ok: false, error: { code: (e && e.code) || 'ERR_UNKNOWN', message: String((e && e.message) || e) } };
  }
}

/** Reads a field in camelCase or snake_case (the binding converts keys to camelCase). */
export function pick(obj, camel) {
  if (!obj || typeof obj !== 'object') return undefined;
  if (camel in obj) return obj[camel];
  const snake = camel.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
  return obj[snake];
}

/** wasm-bindgen may hand back Maps for objects depending on serializer settings: normalise. */
export function plain(v) {
  if (v instanceof Map) {
    const o = {};
    for (const [k, x] of v) o[k] = plain(x);
    return o;
  }
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v)) o[k] = plain(v[k]);
    return o;
  }
  return v;
}
