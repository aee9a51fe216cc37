import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../texts';
import { MemberRegistrationsSection } from './member-registrations-section';
import { RequirementList } from './requirement-list';

/** Lets the query's request finish. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function rendered(body: unknown): Promise<HTMLElement> {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body)))));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement('div');
  const root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemberRegistrationsSection clubId={1} />
      </QueryClientProvider>,
    ),
  );
  await settled();
  await settled();
  return host;
}

const pending = {
  id: 7, clubId: 1, clubName: 'Ski klub Praha', forChild: true, applicantFirstName: 'Jana', applicantLastName: 'Nováková',
  applicantEmail: 'jana@example.cz', applicantPhone: null, firstName: 'Eliška', lastName: 'Nováková', sexLabel: 'žena',
  birthDate: '2015-03-14', birthNumber: '1553140006', citizenship: 'CZ', address: 'Lipová 12, 120 00 Praha', email: null, phone: null,
  consentVersion: '2026-12', consentedAt: '2026-12-03T10:00:00Z', state: 'PENDING', stateLabel: 'Čeká na schválení klubem',
  requirements: [{ label: 'Schválení klubem', state: 'REQUIRED', stateLabel: 'Čeká se' }], confirmedAt: '2026-12-03T10:05:00Z',
  rejectionReason: null, decidedAt: null, memberId: null, registrationNumber: null, createdAt: '2026-12-03T10:00:00Z', canDecide: true,
};

describe('the club’s member registrations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown at all to those who may not create the club’s members', async () => {
    const host = await rendered({ errors: [{ message: 'Nemáte oprávnění.', extensions: { code: 'FORBIDDEN' } }] });
    expect(host.innerHTML).toBe('');
  });

  it('lists a pending request with the parent, the birth number and the decisions', async () => {
    const host = await rendered({ data: { memberRegistrations: [pending] } });
    expect(host.querySelector('h2')?.textContent).toBe('Přihlášky členů');
    const card = host.querySelector('article');
    expect(card?.textContent).toContain('zákonný zástupce Jana Nováková · jana@example.cz');
    expect(card?.textContent).toContain('155314/0006');
    expect(card?.textContent).toContain('Česká republika');
    expect([...(card?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Schválit', 'Zamítnout']);
  });
});

describe('the checklist of conditions', () => {
  it('tells each state by an icon and in words, not by colour alone', () => {
    const html = renderToStaticMarkup(
      <RequirementList
        label="Podmínky registrace"
        requirements={[
          { label: 'E-mail ověřen', state: 'COMPLETED', stateLabel: 'Splněno' },
          { label: 'Rodné číslo zkontrolováno', state: 'DISABLED', stateLabel: 'Neuplatní se' },
        ]}
      />,
    );
    expect(html).toContain('<li class="requirement requirement-completed"><span class="requirement-icon" aria-hidden="true">✓</span>');
    expect(html).toContain('<span class="requirement-state">Neuplatní se</span>');
  });
});
