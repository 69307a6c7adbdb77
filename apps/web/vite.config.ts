import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';

const server = { target: 'http://127.0.0.1:3000', changeOrigin: false };
/** The API and the shipped web fonts (/fonts/<id>.css and its slices) come from the server. */
const apiProxy = { '/api': server, '/fonts': server };

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Workspace packages export their TypeScript sources under "source": no contract build needed.
    conditions: ['slidecraft-source', ...defaultClientConditions],
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No catch-all vendor groups: each page's chunks carry the antd components it uses, so the
    // home page loads only what it shows (docs/decisions.md, "Home page weight").
    rolldownOptions: {
      // The contract's zod schemas are built by calls at module level, which the bundler keeps
      // unless told they are pure: a page that uses one schema of a module then carried every
      // schema of it (docs/decisions.md, "Home page weight"). Only `z.*` calls: the contract's
      // and the app's own `import * as z from 'zod/mini'`.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // Small hooks the editor shares with other pages, in a chunk of their own: otherwise
            // the bundler puts them in with the deck engine's browser part (layout, the fonts'
            // advance tables, SVG), and the personal space loaded all of it for one hook.
            {
              name: 'shared-hooks',
              test: /apps[\\/]web[\\/]src[\\/]shared[\\/](useDebouncedValue|lazyModule)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
