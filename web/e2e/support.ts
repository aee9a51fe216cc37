import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

export const DEMO_PASSWORD = process.env.STOPA_DEMO_PASSWORD ?? 'stopa-demo';
const ARTIFACTS = path.resolve(import.meta.dirname, '../test-artifacts/screenshots');

/** Keeps a full-page screenshot as a test artifact. */
/** A screenshot of the whole page; `{ fullPage: false }` keeps to the window, for a page whose
 * state a full-page capture would disturb (Chromium re-lays the page out to its full height,
 * which lets a grid with selected rows turn into cards and back, losing the selection). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** axe-core must find no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are measured at rest: a row fading in or a flash sliding out is half transparent.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  // A failure names the first elements that break the rule (and, for contrast, the colours).
  expect(
    serious.map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').pop()?.trim() ?? ''}`);
      return `${violation.id}: ${violation.help} [${nodes.join(' | ')}]`;
    }),
  ).toEqual([]);
}

/** A link of the evidence menu; opens "Další" when the link waits under it. */
export async function evidenceLink(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Evidence' });
  await nav.waitFor();
  const link = nav.getByRole('link', { name, exact: true });
  const more = nav.getByRole('button', { name: 'Další' });
  if (!(await link.isVisible()) && (await more.count()) > 0 && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  return link;
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/prihlaseni');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  // Done when the app leaves the login page (logged in) or shows why it did not.
  await page.waitForFunction(
    () => !window.location.pathname.startsWith('/prihlaseni') || document.querySelector('[role="alert"]') !== null,
  );
}

/** The e-mails in the worker's outbox sent to `to` (and holding `containing`), decoded. */
export function mailsTo(to: string, containing?: string): string[] {
  const outbox = process.env.STOPA_E2E_OUTBOX;
  if (!outbox) throw new Error('STOPA_E2E_OUTBOX is not set');
  const texts: string[] = [];
  const files = readdirSync(outbox, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'));
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file.name), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    // Quoted-printable: join soft line breaks and decode =XX bytes.
    const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/=\r?\n/g, '');
    const bytes = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const text = Buffer.from(bytes, 'latin1').toString('utf8');
    if (containing === undefined || text.includes(containing)) texts.push(text);
  }
  return texts;
}

/** An e-mail in the worker's outbox that was sent to `to` (and holds `containing`), decoded. */
export async function waitForMail(to: string, containing?: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [text] = mailsTo(to, containing);
    if (text !== undefined) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} in ${process.env.STOPA_E2E_OUTBOX ?? ''}`);
}

/** A valid birth number (divisible by 11) of a man born on the day, with a random serial. */
export function manBirthNumber(year: number, month: number, day: number): string {
  const head = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  for (let serial = 100 + Math.floor(Math.random() * 800); serial < 1000; serial += 1) {
    const nine = `${head}${String(serial).padStart(3, '0')}`;
    const check = Number(BigInt(nine) % 11n);
    if (check < 10) return `${nine}${check}`;
  }
  throw new Error('no birth number');
}

/** The files of a ZIP archive (an XLSX) by name, read from its central directory. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a ZIP archive');
  let at = archive.readUInt32LE(end + 16);
  const count = archive.readUInt16LE(end + 10);
  for (let index = 0; index < count; index += 1) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** The rows of a workbook's sheet (1-based, in the workbook's order) as texts: shared strings
 * resolved, numbers as written. Enough to compare a downloaded XLSX with a page. */
export function xlsxRows(path: string, sheet: number): string[][] {
  const files = unzip(readFileSync(path));
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((item) =>
    unescape([...(item[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((part) => part[1] ?? '').join('')),
  );
  const xml = files.get(`xl/worksheets/sheet${sheet}.xml`)?.toString('utf8') ?? '';
  // A cell stands at the column its reference names (`r="C5"`): empty cells are not written.
  const column = (reference: string) => [...(/^[A-Z]+/.exec(reference)?.[0] ?? 'A')].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const value = /<v>([\s\S]*?)<\/v>/.exec(cell[2] ?? '')?.[1] ?? '';
      const at = column(/r="([A-Z]+\d+)"/.exec(cell[1] ?? '')?.[1] ?? String.fromCharCode(65 + cells.length));
      while (cells.length < at) cells.push('');
      cells[at] = /t="s"/.test(cell[1] ?? '') ? (shared[Number(value)] ?? '') : unescape(value);
    }
    return cells;
  });
}
