// The browser review's polish (issue 28): the skip link, the grids without AG Grid errors and
// readable in the dark theme, the admin menu on one line, a compact phone header, and the
// no-access page with its identity switch.
import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectAccessible, login } from './support';

const SHOTS = '/tmp/h1-shots';
mkdirSync(SHOTS, { recursive: true });

/** Console errors and AG Grid warnings of a page, collected as it runs. */
function gridProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('AG Grid')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function darkTheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
}

test('the skip link is the first stop of the keyboard and leads to the content', async ({ page }) => {
  await page.goto('/');
  // The served page is replaced by the app's once its code is loaded: keys go to the app's.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Přeskočit na obsah' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#obsah')).toBeFocused();

  await login(page, 'admin@stopa.local');
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('heading', { name: 'Členové', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#obsah')).toBeFocused();
});

test('the events grid shows without an AG Grid error', async ({ page }) => {
  const problems = gridProblems(page);
  await login(page, 'admin@stopa.local');
  await page.goto('/evidence/zavody');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await page.goto('/evidence/clenove');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the members and events grids are readable in the dark theme at 1366 px', async ({ page }) => {
  // axe over a full grid page takes its time on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await darkTheme(page);
  await login(page, 'admin@stopa.local');
  await page.goto('/evidence/clenove');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  // The grid follows the page into the dark: its background is not the light theme's white.
  const background = await page.locator('.ag-root-wrapper').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/clenove-dark-1366.png` });
  await page.goto('/evidence/zavody');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/zavody-dark-1366.png` });
});

test('the admin menu keeps to one line at 1366 px, the rest under "Další"', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page, 'admin@stopa.local');
  await page.goto('/evidence/clenove');
  const nav = page.getByRole('navigation', { name: 'Evidence' });
  await expect(nav.getByRole('link', { name: 'Členové' })).toBeVisible();
  const tops = await nav.evaluate((element) => [...element.children].map((child) => Math.round(child.getBoundingClientRect().top)));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(5);
  for (const name of ['Členové', 'Kluby', 'Závody', 'Objednávky a platby', 'Přestupy a hostování']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }

  const more = nav.getByRole('button', { name: 'Další' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Číselníky' })).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Číselníky' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/header-admin-dalsi-1366.png`, clip: { x: 0, y: 0, width: 1366, height: 420 } });
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await more.click();
  await page.getByRole('heading', { name: 'Členové', level: 1 }).click();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await nav.getByRole('link', { name: 'Časomíry' }).click();
  await expect(page).toHaveURL(/\/evidence\/casomiry$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Tmavý režim' }).click();
    await page.screenshot({ path: `${SHOTS}/header-admin-1366-${theme}.png`, clip: { x: 0, y: 0, width: 1366, height: 160 } });
  }
  await expectAccessible(page);
});

test('the evidence header is compact on a phone, its menu behind one button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'admin@stopa.local');
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('heading', { name: 'Členové', level: 1 })).toBeVisible();
  const header = page.locator('header.site-header');
  expect((await header.boundingBox())?.height ?? 999).toBeLessThan(80);
  const nav = page.getByRole('navigation', { name: 'Evidence' });
  await expect(nav).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/header-390-light.png` });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Kluby', exact: true })).toBeVisible();
  await expect(page.getByLabel('Aktivní role')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/header-390-menu-light.png`, clip: { x: 0, y: 0, width: 390, height: 480 } });
  await page.getByRole('button', { name: 'Tmavý režim' }).click();
  await page.screenshot({ path: `${SHOTS}/header-390-menu-dark.png`, clip: { x: 0, y: 0, width: 390, height: 480 } });
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Kluby', exact: true }).click();
  await expect(page).toHaveURL(/\/evidence\/kluby$/);
  await expect(nav).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/header-390-dark.png` });
});

test('the no-access page sends a visitor to log in and back', async ({ page }) => {
  await page.goto('/pristup-odepren?redirect=/evidence/clenove');
  await expect(page.getByRole('heading', { name: 'Musíte se přihlásit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přihlásit se' }).last()).toHaveAttribute('href', '/prihlaseni?redirect=%2Fevidence%2Fclenove');
  await expect(page.getByRole('link', { name: 'Na úvod evidence' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/pristup-odepren-prihlaseni.png`, fullPage: true });
  await page.getByRole('link', { name: 'Přihlásit se' }).last().click();
  await page.getByLabel('E-mail').fill('admin@stopa.local');
  await page.getByLabel('Heslo').fill(process.env.STOPA_DEMO_PASSWORD ?? 'stopa-demo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
});

test('an identity that may not open a page is named and offered the account’s others', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  const club = (await page.getByLabel('Aktivní role').locator('option:checked').textContent()) ?? '';
  expect(club).toMatch(/^Klub: /);

  // The served page names the identity and offers the member identity of the account.
  await page.goto('/pristup-odepren?redirect=/evidence/cisteni-dat');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await expect(page.getByText(`V roli „${club}“ tuto stránku otevřít nemůžete.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Přepnout na Člen: / })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/pristup-odepren-role.png`, fullPage: true });

  // In place: the club data cleanup refuses the club identity.
  await page.goto('/evidence/cisteni-dat');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await expect(page.getByText(`V roli „${club}“ tuto stránku otevřít nemůžete.`)).toBeVisible();

  // As the member, the member list is refused; switching back to the club opens it right there.
  const person = await page.getByLabel('Aktivní role').locator('option', { hasText: 'Člen:' }).getAttribute('value');
  await page.getByLabel('Aktivní role').selectOption(person ?? '');
  await expect(page).toHaveURL(/\/informace-o-clenovi$/);
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pristup-odepren-v-miste.png`, fullPage: true });
  await page.getByRole('button', { name: `Přepnout na ${club}` }).click();
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await expect(page.getByRole('heading', { name: 'Členové', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Aktivní role').locator('option:checked')).toHaveText(club);
});
