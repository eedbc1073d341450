/**
 * The house rules a tool keeps (docs/architecture.md, "Boundaries"). `npm run validate` runs
 * them; `scripts/dependency-rules.test.ts` proves each one fails on a seeded violation.
 * Tests and test helpers are left out: they may reach into any module to set a scene up.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'Server modules depend on each other one way only (a cycle between two modules).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      comment: 'No server file depends on itself through others (a cycle between two files).',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'no-foreign-repo',
      comment: "Each table has one owning module: use that module's service, not its repo.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+\\.repo\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'ledger-through-its-service',
      comment: 'Other modules reach the ledger only through LedgerService (ledger.service.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/ledger/' },
      to: {
        path: '^apps/server/src/modules/ledger/',
        pathNot: '^apps/server/src/modules/ledger/ledger\\.service\\.ts$',
      },
    },
    {
      name: 'no-composition-root-in-modules',
      comment:
        'app.ts, services.ts, module-graph.ts, config.ts and main.ts compose the modules; no ' +
        'module or infra imports them.',
      severity: 'error',
      from: { path: '^apps/server/src/(modules|infra)/' },
      to: { path: '^apps/server/src/(app|services|module-graph|config|main)\\.ts$' },
    },
    {
      name: 'infra-is-a-leaf',
      comment: 'infra/ (the /api kit, the database, HTTP plumbing, jobs) imports no module.',
      severity: 'error',
      from: { path: '^apps/server/src/infra/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'Web features never import each other: shared code goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-admin-part-to-part',
      comment:
        'A back-office part (features/admin/<part>/) imports only itself and the admin kit (kit/).',
      severity: 'error',
      from: {
        path: '^apps/web/src/features/admin/([^/]+)/',
        pathNot: '^apps/web/src/features/admin/kit/',
      },
      to: {
        path: '^apps/web/src/features/admin/',
        pathNot: '^apps/web/src/features/admin/($1|kit)/',
      },
    },
    {
      name: 'admin-kit-is-a-leaf',
      comment: 'The admin kit (features/admin/kit/) is what the parts share: it imports no part.',
      severity: 'error',
      from: { path: '^apps/web/src/features/admin/kit/' },
      to: { path: '^apps/web/src/features/admin/', pathNot: '^apps/web/src/features/admin/kit/' },
    },
    {
      name: 'no-feature-to-site',
      comment: 'The public site (site/) is built apart from the app; features do not import it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/site/' },
    },
    {
      name: 'no-site-to-features',
      comment: "The site's lean bundle (ADR 11) must not pull in the app's features.",
      severity: 'error',
      from: { path: '^apps/web/src/site/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|^apps/server/src/testing/|^apps/web/src/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
