// Today's date as the API and date inputs take it (YYYY-MM-DD), in Prague.
import { formatDateNumeric } from '../../../lib/format';

/** Today in Prague as YYYY-MM-DD (the value of a date input and of the API's dates). */
export function pragueToday(now: Date = new Date()): string {
  const [day, month, year] = formatDateNumeric(now).split('.');
  return `${year}-${month}-${day}`;
}
