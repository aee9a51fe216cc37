import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, screenshot, evidenceLink } from './support';

/** Accepts the confirmation dialog of the modal host. */
async function confirmDelete(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Opravdu smazat');
  await dialog.getByRole('button', { name: 'Smazat' }).click();
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
});

test('codebooks index and the list → create → edit → delete journey of departments', async ({ page }) => {
  // Unique per run, so a rerun against the same database does not meet its own leftovers.
  const run = Date.now().toString(36);
  const code = `bt${run}`;
  const name = `Biatlon ${run}`;
  const renamed = `Biatlon a letní biatlon ${run}`;
  await (await evidenceLink(page, 'Číselníky')).click();
  await expect(page.getByRole('heading', { name: 'Číselníky', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'ciselniky');

  await page.getByRole('link', { name: 'Úseky', exact: true }).click();
  await expect(page).toHaveURL(/\/evidence\/ciselniky\/useky$/);
  const grid = page.getByRole('region', { name: 'Úseky' });
  await expect(grid.getByRole('link', { name: 'Běh na lyžích', exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-useky');

  await page.getByRole('link', { name: 'Nový úsek', exact: true }).click();
  await expect(page).toHaveURL(/\/useky\/novy$/);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Toto pole je povinné')).toHaveCount(2);
  // A code that another department has: the server's conflict lands on the code field.
  await page.getByLabel('Kód').fill('cc');
  await page.getByLabel('Název').fill(name);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Kód už má jiný úsek.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-useky-novy-chyby');
  await page.getByLabel('Kód').fill(code);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/evidence\/ciselniky\/useky$/);
  await expect(page.getByText('Záznam byl uložen.')).toBeVisible();

  await grid.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/useky\/\d+$/);
  await expect(page.getByLabel('Kód')).toHaveValue(code);
  await page.getByLabel('Název').fill(renamed);
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-useky-editace');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(grid.getByRole('link', { name: renamed, exact: true })).toBeVisible();

  await grid.getByRole('link', { name: renamed, exact: true }).click();
  await page.getByRole('button', { name: 'Smazat' }).click();
  await screenshot(page, 'ciselniky-useky-smazani');
  await confirmDelete(page);
  await expect(page.getByText('Záznam byl smazán.')).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Běh na lyžích', exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});

test('a department in use is not deleted and the message says where it is used', async ({ page }) => {
  await page.goto('/evidence/ciselniky/useky');
  await page.getByRole('region', { name: 'Úseky' }).getByRole('link', { name: 'Běh na lyžích', exact: true }).click();
  await page.getByRole('button', { name: 'Smazat' }).click();
  await confirmDelete(page);
  await expect(page.getByText(/^Záznam nelze smazat, protože je použit /)).toBeVisible();
  await screenshot(page, 'ciselniky-useky-pouzity');
  await page.goto('/evidence/ciselniky/useky');
  await expect(page.getByRole('region', { name: 'Úseky' }).getByRole('link', { name: 'Běh na lyžích', exact: true })).toBeVisible();
});

test('seasons: date range checked, detail page with racing seasons, edit at /editace', async ({ page }) => {
  await page.goto('/evidence/ciselniky/sezony');
  await page.getByRole('link', { name: 'Nová sezóna', exact: true }).click();
  await expect(page).toHaveURL(/\/sezony\/nova$/);
  await page.getByLabel('Název').fill('2031/2032');
  await page.getByLabel('Začátek').fill('2031-05-01');
  await page.getByLabel('Konec').fill('2031-04-30');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Konec nemůže předcházet začátku.')).toBeVisible();
  await page.getByLabel('Konec').fill('2032-04-30');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('heading', { name: 'Sezóna 2031/2032' })).toBeVisible();
  await expect(page).toHaveURL(/\/sezony\/\d+$/);

  await page.getByRole('link', { name: 'Upravit sezónu', exact: true }).click();
  await expect(page).toHaveURL(/\/sezony\/\d+\/editace$/);
  await page.getByRole('button', { name: 'Smazat' }).click();
  await confirmDelete(page);
  await expect(page).toHaveURL(/\/evidence\/ciselniky\/sezony$/);

  await page.getByRole('region', { name: 'Sezóny' }).getByRole('link', { name: '2026/2027', exact: true }).click();
  const racing = page.getByRole('region', { name: 'Závodní sezóny sezóny 2026/2027' });
  await expect(racing.getByRole('link', { name: 'Běh na lyžích', exact: true })).toBeVisible();
  await expect(racing.getByText('1. 11. 2026').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-sezona-detail');
});

test('sport centers are listed and created within the chosen evidence season and department', async ({ page }) => {
  await page.goto('/evidence/ciselniky/sportovni-strediska');
  await expect(page.getByText('Pro přidání vyberte evidenční sezóna a úsek.')).toBeVisible();
  await page.getByLabel('Evidenční sezóna').selectOption({ label: 'Evidenční sezóna 2026' });
  await page.getByLabel('Úsek').selectOption({ label: 'Alpské lyžování' });
  const grid = page.getByRole('region', { name: 'Sportovní střediska' });
  await expect(grid.getByRole('link', { name: 'Reprezentace ČR – Alpské lyžování', exact: true })).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-sportovni-strediska');

  await page.getByRole('link', { name: 'Nové sportovní středisko', exact: true }).click();
  await expect(page).toHaveURL(/\/sportovni-strediska\/novy\?/);
  await expect(page.getByLabel('Úsek')).toBeDisabled();
  await page.getByLabel('Název').fill('SCM Krkonoše');
  await page.getByLabel('Typ organizace').selectOption({ label: 'SCM' });
  await page.getByLabel('Kraj').selectOption({ label: 'Královéhradecký kraj' });
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-sportovni-strediska-nove');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(grid.getByRole('link', { name: 'SCM Krkonoše', exact: true })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'SCM Krkonoše' })).toContainText('Královéhradecký kraj');

  await grid.getByRole('link', { name: 'SCM Krkonoše', exact: true }).click();
  await expect(page.getByLabel('Typ organizace')).toHaveValue('SCM');
  await page.getByLabel('Typ organizace').selectOption({ label: 'VSCM' });
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Změny byly uloženy.')).toBeVisible();
  await grid.getByRole('link', { name: 'SCM Krkonoše', exact: true }).click();
  await page.getByRole('button', { name: 'Smazat' }).click();
  await confirmDelete(page);
  await expect(page.getByText('Záznam byl smazán.')).toBeVisible();
});

test('regions are a read-only list; a bad id is the 404 page; other identities are refused', async ({ page }) => {
  await page.goto('/evidence/ciselniky/kraje');
  const grid = page.getByRole('region', { name: 'Kraje' });
  await expect(grid.getByRole('row')).toHaveCount(15);
  await expect(page.getByRole('link', { name: /Nový/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'ciselniky-kraje');

  await page.goto('/evidence/ciselniky/useky/abc');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
  await page.goto('/evidence/ciselniky/sportovni-strediska/novy?evidenceSeasonId=x&departmentId=1');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
  await screenshot(page, 'ciselniky-404');

  await page.getByRole('button', { name: 'Odhlásit' }).click();
  await login(page, 'kraj@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await expect(page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Kluby', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Číselníky', exact: true })).toHaveCount(0);
  await page.goto('/evidence/ciselniky/useky');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
});
