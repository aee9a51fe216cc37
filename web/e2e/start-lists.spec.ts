import { expect, test } from '@playwright/test';
import { expectAccessible, login, screenshot } from './support';
import { FIRST_CLUB_ID, createClubEvent, gql, loginDemo, logout, uniqueName } from './racing-support';

// Race day: the organiser numbers its race, chooses an interval start, publishes the start
// list and prints it; a parent reads it on a phone.

test('an organiser publishes a start list, prints it and a phone reads it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'klub@stopa.local');
  const name = uniqueName('Startovka Jizerky');
  const event = await createClubEvent(page, { name, categories: [{ name: 'Dospělí', birthYearFrom: 1900, birthYearTo: 2015 }] });
  await gql(page, 'OpenEntries', 'mutation', 'mutation OpenEntries($id: Int!) { changeRacingEventState(id: $id, state: REGISTRATIONS_ENABLED) { event { id } } }', { id: event.id });
  const form = await gql<{ clubEntryForm: { memberId: number; races: { refusalCode: string | null }[] }[] }>(
    page,
    'EntryForm',
    'query',
    'query EntryForm($id: Int!, $clubId: Int!) { clubEntryForm(racingEventId: $id, clubId: $clubId) { memberId races { refusalCode } } }',
    { id: event.id, clubId: FIRST_CLUB_ID },
  );
  const eligible = form.clubEntryForm.filter((athlete) => athlete.races.every((race) => race.refusalCode === null)).slice(0, 4);
  expect(eligible.length).toBeGreaterThanOrEqual(2);
  await gql(page, 'EnterAthletes', 'mutation', 'mutation EnterAthletes($id: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) { enterClubAthletes(racingEventId: $id, clubId: $clubId, entries: $entries) { raceEntryId } }', {
    id: event.id,
    clubId: FIRST_CLUB_ID,
    entries: eligible.map((athlete) => ({ memberId: athlete.memberId, raceId: event.raceId })),
  });

  // The section puts the event in the calendar (its public tabs exist from then on).
  await logout(page);
  await loginDemo(page, 'usek@stopa.local');
  await gql(page, 'PublishTestEvent', 'mutation', 'mutation PublishTestEvent($id: Int!) { setRacingEventPublication(id: $id, status: PUBLISHED) { event { id } } }', { id: event.id });
  await logout(page);
  await login(page, 'klub@stopa.local');

  await page.goto(`/evidence/zavody/${event.id}/sprava-prihlasek`);
  const card = page.getByRole('region', { name: 'Startovní listiny' });
  await expect(card.getByText(`Bez startovního čísla: ${eligible.length}`)).toBeVisible();
  // Publishing waits for the bibs.
  await card.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(card.getByText(/nelze zveřejnit: \d+ přihlášen.* bez startovního čísla/)).toBeVisible();
  await page.getByLabel('První číslo').fill('1');
  await page.getByRole('button', { name: 'Přidělit startovní čísla' }).click();
  await expect(page.getByText(`Startovní čísla přidělena: ${eligible.length}.`)).toBeVisible();

  await card.getByLabel('Způsob startu').selectOption({ label: 'Intervalový start' });
  await card.getByLabel('První start').fill('10:00');
  await card.getByLabel('Interval (s)').fill('30');
  await card.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(page.getByText('Nastavení startu závodu Klasika 5 km je uloženo.')).toBeVisible();
  await expect(card.getByText('Intervalový start, první start 10:00, interval 30 s')).toBeVisible();
  await card.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByText('Startovní listina závodu Klasika 5 km je zveřejněná.')).toBeVisible();
  await expect(card.getByText('Zveřejněno', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'startovni-listiny-sprava');

  // The public tab: the starters by bib with their times, the downloads and the print.
  await card.getByRole('link', { name: 'Zobrazit startovní listinu' }).click();
  await expect(page).toHaveURL(new RegExp(`/kalendar-a-vysledky/${event.id}/startovni-listina$`));
  const list = page.getByRole('region', { name: 'Klasika 5 km' });
  const rows = list.locator('tbody tr');
  await expect(rows).toHaveCount(eligible.length);
  await expect(rows.nth(0).locator('td').nth(0)).toHaveText('1');
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('10:00');
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('10:00:30');
  await expect(page.getByRole('link', { name: 'Startovní listina (CSV)' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'startovni-listina');

  const csv = await page.request.get(`/api/public/export/racing/event/${event.id}/start-list-csv`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\n')[0]).toContain('Závod;Datum;Kategorie;Pořadí;St. číslo;Start');

  // On paper: no site header or tabs, the line naming event, race and date above the table.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Záložky závodu' })).toBeHidden();
  await expect(page.locator('.start-list-print-head').first()).toContainText(`${name} – Klasika 5 km`);
  await screenshot(page, 'startovni-listina-tisk');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // A parent on a phone: the rows stack, bib and time first, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(rows.first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'telefon-startovni-listina');
});
