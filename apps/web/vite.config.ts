import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// Relative paths: Vite bundles this config, but loads packages (even workspace ones) with plain Node, which cannot run .ts.
import { isLocale } from '../../packages/contracts/src/locale.ts';
import { messagesFor } from '../../packages/contracts/src/messages.ts';

const appDirectory = fileURLToPath(new URL('./app/', import.meta.url));

interface Span {
  start: number;
  end: number;
}
interface ProgramNode {
  body: Array<{ type: string; declaration?: unknown } & Record<string, unknown>>;
}
interface VariableDeclaration {
  type: 'VariableDeclaration';
  declarations: Array<{ init?: (Span & { type: string }) | null }>;
}

function isVariableDeclaration(node: unknown): node is VariableDeclaration {
  return typeof node === 'object' && node !== null && (node as { type?: unknown }).type === 'VariableDeclaration';
}

/** Initialisers that are already free of side effects to a bundler, or cannot be wrapped usefully. */
const SIDE_EFFECT_FREE_INITS = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
]);

/**
 * Contracts build their zod schemas at module level (`export const headersSchema = z.object({…})`,
 * `userDetailsSchema.extend({…})`, field objects such as `{ id: z.number() }`). To a bundler those
 * calls look like side effects, so any page importing one constant from such a module would carry
 * all of zod. Module-level initialisers of contracts have no side effects (they only build
 * schemas, lists and lookup tables), so each is wrapped in a pure function call and the browser
 * bundle drops the ones it does not use (the home page's JavaScript budget is 150 KB gzip).
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'wellfit:pure-contract-schemas',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !id.includes('/packages/contracts/src/')) return undefined;
      const program = this.parse(code) as unknown as ProgramNode;
      const inits: Span[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isVariableDeclaration(declaration)) continue;
        for (const { init } of declaration.declarations) {
          if (init && !SIDE_EFFECT_FREE_INITS.has(init.type)) inits.push(init);
        }
      }
      if (inits.length === 0) return undefined;
      let result = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
      }
      return { code: result, map: null };
    },
  };
}

/**
 * `virtual:wellfit-messages/<locale>`: one locale of the SPEC §8 catalogue (contracts
 * messages.ts), so each locale's bundle carries only its own messages. Vite restarts when the
 * catalogue changes, because this config imports it.
 */
function localeMessages(): Plugin {
  const prefix = 'virtual:wellfit-messages/';
  return {
    name: 'wellfit:locale-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!isLocale(locale)) return this.error(`Unknown locale in ${id}`);
      return `export default ${JSON.stringify(messagesFor(locale))};`;
    },
  };
}

/**
 * Feature namespaces load with the modules that use them (docs/decisions/translation-namespaces-on-demand.md): a browser
 * module of app/ whose source names a key such as `'product:share.button'` first awaits that
 * namespace (lib/i18n.client.ts, ensureNamespaces). Route modules and everything they import load
 * before hydration and before a client navigation renders, so the text is always there, without a
 * list per route to keep in step with the code. Keep the list equal to ON_DEMAND_NAMESPACES
 * (lib/i18n.ts).
 */
function namespacesOnDemand(): Plugin {
  const keyPattern =
    /['"`](address|cart|catalog|checkout|collections|content|courses|flash|home|messages|notifications|pages|product|sport|support):/g;
  return {
    name: 'wellfit:namespaces-on-demand',
    transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      if (options?.ssr || !file.startsWith(appDirectory) || !/\.tsx?$/.test(file)) return undefined;
      if (/\.test\.tsx?$/.test(file) || /\/lib\/i18n(\.client)?\.ts$/.test(file)) return undefined;
      const namespaces = [...new Set([...code.matchAll(keyPattern)].map((match) => match[1]))];
      if (namespaces.length === 0) return undefined;
      const preamble = `import { ensureNamespaces as __ensureNamespaces } from '~/lib/i18n.client';\nawait __ensureNamespaces(${JSON.stringify(namespaces)});\n`;
      return { code: preamble + code, map: null };
    },
  };
}

/**
 * Server rendering imports `react-i18next` through app/lib/react-i18next.server.ts, which keeps
 * the library but shares one useTranslation answer per locale instead of building one per
 * component (see that file). The browser keeps the library's hook: its language can change.
 */
function serverTranslationHook(): Plugin {
  const replacement = fileURLToPath(new URL('./app/lib/react-i18next.server.ts', import.meta.url));
  return {
    name: 'wellfit:server-translation-hook',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!options?.ssr || source !== 'react-i18next' || importer === replacement) return undefined;
      return replacement;
    },
  };
}

type ModuleGraph = Rolldown.ChunkingContext;

/**
 * Every module the given modules import statically, directly or not, themselves included; the
 * modules `stop` picks are included but not followed.
 */
function staticClosure(graph: ModuleGraph, entries: readonly string[], stop = (_id: string) => false): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    if (!stop(id)) pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** A chunking decision computed once from the module graph, on the first module asked about. */
function onceFromGraph<T>(compute: (graph: ModuleGraph) => T): (graph: ModuleGraph) => T {
  let result: { value: T } | undefined;
  return (graph) => (result ??= { value: compute(graph) }).value;
}

/**
 * Every page loads the client entry and the root route with all they import statically (React,
 * React Router, i18next, the layout). Left to automatic splitting, those modules come as some
 * thirty files, each with its own request and gzip overhead; one `shell` chunk carries them
 * instead. Only the static closure is grouped, so nothing a page does not load anyway joins it.
 */
const shellModules = onceFromGraph((graph) => {
  const entries = [`${appDirectory}entry.client.tsx`, `${appDirectory}root.tsx`];
  const shell = staticClosure(graph, entries);
  for (const entry of entries) shell.delete(entry);
  for (const id of shell) if (id.includes('/node_modules/zod/')) shell.delete(id);
  return shell;
});

/** `radix-ui` re-exports every Radix primitive; a module importing it uses only some. */
const isRadixBarrel = (id: string) => id.includes('/node_modules/radix-ui/');

/**
 * A visitor on a needAuth or checkAuth page is asked to log in at once (SPEC §2), so the login
 * dialog's code is on the critical path of those pages' last paint. Left to automatic splitting
 * it is some sixteen files, which HTTP/1.1's six connections fetch in three rounds on a slow
 * mobile link; grouped, it is three files fetched together: the dialog's own chunk (the dynamic
 * import, with what only it uses), and
 * - `account-core`: what it shares with other lazy code (the API client, zod and the contracts'
 *   rules, react-hook-form and the form fields, error texts); the member pages use the same;
 * - `dialog-ui`: the Radix Dialog primitive and what it brings (focus scope, portal, scroll
 *   lock), which the toast, menus and sheets share without needing zod.
 * Modules of the shell stay there.
 */
const loginDialogModules = onceFromGraph((graph) => {
  const dialogEntry = `${appDirectory}features/auth/components/login-dialog.tsx`;
  const shell = shellModules(graph);
  const chunkOf = new Map<string, string>();
  const dialog = staticClosure(graph, [dialogEntry], isRadixBarrel);
  for (const barrel of [...dialog].filter(isRadixBarrel)) {
    const primitive = graph.getModuleInfo(barrel)?.importedIds.find((id) => id.includes('/@radix-ui/react-dialog/'));
    for (const id of staticClosure(graph, primitive ? [primitive] : [])) chunkOf.set(id, 'dialog-ui');
  }
  for (const id of dialog) if (id !== dialogEntry && !isRadixBarrel(id)) chunkOf.set(id, 'account-core');
  for (const id of shell) chunkOf.delete(id);
  return chunkOf;
});

function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    { name: (id, graph) => (shellModules(graph).has(id) ? 'shell' : null), priority: 4 },
    // One group each, by falling priority: a group also takes its modules' dependencies, so the
    // Radix group must have taken its own before `account-core` (which imports them) could.
    ...(['dialog-ui', 'account-core'] as const).map((chunk, index) => ({
      name: (id: string, graph: ModuleGraph) => (loginDialogModules(graph).get(id) === chunk ? chunk : null),
      priority: 3 - index,
    })),
  ];
}

const require = createRequire(import.meta.url);

/** A file of react-router's production build (the package's exports only name the development one). */
function reactRouterProductionFile(file: string): string {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    serverTranslationHook(),
    namespacesOnDemand(),
    reactRouter(),
    pureContractSchemas(),
    localeMessages(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // react-router's exports resolve to its development build in every environment
      // (remix-run/react-router#14102); the browser build takes the production files, identical
      // but for ENABLE_DEV_WARNINGS = false, so the warnings' code is left out of the shell.
      ...(isSsrBuild || command === 'serve'
        ? []
        : [
            { find: /^react-router$/, replacement: reactRouterProductionFile('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProductionFile('dom-export.mjs') },
          ]),
    ],
  },
  build: {
    // The server bundle imports every route module statically, so the dynamic imports that split
    // the browser bundle are moot there; only the browser build should warn about them.
    rolldownOptions: isSsrBuild
      ? { checks: { ineffectiveDynamicImport: false } }
      : { output: { codeSplitting: { groups: chunkGroups() } } },
  },
}));
