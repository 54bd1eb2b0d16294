import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [vue({
    // <xiangqi-board> is a custom element, not a Vue component
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('xiangqi-') } },
  })],
  // the dev server must not pre-bundle the package away from its .wasm (npm/README.md, Vite)
  optimizeDeps: { exclude: ['xiangqi-referee'] },
  logLevel: 'warn',
});
