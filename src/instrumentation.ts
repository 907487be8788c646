/**
 * Runs once when the production server starts: checks the site's settings (a malformed value such
 * as CHAT_APP_ID stops the server), opens the lead store (applying migrations) and starts the
 * in-process outbox worker, unless `LEADS_WORKER=off`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkSiteConfig } = await import("./server/check-site-config");
  await checkSiteConfig();
  const { startLeadWorker } = await import("./server/leads/worker-process");
  await startLeadWorker();
}
