export function chunkModules(chunks: string[]): Map<number, string>;
export function headerOnlyGzip(
  modules: Map<number, string>,
  clientModules: Record<string, { id: number }>,
): number;
export function headerJs(htmlFile: string, manifestFile: string): number;
