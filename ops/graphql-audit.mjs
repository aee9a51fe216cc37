#!/usr/bin/env node
// The GraphQL-over-HTTP server audit of the graphql-http package (auditServer) against a
// running api. Prints every audit (ok, or notice/warn/error with the reason) and exits non-zero
// when a MUST fails.
//
//   node ops/graphql-audit.mjs [API_URL]            (or STOPA_AUDIT_URL; /graphql is added)
//   STOPA_AUDIT_EMAIL=admin@stopa.local node ops/graphql-audit.mjs http://127.0.0.1:8080
//
// The audit runs twice. First anonymously, as any client without credentials. Some audits send
// introspection (`__type`), which the api gives only to the federation's staff (or in
// development); a MUST refused for that reason alone (403 FORBIDDEN) does not fail the
// anonymous run, but must then pass in the second run: as an API client of a staff account
// (STOPA_AUDIT_EMAIL, password STOPA_AUDIT_PASSWORD or STOPA_DEMO_PASSWORD or the demo data's
// `stopa-demo`), logged in with `client: API` and sending its bearer token in
// X-Authorization (STOPA_AUTHORIZATION_HEADER). Neither run sends cookies or X-GQL headers.
// graphql-http is a devDependency of the web app: run `npm ci` in web/ first.

import { createRequire } from 'node:module';

const require = createRequire(new URL('../web/package.json', import.meta.url));
const { auditServer } = require('graphql-http');

const base = (process.argv[2] ?? process.env.STOPA_AUDIT_URL ?? '').replace(/\/+$/, '');
if (!base) {
  console.error('usage: node ops/graphql-audit.mjs API_URL (or STOPA_AUDIT_URL)');
  process.exit(2);
}
const url = base.endsWith('/graphql') ? base : `${base}/graphql`;
const email = process.env.STOPA_AUDIT_EMAIL;
const password = process.env.STOPA_AUDIT_PASSWORD ?? process.env.STOPA_DEMO_PASSWORD ?? 'stopa-demo';
const authorizationHeader = process.env.STOPA_AUTHORIZATION_HEADER ?? 'X-Authorization';

/** Whether a failed audit's response is the api's refusal of introspection to non-staff. */
async function refusedIntrospection(result) {
  if (result.response?.status !== 403) return false;
  try {
    const body = await result.response.clone().json();
    return body?.errors?.[0]?.extensions?.code === 'FORBIDDEN';
  } catch {
    return false;
  }
}

/** Runs the audit, prints it and returns its results. */
async function audit(title, fetchFn) {
  console.log(`\n${title}: ${url}`);
  const results = await auditServer({ url, fetchFn });
  for (const result of results) {
    if (result.status === 'ok') {
      console.log(`  ok      ${result.id} ${result.name}`);
    } else {
      const status = result.response ? ` (HTTP ${result.response.status})` : '';
      console.log(`  ${result.status.padEnd(7)} ${result.id} ${result.name}: ${result.reason}${status}`);
    }
  }
  const count = (status) => results.filter((result) => result.status === status).length;
  console.log(
    `  ${count('ok')} ok, ${count('error')} MUST failed, ${count('warn')} SHOULD failed, ${count('notice')} MAY not done`,
  );
  return results;
}

/** Logs in as an API client; the bearer token's header value. */
async function apiLogin() {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({
      query: 'mutation Login($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email, password, client: 'API' } },
    }),
  });
  const body = await response.json().catch(() => null);
  const token = body?.data?.login?.token;
  if (!token) {
    throw new Error(`login of ${email} failed (HTTP ${response.status}): ${JSON.stringify(body)}`);
  }
  return `Bearer ${token}`;
}

async function logout(bearer) {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [authorizationHeader]: bearer },
    body: JSON.stringify({ query: 'mutation { logout }' }),
  }).catch(() => {});
}

const failed = [];
const anonymous = await audit('Anonymous', fetch);
const needStaff = [];
for (const result of anonymous.filter((result) => result.status === 'error')) {
  if (await refusedIntrospection(result)) needStaff.push(result);
  else failed.push(`anonymous: ${result.id} ${result.name}`);
}
if (needStaff.length > 0) {
  console.log(`  ${needStaff.length} MUST refused only as introspection (staff only): ${needStaff.map((r) => r.id).join(', ')}`);
}

if (email) {
  const bearer = await apiLogin();
  try {
    const staffFetch = (input, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set(authorizationHeader, bearer);
      return fetch(input, { ...init, headers });
    };
    const staff = await audit(`As ${email} with a bearer token`, staffFetch);
    for (const result of staff.filter((result) => result.status === 'error')) {
      failed.push(`${email}: ${result.id} ${result.name}`);
    }
  } finally {
    await logout(bearer);
  }
} else {
  for (const result of needStaff) {
    failed.push(`anonymous: ${result.id} ${result.name} (set STOPA_AUDIT_EMAIL to a staff account to check it)`);
  }
}

if (failed.length > 0) {
  console.error(`\nGraphQL over HTTP: ${failed.length} MUST failed:`);
  for (const line of failed) console.error(`  ${line}`);
  process.exit(1);
}
console.log('\nGraphQL over HTTP: every MUST holds.');
