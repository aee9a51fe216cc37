import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveCodebookPath } from '../features/codebooks/codebook-paths';
import { router } from './router';
import { servedRoutePatterns } from './served-routes';

const patterns = servedRoutePatterns(Object.keys(router.routesByPath));

describe('the routes the api serves the app on', () => {
  it('public/routes.json is what the router serves (STOPA_BLESS=1 rewrites it)', () => {
    const file = resolve(__dirname, '../../public/routes.json');
    const expected = `${JSON.stringify({ patterns }, null, 2)}\n`;
    if (process.env.STOPA_BLESS === '1') writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('types the params of the route map', () => {
    expect(patterns).toContain('/');
    expect(patterns).toContain('/evidence');
    expect(patterns).toContain('/evidence/kluby/{id}/{informace-o-klubu|clenove-klubu|statistiky|zadosti}');
    expect(patterns).toContain('/evidence/clenove/{id}/{informace-o-clenovi|role-v-usecich|statistiky|klubova-historie|vysledky|media}');
    expect(patterns).toContain('/clenove/{id}/{text}/{informace|vysledky|media}?');
    expect(patterns).toContain('/obnova-hesla/{text}');
    expect(patterns).toContain('/evidence/clenove/import');
    expect(patterns).toContain('/evidence/cisteni-dat/prezdivky/{id}');
    expect(patterns).toContain('/evidence/zavody/{id}/{vysledky|informace|prihlaseni-zavodnici}');
    expect(patterns).toContain('/evidence/zavody/{id}/prihlaska/klub');
    expect(patterns).toContain('/kalendar-a-vysledky/{id}/informace-o-zavode');
    expect(patterns).toContain('/evidence/casomiry/{id}/dokumentace');
    expect(patterns).toContain('/evidence/zavody/{id}/vysledky/{id}/{vysledky|informace-o-zavode}');
    expect(patterns).toContain('/evidence/zavody/{id}/tvorba-vysledku');
    expect(patterns).toContain('/evidence/zavody/{id}/tvorba-vysledku/navrhy-na-parovani');
    expect(patterns).toContain('/evidence/zavody/{id}/tvorba-vysledku/{id}/{vysledkova-listina|informace-o-zavode}');
    expect(patterns).toContain('/evidence/zavody/{id}/tvorba-vysledku/{id}/navrhy-na-parovani');
    expect(patterns).toContain('/evidence/cisteni-dat/navrhy-na-parovani');
    expect(patterns).toContain('/evidence/zavody/hromadne-nahrani-vysledku');
    expect(patterns).toContain('/evidence/cisteni-dat/fis-parovani');
    expect(patterns).toContain('/evidence/zavody/{id}/tvorba-vysledku/uprava-vysledkovych-zavodu');
  });

  it('lists exactly the codebook pages the codebook route resolves', () => {
    const codebookPatterns = patterns.filter((pattern) => pattern.startsWith('/evidence/ciselniky'));
    expect(codebookPatterns.length).toBeGreaterThan(20);
    for (const pattern of codebookPatterns) {
      const splat = pattern.replace('/evidence/ciselniky', '').replace('{id}', '12').replace(/^\//, '');
      expect(resolveCodebookPath(splat), pattern).not.toBeNull();
    }
  });

  it('refuses a router path the route map does not describe', () => {
    expect(() => servedRoutePatterns(['/evidence/neco-noveho'])).toThrow('neco-noveho');
  });
});
