import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClubEvent, gql, uniqueName } from './racing-support';
import { expectAccessible, login, manBirthNumber, screenshot } from './support';

// The bulk result upload (/evidence/zavody/hromadne-nahrani-vysledku): files dropped at once
// are matched to the events they are for and uploaded to them; and the FIS pairing of the data
// cleanup (/evidence/cisteni-dat/fis-parovani): a FIS points list proposes FIS codes to
// members without one. The e2e database is shared by the journeys and by earlier runs: events
// are named uniquely, and the points list may have been loaded before.

const TESTDATA = path.resolve(import.meta.dirname, '../../libs/formats/testdata');
/** A cross-country sprint in Jablonec nad Nisou on 18 January 2026 (FIS XML). */
const SPRINT_XML = path.join(TESTDATA, 'results/CC_sprint_current_utf8.xml');
const SPRINT_NAME = path.basename(SPRINT_XML);
const SPRINT_DAY = '2026-01-18';
/** The Czech athletes of the 22nd FIS points list 2024/25 of alpine skiing. */
const FIS_LIST_CSV = path.join(TESTDATA, 'fis/FAL_2025413_CZE_only.csv');
const FIS_LIST_NAME = '22nd FIS points list 2024/25';
/** ADAMEC Jakub of that list. */
const ADAMEC_FIS_CODE = '151615';

test('a club uploads result files in bulk: a bad file is refused, the sprint goes to its event', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'klub@stopa.local');
  // The sprint's event and another event of that day elsewhere.
  const jablonecName = uniqueName('Sprint Jablonec nad Nisou');
  const elsewhereName = uniqueName('Sprint Bedřichov');
  const jablonec = await createClubEvent(page, {
    name: jablonecName,
    place: 'Jablonec nad Nisou',
    dateFrom: SPRINT_DAY,
    dateTo: SPRINT_DAY,
    registrationDeadline: null,
    categories: [],
  });
  await createClubEvent(page, { name: elsewhereName, dateFrom: SPRINT_DAY, dateTo: SPRINT_DAY, registrationDeadline: null, categories: [] });

  await page.goto('/evidence/zavody');
  await page.getByRole('link', { name: 'Hromadné nahrání výsledků' }).click();
  await expect(page).toHaveURL(/\/evidence\/zavody\/hromadne-nahrani-vysledku$/);
  await expect(page.getByRole('heading', { name: 'Hromadné nahrání výsledků', level: 1 })).toBeVisible();

  await page.getByLabel('Soubory s výsledky').setInputFiles([
    { name: SPRINT_NAME, mimeType: 'application/xml', buffer: readFileSync(SPRINT_XML) },
    { name: 'foo.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?>\n<foo/>\n') },
  ]);
  const files = page.getByRole('table', { name: 'Soubory k nahrání' });
  const bad = files.getByRole('row').filter({ hasText: 'foo.xml' });
  await expect(bad).toContainText('Soubor nelze použít: Soubor není výsledková listina FIS');
  await expect(bad).toContainText('Nenahraje se');

  const sprint = files.getByRole('row').filter({ hasText: SPRINT_NAME });
  await expect(sprint).toContainText('18. 1. 2026');
  await expect(sprint).toContainText('Jablonec nad Nisou');
  // Chosen by its day and place when no earlier run left another event there; else picked.
  const change = sprint.getByRole('button', { name: `Změnit událost souboru ${SPRINT_NAME}` });
  const select = sprint.getByRole('combobox', { name: `Událost pro soubor ${SPRINT_NAME}` });
  await expect(change.or(select)).toBeVisible();
  await screenshot(page, 'hromadne-nahrani-souboru');
  if (await change.isVisible()) {
    await expect(sprint).toContainText(jablonecName);
    await expect(sprint).toContainText('vybráno podle dní a místa');
    await change.click();
  }
  // Both events of the day are offered, the one in Jablonec first.
  const options = select.locator('option');
  await expect(options.filter({ hasText: elsewhereName })).toHaveCount(1);
  const texts = await options.allTextContents();
  expect(texts.findIndex((text) => text.includes(jablonecName))).toBeLessThan(texts.findIndex((text) => text.includes(elsewhereName)));
  await select.selectOption(String(jablonec.id));
  await expect(page.getByText('K nahrání je připravený 1 soubor.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nahrát výsledky' }).click();
  await expect(page.getByText('1 soubor je nahraný, výsledky se zpracovávají.')).toBeVisible();
  await expect(sprint).toContainText('Nahráno, zpracovává se');
  const report = page.getByRole('region', { name: `Zpracování souboru ${SPRINT_NAME}` });
  await expect(report.getByText('Dokončeno')).toBeVisible({ timeout: 60_000 });
  await expect(report).toContainText(`Nahráno k události ${jablonecName}`);
  await expect(report.getByRole('table', { name: 'Výsledek zpracování' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hromadne-nahrani-vysledku');

  await report.getByRole('link', { name: `Tvorba výsledků události ${jablonecName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/zavody/${jablonec.id}/tvorba-vysledku$`));
  await expect(page.getByRole('table', { name: 'Výsledkové závody události' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Poslední nahrané soubory' })).toContainText(SPRINT_NAME);
});

test('a member is not offered the bulk upload', async ({ page }) => {
  await login(page, 'zavodnik@stopa.local');
  await page.goto('/evidence/zavody');
  await expect(page.getByRole('heading', { name: 'Závody', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hromadné nahrání výsledků' })).toHaveCount(0);
});

interface MemberFound {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

/** A valid birth number of a man born on the given day (a serial divisible by 11). */
/** Jakub Adamec born 29 February 2008 (the list's athlete 151615): found, or added without a
 * FIS code by the admin. */
async function adamec(page: Page): Promise<{ id: number; fisCode: string | null }> {
  const found = await gql<{ members: { nodes: MemberFound[] } }>(
    page,
    'FisTestMembers',
    'query',
    `query FisTestMembers { members(input: { perPage: 100, filter: { search: "Adamec Jakub" } }) { nodes { id firstName lastName birthDate } } }`,
  );
  let id = found.members.nodes.find((member) => member.firstName === 'Jakub' && member.lastName === 'Adamec' && member.birthDate === '2008-02-29')?.id;
  if (id === undefined) {
    const created = await gql<{ createMember: { id: number } }>(
      page,
      'FisTestCreateMember',
      'mutation',
      `mutation FisTestCreateMember($input: CreateMemberInput!) { createMember(input: $input) { id } }`,
      {
        input: {
          clubId: 1,
          firstName: 'Jakub',
          lastName: 'Adamec',
          sex: 'MALE',
          birthDate: '2008-02-29',
          birthNumber: manBirthNumber(2008, 2, 29),
          citizenship: 'CZ',
          country: 'CZ',
        },
      },
    );
    id = created.createMember.id;
  }
  const record = await gql<{ member: { fisCode: string | null } }>(page, 'FisTestMember', 'query', `query FisTestMember($id: Int!) { member(id: $id) { fisCode } }`, { id });
  return { id, fisCode: record.member.fisCode };
}

test('an admin loads a FIS points list and gives a member the FIS code it proposes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin@stopa.local');
  const member = await adamec(page);

  await page.goto('/evidence/cisteni-dat');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Párování kódů FIS' }) });
  await expect(card.locator('.worklist-count')).toHaveText(/návrh/);
  await card.getByRole('link', { name: 'Párování kódů FIS' }).click();
  await expect(page).toHaveURL(/\/evidence\/cisteni-dat\/fis-parovani$/);
  await expect(page.getByRole('heading', { name: 'Párování kódů FIS', level: 1 })).toBeVisible();
  await expect(page.getByText('stopa-admin fis sync')).toBeVisible();

  // The first upload of this database loads the list; a later run's finds it loaded.
  await page.getByLabel('Bodovací listina FIS').setInputFiles(FIS_LIST_CSV);
  const loaded = page.getByRole('status').filter({ hasText: `Listina AL 413 (${FIS_LIST_NAME})` });
  await expect(loaded).toHaveText(new RegExp(`^Listina AL 413 \\(${FIS_LIST_NAME.replace(/[()/]/g, '\\$&')}\\)(: \\d+ závodník|.* už byla nahraná)`));
  const lists = page.getByRole('table', { name: 'Nahrané bodovací listiny' });
  await expect(lists.getByRole('row').filter({ hasText: FIS_LIST_NAME })).toContainText('AL');

  if (member.fisCode === null) {
    const proposals = page.getByRole('table', { name: 'Návrhy kódů FIS' });
    const row = proposals.getByRole('row').filter({ hasText: ADAMEC_FIS_CODE });
    await expect(row.getByRole('link', { name: 'Adamec Jakub' })).toHaveAttribute('href', `/evidence/clenove/${member.id}/informace-o-clenovi`);
    await expect(row).toContainText('nar. 29. 2. 2008');
    await expect(row).toContainText('ADAMEC Jakub');
    await expect(row).toContainText('ročník 2008');
    await expectAccessible(page);
    await screenshot(page, 'fis-parovani');
    await row.getByRole('button', { name: `Přiřadit kód FIS ${ADAMEC_FIS_CODE} členovi Adamec Jakub` }).click();
    await expect(page.getByText(`Člen Adamec Jakub má kód FIS ${ADAMEC_FIS_CODE}.`)).toBeVisible();
    await expect(proposals.getByRole('row').filter({ hasText: ADAMEC_FIS_CODE })).toHaveCount(0);
  } else {
    expect(member.fisCode).toBe(ADAMEC_FIS_CODE);
    await expectAccessible(page);
    await screenshot(page, 'fis-parovani');
  }

  // The same file again changes nothing.
  await page.getByLabel('Bodovací listina FIS').setInputFiles(FIS_LIST_CSV);
  await expect(page.getByRole('status').filter({ hasText: 'už byla nahraná, nic se nezměnilo.' })).toHaveText(
    `Listina AL 413 (${FIS_LIST_NAME}) už byla nahraná, nic se nezměnilo.`,
  );
  await screenshot(page, 'fis-parovani-znovu');

  await page.goto(`/evidence/clenove/${member.id}/informace-o-clenovi`);
  await expect(page.getByText(ADAMEC_FIS_CODE, { exact: true })).toBeVisible();
});
