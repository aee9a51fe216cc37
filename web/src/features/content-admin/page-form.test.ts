import { describe, expect, it } from 'vitest';
import './texts';
import { type PageValues, emptySection, isPageField, moveItem, newPage, pageInput, pageLevelProblems, pageProblems, pageValues, removeItem } from './page-form';

const image = { id: 7, width: 1600, height: 900, src: '/api/obrazky/u/640.webp', srcSet: '/api/obrazky/u/320.webp 320w' };

describe('moving sections', () => {
  const list = ['hero', 'text', 'people'];

  it('moves an item up, down and to a dropped place', () => {
    expect(moveItem(list, 1, 0)).toEqual(['text', 'hero', 'people']);
    expect(moveItem(list, 0, 1)).toEqual(['text', 'hero', 'people']);
    expect(moveItem(list, 0, 2)).toEqual(['text', 'people', 'hero']);
    expect(moveItem(list, 2, 0)).toEqual(['people', 'hero', 'text']);
  });

  it('keeps the list past its ends and leaves the original alone', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 2, 3)).toEqual(list);
    expect(moveItem(list, 5, 0)).toEqual(list);
    expect(list).toEqual(['hero', 'text', 'people']);
  });

  it('removes an item', () => {
    expect(removeItem(list, 1)).toEqual(['hero', 'people']);
  });
});

describe('the page input', () => {
  it('sends the sections in order with only the fields of their kinds', () => {
    const values: PageValues = { ...newPage(), title: ' O svazu ', slug: '', seoTitle: ' ', ogImage: image };
    const hero = { ...emptySection('HERO'), title: 'Vítejte', subtitle: ' ', text: 'zbytek' };
    const features = { ...emptySection('FEATURES'), title: 'Co nabízíme' };
    features.features = [{ ...features.features[0]!, name: ' Trenéři ', image }];
    const people = emptySection('PEOPLE');
    people.people = [{ ...people.people[0]!, name: 'Jana Nováková', phone: '', description: 'Předsedkyně' }];
    const text = { ...emptySection('RICH_TEXT'), title: 'nic', text: '# Nadpis' };
    const input = pageInput({ ...values, sections: [text, hero, features, people] });
    expect(input).toEqual({
      title: 'O svazu',
      slug: null,
      active: true,
      seoTitle: null,
      seoDescription: null,
      ogTitle: null,
      ogDescription: null,
      ogImageId: 7,
      sections: [
        { kind: 'RICH_TEXT', text: '# Nadpis' },
        { kind: 'HERO', title: 'Vítejte', subtitle: null },
        { kind: 'FEATURES', title: 'Co nabízíme', subtitle: null, features: [{ name: 'Trenéři', imageId: 7 }] },
        { kind: 'PEOPLE', people: [{ name: 'Jana Nováková', imageId: null, description: 'Předsedkyně', text: null, phone: null }] },
      ],
    });
  });

  it('reads a saved page back into the builder with keys of its own', () => {
    const values = pageValues({
      title: 'Kontakty',
      slug: 'kontakty',
      active: false,
      ogImage: null,
      sections: [
        { kind: 'HERO', title: 'Kontakty', subtitle: null, text: null, features: [], people: [] },
        { kind: 'PEOPLE', title: null, subtitle: null, text: null, features: [], people: [{ name: 'Petr', image, description: null, text: null, phone: '+420 777 000 111' }] },
      ],
    });
    expect(values.sections.map((section) => section.kind)).toEqual(['HERO', 'PEOPLE']);
    expect(values.sections[1]?.people[0]).toMatchObject({ name: 'Petr', image, description: '', phone: '+420 777 000 111' });
    expect(new Set([values.sections[0]?.key, values.sections[1]?.key, values.sections[1]?.people[0]?.key]).size).toBe(3);
  });
});

describe('the builder’s checks', () => {
  it('names the fields as the server does', () => {
    const features = emptySection('FEATURES');
    const problems = pageProblems({ ...newPage(), sections: [emptySection('HERO'), emptySection('RICH_TEXT'), features, emptySection('PEOPLE')] });
    expect(Object.keys(problems)).toEqual(['title', 'sections.0.title', 'sections.1.text', 'sections.2.title', 'sections.2.features.0.name', 'sections.3.people.0.name']);
    expect(problems.title).toBe('Toto pole je povinné');
  });

  it('knows the server’s field names it shows in place', () => {
    expect(isPageField('slug')).toBe(true);
    expect(isPageField('sections.3.features.1.name')).toBe(true);
    expect(isPageField('sections.3.people.0.phone')).toBe(true);
    expect(isPageField('sections.0.people')).toBe(true);
    expect(isPageField('ogImageId')).toBe(true);
    expect(isPageField('sections.0.colour')).toBe(false);
    expect(isPageField('id')).toBe(false);
  });

  it('drops the sections’ problems when their places change', () => {
    expect(pageLevelProblems({ title: 'a', 'sections.1.text': 'b', sections: 'c' })).toEqual({ title: 'a' });
  });
});
