// Puts a refused save's problems on the form: each under its field where the form has it
// (`name`, `races.0.categories.1.name`), the rest as one message above the form.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverProblems } from '../../../lib/server-problems';

/** Sets the field errors of a refused save; returns what belongs to no field of the form. */
export function applyServerProblems<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly string[]): string | undefined {
  const problems = serverProblems(error);
  const rest: string[] = problems.message ? [problems.message] : [];
  for (const problem of problems.fields) {
    const root = problem.field.split('.')[0] ?? '';
    if (fields.includes(root)) form.setError(problem.field as Path<T>, { type: 'server', message: problem.message });
    else rest.push(problem.message);
  }
  return rest.length > 0 ? rest.join('\n') : undefined;
}
