export const SLOW_FIRST_TOUCH_RATIO: number;
export interface MemoryProbe {
  mb: number;
  firstTouchMs: number;
  againMs: number;
  ratio: number;
  slow: boolean;
}
export function memoryProbe(mb?: number): MemoryProbe;
export function describeProbe(probe: MemoryProbe): string;
