import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/** The floor app's own build (see README.md): plain vite + React, same target as the product. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite-bench-floor', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', manifest: true, reportCompressedSize: false },
});
