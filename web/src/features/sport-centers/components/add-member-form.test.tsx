import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addLazyPart } from '../../../lib/i18n';
import { sportCenters } from '../../../lib/i18n/sport-centers';
import { AddMemberForm } from './add-member-form';

beforeAll(() => addLazyPart('sportCenters', sportCenters));

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  vi.unstubAllGlobals();
});

function renderForm(): HTMLElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <AddMemberForm sportCenterId={9} season={{ validFrom: '2026-01-01', validTo: '2026-12-31' }} onClose={() => {}} />
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

/** The control labelled `label` (its <label for>). */
function control(container: HTMLElement, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find((item) => item.textContent?.startsWith(label) && item.htmlFor);
  const input = found ? (document.getElementById(found.htmlFor) as HTMLInputElement | null) : null;
  if (!input) throw new Error(`no control ${label}`);
  return input;
}

/** Types into a React-controlled input. */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    // The prototype's setter, past React's own tracker of the value, as a browser types.
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(container: HTMLElement) {
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The error text tied to a control by aria-describedby. */
function errorOf(container: HTMLElement, input: HTMLInputElement): string | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? (container.ownerDocument.getElementById(id)?.textContent ?? undefined) : undefined;
}

const answer = (body: unknown) => vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

describe('the form that puts a member into a center', () => {
  it('refuses a registration number that is not digits without asking the server', async () => {
    const fetch = answer({ data: null });
    vi.stubGlobal('fetch', fetch);
    const container = renderForm();
    const number = control(container, 'Registrační číslo');
    type(number, '12a');
    await submit(container);
    expect(errorOf(container, number)).toBe('Zadejte registrační číslo (jen číslice).');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the number, the role and empty days as none, and shows the server’s refusals at their fields', async () => {
    const fetch = answer({
      data: null,
      errors: [
        {
          message: 'Formulář obsahuje chyby.',
          extensions: {
            code: 'VALIDATION',
            fields: [
              { field: 'registrationNumber', message: 'Člen s tímto registračním číslem není v evidenci.' },
              { field: 'validTo', message: 'Datum musí ležet v sezóně Evidenční sezóna 2026.' },
            ],
          },
        },
      ],
    });
    vi.stubGlobal('fetch', fetch);
    const container = renderForm();
    const number = control(container, 'Registrační číslo');
    type(number, '100 123');
    act(() => container.querySelector<HTMLInputElement>('input[value="COACH"]')?.click());
    await submit(container);
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      operationName: 'AddSportCenterMember',
      variables: { input: { sportCenterId: 9, registrationNumber: 100123, role: 'COACH', validFrom: null, validTo: null } },
    });
    expect(errorOf(container, number)).toBe('Člen s tímto registračním číslem není v evidenci.');
    expect(errorOf(container, control(container, 'Do'))).toBe('Datum musí ležet v sezóně Evidenční sezóna 2026.');
  });

  it('shows a place that overlaps another at the registration number', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        data: null,
        errors: [{ message: 'Jana Nováková už je v tomto středisku jako závodník v tomto období.', extensions: { code: 'CONFLICT', field: 'registrationNumber' } }],
      }),
    );
    const container = renderForm();
    const number = control(container, 'Registrační číslo');
    type(number, '100123');
    await submit(container);
    expect(errorOf(container, number)).toBe('Jana Nováková už je v tomto středisku jako závodník v tomto období.');
  });
});
