/**
 * Runs once when the production server starts: opens the lead store (applying migrations) and
 * starts the in-process outbox worker, unless `LEADS_WORKER=off`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startLeadWorker } = await import("./server/leads/worker-process");
  await startLeadWorker();
}
