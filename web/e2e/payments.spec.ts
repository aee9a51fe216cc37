import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, login, manBirthNumber, screenshot } from './support';
import { FIRST_CLUB_ID, createClubEvent, gql, logout, uniqueName } from './racing-support';

// Season fees, orders and bank payments: a club pays its new members by a bank transfer that a
// statement brings in; an underpayment waits for Admin in the review list; a paid order has a
// public confirmation with its PDF.

/** The federation's demo account (the seed's STOPA_PAYMENT_ACCOUNT). */
const FEDERATION_ACCOUNT = '2000000018';
const FEDERATION_BANK = '2010';

interface Season {
  id: number;
  name: string;
  validFrom: string;
  validTo: string;
}

/** Today in Prague as YYYY-MM-DD. */
function today(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function currentSeason(page: Page): Promise<Season> {
  const data = await gql<{ evidenceSeasons: Season[] }>(page, 'PaymentTestSeasons', 'query', 'query PaymentTestSeasons { evidenceSeasons { id name validFrom validTo } }');
  const now = today();
  const season = data.evidenceSeasons.find((item) => item.validFrom <= now && now <= item.validTo);
  if (!season) throw new Error(`no evidence season holds ${now}`);
  return season;
}

interface NewMember {
  id: number;
  firstName: string;
  lastName: string;
}

/** Admin adds `count` adult cross-country athletes to the first club (no fees paid yet). */
async function createAthletes(page: Page, count: number, surname: string): Promise<NewMember[]> {
  const members: NewMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const firstName = ['Adam', 'Bedřich', 'Ctibor', 'Dalibor', 'Emil', 'František', 'Gustav', 'Hynek', 'Ivo', 'Jaromír'][index % 10] ?? 'Karel';
    const day = 1 + ((index * 3) % 27);
    const created = await gql<{ createMember: { id: number } }>(
      page,
      'PaymentTestCreateMember',
      'mutation',
      'mutation PaymentTestCreateMember($input: CreateMemberInput!) { createMember(input: $input) { id } }',
      {
        input: {
          clubId: FIRST_CLUB_ID,
          firstName,
          lastName: surname,
          sex: 'MALE',
          birthDate: `1990-03-${String(day).padStart(2, '0')}`,
          birthNumber: manBirthNumber(1990, 3, day),
          citizenship: 'CZ',
          country: 'CZ',
        },
      },
    );
    const id = created.createMember.id;
    await gql(page, 'PaymentTestAthlete', 'mutation', 'mutation PaymentTestAthlete($input: AddAthleteRoleInput!) { addAthleteRole(input: $input) { id } }', {
      input: { memberId: id, departmentId: 1, validFrom: '2020-01-01' },
    });
    members.push({ id, firstName, lastName: surname });
  }
  return members;
}

interface OrderFacts {
  variableSymbol: string;
  amount: number;
  state: string;
}

async function orderFacts(page: Page, uuid: string): Promise<OrderFacts> {
  const data = await gql<{ order: OrderFacts }>(page, 'PaymentTestOrder', 'query', 'query PaymentTestOrder($uuid: UUID!) { order(uuid: $uuid) { variableSymbol amount state } }', { uuid });
  return data.order;
}

/** Admin makes an order of some members of the first club (as the club would). */
async function createOrder(page: Page, seasonId: number, memberIds: number[]): Promise<string> {
  const data = await gql<{ createOrder: { uuid: string } }>(
    page,
    'PaymentTestCreateOrder',
    'mutation',
    'mutation PaymentTestCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { uuid } }',
    { input: { clubId: FIRST_CLUB_ID, evidenceSeasonId: seasonId, memberIds } },
  );
  return data.createOrder.uuid;
}

/** Haléře as the Fio CSV writes money: "5 000,00". */
function fioAmount(halere: number): string {
  const crowns = Math.trunc(halere / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${crowns},${String(halere % 100).padStart(2, '0')}`;
}

/** A Fio internet-banking CSV statement of the federation's account with incoming payments. */
function fioStatement(payments: { variableSymbol: string; amount: number; payer: string }[]): Buffer {
  const [year, month, day] = today().split('-');
  const date = `${day}.${month}.${year}`;
  const base = Date.now() % 1_000_000_000_000;
  const rows = payments.map(
    (payment, index) =>
      `"${base * 10 + index}";"${date}";"${fioAmount(payment.amount)}";"CZK";"19-2000145399";"${payment.payer}";"0800";"Česká spořitelna, a.s.";"0558";"${payment.variableSymbol}";"";"";"Členské příspěvky";"Bezhotovostní příjem";"";"";"";"GIBACZPX";""`,
  );
  const text = [
    `"Výpis č. 11/${year} z účtu ""${FEDERATION_ACCOUNT}/${FEDERATION_BANK}"""`,
    `"Období: ${date} - ${date}"`,
    `"Počáteční stav účtu k ${date}: 100,00 CZK"`,
    `"Koncový stav účtu k ${date}: 100,00 CZK"`,
    '',
    '"ID operace";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"Název banky";"KS";"VS";"SS";"Poznámka";"Zpráva pro příjemce";"Typ";"Provedl";"Upřesnění";"Poznámka";"BIC";"ID pokynu"',
    ...rows,
    '',
  ].join('\r\n');
  return Buffer.from(text, 'utf8');
}

/** Admin uploads a statement on the vypisy tab and waits until it is matched. */
async function uploadStatement(page: Page, file: Buffer, name: string): Promise<void> {
  await page.goto('/evidence/objednavky-a-platby?tab=vypisy');
  await expect(page.getByRole('link', { name: 'Bankovní výpisy' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Soubor výpisu').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await expect(page.getByText(`Výpis ${name} je zpracován.`)).toBeVisible({ timeout: 30_000 });
}

test('a club pays its new members by a bank transfer: the statement pays the order, the cards are valid, the members may race', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin@stopa.local');
  const season = await currentSeason(page);
  const surname = uniqueName('Platič').replace(/\s+/g, '');
  const members = await createAthletes(page, 10, surname);
  await logout(page);

  // The club manager picks the ten unpaid members of the current season.
  await login(page, 'klub@stopa.local');
  await page.getByRole('link', { name: 'Objednávky a platby' }).click();
  await expect(page.getByRole('heading', { name: 'Objednávky a platby', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'K vyřešení' })).toHaveCount(0);
  await screenshot(page, 'platby-objednavky-klub');
  await page.getByRole('link', { name: 'Platba za členy' }).click();
  await expect(page).toHaveURL(/\/evidence\/objednavky-a-platby\/platba-za-cleny$/);
  await expect(page.getByLabel('Evidenční sezóna')).toHaveValue(String(season.id));
  await page.getByLabel('Hledat podle jména').fill(surname);
  const table = page.getByRole('table', { name: 'Členové klubu v sezóně' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.getByLabel('Vybrat všechny zobrazené').check();
  const form = await gql<{ orderForm: { members: { memberId: number; fee: number }[] } }>(
    page,
    'PaymentTestForm',
    'query',
    'query PaymentTestForm($clubId: Int!, $seasonId: Int!) { orderForm(clubId: $clubId, evidenceSeasonId: $seasonId) { members { memberId fee } } }',
    { clubId: FIRST_CLUB_ID, seasonId: season.id },
  );
  const expected = form.orderForm.members.filter((row) => members.some((member) => member.id === row.memberId)).reduce((sum, row) => sum + row.fee, 0);
  await expect(page.getByText(/^Vybráno členů: 10, celkem k úhradě: /)).toContainText(`${Math.trunc(expected / 100).toLocaleString('cs-CZ')}`);
  await expectAccessible(page);
  await screenshot(page, 'platby-platba-za-cleny');
  await page.getByRole('button', { name: 'Vytvořit objednávku' }).click();

  // The order page: the instructions with the QR Platba code.
  await expect(page).toHaveURL(/\/evidence\/objednavky-a-platby\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').at(-1) ?? '';
  const order = await orderFacts(page, uuid);
  expect(order.amount).toBe(expected);
  await expect(page.getByRole('heading', { name: `Objednávka ${order.variableSymbol}`, level: 1 })).toContainText('Vytvořena');
  const instructions = page.getByRole('region', { name: 'Platební údaje' });
  await expect(instructions.getByText(`${FEDERATION_ACCOUNT}/${FEDERATION_BANK}`)).toBeVisible();
  await expect(instructions.getByText('CZ81 2010 0000 0020 0000 0018')).toBeVisible();
  await expect(instructions.getByText(order.variableSymbol, { exact: true })).toBeVisible();
  await expect(instructions.getByRole('img', { name: /QR kód pro zaplacení/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Členové objednávky' }).getByRole('row')).toHaveCount(12);
  await expectAccessible(page);
  await screenshot(page, 'platby-objednavka-vytvorena');
  await logout(page);

  // Admin uploads the federation's statement with the order's payment.
  await login(page, 'admin@stopa.local');
  await uploadStatement(page, fioStatement([{ variableSymbol: order.variableSymbol, amount: order.amount, payer: 'SKI KLUB' }]), `vypis-${order.variableSymbol}.csv`);
  const outcome = page.getByRole('region', { name: /Zpracování výpisu/ });
  await expect(outcome.getByText('Zaplacené objednávky')).toBeVisible();
  // Each payment of the statement with what became of it and its order.
  const statementRows = page.getByRole('table', { name: 'Platby výpisu' });
  await expect(statementRows.getByRole('row')).toHaveCount(2);
  await expect(statementRows.getByRole('row').nth(1)).toContainText('Zaplacena objednávka');
  await expect(statementRows.getByRole('link', { name: new RegExp(order.variableSymbol) })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'platby-vypisy');
  expect((await orderFacts(page, uuid)).state).toBe('PAID');
  await page.goto(`/evidence/objednavky-a-platby/${uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zaplacena');
  await expect(page.getByRole('link', { name: 'Potvrzení o zaplacení (PDF)' })).toBeVisible();
  await screenshot(page, 'platby-objednavka-zaplacena');

  // The cards are valid for the season.
  await page.goto(`/evidence/clenove/${members[0]?.id ?? 0}/karta`);
  await expect(page.getByRole('article', { name: 'Členská karta' })).toContainText(season.name);
  await expect(page.getByRole('article', { name: 'Členská karta' })).not.toContainText('neplatná');

  // The members grid's "Zaplaceno v sezóně" lists all ten.
  await page.goto('/evidence/clenove');
  await page.getByLabel('Hledat podle jména').fill(surname);
  await page.getByLabel('Zaplaceno v sezóně').selectOption(String(season.id));
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(page.getByText('Celkem: 10')).toBeVisible();
  await page.getByLabel('Příspěvek').selectOption('unpaid');
  await expect(grid.getByText(surname)).toHaveCount(0);
  await page.getByLabel('Příspěvek').selectOption('paid');
  await expect(page.getByText('Celkem: 10')).toBeVisible();
  await screenshot(page, 'platby-clenove-zaplaceno');

  // The general-meeting export of the season lists them.
  await page.getByRole('button', { name: 'Export pro valnou hromadu' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Evidenční sezóna').selectOption(String(season.id));
  await dialog.getByLabel('Datum valné hromady').fill(today());
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Stáhnout seznam' }).click();
  const meeting = readFileSync((await (await downloading).path()) ?? '', 'utf8');
  for (const member of members) expect(meeting).toContain(member.firstName);
  expect(meeting.split(surname).length - 1).toBe(10);
  await logout(page);

  // The club enters one of them for a race of the season without the NOT_PAID refusal.
  await login(page, 'klub@stopa.local');
  const raceDay = [addDays(today(), 6), season.validTo].sort()[0] ?? today();
  const event = await createClubEvent(page, {
    name: uniqueName('Zaplacený sprint'),
    dateFrom: raceDay,
    dateTo: raceDay,
    registrationDeadline: `${addDays(raceDay, -1)}T18:00:00+01:00`,
    categories: [{ name: 'Muži', birthYearFrom: 1980, birthYearTo: 2000 }],
  });
  await page.goto(`/evidence/zavody/${event.id}/informace`);
  await page.getByRole('button', { name: 'Otevřít přihlášky' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Otevřít přihlášky' }).click();
  await page.getByRole('link', { name: 'Přihlásit závodníky klubu' }).click();
  const entries = page.getByRole('region', { name: 'Závodníci klubu' });
  const first = members[0];
  if (!first) throw new Error('no member');
  const row = entries.getByRole('row').filter({ hasText: `${first.lastName}` }).filter({ hasText: first.firstName });
  await expect(row).toBeVisible();
  await expect(row.getByText('Nemá zaplaceno.')).toHaveCount(0);
  await row.getByRole('checkbox', { name: /^Přihlásit .* do závodu Klasika 5 km$/ }).check();
  await page.getByRole('button', { name: 'Přihlásit 1 závodníka' }).click();
  await expect(page.getByRole('table', { name: 'Výsledek přihlášky' }).getByText('Přihlášen')).toHaveCount(1);
  await screenshot(page, 'platby-prihlaska-zaplaceneho');
});

test('an underpayment waits in the review list until Admin assigns it with a note', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin@stopa.local');
  const season = await currentSeason(page);
  const [member] = await createAthletes(page, 1, uniqueName('Dlužník').replace(/\s+/g, ''));
  const uuid = await createOrder(page, season.id, [member?.id ?? 0]);
  const order = await orderFacts(page, uuid);
  expect(order.amount).toBeGreaterThan(100);

  await uploadStatement(page, fioStatement([{ variableSymbol: order.variableSymbol, amount: order.amount - 100, payer: 'Nedoplatek s.r.o.' }]), `nedoplatek-${order.variableSymbol}.csv`);
  expect((await orderFacts(page, uuid)).state).not.toBe('PAID');
  await page.getByRole('link', { name: 'Přejít na platby k vyřešení' }).click();
  await expect(page).toHaveURL(/tab=k-vyreseni/);
  const review = page.getByRole('table', { name: 'Platby z bankovních výpisů' });
  const row = review.getByRole('row').filter({ hasText: order.variableSymbol });
  await expect(row).toContainText('Nedoplatek');
  await expectAccessible(page);
  await screenshot(page, 'platby-k-vyreseni');

  await row.getByRole('button', { name: 'Přiřadit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Variabilní symbol objednávky')).toHaveValue(order.variableSymbol);
  await dialog.getByRole('button', { name: 'Přiřadit' }).click();
  await expect(dialog.getByText('Toto pole je povinné')).toBeVisible();
  await dialog.getByLabel('Poznámka').fill('Klub doplatí 1 Kč hotově na valné hromadě.');
  await screenshot(page, 'platby-k-vyreseni-prirazeni');
  await dialog.getByRole('button', { name: 'Přiřadit' }).click();
  await expect(page.getByText('Platba byla přiřazena k objednávce.')).toBeVisible();
  await expect(review.getByRole('row').filter({ hasText: order.variableSymbol })).toHaveCount(0);
  expect((await orderFacts(page, uuid)).state).toBe('PAID');

  await page.getByLabel('Zobrazit').selectOption('ASSIGNED');
  await expect(page.getByRole('table', { name: 'Platby z bankovních výpisů' }).getByRole('row').filter({ hasText: order.variableSymbol })).toContainText('Klub doplatí 1 Kč');
});

test('Admin marks an order paid by hand; its public confirmation prints and its PDF downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin@stopa.local');
  const season = await currentSeason(page);
  const members = await createAthletes(page, 2, uniqueName('Hotovost').replace(/\s+/g, ''));
  const uuid = await createOrder(
    page,
    season.id,
    members.map((member) => member.id),
  );
  const order = await orderFacts(page, uuid);

  // The public page shows the instructions with the QR code, names only.
  await page.goto(`/detail-objednavky/${uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.variableSymbol);
  await expect(page.getByRole('img', { name: /QR kód pro zaplacení/ }).locator('svg')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'platby-verejna-objednavka');

  await page.goto(`/evidence/objednavky-a-platby/${uuid}`);
  await page.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Poznámka').fill('Zaplaceno v hotovosti v kanceláři svazu.');
  await dialog.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
  await expect(page.getByText('Objednávka je zaplacená.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zaplacena');
  await expect(page.getByRole('table', { name: 'Historie stavů objednávky' })).toContainText('Zaplaceno v hotovosti v kanceláři svazu.');
  await screenshot(page, 'platby-objednavka-hotove');

  await page.goto(`/detail-objednavky/${uuid}/potvrzeni`);
  await expect(page.getByRole('heading', { name: 'Potvrzení o zaplacení členských příspěvků', level: 1 })).toBeVisible();
  for (const member of members) await expect(page.getByRole('table', { name: 'Členové' })).toContainText(member.firstName);
  await expectAccessible(page);
  await screenshot(page, 'platby-potvrzeni');
  const pdfLink = page.getByRole('link', { name: 'Potvrzení o zaplacení (PDF)' });
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(/\/api\/public\/export\/order\/[0-9a-f-]{36}\/potvrzeni\.pdf$/);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The fee schedule and the paid summary read in Czech money.
  await page.goto('/evidence/objednavky-a-platby?tab=sazebnik');
  await expect(page.getByRole('table', { name: 'Sazebník příspěvků' })).toContainText('Kč');
  await screenshot(page, 'platby-sazebnik');
  await page.goto('/evidence/objednavky-a-platby?tab=prehled');
  await expect(page.getByText(/^Celkem do /)).toBeVisible();
  await screenshot(page, 'platby-prehled');
  await page.goto('/evidence/objednavky-a-platby');
  await expect(page.getByRole('region', { name: 'Seznam objednávek' }).getByRole('link', { name: `Otevřít objednávku ${order.variableSymbol}` })).toBeVisible();
  await screenshot(page, 'platby-objednavky-admin');
});
