// `xiangqi-referee/board`: registers the <xiangqi-board> custom element, refereed by this
// package's engine — the same instance as `import … from 'xiangqi-referee'` (initialised on the
// first board's first use, or by your own `await init(…)` before). The rulebook diagrams
// (`diagram="18"`) are fetched from diagrams.json next to this file when first asked for.
// Call `defineBoard({engine, diagrams})` before the first board connects to use another loader
// or URL.
import init, * as xq from './index.js';
import { defineBoard, XiangqiBoard } from './board/element.js';

defineBoard({
  engine: async () => { await init(); return xq; },
  diagrams: new URL('./diagrams.json', import.meta.url).href,
});

export { XiangqiBoard, defineBoard };
