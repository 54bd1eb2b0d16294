// `<xiangqi-board>` in Vue 3 templates type-checked by vue-tsc / Volar:
// `import type {} from 'xiangqi-referee/board/vue';` once in the app (and tell the compiler the tag
// is a custom element: `compilerOptions.isCustomElement`).
import type { DefineComponent } from 'vue';
import type { XiangqiBoardAttributes } from './board.js';

declare module 'vue' {
  interface GlobalComponents {
    'xiangqi-board': DefineComponent<XiangqiBoardAttributes>;
  }
}

export {};
