import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from './render-hook';
import { useInvalidatingMutation } from './graphql-mutation';

describe('useInvalidatingMutation', () => {
  it('refreshes the queries under each key once the mutation succeeds, and only then', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const view = renderHook(
      () => useInvalidatingMutation([['members'], ['clubs']], (input: number) => (input > 0 ? Promise.resolve(`saved ${input}`) : Promise.reject(new Error('no')))),
      undefined,
      (probe) => <QueryClientProvider client={client}>{probe}</QueryClientProvider>,
    );
    const mutate = (input: number) => view.latest().mutateAsync(input);
    await act(async () => {
      await expect(mutate(0)).rejects.toThrow('no');
    });
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => {
      expect(await mutate(7)).toBe('saved 7');
    });
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([{ queryKey: ['members'] }, { queryKey: ['clubs'] }]);
    view.unmount();
  });
});
