export const tagsPort: number;
export const e2eTagSettings: Record<string, string>;
