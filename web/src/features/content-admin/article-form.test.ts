import { describe, expect, it } from 'vitest';
import './texts';
import { articleField, articleFormValues, articleInput, articleState, firstErrorTab, isoToPragueLocal, newArticle, pragueLocalToIso, tabOf } from './article-form';
import { parseArticleTab } from './article-tabs';

describe('the article builder’s tabs', () => {
  it('reads the tab of the address', () => {
    expect(parseArticleTab('seo')).toBe('seo');
    expect(parseArticleTab('editace')).toBeUndefined();
  });

  it('maps the server’s fields to the form’s and their tabs', () => {
    expect(articleField('mainImageId')).toBe('mainImage');
    expect(articleField('ogImageId')).toBe('ogImage');
    expect(articleField('publishedAt')).toBe('publishedAt');
    expect(articleField('unknown')).toBeUndefined();
    expect(tabOf('body')).toBe('zakladni');
    expect(tabOf('mainImage')).toBe('nastaveni');
    expect(tabOf('slug')).toBe('seo');
  });

  it('opens the first tab (in the tabs’ order) that holds a refused field', () => {
    expect(firstErrorTab(['slug', 'publishedAt'])).toBe('nastaveni');
    expect(firstErrorTab(['ogImage', 'title'])).toBe('zakladni');
    expect(firstErrorTab([])).toBeUndefined();
  });
});

describe('the published-at time', () => {
  it('is Prague’s wall time in the input and an instant on the wire, in winter and summer', () => {
    expect(pragueLocalToIso('2027-01-05T18:00')).toBe('2027-01-05T17:00:00.000Z');
    expect(pragueLocalToIso('2027-07-05T18:00')).toBe('2027-07-05T16:00:00.000Z');
    expect(isoToPragueLocal('2027-01-05T17:00:00Z')).toBe('2027-01-05T18:00');
    expect(isoToPragueLocal('2027-07-05T16:00:00+00:00')).toBe('2027-07-05T18:00');
    expect(pragueLocalToIso('')).toBeNull();
    expect(isoToPragueLocal(null)).toBe('');
  });
});

describe('the article input', () => {
  it('trims the fields, sends empty ones as none and names the images by id', () => {
    const image = { id: 3, width: 800, height: 600, src: '/a.webp', srcSet: '' };
    const input = articleInput({ ...newArticle(), title: ' Zpráva ', slug: ' ', parentId: '12', publishedAt: '2027-01-05T18:00', mainImage: image, body: '# Text\n' });
    expect(input).toMatchObject({ title: 'Zpráva', slug: null, parentId: 12, publishedAt: '2027-01-05T17:00:00.000Z', mainImageId: 3, ogImageId: null, body: '# Text\n', seoTitle: null });
  });

  it('reads a saved article back', () => {
    const values = articleFormValues({ title: 'A', slug: 'a', perex: '', author: 'B', body: '', active: true, parentId: null, publishedAt: '2027-01-05T17:00:00Z', seoTitle: null });
    expect(values).toMatchObject({ parentId: '', publishedAt: '2027-01-05T18:00', seoTitle: '', mainImage: null });
  });
});

describe('an article’s state in the library', () => {
  it('is public, scheduled, a draft or inactive', () => {
    expect(articleState({ active: true, isPublic: true, publishedAt: '2026-01-01T00:00:00Z' })).toBe('public');
    expect(articleState({ active: true, isPublic: false, publishedAt: '2099-01-01T00:00:00Z' })).toBe('scheduled');
    expect(articleState({ active: true, isPublic: false, publishedAt: null })).toBe('draft');
    expect(articleState({ active: false, isPublic: false, publishedAt: '2026-01-01T00:00:00Z' })).toBe('inactive');
  });
});
