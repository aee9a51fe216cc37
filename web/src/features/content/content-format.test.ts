import { describe, expect, it } from 'vitest';
import { contentTitle, formatArticleDate, initials, phoneHref, startsWithHero } from './content-format';

describe('formatArticleDate', () => {
  it.each([
    ['2026-12-03T10:00:00Z', '3. prosince 2026'],
    ['2026-07-14T08:30:00Z', '14. července 2026'],
    // Midnight in Prague is still the day before in UTC: winter (+1 h) and summer (+2 h).
    ['2026-12-31T23:30:00Z', '1. ledna 2027'],
    ['2026-05-31T22:15:00Z', '1. června 2026'],
    ['2026-03-01T12:00:00+01:00', '1. března 2026'],
  ])('writes %s as the Czech date in Prague, %s', (instant, expected) => {
    expect(formatArticleDate(instant)).toBe(expected);
  });

  it('writes nothing for a value that is no date', () => {
    expect(formatArticleDate('včera')).toBe('');
  });
});

describe('contentTitle', () => {
  it('prefers the SEO title and falls back to the title when it is empty', () => {
    expect(contentTitle({ title: 'Mistrovství ČR', seoTitle: 'MČR v běhu na lyžích 2027' })).toBe('MČR v běhu na lyžích 2027');
    expect(contentTitle({ title: 'Mistrovství ČR', seoTitle: '  ' })).toBe('Mistrovství ČR');
    expect(contentTitle({ title: 'Mistrovství ČR', seoTitle: null })).toBe('Mistrovství ČR');
    expect(contentTitle({ title: 'Mistrovství ČR' })).toBe('Mistrovství ČR');
  });
});

describe('phoneHref', () => {
  it.each([
    ['+420 602 123 456', 'tel:+420602123456'],
    ['602 123 456', 'tel:602123456'],
    ['(+420) 602-123-456', 'tel:+420602123456'],
    ['00420 602 123 456', 'tel:00420602123456'],
    ['602 123 456 +1', 'tel:6021234561'],
  ])('dials %s as %s', (phone, expected) => {
    expect(phoneHref(phone)).toBe(expected);
  });

  it('gives no link for text without digits', () => {
    expect(phoneHref('na vyžádání')).toBeNull();
  });
});

describe('startsWithHero', () => {
  it('is true only when the first section is a HERO', () => {
    expect(startsWithHero([{ kind: 'HERO' }, { kind: 'RICH_TEXT' }])).toBe(true);
    expect(startsWithHero([{ kind: 'RICH_TEXT' }, { kind: 'HERO' }])).toBe(false);
    expect(startsWithHero([])).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Jana Nováková')).toBe('JN');
    expect(initials('  šárka  řezníčková dvořáková ')).toBe('ŠŘ');
    expect(initials('Trenér')).toBe('T');
    expect(initials('')).toBe('');
  });
});
