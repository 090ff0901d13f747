export function benchHistory(options: { url: string; account?: string; password?: string; requests?: number; query?: string }): Promise<{
  requests: number;
  p50: number;
  p95: number;
  rowsInRange: number;
  capped: boolean;
}>;
