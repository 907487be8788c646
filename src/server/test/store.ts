import { sql } from "drizzle-orm";
import { openStore, type Store } from "../db/client";

/**
 * The store the server tests run on: in-memory PGlite, or the PostgreSQL of `TEST_DATABASE_URL`
 * (`.ci/run` starts one on loopback), so the same tests cover both. Tables are emptied first.
 */
export async function testStore(): Promise<Store> {
  const store = await openStore({ databaseUrl: process.env.TEST_DATABASE_URL ?? "", dataDir: ":memory:" });
  await store.db.execute(sql`TRUNCATE leads, lead_outbox, rate_limits`);
  return store;
}

export const storeKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
