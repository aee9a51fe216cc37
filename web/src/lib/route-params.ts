// Route parameter rules of spec §5.

/** An id from a path segment; anything but an integer fails with 'Invalid number string'. */
export function parseId(text: string): number {
  if (!/^-?\d+$/.test(text.trim())) throw new Error('Invalid number string');
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error('Invalid number string');
  return value;
}

/** A boolean query parameter: '1', 'true' and '' (present without a value) are true. */
export function parseBoolean(text: string | null | undefined): boolean {
  return text === '1' || text === 'true' || text === '';
}

/** A tab segment must be one of the listed values. */
export function parseTab<const T extends readonly string[]>(text: string, tabs: T): T[number] {
  const tab = tabs.find((value) => value === text);
  if (tab === undefined) throw new Error(`Unknown tab: ${text}`);
  return tab;
}

/** The ids of a route, or null when one is not an integer (spec §5: the 404 page). */
export function parseIds<const T extends string>(raw: Record<T, string>): Record<T, number> | null {
  try {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, parseId(value as string)])) as Record<T, number>;
  } catch {
    return null;
  }
}

/** The id of a query parameter: absent, an integer, or null when it is not one. The router
 * reads `?id=12` as the number 12; any other text must still parse as an integer. */
export function searchId(value: number | string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  try {
    return parseId(String(value));
  } catch {
    return null;
  }
}

/** A query parameter kept as text (spec §5: optional strings); the router reads `?filter=12`
 * as a number. */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}
