/**
 * The server's environment, parsed with zod. Outside production an unset variable means the embedded stack (the
 * ports of `supabase start`), so `npm run dev` and the tests need no configuration. In production nothing falls
 * back: every missing or malformed variable is named in one line, and the server refuses to start
 * (exit-on-invalid-env.ts). No "server-only" import: the self-hosted server (server/) checks this outside Next.
 */
import { z } from "zod";
import { InvalidEnvironmentError } from "./invalid-environment-error";
import { LOCAL_ANON_KEY, LOCAL_DATABASE_URL, LOCAL_MAILBOX_URL, LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from "./local-stack";

export { InvalidEnvironmentError };

/** What an unset variable means outside production. */
const LOCAL_STACK = {
  DATABASE_URL: LOCAL_DATABASE_URL,
  NEXT_PUBLIC_SUPABASE_URL: LOCAL_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
  MAILBOX_URL: LOCAL_MAILBOX_URL,
  SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
};

/** The sender when SMTP_FROM is unset, which production allows only for mail into a mailbox, never over SMTP. */
const MAILBOX_FROM = "Site <no-reply@localhost>";

/** Pino's levels (lib/log/logger.mjs). */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Next sets this while `next build` runs, where instrumentation.ts runs the check too. */
const PHASE_PRODUCTION_BUILD = "phase-production-build";

const REQUIRED = "is required in production";

type Source = Record<string, string | undefined>;

function urlOf(protocols: readonly string[], message: string) {
  return z.string({ error: REQUIRED }).refine((value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.hostname !== "";
    } catch {
      return false;
    }
  }, message);
}

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `must be a whole number from ${min} to ${max}`)
    .transform(Number);
}

const httpUrl = urlOf(["http:", "https:"], "must be an http:// or https:// URL");

/** Baked into the browser bundle by `next build`, and read again by the server when it runs. */
const publicVariables = {
  NEXT_PUBLIC_SUPABASE_URL: httpUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string({ error: REQUIRED }),
};

function serverEnvSchema(production: boolean) {
  const variables = z.object({
    DATABASE_URL: urlOf(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL with a host"),
    ...publicVariables,
    DATABASE_POOL_SIZE: wholeNumber(1, 100).default(10),
    /** Unset: each instance keeps Next's cache to itself. */
    REDIS_URL: urlOf(["redis:", "rediss:"], "must be a redis:// or rediss:// URL").optional(),
    /** Unset: mail goes to the mailbox at MAILBOX_URL. */
    SMTP_URL: urlOf(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL").optional(),
    SMTP_FROM: z.string().optional(),
    MAILBOX_URL: httpUrl.optional(),
    /** Read by lib/net/client-address.mjs; checked here so a bad value stops the start with the rest. */
    TRUSTED_PROXY_HOPS: wholeNumber(0, 10).default(0),
    /** Whether this instance runs the job queue's workers (lib/jobs/worker.ts); "off": it serves requests only. */
    JOBS_WORKER: z.enum(["on", "off"], 'must be "on" or "off"').default("on"),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
    PORT: wholeNumber(0, 65535).optional(),
    HOSTNAME: z.string().regex(/^[\w.:[\]-]+$/, "must be a host name or an IP address").optional(),
    /** The help-centre assistant's OpenAI-compatible endpoint; unset: it answers with the passages found. */
    ASSISTANT_MODEL_URL: httpUrl.optional(),
    ASSISTANT_MODEL_KEY: z.string().optional(),
    ASSISTANT_MODEL_NAME: z.string().optional(),
    /** Machine translation's OpenAI-compatible endpoint (issue 42); unset: the Translate button explains how to set it. */
    TRANSLATION_MODEL_URL: httpUrl.optional(),
    TRANSLATION_MODEL_KEY: z.string().optional(),
    TRANSLATION_MODEL_NAME: z.string().optional(),
    /** Unset: video calls are not configured (lib/meetings/livekit.ts reads them). */
    LIVEKIT_URL: urlOf(["wss:", "ws:", "https:", "http:"], "must be a wss:// or https:// URL").optional(),
    LIVEKIT_API_KEY: z.string().optional(),
    LIVEKIT_API_SECRET: z.string().optional(),
    /** Supabase's secret (service role) key, for the Auth admin calls of invitations; never sent to a browser. */
    SUPABASE_SERVICE_ROLE_KEY: z.string({ error: REQUIRED }).min(1, REQUIRED),
    /** The platform's own host, where the console answers (people create and manage sites there); unset: app.localhost. */
    PLATFORM_HOST: z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, "must be a lowercase host name such as app.example.com").optional(),
    /** The domain new sites get an address under (`{name}.{PLATFORM_DOMAIN}`); unset: `{name}.localhost`. */
    PLATFORM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a lowercase domain name such as sites.example.com")
      .optional(),
  });
  return variables
    .superRefine(
      (env, context) => {
        if (production && !env.SMTP_URL && !env.MAILBOX_URL) {
          context.addIssue({ code: "custom", path: [], message: "SMTP_URL or MAILBOX_URL is required in production" });
        }
        if (production && env.SMTP_URL && !env.SMTP_FROM) {
          context.addIssue({ code: "custom", path: ["SMTP_FROM"], message: "is required in production with SMTP_URL" });
        }
        const liveKit = [env.LIVEKIT_URL, env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET];
        if (liveKit.some(Boolean) && !liveKit.every(Boolean)) {
          context.addIssue({ code: "custom", path: [], message: "LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET must be set together" });
        }
      },
      // Also when a variable failed, so the one message names every problem at once.
      { when: () => true },
    )
    .transform((env) => ({
      ...env,
      SMTP_FROM: env.SMTP_FROM ?? MAILBOX_FROM,
      /**
       * Supabase (Storage) as the server reaches it, from NEXT_PUBLIC_SUPABASE_URL as it is when the server runs:
       * the bundles' copy of that variable is the one the build saw.
       */
      SUPABASE_URL: env.NEXT_PUBLIC_SUPABASE_URL,
    }));
}

const SCHEMAS = {
  production: serverEnvSchema(true),
  local: serverEnvSchema(false),
  /** `next build` needs only what it bakes into the bundles; the rest are read when a server starts. */
  build: z.object(publicVariables),
};

export type ServerEnv = z.infer<typeof SCHEMAS.production>;

function isProduction(source: Source): boolean {
  return source.NODE_ENV === "production";
}

/** A blank value counts as unset; outside production an unset one means the embedded stack. */
function withLocalStack(source: Source): Source {
  const set = Object.fromEntries(Object.entries(source).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])));
  return isProduction(source) ? set : { ...LOCAL_STACK, ...set };
}

function parse<T>(schema: z.ZodType<T>, source: Source): T {
  const result = schema.safeParse(withLocalStack(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")} ${issue.message}` : issue.message));
  throw new InvalidEnvironmentError(problems);
}

/** Reads and checks the server's environment; throws one InvalidEnvironmentError naming every bad variable. */
export function readServerEnv(source: Source = process.env): ServerEnv {
  return parse(isProduction(source) ? SCHEMAS.production : SCHEMAS.local, source);
}

/** Checks the environment a server starts with, or while `next build` runs the part the build bakes in. */
export function checkServerEnv(source: Source = process.env): void {
  if (source.NEXT_PHASE === PHASE_PRODUCTION_BUILD) parse(SCHEMAS.build, source);
  else readServerEnv(source);
}
