// Correcting a member's birth number, birth date and sex in place.
import { graphql } from '../../../gql';
import type { FixBirthNumberInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys } from '../../members';
import { cleanupKeys } from './keys';

export const FixBirthNumberDocument = graphql(`
  mutation FixBirthNumber($input: FixBirthNumberInput!) {
    fixBirthNumber(input: $input)
  }
`);

export function useFixBirthNumber() {
  return useInvalidatingMutation([cleanupKeys.all, memberKeys.all], (input: FixBirthNumberInput) => request(FixBirthNumberDocument, { input }));
}
