import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * The server and the framework are used through their APIs, never patched: no assignment to a prototype or its
 * members, or to an http(s) createServer, anywhere in the product (issue 38). Every `no-restricted-syntax` block
 * repeats these: a later block's options replace an earlier one's.
 */
const noPatching = [
  {
    selector: "AssignmentExpression > MemberExpression.left[object.type='MemberExpression'][object.property.name='prototype']",
    message: "Do not patch a prototype: use the API, or wrap the one object you own.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='prototype']",
    message: "Do not replace a prototype: use the API, or wrap the one object you own.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='createServer']",
    message: "Do not replace createServer: the self-hosted server (server/) owns its one server.",
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: [".next/**", ".next-*/**", "**/.next-*/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  { ignores: ["tests/**", "bench/**"], rules: { "no-restricted-syntax": ["error", ...noPatching] } },
  {
    // supabase-js is the largest package a visitor could download: the browser gets it on demand only,
    // through lib/auth/session-store.ts (types are free). lib/db is server-only (the pool, the drizzle
    // schema): what the browser may see of the data model lives in lib/model.
    files: ["components/**", "app/**/*.tsx", "lib/**/use-*.ts", "lib/auth/register.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/supabase/browser", message: "Use loadSupabaseClient() from @/lib/auth/session-store." },
            { name: "@supabase/supabase-js", allowTypeImports: true, message: "Use loadSupabaseClient() from @/lib/auth/session-store." },
            { name: "@supabase/ssr", allowTypeImports: true, message: "Use loadSupabaseClient() from @/lib/auth/session-store." },
          ],
          patterns: [
            {
              group: ["@/lib/db", "@/lib/db/**"],
              allowTypeImports: true,
              message: "lib/db is server-only: value lists and JSON shapes are in @/lib/model; read data through lib/<feature>.",
            },
          ],
        },
      ],
    },
  },
  {
    // Next's private modules are reached from lib/next-internals alone, where each reliance on them has a contract
    // test (tests/contract, which loads them to check them); everything else uses Next's public API. A rule of its
    // own (not no-restricted-imports, whose options a later block would replace).
    ignores: ["lib/next-internals/**", "tests/contract/**"],
    rules: { "import/no-internal-modules": ["error", { forbid: ["next/dist", "next/dist/**"] }] },
  },
  {
    // Every revalidation goes through expireTags: it writes the tags before the answer leaves, and the
    // page cache skips Next.js's echo of them (lib/cache/tag-manifest.mjs).
    ignores: ["lib/cache/expire-tags.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/cache", importNames: ["revalidateTag", "revalidatePath", "updateTag"], message: "Use expireTags() from @/lib/cache/expire-tags." },
          ],
        },
      ],
    },
  },
  {
    // One fetch client (lib/api/client.ts: token, If-Match, the platform's error shape) and no polling loop
    // of a component's own: data is polled by TanStack Query's refetchInterval, a clock ticks through
    // useInterval (lib/use-interval.ts).
    files: ["components/**", "lib/**/use-*.ts"],
    ignores: ["lib/use-interval.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='fetch'], CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch']",
          message: "Call the app's API through apiFetch / apiFetchVersioned from @/lib/api/client.",
        },
        {
          selector: "CallExpression[callee.name='setInterval'], CallExpression[callee.property.name='setInterval']",
          message: "Poll with TanStack Query (refetchInterval); tick a clock with useInterval from @/lib/use-interval.",
        },
        ...noPatching,
      ],
    },
  },
];

export default config;
