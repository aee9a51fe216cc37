import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../../lib/render-hook';
import { useConfirmOnce } from './use-confirm-once';

/** Lets the mutation's request finish. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function answering(body: unknown) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const query = JSON.parse(init.body as string) as { variables: { token: string } };
      sent.push(query.variables.token);
      return Promise.resolve(new Response(JSON.stringify(body)));
    }),
  );
  return sent;
}

const strict = (client: QueryClient) => (probe: React.ReactNode) => (
  <StrictMode>
    <QueryClientProvider client={client}>{probe}</QueryClientProvider>
  </StrictMode>
);

describe('the confirmation of the e-mailed link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent once even when StrictMode runs the effect twice', async () => {
    const sent = answering({ data: { confirmBranchRequest: 'CONFIRMED' } });
    const view = renderHook<ReturnType<typeof useConfirmOnce>, string | undefined>(useConfirmOnce, 'abc', strict(new QueryClient()));
    await settled();
    expect(sent).toEqual(['abc']);
    expect(view.latest().data).toBe('CONFIRMED');
    view.rerender('abc');
    await settled();
    expect(sent).toEqual(['abc']);
    view.unmount();
  });

  it('sends nothing without a token and shows the server’s message of a bad link', async () => {
    const sent = answering({ errors: [{ message: 'Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.', extensions: { code: 'INVALID_TOKEN' } }] });
    const view = renderHook(useConfirmOnce, undefined as string | undefined, strict(new QueryClient()));
    await settled();
    expect(sent).toEqual([]);
    view.rerender('bad');
    await settled();
    expect(sent).toEqual(['bad']);
    expect(view.latest().error?.message).toBe('Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.');
    view.unmount();
  });
});
