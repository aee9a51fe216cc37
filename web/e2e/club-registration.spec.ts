import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, login, screenshot, waitForMail, evidenceLink } from './support';

// Valid IČOs (mod 11) that the demo data does not use; one per run keeps reruns independent.
function freshIco(): string {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const base = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
    const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
    return base + String((11 - (sum % 11)) % 10);
  }
  return '25596641';
}

interface ClubRequest {
  name: string;
  street: string;
  municipality: string;
  postcode: string;
  /** The label of the one department ticked. */
  department: string;
  email: string;
  phone: string;
  contact: { firstName: string; lastName: string; email: string };
}

/** Fills the registration form of a club in the Jihočeský kraj with a fresh IČO. */
async function fillClubRequest(page: Page, request: ClubRequest): Promise<void> {
  await page.getByLabel('Název klubu').fill(request.name);
  await page.getByLabel('IČO').fill(freshIco());
  await page.getByLabel('Ulice a číslo').fill(request.street);
  await page.getByLabel('Obec').fill(request.municipality);
  await page.getByLabel('PSČ').fill(request.postcode);
  await page.getByLabel('Kraj').selectOption({ label: 'Jihočeský kraj' });
  await page.getByLabel(request.department, { exact: true }).check();
  await page.getByLabel('E-mail klubu').fill(request.email);
  await page.getByLabel('Telefon klubu').fill(request.phone);
  await page.getByLabel('Jméno', { exact: true }).fill(request.contact.firstName);
  await page.getByLabel('Příjmení').fill(request.contact.lastName);
  await page.getByLabel('E-mail kontaktní osoby').fill(request.contact.email);
}

test('a club registers, the admin approves it, and its contact person manages it after accepting the invitation', async ({ page }) => {
  const run = Date.now().toString(36).slice(-5);
  const contact = `spravce-${run}@klub.test`;
  const clubName = `Lyžařský klub Zadov ${run}`;
  const code = `Z${run.replace(/[^a-z]/g, '').toUpperCase()}QQQ`.slice(0, 4);

  await page.goto('/');
  // The menu is the app's once it has mounted (the served page's copy is replaced).
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('button', { name: 'Registrace' }).click();
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Registrace klubu' }).click();
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByText('Toto pole je povinné').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'registrace-klubu-chyby');
  await fillClubRequest(page, {
    name: clubName,
    street: 'Zadov 1',
    municipality: 'Stachy',
    postcode: '384 73',
    department: 'Běh na lyžích',
    email: `klub-${run}@klub.test`,
    phone: '+420 388 000 111',
    contact: { firstName: 'Hana', lastName: 'Horáková', email: contact },
  });
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost odeslána' })).toBeVisible();
  await expect(page).toHaveURL(/\/registrace-klubu-zadost-odeslana\?email=/);
  await screenshot(page, 'registrace-klubu-odeslana');

  await login(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Žádosti klubů')).click();
  const request = page.getByRole('article', { name: clubName });
  await expect(request).toContainText('Čeká na vyřízení');
  await expectAccessible(page);
  await screenshot(page, 'zadosti-o-zalozeni-klubu');
  await request.getByRole('button', { name: 'Schválit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kód klubu').fill(code);
  await screenshot(page, 'zadost-schvaleni');
  await dialog.getByRole('button', { name: 'Schválit a založit klub' }).click();
  await expect(page.getByText(`Klub ${clubName} byl založen a kontaktní osoba pozvána.`)).toBeVisible();
  await expect(request).toContainText('Schválena');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  const mail = await waitForMail(contact);
  expect(mail).toContain('byli jste pozváni do evidence Svazu lyžařů ČR jako správce klubu');
  const link = /http:\/\/[^\s]+\/obnova-hesla\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  await expect(page.getByRole('heading', { name: 'Přijetí pozvánky' })).toBeVisible();
  await expect(page.getByText(`správce klubu ${clubName}`)).toBeVisible();
  await page.getByLabel('Nové heslo', { exact: true }).fill('heslo-noveho-spravce');
  await page.getByLabel('Nové heslo znovu').fill('heslo-noveho-spravce');
  await expectAccessible(page);
  await screenshot(page, 'prijeti-pozvanky');
  await page.getByRole('button', { name: 'Přijmout pozvánku' }).click();
  await expect(page.getByText('Pozvánka byla přijata.')).toBeVisible();

  await login(page, contact, 'heslo-noveho-spravce');
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  await expect(page.getByRole('heading', { name: new RegExp(clubName) })).toBeVisible();
  await page.getByRole('link', { name: 'Upravit klub' }).click();
  await page.getByLabel('Web').fill('www.lkzadov.cz');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByRole('link', { name: 'https://www.lkzadov.cz' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Správci klubu v evidenci' })).toContainText(contact);
  await screenshot(page, 'klub-novy-spravce');
  await page.getByRole('navigation', { name: 'Části klubu' }).getByRole('link', { name: 'Žádosti' }).click();
  await expect(page.getByRole('table', { name: 'Žádosti klubu' })).toContainText('Schválena');
  await expectAccessible(page);
  await screenshot(page, 'klub-zadosti');
  await page.getByRole('navigation', { name: 'Části klubu' }).getByRole('link', { name: 'Statistiky' }).click();
  await expect(page.getByRole('table', { name: 'Členové klubu podle věkových skupin a pohlaví' })).toContainText('Dospělí (21 let a více)');
});

test('the admin rejects a request with a reason that is e-mailed', async ({ page }) => {
  const run = Date.now().toString(36).slice(-5);
  const clubEmail = `zamitnuty-${run}@klub.test`;
  await page.goto('/registrace-klubu');
  await fillClubRequest(page, {
    name: `Klub k zamítnutí ${run}`,
    street: 'Náměstí 1',
    municipality: 'Vimperk',
    postcode: '385 01',
    department: 'Alpské lyžování',
    email: clubEmail,
    phone: '+420 388 000 222',
    contact: { firstName: 'Petr', lastName: 'Novotný', email: `petr-${run}@klub.test` },
  });
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost odeslána' })).toBeVisible();

  await login(page, 'admin@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await page.goto('/evidence/zadosti-o-zalozeni-klubu');
  const request = page.getByRole('article', { name: `Klub k zamítnutí ${run}` });
  await request.getByRole('button', { name: 'Zamítnout' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Zamítnout žádost' }).click();
  await expect(dialog.getByText('Toto pole je povinné')).toBeVisible();
  await dialog.getByLabel(/Důvod zamítnutí/).fill('Klub nedoložil stanovy.');
  await dialog.getByRole('button', { name: 'Zamítnout žádost' }).click();
  await expect(request).toContainText('Zamítnuta');
  await expect(request).toContainText('Klub nedoložil stanovy.');
  const mail = await waitForMail(clubEmail, 'Důvod:');
  expect(mail).toContain('Důvod: Klub nedoložil stanovy.');
});

test('the admin invites a section staff member, who accepts and lands on the members list', async ({ page }) => {
  const run = Date.now().toString(36).slice(-5);
  const email = `usek-${run}@svaz.test`;
  await login(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Uživatelé')).click();
  await page.getByRole('link', { name: 'Pozvat uživatele' }).click();
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click();
  await expect(page.getByText('Toto pole je povinné').first()).toBeVisible();
  await page.getByLabel('Jméno', { exact: true }).fill('Tereza');
  await page.getByLabel('Příjmení').fill('Úseková');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('SECTION');
  await page.getByLabel('Úsek', { exact: true }).selectOption({ label: 'Skoky na lyžích' });
  await page.getByLabel('Členové a kluby').check();
  await expectAccessible(page);
  await screenshot(page, 'pozvat-uzivatele');
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click();
  await expect(page.getByText(`Pozvánka pro ${email} je uložena, e-mail odejde během několika minut.`)).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  const mail = await waitForMail(email);
  expect(mail).toContain('jako pracovník úseku Skoky na lyžích.');
  const link = /http:\/\/[^\s]+\/obnova-hesla\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Nové heslo', { exact: true }).fill('heslo-useku-2026');
  await page.getByLabel('Nové heslo znovu').fill('heslo-useku-2026');
  await page.getByRole('button', { name: 'Přijmout pozvánku' }).click();
  await expect(page.getByText('Pozvánka byla přijata.')).toBeVisible();
  await login(page, email, 'heslo-useku-2026');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  await expect(page.getByLabel('Aktivní role')).toContainText('Úsek: Skoky na lyžích');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  // A second invitation to the same address never overwrites its password: it asks for it.
  await login(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Uživatelé')).click();
  await page.getByRole('link', { name: 'Pozvat uživatele' }).click();
  await page.getByLabel('Jméno', { exact: true }).fill('Tereza');
  await page.getByLabel('Příjmení').fill('Úseková');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('AREA');
  await page.getByLabel('Kraj', { exact: true }).selectOption({ label: 'Liberecký kraj' });
  await page.getByRole('button', { name: 'Odeslat pozvánku' }).click();
  await expect(page.getByText(`Pozvánka pro ${email} je uložena, e-mail odejde během několika minut.`)).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  const second = await waitForMail(email, 'pracovník kraje');
  const secondLink = /http:\/\/[^\s]+\/obnova-hesla\/[A-Za-z0-9_-]+/.exec(second)?.[0] ?? '';
  await page.goto(new URL(secondLink).pathname);
  await expect(page.getByText('už má v evidenci účet')).toBeVisible();
  await expect(page.getByLabel('Nové heslo', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'prijeti-pozvanky-existujici-ucet');
  await page.getByLabel('Současné heslo').fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přijmout pozvánku' }).click();
  await expect(page.getByText('Heslo není správné.')).toBeVisible();
  await page.getByLabel('Současné heslo').fill('heslo-useku-2026');
  await page.getByRole('button', { name: 'Přijmout pozvánku' }).click();
  await expect(page.getByText('Pozvánka byla přijata.')).toBeVisible();
  await login(page, email, 'heslo-useku-2026');
  await expect(page.getByLabel('Aktivní role')).toContainText('Úsek: Skoky na lyžích');
  await expect(page.getByLabel('Aktivní role').locator('option')).toHaveCount(2);
});
