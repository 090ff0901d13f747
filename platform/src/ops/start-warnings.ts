// What the operator must hear about how this platform was started (issue 27): said loudly in the
// log at start and kept in GET /health, which start scripts, load balancers and monitoring read.
//   - embedded_database_in_production: NODE_ENV=production without DATABASE_URL runs on PGlite, one
//     connection in this process for every request, job and report: a long read (an agent's CSV
//     export) makes everyone wait, and a second platform process cannot share it. Right for one
//     box (`npm start`), wrong past it: set DATABASE_URL (docs/scale-out.md).
export type StartWarning = 'embedded_database_in_production';

export function startWarnings(nodeEnv: string | undefined, dialect: 'pglite' | 'postgres'): StartWarning[] {
  return nodeEnv === 'production' && dialect === 'pglite' ? ['embedded_database_in_production'] : [];
}

export const START_WARNING_TEXT: Record<StartWarning, string> = {
  embedded_database_in_production:
    'PRODUCTION ON THE EMBEDDED DATABASE (PGlite, no DATABASE_URL): one connection serves every request, job and report, so one long read stalls the site and no second platform process can share it. Set DATABASE_URL to a PostgreSQL database (docs/scale-out.md).',
};
