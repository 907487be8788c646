/**
 * `npm run leads -- list | retry <id> | export | erase <email>` and `npm run leads:deliver`: operate the lead store
 * from a shell. With the embedded PGlite store, stop the site first (one process owns its files);
 * with DATABASE_URL, run them any time, and run as many `leads:deliver` workers as you like.
 */
import { serverConfig } from "../config";
import { closeStore, getStore } from "../db/client";
import { leadsCsv, listLeads } from "../leads/admin";
import { retryLead, startWorker } from "../leads/outbox";
import { eraseLeads } from "../leads/retention";

const USAGE =
  "usage: npm run leads -- list | retry <lead id> | export | erase <email>   ·   npm run leads:deliver";

async function main(args: string[]): Promise<number> {
  const [command, id] = args;
  const config = serverConfig();
  if (!command || !["list", "retry", "export", "erase", "deliver"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const { db } = await getStore(config);
  try {
    switch (command) {
      case "list": {
        const rows = await listLeads(db);
        console.table(
          rows.map((r) => ({
            id: r.id,
            created: r.createdAt.toISOString(),
            form: r.form,
            email: r.email,
            status: r.status,
            delivery: r.delivery,
            attempts: r.attempts,
            error: r.lastError.slice(0, 60),
          })),
        );
        console.log(`${rows.length} lead(s); CRM: ${config.crm.kind}`);
        return 0;
      }
      case "export":
        process.stdout.write(leadsCsv(await listLeads(db)));
        return 0;
      case "retry": {
        if (!id || !/^[0-9a-f-]{36}$/i.test(id)) {
          console.error(USAGE);
          return 2;
        }
        const queued = await retryLead(db, id);
        console.log(queued ? `Lead ${id} queued for delivery.` : `No undelivered lead ${id}.`);
        return queued ? 0 : 1;
      }
      case "erase": {
        // A deletion request (privacy policy, 'Your rights'): every lead with this address goes.
        if (!id || !id.includes("@")) {
          console.error(USAGE);
          return 2;
        }
        console.log(`Deleted ${await eraseLeads(db, id)} lead(s) for ${id}.`);
        return 0;
      }
      case "deliver": {
        if (config.crm.kind === "none") {
          console.error("No CRM configured (SFDC_OID or LEADS_WEBHOOK_URL): nothing to deliver to.");
          return 1;
        }
        console.log(`Delivering leads to ${config.crm.kind}; stop with Ctrl+C.`);
        const stop = startWorker(db, config.crm, config.worker);
        await new Promise<void>((resolve) => {
          for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => resolve());
        });
        await stop();
        return 0;
      }
    }
    return 2;
  } finally {
    await closeStore();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
