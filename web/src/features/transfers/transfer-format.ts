// Pure helpers of the transfers page: the period of an inquiry, its state's badge, the
// registration number typed into the request form and the hosting's default period.
import type { TransferAction, TransferState } from '../../gql/graphql';
import { formatDate, formatDateRange } from '../../lib/format';

/** "1. 7. 2026 – 30. 6. 2027" (`formatDateRange`) for a hosting, "od 1. 7. 2026" for a transfer (`fromLabel` is the
 * catalogue's "od {from}" already filled in by the caller's `tf`). */
export function formatPeriod(validFrom: string, validTo: string | null | undefined, fromLabel: (from: string) => string): string {
  return validTo ? formatDateRange(validFrom, validTo) : fromLabel(formatDate(validFrom));
}

/** The badge of a state: waiting, done well, or refused/over. */
export function transferBadgeClass(state: TransferState): string {
  switch (state) {
    case 'REQUESTED':
    case 'RELEASED':
      return 'badge badge-pending';
    case 'APPROVED':
    case 'DONE':
      return 'badge badge-approved';
    case 'REJECTED':
    case 'EXPIRED':
      return 'badge badge-rejected';
    default:
      return 'badge';
  }
}

/** The steps a person takes on the page, in the order the buttons show them (the hourly run's
 * steps never reach the page). */
export const PAGE_ACTIONS = ['RELEASE', 'APPROVE', 'REJECT', 'WITHDRAW'] as const satisfies readonly TransferAction[];
export type PageAction = (typeof PAGE_ACTIONS)[number];

/** The offered steps a button can take, in the buttons' order. */
export function pageActions(offered: readonly TransferAction[]): PageAction[] {
  return PAGE_ACTIONS.filter((action) => offered.includes(action));
}

/** A registration number as typed (spaces allowed), or undefined when it is not one. */
export function parseRegistrationNumber(text: string): number | undefined {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const number = Number(digits);
  return number > 0 ? number : undefined;
}

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
