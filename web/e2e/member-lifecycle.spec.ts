import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, login, screenshot } from './support';

// A valid birth number of a woman born on the given day (month + 50; serial divisible by 11).
function womanBirthNumber(year: number, month: number, day: number): string {
  const head = `${String(year % 100).padStart(2, '0')}${String(month + 50).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  for (let serial = Math.floor(Math.random() * 900); serial < 1000; serial += 1) {
    const nine = `${head}${String(serial).padStart(3, '0')}`;
    const remainder = Number(BigInt(nine) % 11n);
    if (remainder < 10) return `${head}/${String(serial).padStart(3, '0')}${remainder}`;
  }
  return `${head}/0000`;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a club manager adds a member, makes her an athlete, adds a photo, prints her card and record, and archives her', async ({ page, browser }) => {
  // The whole life of a member in one journey: longer than the default 30 s.
  test.setTimeout(90_000);
  const run = Date.now().toString(36).slice(-4);
  const lastName = `Běžkařová${run}`;
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  const clubPath = new URL(page.url()).pathname;

  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Členové' }).click();
  await page.getByRole('link', { name: 'Nový člen' }).click();
  await expect(page.getByLabel('Klub, do kterého člen vstupuje')).toBeDisabled();
  await page.getByLabel('Jméno', { exact: true }).fill('Šárka');
  await page.getByLabel('Příjmení').fill(lastName);
  await page.getByLabel('Pohlaví').selectOption('FEMALE');
  await page.getByLabel('Datum narození').fill('2011-04-09');
  await page.getByLabel('Rodné číslo').fill(womanBirthNumber(2011, 4, 9));
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  await expect(page.getByRole('heading', { name: `Šárka ${lastName}` })).toBeVisible();
  const memberPath = new URL(page.url()).pathname;

  await page.getByRole('link', { name: 'Upravit člena' }).click();
  await page.getByLabel('Telefon').fill('+420 777 123 456');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('+420 777 123 456')).toBeVisible();

  // Role v úsecích: an athlete in the club's department.
  await page.getByRole('navigation', { name: 'Části záznamu člena' }).getByRole('link', { name: 'Role v úsecích' }).click();
  await expect(page.getByText('Člen nemá v žádném úseku roli.')).toBeVisible();
  const department = (await page.getByLabel('Přidat roli závodníka v úseku').locator('option').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Přidat závodníka' }).click();
  const roles = page.getByRole('table', { name: 'Role v úsecích' });
  await expect(roles).toContainText('Závodník');
  await expect(roles).toContainText(department);
  await expectAccessible(page);
  await screenshot(page, 'clen-role-v-usecich');

  // Média: a wrong file is refused before sending, a PNG is stored, the consent is recorded.
  await page.getByRole('navigation', { name: 'Části záznamu člena' }).getByRole('link', { name: 'Média' }).click();
  await page.getByLabel('Nahrát fotografii').setInputFiles({ name: 'dopis.txt', mimeType: 'text/plain', buffer: Buffer.from('ahoj') });
  await expect(page.getByText('Fotografie musí být ve formátu JPEG, PNG nebo WebP.')).toBeVisible();
  await page.getByLabel('Nahrát fotografii').setInputFiles({ name: 'portret.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Fotografie byla uložena.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Fotografie: Šárka ${lastName}` })).toBeVisible();
  await page.getByLabel('Člen souhlasí se zveřejněním fotografie na veřejném profilu').check();
  await expect(page.getByText('Souhlas byl uložen.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clen-media');
  // With the consent, the public profile's media tab shows the photo to anybody.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'cs-CZ' });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/clenove/${memberPath.split('/')[3]}/jmeno/media`);
  await expect(publicPage).toHaveURL(/\/media$/);
  await expect(publicPage.getByRole('img', { name: `Fotografie: Šárka ${lastName}` })).toBeVisible();
  await expectAccessible(publicPage);
  await screenshot(publicPage, 'verejny-clen-media');
  await visitor.close();

  // Členská karta with the QR code of the public profile.
  await page.getByRole('link', { name: 'Členská karta' }).click();
  const card = page.getByRole('article', { name: 'Členská karta' });
  await expect(card).toContainText(`Šárka ${lastName}`);
  await expect(card).toContainText(/neplatná – příspěvek na .* není zaplacen/);
  await expect(card.getByRole('img', { name: 'QR kód veřejného profilu' }).locator('svg')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clen-karta');

  // Tisk: the page, then the PDF from the server.
  await page.goto(`${memberPath.replace(/\/informace-o-clenovi$/, '')}/tisk`);
  await expect(page.getByRole('heading', { name: 'Evidenční list člena' })).toBeVisible();
  await page.getByRole('button', { name: 'Vytvořit PDF' }).click();
  await expect(page).toHaveURL(/generate_pdf=true/);
  const frame = page.locator('iframe.pdf-frame');
  await expect(frame).toBeVisible();
  const pdf = await page.request.get((await frame.getAttribute('src')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await screenshot(page, 'clen-tisk-pdf');

  // The club's racing members list her.
  await page.goto(`${clubPath.replace(/\/informace-o-klubu$/, '')}/statistiky`);
  await page.getByRole('link', { name: 'Závodící členové podle úseků →' }).click();
  await expect(page).toHaveURL(/\/statistiky\/zavodici-clenove/);
  await expect(page.getByRole('table', { name: 'Závodící členové' })).toContainText(lastName);
  await expectAccessible(page);
  await screenshot(page, 'klub-zavodici-clenove');

  // Archiving needs a reason; then she leaves every list.
  await page.goto(memberPath);
  await page.getByRole('button', { name: 'Archivovat člena' }).click();
  await page.getByRole('button', { name: 'Archivovat', exact: true }).click();
  await expect(page.getByText('Toto pole je povinné.')).toBeVisible();
  await page.getByLabel('Důvod archivace').fill('Ukončila činnost');
  await expectAccessible(page);
  await screenshot(page, 'clen-archivace');
  await page.getByRole('button', { name: 'Archivovat', exact: true }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await expect(page.getByText(`Člen Šárka ${lastName} byl archivován.`)).toBeVisible();
  await page.getByLabel('Hledat podle jména').fill(lastName);
  await expect(page.getByRole('region', { name: 'Seznam členů' })).toContainText('Žádné záznamy');

  // Admin finds her among the archived members and restores her, without a club.
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await login(page, 'admin@stopa.local');
  await page.getByLabel('Stav').selectOption('archived');
  await page.getByLabel('Hledat podle jména').fill(lastName);
  await page.getByRole('region', { name: 'Seznam členů' }).getByRole('link', { name: lastName }).click();
  await expect(page.getByText(/Člen je archivovaný od .* \(Ukončila činnost\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Obnovit z archivu' }).click();
  await expect(page.getByText('Člen byl obnoven z archivu.')).toBeVisible();
  await expect(page.getByText('bez klubu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Přijetí do klubu' })).toBeVisible();
});

test('an area clerk downloads the members entitled to the general meeting', async ({ page }) => {
  await login(page, 'kraj@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await page.getByRole('button', { name: 'Export pro valnou hromadu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Evidenční sezóna')).toBeVisible();
  await dialog.getByLabel('Datum valné hromady').fill('2026-11-20');
  await expectAccessible(page);
  await screenshot(page, 'clenove-valna-hromada');
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Stáhnout seznam' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^valna-hromada-.+-2026-11-20\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Registrační číslo;Příjmení;Jméno;Rok narození;Kód klubu;Klub;Kraj;Příspěvek zaplacen');
  expect(lines.length).toBeGreaterThan(1);
  const regions = new Set(lines.slice(1).map((line) => line.split(';')[6]));
  expect(regions.size, 'one region only').toBe(1);
});
