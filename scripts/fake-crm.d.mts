import type { IncomingHttpHeaders } from "node:http";

export type CrmMode = "ok" | "fail" | "hang";
export interface FakeCrm {
  url: string;
  delivered: { id: string; body: string; headers: IncomingHttpHeaders }[];
  readonly requests: number;
  setMode(next: CrmMode): void;
  close(): Promise<void>;
}
export function fakeCrm(port?: number, idField?: string): Promise<FakeCrm>;
