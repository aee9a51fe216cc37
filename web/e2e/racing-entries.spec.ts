import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, login, mailsTo, screenshot, waitForMail } from './support';
import { FIRST_CLUB_ID, createClubEvent, gql, loginDemo, logout, uniqueName } from './racing-support';

// Entries: a club enters its athletes (the form shows eligibility before anything is sent), a
// member enters itself, the organiser manages the entries and downloads them.

const REFUSALS = ['Není závodník.', 'Nemá zaplaceno.', 'Závodník nepatří do žádné kategorie závodu'];

test('a club opens entries of its event and enters its athletes; refusals show before sending', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'klub@stopa.local');
  const name = uniqueName('Žákovský pohár Prahy');
  // Only pupils born 2010–2015 fit: older paid athletes fit no category.
  const event = await createClubEvent(page, { name, categories: [{ name: 'Žactvo', birthYearFrom: 2010, birthYearTo: 2015 }] });

  await page.goto(`/evidence/zavody/${event.id}/informace`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přihlásit závodníky klubu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Otevřít přihlášky' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Otevřít přihlášky' }).click();
  await expect(page.getByText('Stav události je nyní „Přihlášky otevřeny“.')).toBeVisible();
  await expect(page.getByText('Přihlášky jsou otevřené.')).toBeVisible();
  await page.getByRole('link', { name: 'Přihlásit závodníky klubu' }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/zavody/${event.id}/prihlaska/klub$`));

  const grid = page.getByRole('region', { name: 'Závodníci klubu' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // At first only those who can be entered; the rest come with the toggle, each with the
  // server's refusal (before anything is sent) and how to fix it.
  await expect(page.getByRole('status').filter({ hasText: /^Zobrazeno \d+ z \d+ členů klubu\.$/ })).toBeVisible();
  await expect(grid.locator('.row-refused')).toHaveCount(0);
  await screenshot(page, 'prihlaska-klub-jen-pripustni');
  await page.getByLabel('Jen ti, koho lze přihlásit').uncheck();
  for (const reason of REFUSALS) await expect(grid.getByText(reason, { exact: true }).first()).toBeVisible();
  await expect(grid.locator('.row-refused').first()).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Přidat roli závodníka (Běh na lyžích)' }).first()).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Zaplatit příspěvek' }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'prihlaska-klub');
  await page.getByLabel('Jen ti, koho lze přihlásit').check();

  const boxes = grid.getByRole('checkbox', { name: /^Přihlásit .* do závodu Klasika 5 km$/ });
  const open = await boxes.count();
  expect(open).toBeGreaterThan(0);
  const chosen = Math.min(open, 2);
  for (let index = 0; index < chosen; index += 1) await boxes.nth(index).check();
  await expect(grid.getByRole('combobox', { name: /^Kategorie pro / }).first()).toHaveValue(/\d+/);
  const summary = page.getByRole('region', { name: 'Přihlásíte' });
  await expect(summary.getByRole('listitem')).toHaveCount(chosen);
  await expect(summary.getByRole('listitem').first()).toContainText('– Klasika 5 km (Žactvo)');
  await page.getByRole('button', { name: chosen === 1 ? 'Přihlásit 1 závodníka' : `Přihlásit ${chosen} závodníky` }).click();

  const outcomes = page.getByRole('table', { name: 'Výsledek přihlášky' });
  await expect(outcomes.getByRole('row')).toHaveCount(chosen + 1);
  await expect(outcomes.getByText('Přihlášen')).toHaveCount(chosen);
  await expect(grid.getByText(/^Přihlášena?$/)).toHaveCount(chosen);
  await screenshot(page, 'prihlaska-klub-vysledek');
  // The club's managers who enter athletes get one e-mail listing what was entered, once.
  const mail = await waitForMail('klub@stopa.local', `na závod ${name} byli přihlášeni tito závodníci:`);
  expect(mail.match(/^- .+ – Klasika 5 km, Žactvo, /gm)).toHaveLength(chosen);
  expect(mail).toContain(`/evidence/zavody/${event.id}/prihlaseni-zavodnici`);
  expect(mailsTo('klub@stopa.local', name)).toHaveLength(1);

  // The entries tab lists them by race and category with birth years.
  await page.goto(`/evidence/zavody/${event.id}/prihlaseni-zavodnici`);
  await expect(page.getByRole('table', { name: /Žactvo/ }).getByRole('row')).toHaveCount(chosen + 1);
  await expectAccessible(page);
  await screenshot(page, 'zavody-prihlaseni-zavodnici');
});

test('a member enters itself to a public race and sees the server’s reasons', async ({ page }) => {
  await loginDemo(page, 'clen@stopa.local');
  await page.goto('/evidence/zavody');
  await page.getByLabel('Hledat').fill('Božídarský');
  await expect(page).toHaveURL(/filter=/);
  const grid = page.getByRole('region', { name: 'Seznam závodů' });
  await grid.getByRole('link', { name: 'Božídarský lidový běh' }).click();
  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/prihlaska\/clen$/);
  await expect(page.getByRole('heading', { name: 'Přihláška do závodu', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Hledat člena')).toHaveCount(0);

  // The children's race: the member (an adult) fits none of its categories.
  await page.getByLabel('Závod', { exact: true }).selectOption({ label: 'Dětské závody' });
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Závodník nepatří do žádné kategorie závodu');
  await expectAccessible(page);
  await screenshot(page, 'prihlaska-clen-odmitnuti');

  // The main race admits the member (a non-athlete may enter a public race itself); a second
  // try says it is entered already.
  await page.getByLabel('Závod', { exact: true }).selectOption({ label: '20 km klasicky' });
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Jste přihlášen(a) do závodu 20 km klasicky.').or(page.getByText('Závodník už je do tohoto závodu přihlášen.'))).toBeVisible();
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Závodník už je do tohoto závodu přihlášen.');
  await screenshot(page, 'prihlaska-clen');
});

test('a registered athlete may not enter itself: its club enters it', async ({ page }) => {
  await loginDemo(page, 'zavodnik@stopa.local');
  await page.goto('/evidence/zavody');
  await page.getByLabel('Hledat').fill('Božídarský');
  await expect(page).toHaveURL(/filter=/);
  const grid = page.getByRole('region', { name: 'Seznam závodů' });
  await grid.getByRole('link', { name: 'Božídarský lidový běh' }).click();
  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await page.getByLabel('Závod', { exact: true }).selectOption({ label: '20 km klasicky' });
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pouze neregistrovaní závodníci se mohou přihlašovat sami.');
  await screenshot(page, 'prihlaska-clen-registrovany');
});

interface EntryFormRow {
  memberId: number;
  races: { raceId: number; refusalCode: string | null }[];
}

test('the organiser enters a non-member, numbers the race, moves and withdraws entries and downloads the four files', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'klub@stopa.local');
  const name = uniqueName('Sprint Stopy');
  const event = await createClubEvent(page, {
    name,
    categories: [
      { name: 'Žáci', birthYearFrom: 1990, birthYearTo: 2015 },
      { name: 'Open', birthYearFrom: 1930, birthYearTo: 2020 },
      { name: 'Veteránky', birthYearFrom: 1930, birthYearTo: 1985, genderGroup: 'FEMALE' },
    ],
  });
  await gql(page, 'OpenEntries', 'mutation', `mutation OpenEntries($id: Int!) { changeRacingEventState(id: $id, state: REGISTRATIONS_ENABLED) { event { id } } }`, {
    id: event.id,
  });
  const form = await gql<{ clubEntryForm: EntryFormRow[] }>(
    page,
    'EntryForm',
    'query',
    `query EntryForm($id: Int!, $clubId: Int!) { clubEntryForm(racingEventId: $id, clubId: $clubId) { memberId races { raceId refusalCode } } }`,
    { id: event.id, clubId: FIRST_CLUB_ID },
  );
  const eligible = form.clubEntryForm.filter((athlete) => athlete.races.every((race) => race.refusalCode === null));
  expect(eligible.length).toBeGreaterThanOrEqual(2);
  await gql(page, 'EnterAthletes', 'mutation', `mutation EnterAthletes($id: Int!, $clubId: Int!, $entries: [ClubEntryInput!]!) { enterClubAthletes(racingEventId: $id, clubId: $clubId, entries: $entries) { raceEntryId } }`, {
    id: event.id,
    clubId: FIRST_CLUB_ID,
    entries: eligible.map((athlete) => ({ memberId: athlete.memberId, raceId: event.raceId })),
  });

  // A guest from Slovakia through the non-member form; the server checks the nation.
  await page.goto(`/evidence/zavody/${event.id}/sprava-prihlasek`);
  await expect(page.getByRole('heading', { name: 'Správa přihlášek', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Přihlásit nečlena' }).click();
  await page.getByLabel('Jméno').fill('Marek');
  await page.getByLabel('Příjmení').fill('Hosťovský');
  await page.getByLabel('Ročník').fill('2011');
  await page.getByLabel('Klub (nepovinné)').fill('ŠK Štrbské Pleso');
  await page.getByLabel('Stát').fill('SLOVENSKO');
  await page.getByRole('button', { name: 'Přihlásit nečlena' }).click();
  await expect(page.getByText('Zadejte stát třemi písmeny (CZE, SVK, POL…).')).toBeVisible();
  await page.getByLabel('Stát').fill('SVK');
  await page.getByRole('button', { name: 'Přihlásit nečlena' }).click();
  await expect(page.getByText('Marek Hosťovský je přihlášen(a).')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'prihlaska-neclen');

  await page.getByRole('link', { name: 'Správa přihlášek' }).click();
  const grid = page.getByRole('region', { name: 'Přihlášky' });
  await expect(grid.getByRole('row')).toHaveCount(eligible.length + 2);

  // Bibs from 101 for the race, then one by hand.
  await page.getByLabel('První číslo').fill('101');
  await page.getByRole('button', { name: 'Přidělit startovní čísla' }).click();
  await expect(page.getByText(`Startovní čísla přidělena: ${eligible.length + 1}.`)).toBeVisible();
  await expect(grid.getByRole('textbox', { name: 'Startovní číslo – Marek Hosťovský' })).toHaveValue(/^1\d\d$/);
  await grid.getByRole('textbox', { name: 'Startovní číslo – Marek Hosťovský' }).fill('150');
  await grid.getByRole('button', { name: 'Uložit startovní číslo – Marek Hosťovský' }).click();
  await expect(page.getByText('Startovní číslo (Marek Hosťovský) bylo uloženo.')).toBeVisible();

  // Move the guest to the open category (a boy born 2011 is offered only the categories he
  // fits, never Veteránky); withdraw one athlete.
  const category = grid.getByRole('combobox', { name: 'Kategorie – Marek Hosťovský' });
  await expect(category.locator('option')).toHaveText(['Žáci', 'Open']);
  await category.selectOption({ label: 'Open' });
  await expect(page.getByText('Marek Hosťovský: přesunuto do kategorie Open.')).toBeVisible();
  const withdraw = grid.getByRole('button', { name: /^Odhlásit – / }).first();
  const withdrawn = ((await withdraw.getAttribute('aria-label')) ?? '').replace('Odhlásit – ', '');
  await withdraw.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odhlásit' }).click();
  await expect(page.getByText(`${withdrawn} byl(a) odhlášen(a).`)).toBeVisible();
  // The grid writes the surname first.
  const listed = withdrawn.split(' ').reverse().join(' ');
  await expect(grid.getByRole('row').filter({ hasText: listed })).toContainText('Odhlášen');
  await expectAccessible(page);
  await screenshot(page, 'sprava-prihlasek');

  const files: [string, RegExp, string, BufferEncoding][] = [
    ['Přihlášky (CSV)', /^prihlasky-\d+\.csv$/, 'Závod;Datum;Kategorie;St. číslo;Příjmení;Jméno;Ročník;Pohlaví;Klub;Kód klubu;Stát;Reg. číslo;FIS kód;Pozdní přihláška', 'utf8'],
    ['Přihlášky po klubech (CSV)', /-po-klubech\.csv$/, 'Klub;Kód klubu;Příjmení;Jméno;Ročník;Pohlaví;Závod;Kategorie;St. číslo', 'utf8'],
    ['Přihlášky ve starém formátu (CSV, Windows-1250)', /-puvodni-format\.csv$/, 'PRIJMENI;JMENO;ROCNIK;POHLAVI;ODDIL;KATEGORIE;ZAVOD;REG_CISLO;STC', 'latin1'],
    ['Soubor pro časomíru (běh na lyžích)', /-casomira\.csv$/, 'Bib;Lastname;Firstname;Yearofbirth;Gender;Nation;Club;Clubcode;Category;Fiscode;Regnumber;Race', 'utf8'],
  ];
  for (const [link, fileName, header, encoding] of files) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^prihlasky-${event.id}`));
    expect(download.suggestedFilename()).toMatch(fileName);
    const bytes = readFileSync((await download.path()) ?? '');
    const text = bytes.toString(encoding);
    const lines = text.split(/\r?\n/).filter(Boolean);
    if (link === 'Přihlášky (CSV)') expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]?.replace(/^\uFEFF/, '')).toBe(header);
    // Withdrawn entries are never in the files; everybody else is.
    expect(lines.length).toBe(eligible.length + 1 + 1 - 1);
    if (link === 'Soubor pro časomíru (běh na lyžích)') expect(text).toContain('150;Hosťovský;Marek;2011;M;SVK;ŠK Štrbské Pleso');
  }
  await logout(page);
});
