import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../texts';
import { ImageField } from './image-field';

const image = { id: 4, width: 1600, height: 900, src: '/api/obrazky/abc/640.webp', srcSet: '/api/obrazky/abc/320.webp 320w, /api/obrazky/abc/640.webp 640w' };

function markup(current: typeof image | null): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ImageField label="Hlavní obrázek" field="mainImage" image={current} onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('an uploaded image of the content area', () => {
  it('is shown with its size set, so that the form does not jump as it loads', () => {
    const html = markup(image);
    expect(html).toContain('src="/api/obrazky/abc/640.webp"');
    expect(html).toContain('srcSet="/api/obrazky/abc/320.webp 320w, /api/obrazky/abc/640.webp 640w"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('alt="Náhled: Hlavní obrázek"');
    expect(html).toContain('1600 × 900 px');
    expect(html).toContain('Odebrat obrázek');
  });

  it('says there is none and offers the upload', () => {
    const html = markup(null);
    expect(html).toContain('Bez obrázku.');
    expect(html).toContain('aria-label="Hlavní obrázek: nahrát obrázek"');
    expect(html).not.toContain('<img');
  });
});
