// The mutation shape every feature's api files repeat: run an operation, then refresh the
// queries it changes through their keys (STYLE.md §15).
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation that, when it succeeds, refreshes every query under each of `queryKeys` (and is
 * done when they are). */
export function useInvalidatingMutation<TInput, TResult>(queryKeys: readonly QueryKey[], mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
