/**
 * One field's problem as the BFF reports it and forms show it: a message key under
 * `validation.*` (`required`, `mismatch`, `mobile_invalid`, ...) or a numbered pattern with the
 * length bounds its message names (spec §5: "Please enter (min) - (max) characters").
 */
export type FieldProblem = { kind: 'pattern'; patternId: number; min: number; max: number } | { kind: string };

export function isPatternProblem(problem: FieldProblem): problem is { kind: 'pattern'; patternId: number; min: number; max: number } {
  return problem.kind === 'pattern' && 'patternId' in problem;
}
