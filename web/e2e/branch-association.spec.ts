import { type Page, expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loginDemo, logout } from './racing-support';
import { evidenceLink, expectAccessible, screenshot } from './support';

// A basic-skiing branch association (pobočný spolek základního lyžování): the public sends the
// application (a name without "SLČR" is refused by § 228 first), the chair confirms it from the
// e-mailed link, the region's staff read it, Admin approves it with a code and the chair's
// e-mail leads to the page of the next steps.

/** Letters only: the names and the club code of one run. */
function randomLetters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** The text of an e-mail body as the worker wrote it: quoted-printable or base64. */
function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/^Content-Transfer-Encoding:\s*base64/im.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** An e-mail in the worker's outbox to `to` that holds `containing`, decoded. */
async function waitForMailWith(to: string, containing: string): Promise<string> {
  const outbox = process.env.STOPA_E2E_OUTBOX;
  if (!outbox) throw new Error('STOPA_E2E_OUTBOX is not set');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml'))) {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      const text = decodeBody(raw);
      if (text.includes(containing)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} with ${containing} in ${outbox}`);
}

/** The path and query of a link of an e-mail that starts with `prefix`. */
function linkIn(mail: string, prefix: string): string {
  const link = new RegExp(`http://[^\\s]+${prefix.replace(/[?]/g, '\\?')}[A-Za-z0-9_-]*`).exec(mail)?.[0];
  expect(link, `a link ${prefix} in the e-mail`).toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

async function fillApplication(page: Page, application: { name: string; chairEmail: string; run: string }): Promise<void> {
  await page.getByLabel('Název pobočného spolku').fill(application.name);
  await page.getByLabel('Alpské lyžování', { exact: true }).check();
  await page.getByLabel('Ulice a číslo').fill('Jizerka 12');
  await page.getByLabel('Obec').fill('Kořenov');
  await page.getByLabel('PSČ').fill('468 49');
  await page.getByLabel('Kraj').selectOption({ label: 'Liberecký kraj' });
  await page.getByLabel('E-mail spolku').fill(`skola-${application.run}@spolek.test`);
  await page.getByLabel('Telefon spolku').fill('+420 485 000 111');
  await page.getByLabel('Web').fill(`www.skola-${application.run}.cz`);
  await page.getByLabel('Jméno', { exact: true }).fill('Jana');
  await page.getByLabel('Příjmení').fill('Horská');
  await page.getByLabel('E-mail předsedy').fill(application.chairEmail);
  await page.getByLabel('Telefon předsedy').fill('777 000 222');
  await page.getByLabel('Očekávaný počet členů').fill('120');
  await page.getByLabel('Počet kvalifikovaných instruktorů').fill('8');
  await page.getByLabel('Popis činnosti').fill('Lyžařská škola pro děti a dospělé, školní lyžařské kurzy v Jizerských horách.');
}

test('a branch association applies, the chair confirms the e-mail, Admin approves it and the chair reads the next steps', async ({ page }) => {
  test.setTimeout(120_000);
  const run = randomLetters(6);
  const title = `${run.charAt(0).toUpperCase()}${run.slice(1)}`;
  const chairEmail = `predseda-${run}@spolek.test`;
  const name = `Lyžařská škola ${title}, pobočný spolek SLČR`;
  const code = `X${randomLetters(3).toUpperCase()}`;

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pobočný spolek základního lyžování' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pobočný spolek základního lyžování' })).toBeVisible();
  await expect(page.getByText('§ 228 občanského zákoníku')).toBeVisible();
  await expect(page.getByText('přijímá stanovy Svazu lyžařů České republiky')).toBeVisible();

  // A name without the main association's name: the server refuses it by § 228.
  await fillApplication(page, { name: `Lyžařská škola ${title}`, chairEmail, run });
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByText('Bez souhlasu nelze žádost odeslat.')).toBeVisible();
  await page.getByLabel('Souhlasím s uvedeným prohlášením').check();
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByText('Název pobočného spolku musí obsahovat název hlavního spolku (Svaz lyžařů České republiky nebo SLČR).')).toBeVisible();
  await expect(page.getByLabel('Název pobočného spolku')).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, 'pobocny-spolek-chyba-nazvu');

  await page.getByLabel('Název pobočného spolku').fill(name);
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost odeslána' })).toBeVisible();
  await expect(page).toHaveURL(/\/pobocny-spolek-zakladniho-lyzovani\/zadost-odeslana\?email=/);
  await expect(page.getByText(chairEmail)).toBeVisible();
  await expect(page.getByText('Odkaz platí 48 hodin.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'pobocny-spolek-odeslana');

  // The chair opens the e-mailed link; a second click finds it confirmed already.
  const confirmation = await waitForMailWith(chairEmail, '/pobocny-spolek-zakladniho-lyzovani/v-poradku?token=');
  expect(confirmation).toContain(name);
  const confirmLink = linkIn(confirmation, '/pobocny-spolek-zakladniho-lyzovani/v-poradku?token=');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'E-mail ověřen – žádost je v pořádku' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'pobocny-spolek-v-poradku');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Žádost už je potvrzená' })).toBeVisible();
  await page.goto('/pobocny-spolek-zakladniho-lyzovani/v-poradku?token=neplatny');
  await expect(page.getByText('Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vyplnit žádost znovu' })).toBeVisible();

  // The region's staff read the application but do not decide it.
  await loginDemo(page, 'kraj@stopa.local');
  await (await evidenceLink(page, 'Žádosti pobočných spolků')).click();
  const ofRegion = page.getByRole('article', { name });
  await expect(ofRegion).toContainText('Čeká na vyřízení');
  await expect(ofRegion).toContainText('O žádosti rozhodne administrátor svazu.');
  await expect(ofRegion.getByRole('button', { name: 'Schválit' })).toHaveCount(0);
  await logout(page);

  await loginDemo(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Žádosti pobočných spolků')).click();
  await expect(page.getByRole('heading', { name: 'Žádosti o založení pobočných spolků' })).toBeVisible();
  const request = page.getByRole('article', { name });
  await expect(request).toContainText('Čeká na vyřízení');
  await expect(request).toContainText(chairEmail);
  await expect(request).toContainText('Lyžařská škola pro děti a dospělé');
  await expectAccessible(page);
  await screenshot(page, 'zadosti-pobocnych-spolku');

  await request.getByRole('button', { name: 'Schválit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kód spolku').fill('ab');
  await dialog.getByRole('button', { name: 'Schválit a založit spolek' }).click();
  await expect(dialog.getByText('Kód tvoří čtyři velká písmena bez diakritiky.')).toBeVisible();
  await dialog.getByLabel('Kód spolku').fill(code);
  await expect(dialog.getByText('Kód tvoří čtyři velká písmena bez diakritiky.')).toHaveCount(0);
  await screenshot(page, 'pobocny-spolek-schvaleni');
  await dialog.getByRole('button', { name: 'Schválit a založit spolek' }).click();
  await expect(page.getByText(`Žádost schválena: ${name} má v evidenci kód ${code} a předseda dostane pozvánku.`)).toBeVisible();
  await page.getByLabel('Stav žádosti').selectOption({ label: 'Schválena' });
  await expect(request).toContainText('Schválena');
  await expect(request.getByRole('link', { name: `Otevřít klub ${code}` })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'zadosti-pobocnych-spolku-schvalena');
  await logout(page);

  // The chair's e-mail about the approval leads to the next steps.
  const approval = await waitForMailWith(chairEmail, '/pobocny-spolek-zakladniho-lyzovani/dokonceno');
  expect(approval).toContain(`Kód spolku v evidenci: ${code}`);
  await page.goto(linkIn(approval, '/pobocny-spolek-zakladniho-lyzovani/dokonceno'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pobočný spolek schválen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Návrh na zápis do spolkového rejstříku' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'pobocny-spolek-dokonceno');
});
