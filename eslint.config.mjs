import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: [".next/**", ".next-*/**", "**/.next-*/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  {
    // supabase-js is the largest package a visitor could download: the browser gets it on demand only,
    // through lib/auth/session-store.ts (types are free).
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
];

export default config;
