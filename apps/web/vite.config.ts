import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// Relative paths: Vite bundles this config, but loads packages (even workspace ones) with plain Node, which cannot run .ts.
import { isLocale } from '../../packages/contracts/src/locale.ts';
import { messagesFor } from '../../packages/contracts/src/messages.ts';

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
 * Feature namespaces load with the modules that use them (docs/decisions/bundle.md): a browser
 * module of app/ whose source names a key such as `'product:share.button'` first awaits that
 * namespace (lib/i18n.client.ts, ensureNamespaces). Route modules and everything they import load
 * before hydration and before a client navigation renders, so the text is always there, without a
 * list per route to keep in step with the code. Keep the list equal to ON_DEMAND_NAMESPACES
 * (lib/i18n.ts).
 */
function namespacesOnDemand(): Plugin {
  const keyPattern = /['"`](cart|catalog|collections|content|courses|pages|product|sport):/g;
  const appDirectory = fileURLToPath(new URL('./app/', import.meta.url));
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
 * Every page loads the client entry and the root route with all they import statically (React,
 * React Router, i18next, the layout). Left to automatic splitting, those modules come as some
 * thirty files, each with its own request and gzip overhead; one `shell` chunk carries them
 * instead. Only the static closure is grouped, so nothing a page does not load anyway joins it.
 */
function shellChunk(): (moduleId: string, context: Rolldown.ChunkingContext) => string | null {
  const appDirectory = fileURLToPath(new URL('./app/', import.meta.url));
  const entries = [`${appDirectory}entry.client.tsx`, `${appDirectory}root.tsx`];
  let shell: Set<string> | undefined;
  return (moduleId, context) => {
    if (!shell) {
      const reached = new Set<string>();
      const pending = [...entries];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const entry of entries) reached.delete(entry);
      shell = reached;
    }
    return shell.has(moduleId) && !moduleId.includes('/node_modules/zod/') ? 'shell' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), namespacesOnDemand(), reactRouter(), pureContractSchemas(), localeMessages()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    // The server bundle imports every route module statically, so the dynamic imports that split
    // the browser bundle are moot there; only the browser build should warn about them.
    rolldownOptions: isSsrBuild
      ? { checks: { ineffectiveDynamicImport: false } }
      : { output: { codeSplitting: { groups: [{ name: shellChunk() }] } } },
  },
}));
