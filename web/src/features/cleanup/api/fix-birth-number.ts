// Correcting a member's birth number, birth date and sex in place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FixBirthNumberInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const FixBirthNumberDocument = graphql(`
  mutation FixBirthNumber($input: FixBirthNumberInput!) {
    fixBirthNumber(input: $input)
  }
`);

export function useFixBirthNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FixBirthNumberInput) => request(FixBirthNumberDocument, { input }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: cleanupKeys.all });
      await client.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
