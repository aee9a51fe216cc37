import { type Locator, type Page, expect, test } from '@playwright/test';
import { loginDemo } from './racing-support';
import { evidenceLink, expectAccessible, screenshot } from './support';

// The page builder of the content area: Admin opens "Obsah webu" from the menu, writes a new
// page with a hero, a rich text (a link put in by the toolbar's dialog, refused first without
// a valid address) and a feature section, moves the text up by the keyboard's "Posunout
// nahoru" and the feature section onto the hero by drag and drop, deletes it after the question
// (going back once first), saves, and after a reload reads the page back in its order. The page
// is deleted again at the end.

const ADMIN = 'admin@stopa.local';

/** The headings of the builder's sections, in order ("1. Text"). */
function sectionHeadings(page: Page): Locator {
  return page.locator('.content-section-title');
}

/** A section of the builder by its heading. */
function section(page: Page, heading: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

test('Admin builds a page of sections, reorders them, deletes one and reads it back', async ({ page }) => {
  const run = Date.now().toString(36);
  const title = `Zkušební stránka ${run}`;
  await loginDemo(page, ADMIN);

  await (await evidenceLink(page, 'Obsah webu')).click();
  await expect(page.getByRole('heading', { name: 'Obsah webu', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Obsah webu' }).getByRole('link', { name: 'Stránky' }).click();
  await page.getByRole('link', { name: 'Nová stránka' }).click();
  await expect(page.getByRole('heading', { name: 'Nová stránka', level: 1 })).toBeVisible();

  await page.getByLabel('Název', { exact: true }).fill(title);
  await expect(page.getByText(`/stranky/zkusebni-stranka-${run}`)).toBeVisible();

  // Three sections, each at the end.
  await page.getByRole('button', { name: 'Přidat sekci Úvodní pás' }).click();
  await page.getByRole('button', { name: 'Přidat sekci Text' }).click();
  await page.getByRole('button', { name: 'Přidat sekci Přednosti' }).click();
  await expect(sectionHeadings(page)).toHaveText(['1. Úvodní pás', '2. Text', '3. Přednosti']);

  const hero = section(page, '1. Úvodní pás');
  await hero.getByLabel('Nadpis', { exact: true }).fill('Vítejte u svazu');
  await hero.getByLabel('Podnadpis (nepovinné)').fill('Lyžování pro všechny');

  // The rich text: a link through the toolbar's dialog, refused first without a valid address.
  const text = section(page, '2. Text');
  const source = text.getByLabel('Text', { exact: true });
  await source.fill('Přihlášky posílejte do konce ledna.');
  await text.getByRole('button', { name: 'Odkaz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vložit odkaz' });
  await dialog.getByLabel('Text odkazu').fill('Kalendář závodů');
  await dialog.getByLabel('Adresa URL').fill('kalendar');
  await dialog.getByRole('button', { name: 'Vložit' }).click();
  await expect(dialog.getByText('Zadejte platnou adresu URL.')).toBeVisible();
  await dialog.getByLabel('Adresa URL').fill('/kalendar-a-vysledky');
  await dialog.getByRole('button', { name: 'Vložit' }).click();
  await expect(dialog).toBeHidden();
  await expect(source).toHaveValue('Přihlášky posílejte do konce ledna. [Kalendář závodů](/kalendar-a-vysledky)');
  await text.getByRole('button', { name: 'Náhled' }).click();
  await expect(text.getByRole('region', { name: 'Náhled textu' }).getByRole('link', { name: 'Kalendář závodů' })).toBeVisible();

  await section(page, '3. Přednosti').getByLabel('Nadpis', { exact: true }).fill('Co nabízíme');
  await section(page, '3. Přednosti').getByLabel('Název', { exact: true }).fill('Trenéři');

  // The keyboard way: the text goes up, and the focus stays with it (on "dolů" at the top).
  await page.getByRole('button', { name: 'Posunout nahoru: sekce 2 (Text)' }).click();
  await expect(sectionHeadings(page)).toHaveText(['1. Text', '2. Úvodní pás', '3. Přednosti']);
  await expect(page.getByRole('button', { name: 'Posunout dolů: sekce 1 (Text)' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Posunout nahoru: sekce 1 (Text)' })).toBeDisabled();

  // Drag and drop: the feature section dropped on the hero takes its place.
  await section(page, '3. Přednosti').locator('.content-section-header').dragTo(section(page, '2. Úvodní pás'));
  await expect(sectionHeadings(page)).toHaveText(['1. Text', '2. Přednosti', '3. Úvodní pás']);
  await screenshot(page, 'content-admin-page-builder');
  await expectAccessible(page);

  // Deleting asks first: going back keeps the section, confirming deletes it.
  await page.getByRole('button', { name: 'Smazat sekce 2 (Přednosti)' }).click();
  const question = page.getByRole('dialog', { name: 'Smazat sekci' });
  await expect(question).toContainText('Opravdu smazat sekci „Přednosti“ (sekce 2)?');
  await question.getByRole('button', { name: 'Zpět' }).click();
  await expect(sectionHeadings(page)).toHaveText(['1. Text', '2. Přednosti', '3. Úvodní pás']);
  await page.getByRole('button', { name: 'Smazat sekce 2 (Přednosti)' }).click();
  await question.getByRole('button', { name: 'Smazat' }).click();
  await expect(sectionHeadings(page)).toHaveText(['1. Text', '2. Úvodní pás']);

  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Stránka „${title}“ byla uložena.` })).toBeVisible();
  await expect(page).toHaveURL(/\/evidence\/obsah\/stranky\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Read back after a reload: the order, the fields and the text as saved.
  await page.reload();
  await expect(sectionHeadings(page)).toHaveText(['1. Text', '2. Úvodní pás']);
  await expect(section(page, '1. Text').getByLabel('Text', { exact: true })).toHaveValue('Přihlášky posílejte do konce ledna. [Kalendář závodů](/kalendar-a-vysledky)');
  await expect(section(page, '2. Úvodní pás').getByLabel('Nadpis', { exact: true })).toHaveValue('Vítejte u svazu');
  await expect(section(page, '2. Úvodní pás').getByLabel('Podnadpis (nepovinné)')).toHaveValue('Lyžování pro všechny');
  await expect(page.getByLabel('Aktivní (stránka je na webu)')).toBeChecked();
  await screenshot(page, 'content-admin-page-saved');

  // The list shows it; it is deleted again (after the question).
  await page.getByRole('link', { name: 'Zpět na stránky' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Smazat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Smazat stránku' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(page).toHaveURL(/\/evidence\/obsah\/stranky$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('the content area is Admin’s: a club’s manager has no menu item and no access', async ({ page }) => {
  await loginDemo(page, 'klub@stopa.local');
  await page.goto('/evidence/prehled');
  const nav = page.getByRole('navigation', { name: 'Evidence' });
  await expect(nav.getByRole('link', { name: 'Přehled' })).toBeVisible();
  const more = nav.getByRole('button', { name: 'Další' });
  if ((await more.count()) > 0) await more.click();
  await expect(nav.getByRole('link', { name: 'Zpětná vazba' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Obsah webu' })).toHaveCount(0);
  await page.goto('/evidence/obsah/stranky/nova');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await page.goto('/evidence/obsah/clanky');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
});

test('Admin writes an article over the builder’s tabs, is sent to the refused field’s tab, and deletes it', async ({ page }) => {
  const run = Date.now().toString(36);
  const title = `Zkušební článek ${run}`;
  await loginDemo(page, ADMIN);
  await page.goto('/evidence/obsah/clanky');
  await page.getByRole('link', { name: 'Nový článek' }).click();
  await expect(page.getByRole('heading', { name: 'Nový článek', level: 1 })).toBeVisible();

  await page.getByLabel('Název', { exact: true }).fill(title);
  await page.getByLabel('Perex (nepovinné)').fill('Krátký úvod zkušebního článku.');
  await page.getByLabel('Autor (nepovinné)').fill('Sekretariát SLČR');
  const body = page.getByRole('textbox', { name: 'Text článku' });
  await body.fill('Sestřih z loňské sezóny:');

  // The video dialog refuses an address that is no YouTube or Vimeo video.
  await page.getByRole('toolbar', { name: 'Vložit do textu' }).getByRole('button', { name: 'Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vložit video' });
  await dialog.getByLabel('Adresa videa').fill('https://www.szlcr.cz/video');
  await dialog.getByRole('button', { name: 'Vložit' }).click();
  await expect(dialog.getByText('Zadejte platnou adresu videa (YouTube nebo Vimeo).')).toBeVisible();
  await dialog.getByLabel('Adresa videa').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Vložit' }).click();
  await expect(body).toHaveValue('Sestřih z loňské sezóny:\n\n::video(https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n');

  // Active without a time is refused by the server: the builder opens "Nastavení" at the field.
  await page.getByRole('button', { name: 'Nastavení' }).click();
  await page.getByLabel('Aktivní', { exact: true }).check();
  await page.getByRole('button', { name: 'SEO' }).click();
  await expect(page.getByText(`/aktuality/zkusebni-clanek-${run}`)).toBeVisible();
  await page.getByRole('button', { name: 'Uložit' }).click();
  const publishedAt = page.getByLabel('Datum a čas zveřejnění (nepovinné)');
  await expect(publishedAt).toBeFocused();
  await expect(page.getByText('Aktivní článek potřebuje datum zveřejnění')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nastavení (obsahuje chyby)' })).toHaveAttribute('aria-current', 'page');
  await screenshot(page, 'content-admin-article-refused');

  await publishedAt.fill('2026-01-15T09:30');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Článek „${title}“ byl uložen.` })).toBeVisible();
  await expect(page).toHaveURL(/\/evidence\/obsah\/clanky\/\d+\/nastaveni$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toContainText('Veřejný');
  await page.getByRole('link', { name: 'Základní' }).click();
  await expect(page).toHaveURL(/\/zakladni$/);
  await expect(page.getByRole('textbox', { name: 'Text článku' })).toHaveValue(/::video\(https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ\)/);
  await expectAccessible(page);

  // The library finds it; it is deleted after the question.
  await page.getByRole('link', { name: 'Zpět na články' }).click();
  await page.getByLabel('Hledat článek').fill(run);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('15. 1. 2026 9:30');
  await expect(row).toContainText('Veřejný');
  await row.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Smazat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Smazat článek' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(page).toHaveURL(/\/evidence\/obsah\/clanky$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
