import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

// Every page type loads under the api's strict Content-Security-Policy (no inline script,
// frames only of the app's own documents) without a single violation.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects CSP violations from the console and from `securitypolicyviolation` events. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

async function expectNoViolation(page: Page, violations: string[], where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const reported = await page.evaluate(() => window.cspViolations ?? []);
  expect([...violations, ...reported], where).toEqual([]);
}

test('public pages, login and a 404 load under the CSP without violations', async ({ page }) => {
  const violations = watchViolations(page);
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-frame-options']).toBe('DENY');
  await expectNoViolation(page, violations, 'home');

  for (const path of ['/kluby', '/clenove', '/registrace-klubu', '/prihlaseni', '/zapomenute-heslo', '/neexistujici-stranka']) {
    await page.goto(path);
    await expectNoViolation(page, violations, path);
  }
});

test('staff pages (clubs, members grid, record, card, print PDF, codebooks) load under the CSP without violations', async ({ page }) => {
  const violations = watchViolations(page);
  await login(page, 'admin@stopa.local');
  await expect(page).toHaveURL(/\/evidence\/clenove$/);
  const grid = page.getByRole('region', { name: 'Seznam členů' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectNoViolation(page, violations, 'members grid');

  // A member's record, card and print page with the server's PDF in an iframe.
  await grid.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/evidence\/clenove\/\d+\//);
  await expectNoViolation(page, violations, 'member record');
  const memberPath = new URL(page.url()).pathname.replace(/\/[^/]+$/, '');
  await page.getByRole('link', { name: 'Členská karta' }).click();
  await expect(page.getByRole('article', { name: 'Členská karta' })).toBeVisible();
  await expectNoViolation(page, violations, 'member card');
  await page.goto(`${memberPath}/tisk?generate_pdf=true`);
  const frame = page.locator('iframe.pdf-frame');
  await expect(frame).toBeVisible();
  const pdf = await page.request.get((await frame.getAttribute('src')) ?? '');
  expect(pdf.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
  expect(pdf.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expectNoViolation(page, violations, 'member print page');

  // The statistics page draws its charts (AG Charts, on a canvas, with its own style element).
  for (const path of ['/evidence/kluby', '/evidence/ciselniky', '/evidence/ciselniky/useky', '/evidence/statistiky/kraje', '/evidence/neexistuje']) {
    await page.goto(path);
    await expectNoViolation(page, violations, path);
  }
  // A club's record.
  await page.goto('/evidence/kluby');
  const clubs = page.getByRole('region', { name: 'Seznam klubů' });
  await expect(clubs.getByRole('row').nth(1)).toBeVisible();
  await clubs.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/evidence\/kluby\/\d+\//);
  await expectNoViolation(page, violations, 'club record');
});
