// Load and property suites prove their rule at a size that runs on every push; `npm run test:soak`
// (TEST_SOAK=on) runs them at full size.
export const SOAK = process.env.TEST_SOAK === 'on';

/** `perPush` on every run of `npm test`, `full` under `npm run test:soak`. */
export function sized(perPush: number, full: number): number {
  return SOAK ? full : perPush;
}
