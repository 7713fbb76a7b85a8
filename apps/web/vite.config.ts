import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * Contracts build their zod schemas at module level (`export const headersSchema = z.object({…})`).
 * To a bundler those calls, and the calls in their arguments, look like side effects, so any
 * page importing one constant from such a module would carry all of zod. Building a schema has
 * no side effect: each module-level schema is wrapped in a pure function call, so the browser
 * bundle drops the schemas it does not use (the home page's JavaScript budget is 150 KB gzip).
 */
function pureContractSchemas(): Plugin {
  const schemaStart = /^(z\.|envelopeSchema\()/;
  return {
    name: 'wellfit:pure-contract-schemas',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !id.includes('/packages/contracts/src/') || !code.includes('z.')) return undefined;
      const program = this.parse(code) as unknown as ProgramNode;
      const inits: Span[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isVariableDeclaration(declaration)) continue;
        for (const { init } of declaration.declarations) {
          if (init?.type === 'CallExpression' && schemaStart.test(code.slice(init.start, init.end))) inits.push(init);
        }
      }
      if (inits.length === 0) return undefined;
      let result = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => ${result.slice(init.start, init.end)})()${result.slice(init.end)}`;
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pureContractSchemas(), localeMessages()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    // The server bundle imports every route module statically, so the dynamic imports that split
    // the browser bundle are moot there; only the browser build should warn about them.
    rolldownOptions: isSsrBuild ? { checks: { ineffectiveDynamicImport: false } } : {},
  },
}));
