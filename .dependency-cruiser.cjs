// Import boundaries between the apps, the server's modules and the web app's features
// (issue 31, item 4). `npm run lint:deps` (part of `npm run lint`) runs two cruises:
//   - this file: the rules on imports between files, over all our source, tests included;
//   - .dependency-cruiser-folders.mjs: cycles between whole modules / features (folders).
//
// The rules describe the layout we are moving to, not today's tree, and there is no list
// of known violations. Each module will own its tables in apps/server/src/modules/<m>/tables.ts
// (today they are still in apps/server/src/db/tables/*.ts, assembled by db/schema.ts).
//
// To check only some rules, name them in DEPS_RULES (a name also selects the rules whose
// name starts with it and a dash: `module-cycle` brings `module-cycle-folders` along);
// a cruise whose file has none of the named rules cruises nothing:
//   DEPS_RULES=no-foreign-tables,module-cycle npm run lint:deps
//   DEPS_RULES=no-foreign-repo npx depcruise --config .dependency-cruiser.cjs apps packages bench scripts e2e
//   DEPS_RULES=feature-cycle-folders npx depcruise --config .dependency-cruiser-folders.mjs apps/server/src/modules apps/web/src/features
// Add `--output-type err-long` to see each rule's comment with its violations.

const MODULES = '^apps/server/src/modules/';
const FEATURES = '^apps/web/src/features/';

// Tables, both where each module will keep its own (modules/<m>/tables.ts) and where they
// all are today (db/schema.ts assembling db/tables/*).
const OLD_TABLES = ['^apps/server/src/db/schema\\.ts$', '^apps/server/src/db/tables/'];
const ANY_MODULE_TABLES = `${MODULES}[^/]+/tables\\.ts$`;

// Tests and their helpers (the same list the API-path rule in eslint.config.js uses).
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
    name: 'no-web-server',
    severity: 'error',
    comment:
      'The web app and the server only share what is in packages/ (the contract, the deck): ' +
      'an import across them would pull server code into the browser bundle, or the other way.',
    from: { path: '^apps/web/' },
    to: { path: '^apps/server/' },
  },
  {
    name: 'no-web-server',
    severity: 'error',
    comment:
      'The server does not import the web app either: what both need goes in packages/contract.',
    from: { path: '^apps/server/' },
    to: { path: '^apps/web/' },
  },
  {
    name: 'module-cycle',
    severity: 'error',
    comment:
      'Server modules depend on each other one way only: this flags an import from one ' +
      'module into another that lies on an import cycle of files (type-only imports count; ' +
      'each cycle is reported once). A cycle between modules that no chain of files closes ' +
      '(a/x imports b/y, b/z imports a/w) is module-cycle-folders, in the second cruise.',
    from: { path: `${MODULES}([^/]+)/` },
    to: { path: MODULES, pathNot: `${MODULES}$1/`, circular: true },
  },
  {
    name: 'feature-cycle',
    severity: 'error',
    comment:
      'Web features depend on each other one way only: an import from one feature into ' +
      'another that lies on an import cycle of files (type-only imports count). Cycles ' +
      'between whole features are feature-cycle-folders, in the second cruise.',
    from: { path: `${FEATURES}([^/]+)/` },
    to: { path: FEATURES, pathNot: `${FEATURES}$1/`, circular: true },
  },
  {
    name: 'no-foreign-tables',
    severity: 'error',
    comment:
      "A module reaches another module's data through that module's functions, not its " +
      "tables. Only a module's own tables.ts may import another's tables.ts (foreign keys: " +
      '.references(() => users.id)). The schema in db/ is assembled there, not imported by ' +
      'modules. Tests may set up any table.',
    from: { path: `${MODULES}([^/]+)/`, pathNot: [`${MODULES}[^/]+/tables\\.ts$`, ...TESTS] },
    to: { path: [ANY_MODULE_TABLES, ...OLD_TABLES], pathNot: `${MODULES}$1/tables\\.ts$` },
  },
  {
    name: 'no-foreign-tables-outside-modules',
    severity: 'error',
    comment:
      'Outside the modules only db/ (which assembles the schema), tests, bench, scripts and ' +
      'the drizzle config import tables; the rest of the server goes through the modules.',
    from: {
      pathNot: [
        MODULES,
        '^apps/server/src/db/',
        '^apps/server/drizzle\\.config\\.ts$',
        '^bench/',
        '^scripts/',
        ...TESTS,
      ],
    },
    to: { path: [ANY_MODULE_TABLES, ...OLD_TABLES] },
  },
  {
    name: 'no-foreign-repo',
    severity: 'error',
    comment:
      "A module calls another module's functions, not its repository: the repo is how a " +
      'module keeps its own rows, and what it may change without asking.',
    from: { path: `${MODULES}([^/]+)/` },
    to: { path: `${MODULES}[^/]+/.*repo(sitory)?\\.ts$`, pathNot: `${MODULES}$1/` },
  },
  {
    name: 'shared-not-features',
    severity: 'error',
    comment:
      'apps/web/src/shared is what the features build on; a shared file that imports a ' +
      'feature makes every feature that uses it depend on that one.',
    from: { path: '^apps/web/src/shared/' },
    to: { path: FEATURES },
  },
];

// DEPS_RULES=a,b keeps the rules named a or b, or whose name starts with a- or b-.
// .dependency-cruiser-folders.mjs selects its rules the same way.
const FOLDER_RULES = ['module-cycle-folders', 'feature-cycle-folders'];
const only = (process.env.DEPS_RULES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const named = (name, wanted) => name === wanted || name.startsWith(`${wanted}-`);
const selects = (name) => only.length === 0 || only.some((wanted) => named(name, wanted));
const allNames = [...new Set([...forbidden.map(({ name }) => name), ...FOLDER_RULES])];
const unknown = only.filter((wanted) => !allNames.some((name) => named(name, wanted)));
if (unknown.length > 0) {
  throw new Error(`DEPS_RULES: no rule ${unknown.join(', ')}; the rules: ${allNames.join(', ')}`);
}
const selected = forbidden.filter(({ name }) => selects(name));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: selected,
  options: {
    // Only our own source: npm packages are neither followed nor shown. (Nothing at all
    // when DEPS_RULES selects none of this file's rules.)
    includeOnly: selected.length === 0 ? '^$' : '^(apps|packages|bench|scripts|e2e)/',
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist/',
        '(^|/)coverage/',
        '^apps/server/src/db/migrations/',
        '^apps/server/drizzle/',
        '^bench/results/',
        '^e2e/\\.artifacts/',
        '^(test-results|playwright-report|data)/',
      ],
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports are imports too: a module that needs another's types depends on it.
    tsPreCompilationDeps: true,
    // The server's compiler options (NodeNext, imports written with .js). The .js in an
    // import resolves to the .ts file next to it, as tsc does.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // The workspace packages' exports point the slidecraft-source condition at src/*.ts,
      // the condition the server runs and type-checks with (tsconfig customConditions).
      exportsFields: ['exports'],
      conditionNames: ['slidecraft-source', 'import', 'require', 'node', 'default'],
    },
  },
};
