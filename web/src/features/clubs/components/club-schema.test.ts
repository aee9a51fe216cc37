import { describe, expect, it } from 'vitest';
import { EMPTY_CLUB, clubSchema } from './club-schema';

const valid = { ...EMPTY_CLUB, code: 'LBSK', name: 'Ski klub Liberec', shortName: 'SK Liberec', street: 'Husova 1', municipality: 'Liberec', postcode: '460 01', regionId: '7', departmentIds: ['1'] };

function messagesOf(values: typeof EMPTY_CLUB): Record<string, string> {
  const result = clubSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('clubSchema', () => {
  it('accepts a complete club', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it('names the length limit of a too long name and short name', () => {
    const messages = messagesOf({ ...valid, name: 'x'.repeat(201), shortName: 'x'.repeat(61) });
    expect(messages.name).toBe('Text může mít nejvýše 200 znaků.');
    expect(messages.shortName).toBe('Text může mít nejvýše 60 znaků.');
  });

  it('asks for a code of four capitals, a department and no end date of an active club', () => {
    const messages = messagesOf({ ...valid, code: 'lbsk', departmentIds: [], endedOn: '2024-01-01' });
    expect(messages.code).toBe('Kód klubu tvoří čtyři velká písmena bez diakritiky.');
    expect(messages.departmentIds).toBe('Vyberte alespoň jeden úsek.');
    expect(messages.endedOn).toBe('Datum ukončení má jen klub, který ukončil činnost.');
  });
});
