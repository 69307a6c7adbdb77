// The second cruise of `npm run lint:deps`: cycles between whole server modules and whole
// web features, where a module (a feature) is its folder with everything under it.
// .dependency-cruiser.cjs has the other rules and the options this file reuses.
//
// It cruises the modules and the features only, without their tests: a folder cycle is
// counted between folders (dependency-cruiser's `scope: 'folder'`), and a test that imports
// helpers from apps/server/test or apps/web/src/test would tie its folder to everything
// those helpers import. Tests are not imported by anything, so they close no cycle of
// their own; .dependency-cruiser.cjs checks their imports with the other rules.
//
// What it sees: module A imports module B and B imports A, directly or through other
// modules, even when no chain of files closes the cycle (a/x imports b/y, b/z imports
// a/w). What it cannot see (dependency-cruiser names a folder by the folder of the file
// imported, not by the module): a cycle whose imports both land in subfolders of the
// modules that import nothing back themselves (a/x imports b/sub/y, b/z imports
// a/sub/w). Checked against an exact module graph when this was written: no such cycle.

import base from './.dependency-cruiser.cjs';

const { options } = base;

const MODULES = '^apps/server/src/modules/';
const FEATURES = '^apps/web/src/features/';

// Tests and their helpers (as in .dependency-cruiser.cjs).
const TESTS = [
  '\\.test\\.tsx?$',
  '^apps/server/test/',
  '^apps/web/src/test/',
  '-fixtures\\.ts$',
  '-test-kit\\.tsx?$',
  '-test-server\\.ts$',
];

const forbidden = [
  {
    name: 'module-cycle-folders',
    severity: 'error',
    comment:
      'Server modules depend on each other one way only, counted between whole modules ' +
      '(type-only imports count). Folders here are the modules and their subfolders.',
    scope: 'folder',
    from: { path: `${MODULES}([^/]+)` },
    to: { path: MODULES, pathNot: `${MODULES}$1(/|$)`, circular: true },
  },
  {
    name: 'feature-cycle-folders',
    severity: 'error',
    comment:
      'Web features depend on each other one way only, counted between whole features ' +
      '(type-only imports count). Folders here are the features and their subfolders.',
    scope: 'folder',
    from: { path: `${FEATURES}([^/]+)` },
    to: { path: FEATURES, pathNot: `${FEATURES}$1(/|$)`, circular: true },
  },
];

// DEPS_RULES=a,b keeps the rules named a or b, or whose name starts with a- or b-
// (.dependency-cruiser.cjs, imported above, has already refused names of no rule).
const only = (process.env.DEPS_RULES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const selected = forbidden.filter(
  ({ name }) =>
    only.length === 0 || only.some((wanted) => name === wanted || name.startsWith(`${wanted}-`)),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: selected,
  options: {
    ...options,
    // Only the modules and the features, so a cycle is one between them (none through
    // apps/server/src/http or apps/web/src/routes, say). Nothing at all when DEPS_RULES
    // selects none of this file's rules.
    includeOnly: selected.length === 0 ? '^$' : `(${MODULES}|${FEATURES})`,
    exclude: { path: [...options.exclude.path, ...TESTS] },
  },
};
