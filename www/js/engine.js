// Loads the wasm package. Every rules fact comes from here: the page decides no legality,
// label, key or verdict itself.

export const engine = { loaded: false, error: null, mod: null };

/** How many times each export was called (read by the tests and the page benchmark). */
export const calls = {};

export async function loadEngine(url = '../pkg/xiangqi_wasm.js') {
  try {
    const mod = await import(url);
    await mod.default();
    engine.mod = mod;
    engine.loaded = true;
  } catch (e) {
    engine.error = String((e && e.message) || e);
  }
  return engine;
}

const ERROR_FIELDS = ['details', 'index', 'ply', 'line', 'offset'];

/**
 * Calls an export: {ok: true, value} or {ok: false, error: {code, message, details?, index?,
 * ply?, line?, offset?}} (never throws). The page words errors from code + details (i18n.js).
 */
export function call(name, ...args) {
  calls[name] = (calls[name] || 0) + 1;
  try {
    return { ok: true, value: engine.mod[name](...args) };
  } catch (e) {
    const error = { code: (e && e.code) || 'ERR_INTERNAL', message: String((e && e.message) || e) };
    for (const k of ERROR_FIELDS) if (e && e[k] !== undefined) error[k] = e[k];
    return { ok: false, error };
  }
}

/** Like `call`, but returns the value or `fallback` on error. */
export function value(name, fallback, ...args) {
  const r = call(name, ...args);
  return r.ok ? r.value : fallback;
}
