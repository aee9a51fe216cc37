// Every Czech path of spec §2 in one typed table. Routes are registered in the router as
// their features are built; this table is what links and param checks are made from.
import { parseBoolean, parseId, parseTab } from '../lib/route-params';
import { CLUB_TABS, EVENT_TABS, MEMBER_TABS, PUBLIC_CLUB_TABS, PUBLIC_MEMBER_TABS, RESULT_RACE_TABS, WORK_RACE_TABS } from '../lib/route-tabs';

type ParamRule = { kind: 'id' } | { kind: 'text' } | { kind: 'tab'; values: readonly string[]; optional?: boolean };

export interface RouteSpec {
  path: string;
  params?: Record<string, ParamRule>;
  /** Query parameters: booleans follow spec §5, the rest are optional strings. */
  search?: Record<string, 'string' | 'boolean' | 'id'>;
}

const id = { kind: 'id' } as const;
const text = { kind: 'text' } as const;
const tab = (values: readonly string[], optional = false): ParamRule => ({ kind: 'tab', values, optional });
/** The filter of the departments' role lists (features/roles/role-search.ts). */
const roleListSearch = { search: 'string', validity: 'string', qualification: 'string', course: 'string', page: 'id', perPage: 'id' } as const;
/** The choices of the rankings pages (features/rankings/rankings-search.ts). */
const rankingSearch = { season: 'string', ranking: 'string', category: 'string', sex: 'string' } as const;

export {
  CLUB_TABS,
  EVENT_TABS,
  MEMBER_TABS,
  MEMBER_TABS_BUILT,
  PUBLIC_CLUB_TABS,
  PUBLIC_MEMBER_TABS,
  PUBLIC_MEMBER_TABS_BUILT,
  RESULT_RACE_TABS,
  WORK_RACE_TABS,
} from '../lib/route-tabs';

export const ROUTES = {
  home: { path: '/' },
  login: { path: '/prihlaseni', search: { redirect: 'string' } },
  forgottenPassword: { path: '/zapomenute-heslo' },
  existingAccount: { path: '/existujici-ucet', search: { email: 'string' } },
  registration: { path: '/registrace/$memberUuid', params: { memberUuid: text }, search: { token: 'string', email: 'string' } },
  findMember: { path: '/vyhledat-clena' },
  registrationEmail: { path: '/registracni-email', search: { email: 'string' } },
  renewPassword: { path: '/obnova-hesla/$token', params: { token: text } },
  evidence: { path: '/evidence', search: { redirect: 'string' } },
  accessDenied: { path: '/pristup-odepren', search: { redirect: 'string' } },
  changePassword: { path: '/evidence/zmena-hesla' },
  notifications: { path: '/evidence/oznameni' },
  dataCleanup: { path: '/evidence/cisteni-dat' },
  nicknames: { path: '/evidence/cisteni-dat/prezdivky' },
  nicknameNew: { path: '/evidence/cisteni-dat/prezdivky/new' },
  nicknameEdit: { path: '/evidence/cisteni-dat/prezdivky/$id', params: { id } },
  pairingSuggestions: { path: '/evidence/cisteni-dat/navrhy-na-parovani' },
  birthNumberValidation: { path: '/evidence/cisteni-dat/validace-rodnych-cisel' },
  fisPairing: { path: '/evidence/cisteni-dat/fis-parovani' },
  unknownAddresses: { path: '/evidence/cisteni-dat/nezname-adresy' },
  /** Not in spec §2's list: the possible-duplicates worklist of the data cleanup. */
  possibleDuplicates: { path: '/evidence/cisteni-dat/duplicity' },
  clubRequests: { path: '/evidence/zadosti-o-zalozeni-klubu' },
  /** Not in spec §2's list: the applications to found a basic-skiing branch association. */
  branchRequests: { path: '/evidence/zadosti-pobocnych-spolku' },
  clubs: { path: '/evidence/kluby' },
  clubNew: { path: '/evidence/kluby/novy' },
  club: { path: '/evidence/kluby/$clubId/$activeTab', params: { clubId: id, activeTab: tab(CLUB_TABS) } },
  clubEdit: { path: '/evidence/kluby/$clubId/editace', params: { clubId: id } },
  clubContactNew: { path: '/evidence/kluby/$clubId/kontakty/novy', params: { clubId: id } },
  clubContact: { path: '/evidence/kluby/$clubId/kontakty/$contactId', params: { clubId: id, contactId: id } },
  clubRacingMembers: { path: '/evidence/kluby/$clubId/statistiky/zavodici-clenove', params: { clubId: id }, search: { filter: 'string' } },
  codebooks: { path: '/evidence/ciselniky' },
  sportCenters: { path: '/evidence/ciselniky/sportovni-strediska', search: { evidenceSeasonId: 'string', departmentId: 'string' } },
  codebookDepartments: { path: '/evidence/ciselniky/useky' },
  codebookDepartmentsNew: { path: '/evidence/ciselniky/useky/novy' },
  codebookDepartmentsEdit: { path: '/evidence/ciselniky/useky/$id', params: { id } },
  codebookSubDepartments: { path: '/evidence/ciselniky/poduseky' },
  codebookSubDepartmentsNew: { path: '/evidence/ciselniky/poduseky/novy' },
  codebookSubDepartmentsEdit: { path: '/evidence/ciselniky/poduseky/$id', params: { id } },
  codebookEvidenceSeasons: { path: '/evidence/ciselniky/evidencni-sezony' },
  codebookEvidenceSeasonsNew: { path: '/evidence/ciselniky/evidencni-sezony/nova' },
  codebookEvidenceSeasonsEdit: { path: '/evidence/ciselniky/evidencni-sezony/$id/editace', params: { id } },
  codebookSeasons: { path: '/evidence/ciselniky/sezony' },
  codebookSeasonsNew: { path: '/evidence/ciselniky/sezony/nova' },
  codebookSeasonsEdit: { path: '/evidence/ciselniky/sezony/$id/editace', params: { id } },
  codebookSeasonsDetail: { path: '/evidence/ciselniky/sezony/$id', params: { id } },
  codebookRacingSeasons: { path: '/evidence/ciselniky/zavodni-sezony' },
  codebookRacingSeasonsNew: { path: '/evidence/ciselniky/zavodni-sezony/nova' },
  codebookRacingSeasonsEdit: { path: '/evidence/ciselniky/zavodni-sezony/$id', params: { id } },
  codebookRacingDisciplines: { path: '/evidence/ciselniky/zavodni-discipliny' },
  codebookRacingDisciplinesNew: { path: '/evidence/ciselniky/zavodni-discipliny/nova' },
  codebookRacingDisciplinesEdit: { path: '/evidence/ciselniky/zavodni-discipliny/$id', params: { id } },
  codebookRacingTechniques: { path: '/evidence/ciselniky/zavodni-techniky' },
  codebookRacingTechniquesNew: { path: '/evidence/ciselniky/zavodni-techniky/nova' },
  codebookRacingTechniquesEdit: { path: '/evidence/ciselniky/zavodni-techniky/$id', params: { id } },
  codebookRacingTypes: { path: '/evidence/ciselniky/zavodni-typy' },
  codebookRacingTypesNew: { path: '/evidence/ciselniky/zavodni-typy/novy' },
  codebookRacingTypesEdit: { path: '/evidence/ciselniky/zavodni-typy/$id', params: { id } },
  codebookRegions: { path: '/evidence/ciselniky/kraje' },
  codebookSportCentersNew: {
    path: '/evidence/ciselniky/sportovni-strediska/novy',
    search: { evidenceSeasonId: 'id', departmentId: 'id' },
  },
  codebookSportCentersEdit: { path: '/evidence/ciselniky/sportovni-strediska/$id', params: { id } },
  /** Every codebook page above, resolved by features/codebooks/codebook-paths.ts. */
  codebookPages: { path: '/evidence/ciselniky/$', params: { _splat: text } },
  representation: { path: '/evidence/stm-reprezentace', search: { evidenceSeasonId: 'string', departmentId: 'string' } },
  representationCenter: { path: '/evidence/stm-reprezentace/$sportCenterId', params: { sportCenterId: id } },
  /** The staff workspace's overview (issue 28; not in spec §2, whose landing pages stay the default). */
  overview: { path: '/evidence/prehled' },
  members: { path: '/evidence/clenove' },
  memberNew: { path: '/evidence/clenove/novy', search: { clubOption: 'string' } },
  member: { path: '/evidence/clenove/$id/$activeTab', params: { id, activeTab: tab(MEMBER_TABS) } },
  memberEdit: { path: '/evidence/clenove/$id/editace', params: { id } },
  memberCard: { path: '/evidence/clenove/$id/karta', params: { id } },
  memberPrint: { path: '/evidence/clenove/$id/tisk', params: { id }, search: { generate_pdf: 'boolean' } },
  memberImport: { path: '/evidence/clenove/import', search: { id: 'id' } },
  users: { path: '/evidence/uzivatele' },
  userNew: { path: '/evidence/uzivatele/novy' },
  user: { path: '/evidence/uzivatele/$id', params: { id }, search: { datagridFilter: 'string' } },
  departmentRoles: { path: '/evidence/role-v-useku' },
  coaches: { path: '/evidence/role-v-useku/$departmentId/treneri', params: { departmentId: id }, search: roleListSearch },
  technicalDelegates: { path: '/evidence/role-v-useku/$departmentId/technicti-delegati', params: { departmentId: id }, search: roleListSearch },
  referees: { path: '/evidence/role-v-useku/$departmentId/rozhodci', params: { departmentId: id }, search: roleListSearch },
  instructors: { path: '/evidence/role-v-useku/cvicitele', search: roleListSearch },
  orders: { path: '/evidence/objednavky-a-platby', search: { tab: 'string' } },
  memberPayment: { path: '/evidence/objednavky-a-platby/platba-za-cleny' },
  order: { path: '/evidence/objednavky-a-platby/$uuid', params: { uuid: text } },
  transfers: {
    path: '/evidence/prestupy-a-hostovani',
    search: { state: 'string', kind: 'string', club: 'id', department: 'id', season: 'id', page: 'id' },
  },
  statistics: { path: '/evidence/statistiky/$activeTab', params: { activeTab: tab(['kluby', 'kraje']) }, search: { year: 'string', kind: 'string', departmentId: 'string' } },
  rankings: { path: '/evidence/zebricky-a-listiny-bodu/$departmentId', params: { departmentId: id }, search: rankingSearch },
  events: { path: '/evidence/zavody', search: { filter: 'string' } },
  eventNew: { path: '/evidence/zavody/nova-udalost' },
  event: { path: '/evidence/zavody/$id/$activeTab', params: { id, activeTab: tab(EVENT_TABS) } },
  eventEdit: { path: '/evidence/zavody/$id/editace-udalosti', params: { id } },
  raceEdit: { path: '/evidence/zavody/$id/editace-zavodu', params: { id } },
  entryClub: { path: '/evidence/zavody/$id/prihlaska/klub', params: { id } },
  entryMember: { path: '/evidence/zavody/$id/prihlaska/clen', params: { id } },
  entryNonMember: { path: '/evidence/zavody/$id/prihlaska/neclen', params: { id } },
  entries: { path: '/evidence/zavody/$id/sprava-prihlasek', params: { id } },
  eventsToPublish: { path: '/evidence/zavody-k-publikaci' },
  resultRace: {
    path: '/evidence/zavody/$id/vysledky/$resultRaceId/$activeTab',
    params: { id, resultRaceId: id, activeTab: tab(RESULT_RACE_TABS) },
  },
  resultsBuilder: { path: '/evidence/zavody/$id/tvorba-vysledku', params: { id } },
  resultsBuilderPairing: { path: '/evidence/zavody/$id/tvorba-vysledku/navrhy-na-parovani', params: { id } },
  resultsBuilderRaces: { path: '/evidence/zavody/$id/tvorba-vysledku/uprava-vysledkovych-zavodu', params: { id } },
  resultsBuilderRace: {
    path: '/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab',
    params: { id, resultRaceId: id, activeTab: tab(WORK_RACE_TABS) },
  },
  resultsBuilderRacePairing: { path: '/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani', params: { id, resultRaceId: id } },
  bulkResults: { path: '/evidence/zavody/hromadne-nahrani-vysledku' },
  timekeepers: { path: '/evidence/casomiry' },
  timekeeperNew: { path: '/evidence/casomiry/nova' },
  timekeeper: { path: '/evidence/casomiry/$id', params: { id } },
  timekeeperEdit: { path: '/evidence/casomiry/$id/editace', params: { id } },
  timekeeperDocs: { path: '/evidence/casomiry/$id/dokumentace', params: { id } },
  feedback: { path: '/evidence/zpetna-vazba', search: { status: 'string', kind: 'string', mine: 'boolean' } },
  feedbackDetail: { path: '/evidence/zpetna-vazba/$id', params: { id } },
  feedbackReport: { path: '/evidence/zpetna-vazba/nahlasit', search: { stranka: 'string' } },
  releaseNotes: { path: '/evidence/seznam-vydani' },
  profileGeneral: { path: '/evidence/clen/obecne-informace' },
  profileRaces: { path: '/evidence/clen/moje-zavody' },
  profileRoles: { path: '/evidence/clen/role-v-usecich' },
  profileClubHistory: { path: '/evidence/clen/klubova-historie' },
  profileSettings: { path: '/evidence/clen/nastaveni-profilu' },
  publicMembers: { path: '/clenove' },
  publicMember: { path: '/clenove/$id/$slug/{-$tab}', params: { id, slug: text, tab: tab(PUBLIC_MEMBER_TABS, true) } },
  publicRepresentation: { path: '/reprezentace', search: { department: 'string' } },
  publicClubs: { path: '/kluby' },
  publicClub: { path: '/kluby/$id/$slug/{-$tab}', params: { id, slug: text, tab: tab(PUBLIC_CLUB_TABS, true) } },
  memberRegistration: { path: '/registrace-clena' },
  memberRegistrationFinish: { path: '/registrace-clena-dokonceni/$memberUuid', params: { memberUuid: text } },
  memberRegistrationDone: { path: '/registrace-clena-dokonceno' },
  welcome: { path: '/vitej', search: { approved: 'id', registrationNumber: 'id', token: 'string' } },
  clubRegistration: { path: '/registrace-klubu' },
  clubRegistrationSent: { path: '/registrace-klubu-zadost-odeslana', search: { email: 'string' } },
  calendar: { path: '/kalendar-a-vysledky', search: { view: 'string', department: 'string', month: 'string', region: 'string', category: 'string' } },
  calendarEventInfo: { path: '/kalendar-a-vysledky/$id/informace-o-zavode', params: { id } },
  calendarEventResults: { path: '/kalendar-a-vysledky/$id/vysledky', params: { id } },
  calendarEventEntries: { path: '/kalendar-a-vysledky/$id/seznam-prihlasenych', params: { id } },
  calendarEventStartList: { path: '/kalendar-a-vysledky/$id/startovni-listina', params: { id } },
  publicRankings: { path: '/zebricky-a-listiny-bodu/$departmentId', params: { departmentId: id }, search: rankingSearch },
  orderDetail: { path: '/detail-objednavky/$uuid', params: { uuid: text } },
  orderConfirmation: { path: '/detail-objednavky/$uuid/potvrzeni', params: { uuid: text } },
  basicSkiing: { path: '/pobocny-spolek-zakladniho-lyzovani' },
  basicSkiingDone: { path: '/pobocny-spolek-zakladniho-lyzovani/dokonceno' },
  basicSkiingOk: { path: '/pobocny-spolek-zakladniho-lyzovani/v-poradku', search: { token: 'string' } },
  basicSkiingSent: { path: '/pobocny-spolek-zakladniho-lyzovani/zadost-odeslana', search: { email: 'string' } },
  news: { path: '/aktuality' },
  newsArticle: { path: '/aktuality/$slug', params: { slug: text } },
  contentPage: { path: '/stranky/$slug', params: { slug: text } },
  /** The content area of the evidence (Admin): the article library and the page builder. */
  evidenceArticles: { path: '/evidence/obsah/clanky' },
  evidenceArticleNew: { path: '/evidence/obsah/clanky/novy' },
  evidenceArticle: { path: '/evidence/obsah/clanky/$id/$activeTab', params: { id, activeTab: tab(['zakladni', 'nastaveni', 'seo']) } },
  evidencePages: { path: '/evidence/obsah/stranky' },
  evidencePageNew: { path: '/evidence/obsah/stranky/nova' },
  evidencePage: { path: '/evidence/obsah/stranky/$id', params: { id } },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

/** Checks raw path params by the route's rules: ids must be integers ('Invalid number string'),
 * tabs one of the listed values. Throws on the first bad one; the router then shows 404. */
export function parseRouteParams(name: RouteName, raw: Record<string, string | undefined>): Record<string, string | number | undefined> {
  const spec: RouteSpec = ROUTES[name];
  const parsed: Record<string, string | number | undefined> = {};
  for (const [param, rule] of Object.entries(spec.params ?? {})) {
    const value = raw[param];
    if (value === undefined) {
      if (rule.kind === 'tab' && rule.optional) continue;
      throw new Error(`Missing parameter ${param}`);
    }
    parsed[param] = rule.kind === 'id' ? parseId(value) : rule.kind === 'tab' ? parseTab(value, rule.values) : value;
  }
  return parsed;
}

/** A query parameter as text. The router parses JSON in the query string, so a value may also be a
 * number, a boolean or an object; an object keeps its JSON text. */
function searchText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Reads query parameters by the route's rules. */
export function parseRouteSearch(name: RouteName, raw: Record<string, unknown>): Record<string, string | number | boolean | undefined> {
  const spec: RouteSpec = ROUTES[name];
  const parsed: Record<string, string | number | boolean | undefined> = {};
  for (const [param, kind] of Object.entries(spec.search ?? {})) {
    const value = raw[param];
    const textValue = searchText(value);
    if (kind === 'boolean') parsed[param] = parseBoolean(textValue);
    else if (kind === 'id') parsed[param] = textValue === undefined ? undefined : parseId(textValue);
    else parsed[param] = textValue;
  }
  return parsed;
}
