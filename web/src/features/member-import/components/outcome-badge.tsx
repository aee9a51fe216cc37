import type { ImportOutcome } from '../../../gql/graphql';
import { outcomeTone } from '../import-format';

/** An outcome's Czech message, coloured by what happened to the row. */
export function OutcomeBadge({ outcome, message }: { outcome: ImportOutcome; message: string }) {
  return <span className={`outcome outcome-${outcomeTone(outcome)}`}>{message}</span>;
}
