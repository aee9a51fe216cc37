import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshot, evidenceLink } from './support';
import { gql, loginDemo, logout } from './racing-support';

// Sport centers and the national team: the cross-country section's clerk (usek@stopa.local,
// COACH_MANAGER among its flags) opens its national team, puts a member in by registration
// number and ends the place; then a visitor finds the national team on the public
// /reprezentace. The member put in is one the center has never had, so the journey runs again
// on the same database.

const OVERVIEW = '/evidence/stm-reprezentace';
const CENTER = 'Reprezentace ČR – Běh na lyžích';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Today in Prague as people read it ("2. 12. 2026"). */
function todayText(): string {
  const [year, month, day] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date()).split('-');
  return `${Number(day)}. ${Number(month)}. ${year}`;
}

interface Candidate {
  registrationNumber: number;
  firstName: string;
  lastName: string;
}

/** A member of a national team's age (born 1990–2008) whom the section may list and who has
 * never had a place in the center. */
async function memberNeverInCenter(page: Page, sportCenterId: number): Promise<Candidate> {
  const data = await gql<{
    sportCenterDetail: { members: { memberId: number }[] };
    members: { nodes: (Candidate & { id: number; birthYear: number })[] };
  }>(
    page,
    'SportCenterTestCandidates',
    'query',
    `query SportCenterTestCandidates($id: Int!) {
      sportCenterDetail(id: $id) { members { memberId } }
      members(input: { perPage: 200 }) { nodes { id registrationNumber firstName lastName birthYear } }
    }`,
    { id: sportCenterId },
  );
  const taken = new Set(data.sportCenterDetail.members.map((member) => member.memberId));
  const candidate = data.members.nodes.find((member) => !taken.has(member.id) && member.birthYear >= 1990 && member.birthYear <= 2008);
  if (!candidate) throw new Error('every listed member has been in the center');
  return candidate;
}

/** Shows the page at a phone's width, keeps its screenshot, and goes back to the desktop. */
async function phoneScreenshot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}

test('the section puts a member into its national team and ends the place; a visitor sees the national team', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginDemo(page, 'usek@stopa.local');

  // The overview: the menu item, the current season, the totals per type and the centers.
  await (await evidenceLink(page, 'STM a reprezentace')).click();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
  await expect(page.getByRole('heading', { name: 'STM a reprezentace', level: 1 })).toBeVisible();
  const centers = page.getByRole('table', { name: 'Seznam středisek' });
  const centerRow = centers.getByRole('row').filter({ hasText: CENTER });
  await expect(centerRow).toContainText('Reprezentace');
  await expect(centerRow).toContainText('Běh na lyžích');
  await expect(page.getByRole('heading', { name: 'Reprezentace', level: 3 })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'stm-reprezentace');
  await phoneScreenshot(page, 'stm-reprezentace-telefon');

  // The national team's page: its heading, facts and members.
  await centerRow.getByRole('link', { name: CENTER }).click();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}/\\d+$`));
  const sportCenterId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: CENTER, level: 1 })).toBeVisible();
  await expect(page.getByText('Evidenční sezóna', { exact: true })).toBeVisible();
  const members = page.getByRole('table', { name: 'Členové střediska' });
  await expect(members.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Stáhnout CSV' })).toHaveAttribute('href', `/api/section/export/sport-center-csv/${sportCenterId}`);

  // Puts a member in as an athlete.
  const candidate = await memberNeverInCenter(page, sportCenterId);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  const form = page.getByRole('region', { name: 'Přidat člena do střediska' });
  await form.getByLabel('Registrační číslo').fill('12a');
  await form.getByRole('button', { name: 'Přidat' }).click();
  await expect(form.getByText('Zadejte registrační číslo (jen číslice).')).toBeVisible();
  await form.getByLabel('Registrační číslo').fill(String(candidate.registrationNumber));
  await form.getByRole('radio', { name: 'Závodník' }).check();
  await expectAccessible(page);
  await screenshot(page, 'stm-stredisko-pridat-clena');
  await form.getByRole('button', { name: 'Přidat' }).click();
  await expect(page.getByText(`Přidáno do střediska: ${name} (závodník).`)).toBeVisible();
  const row = members.getByRole('row').filter({ hasText: `${candidate.lastName} ${candidate.firstName}` });
  await expect(row).toContainText(String(candidate.registrationNumber));
  await expect(row).toContainText('Závodník');
  await expect(row.getByRole('link', { name: `${candidate.lastName} ${candidate.firstName}` })).toHaveAttribute('href', /^\/evidence\/clenove\/\d+\/informace-o-clenovi$/);

  // The same member again in the same role: the server's refusal at the number.
  await form.getByLabel('Registrační číslo').fill(String(candidate.registrationNumber));
  await form.getByRole('button', { name: 'Přidat' }).click();
  await expect(form.getByText(`${name} už je v tomto středisku jako závodník v tomto období.`)).toBeVisible();
  await form.getByRole('button', { name: 'Zavřít' }).click();

  // Ends the place today: asked first ("Zpět" goes back), then the red action.
  await row.getByRole('button', { name: `Ukončit – ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${name} skončí ve středisku ${CENTER} dnešním dnem (${todayText()}).`);
  await expect(dialog.getByRole('button', { name: 'Zpět' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ukončit' })).toHaveClass(/button-destructive/);
  await dialog.getByRole('button', { name: 'Ukončit' }).click();
  await expect(page.getByText(`${name}: místo ve středisku ukončeno ke dni ${todayText()}.`)).toBeVisible();
  await expect(row).toContainText('Dnes naposledy');
  await expect(row.getByRole('button', { name: `Ukončit – ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Odebrat – ${name}` })).toBeVisible();
  // A member's other centers fold out under its name.
  await members.locator('summary').first().click();
  await expect(members.locator('details[open] li').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'stm-stredisko');
  await phoneScreenshot(page, 'stm-stredisko-telefon');
  await logout(page);

  // A visitor: the public national team of cross-country.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Reprezentace' }).click();
  await expect(page.getByRole('heading', { name: 'Reprezentace', level: 1 })).toBeVisible();
  await expect(page.getByText('Vyberte úsek, jehož reprezentaci chcete zobrazit.')).toBeVisible();
  await page.getByRole('search').getByLabel('Úsek').selectOption({ label: 'Běh na lyžích' });
  await expect(page).toHaveURL(/\/reprezentace\?department=cc$/);
  const team = page.getByRole('region', { name: CENTER });
  const athletes = team.getByRole('list', { name: 'Závodníci' });
  await expect(athletes.getByRole('listitem')).not.toHaveCount(0);
  expect(await athletes.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
  await expect(team.getByRole('list', { name: 'Trenéři' }).getByRole('listitem')).not.toHaveCount(0);
  const firstAthlete = athletes.getByRole('listitem').first().getByRole('link').first();
  await expect(firstAthlete).toHaveAttribute('href', /^\/clenove\/\d+\/[a-z0-9-]+$/);
  await expectAccessible(page);
  await screenshot(page, 'reprezentace');
  await phoneScreenshot(page, 'reprezentace-telefon');

  // A department without a national team says so.
  await page.getByRole('search').getByLabel('Úsek').selectOption({ label: 'Telemark' });
  await expect(page.getByText(/Pro tento úsek není reprezentace pro sezónu \d{4} zapsána\./)).toBeVisible();
  await screenshot(page, 'reprezentace-prazdna');
  await page.getByRole('search').getByLabel('Úsek').selectOption({ label: 'Běh na lyžích' });

  // A name leads to the member's public page.
  const athleteName = (await firstAthlete.textContent()) ?? '';
  await firstAthlete.click();
  await expect(page.getByRole('heading', { name: athleteName, level: 1 })).toBeVisible();
});

test('Admin narrows the overview to a department and an earlier season, both kept in the URL', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginDemo(page, 'admin@stopa.local');
  await page.goto(OVERVIEW);
  const choices = page.getByRole('search', { name: 'Výběr sezóny a úseku' });
  await expect(choices.getByLabel('Úsek')).toHaveValue('');
  await choices.getByLabel('Úsek').selectOption({ label: 'Skoky na lyžích' });
  await expect(page).toHaveURL(/departmentId=\d+/);
  const centers = page.getByRole('table', { name: 'Seznam středisek' });
  await expect(centers.getByRole('link', { name: 'Reprezentace ČR – Skoky na lyžích' })).toBeVisible();
  await expect(centers.getByRole('link', { name: 'Reprezentace ČR – Běh na lyžích' })).toHaveCount(0);
  await choices.getByLabel('Evidenční sezóna').selectOption({ label: 'Evidenční sezóna 2025' });
  await expect(page).toHaveURL(/evidenceSeasonId=\d+/);
  await expect(page.getByText('Závodníci a trenéři jsou počítáni ke dni 31. 12. 2025.')).toBeVisible();

  // The choices survive a reload, and a center leads back to its season.
  await page.reload();
  await expect(choices.getByLabel('Evidenční sezóna')).toHaveValue(/\d+/);
  await expect(choices.getByLabel('Evidenční sezóna').locator('option:checked')).toHaveText('Evidenční sezóna 2025');
  await expect(choices.getByLabel('Úsek').locator('option:checked')).toHaveText('Skoky na lyžích');
  await expectAccessible(page);
  await screenshot(page, 'stm-reprezentace-admin');
  await centers.getByRole('link', { name: 'Reprezentace ČR – Skoky na lyžích' }).click();
  await expect(page.getByText('Evidenční sezóna 2025', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na přehled středisek' }).click();
  await expect(page).toHaveURL(/evidenceSeasonId=\d+/);
});
