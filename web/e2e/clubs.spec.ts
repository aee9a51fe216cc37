import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, login, screenshot } from './support';

test('admin finds a club, exports the list, creates a club and edits it', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Kluby' }).click();
  const grid = page.getByRole('region', { name: 'Seznam klubů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'kluby');

  await page.getByLabel('Hledat (název, zkratka, kód)').fill('liberec');
  await expect
    .poll(async () => {
      const names = await grid.locator('[col-id="name"][role="gridcell"]').allTextContents();
      return names.length > 0 && names.every((name) => name.includes('Liberec'));
    })
    .toBe(true);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^kluby-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\ufeffKód;Název;Zkratka;IČO')).toBe(true);
  for (const row of text.trim().split('\r\n').slice(1)) expect(row.split(';')[1]).toContain('Liberec');

  await page.getByRole('link', { name: 'Nový klub' }).click();
  await page.getByRole('button', { name: 'Založit klub' }).click();
  await expect(page.getByText('Toto pole je povinné').first()).toBeVisible();
  await expect(page.getByText('Vyberte alespoň jeden úsek.')).toBeVisible();
  const run = Date.now().toString(36).slice(-4).toUpperCase().replace(/[^A-Z]/g, 'Q').padEnd(4, 'Q');
  await page.getByLabel('Kód klubu').fill(run);
  await page.getByLabel('Název', { exact: true }).fill(`Lyžařský klub Jizerka ${run}`);
  await page.getByLabel('Zkratka').fill('LK Jizerka');
  await page.getByLabel('IČO').fill('25596642');
  await page.getByLabel('Ulice a číslo').fill('Jizerka 12');
  await page.getByLabel('Obec').fill('Kořenov');
  await page.getByLabel('PSČ').fill('468 49');
  await page.getByLabel('Kraj').selectOption({ label: 'Liberecký kraj' });
  await page.getByLabel('E-mail').fill('info@lkjizerka.cz');
  await page.getByLabel('Běh na lyžích', { exact: true }).check();
  await page.getByRole('button', { name: 'Založit klub' }).click();
  await expect(page.getByText('IČO není platné.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'kluby-novy-chyby');
  await page.getByLabel('IČO').fill('');
  await page.getByRole('button', { name: 'Založit klub' }).click();
  await expect(page).toHaveURL(/\/evidence\/kluby\/\d+\/informace-o-klubu$/);
  await expect(page.getByRole('heading', { name: `Lyžařský klub Jizerka ${run}` })).toBeVisible();
  await expect(page.getByText('468 49 Kořenov')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'klub-informace');

  await page.getByRole('link', { name: 'Upravit klub' }).click();
  await page.getByLabel('Telefon').fill('+420 481 123 456');
  await page.getByLabel('Web').fill('www.lkjizerka.cz');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Změny byly uloženy.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.lkjizerka.cz' })).toBeVisible();
});

test('a club manager sees its own club and its members, and cannot change the federation code', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  await page.getByRole('link', { name: 'Členové klubu' }).click();
  const grid = page.getByRole('region', { name: 'Členové klubu' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'klub-clenove');
  await page.getByRole('link', { name: 'Informace o klubu' }).click();
  await page.getByRole('link', { name: 'Upravit klub' }).click();
  await expect(page.getByLabel('Kód klubu')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Kraj')).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, 'klub-editace-spravce');

  const clubPath = new URL(page.url()).pathname.replace('/editace', '');
  const otherId = Number(clubPath.split('/')[3]) + 1;
  await page.goto(`/evidence/kluby/${otherId}/informace-o-klubu`);
  await expect(page.getByRole('heading', { name: 'Pro tuto stránku nemáte oprávnění.' })).toBeVisible();
  await page.goto('/evidence/kluby/abc/informace-o-klubu');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
  await page.goto('/evidence/kluby/novy');
  await expect(page.getByRole('heading', { name: 'Pro tuto stránku nemáte oprávnění.' })).toBeVisible();
});
