import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, manBirthNumber, screenshot } from './support';
import { FIRST_CLUB_ID, createClubEvent, gql, loginDemo, logout, uniqueName } from './racing-support';

// Transfers and hostings: the receiving club asks for a member of another club, the releasing
// club releases (or rejects with a reason), the federation approves a transfer; a hosting in
// force is listed on the host club's members tab. Each journey asks for members of its own,
// made by Admin in the first club, so the journeys are independent of each other and of the
// rest of the suite (a member may have one open inquiry only).

const PAGE = '/evidence/prestupy-a-hostovani';
const CROSS_COUNTRY = 1;

/** The day `days` after today in Prague, as YYYY-MM-DD. */
function inDays(days: number): string {
  const day = new Date(`${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date())}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

interface Member {
  id: number;
  registrationNumber: number;
  name: string;
}

/** Admin adds a cross-country athlete with a name no other run has used to the first club. */
async function createFirstClubAthlete(page: Page, firstName: string, prefix: string): Promise<Member> {
  const lastName = uniqueName(prefix).replace(/\s(\w+)$/, (_, suffix: string) => `-${suffix.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`);
  const day = 1 + Math.floor(Math.random() * 27);
  const created = await gql<{ createMember: { id: number; registrationNumber: number } }>(
    page,
    'TransferTestCreateMember',
    'mutation',
    'mutation TransferTestCreateMember($input: CreateMemberInput!) { createMember(input: $input) { id registrationNumber } }',
    {
      input: {
        clubId: FIRST_CLUB_ID,
        firstName,
        lastName,
        sex: 'MALE',
        birthDate: `1995-04-${String(day).padStart(2, '0')}`,
        birthNumber: manBirthNumber(1995, 4, day),
        citizenship: 'CZ',
        country: 'CZ',
      },
    },
  );
  const { id, registrationNumber } = created.createMember;
  await gql(page, 'TransferTestAthlete', 'mutation', 'mutation TransferTestAthlete($input: AddAthleteRoleInput!) { addAthleteRole(input: $input) { id } }', {
    input: { memberId: id, departmentId: CROSS_COUNTRY, validFrom: '2020-01-01' },
  });
  return { id, registrationNumber, name: `${firstName} ${lastName}` };
}

/** The club the logged-in club manager manages (the one it writes to). */
async function ownClubId(page: Page): Promise<number> {
  const data = await gql<{ clubs: { nodes: { id: number; access: string }[] } }>(
    page,
    'TransferTestOwnClub',
    'query',
    'query TransferTestOwnClub { clubs(input: { perPage: 500 }) { nodes { id access } } }',
  );
  const own = data.clubs.nodes.find((club) => club.access === 'WRITE');
  if (!own) throw new Error('the club manager writes to no club');
  return own.id;
}

/** The logged-in club asks for `member` through the request form. */
async function requestThroughForm(page: Page, member: Member, kind: 'Přestup' | 'Hostování', shot?: string): Promise<void> {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Přestupy a hostování', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nová žádost' }).click();
  const form = page.getByRole('region', { name: 'Nová žádost o přestup nebo hostování' });
  await form.getByLabel('Registrační číslo člena').fill(String(member.registrationNumber));
  await form.getByRole('button', { name: 'Vyhledat' }).click();
  const candidate = form.getByRole('group', { name: 'Nalezený člen' });
  await expect(candidate).toContainText(member.name);
  await expect(candidate).toContainText('Ski klub Praha');
  await form.getByRole('radio', { name: kind }).check();
  // A club manager asks for its own club: fixed, not a choice.
  await expect(form.getByLabel('Přijímající klub')).toHaveValue('TJ Sokol Kladno');
  await form.getByLabel('Úsek').selectOption({ label: 'Běh na lyžích' });
  await form.getByLabel('Poznámka').fill('Závodník se stěhuje k nám.');
  if (shot) {
    await expectAccessible(page);
    await screenshot(page, shot);
  }
  await form.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByText(`Žádost o člena ${member.name} byla odeslána klubu Ski klub Praha.`)).toBeVisible();
}

/** The row of `member`'s inquiry on the page. */
function inquiryRow(page: Page, member: Member) {
  return page.getByRole('table', { name: 'Seznam žádostí o přestup a hostování' }).getByRole('row').filter({ hasText: member.name });
}

/** Takes a step through its button and the confirmation dialog. */
async function takeStep(page: Page, member: Member, action: 'Uvolnit' | 'Schválit'): Promise<void> {
  await page.goto(PAGE);
  await inquiryRow(page, member).getByRole('button', { name: `${action} – ${member.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: action }).click();
}

test('a club asks for a member of another club, the club releases it, the section approves and the member moves', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, 'admin@stopa.local');
  const member = await createFirstClubAthlete(page, 'Přemysl', 'Přestupový');
  await logout(page);

  // The receiving club (the second demo club) asks.
  await login(page, 'klub2@stopa.local');
  await expect(page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Přestupy a hostování' })).toBeVisible();
  const secondClubId = await ownClubId(page);
  await requestThroughForm(page, member, 'Přestup', 'prestupy-nova-zadost');
  const asked = inquiryRow(page, member);
  await expect(asked).toContainText('Přestup');
  await expect(asked).toContainText('Ski klub Praha');
  await expect(asked).toContainText('TJ Sokol Kladno');
  await expect(asked).toContainText(`reg. č. ${member.registrationNumber}`);
  await expect(asked).toContainText('Čeká na uvolnění');
  // The asker may withdraw, not release its own request.
  await expect(asked.getByRole('button', { name: `Stáhnout žádost – ${member.name}` })).toBeVisible();
  await expect(asked.getByRole('button', { name: `Uvolnit – ${member.name}` })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'prestupy-seznam-klub2');
  await logout(page);

  // The releasing club releases.
  await login(page, 'klub@stopa.local');
  await takeStep(page, member, 'Uvolnit');
  await expect(page.getByText(`Člen ${member.name} byl uvolněn.`)).toBeVisible();
  await expect(inquiryRow(page, member)).toContainText('Čeká na schválení svazem');
  await logout(page);

  // The cross-country section approves; effective today, the member moves at once.
  await loginDemo(page, 'usek@stopa.local');
  await page.goto(`${PAGE}?state=RELEASED`);
  await expect(page.getByLabel('Stav')).toHaveValue('RELEASED');
  await expect(inquiryRow(page, member)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'prestupy-usek-ke-schvaleni');
  await takeStep(page, member, 'Schválit');
  await expect(page.getByText(`Přestup člena ${member.name} byl schválen.`)).toBeVisible();
  await expect(inquiryRow(page, member)).toContainText('Provedeno');
  // The detail shows every step of the history.
  await inquiryRow(page, member).getByRole('button', { name: `Podrobnosti – ${member.name}` }).click();
  const detail = page.getByRole('region', { name: `Podrobnosti žádosti – ${member.name}` });
  // Asked, released, approved, done (and the header).
  await expect(detail.getByRole('row')).toHaveCount(5);
  await expect(detail).toContainText('Čeká na schválení svazem');
  await screenshot(page, 'prestupy-detail-historie');
  await logout(page);

  // The member's club history shows both clubs and the transfer.
  await login(page, 'admin@stopa.local');
  await page.goto(`/evidence/clenove/${member.id}/klubova-historie`);
  const memberships = page.getByRole('table', { name: 'Klubová historie' });
  await expect(memberships).toContainText('Ski klub Praha');
  await expect(memberships).toContainText('TJ Sokol Kladno');
  const transfers = page.getByRole('table', { name: 'Přestupy a hostování' });
  await expect(transfers.getByRole('row').filter({ hasText: 'Přestup' })).toContainText('Provedeno');
  await expectAccessible(page);
  await screenshot(page, 'clen-klubova-historie-prestup');
  // A transfer leaves paid fees with the club that paid them: the new club pays the member's
  // season fee (Admin records the payment by hand) before it may enter the member.
  const seasons = await gql<{ evidenceSeasons: { id: number; validFrom: string; validTo: string }[] }>(page, 'TransferTestSeasons', 'query', 'query TransferTestSeasons { evidenceSeasons { id validFrom validTo } }');
  const raceDay = inDays(14);
  const season = seasons.evidenceSeasons.find((item) => item.validFrom <= raceDay && raceDay <= item.validTo);
  if (!season) throw new Error(`no evidence season holds ${raceDay}`);
  const order = await gql<{ createOrder: { uuid: string } }>(page, 'TransferTestOrder', 'mutation', 'mutation TransferTestOrder($input: CreateOrderInput!) { createOrder(input: $input) { uuid } }', {
    input: { clubId: secondClubId, evidenceSeasonId: season.id, memberIds: [member.id] },
  });
  await gql(page, 'TransferTestPay', 'mutation', 'mutation TransferTestPay($input: ChangeOrderInput!) { changeOrder(input: $input) { uuid } }', {
    input: { uuid: order.createOrder.uuid, change: 'PAY_BY_HAND', note: 'Zaplaceno v hotovosti na svazu.' },
  });
  await logout(page);

  // The new club enters the member for a race of its own event.
  await login(page, 'klub2@stopa.local');
  const event = await createClubEvent(page, {
    name: uniqueName('Přestupový sprint'),
    clubId: secondClubId,
    dateFrom: raceDay,
    dateTo: raceDay,
    registrationDeadline: null,
    categories: [{ name: 'Open', birthYearFrom: 1930, birthYearTo: 2020 }] });
  await gql(page, 'TransferTestOpenEntries', 'mutation', 'mutation TransferTestOpenEntries($id: Int!) { changeRacingEventState(id: $id, state: REGISTRATIONS_ENABLED) { event { id } } }', { id: event.id });
  const form = await gql<{ clubEntryForm: { memberId: number; races: { raceId: number; refusalCode: string | null }[] }[] }>(
    page,
    'TransferTestEntryForm',
    'query',
    'query TransferTestEntryForm($id: Int!, $clubId: Int!) { clubEntryForm(racingEventId: $id, clubId: $clubId) { memberId races { raceId refusalCode } } }',
    { id: event.id, clubId: secondClubId },
  );
  const row = form.clubEntryForm.find((athlete) => athlete.memberId === member.id);
  expect(row, 'the transferred member is among the new club’s athletes').toBeDefined();
  expect(row?.races[0]?.refusalCode ?? null).toBeNull();
  await gql(page, 'TransferTestEnter', 'mutation', 'mutation TransferTestEnter($id: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) { enterClubAthletes(racingEventId: $id, clubId: $clubId, entries: $entries) { raceEntryId } }', {
    id: event.id,
    clubId: secondClubId,
    entries: [{ memberId: member.id, raceId: event.raceId }],
  });
  await page.goto(`/evidence/zavody/${event.id}/prihlaseni-zavodnici`);
  const entries = page.getByRole('table', { name: /Open/ });
  await expect(entries.getByRole('row').filter({ hasText: member.name.split(' ')[1] ?? member.name })).toContainText('TJ Sokol Kladno');
  await screenshot(page, 'prestup-prihlaska-novy-klub');
});

test('a released hosting is listed among the host club’s hosted athletes', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'admin@stopa.local');
  const member = await createFirstClubAthlete(page, 'Hostivít', 'Hostující');
  await logout(page);

  await login(page, 'klub2@stopa.local');
  const secondClubId = await ownClubId(page);
  await requestThroughForm(page, member, 'Hostování', 'prestupy-nova-zadost-hostovani');
  await expect(inquiryRow(page, member)).toContainText('Hostování');
  await logout(page);

  // A hosting needs only the release.
  await login(page, 'klub@stopa.local');
  await takeStep(page, member, 'Uvolnit');
  await expect(page.getByText(`Člen ${member.name} byl uvolněn.`)).toBeVisible();
  await expect(inquiryRow(page, member)).toContainText('Schváleno');
  await logout(page);

  await login(page, 'klub2@stopa.local');
  await page.goto(`/evidence/kluby/${secondClubId}/clenove-klubu`);
  const hosted = page.getByRole('region', { name: 'Hostující závodníci' });
  await expect(hosted.getByRole('row').filter({ hasText: member.name })).toContainText('Ski klub Praha');
  await expect(hosted.getByRole('row').filter({ hasText: member.name })).toContainText('Běh na lyžích');
  await expectAccessible(page);
  await screenshot(page, 'klub-hostujici-zavodnici');

  // The phone-size list of inquiries.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PAGE}?kind=HOSTING`);
  await expect(inquiryRow(page, member)).toBeVisible();
  await screenshot(page, 'prestupy-seznam-telefon');
});

test('a rejected request shows its reason to the requesting club', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'admin@stopa.local');
  const member = await createFirstClubAthlete(page, 'Radomír', 'Zamítnutý');
  await logout(page);

  await login(page, 'klub2@stopa.local');
  const secondClubId = await ownClubId(page);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
  await gql(page, 'TransferTestRequest', 'mutation', 'mutation TransferTestRequest($input: RequestTransferInput!) { requestTransfer(input: $input) { id } }', {
    input: { kind: 'TRANSFER', memberId: member.id, toClubId: secondClubId, departmentId: CROSS_COUNTRY, validFrom: today, note: '' },
  });
  await logout(page);

  // The releasing club rejects: the reason is required.
  await login(page, 'klub@stopa.local');
  await page.goto(PAGE);
  await inquiryRow(page, member).getByRole('button', { name: `Zamítnout – ${member.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Toto pole je povinné');
  await dialog.getByLabel('Důvod zamítnutí').fill('Závodník má u nás rozjetou sezónu a smlouvu do jara.');
  await expectAccessible(page);
  await screenshot(page, 'prestupy-zamitnuti-dialog');
  await dialog.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(page.getByText(`Žádost o člena ${member.name} byla zamítnuta.`)).toBeVisible();
  await logout(page);

  // The requesting club sees the state and, in the detail, the reason.
  await login(page, 'klub2@stopa.local');
  await page.goto(`${PAGE}?state=REJECTED`);
  await expect(page.getByLabel('Stav')).toHaveValue('REJECTED');
  const row = inquiryRow(page, member);
  await expect(row).toContainText('Zamítnuto');
  await row.getByRole('button', { name: `Podrobnosti – ${member.name}` }).click();
  const detail = page.getByRole('region', { name: `Podrobnosti žádosti – ${member.name}` });
  await expect(detail).toContainText('Důvod zamítnutí: Závodník má u nás rozjetou sezónu a smlouvu do jara.');
  await expectAccessible(page);
  await screenshot(page, 'prestupy-zamitnuto-duvod');
});
