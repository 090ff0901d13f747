/** The rows of a raw `execute`: postgres-js answers an array, PGlite an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
