import { serverConfig } from "../config";
import { getStore, type Store } from "../db/client";
import { leadRateLimiter, type RateDecision } from "./rate-limit";
import { loadTokenSecret } from "./tokens";

export interface Pipeline {
  store: Store;
  secret: Uint8Array;
  rateLimit(clientAddress: string): Promise<RateDecision>;
}

const GLOBAL_KEY = Symbol.for("orbitalk.leadPipeline");
type PipelineGlobal = { [GLOBAL_KEY]?: Promise<Pipeline> };

async function open(): Promise<Pipeline> {
  const config = serverConfig();
  const store = await getStore(config);
  return {
    store,
    secret: loadTokenSecret(config.tokenSecret, config.dataDir),
    rateLimit: leadRateLimiter(store.db, config.rateLimit.points, config.rateLimit.windowSeconds),
  };
}

/**
 * The process's lead pipeline, opened on first use and shared by every route and the worker. Next.js
 * bundles the instrumentation hook and each route handler as entries of their own, so it lives on a
 * process global rather than in module state.
 */
export function pipeline(): Promise<Pipeline> {
  const holder = globalThis as PipelineGlobal;
  holder[GLOBAL_KEY] ??= open().catch((error: unknown) => {
    delete holder[GLOBAL_KEY];
    throw error;
  });
  return holder[GLOBAL_KEY];
}
