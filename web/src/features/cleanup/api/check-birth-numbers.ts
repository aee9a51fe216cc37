// Checking every stored birth number again: a job; the worklist refreshes when it is likely done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { cleanupKeys } from './keys';

export const CheckBirthNumbersDocument = graphql(`
  mutation CheckBirthNumbers {
    checkBirthNumbers
  }
`);

/** When the worklist is asked again after the check was queued. */
export const RECHECK_REFRESH_MS = [3_000, 10_000] as const;

export function useCheckBirthNumbers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(CheckBirthNumbersDocument).then((data) => data.checkBirthNumbers),
    onSuccess: () => {
      for (const delay of RECHECK_REFRESH_MS) setTimeout(() => void client.invalidateQueries({ queryKey: cleanupKeys.all }), delay);
    },
  });
}
