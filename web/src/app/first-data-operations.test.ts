import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PublicClubDocument, PublicClubsDocument } from '../features/clubs/api/public-clubs';
import { PublicArticleDocument } from '../features/content/api/public-article';
import { PublicArticlesDocument } from '../features/content/api/public-articles';
import { PublicContentPageDocument } from '../features/content/api/public-content-page';
import { PublicHomeDocument } from '../features/home/api/public-home';
import { PublicMemberDocument, PublicMembersDocument } from '../features/members/api/public-members';
import { CalendarCodebooksDocument } from '../features/racing-events/api/form-options';
import { PublicRacingEventDocument } from '../features/racing-events/api/racing-event';
import { PublicCalendarDocument } from '../features/racing-events/api/racing-events';
import { RegionsDocument } from '../features/regions/api/regions';
import { StartListsDocument } from '../features/racing-events/api/start-lists';
import { EventResultsDocument } from '../features/results/api/event-results';
import { operationOf, queryText } from '../lib/graphql-client';

// The operations whose answers the api embeds in the public pages it serves
// (bins/api/src/first_paint.rs): the api runs the app's own documents, so the app finds the
// answers under the same operation and variables.
const DOCUMENTS = [
  CalendarCodebooksDocument,
  EventResultsDocument,
  PublicArticleDocument,
  PublicArticlesDocument,
  PublicCalendarDocument,
  PublicClubDocument,
  PublicClubsDocument,
  PublicContentPageDocument,
  PublicHomeDocument,
  PublicMemberDocument,
  PublicMembersDocument,
  PublicRacingEventDocument,
  RegionsDocument,
  StartListsDocument,
];

describe('the operations of the public pages’ first data', () => {
  it('public/first-data-operations.json holds the app’s documents (STOPA_BLESS=1 rewrites it)', () => {
    const operations = Object.fromEntries(DOCUMENTS.map((document) => [operationOf(document).name, queryText(document)]));
    const file = resolve(__dirname, '../../public/first-data-operations.json');
    const expected = `${JSON.stringify({ operations }, null, 2)}\n`;
    if (process.env.STOPA_BLESS === '1') writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
