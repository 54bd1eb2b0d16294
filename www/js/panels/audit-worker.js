// The archive audit's worker (a module worker started by audit.js): it loads its own copy of the
// wasm package and judges one file's bytes per message with `auditRecord`, so that the page
// stays responsive while a big library (a CBL of hundreds of games) is judged. Messages:
//   in:  {id, bytes: Uint8Array, rules: string[]}
//   out: {ready: true} once the engine is loaded, or {failed: message};
//        then {id, result} per file, `result` as engine.js's `call` gives it
//        ({ok: true, value: GameAudit[]} or {ok: false, error: {code, message, details?, …}}).
import { call, loadEngine } from '../engine.js';

const engine = await loadEngine();
if (!engine.loaded) {
  postMessage({ failed: engine.error || 'the engine did not load' });
} else {
  self.onmessage = (e) => {
    const { id, bytes, rules } = e.data;
    postMessage({ id, result: call('auditRecord', bytes, { rules }) });
  };
  postMessage({ ready: true });
}
