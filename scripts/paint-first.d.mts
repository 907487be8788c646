export function paintFirst(html: string): string;
export function paintFirstBuild(dir?: string): number;
