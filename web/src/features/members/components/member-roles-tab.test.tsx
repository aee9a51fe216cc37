import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { memberKeys } from '../api/keys';
import type { MemberRole, MemberRoles } from '../api/member-roles';
import { MemberRolesTab } from './member-roles-tab';

const role = (fields: Partial<MemberRole> & Pick<MemberRole, 'id' | 'kind' | 'kindLabel'>): MemberRole => ({
  departmentId: null,
  departmentCode: null,
  departmentName: null,
  validFrom: '2025-01-01',
  validTo: null,
  coachLevel: null,
  instructorLicence: null,
  refereeType: null,
  technicalDelegateType: null,
  licenceNumber: null,
  course: null,
  note: null,
  ...fields,
});

const crossCountry = { id: 1, code: 'cc', name: 'Běh na lyžích' };

const roles: MemberRoles = {
  canEdit: false,
  athleteDepartments: [],
  nodes: [
    role({ id: 1, kind: 'COACH', kindLabel: 'Trenér', departmentId: 1, departmentCode: 'cc', departmentName: 'Běh na lyžích', coachLevel: 'LEVEL2', licenceNumber: 'T-17', validTo: '2099-06-30' }),
    role({ id: 2, kind: 'INSTRUCTOR', kindLabel: 'Cvičitel', instructorLicence: 'ILP', validFrom: '2019-05-01', validTo: '2020-05-01', course: 'Školení cvičitelů' }),
  ],
  grantable: [{ kind: 'COACH', kindLabel: 'Trenér', departments: [crossCountry] }],
  changeableRoleIds: [1],
};

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** Renders the tab of member 5 with its roles already loaded. */
function renderTab(data: MemberRoles): HTMLElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(memberKeys.roles(5), data);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemberRolesTab memberId={5} />
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((item) => (item.getAttribute('aria-label') ?? item.textContent) === name);

describe('the roles tab', () => {
  it('lists each role with its department, Czech qualification, licence and validity, the ended ones marked', () => {
    const container = renderTab(roles);
    expect(rows(container)).toEqual([
      expect.stringMatching(/^TrenérBěh na lyžíchTrenér 2\. stupněT-17—1\. 1\. 202530\. 6\. 2099/),
      expect.stringMatching(/^Cvičitelbez úsekuILP—Školení cvičitelů1\. 5\. 20191\. 5\. 2020Neplatná/),
    ]);
    expect(container.querySelectorAll('tbody tr')[1]?.className).toBe('row-muted');
  });

  it('offers to correct and end only the roles the server lets the asker change, and to add the kinds it may give', () => {
    const container = renderTab(roles);
    expect(button(container, 'Upravit – Trenér – Běh na lyžích')).toBeDefined();
    expect(button(container, 'Ukončit – Trenér – Běh na lyžích')).toBeDefined();
    expect(button(container, 'Upravit – Cvičitel')).toBeUndefined();
    expect(button(container, 'Přidat roli')).toBeDefined();
  });

  it('opens the role form filled in with the role being corrected', () => {
    const container = renderTab(roles);
    act(() => button(container, 'Upravit – Trenér – Běh na lyžích')?.click());
    const form = container.querySelector('section.member-role-form');
    expect(form?.querySelector('h2')?.textContent).toBe('Upravit roli – Trenér – Běh na lyžích');
    const selects = [...(form?.querySelectorAll('select') ?? [])].map((select) => select.value);
    expect(selects).toEqual(['1', 'LEVEL2']);
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => input.value)).toEqual(['Trenér', '2025-01-01', '2099-06-30', 'T-17', '']);
  });

  it('shows a member its roles without any action', () => {
    const container = renderTab({ ...roles, grantable: [], changeableRoleIds: [] });
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.textContent).toContain('Role trenérů, rozhodčích, technických delegátů a cvičitelů spravují jejich správci v úsecích.');
  });
});
