import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot } from './support';

// The public content area (issue 31): the news on the home page and at /aktuality, an article,
// and a page of the page builder, as a clerk sees them at the desk and a parent on a phone.

test('a clerk at the desk finds the news in a header that keeps to one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
  const tops = await nav.locator(':scope > *').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Aktuality' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nejbližší závody' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nejnovější výsledky' })).toBeVisible();
  await expect(page.locator('.home-results .calendar-event h3 a').first()).toHaveAttribute('href', /\/kalendar-a-vysledky\/\d+\/vysledky$/);
  await expectAccessible(page);
  await screenshot(page, 'uvod-aktuality');

  await nav.getByRole('link', { name: 'Aktuality' }).click();
  await expect(page).toHaveURL(/\/aktuality$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuality' })).toBeVisible();
  await expect(page).toHaveTitle('Aktuality – SLČR');
  // Every picture keeps its place before it loads; only the first one is not lazy.
  const images = page.locator('.article-card img');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('srcset', /320w/);
  }
  await expectAccessible(page);
  await screenshot(page, 'aktuality');

  await page.getByRole('link', { name: 'Zahájení závodní sezóny 2026/27' }).click();
  await expect(page).toHaveURL(/\/aktuality\/zahajeni-zavodni-sezony$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahájení závodní sezóny 2026/27' })).toBeVisible();
  await expect(page.locator('.article-meta time')).toHaveText(/\d+\. \p{L}+ \d{4}/u);
  await expect(page.locator('.rich-text')).not.toBeEmpty();
  await expectAccessible(page);
  await screenshot(page, 'clanek');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a parent reads the latest news from the home page and the federation’s page', async ({ page }) => {
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/');
    const card = page.locator('.home-news .article-card').first();
    await expect(card).toBeVisible();
    const title = (await card.locator('.article-card-title').textContent())?.trim() ?? '';
    await noSideScroll();
    await screenshot(page, 'telefon-uvod');
    // The whole card opens the article.
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await noSideScroll();
    await screenshot(page, 'telefon-clanek');

    await page.goto('/stranky/o-svazu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.person-phone a').first()).toHaveAttribute('href', /^tel:\+?\d+$/);
    await noSideScroll();
    await expectAccessible(page);
    await screenshot(page, 'telefon-stranka');

    await page.goto('/stranky/neexistuje');
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  });
});
