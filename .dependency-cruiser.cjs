// Module boundaries, checked by `npm run check:boundaries` (docs/decisions/module-boundaries.md).
//
// Server: a file in modules/A reaches modules/B only through B's `*.service.ts` and
// `*.web-services.ts`; a `*.tables.ts` may also name another module's `*.tables.ts` for a foreign
// key. Tests may arrange rows in any table. No import cycles, neither between files nor between
// modules. Web: a feature never imports another feature; routes/ and layout/ compose them, and
// shared pieces live in lib/ and components/.
//
// Every exception is one line of `exceptions` below, with its reason; docs/architecture.md lists
// the same ones. An exception lets exactly one file import exactly the named files.

const modules = '^apps/server/src/modules/';
const testFile = '\\.(test|crash\\.test)\\.tsx?$|^apps/server/src/test/|^apps/web/app/test-support/';

/** [importing file, imported file, reason] */
const exceptions = [
  [
    'apps/server/src/modules/search/search.queries.ts',
    'apps/server/src/modules/catalog/catalog\\.tables\\.ts|apps/server/src/modules/content/content\\.tables\\.ts|apps/server/src/modules/catalog/product-summaries\\.queries\\.ts',
    'hot path: a search is one statement over the bigram-indexed columns of products, courses, plans, articles and series, with the product cards joined in (docs/decisions/search-bigram-index.md)',
  ],
  [
    'apps/server/src/modules/home/home.service.ts',
    'apps/server/src/modules/catalog/catalog\\.tables\\.ts|apps/server/src/modules/catalog/product-summaries\\.queries\\.ts',
    'hot path: the home rails are read in one round trip per rail with the product cards joined (the home page budget)',
  ],
  [
    'apps/server/src/modules/home/home.queries.ts',
    'apps/server/src/modules/content/content\\.tables\\.ts',
    'hot path: the home content rails (courses, plans, articles) are one statement each',
  ],
  [
    'apps/server/src/modules/cart/cart.queries.ts',
    'apps/server/src/modules/catalog/catalog\\.tables\\.ts',
    'hot path: a cart is one statement joining each line to its product, SKU, price and stock (docs/decisions/cart-prices.md)',
  ],
  [
    'apps/server/src/modules/favourites/target-visibility.queries.ts',
    'apps/server/src/modules/catalog/catalog\\.tables\\.ts|apps/server/src/modules/content/content\\.tables\\.ts|apps/server/src/modules/catalog/product-summaries\\.queries\\.ts',
    'hot path: a page of favourites or history keeps only visible targets in the same statement (docs/decisions/visible-favourites-and-history.md)',
  ],
  [
    'apps/server/src/modules/favourites/listed-summaries.service.ts',
    'apps/server/src/modules/catalog/product-summaries\\.queries\\.ts',
    'hot path: favourite product cards come from the same card query as search, in one statement',
  ],
  [
    'apps/server/src/modules/browse-history/browse-history.queries.ts',
    'apps/server/src/modules/favourites/target-visibility\\.queries\\.ts',
    'hot path: the history page filters by the same visibility statement as favourites',
  ],
  [
    'apps/server/src/modules/content/content.queries.ts',
    'apps/server/src/modules/favourites/favourites\\.tables\\.ts',
    "hot path: coach pages count followers and the member's follow state in the page's statement",
  ],
  [
    'apps/server/src/modules/courses/courses.queries.ts',
    'apps/server/src/modules/accounts/accounts\\.tables\\.ts|apps/server/src/modules/content/content\\.tables\\.ts|apps/server/src/modules/subscriptions/subscriptions\\.tables\\.ts',
    'hot path: the right to watch (subscription, entitlement, course) is decided in the play and heartbeat statement (docs/decisions/right-to-watch.md); to fix: the courses tables still live in content.tables.ts',
  ],
  [
    'apps/server/src/modules/orders/orders.queries.ts',
    'apps/server/src/modules/catalog/catalog\\.tables\\.ts',
    "hot path: an order's insert copies its items' names and spec pairs from their SKUs by primary key, instead of a statement of its own (docs/decisions/checkout-hot-rows.md)",
  ],
  [
    'apps/server/src/modules/auth/auth.queries.ts',
    'apps/server/src/modules/accounts/accounts\\.tables\\.ts',
    "hot path: every member request resolves its session and the member's status in one statement",
  ],
];

/** Modules and files still in an import cycle: to fix (docs/architecture.md). */
const inCycles = {
  modules: ['accounts', 'auth', 'enterprises', 'content', 'favourites'],
  files: ['apps/server/src/modules/(content/content|favourites/favourites|favourites/listed-summaries)\\.service\\.ts'],
};

const escape = (file) => file.replace(/[.]/g, '\\.');

/**
 * The rule for files without an exception, plus one rule per excepted file that the rule covers,
 * forbidding the same imports but the allowed ones. The file's module or feature stays the
 * rule's capture group ($1).
 */
function withExceptions(rule) {
  const covered = exceptions.filter(
    ([from]) =>
      new RegExp(rule.from.path).test(from) && !(rule.from.pathNot && new RegExp(rule.from.pathNot).test(from)),
  );
  const general = {
    ...rule,
    from: {
      ...rule.from,
      pathNot: [rule.from.pathNot, ...covered.map(([from]) => `^${escape(from)}$`)].filter(Boolean),
    },
  };
  const perFile = covered.map(([from, allowed, reason]) => ({
    ...rule,
    comment: `${rule.comment} Exception: ${from} may import ${allowed} (${reason}).`,
    from: { path: `^${escape(from).replace(/\/(modules|features)\/([^/]+)\//, '/$1/($2)/')}$` },
    to: { ...rule.to, pathNot: [rule.to.pathNot, `^(${allowed})$`].filter(Boolean) },
  }));
  return [general, ...perFile];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...withExceptions({
      name: 'module-internals',
      severity: 'error',
      comment:
        "A module reads another module's data only through its *.service.ts or *.web-services.ts " +
        '(add a small exported function there), never its tables, queries or other files.',
      from: { path: `${modules}([^/]+)/`, pathNot: `\\.tables\\.ts$|${testFile}` },
      to: { path: modules, pathNot: `${modules}$1/|\\.(service|web-services)\\.ts$` },
    }),
    ...withExceptions({
      name: 'tables-only-for-foreign-keys',
      severity: 'error',
      comment: "A *.tables.ts names another module's *.tables.ts only, for a foreign key.",
      from: { path: `${modules}([^/]+)/[^/]+\\.tables\\.ts$` },
      to: { path: modules, pathNot: `${modules}$1/|\\.tables\\.ts$` },
    }),
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Two modules that need each other are one module, or one of them needs a smaller service.',
      scope: 'folder',
      from: { path: `${modules}[^/]+$`, pathNot: inCycles.modules.map((name) => `${modules}${name}$`) },
      to: { path: `${modules}[^/]+$`, circular: true, viaOnly: { path: `${modules}[^/]+$` } },
    },
    {
      name: 'no-file-cycles',
      severity: 'error',
      comment:
        'Files that import each other (even for a type, even lazily) cannot be understood or ' +
        'tested one at a time: move what both need into a third file.',
      from: { path: '^(apps|packages)/', pathNot: [testFile, ...inCycles.files.map((file) => `^${file}$`)] },
      to: { circular: true },
    },
    ...withExceptions({
      name: 'feature-to-feature',
      severity: 'error',
      comment:
        'Web features do not import each other: shared pieces live in lib/ and components/, ' +
        'and routes/ and layout/ compose features.',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/', pathNot: '^apps/web/app/features/$1/' },
    }),
    {
      name: 'shared-web-code-below-features',
      severity: 'error',
      comment: 'lib/ and components/ are shared by features, so they cannot depend on one.',
      from: { path: '^apps/web/app/(lib|components)/' },
      to: { path: '^apps/web/app/(features|routes|layout)/' },
    },
  ],
  options: {
    // db/schema.ts gathers every table for Drizzle; following it would make every module seem to
    // depend on every other through db/.
    doNotFollow: { path: ['node_modules', '^apps/server/src/db/schema\\.ts$'] },
    // Tests arrange rows in any table and are left out, so that they do not join modules either.
    exclude: { path: ['(^|/)(node_modules|build|dist|\\.react-router)/', testFile] },
    tsPreCompilationDeps: true,
    webpackConfig: { fileName: 'apps/web/module-aliases.cjs' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
