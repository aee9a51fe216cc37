import { expect, test, type Page } from '@playwright/test';
import { statSync } from 'node:fs';
import { expectAccessible, mailsTo, manBirthNumber, screenshot, waitForMail, evidenceLink } from './support';
import { FIRST_CLUB_ID, gql, loginDemo, logout, uniqueName } from './racing-support';

// Department roles and licences: the cross-country section's clerk (usek@stopa.local, every
// staff flag) gives a member a coach's licence on the record's role-v-usecich tab, corrects it,
// finds the coach in the department's list, downloads the list's workbook and extends the
// licence; a member sees its roles on its own profile; a health check about to end is reminded
// of once. Each journey asks for members of its own (made by Admin in the first club, a
// cross-country club), so the journeys are independent of each other and of the rest of the
// suite.

const CROSS_COUNTRY = 1;
const SECTION = 'usek@stopa.local';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The day `days` after today in Prague, as YYYY-MM-DD. */
function inDays(days: number): string {
  const day = new Date(`${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date())}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A date as the app writes it: "7. 3. 2027". */
function czech(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
}

interface Member {
  id: number;
  registrationNumber: number;
  firstName: string;
  lastName: string;
}

/** Admin adds a cross-country athlete with a name no other run has used to the first club. */
async function createAthlete(page: Page, firstName: string, prefix: string, email?: string): Promise<Member> {
  // Letters only: the search of the lists matches words of the name.
  const lastName = uniqueName(prefix).replace(/\s(\w+)$/, (_, suffix: string) => suffix.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x'));
  const day = 1 + Math.floor(Math.random() * 27);
  const created = await gql<{ createMember: { id: number; registrationNumber: number } }>(
    page,
    'RolesTestCreateMember',
    'mutation',
    'mutation RolesTestCreateMember($input: CreateMemberInput!) { createMember(input: $input) { id registrationNumber } }',
    {
      input: {
        clubId: FIRST_CLUB_ID,
        firstName,
        lastName,
        sex: 'MALE',
        birthDate: `1988-06-${String(day).padStart(2, '0')}`,
        birthNumber: manBirthNumber(1988, 6, day),
        citizenship: 'CZ',
        country: 'CZ',
        email: email ?? null,
      },
    },
  );
  const { id, registrationNumber } = created.createMember;
  await gql(page, 'RolesTestAthlete', 'mutation', 'mutation RolesTestAthlete($input: AddAthleteRoleInput!) { addAthleteRole(input: $input) { id } }', {
    input: { memberId: id, departmentId: CROSS_COUNTRY, validFrom: '2020-01-01' },
  });
  return { id, registrationNumber, firstName, lastName };
}

/** Nothing of the page scrolls sideways but the boxes made to (tables, the grid); the message
 * names what sticks out. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(node).overflowX) && node !== document.documentElement && node !== document.body) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrolls(element.parentElement))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`)
      .slice(0, 5);
  });
  expect(wide, 'the page is wider than the screen').toEqual([]);
}

test('the section clerk gives a coach licence, finds the coach in the department’s list, downloads it and extends the licence', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginDemo(page, 'admin@stopa.local');
  const member = await createAthlete(page, 'Ctibor', 'Trenérský');
  const fullName = `${member.firstName} ${member.lastName}`;
  await logout(page);

  await loginDemo(page, SECTION);
  await expect(await evidenceLink(page, 'Role v úsecích')).toBeVisible();
  await page.goto(`/evidence/clenove/${member.id}/role-v-usecich`);
  const roles = page.getByRole('table', { name: 'Role v úsecích' });
  await expect(roles).toContainText('Závodník');

  // The form asks for what the kind needs before it sends anything.
  await page.getByRole('button', { name: 'Přidat roli', exact: true }).click();
  const form = page.getByRole('region', { name: 'Přidat roli' });
  await form.getByLabel('Druh role').selectOption({ label: 'Trenér' });
  // The section gives roles in its own department only: no choice.
  await expect(form.getByLabel('Úsek')).toHaveValue(String(CROSS_COUNTRY));
  await form.getByRole('button', { name: 'Přidat roli' }).click();
  await expect(form.getByText('Toto pole je povinné')).toBeVisible();
  await form.getByLabel('Trenérská třída').selectOption({ label: 'Trenér 2. stupně' });
  await form.getByLabel('Platnost do').fill(inDays(365));
  const licence = `T-${member.registrationNumber}`;
  await form.getByLabel('Číslo licence').fill(licence);
  await form.getByLabel('Kurz').fill('Trenérský kurz Harrachov 2026');
  await expectAccessible(page);
  await screenshot(page, 'role-clen-pridat-roli');
  await form.getByRole('button', { name: 'Přidat roli' }).click();
  await expect(page.getByText('Role Trenér – Běh na lyžích byla přidána.')).toBeVisible();
  const coach = roles.getByRole('row').filter({ hasText: 'Trenér 2. stupně' });
  await expect(coach).toContainText('Běh na lyžích');
  await expect(coach).toContainText(licence);
  await expect(coach).toContainText('Trenérský kurz Harrachov 2026');
  await expect(coach).toContainText(czech(inDays(365)));

  // A second coach's licence in the same department and period is refused by the server,
  // its message by the date it concerns.
  await page.getByRole('button', { name: 'Přidat roli', exact: true }).click();
  await form.getByLabel('Druh role').selectOption({ label: 'Trenér' });
  await form.getByLabel('Trenérská třída').selectOption({ label: 'Trenér 3. stupně' });
  await form.getByRole('button', { name: 'Přidat roli' }).click();
  await expect(form.getByText(/Člen už má v tomto období roli „Trenér“ v tomto úseku/)).toBeVisible();
  await form.getByRole('button', { name: 'Zrušit' }).click();
  await expect(form).toHaveCount(0);

  // Correcting the licence: the form comes filled in.
  await coach.getByRole('button', { name: 'Upravit – Trenér – Běh na lyžích' }).click();
  const edit = page.getByRole('region', { name: 'Upravit roli – Trenér – Běh na lyžích' });
  await expect(edit.getByLabel('Číslo licence')).toHaveValue(licence);
  await expect(edit.getByLabel('Trenérská třída')).toHaveValue('LEVEL2');
  await edit.getByLabel('Kurz').fill('Trenérský kurz Harrachov 2026 (doškolení)');
  await edit.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Role Trenér – Běh na lyžích byla upravena.')).toBeVisible();
  await expect(coach).toContainText('(doškolení)');
  await screenshot(page, 'role-clen-role-v-usecich');

  // The department's list of coaches: found by name among all of them.
  await page.goto(`/evidence/role-v-useku/${CROSS_COUNTRY}/treneri`);
  await expect(page.getByRole('heading', { name: 'Trenéři – Běh na lyžích', level: 1 })).toBeVisible();
  await page.getByLabel('Hledat').fill(member.lastName);
  await page.getByLabel('Platnost').selectOption({ label: 'Všechny' });
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(member.lastName);
  expect(new URL(page.url()).searchParams.get('validity')).toBe('ALL');
  const grid = page.getByRole('region', { name: 'Seznam: Trenéři – Běh na lyžích' });
  const row = grid.getByRole('row').filter({ hasText: member.lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Trenér 2. stupně');
  await expect(row).toContainText(licence);
  await expect(row).not.toContainText('Neplatná');
  await expect(grid.getByRole('link', { name: `Role člena ${fullName}` })).toHaveAttribute('href', `/evidence/clenove/${member.id}/role-v-usecich`);
  await expectAccessible(page);
  await screenshot(page, 'role-v-useku-treneri');

  // The workbook of the same filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout XLSX' }).click();
  const download = await downloading;
  const query = new URL(download.url()).searchParams;
  expect(query.get('validity')).toBe('ALL');
  expect(query.get('search')).toBe(member.lastName);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(statSync((await download.path()) ?? '').size).toBeGreaterThan(0);

  // Extending the licence: an earlier end is refused with the server's Czech message, a later
  // one moves it.
  await row.getByRole('checkbox', { name: /výběru řádku/ }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Akce s vybranými řádky' });
  await toolbar.getByLabel('Nová platnost do').fill(inDays(100));
  await toolbar.getByRole('button', { name: 'Prodloužit platnost' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prodloužit platnost' }).click();
  await expect(toolbar.getByRole('alert')).toContainText('Nová platnost musí být pozdější než dosavadní.');
  await toolbar.getByLabel('Nová platnost do').fill(inDays(730));
  await toolbar.getByRole('button', { name: 'Prodloužit platnost' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Platnost 1 vybrané role bude prodloužena do ${czech(inDays(730))}.`);
  await page.getByRole('dialog').getByRole('button', { name: 'Prodloužit platnost' }).click();
  await expect(page.getByText(`Platnost byla prodloužena do ${czech(inDays(730))}.`)).toBeVisible();
  await expect(row).toContainText(czech(inDays(730)));

  // The overview counts the coach; its count opens the list.
  await (await evidenceLink(page, 'Role v úsecích')).click();
  await expect(page.getByRole('heading', { name: 'Role v úsecích', level: 1 })).toBeVisible();
  const department = page.getByRole('region', { name: 'Běh na lyžích' });
  await expect(department.getByRole('row').filter({ hasText: 'Trenér' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'role-v-useku-prehled');
  await department.getByRole('link', { name: /^Platné \(\d+\) – Trenér, Běh na lyžích$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/role-v-useku/${CROSS_COUNTRY}/treneri$`));
  await expect(page.getByLabel('Platnost')).toHaveValue('VALID');

  // On a phone: nothing but the grid and the tables scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.goto(`/evidence/role-v-useku/${CROSS_COUNTRY}/treneri?search=${encodeURIComponent(member.lastName)}&validity=ALL`);
  await expect(page.getByRole('region', { name: 'Seznam: Trenéři – Běh na lyžích' }).getByRole('row').filter({ hasText: member.lastName })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'role-v-useku-treneri-telefon');
  await page.goto('/evidence/role-v-useku');
  await expect(page.getByRole('region', { name: 'Běh na lyžích' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'role-v-useku-prehled-telefon');
  await page.goto(`/evidence/clenove/${member.id}/role-v-usecich`);
  await page.getByRole('button', { name: 'Přidat roli', exact: true }).click();
  await page.getByRole('region', { name: 'Přidat roli' }).getByLabel('Druh role').selectOption({ label: 'Rozhodčí' });
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'role-clen-pridat-roli-telefon');
});

test('a member sees the licence the section gave it on its own profile', async ({ page }) => {
  test.setTimeout(90_000);
  await loginDemo(page, 'zavodnik@stopa.local');
  const me = await gql<{ me: { activeIdentity: { memberId: number } } }>(page, 'RolesTestMe', 'query', 'query RolesTestMe { me { activeIdentity { memberId } } }');
  const memberId = me.me.activeIdentity.memberId;
  await logout(page);

  // The section gives the member a referee's licence (or corrects the one an earlier run gave).
  await loginDemo(page, SECTION);
  const licence = `R-${Date.now().toString(36)}`;
  const existing = await gql<{ memberRoles: { nodes: { kind: string; departmentId: number | null; validTo: string | null }[] } }>(
    page,
    'RolesTestMemberRoles',
    'query',
    'query RolesTestMemberRoles($memberId: Int!) { memberRoles(memberId: $memberId) { nodes { kind departmentId validTo } } }',
    { memberId },
  );
  const open = existing.memberRoles.nodes.some((role) => role.kind === 'REFEREE' && role.departmentId === CROSS_COUNTRY && (role.validTo === null || role.validTo >= inDays(0)));
  await page.goto(`/evidence/clenove/${memberId}/role-v-usecich`);
  if (open) {
    await page.getByRole('button', { name: 'Upravit – Rozhodčí – Běh na lyžích' }).click();
    const edit = page.getByRole('region', { name: 'Upravit roli – Rozhodčí – Běh na lyžích' });
    await edit.getByLabel('Typ rozhodčího').selectOption({ label: 'Rozhodčí specialista' });
    await edit.getByLabel('Číslo licence').fill(licence);
    await edit.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByText('Role Rozhodčí – Běh na lyžích byla upravena.')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Přidat roli', exact: true }).click();
    const form = page.getByRole('region', { name: 'Přidat roli' });
    await form.getByLabel('Druh role').selectOption({ label: 'Rozhodčí' });
    await form.getByLabel('Typ rozhodčího').selectOption({ label: 'Rozhodčí specialista' });
    await form.getByLabel('Číslo licence').fill(licence);
    await form.getByRole('button', { name: 'Přidat roli' }).click();
    await expect(page.getByText('Role Rozhodčí – Běh na lyžích byla přidána.')).toBeVisible();
  }
  await logout(page);

  // The member reads its roles, and changes none.
  await loginDemo(page, 'zavodnik@stopa.local');
  await page.goto('/evidence/clen/role-v-usecich');
  const roles = page.getByRole('table', { name: 'Role v úsecích' });
  const referee = roles.getByRole('row').filter({ hasText: licence });
  await expect(referee).toContainText('Rozhodčí specialista');
  await expect(referee).toContainText('Běh na lyžích');
  await expect(page.getByRole('button', { name: 'Přidat roli', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upravit/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Evidence' }).getByRole('link', { name: 'Role v úsecích' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'role-vlastni-profil');
});

test('a health check ending in ten days is reminded of once, to the member and the section', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `prohlidka-${Date.now().toString(36)}@example.cz`;
  await loginDemo(page, 'admin@stopa.local');
  const member = await createAthlete(page, 'Hynek', 'Prohlídkový', email);
  const fullName = `${member.firstName} ${member.lastName}`;
  await logout(page);

  await loginDemo(page, SECTION);
  await page.goto(`/evidence/clenove/${member.id}/role-v-usecich`);
  await page.getByRole('button', { name: 'Přidat roli', exact: true }).click();
  const form = page.getByRole('region', { name: 'Přidat roli' });
  await form.getByLabel('Druh role').selectOption({ label: 'Zdravotní prohlídka' });
  // A health check has no qualification, and must say when it ends.
  await expect(form.getByRole('combobox')).toHaveCount(2);
  await form.getByRole('button', { name: 'Přidat roli' }).click();
  await expect(form.getByText('Toto pole je povinné')).toBeVisible();
  const end = inDays(10);
  await form.getByLabel('Platnost do').fill(end);
  await form.getByRole('button', { name: 'Přidat roli' }).click();
  await expect(page.getByText('Role Zdravotní prohlídka – Běh na lyžích byla přidána.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Role v úsecích' }).getByRole('row').filter({ hasText: 'Zdravotní prohlídka' })).toContainText(czech(end));

  // The worker's reminder run (every 10 s in the e2e set-up) writes to the member and to the
  // section's staff holding HEALTH_CHECK_MANAGER.
  const mail = await waitForMail(email, 'Zdravotní prohlídka');
  expect(mail).toContain(czech(end));
  await expect.poll(() => mailsTo(SECTION, fullName).length, { timeout: 20_000 }).toBe(1);
  // Later runs remind of it no more.
  await page.waitForTimeout(15_000);
  expect(mailsTo(email)).toHaveLength(1);
  expect(mailsTo(SECTION, fullName)).toHaveLength(1);
});

test('Admin chooses the department of the lists; an Area reads its region’s holders without the workbook', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginDemo(page, 'admin@stopa.local');
  await page.goto('/evidence/role-v-useku');
  await expect(page.getByRole('heading', { name: 'Role v úsecích', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Běh na lyžích' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'role-v-useku-prehled-admin');

  // The instructors' list has no department; Admin's workbook names department 0.
  await page.getByRole('navigation', { name: 'Seznamy rolí' }).getByRole('link', { name: 'Cvičitelé' }).click();
  await expect(page.getByRole('heading', { name: 'Cvičitelé', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stáhnout XLSX' })).toHaveAttribute('href', '/api/admin/export/instructor/0.xlsx?validity=VALID');
  await expect(page.getByLabel('Úsek', { exact: true })).toHaveCount(0);
  await screenshot(page, 'role-v-useku-cvicitele');

  // Another department's referees, the filter kept.
  await page.goto(`/evidence/role-v-useku/${CROSS_COUNTRY}/rozhodci?validity=ALL`);
  await expect(page.getByRole('heading', { name: 'Rozhodčí – Běh na lyžích', level: 1 })).toBeVisible();
  await page.getByLabel('Úsek', { exact: true }).selectOption({ label: 'Alpské lyžování' });
  await expect(page.getByRole('heading', { name: 'Rozhodčí – Alpské lyžování', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/evidence\/role-v-useku\/\d+\/rozhodci\?validity=ALL$/);
  await expect(page.getByLabel('Platnost')).toHaveValue('ALL');
  await logout(page);

  await loginDemo(page, 'kraj@stopa.local');
  await page.goto(`/evidence/role-v-useku/${CROSS_COUNTRY}/treneri`);
  await expect(page.getByRole('heading', { name: 'Trenéři – Běh na lyžích', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seznam: Trenéři – Běh na lyžích' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stáhnout XLSX' })).toHaveCount(0);
});
