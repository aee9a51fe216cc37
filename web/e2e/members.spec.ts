import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { FIRST_CLUB_ID, gql, uniqueName } from './racing-support';
import { expectAccessible, login, manBirthNumber, screenshot } from './support';

test('the members grid finds Novák by "novak" and exports the CSV', async ({ page }) => {
  // The accessibility scan of the full grid, the search, the export and two sorts: about 30 s
  // on a loaded CI machine, more than the default.
  test.setTimeout(60_000);
  const gridErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('AG Grid')) gridErrors.push(message.text());
  });
  await login(page, 'admin@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clenove');

  await page.getByLabel('Hledat podle jména').fill('novak');
  const lastNameCells = grid.locator('[col-id="lastName"][role="gridcell"]');
  // The previous page stays until the search answers; then only Novák and Nováková remain.
  await expect
    .poll(async () => {
      const names = await lastNameCells.allTextContents();
      return names.length > 0 && names.every((name) => /^Novák(ová)?$/.test(name));
    })
    .toBe(true);
  const lastNames = await lastNameCells.allTextContents();
  await screenshot(page, 'clenove-hledani');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^členové-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\ufeffRegistrační číslo;Příjmení;Jméno')).toBe(true);
  const rows = text.trim().split('\r\n').slice(1);
  expect(rows.length).toBe(lastNames.length < 50 ? lastNames.length : rows.length);
  for (const row of rows) expect(row.split(';')[1]).toMatch(/^Novák(ová)?$/);

  // Sorting by a header asks the server for the other order.
  await page.getByLabel('Hledat podle jména').fill('');
  await grid.getByRole('columnheader', { name: 'Příjmení' }).click();
  await grid.getByRole('columnheader', { name: 'Příjmení' }).click();
  await expect
    .poll(async () => {
      const names = await lastNameCells.allTextContents();
      return names.length > 1 && names[0]!.localeCompare(names[names.length - 1]!, 'cs') > 0;
    })
    .toBe(true);
  expect(gridErrors, 'no grid module missing').toEqual([]);
});

test('the region filter narrows the list and the export', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Kraj').selectOption({ label: 'Liberecký kraj' });
  const regionCells = grid.locator('[col-id="region"][role="gridcell"]');
  await expect
    .poll(async () => {
      const regions = await regionCells.allTextContents();
      return regions.length > 0 && regions.every((region) => region === 'Liberecký kraj');
    })
    .toBe(true);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /regionId=\d+/);
});

test('the grid keeps its filters and page in the URL, explains a bad birth year and clears', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Pohlaví').selectOption('FEMALE');
  await expect(page).toHaveURL(/sex=FEMALE/);
  await page.getByLabel('Rok narození').fill('20');
  await expect(page.getByText('Rok narození zadejte čtyřmi číslicemi, např. 2010.')).toBeVisible();
  await page.getByLabel('Rok narození').fill('');
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toContainText('žena');
  const firstOnPage1 = (await firstRow.textContent()) ?? '';
  await page.getByRole('navigation', { name: 'Stránkování' }).getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstRow).not.toHaveText(firstOnPage1);
  const firstOnPage2 = await firstRow.textContent();
  // A reload (or a link) comes back to the same filter and page.
  await page.reload();
  await expect(page.getByLabel('Pohlaví')).toHaveValue('FEMALE');
  await expect(grid.getByRole('row').nth(1)).toHaveText(firstOnPage2 ?? '');
  await page.getByRole('button', { name: 'Zrušit filtry' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await expect(page.getByLabel('Pohlaví')).toHaveValue('');
});

test('a region clerk is offered no region filter', async ({ page }) => {
  await login(page, 'kraj@stopa.local');
  await expect(page.getByRole('region', { name: 'Seznam členů' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Pohlaví')).toBeVisible();
  await expect(page.getByLabel('Kraj', { exact: true })).toHaveCount(0);
});

test('hidden columns are remembered and personal columns need the permission', async ({ page }) => {
  await login(page, 'casomira@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Rodné číslo' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sloupce' }).click();
  await page.getByRole('checkbox', { name: 'Kraj' }).uncheck();
  await expect(grid.getByRole('columnheader', { name: 'Kraj' })).toHaveCount(0);
  await page.reload();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Kraj' })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Klub' })).toHaveCount(1);
});

test('switching identity changes the menu', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Členové' })).toBeVisible();
  await screenshot(page, 'clenove-klub');
  const switcher = page.getByLabel('Aktivní role');
  const person = await switcher.locator('option', { hasText: 'Člen:' }).getAttribute('value');
  await switcher.selectOption(person ?? '');
  await expect(page).toHaveURL(/\/informace-o-clenovi$/);
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Členové' })).toHaveCount(0);
  await screenshot(page, 'nemate-opravneni');
});

test('selected rows get a toolbar that copies their registration numbers', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'admin@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const checkboxes = grid.getByRole('checkbox', { name: /výběru řádku/ });
  await checkboxes.nth(0).click();
  await checkboxes.nth(1).click();
  const toolbar = page.getByRole('toolbar', { name: 'Akce s vybranými řádky' });
  await expect(toolbar).toContainText('Vybráno: 2');
  await screenshot(page, 'clenove-vyber', { fullPage: false });
  await toolbar.getByRole('button', { name: 'Kopírovat registrační čísla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Text zkopírován' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toHaveLength(2);
  await expect(toolbar).toHaveCount(0);
});

test('fifty selected members are exported at once, exactly those', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  const numberCells = grid.locator('[col-id="registrationNumber"][role="gridcell"]');
  await expect(numberCells).toHaveCount(50);
  await grid.getByRole('columnheader').getByRole('checkbox').first().click();
  const toolbar = page.getByRole('toolbar', { name: 'Akce s vybranými řádky' });
  await expect(toolbar).toContainText('Vybráno: 50');
  const downloadPromise = page.waitForEvent('download');
  await toolbar.getByRole('link', { name: 'Exportovat vybrané (50) do CSV' }).click();
  const download = await downloadPromise;
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const rows = text.trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(50);
  const shown = (await numberCells.allTextContents()).map((number) => number.replace(/\s/g, ''));
  expect(rows.map((row) => row.split(';')[0]?.replace(/\s/g, '')).sort()).toEqual(shown.sort());
});

test('the order and the role and age filters survive a reload and a shared link', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  const years = grid.locator('[col-id="birthYear"][role="gridcell"]');
  await expect(years).toHaveCount(50);
  const header = grid.getByRole('columnheader', { name: 'Rok narození' });
  await header.click();
  await expect(page).toHaveURL(/sort=birthYear/);
  await header.click();
  await expect(page).toHaveURL(/sort=-birthYear/);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('ATHLETE');
  await page.getByRole('combobox', { name: 'Úsek', exact: true }).selectOption({ label: 'Běh na lyžích' });
  await page.getByLabel('Věková kategorie').selectOption('JUNIORS');
  await expect(page).toHaveURL(/ageGroup=JUNIORS/);
  await expect(page).toHaveURL(/role=ATHLETE/);
  const thisYear = new Date().getFullYear();
  const shown = async () => (await years.allTextContents()).map(Number);
  await expect.poll(async () => (await shown()).length > 0 && (await shown()).every((year) => year >= thisYear - 20 && year <= thisYear - 16)).toBe(true);
  const before = await shown();
  expect([...before].sort((a, b) => b - a)).toEqual(before);
  await screenshot(page, 'clenove-filtry-razeni');

  // A shared link opens the same list in another tab: the filters, the order and the sorted column.
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  const otherGrid = other.getByRole('region', { name: 'Seznam členů' });
  await expect(otherGrid.getByRole('columnheader', { name: 'Rok narození' })).toHaveAttribute('aria-sort', 'descending');
  await expect(other.getByLabel('Věková kategorie')).toHaveValue('JUNIORS');
  await expect(other.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('ATHLETE');
  await expect.poll(async () => (await otherGrid.locator('[col-id="birthYear"][role="gridcell"]').allTextContents()).map(Number)).toEqual(before);
  await other.close();

  // Clearing the filters keeps the order.
  await page.getByRole('button', { name: 'Zrušit filtry' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove\?sort=-birthYear$/);
});

test('selected members become athletes and leave their club in bulk', async ({ page }) => {
  await login(page, 'admin@stopa.local');
  // Three new members of the first club, so that the journey changes nobody else.
  const surname = uniqueName('Hromadný').replace(/\s+/g, '');
  for (const [index, firstName] of ['Adam', 'Bohumil', 'Cyril'].entries()) {
    await gql(page, 'BulkTestCreateMember', 'mutation', 'mutation BulkTestCreateMember($input: CreateMemberInput!) { createMember(input: $input) { id } }', {
      input: {
        clubId: FIRST_CLUB_ID,
        firstName,
        lastName: surname,
        sex: 'MALE',
        birthDate: `1991-04-${String(index + 3).padStart(2, '0')}`,
        birthNumber: manBirthNumber(1991, 4, index + 3),
        citizenship: 'CZ',
        country: 'CZ',
      },
    });
  }
  await page.goto(`/evidence/clenove?q=${encodeURIComponent(surname)}`);
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  const names = grid.locator('[col-id="lastName"][role="gridcell"]');
  await expect(names).toHaveCount(3);
  await grid.getByRole('columnheader').getByRole('checkbox').first().click();
  const toolbar = page.getByRole('toolbar', { name: 'Akce s vybranými řádky' });
  await expect(toolbar).toContainText('Vybráno: 3');
  await toolbar.getByLabel('Úsek role závodníka').selectOption({ label: 'Běh na lyžích' });
  await toolbar.getByRole('button', { name: 'Přidat roli Závodník' }).click();
  await expect(page.getByText('Role Závodník přidána: 3. Už ji měli: 0.')).toBeVisible();
  // Read back: the role filter lists them.
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('ATHLETE');
  await expect(page).toHaveURL(/role=ATHLETE/);
  await expect(names).toHaveCount(3);

  await grid.getByRole('columnheader').getByRole('checkbox').first().click();
  await toolbar.getByRole('button', { name: 'Ukončit členství…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Vybraným členům (počet: 3)');
  await expectAccessible(page);
  await screenshot(page, 'clenove-ukoncit-clenstvi');
  await dialog.getByRole('button', { name: 'Ukončit členství' }).click();
  await expect(page.getByText('Členství ukončeno: 3.')).toBeVisible();
  // Read back: they are members without a club now.
  await expect(grid.locator('[col-id="club"][role="gridcell"]').first()).toHaveText('');
  await expect.poll(async () => (await grid.locator('[col-id="club"][role="gridcell"]').allTextContents()).every((club) => club === '')).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the login and the members list are usable', async ({ page }) => {
    await page.goto('/prihlaseni');
    await screenshot(page, 'telefon-prihlaseni');
    await login(page, 'kraj@stopa.local');
    const grid = page.getByRole('region', { name: 'Seznam členů' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    // Each member is a card, and the filters fold away until asked for.
    await expect(grid.getByRole('row').nth(1)).toContainText('Reg. číslo');
    const fold = page.locator('summary', { hasText: 'Filtry' });
    await expect(page.getByLabel('Pohlaví')).toBeHidden();
    await fold.click();
    await expect(page.getByLabel('Pohlaví')).toBeVisible();
    await page.getByLabel('Pohlaví').selectOption('FEMALE');
    await expect(fold).toHaveText('Filtry (nastaveno: 1)');
    await expectAccessible(page);
    // The header keeps the menu and the user's links behind one button on a phone.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
    await screenshot(page, 'telefon-clenove');
  });
});
