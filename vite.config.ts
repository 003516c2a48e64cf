import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Found up front, so the dev server never loads a second copy of React for them.
  optimizeDeps: { include: ['@conform-to/react', '@conform-to/zod/v4'] },
  ssr: {
    // Native/WASM packages stay external to the server bundle and load from node_modules.
    external: ['@electric-sql/pglite', 'pg'],
  },
});
