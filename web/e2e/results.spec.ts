import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { createClubEvent, gql, loginDemo, logout, uniqueName } from './racing-support';
import { expectAccessible, login, screenshot } from './support';

// Results (issue 15): a club's race manager uploads the timing tool's results to its event,
// follows the import, checks and publishes a race, and everybody reads it in the calendar; the
// pairing of rows to members with its suggestions and a member's results tab; a file that is
// not results; who may not open the results work.

/** The clubs' timing tool's export of 18 races on 20 September 2025 (libs/formats fixtures). */
const CLUB_TOOL_JSON = path.resolve(import.meta.dirname, '../../libs/formats/testdata/results/slcr-results-export.hooshek-2025-setkani-mistru.sample.json');
const FIXTURE_NAME = path.basename(CLUB_TOOL_JSON);
/** The fixture's day: the event's race of that day gets its result races. */
const RACE_DAY = '2025-09-20';

/** The logged-in club creates an event of its club on the results' day. */
async function createResultsEvent(page: Page, prefix: string): Promise<number> {
  const event = await createClubEvent(page, { name: uniqueName(prefix), dateFrom: RACE_DAY, dateTo: RACE_DAY, registrationDeadline: null, categories: [] });
  return event.id;
}

/** The section publishes the event in the calendar (as racing-events.spec.ts's section does). */
async function publishInCalendar(page: Page, eventId: number): Promise<void> {
  await loginDemo(page, 'usek@stopa.local');
  await gql(
    page,
    'PublishTestEvent',
    'mutation',
    `mutation PublishTestEvent($id: Int!) { setRacingEventPublication(id: $id, status: PUBLISHED) { event { id } } }`,
    { id: eventId },
  );
  await logout(page);
}

/** Uploads a file through the dropzone and waits until the worker has imported it. */
async function uploadAndWait(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }, fileName: string): Promise<void> {
  await page.getByLabel('Soubor s výsledky').setInputFiles(file);
  const report = page.getByRole('region', { name: `Zpracování souboru ${fileName}` });
  await expect(report).toBeVisible();
  await expect(report.getByText('Dokončeno')).toBeVisible({ timeout: 60_000 });
}

/** A count of the import's report ("Závodů", "Řádků výsledků", …). */
function reportCount(page: Page, label: string) {
  return page.getByRole('table', { name: 'Výsledek zpracování' }).getByRole('row', { name: label }).getByRole('cell');
}

/** Moves the open result race on with its status button, answering the question. */
async function moveRace(page: Page, action: string, status: string): Promise<void> {
  await page.getByRole('region', { name: 'Stav výsledků' }).getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(`mají nyní stav „${status}“`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stav výsledků' }).getByText(status, { exact: true })).toBeVisible();
}

test('a club uploads the timing tool’s results, checks and publishes a race, and the public reads it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'klub@stopa.local');
  const eventId = await createResultsEvent(page, 'Setkání mistrů');

  // The event's results tab leads the organiser to the results work.
  await page.goto(`/evidence/zavody/${eventId}/vysledky`);
  await expect(page.getByText('Událost zatím nemá žádné výsledky.')).toBeVisible();
  await page.getByRole('link', { name: 'Tvorba výsledků' }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/zavody/${eventId}/tvorba-vysledku$`));
  await expect(page.getByRole('heading', { name: 'Tvorba výsledků', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Formát souboru')).toHaveValue('');
  await page.getByLabel('Formát souboru').selectOption({ label: 'JSON z klubové časomíry' });

  await uploadAndWait(page, CLUB_TOOL_JSON, FIXTURE_NAME);
  await expect(reportCount(page, 'Závodů')).toHaveText('18');
  await expect(reportCount(page, 'Řádků výsledků')).toHaveText('171');
  await expect(page.getByText('Všechny řádky souboru byly přečteny.')).toBeVisible();
  const races = page.getByRole('table', { name: 'Výsledkové závody události' });
  await expect(races.getByRole('row')).toHaveCount(19);
  await expect(races.getByRole('row', { name: /Minižačky/ })).toContainText('Koncept');
  await expect(page.getByRole('region', { name: 'Poslední nahrané soubory' })).toContainText(FIXTURE_NAME);
  await expectAccessible(page);
  await screenshot(page, 'results-tvorba-vysledku');

  // The race's result list: checked, then published.
  await races.getByRole('link', { name: 'Minižačky' }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/zavody/${eventId}/tvorba-vysledku/\\d+/vysledkova-listina$`));
  await expect(page.getByRole('heading', { name: 'Minižačky', level: 1 })).toBeVisible();
  const list = page.getByRole('table', { name: 'Výsledková listina závodu Minižačky' });
  await expect(list.getByRole('row')).toHaveCount(20);
  await expect(list.getByRole('row').nth(1)).toContainText('1.');
  await expect(list.getByRole('row').nth(1)).toContainText('2:50,10');
  await expect(list.getByRole('row').nth(2)).toContainText('+7,70');
  await expect(page.getByRole('region', { name: 'Stav výsledků' }).getByRole('button', { name: 'Zveřejnit' })).toHaveCount(0);
  await moveRace(page, 'Zkontrolovat', 'Zkontrolováno');
  await moveRace(page, 'Zveřejnit', 'Zveřejněno');
  await expectAccessible(page);
  await screenshot(page, 'results-vysledkova-listina');

  await page.getByRole('link', { name: 'Informace o závodě' }).click();
  await expect(page.getByText('Běh na lyžích (CC)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Výsledková listina (XLSX)' })).toHaveAttribute('href', /\/api\/public\/export\/result\/race\/\d+\.xlsx$/);
  const resultRaceId = /tvorba-vysledku\/(\d+)\//.exec(page.url())?.[1];

  // The event's results tab offers the published results as one workbook.
  await page.goto(`/evidence/zavody/${eventId}/vysledky`);
  const workbook = page.getByRole('link', { name: 'Stáhnout výsledky akce (XLSX)' });
  await expect(workbook).toHaveAttribute('href', new RegExp(`/api/public/export/result/event/${eventId}-vse\\.xlsx$`));
  const download = await page.request.get((await workbook.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('spreadsheetml');
  await screenshot(page, 'results-udalost-vysledky');

  // Everybody who reads the event reads the published race.
  await page.goto(`/evidence/zavody/${eventId}/vysledky/${resultRaceId}/vysledky`);
  await expect(page.getByRole('table', { name: 'Výsledková listina závodu Minižačky' }).getByRole('row')).toHaveCount(20);
  await screenshot(page, 'results-vysledky-zavodu');

  await logout(page);
  await publishInCalendar(page, eventId);
  await page.goto(`/kalendar-a-vysledky/${eventId}/vysledky`);
  const published = page.locator('details').filter({ hasText: 'Minižačky' });
  await expect(published).toHaveCount(1);
  // Drafts stay with the organiser.
  await expect(page.getByText('Benjamínci W')).toHaveCount(0);
  await published.getByText('Minižačky').click();
  const publicList = page.getByRole('table', { name: 'Výsledková listina závodu Minižačky' });
  await expect(publicList.getByRole('row')).toHaveCount(20);
  await expect(publicList.getByRole('row').nth(1)).toContainText('2:50,10');
  await expect(page.getByRole('link', { name: 'Stáhnout výsledky závodu Minižačky (XLSX)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stáhnout výsledky akce (XLSX)' })).toHaveAttribute('href', `/api/public/export/result/event/${eventId}-vse.xlsx`);
  await expectAccessible(page);
  await screenshot(page, 'results-verejne');

  // The timekeeper sends the file again: the page warns first, the published race gets a new
  // version to check, and the public keeps reading the published one meanwhile.
  await login(page, 'klub@stopa.local');
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await expect(page.getByText(/Výsledky závodů Minižačky jsou zveřejněné/)).toBeVisible();
  await uploadAndWait(page, CLUB_TOOL_JSON, FIXTURE_NAME);
  const versions = page.getByRole('table', { name: 'Výsledkové závody události' });
  await expect(versions.getByRole('row')).toHaveCount(20);
  const version = versions.getByRole('row', { name: /Minižačky/ }).filter({ hasText: 'Nová verze' });
  await expect(version).toContainText('Koncept');
  await screenshot(page, 'results-nova-verze');
  await page.goto(`/kalendar-a-vysledky/${eventId}/vysledky`);
  await expect(page.locator('details').filter({ hasText: 'Minižačky' })).toHaveCount(1);

  // Published, the version takes the published race's place.
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await version.getByRole('link', { name: 'Minižačky' }).click();
  await moveRace(page, 'Zkontrolovat', 'Zkontrolováno');
  await moveRace(page, 'Zveřejnit', 'Zveřejněno');
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await expect(versions.getByRole('row')).toHaveCount(19);
  await expect(versions.getByText('Nová verze')).toHaveCount(0);
  await page.goto(`/evidence/zavody/${eventId}/vysledky/${resultRaceId}/vysledky`);
  await expect(page.getByRole('table', { name: 'Výsledková listina závodu Minižačky' }).getByRole('row')).toHaveCount(20);
});

interface ClubMember {
  id: number;
  firstName: string;
  lastName: string;
  sex: string;
  birthYear: number;
}

/** Members of the demo club of one sex with names no other member of the list shares (two,
 * unless told). */
async function clubMembers(page: Page, count = 2): Promise<ClubMember[]> {
  const data = await gql<{ members: { nodes: ClubMember[] } }>(
    page,
    'ResultsTestMembers',
    'query',
    `query ResultsTestMembers { members(input: { perPage: 200 }) { nodes { id firstName lastName sex birthYear } } }`,
  );
  const nodes = data.members.nodes;
  const sameName = (a: { lastName: string }, b: { lastName: string }) => a.lastName.localeCompare(b.lastName, 'cs', { sensitivity: 'base' }) === 0;
  const unique = nodes.filter((member) => nodes.filter((other) => sameName(member, other)).length === 1);
  // A random pair, so that decisions remembered by an earlier run do not meet this one.
  const shuffled = unique.map((member) => ({ member, order: Math.random() })).sort((a, b) => a.order - b.order).map(({ member }) => member);
  const first = shuffled[0];
  const chosen = first ? shuffled.filter((member) => member.sex === first.sex).slice(0, count) : [];
  if (chosen.length < count) throw new Error(`the demo club has no ${count} members to pair`);
  return chosen;
}

/** A member of the demo club the statistics find no result of (the demo seed's results fall on
 * random members): `preferred` when it has none. */
async function memberWithoutResults(page: Page, preferred: ClubMember): Promise<ClubMember> {
  const data = await gql<{ members: { nodes: ClubMember[] } }>(
    page,
    'ResultsTestMembers',
    'query',
    `query ResultsTestMembers { members(input: { perPage: 200 }) { nodes { id firstName lastName sex birthYear } } }`,
  );
  for (const member of [preferred, ...data.members.nodes]) {
    const stats = await gql<{ memberResultStats: unknown[] }>(
      page,
      'ResultsTestStats',
      'query',
      `query ResultsTestStats($memberId: Int!) { memberResultStats(memberId: $memberId) { seasonName } }`,
      { memberId: member.id },
    );
    if (stats.memberResultStats.length === 0) return member;
  }
  throw new Error('every member of the demo club has results');
}

/** A result file of the clubs' timing tool with one race: `first` as written in the register
 * (paired automatically), `second` a year off (a suggestion), a stranger, a DNF and a row the
 * import cannot read. */
function pairingFile(first: ClubMember, second: ClubMember): Buffer {
  const gender = first.sex === 'FEMALE' ? 'F' : 'M';
  const row = (rank: number | null, lastName: string, firstName: string, yearOfBirth: number, time: number | null, status?: string) => ({
    ...(rank === null ? {} : { rank, timeMilliseconds: time, diffMilliseconds: (time ?? 0) - 600_000 }),
    ...(status === undefined ? {} : { status }),
    lastName,
    firstName,
    gender,
    yearOfBirth,
    clubAbbreviation: 'SKPR',
    clubName: 'Ski klub Praha',
  });
  const race = {
    uniqueId: '1',
    resultsLayout: 'CROSS_COUNTRY_INDIVIDUAL_MASS_START',
    categoryYearFrom: 1930,
    categoryYearTo: 2025,
    gender,
    organizer: 'Ski klub Praha',
    raceName: 'Klubový přebor',
    raceDateStart: `${RACE_DAY}T10:00:00`,
    raceLocation: 'Bedřichov',
    trackLengthKm: 5,
    style: 'Klasicky',
    eventId: 1,
    results: [
      row(1, first.lastName, first.firstName, first.birthYear, 600_000),
      row(2, second.lastName, second.firstName, second.birthYear + 1, 612_300),
      row(3, 'Nezámý', 'Host', 1990, 655_000),
      row(null, 'Pozdní', 'Odstoupivší', 1991, null, 'DNF'),
      // Neither rank nor status, and no counts to tell: a row the import reports.
      row(null, 'Neznámý', 'Stav', 1992, null),
    ],
  };
  return Buffer.from(JSON.stringify([race], null, 2), 'utf8');
}

test('rows are paired to members, suggestions are decided, and a member’s results show them', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'klub@stopa.local');
  const eventId = await createResultsEvent(page, 'Klubový přebor');
  const [first, second] = await clubMembers(page);
  if (!first || !second) throw new Error('no members');
  const firstName = `${first.lastName} ${first.firstName}`;
  const secondName = `${second.lastName} ${second.firstName}`;

  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await uploadAndWait(page, { name: 'prebor.json', mimeType: 'application/json', buffer: pairingFile(first, second) }, 'prebor.json');
  await expect(reportCount(page, 'Spárováno automaticky')).toHaveText('1');
  await expect(reportCount(page, 'Návrhů na spárování')).toHaveText('1');
  await expect(reportCount(page, 'Nepřečtených řádků')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Nepřečtené řádky' })).toContainText('nemá pořadí ani stav');
  const races = page.getByRole('table', { name: 'Výsledkové závody události' });
  await expect(races.getByRole('link', { name: /^Návrhy na párování: / })).toHaveText('1 návrh');

  // The race: the first row paired automatically, the second waits for a decision.
  await races.getByRole('link', { name: /^Klubový přebor/ }).click();
  const list = page.getByRole('table', { name: /^Výsledková listina závodu Klubový přebor/ });
  const firstRow = list.getByRole('row').filter({ hasText: firstName });
  await expect(firstRow.getByRole('link', { name: firstName })).toHaveAttribute('href', `/evidence/clenove/${first.id}/informace-o-clenovi`);
  await expect(firstRow).toContainText('automaticky');
  await expect(list.getByRole('row').filter({ hasText: 'Pozdní Odstoupivší' })).toContainText('DNF');
  await list.getByRole('link', { name: '1 návrh' }).click();

  await expect(page).toHaveURL(/\/tvorba-vysledku\/\d+\/navrhy-na-parovani$/);
  await expect(page.getByRole('heading', { name: 'Návrhy na párování', level: 1 })).toBeVisible();
  const suggestion = page.getByRole('region', { name: secondName });
  await expect(suggestion).toContainText(`ročník ${second.birthYear + 1}`);
  await expect(suggestion.getByRole('link', { name: secondName })).toHaveAttribute('href', `/evidence/clenove/${second.id}/informace-o-clenovi`);
  await expectAccessible(page);
  await screenshot(page, 'results-navrhy-na-parovani');
  await suggestion.getByRole('button', { name: `Spárovat ${secondName} se členem ${secondName}` }).click();
  await expect(page.getByText(`${secondName} je spárován(a) se členem ${secondName}.`)).toBeVisible();
  await expect(page.getByText('Žádné návrhy na párování nečekají.')).toBeVisible();

  await page.getByRole('link', { name: '← Výsledková listina' }).click();
  const secondRow = list.getByRole('row').filter({ hasText: secondName }).first();
  await expect(secondRow).toContainText('ručně');
  // A wrong pair is taken back.
  await secondRow.getByRole('button', { name: `Zrušit spárování: ${secondName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zrušit spárování' }).click();
  await expect(page.getByText(`Spárování řádku ${secondName} bylo zrušeno.`)).toBeVisible();
  await expect(secondRow).toContainText('nespárováno');
  await moveRace(page, 'Zkontrolovat', 'Zkontrolováno');
  await moveRace(page, 'Zveřejnit', 'Zveřejněno');

  // The member's results tab: the published race, its place of four.
  await page.goto(`/evidence/clenove/${first.id}/vysledky`);
  await expect(page.getByRole('link', { name: 'Výsledky', exact: true })).toHaveAttribute('aria-current', 'page');
  const results = page.getByRole('table', { name: /^Výsledky v sezóně / });
  const result = results.getByRole('row').filter({ hasText: 'Klubový přebor' });
  await expect(result).toContainText('20. 9. 2025');
  await expect(result).toContainText('1. z 4');
  await expect(result).toContainText('10:00,00');
  await expectAccessible(page);
  await screenshot(page, 'results-clen');
  // The rejected suggestion left the second member without this result (the demo seed's
  // results may fall on the member too).
  await page.goto(`/evidence/clenove/${second.id}/vysledky`);
  await expect(page.getByText('Zatím žádné výsledky.').or(page.getByRole('table', { name: /^Výsledky v sezóně / })).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Klubový přebor' })).toHaveCount(0);

  // The public member page links to the public calendar's results.
  await logout(page);
  await publishInCalendar(page, eventId);
  const member = await gql<{ publicMember: { slug: string } }>(page, 'ResultsTestMember', 'query', `query ResultsTestMember($id: Int!) { publicMember(id: $id) { slug } }`, {
    id: first.id,
  });
  await page.goto(`/clenove/${first.id}/${member.publicMember.slug}/vysledky`);
  const publicResult = page.getByRole('row').filter({ hasText: 'Klubový přebor' });
  await expect(publicResult).toContainText('1. z 4');
  await publicResult.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/kalendar-a-vysledky/${eventId}/vysledky#vysledky-\\d+$`));
  await expect(page.getByRole('table', { name: /^Výsledková listina závodu Klubový přebor/ })).toContainText(firstName);
});

test('a file that is not results is refused with the Czech reason', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'klub@stopa.local');
  const eventId = await createResultsEvent(page, 'Chybný soubor');
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  const dropzone = page.getByLabel('Soubor s výsledky');
  await dropzone.setInputFiles({ name: 'vysledky.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('Soubor vysledky.pdf nemá povolený formát. Povolené formáty: XML, ZIP, JSON.');
  await dropzone.setInputFiles({ name: 'foo.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?>\n<foo/>\n') });
  const failure = page.getByRole('alert').filter({ hasText: 'Soubor se nepodařilo nahrát.' });
  await expect(failure).toContainText('Soubor není výsledková listina FIS');
  await expect(failure).toContainText('řádek');
  await expect(page.getByText('Zatím nebyl nahrán žádný soubor.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'results-chybny-soubor');
});

test('the results work is for the event’s managers: a visitor logs in, a member may not', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  const eventId = await createResultsEvent(page, 'Jen pro pořadatele');
  await logout(page);
  await publishInCalendar(page, eventId);

  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await expect(page.getByRole('heading', { name: 'Musíte se přihlásit' })).toBeVisible();

  await loginDemo(page, 'clen@stopa.local');
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  // The event's results tab offers a member no results work.
  await page.goto(`/evidence/zavody/${eventId}/vysledky`);
  await expect(page.getByText('Výsledky zatím nebyly zveřejněny.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tvorba výsledků' })).toHaveCount(0);
});

/** The pairing file with the stranger born in `strangerYear` (a pair by hand is remembered
 * for the athlete: a year of its own keeps a later run from meeting it) and a second race
 * that was uploaded by mistake (one row). */
function fileWithWrongRace(first: ClubMember, second: ClubMember, strangerYear: number): Buffer {
  const races = JSON.parse(pairingFile(first, second).toString('utf8')) as Record<string, unknown>[];
  const [race] = races;
  if (!race) throw new Error('no race in the pairing file');
  const rows = race.results as Record<string, unknown>[];
  const stranger = rows.find((row) => row.lastName === 'Nezámý');
  if (stranger) stranger.yearOfBirth = strangerYear;
  races.push({ ...race, uniqueId: '2', raceName: 'Omylem nahraný závod', results: rows.slice(0, 1) });
  return Buffer.from(JSON.stringify(races, null, 2), 'utf8');
}

test('the organiser corrects and deletes result races, pairs a row by hand, and the member’s statistics count the result', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'klub@stopa.local');
  const eventId = await createResultsEvent(page, 'Opravy výsledků');
  const [first, second, third] = await clubMembers(page, 3);
  if (!first || !second || !third) throw new Error('no members');
  const thirdName = `${third.lastName} ${third.firstName}`;
  const strangerYear = 1940 + Math.floor(Math.random() * 60);

  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku`);
  await uploadAndWait(page, { name: 'opravy.json', mimeType: 'application/json', buffer: fileWithWrongRace(first, second, strangerYear) }, 'opravy.json');
  await expect(reportCount(page, 'Závodů')).toHaveText('2');

  // The work page leads to the correction of the result races.
  await page.getByRole('link', { name: 'Úprava výsledkových závodů' }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/zavody/${eventId}/tvorba-vysledku/uprava-vysledkovych-zavodu$`));
  await expect(page.getByRole('heading', { name: 'Úprava výsledkových závodů', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Úprava výsledkových závodů – Opravy výsledků/);
  // The file's names: the race's name and its gender ("Klubový přebor – muži").
  const race = page.getByRole('form', { name: /^Klubový přebor/ });
  const fileName = await race.getByLabel('Název').inputValue();
  expect(fileName).toMatch(/^Klubový přebor – (muži|ženy)$/);
  await expect(race.getByLabel('Ročník od')).toHaveValue('1930');

  // Every problem at once, each under its field.
  await race.getByLabel('Název').fill('');
  await race.getByLabel('Datum').fill('2025-10-20');
  await race.getByLabel('Ročník od').fill('2015');
  await race.getByLabel('Ročník do').fill('2010');
  await race.getByRole('button', { name: `Uložit závod ${fileName}` }).click();
  await expect(race.getByText('Vyplňte název výsledkového závodu.')).toBeVisible();
  await expect(race.getByLabel('Název')).toHaveAttribute('aria-invalid', 'true');
  await expect(race.getByText('Datum závodu musí ležet v termínu akce')).toBeVisible();
  await expect(race.getByText('Ročník „do“ nesmí být menší než ročník „od“.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'results-uprava-chyby');

  await race.getByLabel('Název').fill('Klubový přebor – klasika');
  await race.getByLabel('Datum').fill('2025-09-20');
  await race.getByLabel('Závod události').selectOption({ label: 'Klasika 5 km – 20. 9. 2025' });
  await race.getByLabel('Disciplína (kód FIS)').fill('di');
  await race.getByLabel('Pro', { exact: true }).selectOption({ label: 'Muži i ženy' });
  await race.getByLabel('Ročník od').fill('1930');
  await race.getByLabel('Ročník do').fill('2025');
  await race.getByRole('button', { name: `Uložit závod ${fileName}` }).click();
  await expect(page.getByText('Výsledkový závod Klubový přebor – klasika je uložen.')).toBeVisible();
  const corrected = page.getByRole('form', { name: 'Klubový přebor – klasika' });
  await expect(corrected.getByLabel('Disciplína (kód FIS)')).toHaveValue('DI');
  await expect(corrected.getByText('Vyplňte název výsledkového závodu.')).toHaveCount(0);

  // The wrong file's race goes, after a question.
  const wrong = page.getByRole('form', { name: /^Omylem nahraný závod/ });
  const wrongName = await wrong.getByLabel('Název').inputValue();
  await wrong.getByRole('button', { name: `Smazat závod ${wrongName}` }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`Smazat výsledkový závod ${wrongName} (1 závodník)?`);
  await question.getByRole('button', { name: 'Smazat', exact: true }).click();
  await expect(page.getByText(`Výsledkový závod ${wrongName} byl smazán.`)).toBeVisible();
  await expect(wrong).toHaveCount(0);
  await screenshot(page, 'results-uprava-vysledkovych-zavodu');

  // The work page shows the corrected race with the event's race it belongs to.
  await page.getByRole('link', { name: '← Tvorba výsledků' }).click();
  const races = page.getByRole('table', { name: 'Výsledkové závody události' });
  await expect(races.getByRole('row')).toHaveCount(2);
  await expect(races.getByRole('row', { name: /Klubový přebor – klasika/ })).toContainText('Klasika 5 km');

  // The stranger's row is paired by hand with a member found by the search.
  await races.getByRole('link', { name: 'Klubový přebor – klasika', exact: true }).click();
  const list = page.getByRole('table', { name: 'Výsledková listina závodu Klubový přebor – klasika' });
  const stranger = list.getByRole('row').filter({ hasText: 'Nezámý Host' });
  await expect(stranger).toContainText('nespárováno');
  await stranger.getByRole('button', { name: 'Spárovat ručně: Nezámý Host' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ruční spárování – Nezámý Host' });
  await expect(dialog).toContainText(`ročník ${strangerYear} · Ski klub Praha · 3. místo`);
  const search = dialog.getByLabel('Hledat člena evidence');
  await expect(search).toHaveValue('Nezámý');
  await expect(dialog.getByText('Hledání neodpovídá žádný člen, kterého smíte vidět.')).toBeVisible();
  await search.fill(`${third.lastName} ${third.firstName}`);
  const found = dialog.getByRole('list', { name: 'Nalezení členové' });
  await expect(found.getByRole('listitem').filter({ hasText: thirdName })).toContainText(`ročník ${third.birthYear}`);
  await expectAccessible(page);
  await screenshot(page, 'results-rucni-parovani');
  await found.getByRole('button', { name: `Spárovat Nezámý Host se členem ${thirdName}` }).click();
  await expect(page.getByText(`Nezámý Host je spárován(a) se členem ${thirdName}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stranger.getByRole('link', { name: thirdName })).toHaveAttribute('href', `/evidence/clenove/${third.id}/informace-o-clenovi`);
  await expect(stranger).toContainText('ručně');
  // Every unpaired row may be paired by hand, one without a place too.
  await expect(list.getByRole('row').filter({ hasText: 'Pozdní Odstoupivší' }).getByRole('button', { name: 'Spárovat ručně: Pozdní Odstoupivší' })).toBeVisible();
  await screenshot(page, 'results-rucne-sparovano');
  await moveRace(page, 'Zkontrolovat', 'Zkontrolováno');
  await moveRace(page, 'Zveřejnit', 'Zveřejněno');

  // A published race is not deleted: the correction page offers only its details.
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku/uprava-vysledkovych-zavodu`);
  await expect(page.getByRole('form', { name: 'Klubový přebor – klasika' }).getByRole('button', { name: /^Smazat/ })).toHaveCount(0);

  // The third member's statistics count the result: one start, classified, a podium.
  await page.goto(`/evidence/clenove/${third.id}/statistiky`);
  const stats = page.getByRole('region', { name: 'Výsledky' });
  const table = stats.getByRole('table', { name: 'Výsledky člena po sezónách a disciplínách' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Závodní sezóna',
    'Disciplína',
    'Starty',
    'Klasifikováno',
    'Vítězství',
    'Pódia',
    'Top 10',
    'Nejlepší umístění',
    'Nejlepší FIS body',
    'Bez umístění',
  ]);
  // The demo seed's results of the member (without a discipline) may fill other rows.
  const season = table.getByRole('row').filter({ hasText: 'Intervalový start (DI)' });
  await expect(season.getByRole('rowheader')).toHaveText(/^\d{4}\/\d{4}$/);
  await expect(season.getByRole('cell')).toHaveText(['Intervalový start (DI)', '1', '1', '0', '1', '1', '3.', '—', '0']);
  await expectAccessible(page);
  await screenshot(page, 'results-clen-statistiky');

  // A member without published results says so.
  const withoutResults = await memberWithoutResults(page, second);
  await page.goto(`/evidence/clenove/${withoutResults.id}/statistiky`);
  await expect(page.getByRole('region', { name: 'Výsledky' })).toContainText('Žádné výsledky');
  await screenshot(page, 'results-clen-statistiky-prazdne');
});

test('who may not manage the event’s results does not correct its races', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  const eventId = await createResultsEvent(page, 'Úpravy jen pro pořadatele');
  await logout(page);
  await publishInCalendar(page, eventId);
  await loginDemo(page, 'clen@stopa.local');
  await page.goto(`/evidence/zavody/${eventId}/tvorba-vysledku/uprava-vysledkovych-zavodu`);
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await page.goto('/evidence/zavody/abc/tvorba-vysledku/uprava-vysledkovych-zavodu');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
});
