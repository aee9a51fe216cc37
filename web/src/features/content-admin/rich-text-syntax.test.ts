import { describe, expect, it } from 'vitest';
import './texts';
import {
  buttonLine,
  buttonProblems,
  insertBlock,
  insertInline,
  isValidLink,
  linkMarkdown,
  linkProblems,
  videoLine,
  videoOf,
  videoProblems,
} from './rich-text-syntax';

describe('the links the dialogs accept (the server’s is_valid_link)', () => {
  it.each(['https://slcr.cz/a?b=c', 'http://www.szlcr.cz', 'mailto:info@slcr.cz', '/kluby', '/aktuality/zavod-2027', ' https://slcr.cz '])('accepts %s', (address) => {
    expect(isValidLink(address)).toBe(true);
  });

  it.each(['', '   ', '//evil.example', '/\\evil', 'slcr', 'http://localhost', 'ftp://x.cz', 'https://a b.cz', 'javascript:alert(1)', 'mailto:nobody'])('refuses %j', (address) => {
    expect(isValidLink(address)).toBe(false);
  });
});

describe('the videos the dialog accepts (the server’s video_of)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'youtube:dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube:dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube:dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube:dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube:dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo:76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo:76979871'],
  ])('knows %s', (address, video) => {
    expect(videoOf(address)).toBe(video);
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ"onload="x',
    'https://www.youtube.com/watch?v=short',
    'javascript://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/abc',
    'https://www.youtube.com/channel/UC123',
    'https://slcr.cz/video.mp4',
    'youtube',
  ])('refuses %s', (address) => {
    expect(videoOf(address)).toBeUndefined();
  });
});

describe('the dialogs’ messages (spec §5)', () => {
  it('a link needs a valid address, not a text', () => {
    expect(linkProblems({ text: '', url: 'https://slcr.cz' })).toEqual({});
    expect(linkProblems({ text: 'Svaz', url: 'slcr.cz' })).toEqual({ url: 'Zadejte platnou adresu URL.' });
  });

  it('a button needs its text and a valid address', () => {
    expect(buttonProblems({ text: 'Přihlásit', url: '/prihlaseni' })).toEqual({});
    expect(buttonProblems({ text: '  ', url: 'nic' })).toEqual({ text: 'Vyplňte text tlačítka.', url: 'Zadejte platnou adresu URL.' });
  });

  it('a video needs a YouTube or Vimeo address', () => {
    expect(videoProblems('https://youtu.be/dQw4w9WgXcQ')).toEqual({});
    expect(videoProblems('https://slcr.cz/video')).toEqual({ url: 'Zadejte platnou adresu videa (YouTube nebo Vimeo).' });
  });
});

describe('the syntax the dialogs insert', () => {
  it('writes a link, its text escaped, or the address for its text', () => {
    expect(linkMarkdown({ text: ' Kalendář  závodů ', url: ' /kalendar-a-vysledky ' })).toBe('[Kalendář závodů](/kalendar-a-vysledky)');
    expect(linkMarkdown({ text: 'pole [1]', url: 'https://slcr.cz' })).toBe('[pole \\[1\\]](https://slcr.cz)');
    expect(linkMarkdown({ text: '', url: 'https://slcr.cz' })).toBe('[https://slcr.cz](https://slcr.cz)');
  });

  it('writes a button and a video as block lines', () => {
    expect(buttonLine({ text: 'Přihláška\nzde', url: 'https://slcr.cz/prihlaska' })).toBe('::tlacitko[Přihláška zde](https://slcr.cz/prihlaska)');
    expect(videoLine(' https://youtu.be/dQw4w9WgXcQ ')).toBe('::video(https://youtu.be/dQw4w9WgXcQ)');
  });

  it('puts a link in place of the selection, the caret after it', () => {
    const text = 'Viz kalendář.';
    expect(insertInline(text, { start: 4, end: 12 }, '[kalendář](/k)')).toEqual({ text: 'Viz [kalendář](/k).', caret: 18 });
    expect(insertInline('', { start: 0, end: 0 }, '[a](/b)')).toEqual({ text: '[a](/b)', caret: 7 });
    expect(insertInline('Viz web.', { start: 8, end: 8 }, '[a](/b)')).toEqual({ text: 'Viz web. [a](/b)', caret: 16 });
    expect(insertInline('Viz (', { start: 5, end: 5 }, '[a](/b)').text).toBe('Viz ([a](/b)');
  });

  it('puts a block line on a line of its own, apart from the paragraphs around it', () => {
    expect(insertBlock('', { start: 0, end: 0 }, '::video(x)')).toEqual({ text: '::video(x)\n', caret: 11 });
    expect(insertBlock('První odstavec.', { start: 15, end: 15 }, '::video(x)').text).toBe('První odstavec.\n\n::video(x)\n');
    expect(insertBlock('Před po.', { start: 5, end: 5 }, '::video(x)').text).toBe('Před\n\n::video(x)\n\npo.');
    expect(insertBlock('A\n\nB', { start: 3, end: 3 }, '::video(x)').text).toBe('A\n\n::video(x)\n\nB');
    expect(insertBlock('A\n', { start: 2, end: 2 }, '::video(x)').text).toBe('A\n\n::video(x)\n');
  });

  it('leaves the caret on the line after the block', () => {
    const inserted = insertBlock('Před po.', { start: 5, end: 5 }, '::video(x)');
    expect(inserted.text.slice(0, inserted.caret)).toBe('Před\n\n::video(x)\n');
  });
});
