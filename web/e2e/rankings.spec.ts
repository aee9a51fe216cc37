import { expect, type Page, test } from '@playwright/test';
import { gql, loginDemo, logout, uniqueName } from './racing-support';
import { evidenceLink, expectAccessible, login, screenshot, xlsxRows } from './support';

// Rankings and points lists (issue 30): the cross-country section's clerk reads the demo's
// "Český pohár", adds a ranking of the same rule, waits for the worker to compute it, publishes
// it, downloads its workbook and uploads a points list; a result race hidden and published
// again moves the standings; the public reads what is published; a club's manager only reads.

const PAGE = '/evidence/zebricky-a-listiny-bodu/1';
const PUBLIC_PAGE = '/zebricky-a-listiny-bodu/1';

/** The standings' rows on the page: each one's cells as shown. */
async function standingRows(page: Page): Promise<string[][]> {
  const rows = page.locator('.standings-table tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
  return texts;
}

/** An athlete's points in the shown standings ('' when not there). */
async function pointsOf(page: Page, name: string): Promise<string> {
  const row = (await standingRows(page)).find((cells) => cells[1] === name);
  return row?.[4] ?? '';
}

/** A published result race of a department-1 event in 2026/27 where the member placed. */
async function placedRace(page: Page, memberId: number): Promise<number> {
  const { memberResults } = await gql<{ memberResults: { racingEventId: number; resultRaceId: number; seasonName: string; rank: number | null }[] }>(
    page,
    'RankedResults',
    'query',
    'query RankedResults($memberId: Int!) { memberResults(memberId: $memberId) { racingEventId resultRaceId seasonName rank } }',
    { memberId },
  );
  for (const result of memberResults) {
    if (result.seasonName !== '2026/2027' || result.rank === null) continue;
    const { racingEvent } = await gql<{ racingEvent: { event: { departmentId: number } } }>(
      page,
      'RankedEvent',
      'query',
      'query RankedEvent($id: Int!) { racingEvent(id: $id) { event { departmentId } } }',
      { id: result.racingEventId },
    );
    if (racingEvent.event.departmentId === 1) return result.resultRaceId;
  }
  throw new Error(`member ${memberId} has no placed result in 2026/27`);
}

async function setRaceStatus(page: Page, id: number, status: 'HIDDEN' | 'PUBLISHED'): Promise<void> {
  await gql(page, 'SetRaceStatus', 'mutation', 'mutation SetRaceStatus($id: Int!, $status: ResultRaceStatus!) { changeResultRaceStatus(id: $id, status: $status) { race { id } } }', {
    id,
    status,
  });
}

test('a section clerk adds a ranking, the results move it, the public and a club read it', async ({ page }) => {
  test.setTimeout(240_000);
  const name = uniqueName('Žebříček e2e');
  const documentTitle = uniqueName('Listina bodů');

  // The demo's published cup ranking with its standings.
  await loginDemo(page, 'usek@stopa.local');
  await (await evidenceLink(page, 'Žebříčky')).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Žebříčky a listiny bodů – Běh na lyžích' })).toBeVisible();
  await expect(page.getByLabel('Sezóna')).toHaveValue('2027');
  await page.getByRole('link', { name: 'Český pohár', exact: true }).click();
  await expect(page).toHaveURL(/ranking=\d+/);
  const cup = await standingRows(page);
  const leader = cup[0]?.[1] ?? '';
  expect(cup.length).toBeGreaterThan(0);
  expect(leader).not.toBe('');

  // A new ranking of the same rule: computed by the worker, the same leader.
  await page.getByRole('button', { name: 'Nový žebříček' }).click();
  const form = page.getByRole('form', { name: 'Nový žebříček sezóny 2026/27' });
  await form.getByLabel('Název').fill(name);
  await form.getByLabel('Pravidlo').selectOption({ label: 'Pohárové body' });
  await form.getByRole('button', { name: 'Založit žebříček' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.locator('.ranking-facts')).toContainText(/Spočteno\s*\d/, { timeout: 60_000 });
  const rows = await standingRows(page);
  expect(rows[0]?.[1]).toBe(leader);
  expect(rows).toHaveLength(cup.length);
  await expect(page.locator('.ranking-detail-head .badge')).toHaveText('Skryto');
  await page.getByRole('button', { name: 'Zveřejnit', exact: true }).click();
  await expect(page.locator('.ranking-detail-head .badge')).toHaveText('Zveřejněno');

  // The workbook of the category and sex holds the page's lines.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^zebricek-\d+-all-female\.xlsx$/);
  const sheet = xlsxRows((await download.path()) ?? '', 1);
  expect(sheet[0]).toEqual(['Pořadí', 'Jméno', 'Rok narození', 'Klub', 'Body', 'Výsledků', 'Započteno']);
  expect(sheet.length - 1).toBe(rows.length);
  expect(sheet[1]?.[1]).toBe(leader);

  // A points list as it is: uploaded hidden, then published.
  const documents = page.getByRole('region', { name: 'Dokumenty (listiny bodů)' });
  await documents.getByLabel('Název').fill(documentTitle);
  await documents.getByLabel('Soubor').setInputFiles({
    name: 'listina-bodu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  const documentItem = documents.getByRole('listitem').filter({ hasText: documentTitle });
  await expect(documentItem.locator('.badge')).toHaveText('Skryto');
  await page.getByRole('button', { name: `Zveřejnit dokument ${documentTitle}` }).click();
  await expect(documentItem.locator('.badge')).toHaveText('Zveřejněno');
  await expectAccessible(page);
  await expect(page.locator('.flash')).toHaveCount(0, { timeout: 15_000 });
  await screenshot(page, 'zebricky-evidence');
  const rankingUrl = page.url();

  // A result race of the leader hidden: the worker computes the rankings again; published again,
  // the numbers come back.
  const leaderHref = (await page.locator('.standings-table tbody tr').first().getByRole('link').getAttribute('href')) ?? '';
  const leaderId = Number(/\/clenove\/(\d+)\//.exec(leaderHref)?.[1]);
  const before = await pointsOf(page, leader);
  const raceId = await placedRace(page, leaderId);
  await setRaceStatus(page, raceId, 'HIDDEN');
  try {
    await expect(async () => {
      await page.goto(rankingUrl);
      expect(await pointsOf(page, leader)).not.toBe(before);
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  } finally {
    await setRaceStatus(page, raceId, 'PUBLISHED');
  }
  await expect(async () => {
    await page.goto(rankingUrl);
    expect(await pointsOf(page, leader)).toBe(before);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  await logout(page);

  // The public reads the published ranking and document; athletes link to their pages.
  await page.goto(PUBLIC_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Žebříčky a listiny bodů – Běh na lyžích' })).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const publicRows = await standingRows(page);
  expect(publicRows[0]?.[1]).toBe(leader);
  await expect(page.locator('.standings-table tbody tr').first().getByRole('link')).toHaveAttribute('href', /^\/clenove\/\d+\/[a-z0-9-]+$/);
  const workbook = await page.request.get((await page.getByRole('link', { name: 'Stáhnout XLSX' }).getAttribute('href')) ?? '');
  expect(workbook.status()).toBe(200);
  const documentLink = page.getByRole('link', { name: documentTitle });
  await expect(documentLink).toBeVisible();
  const pdf = await page.request.get((await documentLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Nový žebříček' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'zebricky-verejne');

  // A club's manager reads the private page without managing anything.
  await login(page, 'klub@stopa.local');
  await page.goto(PAGE);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.locator('.standings-table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nový žebříček' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upravit' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Nahrát dokument' })).toHaveCount(0);
  await expect(page.locator('.ranking-item .badge')).toHaveCount(0);
  await logout(page);

  // The clerk counts the best result only: the page waits for the worker and shows it; then
  // deletes what the journey added, after the questions.
  await loginDemo(page, 'usek@stopa.local');
  await page.goto(rankingUrl);
  await page.getByRole('button', { name: 'Upravit' }).click();
  const edit = page.getByRole('form', { name: `Úprava žebříčku ${name}` });
  await edit.getByLabel('Započítat nejlepších N výsledků').fill('1');
  await edit.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.locator('.standings-table tbody tr').first().locator('td').nth(6)).toHaveText('1', { timeout: 30_000 });
  await expect(page.locator('.ranking-definition')).toContainText('Započítává se nejlepší výsledek.');
  await page.getByRole('button', { name: 'Smazat', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Smazat dokument ${documentTitle}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByRole('link', { name: documentTitle })).toHaveCount(0);
  await logout(page);
});
