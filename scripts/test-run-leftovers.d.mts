export interface Leftover {
  pid: number;
  command: string;
}
export function processesMarked(name: string, value: string, spare?: RegExp): Leftover[];
export function killMarked(name: string, value: string, spare?: RegExp): Leftover[];
