// Pure helpers of the payments pages: who deals with payments, the orders CSV link, the order
// form's filters and sum, and the state badges.
import type { AgeGroup, OrderState, OrdersInput } from '../../gql/graphql';

/** Every order state, in the order of its life (the grid's filter). */
export const ORDER_STATES: readonly OrderState[] = ['CREATED', 'PAYMENT_STARTED', 'PAYMENT_FAILED', 'PAID', 'CANCELED'];

/** The orders grid's first page without filters: the page asks it for what the asker may do
 * (the grid's own first request, so it is asked once). */
export const FIRST_ORDERS_PAGE: OrdersInput = { page: 1, perPage: 50, sort: [], filter: {} };

export interface OrderFilter {
  state?: OrderState | undefined;
  clubId?: number | undefined;
  evidenceSeasonId?: number | undefined;
  search?: string | undefined;
}

/** The orders CSV at `exportUrl` (from the server) with the grid's filters as query parameters. */
export function ordersExportUrl(exportUrl: string | null | undefined, filter: OrderFilter): string | undefined {
  if (!exportUrl) return undefined;
  const query = new URLSearchParams();
  if (filter.state) query.set('state', filter.state);
  if (filter.clubId) query.set('clubId', String(filter.clubId));
  if (filter.evidenceSeasonId) query.set('evidenceSeasonId', String(filter.evidenceSeasonId));
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  const text = query.toString();
  return `${exportUrl}${text ? `?${text}` : ''}`;
}

/** A member as the order form filters it. */
export interface FormMember {
  memberId: number;
  firstName: string;
  lastName: string;
  registrationNumber: number;
  ageGroup: AgeGroup;
  athlete: boolean;
  athleteDepartmentIds: readonly number[];
  fee: number;
  orderable: boolean;
}

export interface FormFilter {
  departmentId?: number | undefined;
  /** true: athletes only; false: the others only. */
  athlete?: boolean | undefined;
  ageGroup?: AgeGroup | undefined;
  search?: string | undefined;
}

/** Lower case without diacritics: "Novák" matches "novak". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The members the filters let through, in the given order. */
export function filterMembers<T extends FormMember>(members: readonly T[], filter: FormFilter): T[] {
  const words = foldText(filter.search ?? '').split(/\s+/).filter(Boolean);
  return members.filter((member) => {
    if (filter.departmentId !== undefined && !member.athleteDepartmentIds.includes(filter.departmentId)) return false;
    if (filter.athlete !== undefined && member.athlete !== filter.athlete) return false;
    if (filter.ageGroup !== undefined && member.ageGroup !== filter.ageGroup) return false;
    if (words.length > 0) {
      const haystack = foldText(`${member.firstName} ${member.lastName} ${member.registrationNumber}`);
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}

/** The chosen members that may still be ordered, their count and the sum of their fees (haléře). */
export function orderTotal<T extends FormMember>(members: readonly T[], chosen: ReadonlySet<number>): { ids: number[]; count: number; amount: number } {
  const picked = members.filter((member) => member.orderable && chosen.has(member.memberId));
  return { ids: picked.map((member) => member.memberId), count: picked.length, amount: picked.reduce((sum, member) => sum + member.fee, 0) };
}

/** The class of an order state's badge (colour by meaning). */
export function stateBadgeClass(state: OrderState): string {
  switch (state) {
    case 'PAID':
      return 'badge badge-approved';
    case 'PAYMENT_FAILED':
      return 'badge badge-rejected';
    case 'CANCELED':
      return 'badge';
    default:
      return 'badge badge-pending';
  }
}
