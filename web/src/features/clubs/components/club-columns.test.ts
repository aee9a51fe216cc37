import type { ValueFormatterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { type ClubRow, clubColumns } from './club-columns';

describe('clubColumns', () => {
  it('has Czech headers', () => {
    expect(clubColumns.map((column) => column.headerName)).toEqual(['Kód', 'Název', 'Zkratka', 'Obec', 'Kraj', 'Úseky', 'Členů', 'Stav']);
  });

  it('writes the member count as a quantity with a non-breaking thousands space', () => {
    const column = clubColumns.find((candidate) => candidate.colId === 'memberCount');
    const format = column?.valueFormatter;
    expect(typeof format).toBe('function');
    if (typeof format !== 'function') return;
    expect(format({ value: 2015 } as ValueFormatterParams<ClubRow, number>)).toBe('2\u00a0015');
    expect(format({ value: 12 } as ValueFormatterParams<ClubRow, number>)).toBe('12');
  });
});
