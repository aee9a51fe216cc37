import { beforeEach, describe, expect, it } from 'vitest';
import { loadHiddenColumns, saveHiddenColumns } from './column-visibility';

describe('column visibility', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per grid', () => {
    saveHiddenColumns('members', ['birthNumber']);
    expect(loadHiddenColumns('members')).toEqual(['birthNumber']);
    expect(loadHiddenColumns('clubs')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('grid:members:hidden-columns', '{broken');
    expect(loadHiddenColumns('members')).toEqual([]);
  });
});
