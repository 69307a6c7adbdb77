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

/** The local names an import declaration binds (none for a bare `import 'x'`). */
function importedNames(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause;
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) names.push(element.name.text);
  }
  return names;
}

/**
 * The imports an entry's module uses: the others would still make their modules part of the
 * page that calls the entry (the first page's chunk holds every module its code reaches, with
 * whatever of them any page uses), though nothing of them runs there. The input schemas count as
 * unused: the build leaves them out (routeDocsOut).
 */
function usedImports(imports: { text: string; names: string[] }[], body: string): string[] {
  const code = body.replace(/^(\s+)(body|query|params|headers|events): [A-Za-z_$][\w$]*,$/gm, '');
  const uses = (name: string) =>
    new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(code);
  return imports.filter((i) => i.names.length === 0 || i.names.some(uses)).map((i) => i.text);
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
    const imports: { text: string; names: string[] }[] = [];
    const shared: string[] = [];
    const reexports: string[] = [];
    const entries = new Map<string, string>();
    for (const statement of source.statements) {
      const text = statement.getFullText(source);
      const exported = ts.canHaveModifiers(statement)
        ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (ts.isImportDeclaration(statement))
        imports.push({ text, names: importedNames(statement) });
      else if (ts.isExportDeclaration(statement)) reexports.push(text);
      else if (exported && ts.isVariableStatement(statement)) {
        const name = statement.declarationList.declarations[0]!.name;
        if (ts.isIdentifier(name)) entries.set(name.text, text);
        else shared.push(text);
      } else shared.push(text);
    }
    return { imports, shared, reexports, entries };
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
      const { imports, shared, reexports, entries } = parse(file);
      const entry = new URLSearchParams(query ?? '').get('entry');
      if (entry) {
        const body = [...shared, entries.get(entry) ?? ''];
        return [...usedImports(imports, body.join('\n')), ...body].join('\n');
      }
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

/**
 * React Router's package sends every import condition to its development build, whose warnings
 * (`ENABLE_DEV_WARNINGS = true`) the bundler must then keep; its production build is the same
 * code with them off. The web build takes that one (docs/decisions.md, "Issue 34: the home
 * page's JavaScript").
 */
function reactRouterProduction(): Plugin {
  const entries: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        const entry = entries[source];
        if (!entry) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved) return null;
        const production = resolved.id.replace(
          /([\\/]dist[\\/])development([\\/])[^\\/]+$/,
          `$1production$2${entry}`,
        );
        return production !== resolved.id && fs.existsSync(production) ? production : resolved;
      },
    },
  };
}

/**
 * Two imports of antd's that bring code no page of the app runs, replaced in the web build
 * (docs/decisions.md, "Issue 34: the home page's JavaScript"):
 * - ConfigProvider imports the tooltips' shared popup (its `tooltip.unique` option, with the
 *   popup engine under it) on every page. The app never sets that option (its tooltips keep a
 *   popup each, antd's own default), so ConfigProvider gets a stand-in that renders its children.
 * - The button's style takes one colour test (`isBright`) from the colour picker's presets, whose
 *   module brings the presets' Collapse and the picker along: it gets the test alone.
 */
function antdTrimmed(): Plugin {
  const replaced: { importer: RegExp; source: string; id: string; code: string }[] = [
    {
      importer: /antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
      source: '../tooltip/UniqueProvider',
      id: '\0antd-unique-tooltip-off',
      code: 'export default function UniqueProvider({ children }) { return children; }',
    },
    {
      importer: /antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/,
      source: '../../color-picker/components/ColorPresets',
      id: '\0antd-is-bright',
      // antd/es/color-picker/components/ColorPresets.js's isBright, as it is.
      code: [
        "import { Color as RcColor } from '@rc-component/color-picker/es/color';",
        'export const isBright = (value, bgColorToken) => {',
        '  const { r, g, b, a } = value.toRgb();',
        '  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();',
        '  if (a <= 0.5) return hsv.v > 0.5;',
        '  return r * 0.299 + g * 0.587 + b * 0.114 > 192;',
        '};',
      ].join('\n'),
    },
  ];
  return {
    name: 'antd-trimmed',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const hit = replaced.find((r) => r.source === source && r.importer.test(importer));
      return hit ? hit.id : null;
    },
    load(id) {
      return replaced.find((r) => r.id === id)?.code ?? null;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    routeEntriesApart(),
    routeDocsOut(),
    reactRouterProduction(),
    antdTrimmed(),
    precompress(),
  ],
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
