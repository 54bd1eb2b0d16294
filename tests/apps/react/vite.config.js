import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// optimizeDeps: the dev server must not pre-bundle the package away from its .wasm (npm/README.md, Vite)
export default defineConfig({ plugins: [react()], optimizeDeps: { exclude: ['xiangqi-referee'] }, logLevel: 'warn' });
