import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: [".next/**", ".next-*/**", "**/.next-*/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
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
      ],
    },
  },
];

export default config;
