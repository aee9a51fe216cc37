import { expect, test } from '@playwright/test';
import { loginDemo } from './racing-support';
import { expectAccessible, screenshot } from './support';

// The athlete's own view: "Moje závody" (its entries and results) from the menu, and the e-mail
// notifications switched off from the header's "Oznámení" link (the account's choice, kept over
// a reload).

test('an athlete finds its entries and results under "Moje závody"', async ({ page }) => {
  await loginDemo(page, 'zavodnik@stopa.local');
  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Moje závody' }).click();
  await expect(page).toHaveURL(/\/evidence\/clen\/moje-zavody$/);
  await expect(page.getByRole('navigation', { name: 'Můj profil' }).getByRole('link', { name: 'Moje závody' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Moje přihlášky' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Moje výsledky' })).toBeVisible();
  await expect(page.getByText('Načítám').first()).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'moje-zavody');
});

test('an athlete switches the results e-mails off and on again', async ({ page }) => {
  await loginDemo(page, 'zavodnik@stopa.local');
  await page.getByRole('link', { name: 'Oznámení', exact: true }).click();
  await expect(page).toHaveURL(/\/evidence\/oznameni$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oznámení e-mailem' })).toBeVisible();
  await expect(page.getByText(/na adresu Vašeho účtu zavodnik@stopa\.local/)).toBeVisible();
  const results = page.getByRole('checkbox', { name: 'Zveřejněné výsledky' });
  await expect(results).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Přihlášky a odhlášky' })).toBeChecked();
  await expectAccessible(page);
  await screenshot(page, 'oznameni');

  await results.uncheck();
  await expect(page.getByText('Oznámení „Zveřejněné výsledky“ jsou vypnutá.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Zveřejněné výsledky' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Přihlášky a odhlášky' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Zveřejněné výsledky' }).check();
  await expect(page.getByText('Oznámení „Zveřejněné výsledky“ jsou zapnutá.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Zveřejněné výsledky' })).toBeChecked();
});
