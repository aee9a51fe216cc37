import { describe, expect, it } from 'vitest';
import { landingPath, safeRedirect } from './landing';

describe('landing', () => {
  it('goes to a built landing page, else home', () => {
    expect(landingPath('/evidence/clenove')).toBe('/evidence/clenove');
    expect(landingPath('/evidence/kluby/1/informace-o-klubu')).toBe('/evidence/kluby/1/informace-o-klubu');
    expect(landingPath('/evidence/clenove/5/informace-o-clenovi')).toBe('/evidence/clenove/5/informace-o-clenovi');
    expect(landingPath('/evidence/clenove/5/media')).toBe('/');
    expect(landingPath(undefined)).toBe('/');
  });

  it('follows only same-site paths after login or a switch of identity', () => {
    expect(safeRedirect('/evidence/cisteni-dat?tab=1')).toBe('/evidence/cisteni-dat?tab=1');
    expect(safeRedirect('//evil.example/evidence')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
