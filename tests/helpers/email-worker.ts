// The app's emails leave through the job queue (lib/email/outbox.ts); a server instance runs its workers from
// instrumentation.ts. A test that reads the mailbox runs the email worker in its own process the same way.

/** Starts the email worker on the stack whose DATABASE_URL is set (call after startAppStack). */
export async function startEmailWorker(): Promise<void> {
  const { startWorkers } = await import("@/lib/jobs/worker");
  const { sendEmailJob } = await import("@/lib/email/send-job");
  await startWorkers([sendEmailJob]);
}

/** Stops the queue (workers and sending) before the stack's database goes away. */
export async function stopEmailWorker(): Promise<void> {
  const { stopQueue } = await import("@/lib/jobs/queue");
  await stopQueue();
}
