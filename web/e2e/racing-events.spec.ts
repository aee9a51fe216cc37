import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, login, screenshot, evidenceLink } from './support';
import { createClubEvent, loginDemo, logout, uniqueName } from './racing-support';

// Racing events: a club proposes an event and the section publishes it; the public calendar
// and event page; a timekeeper sees only its events; Admin keeps the timekeeping companies.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects CSP violations of the page (the map's tiles must be allowed, nothing inline). */
function watchViolations(page: Page): void {
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** A valid IČO (weights 8…2, check digit) from seven random digits. */
function randomIco(): string {
  const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10));
  const sum = digits.reduce((total, digit, index) => total + digit * (8 - index), 0);
  const check = (11 - (sum % 11)) % 10;
  return `${digits.join('')}${check}`;
}

test('a club proposes an event, the section publishes it and it appears in the public calendar', async ({ page }) => {
  test.setTimeout(90_000);
  const name = uniqueName('Pohár Stopy v běhu na lyžích');
  await login(page, 'klub@stopa.local');
  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Závody', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Závody', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nová událost' }).click();
  await expect(page).toHaveURL(/\/evidence\/zavody\/nova-udalost$/);

  // The server's field errors land under the fields.
  await page.getByLabel('Úsek').selectOption({ label: 'Běh na lyžích' });
  await page.getByLabel('Název', { exact: true }).fill(name);
  await page.getByLabel('Začátek').fill('2027-01-23');
  await page.getByLabel('Konec').fill('2027-01-22');
  await page.getByLabel('Místo', { exact: true }).fill('Jablonec nad Nisou, Břízky');
  await page.getByLabel('Název závodu').fill('Volně 10 km');
  await page.getByLabel('Disciplína').selectOption({ label: 'Distanční závody' });
  await page.getByRole('button', { name: 'Vytvořit událost' }).click();
  await expect(page.getByText('Konec nemůže předcházet začátku.')).toBeVisible();

  await page.getByLabel('Konec').fill('2027-01-24');
  await page.getByLabel('Kategorie události').selectOption('B');
  await expect(page.getByLabel('Pořádající klub')).toHaveValue('1');
  await page.getByLabel('Uzávěrka přihlášek').fill('2027-01-20T18:00');
  await page.getByLabel('Zeměpisná šířka').fill('50.7244');
  await page.getByLabel('Zeměpisná délka').fill('15.1710');
  await page.getByLabel('Kontaktní e-mail').fill('zavody@skiklub.cz');
  await expect(page.getByLabel('Datum', { exact: true })).toHaveValue('2027-01-23');
  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  await page.getByLabel('Název kategorie 1 závodu 1', { exact: true }).fill('Žáci');
  await page.getByLabel('Ročník od, kategorie 1 závodu 1', { exact: true }).fill('2012');
  await page.getByLabel('Ročník do, kategorie 1 závodu 1', { exact: true }).fill('2013');
  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  await page.getByLabel('Název kategorie 2 závodu 1', { exact: true }).fill('Dorost');
  await page.getByLabel('Ročník od, kategorie 2 závodu 1', { exact: true }).fill('2008');
  await page.getByLabel('Ročník do, kategorie 2 závodu 1', { exact: true }).fill('2011');
  await expectAccessible(page);
  await screenshot(page, 'zavody-nova-udalost');
  await page.getByRole('button', { name: 'Vytvořit událost' }).click();

  await expect(page).toHaveURL(/\/evidence\/zavody\/\d+\/informace$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Přihlášky neotevřeny').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kategorie závodu Volně 10 km' })).toContainText('2012–2013');
  // The club proposed it: the calendar waits for the section.
  await expect(page.getByText('čeká na zveřejnění úsekem')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'zavody-detail-klub');
  const eventUrl = page.url();

  // The section decides: it finds the proposal among those awaiting a decision.
  await logout(page);
  await loginDemo(page, 'usek@stopa.local');
  await (await evidenceLink(page, 'Závody k publikaci')).click();
  await expect(page.getByRole('heading', { name: 'Závody k publikaci', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Čeká na rozhodnutí');
  await expectAccessible(page);
  await screenshot(page, 'zavody-k-publikaci');
  await row.getByRole('button', { name: `Zveřejnit: ${name}` }).click();
  await expect(page.getByText(`Událost ${name} je zveřejněna v kalendáři.`)).toBeVisible();
  await expect(row).toContainText('Zveřejněno');

  // Everybody finds it in the calendar of January 2027.
  await logout(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Kalendář' }).click();
  await expect(page.getByRole('heading', { name: 'Kalendář závodů', level: 1 })).toBeVisible();
  await page.getByLabel('Úsek').selectOption({ label: 'Běh na lyžích' });
  await page.getByLabel('Měsíc').selectOption('2027-01');
  await expect(page).toHaveURL(/month=2027-01/);
  const month = page.getByRole('region', { name: 'leden 2027' });
  await expect(month.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Odebírat kalendář: Běh na lyžích (iCal)' })).toHaveAttribute('href', '/api/calendar/cc.ics');
  await month.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('23.–24. 1. 2027').first()).toBeVisible();
  expect(eventUrl).toContain('/informace');
});

test('the organiser cancels its event only after a dialog that goes back with Zpět and cancels in red', async ({ page }) => {
  await login(page, 'klub@stopa.local');
  const name = uniqueName('Zrušený sprint Stopy');
  const event = await createClubEvent(page, { name, categories: [{ name: 'Všichni', birthYearFrom: 1930, birthYearTo: 2020 }] });
  await page.goto(`/evidence/zavody/${event.id}/informace`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Zrušit událost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Změna stavu události' });
  await expect(dialog).toContainText(`Opravdu zrušit událost ${name}?`);
  // One way back and one way on, never two buttons called alike; the destructive one is red.
  await expect(dialog.getByRole('button')).toHaveText(['Zpět', 'Zrušit událost']);
  await expect(dialog.getByRole('button', { name: 'Zrušit událost' })).toHaveClass(/button-destructive/);
  await expectAccessible(page);
  await screenshot(page, 'zavody-zruseni-potvrzeni');
  await dialog.getByRole('button', { name: 'Zpět' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Přihlášky neotevřeny').first()).toBeVisible();

  await page.getByRole('button', { name: 'Zrušit událost' }).click();
  await dialog.getByRole('button', { name: 'Zrušit událost' }).click();
  await expect(page.getByText('Stav události je nyní „Zrušeno“.')).toBeVisible();
});

test('the organiser edits its event and races, loads the season’s categories and uploads a document', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'klub@stopa.local');
  const name = uniqueName('Memoriál Jana Stopaře');
  const event = await createClubEvent(page, { name, categories: [] });
  await page.goto(`/evidence/zavody/${event.id}/informace`);
  await page.getByRole('link', { name: 'Upravit událost' }).click();
  await expect(page).toHaveURL(/\/editace-udalosti$/);
  await expect(page.getByLabel('Název', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Uzávěrka přihlášek')).toHaveValue('2027-01-12T18:00');
  await page.getByLabel('Web').fill('není web');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Zadejte platnou adresu URL')).toBeVisible();
  await page.getByLabel('Web').fill('https://www.skiklub.cz');
  await page.getByLabel('Popis').fill('Prezentace v sobotu od 8:00 v chatě Hubertka.');
  await expectAccessible(page);
  await screenshot(page, 'zavody-editace-udalosti');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Změny události byly uloženy.')).toBeVisible();
  await expect(page.getByText('Prezentace v sobotu od 8:00 v chatě Hubertka.')).toBeVisible();

  await page.getByRole('link', { name: 'Závody a kategorie' }).click();
  await expect(page).toHaveURL(/\/editace-zavodu$/);
  await expect(page.getByText('Závod zatím nemá kategorie.')).toBeVisible();
  await page.getByRole('button', { name: 'Načíst výchozí kategorie sezóny' }).click();
  await expect(page.getByLabel('Název kategorie 1 závodu 1', { exact: true })).not.toHaveValue('');
  const loaded = await page.getByRole('textbox', { name: /^Název kategorie \d+ závodu 1$/ }).count();
  expect(loaded).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Přidat závod' }).click();
  await page.getByLabel('Název závodu').nth(1).fill('Sprint volně');
  await page.getByLabel('Disciplína').nth(1).selectOption({ label: 'Sprint' });
  await page.getByRole('button', { name: 'Uložit závody' }).click();
  await expect(page.getByText('Závody a kategorie byly uloženy.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sprint volně' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kategorie závodu Klasika 5 km' }).getByRole('row')).toHaveCount(loaded + 1);

  // Documents: the dropzone refuses what the server would, then uploads a proposition.
  const dropzone = page.getByLabel('Soubor dokumentu');
  await dropzone.setInputFiles({ name: 'rozpis.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'nemá povolený formát' })).toBeVisible();
  await dropzone.setInputFiles({ name: 'rozpis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('není to PDF') });
  await expect(page.getByRole('alert').filter({ hasText: 'Soubor se nepodařilo nahrát.' })).toBeVisible();
  await page.getByLabel('Název dokumentu').fill('Rozpis závodu');
  await dropzone.setInputFiles({ name: 'rozpis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%stopa\n') });
  await expect(page.getByText('Dokument rozpis.pdf byl nahrán.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Rozpis závodu' });
  await expect(link).toHaveAttribute('href', /^\/api\/racing-event-documents\/\d+$/);
  await expectAccessible(page);
  await screenshot(page, 'zavody-dokumenty');

  await page.getByRole('link', { name: 'Výsledky', exact: true }).click();
  // The organiser is led on to the results work (results.spec.ts follows it).
  await expect(page.getByText('Událost zatím nemá žádné výsledky.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tvorba výsledků' })).toHaveAttribute('href', /\/tvorba-vysledku$/);
  await screenshot(page, 'zavody-vysledky');
});

test('the public calendar filters by department and month; the event page shows the place and the entries with birth years only', async ({ page }) => {
  watchViolations(page);
  await page.goto('/kalendar-a-vysledky');
  await expect(page.getByRole('heading', { name: 'Kalendář závodů', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Odebírat kalendář všech závodů (iCal)' })).toHaveAttribute('href', '/api/calendar/vse.ics');
  await expectAccessible(page);
  await screenshot(page, 'kalendar');

  await page.goto('/kalendar-a-vysledky?department=cc&month=2027-01');
  await expect(page.getByLabel('Úsek')).toHaveValue('cc');
  const month = page.getByRole('region', { name: 'leden 2027' });
  await expect(month.getByRole('listitem').first()).toBeVisible();
  // Every event listed is of January and of cross-country skiing.
  for (const meta of await month.locator('.calendar-meta').allTextContents()) expect(meta).toContain('Běh na lyžích');
  await expect(page.getByRole('region', { name: 'únor 2027' })).toHaveCount(0);
  // A moved, changed or cancelled event says so.
  await page.goto('/kalendar-a-vysledky?month=2027-01');
  await expect(page.locator('.calendar-badges .badge-warning').first()).toBeVisible();
  await screenshot(page, 'kalendar-leden');

  // A phone shows the same list readably.
  await page.setViewportSize({ width: 390, height: 800 });
  await screenshot(page, 'kalendar-telefon');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/kalendar-a-vysledky?department=cc&month=2027-01');
  await page.getByRole('link', { name: 'Český pohár v běhu na lyžích – Bedřichov' }).click();
  await expect(page).toHaveURL(/\/kalendar-a-vysledky\/\d+\/informace-o-zavode$/);
  await expect(page.getByRole('heading', { name: 'Český pohár v běhu na lyžích – Bedřichov', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Mapa místa konání/ })).toBeVisible();
  await expect(page.getByText('Souřadnice:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobrazit na Mapy.cz' })).toHaveAttribute('href', /^https:\/\/mapy\.cz\/zakladni\?x=/);
  await expect(page.getByRole('link', { name: 'Zobrazit na OpenStreetMap' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Závody' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, 'kalendar-zavod');

  await page.getByRole('link', { name: 'Seznam přihlášených' }).click();
  await expect(page).toHaveURL(/\/seznam-prihlasenych$/);
  const tables = page.locator('.entries-table');
  await expect(tables.first()).toBeVisible();
  const years = await tables.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(years.length).toBeGreaterThan(0);
  for (const year of years) expect(year).toMatch(/^(19|20)\d\d$/);
  // No birth date anywhere in the entries (D. M. YYYY) nor a birth number.
  const text = (await tables.allTextContents()).join(' ');
  expect(text).not.toMatch(/\d{1,2}\.\s?\d{1,2}\.\s?(19|20)\d\d/);
  expect(text).not.toMatch(/\d{6}\/\d{3,4}/);
  await expect(page.getByRole('link', { name: 'Přihlášky (CSV)' })).toHaveAttribute('href', /registration-csv$/);
  await expectAccessible(page);
  await screenshot(page, 'kalendar-prihlaseni');

  await page.getByRole('link', { name: 'Výsledky' }).click();
  await expect(page.getByText('Výsledky zatím nebyly zveřejněny.')).toBeVisible();
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([]);
});

test('a timekeeper sees only the events of its company, downloads their entries and reads its documentation', async ({ page }) => {
  // An event of the club without a timekeeper: the timekeeper must not see it.
  await login(page, 'klub@stopa.local');
  const foreign = uniqueName('Závod bez časomíry');
  await createClubEvent(page, { name: foreign, categories: [{ name: 'Všichni', birthYearFrom: 1930, birthYearTo: 2020 }] });
  await logout(page);

  await login(page, 'casomira@stopa.local');
  await page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Závody', exact: true }).click();
  const grid = page.getByRole('region', { name: 'Seznam závodů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const timekeepers = await grid.locator('[col-id="timekeeper"][role="gridcell"]').allTextContents();
  expect(timekeepers.length).toBeGreaterThan(1);
  for (const company of timekeepers) expect(company).toBe('Časomíra Jizerka s.r.o.');
  await expect(page.getByRole('link', { name: 'Nová událost' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'zavody-casomira');

  await page.getByLabel('Hledat').fill(foreign);
  await expect(grid.getByText('Žádné záznamy')).toBeVisible();
  await page.getByLabel('Hledat').fill('');
  await page.getByLabel('Stav').selectOption({ label: 'Přihlášky otevřeny' });
  await expect(page).toHaveURL(/filter=state%3DREGISTRATIONS_ENABLED/);
  const first = grid.getByRole('row').nth(1).getByRole('link').first();
  const eventName = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { name: eventName ?? '', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Přihlášení závodníci' }).click();
  await expect(page.getByRole('heading', { name: 'Stažení přihlášek' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Přihlášky (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^prihlasky-\d+.*\.csv$/);
  const content = readFileSync((await download.path()) ?? '', 'utf8');
  expect(content.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
    'Závod;Datum;Kategorie;St. číslo;Příjmení;Jméno;Ročník;Pohlaví;Klub;Kód klubu;Stát;Reg. číslo;FIS kód;Pozdní přihláška',
  );
  await screenshot(page, 'zavody-casomira-prihlaseni');

  await (await evidenceLink(page, 'Časomíry')).click();
  const companies = page.getByRole('table', { name: 'Časomíry' }).getByRole('row');
  await expect(companies).toHaveCount(2);
  await expect(companies.nth(1)).toContainText('Časomíra Jizerka s.r.o.');
  await expect(page.getByRole('link', { name: 'Nová časomíra' })).toHaveCount(0);
  await companies.nth(1).getByRole('link').click();
  await page.getByRole('link', { name: 'Dokumentace pro časomíry' }).click();
  await expect(page.getByRole('heading', { name: /Dokumentace pro časomíry/, level: 1 })).toBeVisible();
  await expect(page.getByText('client: API').first()).toBeVisible();
  await expect(page.locator('pre').first()).toContainText(new URL(page.url()).origin);
  await expect(page.getByText('Bib;Lastname;Firstname;Yearofbirth;Gender;Nation;Club;Clubcode;Category;Fiscode;Regnumber;Race')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'casomiry-dokumentace');
});

test('Admin adds a timekeeping company, sees the server’s validation and edits it', async ({ page }) => {
  const name = uniqueName('Časomíra Krkonoše');
  await login(page, 'admin@stopa.local');
  await (await evidenceLink(page, 'Časomíry')).click();
  await expect(page.getByRole('heading', { name: 'Časomíry', level: 1 })).toBeVisible();
  await screenshot(page, 'casomiry');
  await page.getByRole('link', { name: 'Nová časomíra' }).click();
  await expect(page).toHaveURL(/\/evidence\/casomiry\/nova$/);
  await page.getByRole('button', { name: 'Vytvořit časomíru' }).click();
  await expect(page.getByText('Toto pole je povinné')).toBeVisible();
  await page.getByLabel('Název').fill(name);
  await page.getByLabel('IČO').fill('12345');
  await page.getByLabel('E-mail').fill('casomira@');
  await page.getByRole('button', { name: 'Vytvořit časomíru' }).click();
  await expect(page.getByText('IČO tvoří 8 číslic se správným kontrolním součtem.')).toBeVisible();
  await expect(page.getByText('Zadejte platný e-mail')).toBeVisible();
  await expect(page.getByLabel('IČO')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await screenshot(page, 'casomiry-nova-chyby');

  await page.getByLabel('IČO').fill(randomIco());
  await page.getByLabel('E-mail').fill('mereni@casomira-krkonose.cz');
  await page.getByLabel('Web').fill('https://www.casomira-krkonose.cz');
  await page.getByRole('button', { name: 'Vytvořit časomíru' }).click();
  await expect(page).toHaveURL(/\/evidence\/casomiry\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await screenshot(page, 'casomiry-detail');

  await page.getByRole('link', { name: 'Upravit' }).click();
  await expect(page).toHaveURL(/\/editace$/);
  await page.getByLabel('Kontaktní osoba').fill('Petra Horáková');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Změny časomíry byly uloženy.')).toBeVisible();
  await expect(page.getByText('Petra Horáková')).toBeVisible();
});
