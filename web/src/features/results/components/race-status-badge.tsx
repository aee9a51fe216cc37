import type { ResultRaceStatus } from '../../../gql/graphql';
import { raceStatusBadgeClass } from '../results-format';

/** A result race's status in Czech, coloured by how far it got (draft → published). */
export function RaceStatusBadge({ status, label }: { status: ResultRaceStatus; label: string }) {
  return <span className={raceStatusBadgeClass(status)}>{label}</span>;
}
