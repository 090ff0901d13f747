/** The rows of a raw `execute`: pg and PGlite answer an object with `rows`, postgres-js an array. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
