export function writeFloorApp(dir?: string): string;
