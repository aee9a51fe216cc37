import { expect, test } from '@playwright/test';
import { loginDemo } from './racing-support';
import { screenshot } from './support';

// Issue 31's journey of the content area: Admin publishes an article with a main image and its
// SEO fields in the builder; a visitor finds it on the home page and opens it; crawlers find it in
// the sitemap; and the HTML the server sends carries its SEO title, description and Open Graph
// tags (a link preview reads them without running the app). The article is deleted at the end.

const ADMIN = 'admin@stopa.local';

test('an article published with its SEO fields is on the home page, in the sitemap and in the served head', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const title = `Mistrovství republiky ${run}`;
  const slug = `mcr-${run}`;
  await loginDemo(page, ADMIN);
  // A real photo-sized picture to upload: a screenshot of the app.
  await page.setViewportSize({ width: 1280, height: 720 });
  const picture = await page.screenshot({ type: 'png' });

  await page.goto('/evidence/obsah/clanky');
  await page.getByRole('link', { name: 'Nový článek' }).click();
  await page.getByLabel('Název', { exact: true }).fill(title);
  await page.getByLabel('Perex (nepovinné)').fill('Výsledky a ohlasy z mistrovství republiky v běhu na lyžích.');
  await page.getByLabel('Autor (nepovinné)').fill('Tisková služba SLČR');
  await page.getByRole('textbox', { name: 'Text článku' }).fill('Mistrovství proběhlo za krásného počasí.\n\n::tlacitko[Výsledky](/kalendar-a-vysledky?view=vysledky)\n');

  await page.getByRole('button', { name: 'Nastavení' }).click();
  await page.getByLabel('Hlavní obrázek: nahrát obrázek').setInputFiles({ name: 'mcr.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: /Hlavní obrázek/ })).toHaveAttribute('srcset', /1280w/);
  await page.getByLabel('Aktivní', { exact: true }).check();
  // Published two hours ago (in Prague's time or the browser's, it is past): the newest news.
  const published = new Date(Date.now() - 2 * 3600_000).toLocaleString('sv-SE', { timeZone: 'Europe/Prague' }).slice(0, 16).replace(' ', 'T');
  await page.getByLabel('Datum a čas zveřejnění (nepovinné)').fill(published);

  await page.getByRole('button', { name: 'SEO' }).click();
  await page.getByLabel('Adresa (část URL) (nepovinné)').fill(slug);
  await page.getByLabel('SEO titulek (nepovinné)').fill(`MČR ${run} – výsledky`);
  await page.getByLabel('SEO popis (nepovinné)').fill('Kdo vyhrál mistrovství republiky a jak se jelo.');
  await page.getByLabel('Titulek pro sociální sítě (og:title) (nepovinné)').fill(`Mistrovství ${run} živě`);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Článek „${title}“ byl uložen.` })).toBeVisible();
  await screenshot(page, 'content-article-seo-saved');

  // A visitor finds it on the home page and opens it.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const card = visitor.locator('.home-news .article-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('width', '1280');
  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/aktuality/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(`MČR ${run} – výsledky – SLČR`);
  await expect(visitor.getByRole('link', { name: 'Výsledky' }).last()).toHaveClass(/button/);
  await screenshot(visitor, 'content-article-seo-public');
  await visitor.close();

  // Crawlers: the sitemap's index names the content sitemap, which lists the article.
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/obsah.xml</loc>');
  const listed = await (await request.get('/sitemaps/obsah.xml')).text();
  expect(listed).toContain(`/aktuality/${slug}</loc>`);

  // The served HTML, before any script runs: the SEO head and the article itself.
  const served = await request.get(`/aktuality/${slug}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(`<title>MČR ${run} – výsledky – SLČR</title>`);
  expect(html).toContain('<meta name="description" content="Kdo vyhrál mistrovství republiky a jak se jelo.">');
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain(`<meta property="og:title" content="Mistrovství ${run} živě">`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/obrazky\/[0-9a-f-]+\/1280\.webp">/);
  expect(html).toContain('<meta property="og:image:width" content="1280">');
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain(`<h1>${title}</h1>`);
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  const served_image = await request.get(new URL(image).pathname);
  expect(served_image.headers()['content-type']).toBe('image/webp');

  // Deleted, it is gone from the public web.
  await page.getByRole('button', { name: 'Smazat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Smazat článek' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(page).toHaveURL(/\/evidence\/obsah\/clanky$/);
  expect((await request.get(`/aktuality/${slug}`)).status()).toBe(404);
});
