import { expect, type Locator, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectAccessible, login, screenshot } from './support';

// The demo files and what each row meets in the seeded register: fixtures/make-import-fixtures.py.
const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const NSA_CSV = path.join(FIXTURES, 'import-nsa-v3.cp1250.csv');
const STOPA_XLSX = path.join(FIXTURES, 'import-stopa-export.xlsx');

// The journeys share one register: each import changes what the next one meets.
test.describe.configure({ mode: 'serial' });

/** The row of the outcome counts table with this message, and its count. */
function countRow(page: Page, message: string | RegExp): Locator {
  return page.getByRole('region', { name: /výsledek/i }).getByRole('row').filter({ hasText: message });
}

async function expectCount(page: Page, message: string | RegExp, count: number): Promise<void> {
  await expect(countRow(page, message).getByRole('cell').last()).toHaveText(String(count));
}

/** Starts the previewed import and waits for its result (the page polls the run). */
async function startAndWaitForResult(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Spustit import' }).click();
  await expect(page.getByRole('list', { name: 'Kroky importu' }).locator('[aria-current="step"]')).toHaveText(/Výsledek/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Výsledek importu' })).toBeVisible();
}

async function openImportPage(page: Page): Promise<void> {
  await login(page, 'klub@stopa.local');
  await page.goto('/evidence/clenove');
  await page.getByRole('link', { name: 'Importovat členy' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove\/import$/);
  await expect(page.getByRole('heading', { name: 'Import členů', level: 1 })).toBeVisible();
}

test('the dropzone refuses a wrong file before sending it, and the server’s reason after', async ({ page }) => {
  await openImportPage(page);
  const dropzone = page.getByLabel('Soubor s členy');
  await dropzone.setInputFiles({ name: 'dopis.txt', mimeType: 'text/plain', buffer: Buffer.from('ahoj') });
  await expect(page.getByRole('alert')).toHaveText('Soubor dopis.txt nemá povolený formát. Povolené formáty: CSV, XLSX, XLS, ODS.');
  // A CSV without the columns of any layout: the upload fails with the server's Czech message.
  await dropzone.setInputFiles({ name: 'seznam.csv', mimeType: 'text/csv', buffer: Buffer.from('Jméno;Poznámka\r\nJan;x\r\n') });
  const failure = page.getByRole('alert').filter({ hasText: 'Soubor se nepodařilo nahrát.' });
  await expect(failure).toContainText('V souboru chybí sloupce');
  await expect(page).toHaveURL(/\/evidence\/clenove\/import$/);
  await expectAccessible(page);
  await screenshot(page, 'import-clenu-chyba');
});

test('staff choose the club first; a bad id is not found; a timekeeper may not import', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  await page.getByRole('link', { name: 'Importovat členy' }).click();
  const club = page.getByLabel('Klub, do kterého se členové importují');
  await expect(club).toBeEnabled();
  await page.getByLabel('Soubor s členy').setInputFiles(NSA_CSV);
  await expect(page.getByText('Nejprve vyberte klub.')).toBeVisible();
  await expect(page).toHaveURL(/\/evidence\/clenove\/import$/);
  await club.selectOption({ index: 1 });
  await expect(page.getByRole('heading', { name: 'Dřívější importy klubu' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'import-clenu-spravce');

  await page.goto('/evidence/clenove/import?id=abc');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();

  await page.context().clearCookies();
  await login(page, 'casomira@stopa.local');
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('region', { name: 'Seznam členů' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importovat členy' })).toHaveCount(0);
  await page.goto('/evidence/clenove/import');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
});

test('a club manager imports the NSA register file and then Stopa’s own export', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('AG Grid')) consoleErrors.push(message.text());
  });
  await openImportPage(page);
  await expect(page.getByLabel('Klub, do kterého se členové importují')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Stáhnout šablonu CSV' })).toHaveAttribute('href', '/api/member-imports/template.csv');
  await expect(page.getByRole('link', { name: 'Stáhnout šablonu XLSX' })).toHaveAttribute('href', '/api/member-imports/template.xlsx');
  await expectAccessible(page);
  await screenshot(page, 'import-clenu');

  await page.getByLabel('Kódování souboru CSV').selectOption({ label: 'CP1250 (Windows)' });
  await page.getByLabel('Soubor s členy').setInputFiles(NSA_CSV);
  await expect(page).toHaveURL(/\/evidence\/clenove\/import\?id=\d+$/);
  const firstImport = new URL(page.url()).searchParams.get('id');

  // The preview: how the file was read, its columns and what would happen to each row.
  const summary = page.getByRole('region', { name: 'Nahraný soubor' });
  await expect(summary).toContainText('Rejstřík sportu (NSA) V3');
  await expect(summary).toContainText('CP1250 (Windows)');
  await expect(summary).toContainText('import-nsa-v3.cp1250.csv');
  await expect(page.getByRole('region', { name: 'Předpokládaný výsledek' })).toBeVisible();
  await expectCount(page, 'Vytvořen nový člen', 2);
  await expectCount(page, 'Přeskočen - chybí nebo chybné rodné číslo', 1);
  const mapping = page.getByRole('group').filter({ hasText: 'Přiřazení sloupců' });
  await expect(mapping.getByRole('definition').filter({ hasText: /^Rodné číslo$/ })).toBeVisible();
  await expect(mapping.locator('.column-pair', { hasText: '[SPORTOVEC]' })).toContainText('nepoužito');
  const rows = page.getByRole('region', { name: 'Řádky importu' });
  await expect(rows.getByRole('row', { name: /Bezrodný Karel/ })).toContainText('Přeskočen - chybí nebo chybné rodné číslo');
  await expectAccessible(page);
  await screenshot(page, 'import-clenu-nahled');

  // A refresh keeps the step: the import's id is in the URL.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Spustit import' })).toBeVisible();

  await startAndWaitForResult(page);
  await expectCount(page, 'Vytvořen nový člen', 2);
  await expectCount(page, 'Přeskočen - již je členem mého klubu', 1);
  await expectCount(page, 'Přeskočen - chybí nebo chybné rodné číslo', 1);
  await expectCount(page, 'Přeskočen - chybějící číslo popisné / orientační v adrese', 1);
  await expectCount(page, 'Přeskočen - nepodařilo se najít adresu', 1);
  // The rows can be narrowed to one outcome; created members link to their records.
  await page.getByLabel('Zobrazit řádky').selectOption({ label: 'Vytvořen nový člen (2)' });
  await expect(rows.getByRole('row')).toHaveCount(3);
  await expect(rows.getByRole('link', { name: 'Nováčková Adéla' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stáhnout přeskočené řádky (CSV)' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'import-clenu-vysledek');

  // Stopa's own export as a workbook: members met in the register in other ways.
  await page.getByRole('link', { name: 'Importovat další soubor' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove\/import$/);
  await expect(page.getByRole('table').filter({ hasText: 'import-nsa-v3.cp1250.csv' })).toBeVisible();
  await page.getByLabel('Soubor s členy').setInputFiles(STOPA_XLSX);
  await expect(page).toHaveURL(/\?id=\d+$/);
  expect(new URL(page.url()).searchParams.get('id')).not.toBe(firstImport);
  await expect(page.getByRole('region', { name: 'Nahraný soubor' })).toContainText('XLSX');
  await startAndWaitForResult(page);
  await expectCount(page, 'Člen už v evidenci byl, vytvořeno členství v klubu', 1);
  await expectCount(page, 'Přeskočen - již je členem jiného klubu', 1);
  await expectCount(page, /^Přeskočen - člen je archivován - kontaktuj /, 1);
  await expectCount(page, 'Vytvořen nový člen', 1);
  await screenshot(page, 'import-clenu-xlsx-vysledek');
  expect(consoleErrors, 'no errors, no grid module missing').toEqual([]);
});

test('the skipped rows of an import are downloaded, fixed and imported again', async ({ page }) => {
  test.setTimeout(120_000);
  await openImportPage(page);
  await page.getByRole('table').getByRole('link', { name: 'import-nsa-v3.cp1250.csv' }).click();
  await expect(page.getByRole('region', { name: 'Výsledek importu' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout přeskočené řádky (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/přeskočené řádky\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\ufeff[JMENO];[PRIJMENI]')).toBe(true);

  // The clerk fixes two rows in Excel: Karel gets his birth number, Lenka her house number.
  const lines = text.replace(/^\ufeff/, '').replace(/\r\n$/, '').split('\r\n');
  const header = (lines[0] ?? '').split(';');
  expect(header.at(-1)).toBe('Důvod');
  const birthNumber = header.indexOf('[RODNE_CISLO]');
  const houseNumber = header.indexOf('[CISLO_POPISNE]');
  const fixed = lines.map((line) => {
    const cells = line.split(';');
    if (line.startsWith('Karel;Bezrodný;')) cells[birthNumber] = '500101120';
    if (line.startsWith('Lenka;Bezčíselná;')) cells[houseNumber] = '7';
    return cells.join(';');
  });
  expect(fixed).not.toEqual(lines);
  const body = `\ufeff${fixed.join('\r\n')}\r\n`;

  await page.getByRole('link', { name: 'Importovat další soubor' }).click();
  await page.getByLabel('Soubor s členy').setInputFiles({ name: 'preskocene-opravene.csv', mimeType: 'text/csv', buffer: Buffer.from(body, 'utf8') });
  await expect(page).toHaveURL(/\?id=\d+$/);
  await expect(page.getByRole('region', { name: 'Nahraný soubor' })).toContainText('UTF-8');
  await expectCount(page, 'Vytvořen nový člen', 2);
  await startAndWaitForResult(page);
  await expectCount(page, 'Vytvořen nový člen', 2);
  const rows = page.getByRole('region', { name: 'Řádky importu' });
  await expect(rows.getByRole('row', { name: /Bezrodný Karel/ })).toContainText('Vytvořen nový člen');
  await expect(rows.getByRole('row', { name: /Bezčíselná Lenka/ })).toContainText('Vytvořen nový člen');
  await screenshot(page, 'import-clenu-opravene');
});
