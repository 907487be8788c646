export declare const COMPILE_HINT: string;
export declare function precompress(
  distDir: string,
  headers: readonly { key: string; value: string }[],
): Promise<void>;
