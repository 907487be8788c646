import { serverConfig } from "../config";
import { closeStore } from "../db/client";
import { startWorker } from "./outbox";
import { pipeline } from "./pipeline";

const SHUTDOWN_KEY = Symbol.for("orbitalk.shutdown");

/**
 * Opens the pipeline and, when configured, runs the outbox worker in this process. Registers a
 * shutdown hook (`globalThis[Symbol.for("orbitalk.shutdown")]`) that stops the worker and closes
 * the store, which the site's server calls on SIGTERM/SIGINT.
 */
export async function startLeadWorker(): Promise<() => Promise<void>> {
  const config = serverConfig();
  const { store } = await pipeline();
  const stop = config.worker.inProcess ? startWorker(store.db, config.crm, config.worker) : async () => {};
  if (config.crm.kind === "none")
    console.log("Leads: no CRM configured; leads are stored and listed (npm run leads -- list).");
  const shutdown = async () => {
    await stop();
    await closeStore();
  };
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_KEY] = shutdown;
  return shutdown;
}
