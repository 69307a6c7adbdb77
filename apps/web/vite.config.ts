import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
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
  const table = /packages[\\/]contract[\\/]src[\\/]routes[\\/][^\\/?]+\.ts(\?|$)/;
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

/**
 * A route-table domain file is one module, so a chunk shared by several pages would carry every
 * entry of the domain any of them calls. In the web build each entry becomes a module of its
 * own (`<domain>.ts?entry=<name>`: the file's imports and private constants, then the one
 * entry), and the domain module re-exports them: a page's chunks hold the entries it calls.
 */
function routeEntriesApart(): Plugin {
  const domain =
    /packages[\\/]contract[\\/]src[\\/]routes[\\/](?!route\.ts|index\.ts)[^\\/?]+\.ts$/;
  const split = (file: string, code: string) => {
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
    const shared: string[] = [];
    const reexports: string[] = [];
    const entries = new Map<string, string>();
    for (const statement of source.statements) {
      const text = statement.getFullText(source);
      const exported = ts.canHaveModifiers(statement)
        ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (ts.isExportDeclaration(statement)) reexports.push(text);
      else if (exported && ts.isVariableStatement(statement)) {
        const name = statement.declarationList.declarations[0]!.name;
        if (ts.isIdentifier(name)) entries.set(name.text, text);
        else shared.push(text);
      } else shared.push(text);
    }
    return { shared, reexports, entries };
  };
  // Each domain file is read and parsed once a build, not once for each of its entries.
  const parsed = new Map<string, ReturnType<typeof split>>();
  const parse = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, split(file, fs.readFileSync(file, 'utf8')));
    return parsed.get(file)!;
  };
  return {
    name: 'route-entries-apart',
    apply: 'build',
    buildStart() {
      parsed.clear();
    },
    load(id) {
      const [file, query] = id.split('?');
      if (!file || !domain.test(file)) return null;
      const { shared, reexports, entries } = parse(file);
      const entry = new URLSearchParams(query ?? '').get('entry');
      if (entry) return [...shared, entries.get(entry) ?? ''].join('\n');
      const base = file.split(/[\\/]/).pop()!;
      const names = [...entries.keys()];
      return [
        ...reexports,
        ...names.map((name) => `export { ${name} } from './${base}?entry=${name}';`),
        names.length === 0 && reexports.length === 0 ? 'export {};' : '',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), routeEntriesApart(), routeDocsOut(), precompress()],
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
            // What the first page loads anyway (main.tsx and its static imports) in one chunk.
            // Left to itself the bundler gave each module the first page shares with a lazy page a
            // chunk of its own (rolldown#10731: Vite's HTML entry is a facade of main.tsx, so
            // "already loaded by the entry" goes unseen): the home page loaded 36 scripts, each
            // compressed on its own, 10 KB more than the same code in one (docs/decisions.md).
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
