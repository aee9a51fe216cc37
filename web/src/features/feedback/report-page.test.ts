import { describe, expect, it } from 'vitest';
import { REPORT_PATH, initialPage, internalPath, reportedPage } from './report-page';

const ORIGIN = 'https://evidence.slcr.cz';

describe('the page "Nahlásit problém" reports', () => {
  it('is the location shown now, query kept and hash left out', () => {
    expect(reportedPage('/evidence/kluby/3/informace-o-klubu')).toBe('/evidence/kluby/3/informace-o-klubu');
    expect(reportedPage('/evidence/prestupy-a-hostovani?state=RELEASED#seznam')).toBe('/evidence/prestupy-a-hostovani?state=RELEASED');
  });

  it('on the report form, is the page the form was opened for', () => {
    expect(reportedPage('/evidence/zpetna-vazba/nahlasit?stranka=%2Fevidence%2Fkluby%3Fa%3D1')).toBe('/evidence/kluby?a=1');
    expect(reportedPage('/evidence/zpetna-vazba/nahlasit')).toBeUndefined();
  });
});

describe('the page a report is about', () => {
  it('comes from ?stranka= first', () => {
    expect(initialPage('/evidence/kluby', `${ORIGIN}/evidence/clenove`, ORIGIN)).toBe('/evidence/kluby');
  });

  it('else from the referrer of the app itself, with its query', () => {
    expect(initialPage(undefined, `${ORIGIN}/evidence/clenove?x=1`, ORIGIN)).toBe('/evidence/clenove?x=1');
  });

  it('is never another site, the form itself or a broken referrer', () => {
    expect(initialPage(undefined, 'https://www.google.com/search?q=slcr', ORIGIN)).toBe('');
    expect(initialPage(undefined, `${ORIGIN}${REPORT_PATH}`, ORIGIN)).toBe('');
    expect(initialPage(undefined, 'nesmysl', ORIGIN)).toBe('');
    expect(initialPage(undefined, '', ORIGIN)).toBe('');
  });
});

describe('a stored page', () => {
  it('links to a path of the app', () => {
    expect(internalPath('/evidence/kluby/3/informace-o-klubu')).toBe('/evidence/kluby/3/informace-o-klubu');
    expect(internalPath(' /evidence/kluby?a=1 ')).toBe('/evidence/kluby?a=1');
  });

  it('never links to another site or to what is not a path', () => {
    for (const page of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'evidence/kluby', '/a b', '', null, undefined]) {
      expect(internalPath(page), String(page)).toBeUndefined();
    }
  });
});
