import { expect, type Page, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loginDemo, logout } from './racing-support';
import { expectAccessible, screenshot } from './support';

// Feedback and release notes: a club's manager reports a bug from the members page through the
// header's "Nahlásit problém" (the page filled in, a screenshot attached) and sees the report;
// Admin moves it to "Řeší svaz" with a comment and then to "Vyřešeno"; the reporter gets an
// e-mail about each change and reads the history. Admin adds a release note; the club's manager
// sees the count of unread notes in the menu, reads the note marked "Nové", and on the next
// visit the count is gone. Admin deletes the note again.

const REPORTER = 'klub@stopa.local';

/** An RFC 2047 header value ("=?utf-8?b?…?=" words, folded) as text; adjacent encoded words are
 * joined before decoding, as a character may be split between them. */
function decodeHeader(value: string): string {
  const unfolded = value.replace(/\r?\n[ \t]+/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  const parts: Buffer[] = [];
  let rest = unfolded;
  for (;;) {
    const match = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/.exec(rest);
    if (!match) break;
    parts.push(Buffer.from(rest.slice(0, match.index), 'utf8'));
    const [, encoding = 'B', text = ''] = match;
    parts.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'),
    );
    rest = rest.slice(match.index + match[0].length);
  }
  parts.push(Buffer.from(rest, 'utf8'));
  return Buffer.concat(parts).toString('utf8');
}

/** The subjects of the e-mails in the worker's outbox sent to `to`. */
function subjectsTo(to: string): string[] {
  const outbox = process.env.STOPA_E2E_OUTBOX;
  if (!outbox) throw new Error('STOPA_E2E_OUTBOX is not set');
  const subjects: string[] = [];
  for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml'))) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    const [head = ''] = raw.split(/\r?\n\r?\n/);
    if (!new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'im').test(head)) continue;
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1];
    if (subject !== undefined) subjects.push(decodeHeader(subject));
  }
  return subjects;
}

/** The evidence menu and its "Další". */
function evidenceNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Evidence' });
  return { nav, more: nav.getByRole('button', { name: /^Další/ }), releaseNotes: nav.getByRole('link', { name: /^Seznam vydání/ }) };
}

test('a club reports a bug, Admin resolves it, the club is told; a release note is read once', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const summary = `Seznam členů se neseřadí podle příjmení (e2e ${stamp})`;
  const version = `e2e-${stamp}`;

  // The reporter on the members page opens "Nahlásit problém": the page is filled in.
  await loginDemo(page, REPORTER);
  await page.goto('/evidence/clenove');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const screenshotPng = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 360 } });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nahlásit problém' }).click();
  await expect(page).toHaveURL(/\/evidence\/zpetna-vazba\/nahlasit\?stranka=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nahlásit problém nebo návrh' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nahlásit problém nebo návrh' });
  await expect(form.getByLabel('Stránka')).toHaveValue(/^\/evidence\/clenove/);
  await expect(form.getByRole('radio', { name: 'Chyba' })).toBeChecked();
  await expect(form.getByText(/^Prohlížeč: Mozilla\/5\.0/)).toBeVisible();

  // Sending without a description is refused in Czech; a file of another type is not attached.
  await form.getByRole('button', { name: 'Odeslat hlášení' }).click();
  await expect(form.getByText('Toto pole je povinné')).toBeVisible();
  await form.getByLabel('Snímek obrazovky').setInputFiles({ name: 'zprava.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(form.getByText('Soubor zprava.pdf nemá povolený formát. Povolené formáty: PNG, JPG, JPEG, WEBP.')).toBeVisible();

  await form.getByRole('radio', { name: 'Chyba' }).check();
  await form.getByLabel('Popis').fill(`${summary}\n\nKroky:\n1. Otevřít Členové.\n2. Kliknout na sloupec Příjmení.\n\nOčekávám: abecední pořadí.`);
  await form.getByLabel('Snímek obrazovky').setInputFiles({ name: 'snimek.png', mimeType: 'image/png', buffer: screenshotPng });
  await expect(form.getByText(/^Připojený snímek: snimek\.png/)).toBeVisible();
  await expect(form.getByRole('img', { name: 'Náhled připojeného snímku' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'zpetna-vazba-nahlasit');
  await form.getByRole('button', { name: 'Odeslat hlášení' }).click();

  // The new report: its page, a thank-you, everything as sent.
  await expect(page).toHaveURL(/\/evidence\/zpetna-vazba\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  const detailUrl = page.url();
  await expect(page.getByText('Hlášení bylo odesláno. Děkujeme.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Hlášení č. ${id}` })).toBeVisible();
  const report = page.locator('.feedback-report');
  await expect(report.locator('.feedback-facts')).toContainText('Chyba');
  await expect(page.locator('.feedback-detail-head .badge')).toHaveText('Přijato');
  await expect(report.locator('.feedback-facts')).toContainText('Karel Klubový');
  await expect(report.getByRole('link', { name: /^\/evidence\/clenove/ })).toHaveAttribute('href', /^\/evidence\/clenove/);
  // The description keeps its lines (plain text, never HTML).
  expect(await report.locator('.feedback-text').first().innerText()).toContain('Kroky:\n1. Otevřít Členové.');
  const image = report.getByRole('img', { name: `Snímek obrazovky k hlášení č. ${id}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.flash')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
  await screenshot(page, 'zpetna-vazba-hlaseni');
  await logout(page);

  // Admin finds it in every account's reports and moves it on, with a comment and without one.
  await loginDemo(page, 'admin@stopa.local');
  await page.goto('/evidence/zpetna-vazba?status=RECEIVED');
  const row = page.locator('.feedback-table tbody tr').filter({ hasText: summary });
  await expect(row).toContainText('Karel Klubový');
  await expect(row.locator('.badge')).toHaveText('Přijato');
  await expect(page.getByLabel('Jen moje')).not.toBeChecked();
  await screenshot(page, 'zpetna-vazba-seznam');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(detailUrl);
  const change = page.getByRole('form', { name: 'Odpovědět nebo změnit stav' });
  await change.getByLabel('Nový stav').selectOption({ label: 'Řeší svaz' });
  await change.getByLabel('Komentář').fill('Děkujeme, chybu jsme předali k opravě.');
  await change.getByRole('button', { name: 'Změnit stav' }).click();
  await expect(page.locator('.feedback-detail-head .badge')).toHaveText('Řeší svaz');
  const history = page.getByRole('region', { name: 'Historie' });
  await expect(history).toContainText('Změna stavu: Přijato → Řeší svaz');
  await expect(history).toContainText('Děkujeme, chybu jsme předali k opravě.');
  await change.getByLabel('Nový stav').selectOption({ label: 'Vyřešeno' });
  await change.getByRole('button', { name: 'Změnit stav' }).click();
  await expect(page.locator('.feedback-detail-head .badge')).toHaveText('Vyřešeno');
  await expect(history).toContainText('Změna stavu: Řeší svaz → Vyřešeno');
  await expect(page.locator('.flash')).toHaveCount(0, { timeout: 15_000 });
  await screenshot(page, 'zpetna-vazba-vyreseno');

  // Admin adds a release note.
  await page.goto('/evidence/seznam-vydani');
  await page.getByRole('button', { name: 'Přidat vydání' }).click();
  const noteForm = page.getByRole('form', { name: 'Nové vydání' });
  await expect(noteForm.getByText(/Podporuje Markdown/)).toBeVisible();
  await noteForm.getByLabel('Verze').fill(version);
  await noteForm.getByLabel('Text').fill('## Novinky\n\n- Hlášení mají **snímek obrazovky**.\n- Seznam vydání ukazuje nová vydání.');
  await noteForm.getByRole('button', { name: 'Přidat vydání' }).click();
  await expect(page.getByText(`Vydání ${version} bylo přidáno.`)).toBeVisible();
  const adminNote = page.getByRole('article', { name: version });
  await expect(adminNote.locator('strong')).toHaveText('snímek obrazovky');
  await logout(page);

  // The reporter got an e-mail about each change and reads the history.
  await expect.poll(() => subjectsTo(REPORTER), { timeout: 30_000 }).toEqual(
    expect.arrayContaining([`SLČR – hlášení č. ${id}: Řeší svaz`, `SLČR – hlášení č. ${id}: Vyřešeno`]),
  );
  await loginDemo(page, REPORTER);
  await page.goto('/evidence/zpetna-vazba');
  await expect(page.locator('.feedback-table tbody tr').filter({ hasText: summary }).locator('.badge')).toHaveText('Vyřešeno');
  await page.goto(detailUrl);
  await expect(page.getByRole('region', { name: 'Historie' })).toContainText('Změna stavu: Přijato → Řeší svaz');
  await expect(page.getByRole('region', { name: 'Historie' })).toContainText('Děkujeme, chybu jsme předali k opravě.');
  await expect(page.getByRole('region', { name: 'Historie' })).toContainText('Změna stavu: Řeší svaz → Vyřešeno');
  await screenshot(page, 'zpetna-vazba-historie');

  // The menu counts the unread note; the page marks it "Nové" and then read.
  const menu = evidenceNav(page);
  await expect(menu.more.locator('.nav-badge')).toBeVisible();
  await menu.more.click();
  await expect(menu.releaseNotes.locator('.nav-badge')).toBeVisible();
  await screenshot(page, 'seznam-vydani-menu', { fullPage: false });
  await menu.releaseNotes.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seznam vydání' })).toBeVisible();
  const note = page.getByRole('article', { name: version });
  await expect(note.getByText('Nové', { exact: true })).toBeVisible();
  await expect(note).toContainText('Hlášení mají snímek obrazovky.');
  await expect(page.getByRole('button', { name: 'Přidat vydání' })).toHaveCount(0);
  await expect(menu.more.locator('.nav-badge')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'seznam-vydani');
  await page.reload();
  await expect(page.getByRole('article', { name: version })).toBeVisible();
  await expect(page.getByRole('article', { name: version }).getByText('Nové', { exact: true })).toHaveCount(0);
  await expect(menu.more.locator('.nav-badge')).toHaveCount(0);
  await menu.more.click();
  await expect(menu.releaseNotes.locator('.nav-badge')).toHaveCount(0);
  await logout(page);

  // Admin deletes the note again, after a question.
  await loginDemo(page, 'admin@stopa.local');
  await page.goto('/evidence/seznam-vydani');
  await page.getByRole('button', { name: `Smazat vydání ${version}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByText(`Vydání ${version} bylo smazáno.`)).toBeVisible();
  await expect(page.getByRole('article', { name: version })).toHaveCount(0);
});
