import { describe, expect, it } from 'vitest';
import { parseOrdersTab, visibleTabs } from './order-tabs';
import { type FormMember, filterMembers, orderTotal, ordersExportUrl, stateBadgeClass } from './payments-format';

const member = (id: number, overrides: Partial<FormMember> = {}): FormMember => ({
  memberId: id,
  firstName: 'Jana',
  lastName: `Nováková ${id}`,
  registrationNumber: 1000 + id,
  ageGroup: 'ADULTS',
  athlete: true,
  athleteDepartmentIds: [1],
  fee: 50_000,
  orderable: true,
  ...overrides,
});

describe('the orders page tabs', () => {
  it('reads a listed tab and falls back to the orders grid', () => {
    expect(parseOrdersTab('k-vyreseni')).toBe('k-vyreseni');
    expect(parseOrdersTab('prehled')).toBe('prehled');
    expect(parseOrdersTab(undefined)).toBe('objednavky');
    expect(parseOrdersTab('neznamy')).toBe('objednavky');
  });

  it.each([
    [{ canManagePayments: true, canUploadStatements: true }, ['objednavky', 'k-vyreseni', 'vypisy', 'sazebnik', 'prehled']],
    [{ canManagePayments: false, canUploadStatements: true }, ['objednavky', 'vypisy', 'sazebnik', 'prehled']],
    [{ canManagePayments: false, canUploadStatements: false }, ['objednavky', 'sazebnik', 'prehled']],
  ])('shows %o the tabs %o', (powers, tabs) => {
    expect(visibleTabs(powers)).toEqual(tabs);
  });
});

describe('the orders CSV link', () => {
  it('carries the grid filters', () => {
    expect(ordersExportUrl('/api/admin/export/orders-csv', { state: 'PAID', clubId: 3, evidenceSeasonId: 7, search: ' 2026 ' })).toBe(
      '/api/admin/export/orders-csv?state=PAID&clubId=3&evidenceSeasonId=7&search=2026',
    );
    expect(ordersExportUrl('/api/team/export/orders-csv', {})).toBe('/api/team/export/orders-csv');
    expect(ordersExportUrl(undefined, {})).toBeUndefined();
  });
});

describe('the order form', () => {
  const members = [
    member(1),
    member(2, { firstName: 'Petr', lastName: 'Šťastný', athlete: false, athleteDepartmentIds: [], fee: 0 }),
    member(3, { ageGroup: 'YOUTH', athleteDepartmentIds: [2], fee: 30_000 }),
    member(4, { orderable: false }),
  ];

  it('filters by department, athlete, age group and name without diacritics', () => {
    expect(filterMembers(members, { departmentId: 2 }).map((row) => row.memberId)).toEqual([3]);
    expect(filterMembers(members, { athlete: false }).map((row) => row.memberId)).toEqual([2]);
    expect(filterMembers(members, { ageGroup: 'YOUTH' }).map((row) => row.memberId)).toEqual([3]);
    expect(filterMembers(members, { search: 'stastny petr' }).map((row) => row.memberId)).toEqual([2]);
    expect(filterMembers(members, { search: '1003' }).map((row) => row.memberId)).toEqual([3]);
    expect(filterMembers(members, {})).toHaveLength(4);
  });

  it('sums the fees of the chosen members that may be ordered', () => {
    expect(orderTotal(members, new Set([1, 2, 3, 4]))).toEqual({ ids: [1, 2, 3], count: 3, amount: 80_000 });
    expect(orderTotal(members, new Set())).toEqual({ ids: [], count: 0, amount: 0 });
  });
});

describe('state badges', () => {
  it('colours paid green, failed red and open blue', () => {
    expect(stateBadgeClass('PAID')).toBe('badge badge-approved');
    expect(stateBadgeClass('PAYMENT_FAILED')).toBe('badge badge-rejected');
    expect(stateBadgeClass('CREATED')).toBe('badge badge-pending');
    expect(stateBadgeClass('CANCELED')).toBe('badge');
  });
});
