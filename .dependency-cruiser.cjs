// Boundaries of the code, checked by dependency-cruiser (`npm run lint:deps`, a step of `npm test`).
// docs/platform-modules.md explains the platform's rules.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        'A platform module reaches another module only through its index.ts; tables may name another module’s tables (schema*.ts) for their foreign keys.',
      from: { path: '^platform/src/modules/([^/]+)/' },
      to: {
        path: '^platform/src/modules/[^/]+/',
        pathNot: ['^platform/src/modules/$1/', '^platform/src/modules/[^/]+/index\\.ts$', '^platform/src/modules/[^/]+/schema[^/]*\\.ts$'],
      },
    },
    {
      name: 'schema-names-tables-only',
      severity: 'error',
      comment:
        'A schema file takes another module’s tables from its schema file, never through index.ts: drizzle-kit loads the schema files alone, and an index would pull the whole module (and its cycles) into every table.',
      from: { path: '^platform/src/modules/.+/schema[^/]*\\.ts$' },
      to: { path: '^platform/src/modules/[^/]+/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment:
        'Core, seed, the operator CLI and the composition root reach a module through its index.ts (platform/src/routes.ts takes each module’s routes.ts).',
      from: { path: '^platform/src/', pathNot: ['^platform/src/modules/', '^platform/src/routes\\.ts$'] },
      to: { path: '^platform/src/modules/', pathNot: ['^platform/src/modules/[^/]+/index\\.ts$', '^platform/src/modules/[^/]+/schema[^/]*\\.ts$'] },
    },
    {
      name: 'core-below-modules',
      severity: 'error',
      comment: 'Core is below the modules: it takes what it needs from them as ports (options a caller passes), never by import.',
      from: { path: '^platform/src/core/' },
      to: { path: '^platform/src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-not-ops',
      severity: 'error',
      comment: 'The operator CLI (platform/src/ops) is above the modules: a module never imports it.',
      from: { path: '^platform/src/(modules|core)/' },
      to: { path: '^platform/src/ops/' },
    },
    {
      name: 'module-cycle',
      severity: 'error',
      comment:
        'No import cycle between platform files: a cycle that runs through index files makes load order matter.',
      from: { path: '^platform/src/' },
      // A type import is erased at build time and loads nothing: only a cycle of run-time imports counts.
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'platform-not-portal',
      severity: 'error',
      comment: 'The platform never imports the portal (app/, lib/, components/) or the back office: what they share lives in contract/.',
      from: { path: '^platform/' },
      to: { path: '^(app|lib|components|backoffice|proxy\\.ts)' },
    },
    {
      name: 'platform-contract-relative',
      severity: 'error',
      comment: 'The platform reaches contract/ by relative paths (tsx and esbuild run it without the @/ alias).',
      from: { path: '^platform/src/' },
      to: { dependencyTypes: ['aliased-tsconfig-paths', 'aliased-tsconfig'] },
    },
    {
      name: 'components-not-wps',
      severity: 'error',
      comment:
        'Components never import lib/wps/: they take types from contract/ and data from their page or layout (which may read it through a lib/ loader such as lib/home/home-data.ts).',
      from: { path: '^components/' },
      to: { path: '^lib/wps/' },
    },
    {
      name: 'components-not-message-loader',
      severity: 'error',
      comment:
        "lib/i18n/messages.ts loads messages/<area>/<locale>.json by a dynamic import: in a client bundle that is a loader per message file (about 15 KB gzipped). Components take types only from it; mergeTrees lives in lib/i18n/merge-trees.ts.",
      from: { path: '^components/' },
      to: { path: '^lib/i18n/messages\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-self-contained',
      severity: 'error',
      comment: 'contract/ imports only zod, node:crypto and its own files.',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', '^node_modules/zod/', '^crypto$', '^node:crypto$'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'contract-core-crypto-only',
      severity: 'error',
      from: { path: '^contract/' },
      to: { dependencyTypes: ['core'], pathNot: ['^crypto$', '^node:crypto$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^platform/dist/', '\\.next/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};

