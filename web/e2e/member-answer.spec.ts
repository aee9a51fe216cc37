import { expect, test } from '@playwright/test';
import { loginDemo } from './racing-support';
import { expectAccessible, login, screenshot } from './support';

// Issue 26: the member's answer for the next season, which the season rollover acts on. Both
// journeys put the demo data back as they found it, so later journeys see the same answers.

test('a club manager sets "Nechce být členem" for two selected members of its club', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/kluby\/\d+\/informace-o-klubu$/);
  await page.getByRole('link', { name: 'Členové klubu' }).click();
  const grid = page.getByRole('region', { name: 'Členové klubu' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  const checkboxes = grid.getByRole('checkbox', { name: /výběru řádku/ });
  await checkboxes.nth(0).click();
  await checkboxes.nth(1).click();
  const toolbar = page.getByRole('toolbar', { name: 'Akce s vybranými řádky' });
  await expect(toolbar).toContainText('Vybráno: 2');
  await toolbar.getByLabel('Odpověď na příští sezónu').selectOption({ label: 'Nechce být členem' });
  await expectAccessible(page);
  await screenshot(page, 'klub-clenove-odpoved');
  await toolbar.getByRole('button', { name: 'Nastavit vybraným' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Odpověď „Nechce být členem“ byla nastavena 2 členům.' })).toBeVisible();
  // A success clears the selection, and with it the toolbar.
  await expect(toolbar).toHaveCount(0);

  // Back to the demo data's answer (the register's default).
  await checkboxes.nth(0).click();
  await checkboxes.nth(1).click();
  await toolbar.getByLabel('Odpověď na příští sezónu').selectOption({ label: 'Bez odpovědi' });
  await toolbar.getByRole('button', { name: 'Nastavit vybraným' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Odpověď „Bez odpovědi“ byla nastavena 2 členům.' })).toBeVisible();
});

test('a member sets its own answer on its profile and sees it after a reload', async ({ page }) => {
  await loginDemo(page, 'clen@stopa.local');
  await page.goto('/evidence/clen/obecne-informace');
  const card = page.getByRole('form', { name: 'Členství v příští sezóně' });
  const select = card.getByLabel('Vaše odpověď');
  await expect(select).toBeVisible();
  const before = await select.inputValue();
  const chosen = before === 'WANTS_TO_LEAVE_SLCR' ? 'Chce být členem' : 'Chce vystoupit ze SLČR';

  await select.selectOption({ label: chosen });
  await card.getByRole('button', { name: 'Uložit odpověď' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Odpověď „${chosen}“ byla uložena.` })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'clen-odpoved');

  await page.reload();
  await expect(card.getByText(`Současná odpověď: ${chosen}`)).toBeVisible();
  await expect(card.getByLabel('Vaše odpověď')).toHaveValue(chosen === 'Chce být členem' ? 'WANTS_TO_BE_MEMBER' : 'WANTS_TO_LEAVE_SLCR');

  // Back to the answer the member had.
  await card.getByLabel('Vaše odpověď').selectOption(before);
  await card.getByRole('button', { name: 'Uložit odpověď' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'byla uložena' })).toBeVisible();
});
