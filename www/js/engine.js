// Loads the wasm package. Every rules fact comes from here: the page decides no legality,
// label, key or verdict itself.

export const engine = { loaded: false, error: null, mod: null };

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

/** Calls an export: {ok: true, value} or {ok: false, error: {code, message}} (never throws). */
export function call(name, ...args) {
  try {
    return { ok: true, value: engine.mod[name](...args) };
  } catch (e) {
    return { ok: false, error: { code: (e && e.code) || 'ERR_INTERNAL', message: String((e && e.message) || e) } };
  }
}

/** Like `call`, but returns the value or `fallback` on error. */
export function value(name, fallback, ...args) {
  const r = call(name, ...args);
  return r.ok ? r.value : fallback;
}
