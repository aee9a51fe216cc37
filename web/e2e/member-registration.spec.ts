import { type Page, expect, test } from '@playwright/test';
import { gql, loginDemo, logout } from './racing-support';
import { expectAccessible, login, screenshot, waitForMail } from './support';

// Members registering themselves: a parent registers a child at Ski klub Praha through
// /registrace-clena, gets the "check your inbox" page, confirms the e-mailed link (the checklist
// shows the e-mail verified and the club's approval awaited) and reads what happens next. The
// club's manager approves the request on the club's requests tab; the welcome e-mail leads the
// parent to /vitej with the registration number, where the parent sets the password of the new
// account and then logs in to see the child.

const CLUB = 'Ski klub Praha';
const MANAGER = 'klub@stopa.local';

/** A valid birth number of a girl born on the day (month + 50, divisible by 11), with a random
 * serial so that reruns do not meet an earlier child in the register. */
function girlBirthNumber(year: number, month: number, day: number): string {
  const head = `${String(year % 100).padStart(2, '0')}${String(month + 50).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  for (let serial = 100 + Math.floor(Math.random() * 800); serial < 1000; serial += 1) {
    const nine = `${head}${String(serial).padStart(3, '0')}`;
    const check = Number(BigInt(nine) % 11n);
    if (check < 10) return `${nine}${check}`;
  }
  throw new Error('no birth number');
}

// A child's name per run, so that reruns on the same data find their own request.
const FIRST_NAMES = ['Eliška', 'Anna', 'Tereza', 'Adéla', 'Natálie', 'Klára', 'Karolína', 'Barbora', 'Kristýna', 'Veronika', 'Ema', 'Sofie', 'Viktorie', 'Julie', 'Amálie', 'Rozálie'];
const LAST_NAMES = ['Horáková', 'Kratochvílová', 'Šimková', 'Doležalová', 'Benešová', 'Fialová', 'Sedláčková', 'Zemanová', 'Kolářová', 'Navrátilová', 'Čermáková', 'Vaňková', 'Urbanová', 'Blažková', 'Kříženecká', 'Hrubá'];
const pick = (names: string[]) => names[Math.floor(Math.random() * names.length)] ?? 'Nováková';

/** The link of an e-mail that starts with `path`, as a path with its query. */
function linkIn(mail: string, path: string): string {
  const found = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail)?.[0];
  expect(found, `a link to ${path}`).toBeTruthy();
  const url = new URL(found ?? '');
  return `${url.pathname}${url.search}`;
}

async function expectRequirement(page: Page, label: string, state: string): Promise<void> {
  await expect(page.getByRole('list', { name: 'Podmínky registrace' }).getByRole('listitem').filter({ hasText: label })).toContainText(state);
}

test('a parent registers a child, the club approves, and the parent sets a password and sees the child', async ({ page }) => {
  // Two roles, three e-mails, an approval and a password hashed in the debug build.
  test.setTimeout(90_000);
  const run = Date.now().toString(36).slice(-6);
  const parent = `rodic-${run}@rodina.test`;
  const childFirst = pick(FIRST_NAMES);
  const childLast = pick(LAST_NAMES);
  const child = `${childFirst} ${childLast}`;
  const year = new Date().getFullYear() - 9;
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  const birthNumber = girlBirthNumber(year, month, day);
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  // The form, found from the public menu; nothing is sent without the choices and the consent.
  await page.goto('/');
  // The menu is the app's once it has mounted (the served page's copy is replaced).
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('button', { name: 'Registrace' }).click();
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Registrace člena' }).click();
  await expect(page.getByRole('heading', { name: 'Registrace člena', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'registrace-clena-uvod');
  await page.getByLabel('Registruji své dítě').check();
  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await expect(page.getByText('Vyberte klub, do kterého se hlásíte.')).toBeVisible();
  await expect(page.getByText('Bez souhlasu se zpracováním osobních údajů přihlášku odeslat nelze.')).toBeVisible();
  await expect(page.getByText('Toto pole je povinné').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'registrace-clena-chyby');

  await page.getByLabel('Hledat klub').fill('Praha');
  await page.getByRole('radio', { name: new RegExp(`^${CLUB}`) }).check();
  await page.getByLabel('Jméno', { exact: true }).fill(childFirst);
  await page.getByLabel('Příjmení', { exact: true }).fill(childLast);
  await page.getByLabel('Rodné číslo').fill(birthNumber);
  // The birth number fills the birth date and the sex.
  await expect(page.getByLabel('Datum narození')).toHaveValue(birthDate);
  await expect(page.getByRole('radio', { name: 'Žena' })).toBeChecked();
  await page.getByLabel(/^Ulice/).fill('Lipová');
  await page.getByLabel('Číslo popisné').fill('1234');
  await page.getByLabel('Obec', { exact: true }).fill('Praha');
  await page.getByLabel('PSČ').fill('120 00');
  await page.getByLabel('Vaše jméno').fill('Jana');
  await page.getByLabel('Vaše příjmení').fill(childLast);
  await page.getByLabel('Váš e-mail').fill(parent);
  await page.getByLabel('Váš telefon').fill('+420 777 123 456');
  await expect(page.locator('#registration-consent-text')).toContainText('Souhlasím se zpracováním osobních údajů');
  await page.getByLabel('Souhlasím se zpracováním osobních údajů, jak je uvedeno výše').check();
  await screenshot(page, 'registrace-clena-vyplnena');
  await page.getByRole('button', { name: 'Odeslat přihlášku' }).click();

  // The answer never tells what the register holds: check your inbox.
  await expect(page.getByRole('heading', { name: 'Zkontrolujte svou e-mailovou schránku' })).toBeVisible();
  await expect(page).toHaveURL(/\/registracni-email\?email=/);
  await expect(page.getByText(parent)).toBeVisible();
  await expect(page.getByText('Odkaz platí 72 hodin')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'registracni-email');

  // The e-mailed link confirms the address once and shows the conditions.
  const confirmMail = await waitForMail(parent, 'registrace-clena-dokonceni');
  expect(confirmMail).toContain(`přihlášku člena ${child} do klubu ${CLUB}`);
  const confirmLink = linkIn(confirmMail, '/registrace-clena-dokonceni/');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'E-mail ověřen' })).toBeVisible();
  await expect(page.getByText(`Přihlášku (${childFirst}) jsme předali klubu ${CLUB} ke schválení.`)).toBeVisible();
  await expectRequirement(page, 'E-mail ověřen', 'Splněno');
  await expectRequirement(page, 'Rodné číslo zkontrolováno', 'Splněno');
  await expectRequirement(page, 'Schválení klubem', 'Čeká se');
  await expectAccessible(page);
  await screenshot(page, 'registrace-clena-dokonceni');
  await page.getByRole('link', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Přihláška je dokončena' })).toBeVisible();
  await expect(page.getByText('Po schválení Vám pošleme e-mail s registračním číslem člena')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'registrace-clena-dokonceno');

  // The club's manager approves it on the club's requests tab.
  await loginDemo(page, MANAGER);
  await expect(page).toHaveURL(/\/informace-o-klubu$/);
  await page.getByRole('navigation', { name: 'Části klubu' }).getByRole('link', { name: 'Žádosti' }).click();
  const section = page.getByRole('region', { name: 'Přihlášky členů' });
  const request = section.getByRole('article', { name: child });
  await expect(request).toContainText('Čeká na schválení klubem');
  await expect(request).toContainText(`zákonný zástupce Jana ${childLast}`);
  await expect(request.getByRole('list', { name: `Podmínky registrace: ${child}` })).toContainText('Schválení klubem');
  await expectAccessible(page);
  await screenshot(page, 'klub-prihlasky-clenu');
  await request.getByRole('button', { name: 'Schválit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(parent);
  await screenshot(page, 'klub-prihlaska-schvaleni');
  await dialog.getByRole('button', { name: 'Schválit a zapsat člena' }).click();
  await expect(page.getByText(new RegExp(`Přihláška schválena: ${child} má registrační číslo \\d+\\.`))).toBeVisible();
  // The decided requests fold away under their own heading.
  await section.getByText(/^Vyřízené přihlášky \(\d+\)$/).click();
  await expect(request).toContainText('Schválena');
  await expect(request).toContainText('Registrační číslo');
  await expect(request.getByRole('button', { name: 'Schválit' })).toHaveCount(0);
  await screenshot(page, 'klub-prihlaska-schvalena');
  await logout(page);

  // The status page (the link without its token) shows every condition met.
  await page.goto(confirmLink.replace(/\?.*$/, ''));
  await expect(page.getByRole('heading', { name: 'Stav přihlášky' })).toBeVisible();
  await expect(page.getByText('Stav: Schválena')).toBeVisible();
  await expectRequirement(page, 'Schválení klubem', 'Splněno');

  // The welcome e-mail: the registration number and the link that sets the password.
  const welcomeMail = await waitForMail(parent, '/vitej');
  const number = /Registrační číslo: (\d+)/.exec(welcomeMail)?.[1] ?? '';
  expect(number).not.toBe('');
  const welcomeLink = linkIn(welcomeMail, '/vitej?');
  expect(welcomeLink).toContain(`approved=1&registrationNumber=${number}&token=`);
  await page.goto(welcomeLink);
  await expect(page.getByRole('heading', { name: 'Vítejte ve Svazu lyžařů ČR' })).toBeVisible();
  await expect(page.locator('.registration-number')).toContainText(number);
  await page.getByLabel('Nové heslo', { exact: true }).fill('heslo-rodice-2026');
  await page.getByLabel('Nové heslo znovu').fill('heslo-rodice-2026');
  await expectAccessible(page);
  await screenshot(page, 'vitej');
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  // Setting a password hashes it with Argon2: slow in the debug build on a busy machine.
  await expect(page.getByText('Heslo je nastavené. Nyní se můžete přihlásit.')).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'vitej-heslo-nastaveno');
  await page.getByRole('link', { name: 'Přihlásit se' }).first().click();
  await expect(page).toHaveURL(/\/prihlaseni/);

  await login(page, parent, 'heslo-rodice-2026');
  await expect(page).not.toHaveURL(/\/prihlaseni/);
  // The parent's account holds the child as a Person identity and lands on its record.
  await expect(page.getByLabel('Aktivní role')).toContainText(`Člen: ${child}`);
  await expect(page.getByRole('heading', { name: child, level: 1 })).toBeVisible();
  await expect(page.locator('.facts')).toContainText(number);
  await expect(page.locator('.facts')).toContainText(CLUB);
  await screenshot(page, 'rodic-vidi-dite');
});

test('the pages of a used or wrong link and of an existing account speak Czech', async ({ page }) => {
  await page.goto('/registrace-clena-dokonceni/neni-to-uuid?token=abc');
  await expect(page.getByRole('heading', { name: 'Odkaz nelze použít' })).toBeVisible();
  await expect(page.getByText('Odkaz není platný.')).toBeVisible();
  await page.goto('/registrace-clena-dokonceni/00000000-0000-4000-8000-000000000000?token=abc');
  await expect(page.getByRole('heading', { name: 'Odkaz nelze použít' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Odkaz není platný');
  await page.goto('/existujici-ucet?email=jana%40rodina.test');
  await expect(page.getByRole('heading', { name: 'Účet s touto adresou už existuje' })).toBeVisible();
  await expect(page.getByText('jana@rodina.test')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Obnovit heslo' })).toHaveAttribute('href', '/zapomenute-heslo');
  await expectAccessible(page);
  await screenshot(page, 'existujici-ucet');
  await page.goto('/vitej?approved=1&registrationNumber=123456');
  await expect(page.getByText('Člen je přidán k Vašemu účtu. Přihlaste se svým dosavadním heslem.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'vitej-existujici-ucet');
});

interface ClubMember {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

test('an existing member links an account', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36).slice(-6);
  const claimant = `clen-${run}@rodina.test`;

  // A member of Ski klub Praha from the register, as its manager sees it: preferably one
  // without an e-mail (the club approves the link), else one with it (the link goes there).
  await loginDemo(page, MANAGER);
  await expect(page).toHaveURL(/\/kluby\/\d+\//);
  const clubId = Number(/\/kluby\/(\d+)\//.exec(page.url())?.[1]);
  const list = await gql<{ members: { nodes: ClubMember[] } }>(
    page,
    'E2eClubMembers',
    'query',
    'query E2eClubMembers($input: MembersInput!) { members(input: $input) { nodes { id firstName lastName birthDate } } }',
    { input: { page: 1, perPage: 40, filter: { clubId } } },
  );
  const candidates = list.members.nodes.filter((member) => member.birthDate !== null && !(FIRST_NAMES.includes(member.firstName) && LAST_NAMES.includes(member.lastName)));
  let chosen: (ClubMember & { email: string | null }) | undefined;
  for (const member of candidates) {
    const record = await gql<{ member: { email: string | null } }>(page, 'E2eMemberEmail', 'query', 'query E2eMemberEmail($id: Int!) { member(id: $id) { email } }', { id: member.id });
    chosen = { ...member, email: record.member.email };
    if (record.member.email === null) break;
  }
  expect(chosen, 'a member of the club').toBeTruthy();
  const member = chosen as ClubMember & { email: string | null; birthDate: string };
  const name = `${member.firstName} ${member.lastName}`;
  await logout(page);

  // The public search, linked from the registration form.
  await page.goto('/registrace-clena');
  await page.getByRole('link', { name: /Propojit účet s existujícím členem/ }).click();
  await expect(page.getByRole('heading', { name: 'Propojit účet s členem', level: 1 })).toBeVisible();
  await page.getByLabel('Jméno', { exact: true }).fill(member.firstName);
  await page.getByLabel('Příjmení', { exact: true }).fill(member.lastName);
  await page.getByLabel('Datum narození').fill(member.birthDate);
  await page.getByLabel('Hledat klub').fill('Praha');
  await page.getByRole('radio', { name: new RegExp(`^${CLUB}`) }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  const results = page.getByRole('region', { name: 'Nalezení členové' });
  await expect(results).toContainText(name);
  await expectAccessible(page);
  await screenshot(page, 'vyhledat-clena');
  await results.getByRole('listitem').filter({ hasText: name }).first().getByRole('link', { name: 'Toto jsem já / moje dítě' }).click();
  await expect(page.getByRole('heading', { name: 'Propojení účtu s členem', level: 1 })).toBeVisible();

  let mailbox: string;
  if (member.email !== null) {
    await expect(page.getByText('Odkaz pošleme na e-mail uložený v evidenci')).toBeVisible();
    mailbox = member.email;
  } else {
    await expect(page.getByText('propojení pak schválí klub')).toBeVisible();
    await page.getByLabel('Váš e-mail').fill(claimant);
    mailbox = claimant;
  }
  await expectAccessible(page);
  await screenshot(page, 'propojeni-uctu');
  await page.getByRole('button', { name: 'Poslat odkaz' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte svou e-mailovou schránku' })).toBeVisible();

  const claimLink = linkIn(await waitForMail(mailbox, '/registrace/'), '/registrace/');
  await page.goto(claimLink);
  await expect(page).toHaveURL(/\/(vitej|existujici-ucet|registrace\/)/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Propojení účtu s členem');
  if (/\/existujici-ucet/.test(page.url())) {
    // The register's e-mail already had an account with a password: it logs in.
    await expect(page.getByRole('heading', { name: 'Účet s touto adresou už existuje' })).toBeVisible();
    await screenshot(page, 'propojeni-existujici-ucet');
    return;
  }
  if (!/\/vitej/.test(page.url())) {
    // No e-mail in the register: the club approves the link.
    await expect(page.getByRole('heading', { name: 'E-mail ověřen' })).toBeVisible();
    await expect(page.getByText('E-mail ověřen, propojení teď schválí klub.')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'propojeni-ceka-na-klub');
    await loginDemo(page, MANAGER);
    await page.getByRole('navigation', { name: 'Části klubu' }).getByRole('link', { name: 'Žádosti' }).click();
    const claim = page.getByRole('region', { name: 'Žádosti o propojení účtu' }).getByRole('article', { name });
    await expect(claim).toContainText(claimant);
    await expectAccessible(page);
    await screenshot(page, 'klub-zadosti-o-propojeni');
    await claim.getByRole('button', { name: 'Schválit propojení' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(claimant);
    await dialog.getByRole('button', { name: 'Schválit propojení' }).click();
    await expect(page.getByText('Propojení schváleno.')).toBeVisible();
    await logout(page);
    await page.goto(linkIn(await waitForMail(claimant, '/vitej'), '/vitej?'));
  }

  // The welcome page: the new account sets its password and sees the member.
  await expect(page.getByRole('heading', { name: 'Vítejte ve Svazu lyžařů ČR' })).toBeVisible();
  await page.getByLabel('Nové heslo', { exact: true }).fill('heslo-clena-2026');
  await page.getByLabel('Nové heslo znovu').fill('heslo-clena-2026');
  await screenshot(page, 'propojeni-vitej');
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  // Setting a password hashes it with Argon2: slow in the debug build on a busy machine.
  await expect(page.getByText('Heslo je nastavené. Nyní se můžete přihlásit.')).toBeVisible({ timeout: 20_000 });
  await login(page, mailbox, 'heslo-clena-2026');
  await expect(page).not.toHaveURL(/\/prihlaseni/);
  await expect(page.getByLabel('Aktivní role')).toContainText(name);
  await screenshot(page, 'propojeny-clen');
});
