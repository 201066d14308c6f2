// A job is a plain value: its queue's name, its handler and how it is retried. Features export their definitions
// and list them in all-jobs.ts; nothing registers itself on import.

/** What a handler is told besides its data. */
export interface JobRun {
  id: string;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
}

export interface JobDefinition<Data extends object = object> {
  /** The pg-boss queue's name: letters, digits, `-` and `_`; never renamed once jobs were sent. */
  name: string;
  /**
   * Runs the job; a throw retries it. A job may run again after it did its work (its process died before pg-boss
   * recorded the result), so a handler must be idempotent: publishing an already published post changes nothing.
   * Method syntax: a definition of any Data fits a JobDefinition[] (ALL_JOBS).
   */
  handler(data: Data, run: JobRun): Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Each retry waits about twice as long as the one before, from retryDelaySeconds, with jitter. */
  retryBackoff: boolean;
}

/** Retries of a job whose definition says nothing: 3, after about 10 s, 20 s and 40 s. */
const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 10;

export function defineJob<Data extends object>(definition: {
  name: string;
  handler: (data: Data, run: JobRun) => Promise<void>;
  retryLimit?: number;
  /** A whole number of seconds (pg-boss's unit). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}): JobDefinition<Data> {
  const { name, handler, retryLimit = DEFAULT_RETRY_LIMIT, retryDelaySeconds = DEFAULT_RETRY_DELAY_SECONDS, retryBackoff = true } = definition;
  return { name, handler, retryLimit, retryDelaySeconds, retryBackoff };
}
