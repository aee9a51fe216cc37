import { expect, test } from '@playwright/test';
import { loginDemo } from './racing-support';
import { evidenceLink, expectAccessible, screenshot } from './support';

// The users list: Admin finds accounts by role and name with the filters in the URL, opens an
// account and returns to the same filters; an invitation sent from the form waits in the list,
// is sent again and revoked; a club's manager lists only its club's managers.

test('Admin filters the users, opens an account and comes back to the same filters', async ({ page }) => {
  await loginDemo(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Uživatelé')).click();
  await expect(page).toHaveURL(/\/evidence\/uzivatele$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Seznam uživatelů' });
  await expect(table.getByText('admin@stopa.local')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('TEAM');
  await expect(page).toHaveURL(/type=TEAM/);
  await page.getByLabel('Jméno nebo e-mail').fill('klub@stopa');
  await expect(page).toHaveURL(/q=klub%40stopa/);
  await expect(table.getByText('klub@stopa.local')).toBeVisible();
  await expect(table.getByText('admin@stopa.local')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'uzivatele-seznam');

  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/evidence\/uzivatele\/\d+\?datagridFilter=/);
  await expect(page.getByRole('table', { name: 'Role a oprávnění' })).toContainText('správce klubu');
  await expect(page.getByRole('button', { name: 'Zablokovat účet' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'uzivatel-detail');
  await page.getByRole('link', { name: 'Zpět na seznam uživatelů' }).click();
  await expect(page).toHaveURL(/type=TEAM/);
  await expect(page.getByLabel('Jméno nebo e-mail')).toHaveValue('klub@stopa');
  await page.getByRole('button', { name: 'Zrušit filtry' }).click();
  await expect(page).toHaveURL(/\/evidence\/uzivatele$/);
});

test('an invitation waits in the list, is sent again and revoked', async ({ page }) => {
  const run = Date.now().toString(36).slice(-5);
  const email = `casomira-${run}@svaz.test`;
  await loginDemo(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Uživatelé')).click();
  await page.getByRole('link', { name: 'Pozvat uživatele' }).click();
  await page.getByLabel('Jméno', { exact: true }).fill('Petra');
  await page.getByLabel('Příjmení').fill('Měřičová');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('TIMEKEEPER');
  await page.getByLabel('Časomíra', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click();
  await expect(page.getByText(`Pozvánka pro ${email} je uložena`)).toBeVisible();

  await (await evidenceLink(page, 'Uživatelé')).click();
  const invitations = page.getByRole('table', { name: 'Pozvánky' });
  const line = invitations.getByRole('row').filter({ hasText: email });
  await expect(line).toContainText('Petra Měřičová');
  await expect(line).toContainText('platí do');
  await line.getByRole('button', { name: 'Poslat znovu – Petra Měřičová' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Poslat znovu' }).click();
  await expect(page.getByText('Pozvánka pro Petra Měřičová odešla znovu')).toBeVisible();
  await line.getByRole('button', { name: 'Zrušit pozvánku – Petra Měřičová' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zrušit pozvánku' }).click();
  await expect(page.getByText('Pozvánka pro Petra Měřičová je zrušena.')).toBeVisible();
  await expect(invitations.getByText(email)).toHaveCount(0);
});

test("a club's manager lists only its club's managers", async ({ page }) => {
  await loginDemo(page, 'klub2@stopa.local');
  await (await evidenceLink(page, 'Uživatelé')).click();
  const table = page.getByRole('table', { name: 'Seznam uživatelů' });
  await expect(table.getByText('klub2@stopa.local')).toBeVisible();
  await expect(table.getByText('admin@stopa.local')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pozvat uživatele' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'uzivatele-klub-telefon');
});
