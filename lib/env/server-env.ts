import { z } from "zod";
import { LOCAL_SUPABASE_URL } from "./local-stack";

/** The embedded stack listens where `supabase start` does, so either works without configuration. */
export const LOCAL_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54322/postgres";

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "must be a postgres:// or postgresql:// URL with a host");

const serverEnvSchema = z.object({
  DATABASE_URL: postgresUrl.default(LOCAL_DATABASE_URL),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Unset: mail goes to the embedded stack's mailbox. */
  SMTP_URL: z.string().trim().url().optional(),
  SMTP_FROM: z.string().trim().default("Site <no-reply@localhost>"),
  MAILBOX_URL: z.string().trim().url().default("http://127.0.0.1:54324"),
  /**
   * Supabase (Storage) as the server reaches it, from NEXT_PUBLIC_SUPABASE_URL as it is when the server runs: the
   * bundles' copy of that variable is the one the build saw.
   */
  SUPABASE_URL: z.string().trim().url().default(LOCAL_SUPABASE_URL),
  /** The help-centre assistant's OpenAI-compatible endpoint; unset: it answers with the passages found. */
  ASSISTANT_MODEL_URL: z.string().trim().url().optional(),
  ASSISTANT_MODEL_KEY: z.string().trim().optional(),
  ASSISTANT_MODEL_NAME: z.string().trim().optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class InvalidEnvironmentError extends Error {}

/** Reads and checks the server's environment; a bad value names its variable. */
export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse({
    DATABASE_URL: source.DATABASE_URL || undefined,
    DATABASE_POOL_SIZE: source.DATABASE_POOL_SIZE || undefined,
    SMTP_URL: source.SMTP_URL || undefined,
    SMTP_FROM: source.SMTP_FROM || undefined,
    MAILBOX_URL: source.MAILBOX_URL || undefined,
    SUPABASE_URL: source.NEXT_PUBLIC_SUPABASE_URL || undefined,
    ASSISTANT_MODEL_URL: source.ASSISTANT_MODEL_URL || undefined,
    ASSISTANT_MODEL_KEY: source.ASSISTANT_MODEL_KEY || undefined,
    ASSISTANT_MODEL_NAME: source.ASSISTANT_MODEL_NAME || undefined,
  });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid environment: ${problems.join("; ")}`);
}
