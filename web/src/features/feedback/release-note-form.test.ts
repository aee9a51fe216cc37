import { describe, expect, it } from 'vitest';
import { MAX_BODY_CHARS, newReleaseNote, releaseNoteFormValues, releaseNoteInput, releaseNoteSchema } from './release-note-form';

const messageOf = (values: unknown) => {
  const result = releaseNoteSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the release note form', () => {
  it('starts empty, released today in Prague', () => {
    expect(newReleaseNote(new Date('2026-12-10T23:30:00Z'))).toEqual({ version: '', releasedOn: '2026-12-11', body: '' });
  });

  it('needs a version, a date and a text', () => {
    expect(messageOf({ version: ' ', releasedOn: '', body: '' })).toEqual([
      'version: Toto pole je povinné',
      'releasedOn: Toto pole je povinné',
      'body: Toto pole je povinné',
    ]);
    expect(messageOf({ version: '2026.12', releasedOn: '2026-12-11', body: '- Nový seznam vydání' })).toBeUndefined();
  });

  it('keeps the server’s limits: 40 characters of version, 20 000 of text', () => {
    expect(messageOf({ version: 'v'.repeat(41), releasedOn: '2026-12-11', body: 'x' })).toEqual(['version: Verze může mít nejvýše 40 znaků.']);
    expect(messageOf({ version: '1', releasedOn: '2026-12-11', body: 'x'.repeat(MAX_BODY_CHARS + 1) })).toEqual(['body: Text může mít nejvýše 20000 znaků.']);
  });

  it('sends the version trimmed and the Markdown as written, without blank lines around it', () => {
    expect(releaseNoteInput({ version: ' 2026.12 ', releasedOn: '2026-12-11', body: '\n\n## Novinky\n\n    kód\n\n' })).toEqual({
      version: '2026.12',
      releasedOn: '2026-12-11',
      body: '## Novinky\n\n    kód',
    });
  });

  it('reads a stored note back', () => {
    expect(releaseNoteFormValues({ version: '1.0', releasedOn: '2026-01-02', body: '*a*' })).toEqual({ version: '1.0', releasedOn: '2026-01-02', body: '*a*' });
  });
});
