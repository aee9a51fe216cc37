import { expect, test, type Page } from '@playwright/test';
import { FIRST_CLUB_ID, createClubEvent, gql, loginDemo, uniqueName } from './racing-support';
import { evidenceLink, expectAccessible, screenshot } from './support';

// The staff workspace: every role starts at its overview and reaches its work through the
// overview's links; the header's search finds members, clubs and events within the identity's
// scope, by keyboard.

async function openOverview(page: Page): Promise<void> {
  await (await evidenceLink(page, 'Přehled')).click();
  await expect(page).toHaveURL(/\/evidence\/prehled$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Vyhledávání v evidenci' });
}

test('Admin starts at the overview and reaches the events waiting for publication', async ({ page }) => {
  await loginDemo(page, 'admin@stopa.local');
  await openOverview(page);
  const counts = page.getByRole('region', { name: 'K vyřízení' });
  await expect(counts.getByRole('link', { name: /Žádosti o založení klubu/ })).toBeVisible();
  await expect(counts.getByRole('link', { name: /Chybná rodná čísla/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'workspace-overview-admin');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.dataset.theme = 'dark';
    document.documentElement.dataset.agThemeMode = 'dark';
  });
  await expectAccessible(page);
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.dataset.theme = 'light';
    document.documentElement.dataset.agThemeMode = 'light';
  });
  await counts.getByRole('link', { name: /Závody čekající na zveřejnění/ }).click();
  await expect(page).toHaveURL(/\/evidence\/zavody-k-publikaci$/);
});

test('the search finds a member, a club and an event by keyboard, and a club only within its scope', async ({ page }) => {
  await loginDemo(page, 'admin@stopa.local');
  const eventName = uniqueName('Hledaný závod');
  const event = await createClubEvent(page, { name: eventName, categories: [{ name: 'Muži', birthYearFrom: 1900, birthYearTo: 2010 }] });
  const found = await gql<{ members: { nodes: { id: number; lastName: string; firstName: string; registrationNumber: number; club: { name: string } | null }[] } }>(
    page,
    'WorkspaceTestMembers',
    'query',
    `query WorkspaceTestMembers { members(input: { perPage: 1, sort: [{ field: LAST_NAME, direction: DESC }] }) { nodes { id firstName lastName registrationNumber club { name } } } }`,
  );
  const member = found.members.nodes[0];
  if (!member) throw new Error('the demo register has no member');
  const clubs = await gql<{ clubs: { nodes: { id: number; name: string }[] } }>(
    page,
    'WorkspaceTestClubs',
    'query',
    `query WorkspaceTestClubs { clubs(input: { page: 1, perPage: 50 }) { nodes { id name } } }`,
  );
  const club = clubs.clubs.nodes.find((node) => node.id !== FIRST_CLUB_ID) ?? clubs.clubs.nodes[0];
  if (!club) throw new Error('the demo has no club');

  // A member by registration number: the only hit opens with Enter.
  await searchBox(page).fill(String(member.registrationNumber));
  await expect(page.getByRole('option', { name: new RegExp(`${member.lastName} ${member.firstName}`) })).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/evidence/clenove/${member.id}/informace-o-clenovi$`));

  // A club by its name, chosen with the arrow keys.
  await searchBox(page).fill(club.name);
  const clubOption = page.getByRole('option', { name: new RegExp(club.name) }).first();
  await expect(clubOption).toBeVisible();
  await screenshot(page, 'workspace-search-club');
  const options = page.getByRole('option');
  const index = await options.evaluateAll((nodes, name) => nodes.findIndex((node) => node.textContent?.includes(name)), club.name);
  for (let step = 0; step <= index; step += 1) await searchBox(page).press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/evidence\/kluby\/\d+\/informace-o-klubu$/);

  // An event by its name, with the mouse.
  await searchBox(page).fill(eventName);
  await page.getByRole('option', { name: new RegExp(eventName) }).click();
  await expect(page).toHaveURL(new RegExp(`/evidence/zavody/${event.id}/informace$`));

  // Escape closes the list.
  await searchBox(page).fill('nov');
  await expect(page.getByRole('listbox')).toBeVisible();
  await searchBox(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a club finds only its own members; a club, a timekeeper and a member each see their day', async ({ page }) => {
  await loginDemo(page, 'admin@stopa.local');
  const outside = await gql<{ members: { nodes: { registrationNumber: number; club: { id: number } | null }[] } }>(
    page,
    'WorkspaceTestOutside',
    'query',
    `query WorkspaceTestOutside { members(input: { perPage: 50, sort: [{ field: LAST_NAME }] }) { nodes { registrationNumber club { id } } } }`,
  );
  const stranger = outside.members.nodes.find((node) => node.club && node.club.id !== FIRST_CLUB_ID);
  if (!stranger) throw new Error('no member of another club');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  await loginDemo(page, 'klub@stopa.local');
  await searchBox(page).fill(String(stranger.registrationNumber));
  await expect(page.getByRole('status').filter({ hasText: 'Nic nenalezeno.' })).toBeVisible();
  await openOverview(page);
  await expect(page.getByRole('heading', { name: 'Uzávěrky přihlášek v příštích 7 dnech' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'K vyřízení' }).getByRole('link', { name: /Členové bez zaplaceného příspěvku/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'workspace-overview-club');
  await page.getByRole('region', { name: 'K vyřízení' }).getByRole('link', { name: /Členové bez zaplaceného příspěvku/ }).click();
  await expect(page).toHaveURL(/\/evidence\/objednavky-a-platby\/platba-za-cleny$/);
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  await loginDemo(page, 'casomira@stopa.local');
  await openOverview(page);
  await expect(page.getByRole('heading', { name: 'Vaše závody v okolí dneška' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  await loginDemo(page, 'zavodnik@stopa.local');
  await openOverview(page);
  await expect(page.getByRole('heading', { name: 'Moje přihlášky' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'workspace-overview-member');
});

test('a member sees its entry on the event page and withdraws it', async ({ page }) => {
  await loginDemo(page, 'clen@stopa.local');
  await page.goto('/evidence/zavody');
  await page.getByLabel('Hledat', { exact: true }).fill('Božídarský');
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('region', { name: 'Seznam závodů' }).getByRole('link', { name: 'Božídarský lidový běh' }).click();
  const eventUrl = page.url();
  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await page.getByLabel('Závod', { exact: true }).selectOption({ label: '20 km klasicky' });
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Jste přihlášen(a) do závodu 20 km klasicky.').or(page.getByText('Závodník už je do tohoto závodu přihlášen.'))).toBeVisible();

  await page.goto(eventUrl);
  const own = page.getByRole('region', { name: 'Vaše přihláška' });
  await expect(own.getByText(/^Jste přihlášena?: 20 km klasicky \(.+\)/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'workspace-own-entry');
  await own.getByRole('button', { name: 'Odhlásit se ze závodu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odhlásit se ze závodu' }).click();
  await expect(page.getByText('Jste odhlášen(a) ze závodu 20 km klasicky.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vaše přihláška' })).toHaveCount(0);

  // The overview lists what is left (the entry is gone from "Moje přihlášky").
  await openOverview(page);
  await expect(page.getByRole('heading', { name: 'Moje přihlášky' })).toBeVisible();
});
