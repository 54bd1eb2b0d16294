// The one-file <xiangqi-board> (web/xiangqi-board.js, built by npm/bundle-board.mjs): the element
// with the referee module (rules, Game, judge: referee/xiangqi_wasm_bg.wasm). A record
// (`record="…"` or a child <script type="application/x-xiangqi">) is read by the full module
// (./xiangqi_wasm.js and its .wasm), fetched the first time a board reads one.
import init, * as xq from './referee/index.js';
import { defineBoard, XiangqiBoard } from './board/element.js';

const here = (rel) => new URL(rel, import.meta.url);
let full = null;
defineBoard({
  engine: async () => { await init(here('./referee/xiangqi_wasm_bg.wasm')); return xq; },
  records: () => (full ||= import('./xiangqi_wasm.js').then(async (m) => { await m.default({ module_or_path: here('./xiangqi_wasm_bg.wasm') }); return m; })),
  diagrams: here('./diagrams.json').href,
});

export { XiangqiBoard, defineBoard };
