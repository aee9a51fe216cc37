import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, login, screenshot, waitForMail } from './support';

test('the home page and the login page are Czech and accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Evidence Svazu lyžařů České republiky' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'domu');
  await page.getByRole('link', { name: 'Přihlášení' }).click();
  await expect(page).toHaveURL(/\/prihlaseni/);
  await expectAccessible(page);
  await screenshot(page, 'prihlaseni');
});

test('empty fields and a wrong password get Czech messages', async ({ page }) => {
  await page.goto('/prihlaseni');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Toto pole je povinné')).toHaveCount(2);
  await page.getByLabel('E-mail').fill('nekdo');
  await expect(page.getByText('Zadejte platný e-mail')).toBeVisible();
  await screenshot(page, 'prihlaseni-povinna-pole');
  await login(page, 'admin@stopa.local', 'spatne-heslo');
  await expect(page.getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
  await expectAccessible(page);
  await screenshot(page, 'prihlaseni-chyba');
});

const STAFF = ['admin@stopa.local', 'kraj@stopa.local', 'usek@stopa.local', 'casomira@stopa.local'];

for (const email of STAFF) {
  test(`${email} logs in, lands on the members list and logs out`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL(/\/evidence\/clenove$/);
    await expect(page.getByRole('heading', { name: 'Členové' })).toBeVisible();
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page.getByRole('link', { name: 'Přihlášení' })).toBeVisible();
  });
}

test('a club manager lands on its own club, and a member on its own record', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/kluby\/\d+\/informace-o-klubu$/);
  await expect(page.getByRole('link', { name: 'Upravit klub' })).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await login(page, 'clen@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove\/\d+\/informace-o-clenovi$/);
  await expect(page.getByText('Rodné číslo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upravit člena' })).toHaveCount(0);
});

test('the private zone asks for a login and returns there afterwards', async ({ page }) => {
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('heading', { name: 'Musíte se přihlásit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await page.getByLabel('E-mail').fill('kraj@stopa.local');
  await page.getByLabel('Heslo').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
});

test('a forgotten password is renewed through the e-mailed link', async ({ page }) => {
  const email = 'clen@stopa.local';
  await page.goto('/prihlaseni');
  await page.getByRole('link', { name: 'Zapomenuté heslo' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Obnovit heslo' }).click();
  await expect(page.getByRole('status')).toContainText('poslali jsme na ni odkaz pro obnovu hesla');
  await expectAccessible(page);
  await screenshot(page, 'zapomenute-heslo');

  const mail = await waitForMail(email);
  const link = mail.match(/https?:\/\/\S+\/obnova-hesla\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel('Nové heslo', { exact: true }).fill('kratke');
  await page.getByLabel('Nové heslo znovu').fill('jine');
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await expect(page.getByText('Heslo musí mít alespoň 8 znaků')).toBeVisible();
  await expect(page.getByText('Hesla musí být stejná')).toBeVisible();
  await screenshot(page, 'obnova-hesla-chyby');
  await page.getByLabel('Nové heslo', { exact: true }).fill('nove-heslo-2026');
  await page.getByLabel('Nové heslo znovu').fill('nove-heslo-2026');
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await expect(page.getByRole('status')).toHaveText('Heslo bylo změněno. Nyní se můžete přihlásit.');

  await login(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
  await login(page, email, 'nove-heslo-2026');
  await expect(page).toHaveURL(/\/informace-o-clenovi$/);
  await restorePassword(page, 'nove-heslo-2026');
});

test('an unknown address shows the Czech 404 page with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/evidence/neexistujici-stranka');
  expect(response?.status()).toBe(404);
  expect((await page.goto('/evidence/clenove'))?.status()).toBe(200);
  await page.goto('/evidence/neexistujici-stranka');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, '404');
});

test('the dark theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Tmavý režim' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Tmavý režim' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await screenshot(page, 'domu-tmavy');
});

test('a changed password is confirmed by a flash message', async ({ page }) => {
  await login(page, 'usek@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await page.getByRole('link', { name: 'Změna hesla' }).click();
  await page.getByLabel('Původní heslo').fill('spatne-heslo');
  await page.getByLabel('Nové heslo', { exact: true }).fill('jine-heslo-2026');
  await page.getByLabel('Nové heslo znovu').fill('jine-heslo-2026');
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Původní heslo není správné.');
  await page.getByLabel('Původní heslo').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Heslo bylo změněno.' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'zmena-hesla');
  await restorePassword(page, 'jine-heslo-2026');
});

/** Sets the demo password back, so that later journeys log in as the README says. */
async function restorePassword(page: Page, current: string): Promise<void> {
  await page.goto('/evidence/zmena-hesla');
  await page.getByLabel('Původní heslo').fill(current);
  await page.getByLabel('Nové heslo', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Nové heslo znovu').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Heslo bylo změněno.' })).toBeVisible();
}
