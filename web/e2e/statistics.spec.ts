import { expect, test } from '@playwright/test';
import { logout } from './racing-support';
import { evidenceLink, expectAccessible, login, screenshot, xlsxRows } from './support';

// Statistics of a season (issue 30): a section clerk opens the clubs' statistics, chooses a kind,
// switches to the regions, downloads the workbook and finds the page's numbers in it; Admin
// recounts; a club's manager sees its own club only.

/** The total row of the figures' table: its cells as the page shows them (once the numbers of
 * the latest choice are in, not the previous choice's kept while they load). */
async function totalCells(page: import('@playwright/test').Page): Promise<string[]> {
  await expect(page.locator('.statistics-page')).not.toHaveAttribute('aria-busy', 'true');
  const total = page.locator('.statistics-table tfoot tr');
  await expect(total).toBeVisible();
  return (await total.locator('th, td').allInnerTexts()).map((text) => text.trim());
}

/** A chart of the page, found by its caption: the library has drawn a canvas of some size. */
async function expectChart(page: import('@playwright/test').Page, caption: string | RegExp): Promise<void> {
  const figure = page.getByRole('figure', { name: caption });
  await expect(figure).toBeVisible();
  const canvas = figure.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(100);
}

/** A number as the page writes it ("1 234") and as the workbook stores it ("1234"). */
const plain = (text: string) => text.replace(/\s/g, '');

test('a section clerk reads the clubs’ and the regions’ statistics and downloads them', async ({ page }) => {
  await login(page, 'usek@stopa.local');
  await (await evidenceLink(page, 'Statistiky')).click();
  await expect(page).toHaveURL(/\/evidence\/statistiky\/kluby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiky' })).toBeVisible();
  await expect(page.getByText(/^Průběžná čísla k \d/)).toBeVisible();
  // Section staff count their own department: no department to choose.
  await page.getByLabel('Statistika').selectOption({ label: 'Závodníci podle úseků' });
  await expect(page).toHaveURL(/kind=COMPETITOR_PER_DEPARTMENT/);
  await expect(page.getByRole('combobox', { name: 'Úsek', exact: true })).toHaveCount(0);
  await page.getByLabel('Statistika').selectOption({ label: 'Závodníci' });
  await expect(page).toHaveURL(/kind=COMPETITOR(&|$)/);
  await expect(page.getByRole('table', { name: 'Statistika po klubech' })).toBeVisible();
  const clubs = await totalCells(page);
  expect(clubs[0]).toBe('Celkem');
  expect(Number(plain(clubs[2] ?? ''))).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Počty podle věku a pohlaví' })).toBeVisible();
  // The age pyramid beside the age table (issue 30 ★).
  await expectChart(page, /^Věková pyramida/);
  await expectAccessible(page);
  await screenshot(page, 'statistiky-kluby');

  // The regions: the same kind, the same total.
  await page.getByRole('navigation', { name: 'Členění statistiky' }).getByRole('link', { name: 'Kraje' }).click();
  await expect(page).toHaveURL(/\/evidence\/statistiky\/kraje\?.*kind=COMPETITOR/);
  await expect(page.getByRole('table', { name: 'Statistika po krajích' })).toBeVisible();
  const regions = await totalCells(page);
  expect(regions[1]).toBe(clubs[2]);
  // The competitors per region as bars above the table, and the pyramid again.
  await expectChart(page, /^Závodníci po krajích/);
  await expectChart(page, /^Věková pyramida/);
  await expectAccessible(page);
  await screenshot(page, 'statistiky-kraje');

  // The workbook of the same query holds the page's numbers: clubs and regions.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statistika-Competitor-\d{4}\.xlsx$/);
  const file = (await download.path()) ?? '';
  const clubSheet = xlsxRows(file, 1);
  expect(clubSheet[0]?.slice(0, 5)).toEqual(['Klub', 'Kód', 'Osoby', 'Muži', 'Ženy']);
  expect(clubSheet.at(-1)?.slice(0, 5)).toEqual(['Celkem', '', plain(clubs[2] ?? ''), plain(clubs[3] ?? ''), plain(clubs[4] ?? '')]);
  const regionSheet = xlsxRows(file, 2);
  expect(regionSheet.at(-1)?.slice(0, 2)).toEqual(['Celkem', plain(regions[1] ?? '')]);
  const rowsOnPage = await page.locator('.statistics-table tbody tr').count();
  expect(regionSheet.length).toBe(rowsOnPage + 2);
  await logout(page);
});

test('Admin recounts a season; a club’s manager sees its own club', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  await page.goto('/evidence/statistiky/kluby?kind=COACH_PER_DEPARTMENT');
  await expect(page.getByRole('combobox', { name: 'Úsek', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Přepočítat čísla' }).click();
  await expect(page.getByText('Přepočet je zařazen; čísla se obnoví, až doběhne.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statistika po klubech' })).toBeVisible();
  await logout(page);

  await login(page, 'klub@stopa.local');
  await page.goto('/evidence/statistiky/kluby');
  await expect(page.getByRole('table', { name: 'Statistika po klubech' })).toBeVisible();
  await expect(page.locator('.statistics-table tbody tr')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Stáhnout XLSX' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Přepočítat čísla' })).toHaveCount(0);
  await logout(page);
});
