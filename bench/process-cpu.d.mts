export function treeCpuMs(root: number): number;
export function parentOf(pid: number): number;
