import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image';
import { PageSections, type PageSectionData } from './page-sections';

const image = { width: 1600, height: 900, src: '/api/obrazky/a/640.webp', srcSet: '/api/obrazky/a/320.webp 320w, /api/obrazky/a/640.webp 640w' };

function section(kind: PageSectionData['kind'], fields: Partial<PageSectionData> = {}): PageSectionData {
  return { kind, features: [], people: [], ...fields };
}

function render(sections: PageSectionData[]): Document {
  const html = renderToStaticMarkup(<PageSections title="O svazu" sections={sections} />);
  return new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html');
}

describe('PageSections', () => {
  it('gives the page one h1: the first HERO’s title', () => {
    const page = render([section('HERO', { title: 'Svaz lyžařů', subtitle: 'Od roku 1903' }), section('HERO', { title: 'Druhý pás' })]);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Svaz lyžařů']);
    expect(page.querySelector('section.page-hero > p.page-hero-subtitle')?.textContent).toBe('Od roku 1903');
    expect(page.querySelector('section.page-hero:nth-of-type(2) > h2.page-hero-title')?.textContent).toBe('Druhý pás');
  });

  it('gives a first HERO without a title the page’s title', () => {
    const page = render([section('HERO', { subtitle: 'Jen podtitul' })]);
    expect(page.querySelector('h1.page-hero-title')?.textContent).toBe('O svazu');
  });

  it('puts the page title above when the page does not start with a HERO', () => {
    const page = render([section('RICH_TEXT', { html: '<p>Text</p>' }), section('HERO', { title: 'Později' })]);
    expect(page.querySelector('main > h1.page-title')?.textContent).toBe('O svazu');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('section.page-hero > h2')?.textContent).toBe('Později');
  });

  it('sets the rich text’s HTML as it is', () => {
    const page = render([section('RICH_TEXT', { html: '<p><a class="button" href="/kluby">Kluby</a></p><div class="video-embed"><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe></div>' })]);
    expect(page.querySelector('section.page-rich-text > div.rich-text a.button')?.getAttribute('href')).toBe('/kluby');
    expect(page.querySelector('.rich-text .video-embed > iframe')).not.toBeNull();
  });

  it('shows features in a grid with their pictures and names', () => {
    const page = render([section('FEATURES', { title: 'Úseky', subtitle: 'Co děláme', features: [{ name: 'Běh na lyžích', image }, { name: 'Skoky' }] })]);
    expect(page.querySelector('section.page-features > h2')?.textContent).toBe('Úseky');
    expect(page.querySelector('section.page-features > p.page-section-subtitle')?.textContent).toBe('Co děláme');
    const items = page.querySelectorAll('ul.feature-grid > li.feature');
    expect([...items].map((item) => item.querySelector('h3.feature-name')?.textContent)).toEqual(['Běh na lyžích', 'Skoky']);
    expect(items[0]?.querySelector('img.feature-image')?.getAttribute('width')).toBe('1600');
    expect(items[1]?.querySelector('img')).toBeNull();
  });

  it('shows people with their phone as a tel: link', () => {
    const page = render([
      section('PEOPLE', {
        people: [
          { name: 'Jana Nováková', description: 'Předsedkyně', text: 'Řídí svaz.\nOd roku 2020.', phone: '+420 602 123 456', image },
          { name: 'Petr Svoboda', phone: 'na vyžádání' },
        ],
      }),
    ]);
    const [jana, petr] = page.querySelectorAll('ul.people-grid > li.person');
    expect(jana?.querySelector('h3.person-name')?.textContent).toBe('Jana Nováková');
    expect(jana?.querySelector('p.person-description')?.textContent).toBe('Předsedkyně');
    expect(jana?.querySelector('p.person-text')?.textContent).toBe('Řídí svaz.\nOd roku 2020.');
    expect(jana?.querySelector('p.person-phone > a')?.getAttribute('href')).toBe('tel:+420602123456');
    expect(petr?.querySelector('p.person-phone')?.textContent).toBe('na vyžádání');
    expect(petr?.querySelector('p.person-phone a')).toBeNull();
    expect(petr?.querySelector('div.person-image.person-initials')?.textContent).toBe('PS');
  });
});

describe('ContentImage', () => {
  it('sets the size, the smaller sizes and lazy loading', () => {
    const html = renderToStaticMarkup(<ContentImage image={image} className="article-card-image" sizes="24rem" />);
    const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
    expect(img?.getAttribute('width')).toBe('1600');
    expect(img?.getAttribute('height')).toBe('900');
    expect(img?.getAttribute('srcset')).toBe(image.srcSet);
    expect(img?.getAttribute('sizes')).toBe('24rem');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('loads the page’s main picture at once and first', () => {
    const html = renderToStaticMarkup(<ContentImage image={image} className="article-image" sizes="46rem" priority />);
    expect(html).not.toContain('loading=');
    expect(html).toContain('fetchPriority="high"');
  });
});
