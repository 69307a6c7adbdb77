import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The browser entries and the pure modules an editor may add to them (the layouts of
 * outline-to-deck.ts, restyling) must bundle for a browser without node modules or the node-only libraries
 * the file writers use. Bundling them with esbuild for the browser, as Vite would, follows every
 * import, including ones added later, and ignores type-only imports, which cost nothing.
 */
const ENTRIES = ['./index.ts', '../outline-to-deck.ts', '../restyle/index.ts'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/** Libraries that read files or need node, used by the PPTX, PDF and PNG writers. */
const NODE_ONLY_PACKAGES = ['fontkit', 'pdfkit', '@resvg/resvg-js', 'pptxgenjs', 'jszip'];

function isNodeOnly(specifier: string): boolean {
  return (
    specifier.startsWith('node:') ||
    builtinModules.includes(specifier.split('/')[0]!) ||
    NODE_ONLY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
  );
}

/** Fails the build on a node-only import, naming the file that makes it. */
const rejectNodeOnly: Plugin = {
  name: 'reject-node-only',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, ({ path, importer }) =>
      isNodeOnly(path)
        ? { errors: [{ text: `node-only import '${path}' in ${importer}` }] }
        : undefined,
    );
  },
};

describe('@slidecraft/deck/scene', () => {
  it('bundles for a browser with no node-only import, directly or transitively', async () => {
    const result = await build({
      entryPoints: ENTRIES,
      bundle: true,
      write: false,
      outdir: 'out',
      format: 'esm',
      platform: 'browser',
      conditions: ['slidecraft-source'],
      plugins: [rejectNodeOnly],
      logLevel: 'silent',
    }).catch((error: { errors?: { text: string }[] }) => error);
    const errors = 'errors' in result ? (result.errors ?? []).map((error) => error.text) : [];
    expect(errors).toEqual([]);
  });
});
