import { expect, test } from '@playwright/test';
import { screenshot } from './support';

// The public front (issue 29): pages that arrive with their content and head (readable without
// JavaScript, by crawlers and link previews), the app taking over without asking again, and a
// parent on a phone who finds last weekend's results from the calendar.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages arrive with their content and their head', async ({ page }) => {
    await page.goto('/kalendar-a-vysledky?view=vysledky');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendář závodů' })).toBeVisible();
    await expect(page).toHaveTitle('Výsledky závodů – SLČR');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Výsledky závodů – SLČR');
    const resultsLink = page.locator('.calendar-event').first().getByRole('link', { name: 'Výsledky' });
    await expect(resultsLink).toBeVisible();
    await screenshot(page, 'verejne-bez-js-vysledky');
    await resultsLink.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Výsledky' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kalendar-a-vysledky\/\d+\/vysledky$/);
    await page.goto('/kluby');
    await expect(page.getByRole('heading', { level: 1, name: 'Kluby' })).toBeVisible();
    await page.locator('.club-list a').first().click();
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /lyžařský klub/);
    // The club's page as the app draws it: its tabs, and its members' table.
    await expect(page.getByRole('link', { name: /^Členové klubu \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: /^Členové klubu / })).toBeVisible();
  });
});

test('the app takes over a served page without asking for its data again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const operation = request.headers()['x-gql-operation'];
    if (operation) asked.push(operation);
  });
  await page.goto('/kalendar-a-vysledky');
  // The filters are the app's own: it has taken over.
  await expect(page.getByRole('combobox', { name: 'Úsek' })).toBeVisible();
  await expect(page.locator('.calendar-event').first()).toBeVisible();
  expect(asked).not.toContain('PublicCalendar');
  expect(asked).not.toContain('CalendarCodebooks');
  // Moving on asks as usual.
  await page.getByRole('link', { name: 'Proběhlé' }).click();
  await expect(page).toHaveURL(/view=probehle/);
  await expect.poll(() => asked.filter((name) => name === 'PublicCalendar').length).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a parent finds last weekend’s result list from the calendar and opens the child’s page', async ({ page }) => {
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/kalendar-a-vysledky');
    await page.getByRole('link', { name: 'Výsledky', exact: true }).first().click();
    await expect(page).toHaveURL(/view=vysledky/);
    await expect(page.getByRole('link', { name: 'Výsledky', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Nadcházející' })).not.toHaveAttribute('aria-current', 'page');
    const first = page.locator('.calendar-event').first();
    await expect(first).toBeVisible();
    await noSideScroll();
    await screenshot(page, 'telefon-kalendar-vysledky');
    await first.getByRole('link', { name: 'Výsledky' }).click();
    await expect(page).toHaveURL(/\/kalendar-a-vysledky\/\d+\/vysledky$/);
    const race = page.locator('details.public-result-race').first();
    await race.locator('summary').click();
    const athlete = race.locator('.result-name a').first();
    await expect(athlete).toBeVisible();
    await noSideScroll();
    await screenshot(page, 'telefon-vysledkova-listina');
    const name = (await athlete.textContent())?.trim() ?? '';
    await athlete.click();
    await expect(page).toHaveURL(/\/clenove\/\d+\/[a-z0-9-]+$/);
    const [lastName = '', firstName = ''] = name.split(' ');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName);
    await noSideScroll();
    await screenshot(page, 'telefon-clen');
  });

  test('the next event’s page and its entry list read on a phone without scrolling sideways', async ({ page }) => {
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/kalendar-a-vysledky');
    await page.locator('.calendar-event h3 a').first().click();
    await expect(page).toHaveURL(/\/kalendar-a-vysledky\/\d+\/informace-o-zavode$/);
    await expect(page.getByRole('heading', { name: 'Závody', level: 2 })).toBeVisible();
    await noSideScroll();
    await screenshot(page, 'telefon-zavod');
    await page.getByRole('link', { name: 'Seznam přihlášených' }).click();
    await expect(page).toHaveURL(/\/seznam-prihlasenych$/);
    await expect(page.getByRole('heading', { name: 'Přihlášení závodníci', level: 2 })).toBeVisible();
    await expect(page.getByText('Načítám...')).toHaveCount(0);
    await noSideScroll();
    await screenshot(page, 'telefon-prihlaseni');
  });
});
