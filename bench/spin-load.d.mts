export interface SpinLoadRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export function driveSpins(options: {
  url: string;
  name: string;
  total: number;
  connections: number;
  spinFor: (i: number) => { playToken: string; spinId: string };
}): Promise<SpinLoadRow>;
