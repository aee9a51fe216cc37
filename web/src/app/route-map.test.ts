import { describe, expect, it } from 'vitest';
import { ROUTES, parseRouteParams, parseRouteSearch } from './route-map';

describe('route map', () => {
  it('holds every path once', () => {
    const paths = Object.values(ROUTES).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/evidence/clenove/$id/tisk');
    expect(paths.length).toBeGreaterThan(100);
  });

  it('refuses a non-numeric id and an unknown tab', () => {
    expect(parseRouteParams('member', { id: '12', activeTab: 'klubova-historie' })).toEqual({ id: 12, activeTab: 'klubova-historie' });
    expect(() => parseRouteParams('member', { id: 'abc', activeTab: 'media' })).toThrow('Invalid number string');
    expect(() => parseRouteParams('club', { clubId: '3', activeTab: 'neexistuje' })).toThrow();
  });

  it('lets optional tabs be missing', () => {
    expect(parseRouteParams('publicClub', { id: '5', slug: 'ski-klub-liberec' })).toEqual({ id: 5, slug: 'ski-klub-liberec' });
  });

  it('reads boolean and integer query parameters', () => {
    expect(parseRouteSearch('memberPrint', { generate_pdf: '' })).toEqual({ generate_pdf: true });
    expect(parseRouteSearch('memberPrint', {})).toEqual({ generate_pdf: false });
    expect(parseRouteSearch('welcome', { approved: '1', registrationNumber: '100001' })).toMatchObject({ approved: 1, registrationNumber: 100001 });
    expect(() => parseRouteSearch('welcome', { approved: 'ano' })).toThrow('Invalid number string');
  });

  it('reads the import to show from the import page’s query', () => {
    expect(parseRouteSearch('memberImport', { id: 12 })).toEqual({ id: 12 });
    expect(parseRouteSearch('memberImport', {})).toEqual({ id: undefined });
    expect(() => parseRouteSearch('memberImport', { id: 'abc' })).toThrow('Invalid number string');
  });

  it('puts the nickname pages under the data cleanup with the spec’s `new`', () => {
    expect(parseRouteParams('nicknameEdit', { id: '7' })).toEqual({ id: 7 });
    expect(ROUTES.nicknameNew.path).toBe('/evidence/cisteni-dat/prezdivky/new');
  });
});

describe('the router', () => {
  it('registers only paths of the route map', async () => {
    const { router } = await import('./router');
    const known = new Set(Object.values(ROUTES).map((route) => route.path.replace(/\/$/, '') || '/'));
    const registered = Object.keys(router.routesByPath).map((path) => path.replace(/\/$/, '') || '/');
    expect(registered.length).toBeGreaterThan(5);
    for (const path of registered) expect(known, path).toContain(path);
  });
});
