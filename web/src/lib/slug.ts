// The URL slug of a name, as the server makes it (libs/domain club::slug): lower case, without
// diacritics, words joined by hyphens.
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
