import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './support';

// What the racing journeys prepare through the api (as the logged-in browser, with the
// X-GQL headers of the CSRF guard), so each journey starts from its own event.

/** A name no earlier run has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Runs a GraphQL operation with the page's session; fails the test on an error. */
export async function gql<T>(page: Page, operation: string, type: 'query' | 'mutation', query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'X-GQL-Operation': operation, 'X-GQL-Operation-Type': type },
    data: { query, variables, operationName: operation },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? [], `${operation}: ${JSON.stringify(body.errors)}`).toEqual([]);
  return body.data as T;
}

export interface EventSetup {
  name: string;
  departmentId?: number;
  category?: string;
  clubId?: number;
  /** Bedřichov unless given. */
  place?: string;
  dateFrom?: string;
  dateTo?: string;
  registrationDeadline?: string | null;
  timekeepingCompanyId?: number | null;
  /** Categories admit both sexes unless `genderGroup` says otherwise. */
  categories: { name: string; birthYearFrom: number; birthYearTo: number; genderGroup?: 'BOTH' | 'MALE' | 'FEMALE' }[];
}

/** The logged-in club creates an event of its club (cross-country, January 2027). */
export async function createClubEvent(page: Page, setup: EventSetup): Promise<{ id: number; raceId: number }> {
  const data = await gql<{ createRacingEvent: { event: { id: number }; races: { id: number }[] } }>(
    page,
    'CreateTestEvent',
    'mutation',
    `mutation CreateTestEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) {
      createRacingEvent(input: $input, races: $races) { event { id } races { id } }
    }`,
    {
      input: {
        kind: 'RACING',
        name: setup.name,
        departmentId: setup.departmentId ?? 1,
        category: setup.category ?? 'B',
        organiserKind: 'CLUB',
        organiserClubId: setup.clubId ?? 1,
        place: setup.place ?? 'Bedřichov',
        country: 'CZ',
        latitude: 50.7937,
        longitude: 15.1514,
        dateFrom: setup.dateFrom ?? '2027-01-16',
        dateTo: setup.dateTo ?? '2027-01-17',
        registrationDeadline: setup.registrationDeadline === undefined ? '2027-01-12T18:00:00+01:00' : setup.registrationDeadline,
        timekeepingCompanyId: setup.timekeepingCompanyId ?? null,
        contactEmail: 'zavody@skiklub.cz',
      },
      races: [
        {
          name: 'Klasika 5 km',
          racingDisciplineId: 5,
          racingTechniqueId: 1,
          genderGroup: 'BOTH',
          raceDate: setup.dateFrom ?? '2027-01-16',
          startTime: '10:00',
          categories: setup.categories.map((category) => ({ genderGroup: 'BOTH', ...category })),
        },
      ],
    },
  );
  const raceId = data.createRacingEvent.races[0]?.id ?? 0;
  return { id: data.createRacingEvent.event.id, raceId };
}

/** The first club's demo id: klub@stopa.local manages it. */
export const FIRST_CLUB_ID = 1;

/** Logs the browser out (clears the session) before the next login. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Přihlášení' })).toBeVisible();
}

/** Passwords that auth.spec.ts gives the demo accounts it renews (it runs earlier in the
 * suite and leaves them changed). */
const CHANGED_PASSWORDS: Record<string, string> = {
  'usek@stopa.local': 'jine-heslo-2026',
  'clen@stopa.local': 'nove-heslo-2026',
};

/** Logs in with the demo password, or with the one an earlier journey changed it to. */
export async function loginDemo(page: Page, email: string): Promise<void> {
  await login(page, email, DEMO_PASSWORD);
  const changed = CHANGED_PASSWORDS[email];
  if (changed !== undefined && page.url().includes('/prihlaseni')) await login(page, email, changed);
  await expect(page).not.toHaveURL(/\/prihlaseni/);
}
