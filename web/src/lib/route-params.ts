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
