import type { IncomingMessage, ServerResponse } from "node:http";

export declare function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity";
export declare function staticAssets(
  distDir: string,
): ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
