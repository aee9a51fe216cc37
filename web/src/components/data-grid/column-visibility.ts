// Column visibility of a grid, remembered per grid in local storage.

const key = (gridId: string) => `grid:${gridId}:hidden-columns`;

export function loadHiddenColumns(gridId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(gridId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function saveHiddenColumns(gridId: string, hidden: string[]): void {
  localStorage.setItem(key(gridId), JSON.stringify(hidden));
}
