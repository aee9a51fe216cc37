// Correcting a result race's details by hand (name, the event's race, day, place, discipline,
// category, gender, birth years). The server checks every field at once and names each
// problem's field (VALIDATION with `extensions.fields`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ResultRaceDetailsInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { resultKeys } from './keys';

export const UpdateResultRaceDocument = graphql(`
  mutation UpdateResultRace($id: Int!, $input: ResultRaceDetailsInput!) {
    updateResultRace(id: $id, input: $input) {
      race {
        id racingEventId raceId raceName name discipline genderGroup raceDate place category birthYearFrom birthYearTo
        status statusLabel rowCount updatedAt
      }
    }
  }
`);

export function useUpdateResultRace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; input: ResultRaceDetailsInput }) =>
      request(UpdateResultRaceDocument, variables).then((data) => data.updateResultRace.race),
    // The event's races, the race's pages and members' results show the details.
    onSuccess: () => client.invalidateQueries({ queryKey: resultKeys.all }),
  });
}
