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
      const query = JSON.parse(init.body as string) as { variables: { uuid: string; token: string } };
      sent.push(`${query.variables.uuid} ${query.variables.token}`);
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

const UUID = '0b5c3f5e-2f7a-4d47-9a38-7a5b0d9f1c11';
/** The hook on the link of one request, with the token as the props. */
interface Link {
  token: string | undefined;
}
const useConfirmLink = ({ token }: Link) => useConfirmOnce(UUID, token);

const status = { uuid: UUID, clubName: 'Ski klub Praha', memberFirstName: 'Eliška', state: 'PENDING', stateLabel: 'Čeká na schválení klubem', requirements: [] };

describe('the confirmation of the e-mailed link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent once even when StrictMode runs the effect twice', async () => {
    const sent = answering({ data: { confirmMemberRegistration: status } });
    const view = renderHook<ReturnType<typeof useConfirmLink>, Link>(useConfirmLink, { token: 'abc' }, strict(new QueryClient()));
    await settled();
    expect(sent).toEqual([`${UUID} abc`]);
    expect(view.latest().data?.clubName).toBe('Ski klub Praha');
    view.rerender({ token: 'abc' });
    await settled();
    expect(sent).toHaveLength(1);
    view.unmount();
  });

  it('sends nothing without a token and shows the server’s message of a bad link', async () => {
    const sent = answering({ errors: [{ message: 'Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.', extensions: { code: 'INVALID_TOKEN' } }] });
    const view = renderHook<ReturnType<typeof useConfirmLink>, Link>(useConfirmLink, { token: undefined }, strict(new QueryClient()));
    await settled();
    expect(sent).toEqual([]);
    view.rerender({ token: 'bad' });
    await settled();
    expect(sent).toEqual([`${UUID} bad`]);
    expect(view.latest().error?.message).toBe('Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.');
    view.unmount();
  });
});
