// Mixed load on a running api (ops/bench runs it): members grid, member record, public pages,
// the app's HTML, health, an export and logins, in the proportions of a busy day, on N
// keep-alive connections for T seconds. Prints requests, p50 and p99 per operation, errors
// (any non-2xx answer or GraphQL error; there must be none) and the api's resident memory.
//
// STOPA_LOAD_BASE (http://127.0.0.1:18080), STOPA_LOAD_SECONDS (60), STOPA_LOAD_CONNECTIONS
// (50), STOPA_LOAD_API_PID (for RSS), STOPA_LOAD_PASSWORD (stopa-demo).
import http from 'node:http';
import { readFileSync } from 'node:fs';

const base = new URL(process.env.STOPA_LOAD_BASE ?? 'http://127.0.0.1:18080');
const seconds = Number(process.env.STOPA_LOAD_SECONDS ?? 60);
const connections = Number(process.env.STOPA_LOAD_CONNECTIONS ?? 50);
const apiPid = process.env.STOPA_LOAD_API_PID;
const password = process.env.STOPA_LOAD_PASSWORD ?? 'stopa-demo';
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** One HTTP exchange; resolves with status, headers and body text. */
function send(method, path, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path, method, agent, headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    if (body) request.write(body);
    request.end();
  });
}

function graphql(operation, type, query, variables, cookie) {
  const body = JSON.stringify({ query, variables });
  return send('POST', '/graphql', {
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-gql-operation': operation,
      'x-gql-operation-type': type,
      ...(cookie ? { cookie } : {}),
    },
  });
}

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { expiresAt } }';

async function login(email) {
  const answer = await graphql('Login', 'mutation', LOGIN, { input: { email, password } });
  const cookies = [].concat(answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
  if (!cookies.some((cookie) => cookie.startsWith('stopa_session='))) throw new Error(`login of ${email} failed: ${answer.text}`);
  return cookies.join('; ');
}

const admin = await login('admin@stopa.local');
const area = await login('kraj@stopa.local');
const GRID = `query Members($input: MembersInput!) { members(input: $input) { totalCount nodes { id registrationNumber firstName lastName birthDate birthNumber club { name } region { name } } } }`;
const MEMBER = `query Member($id: Int!) { member(id: $id) { id firstName lastName birthNumber birthDate clubName street municipality email } }`;
const PUBLIC_CLUBS = `query PublicClubs($input: PublicClubsInput!) { publicClubs(input: $input) { totalCount nodes { id name slug memberCount } } }`;
const PUBLIC_MEMBERS = `query PublicMembers($input: PublicMembersInput!) { publicMembers(input: $input) { totalCount nodes { id slug firstName lastName birthYear clubName } } }`;
const ids = JSON.parse((await graphql('Members', 'query', GRID, { input: { perPage: 500 } }, admin)).text).data.members.nodes.map(
  (node) => node.id,
);
const CALENDAR = `query PublicCalendar($filter: RacingEventFilterInput!) { publicCalendar(filter: $filter, perPage: 50) { totalCount nodes { id name dateFrom dateTo place departmentName categoryLabel organiser stateLabel dateChangeLabel } } }`;
const calendarIds = JSON.parse(
  (await graphql('PublicCalendar', 'query', CALENDAR, { filter: { from: '2026-01-01' } })).text,
).data.publicCalendar.nodes.map((node) => node.id);
const months = ['2026-12', '2027-01', '2027-02', '2027-03'];
const searches = ['nov', 'dvo', 'svo', 'kr', 'pet', 'mar', 'ova', 'jan'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A GraphQL answer is good when it is 200 without errors. */
const graphqlOk = (answer) => answer.status === 200 && !JSON.parse(answer.text).errors;
const httpOk = (answer) => answer.status >= 200 && answer.status < 300;

// [name, weight, run, check]
const operations = [
  ['members grid', 30, () => graphql('Members', 'query', GRID, { input: { page: 1 + Math.floor(Math.random() * 5), perPage: 50, sort: [{ field: 'LAST_NAME' }], filter: { search: pick(searches) } } }, admin), graphqlOk],
  ['member record', 20, () => graphql('Member', 'query', MEMBER, { id: pick(ids) }, admin), graphqlOk],
  ['public clubs', 10, () => graphql('PublicClubs', 'query', PUBLIC_CLUBS, { input: { page: 1, perPage: 50 } }), graphqlOk],
  ['public members', 10, () => graphql('PublicMembers', 'query', PUBLIC_MEMBERS, { input: { page: 1, perPage: 50, search: pick(searches) } }), graphqlOk],
  ['public calendar', 10, () => graphql('PublicCalendar', 'query', CALENDAR, { filter: { month: pick(months) } }), graphqlOk],
  ['iCal feed', 2, () => send('GET', '/api/calendar/vse.ics'), httpOk],
  ...(calendarIds.length
    ? [['event entries csv', 2, () => send('GET', `/api/public/export/racing/event/${pick(calendarIds)}/registration-csv`), httpOk]]
    : []),
  ['app page', 15, () => send('GET', '/kluby'), httpOk],
  ['healthz', 10, () => send('GET', '/healthz'), httpOk],
  ['members export (area)', 3, () => send('GET', '/api/area/export/members-all-csv', { headers: { cookie: area } }), httpOk],
  ['login', 2, () => graphql('Login', 'mutation', LOGIN, { input: { email: 'usek@stopa.local', password } }), graphqlOk],
];
// STOPA_LOAD_ONLY=name,name narrows the mix (to find which operation costs what).
const only = process.env.STOPA_LOAD_ONLY?.split(',');
if (only) operations.splice(0, operations.length, ...operations.filter(([name]) => only.includes(name)));
const totalWeight = operations.reduce((sum, [, weight]) => sum + weight, 0);
const stats = new Map(operations.map(([name]) => [name, { latencies: [], errors: 0, examples: [] }]));

function chooseOperation() {
  let roll = Math.random() * totalWeight;
  for (const operation of operations) {
    roll -= operation[1];
    if (roll < 0) return operation;
  }
  return operations[0];
}

function rssKib() {
  if (!apiPid) return null;
  try {
    const line = readFileSync(`/proc/${apiPid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) : null;
  } catch {
    return null;
  }
}

const rss = { start: rssKib(), peak: 0, end: null };
const sampler = setInterval(() => {
  const now = rssKib();
  if (now) rss.peak = Math.max(rss.peak, now);
}, 500);

const deadline = performance.now() + seconds * 1000;
async function client() {
  while (performance.now() < deadline) {
    const [name, , run, check] = chooseOperation();
    const entry = stats.get(name);
    const started = performance.now();
    try {
      const answer = await run();
      entry.latencies.push(performance.now() - started);
      if (!check(answer)) {
        entry.errors += 1;
        if (entry.examples.length < 3) entry.examples.push(`${answer.status} ${answer.text.slice(0, 200)}`);
      }
    } catch (error) {
      entry.latencies.push(performance.now() - started);
      entry.errors += 1;
      if (entry.examples.length < 3) entry.examples.push(String(error));
    }
  }
}
await Promise.all(Array.from({ length: connections }, client));
clearInterval(sampler);
rss.end = rssKib();

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
let requests = 0;
let errors = 0;
console.log(`\nMixed load: ${seconds} s, ${connections} connections`);
console.log('  operation                requests    req/s   p50 ms   p99 ms  errors');
for (const [name, entry] of stats) {
  const sorted = entry.latencies.slice().sort((a, b) => a - b);
  requests += sorted.length;
  errors += entry.errors;
  console.log(
    `  ${name.padEnd(23)} ${String(sorted.length).padStart(9)} ${(sorted.length / seconds).toFixed(0).padStart(8)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)} ${String(entry.errors).padStart(7)}`,
  );
  for (const example of entry.examples) console.log(`      ${example}`);
}
console.log(`  all                     ${String(requests).padStart(9)} ${(requests / seconds).toFixed(0).padStart(8)}                    ${String(errors).padStart(7)}   target: 0 errors`);
if (rss.start) {
  const mib = (kib) => (kib / 1024).toFixed(1);
  console.log(`  api RSS: ${mib(rss.start)} MiB before, ${mib(rss.peak)} MiB at peak, ${mib(rss.end)} MiB after`);
}
process.exitCode = errors === 0 ? 0 : 1;
