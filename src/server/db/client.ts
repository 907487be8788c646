import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/**
 * The lead store: PostgreSQL when `DATABASE_URL` is set, otherwise PGlite (PostgreSQL in WASM) with
 * its files in `<dataDir>/pglite`. Migrations from `./drizzle` are applied when it opens. One store
 * per process, shared by every bundle of the server through a global.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), "drizzle");
const GLOBAL_KEY = Symbol.for("orbitalk.leadStore");
type StoreGlobal = { [GLOBAL_KEY]?: Promise<Store> };

/** Opens (once per process) the store the configuration names. */
export function getStore(options: { databaseUrl: string; dataDir: string }): Promise<Store> {
  const holder = globalThis as StoreGlobal;
  holder[GLOBAL_KEY] ??= openStore(options).catch((error: unknown) => {
    delete holder[GLOBAL_KEY];
    throw error;
  });
  return holder[GLOBAL_KEY];
}

/** Closes the process's store (tests, CLI and shutdown). */
export async function closeStore(): Promise<void> {
  const holder = globalThis as StoreGlobal;
  const store = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  if (store) await (await store).close();
}

export async function openStore({
  databaseUrl,
  dataDir,
}: {
  databaseUrl: string;
  dataDir: string;
}): Promise<Store> {
  if (databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = dataDir === ":memory:" ? undefined : path.resolve(dataDir, "pglite");
  const releaseLock = dir ? lockDataDir(dir) : () => {};
  try {
    const client = dir ? await PGlite.create(dir) : await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite's files belong to one process at a time: a second opener would corrupt them. The lock
 * file names the owner; a lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = `${dir}.lock`;
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && alive(owner))
        throw new Error(
          `The embedded database ${dir} is open in process ${owner}. Stop that process, ` +
            "or set DATABASE_URL to a PostgreSQL database that several processes can share.",
        );
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
