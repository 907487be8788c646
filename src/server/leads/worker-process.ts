import { serverConfig } from "../config";
import { closeStore } from "../db/client";
import { startWorker } from "./outbox";
import { pipeline } from "./pipeline";
import { startRetention } from "./retention";

/** A stop asked for (SIGTERM) is a clean exit; an interrupt (Ctrl+C) exits as shells expect. */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 0 } as const;

/**
 * Opens the pipeline, deletes leads past their retention period every hour and, when configured,
 * runs the outbox worker in this process. On SIGINT or
 * SIGTERM it stops the worker, closes the store (PGlite must release its files) and exits; the
 * site's server (scripts/serve.mjs) only stops taking connections.
 */
export async function startLeadWorker(): Promise<void> {
  const config = serverConfig();
  const { store } = await pipeline();
  const stop = config.worker.inProcess ? startWorker(store.db, config.crm, config.worker) : async () => {};
  const stopRetention = startRetention(store.db, config.retentionDays);
  if (config.crm.kind === "none")
    console.log("Leads: no CRM configured; leads are stored and listed (npm run leads -- list).");
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      void (async () => {
        try {
          stopRetention();
          await stop();
          await closeStore();
        } finally {
          process.exit(SIGNAL_EXIT[signal]);
        }
      })();
    });
}
