// The build-only variables both Next.js apps (the portal, the back office) read in next.config.ts,
// and the part of a Next config they decide. `npm test` sets both (scripts/test-all.mjs).
import { trueFalse } from './env-kinds';

export const NEXT_BUILD_VARIABLES = {
  NEXT_BUILD_TYPECHECK: trueFalse(
    true,
    'Build only: `false` skips the type check of `next build`, for a tree `tsc` has just checked with the route types `next typegen` writes (`npm test` does).',
  ),
  NEXT_BUILD_CACHE: trueFalse(true, 'Build only: `false` writes no Turbopack cache into `.next/cache`, for a build that no later build starts from (`npm test`).'),
};

interface NextBuildValues {
  NEXT_BUILD_TYPECHECK: boolean;
  NEXT_BUILD_CACHE: boolean;
}

export function nextBuildOptions(values: NextBuildValues) {
  return {
    typescript: { ignoreBuildErrors: !values.NEXT_BUILD_TYPECHECK },
    turbopackFileSystemCacheForBuild: values.NEXT_BUILD_CACHE,
  };
}
