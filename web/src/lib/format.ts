// Czech formatting of spec §9, one formatter per kind of value for every grid, record, card and
// dialog: dates D. M. YYYY in Europe/Prague, times H:mm, quantities and money with
// non-breaking spaces, postcodes "543 01", percent with rounding modes, plural forms.

export const TIME_ZONE = 'Europe/Prague';
const NBSP = '\u00a0';

type DateInput = string | Date;

interface DateParts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
  second: number;
}

/** Calendar parts in Prague. A string of at most 10 characters is a plain date, not an instant. */
function partsOf(value: DateInput): DateParts {
  if (typeof value === 'string' && value.length <= 10) {
    const [year, month, day] = value.split('-').map(Number);
    if (!year || !month || !day) throw new RangeError(`Invalid date: ${value}`);
    return { year, month, day, hour: 0, minute: 0, second: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return pragueParts(date);
}

/** The wall-clock parts of an instant in Prague. */
export function pragueParts(instant: Date): DateParts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "7. 3. 2026" */
export function formatDate(value: DateInput): string {
  const { day, month, year } = partsOf(value);
  return `${day}. ${month}. ${year}`;
}

/** "07.03.2026": only where a consumer demands it; people see `formatDate` everywhere. */
export function formatDateNumeric(value: DateInput): string {
  const { day, month, year } = partsOf(value);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** A date or nothing: "7. 3. 2026", or the dash of an empty cell. */
export function formatOptionalDate(value: DateInput | null | undefined, empty = '—'): string {
  return value ? formatDate(value) : empty;
}

/** Days from–to, the one way the app writes a date range: "17. 10. 2026" (one day),
 * "17.–18. 10. 2026" (one month), "30. 9. – 2. 10. 2026" (one year), "30. 12. 2026 – 2. 1. 2027". */
export function formatDateRange(from: DateInput, to: DateInput): string {
  const a = partsOf(from);
  const b = partsOf(to);
  const end = `${b.day}. ${b.month}. ${b.year}`;
  if (a.year !== b.year) return `${a.day}. ${a.month}. ${a.year} – ${end}`;
  if (a.month !== b.month) return `${a.day}. ${a.month}. – ${end}`;
  return a.day === b.day ? end : `${a.day}.–${end}`;
}

/** Years from–to: "2010–2012", "2012" when both are one year or only one is known, '' for none. */
export function formatYearRange(from: number | null | undefined, to: number | null | undefined): string {
  if (from == null && to == null) return '';
  if (from == null || to == null || from === to) return String(from ?? to);
  return `${from}–${to}`;
}

/** A Czech postcode "54301" as "543 01" (the way the post writes it); other text as it is. */
export function formatPostcode(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const digits = text.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : text;
}

/** "9:05" */
export function formatTime(value: DateInput): string {
  const { hour, minute } = partsOf(value);
  return `${hour}:${pad(minute)}`;
}

/** "9:05:07" */
export function formatTimeWithSeconds(value: DateInput): string {
  const { hour, minute, second } = partsOf(value);
  return `${hour}:${pad(minute)}:${pad(second)}`;
}

/** A quantity with non-breaking-space thousands and a decimal comma ("2 015 členů"). Years,
 * registration numbers and other identifiers are written plainly (`String(value)`). */
export function formatNumber(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** "1 234,50 Kč" (non-breaking spaces; negative amounts start with a minus). */
export function formatCzk(amount: number, decimals = 2): string {
  return `${formatNumber(amount, decimals)}${NBSP}Kč`;
}

/** An amount in haléře as people read it: "1 234 Kč" for whole crowns, "1 234,50 Kč" otherwise
 * (non-breaking spaces; the API's money is integer haléře, never floating point). */
export function formatHalere(halere: number): string {
  const whole = Number.isInteger(halere) && halere % 100 === 0;
  const sign = halere < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(halere));
  const crowns = formatNumber(Math.trunc(absolute / 100));
  const fraction = whole ? '' : `,${String(absolute % 100).padStart(2, '0')}`;
  return `${sign}${crowns}${fraction}${NBSP}Kč`;
}

/** Crowns typed by a person ("1 234,50", "500") as haléře; undefined when it is not an amount
 * of at most two decimals. */
export function parseCrowns(text: string): number | undefined {
  const match = /^(\d{1,9})(?:[,.](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, '').replace(/Kč$/i, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Haléře as a crowns input shows them: "1234", "1234,50". */
export function crownsInput(halere: number): string {
  const crowns = Math.trunc(halere / 100);
  const rest = Math.abs(halere % 100);
  return rest === 0 ? String(crowns) : `${crowns},${String(rest).padStart(2, '0')}`;
}

/** An IBAN in groups of four, as banks print it: "CZ81 2010 0000 0020 0000 0018". */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}

/** "1 234,50 €" */
export function formatEur(amount: number, decimals = 2): string {
  return `${formatNumber(amount, decimals)}${NBSP}€`;
}

/** "$1 234,50" */
export function formatUsd(amount: number, decimals = 2): string {
  const text = formatNumber(amount, decimals);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

export type Rounding = 'nearest' | 'up' | 'down';

/** 0.1234 → "12 %" (multiplied by 100, rounded as asked, non-breaking space before %). */
export function formatPercent(ratio: number, decimals = 0, rounding: Rounding = 'nearest'): string {
  const factor = 10 ** decimals;
  const scaled = Math.round(ratio * 100 * factor * 1e6) / 1e6;
  const round = rounding === 'up' ? Math.ceil : rounding === 'down' ? Math.floor : Math.round;
  return `${formatNumber(round(scaled) / factor, decimals)}${NBSP}%`;
}

/** How far a run got, from 0 to 1 (0 while the total is unknown, never past 1). */
export function progressFraction(processed: number, total: number): number {
  return total <= 0 ? 0 : Math.min(1, Math.max(0, processed / total));
}

/** The figures of a run's progress text ("Zpracováno {processed} z {total} řádků ({percent})"):
 * the percent rounded down, so that 99.9 % is not done yet. */
export function progressFigures(processed: number, total: number): { processed: string; total: string; percent: string } {
  return {
    processed: formatNumber(processed),
    total: formatNumber(total),
    percent: formatPercent(progressFraction(processed, total), 0, 'down'),
  };
}

export interface PluralForms {
  zero: string;
  one: string;
  few: string;
  many: string;
}

/** Czech plural: 0 → zero, 1 → one, 2–4 → few, otherwise many. `{count}` is replaced. */
export function plural(count: number, forms: PluralForms): string {
  const form = count === 0 ? forms.zero : count === 1 ? forms.one : count >= 2 && count <= 4 ? forms.few : forms.many;
  return form.replace('{count}', formatNumber(count));
}

/** A file size the way Czech software writes it: "20 MB", "1,5 MB", "340 kB", "12 B"
 * (binary units, one decimal under ten, decimal comma, non-breaking space). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit > 0 && value < 10 && Math.round(value * 10) % 10 !== 0 ? 1 : 0;
  return `${formatNumber(value, decimals)}${NBSP}${units[unit]}`;
}

/** A birth number as it is written: "881219/4430", "500101/120"; other text as it is. */
export function formatBirthNumber(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/[\s/]/g, '');
  return /^\d{9,10}$/.test(digits) ? `${digits.slice(0, 6)}/${digits.slice(6)}` : (value ?? '');
}
