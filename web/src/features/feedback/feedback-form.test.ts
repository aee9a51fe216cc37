import { describe, expect, it } from 'vitest';
import {
  MAX_SCREENSHOT_BYTES,
  MAX_TEXT_CHARS,
  changeProblem,
  charCount,
  firstLine,
  newReport,
  reportFormSchema,
  reportInput,
  screenshotProblem,
  statusBadgeClass,
} from './feedback-form';

describe('the report form', () => {
  it('needs a description, and at most 5000 characters of it', () => {
    expect(reportFormSchema.safeParse(newReport('/evidence')).success).toBe(false);
    expect(reportFormSchema.safeParse({ ...newReport(''), text: '   \n ' }).success).toBe(false);
    expect(reportFormSchema.safeParse({ ...newReport(''), text: 'Nejde uložit klub.' }).success).toBe(true);
    expect(reportFormSchema.safeParse({ ...newReport(''), text: 'é'.repeat(MAX_TEXT_CHARS) }).success).toBe(true);
    const long = reportFormSchema.safeParse({ ...newReport(''), text: 'x'.repeat(MAX_TEXT_CHARS + 1) });
    expect(long.success ? undefined : long.error.issues[0]?.message).toBe('Popis může mít nejvýše 5000 znaků.');
  });

  it('counts characters as the server does (an emoji is one)', () => {
    expect(charCount('⛷️ Stopa')).toBe(8);
    expect(charCount('😀')).toBe(1);
  });

  it('sends the text trimmed, an empty page as none and the browser at most 500 characters long', () => {
    expect(reportInput({ kind: 'FEATURE', text: '  Přidat export.\n', page: ' ' }, 'Mozilla/5.0')).toEqual({
      kind: 'FEATURE',
      text: 'Přidat export.',
      page: null,
      browser: 'Mozilla/5.0',
    });
    expect(reportInput({ kind: 'BUG', text: 'x', page: '/evidence/kluby' }, 'a'.repeat(600)).browser).toHaveLength(500);
    expect(reportInput({ kind: 'BUG', text: 'x', page: '/evidence/kluby' }, '').browser).toBeNull();
  });
});

describe('the screenshot', () => {
  it('may be a PNG, JPEG or WebP of at most 10 MB', () => {
    expect(screenshotProblem({ name: 'snimek.png', size: 1000, type: 'image/png' })).toBeUndefined();
    expect(screenshotProblem({ name: 'foto.JPG', size: 1000, type: 'image/jpeg' })).toBeUndefined();
    expect(screenshotProblem({ name: 'snimek.webp', size: MAX_SCREENSHOT_BYTES, type: 'image/webp' })).toBeUndefined();
  });

  it('refuses another type in Czech', () => {
    expect(screenshotProblem({ name: 'snimek.gif', size: 1000, type: 'image/gif' })).toBe('Snímek obrazovky musí být obrázek PNG, JPEG nebo WebP.');
    expect(screenshotProblem({ name: 'zprava.pdf', size: 1000, type: 'application/pdf' })).toBe('Snímek obrazovky musí být obrázek PNG, JPEG nebo WebP.');
  });

  it('judges a file without a MIME type by its name', () => {
    expect(screenshotProblem({ name: 'snimek.PNG', size: 1000, type: '' })).toBeUndefined();
    expect(screenshotProblem({ name: 'snimek.bmp', size: 1000, type: '' })).toBe('Snímek obrazovky musí být obrázek PNG, JPEG nebo WebP.');
  });

  it('refuses more than 10 MB, saying how large it is', () => {
    expect(screenshotProblem({ name: 'velky.png', size: 15 * 1024 * 1024, type: 'image/png' })).toBe('Snímek obrazovky má 15\u00a0MB; připojit lze nejvýše 10\u00a0MB.');
  });
});

describe('the first line of a report', () => {
  it('is the first line that says something', () => {
    expect(firstLine('\n\n  Nejde uložit klub.  \nPodrobnosti…')).toBe('Nejde uložit klub.');
    expect(firstLine('Řádek\r\ndruhý')).toBe('Řádek');
    expect(firstLine('  \n ')).toBe('');
  });

  it('is cut with an ellipsis when long', () => {
    const line = firstLine(`${'slovo '.repeat(30)}konec`, 20);
    expect(line).toBe('slovo slovo slovo…');
    expect(charCount(line)).toBeLessThanOrEqual(20);
    expect(firstLine('x'.repeat(30), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

describe('a comment or a change of state', () => {
  it('needs a comment unless the state changes', () => {
    expect(changeProblem('  ', false)).toBe('Napište komentář.');
    expect(changeProblem('', true)).toBeUndefined();
    expect(changeProblem('Opraveno ve verzi 2026.12.', false)).toBeUndefined();
  });

  it('takes at most 2000 characters', () => {
    expect(changeProblem('x'.repeat(2001), true)).toBe('Komentář může mít nejvýše 2000 znaků.');
    expect(changeProblem('x'.repeat(2000), false)).toBeUndefined();
  });
});

describe('the state badge', () => {
  it('tells new, being handled, resolved and dismissed apart', () => {
    expect(statusBadgeClass('RECEIVED')).toBe('badge badge-pending');
    expect(statusBadgeClass('UNDER_REVIEW_STOPA')).toBe('badge badge-warning');
    expect(statusBadgeClass('UNDER_REVIEW_SUPPLIER')).toBe('badge badge-warning');
    expect(statusBadgeClass('RESOLVED')).toBe('badge badge-approved');
    expect(statusBadgeClass('DISMISSED')).toBe('badge badge-rejected');
  });
});
