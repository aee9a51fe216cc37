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
  await page.getByRole('link', { name: 'Statistiky' }).click();
  const statistics = page.getByRole('table', { name: 'Členové klubu podle věkových skupin a pohlaví' });
  await expect(statistics.getByRole('row', { name: /^Celkem/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'klub-statistiky');
  await page.getByRole('link', { name: 'Informace o klubu' }).click();
  await page.getByRole('link', { name: 'Upravit klub' }).click();
  await expect(page.getByLabel('Kód klubu')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Kraj')).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, 'klub-editace-spravce');

  const clubPath = new URL(page.url()).pathname.replace('/editace', '');
  const otherId = Number(clubPath.split('/')[3]) + 1;
  await page.goto(`/evidence/kluby/${otherId}/informace-o-klubu`);
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await page.goto('/evidence/kluby/abc/informace-o-klubu');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
  await page.goto('/evidence/kluby/novy');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
});

test('a club manager adds contact persons, and the public club page shows them without personal data', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  const clubId = new URL(page.url()).pathname.split('/')[3];
  // The URL changes before the lazily loaded club page replaces the login page's heading.
  await expect(page.getByRole('link', { name: 'Přidat kontaktní osobu' })).toBeVisible();
  const clubName = (await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\s*\(.*\)$/, '') ?? '';

  // Replace what an earlier run left, so the roles are free.
  for (const role of ['Předseda', 'Sekretář']) {
    const existing = page.locator('.contact-list li').filter({ hasText: `${role}:` }).getByRole('link');
    if ((await existing.count()) > 0) {
      await existing.click();
      await page.getByRole('button', { name: 'Smazat' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
      await expect(page).toHaveURL(/\/informace-o-klubu$/);
    }
  }

  await page.getByRole('link', { name: 'Přidat kontaktní osobu' }).click();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Toto pole je povinné')).toBeVisible();
  const member = page.getByLabel('Vyberte člena').locator('option').nth(1);
  const memberLabel = (await member.textContent()) ?? '';
  await page.getByLabel('Vyberte člena').selectOption({ index: 1 });
  await page.getByLabel('E-mail').fill('predseda@klub.cz');
  await expectAccessible(page);
  await screenshot(page, 'klub-kontakt-novy');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Kontaktní osoba byla uložena.')).toBeVisible();

  await page.getByRole('link', { name: 'Přidat kontaktní osobu' }).click();
  await page.getByLabel('Role v klubu').selectOption('SECRETARY');
  await page.getByLabel('Jiná osoba').check();
  await page.getByLabel('Jméno a příjmení').fill('Marie Svobodová');
  await page.getByLabel('Telefon').fill('603-12');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Zadejte platné telefonní číslo')).toBeVisible();
  await page.getByLabel('Telefon').fill('+420 603 123 456');
  await page.getByRole('button', { name: 'Uložit' }).click();
  const contacts = page.locator('.contact-list');
  await expect(contacts).toContainText('Sekretář: Marie Svobodová · +420 603 123 456');
  await screenshot(page, 'klub-kontakty');

  // The public page: a wrong slug leads to the right one; names only, no e-mail or phone.
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await page.goto(`/kluby/${clubId}/spatny-nazev/kontaktni-osoby`);
  await expect(page).not.toHaveURL(/spatny-nazev/);
  await expect(page).toHaveURL(new RegExp(`/kluby/${clubId}/[a-z0-9-]+/kontaktni-osoby$`));
  await expect(page.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
  await expect(page.getByText('Sekretář: Marie Svobodová')).toBeVisible();
  const memberName = memberLabel.replace(/\s*\(\d{4}\)$/, '');
  await expect(page.locator('.contact-list')).toContainText(`Předseda: ${memberName.split(' ').reverse().join(' ')}`);
  await expect(page.locator('main')).not.toContainText('predseda@klub.cz');
  await expect(page.locator('main')).not.toContainText('603 123 456');
  await expectAccessible(page);
  await screenshot(page, 'verejny-klub-kontakty');

  await page.getByRole('link', { name: /^Členové klubu/ }).click();
  await expect(page.getByRole('table', { name: `Členové klubu ${clubName}` }).getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'verejny-klub-clenove');
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Kluby' }).click();
  await page.getByLabel('Hledat klub').fill(clubName.split(' ').slice(-1)[0] ?? '');
  await expect(page.getByRole('link', { name: clubName })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'verejne-kluby');
  await page.goto('/kluby/abc/nic');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
});
