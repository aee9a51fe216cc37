import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, login, screenshot } from './support';

// A valid birth number of a man born on the given day (serial chosen so that it is divisible by 11).
function birthNumber(year: number, month: number, day: number): string {
  const head = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  for (let serial = Math.floor(Math.random() * 900); serial < 1000; serial += 1) {
    const nine = `${head}${String(serial).padStart(3, '0')}`;
    const remainder = Number(BigInt(nine) % 11n);
    if (remainder < 10) return `${head}/${String(serial).padStart(3, '0')}${remainder}`;
  }
  return `${head}/0000`;
}

test('the admin adds a member whose birth number must agree, sees the record and edits it', async ({ page }) => {
  const run = Date.now().toString(36).slice(-4);
  await login(page, 'admin@stopa.local');
  await page.getByRole('link', { name: 'Nový člen' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove\/novy/);
  await page.getByLabel('Klub, do kterého člen vstupuje').selectOption({ index: 1 });
  await page.getByLabel('Jméno', { exact: true }).fill('Vojtěch');
  await page.getByLabel('Příjmení').fill(`Lyžař${run}`);
  await page.getByLabel('Datum narození').fill('2008-01-16');
  await page.getByLabel('Rodné číslo').fill(birthNumber(2008, 1, 15));
  await page.getByLabel(/^Obec/).fill('Jablonec nad Nisou');
  await page.getByLabel('PSČ').fill('466 01');
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  await expect(page.getByText('Datum narození neodpovídá rodnému číslu.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clen-novy-chyba');
  await page.getByLabel('Datum narození').fill('2008-01-15');
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove\/\d+\/informace-o-clenovi$/);
  await expect(page.getByRole('heading', { name: `Vojtěch Lyžař${run}` })).toBeVisible();
  await expect(page.getByText('466 01 Jablonec nad Nisou')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clen-detail');

  await page.getByRole('link', { name: 'Upravit člena' }).click();
  await page.getByLabel('E-mail').fill(`vojtech.${run}@example.cz`);
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText(`vojtech.${run}@example.cz`)).toBeVisible();

  // Releasing the member from the club keeps the history.
  await page.getByRole('button', { name: 'Ukončit členství' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ukončit členství' }).click();
  await expect(page.getByText('Členství bylo ukončeno.')).toBeVisible();
  await expect(page.getByText('bez klubu')).toBeVisible();
  await page.getByRole('link', { name: 'Klubová historie' }).click();
  await expect(page.getByRole('table', { name: 'Klubová historie' })).not.toContainText('dosud');

  // Admin enrols the member, now without a club, in another club from tomorrow at the earliest.
  await page.getByRole('link', { name: 'Informace o členovi' }).click();
  await page.getByLabel('Klub', { exact: true }).selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Přijmout do klubu' }).click();
  await expect(page.getByText(/Nové členství musí začít po konci předchozího/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clen-prijeti-do-klubu');

  // The members grid links to the record.
  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Členové' }).click();
  await page.getByLabel('Hledat podle jména').fill(`lyzar${run}`);
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await grid.getByRole('link', { name: `Lyžař${run}` }).click();
  await expect(page.getByRole('heading', { name: `Vojtěch Lyžař${run}` })).toBeVisible();
});

test('a timekeeper reads a member without personal data; a bad id is not found', async ({ page }) => {
  await login(page, 'casomira@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await grid.locator('[col-id="lastName"][role="gridcell"] a').first().click();
  await expect(page).toHaveURL(/\/informace-o-clenovi$/);
  await expect(page.getByText('Osobní údaje (rodné číslo, datum narození, adresa a kontakty) vidí jen ti')).toBeVisible();
  await expect(page.getByText('Rodné číslo', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upravit člena' })).toHaveCount(0);
  await screenshot(page, 'clen-detail-casomira');
  await page.goto('/evidence/clenove/abc/informace-o-clenovi');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
});

test('a member sees its club history, and the public finds members by name without personal data', async ({ page }) => {
  // klub@ is also a member (Person); clen@'s password is changed by the password-renewal test.
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  const switcher = page.getByLabel('Aktivní role');
  const person = await switcher.locator('option', { hasText: 'Člen:' }).getAttribute('value');
  await switcher.selectOption(person ?? '');
  await expect(page).toHaveURL(/\/informace-o-clenovi$/);
  const memberPath = new URL(page.url()).pathname;
  const memberId = memberPath.split('/')[3];
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'Klubová historie' }).click();
  const history = page.getByRole('table', { name: 'Klubová historie' });
  await expect(history).toContainText('dosud');
  await expectAccessible(page);
  await screenshot(page, 'clen-klubova-historie');
  await page.getByRole('navigation', { name: 'Části záznamu člena' }).getByRole('link', { name: 'Statistiky' }).click();
  const seasons = page.getByRole('table', { name: 'Evidenční sezóny člena' });
  await expect(seasons).toContainText(/Kč, zaplaceno|nezaplaceno/);
  await expectAccessible(page);
  await screenshot(page, 'clen-statistiky');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Členové' }).click();
  const lastName = name.split(' ').slice(-1)[0] ?? '';
  await page.getByLabel('Hledat podle jména').fill(lastName);
  const link = page.getByRole('link', { name: new RegExp(lastName) }).first();
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'verejni-clenove');
  await page.goto(`/clenove/${memberId}/spatne-jmeno`);
  await expect(page).not.toHaveURL(/spatne-jmeno/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName);
  await expect(page.locator('main')).not.toContainText('Rodné číslo');
  await expectAccessible(page);
  await screenshot(page, 'verejny-clen');
});

test('the admin checks the NSA export and downloads it in Windows-1250', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  await page.getByRole('button', { name: 'Kontrola pro NSA' }).click();
  const dialog = page.getByRole('dialog');
  // Counts are quantities: thousands are grouped with a non-breaking space ("2 015").
  await expect(dialog).toContainText(/Export obsahuje \d{1,3}(\u00a0\d{3})* členů; rejstřík by odmítl \d{1,3}(\u00a0\d{3})* z nich\./);
  await expectAccessible(page);
  await screenshot(page, 'clenove-kontrola-nsa');
  await dialog.getByRole('button', { name: 'Zavřít' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export pro rejstřík NSA' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^clenove-nsa-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) ?? '');
  const text = new TextDecoder('windows-1250').decode(bytes);
  expect(text.startsWith('[JMENO];[PRIJMENI];[TITUL_PRED]')).toBe(true);
  expect(bytes.includes(0xc5), 'no UTF-8 lead bytes of Czech letters').toBe(false);
});

test('a member opens its own profile and changes its contact details', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  const switcher = page.getByLabel('Aktivní role');
  const person = await switcher.locator('option', { hasText: 'Člen:' }).getAttribute('value');
  await switcher.selectOption(person ?? '');
  await expect(page).toHaveURL(/\/informace-o-clenovi$/);
  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Můj profil' }).click();
  await expect(page).toHaveURL(/\/evidence\/clen\/obecne-informace$/);
  await expect(page.getByText('Rodné číslo')).toBeVisible();
  await page.getByRole('navigation', { name: 'Můj profil' }).getByRole('link', { name: 'Nastavení profilu' }).click();
  await page.getByLabel('Telefon').fill('603-1');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Zadejte platné telefonní číslo')).toBeVisible();
  await page.getByLabel('Telefon').fill('+420 603 555 444');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Kontaktní údaje byly uloženy.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'muj-profil-nastaveni');
  await page.getByRole('navigation', { name: 'Můj profil' }).getByRole('link', { name: 'Obecné informace' }).click();
  await expect(page.getByText('+420 603 555 444')).toBeVisible();
});
