import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

const server = { target: 'http://127.0.0.1:3000', changeOrigin: false };
/** The API and the shipped web fonts (/fonts/<id>.css and its slices) come from the server. */
const apiProxy = { '/api': server, '/fonts': server };

/**
 * What the browser needs of a route-table entry is its method, path and answer schema: the
 * summaries, tags and error codes are the API document's and the input schemas validate on the
 * server, so the web build leaves them out, and a page does not carry the request schemas of
 * every entry it calls (docs/decisions.md, "Issue 30: one route table"). A summary is one
 * string literal, the codes and tags one array literal, an input schema one identifier.
 */
function routeDocsOut(): Plugin {
  const table = /packages[\\/]contract[\\/]src[\\/]routes[\\/][^\\/]+\.ts$/;
  const summary = /summary:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g;
  const errors = /^(\s+)errors:\s*\[[^\]]*\],$/gm;
  const tags = /^(\s+)tags(?::\s*\[[^\]]*\])?,$/gm;
  // The input schemas validate on the server; the browser parses only answers (`response`).
  const inputs = /^(\s+)(body|query|params|headers|events): [A-Za-z_$][\w$]*,$/gm;
  return {
    name: 'route-docs-out',
    apply: 'build',
    transform(code, id) {
      if (!table.test(id)) return null;
      const stripped = code
        .replace(summary, "summary: ''")
        .replace(errors, '$1errors: [],')
        .replace(tags, '$1tags: [],')
        .replace(inputs, '$1$2: undefined,');
      return { code: stripped, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), routeDocsOut(), precompress()],
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
