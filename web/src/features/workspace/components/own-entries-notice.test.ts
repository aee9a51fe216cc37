import { describe, expect, it } from 'vitest';
import '../texts';
import { ownEntryText } from './own-entries-notice';

describe('ownEntryText', () => {
  it('speaks to the athlete in its grammatical gender, with the bib once there is one', () => {
    expect(ownEntryText({ raceEntryId: 1, raceName: '5 km klasicky', categoryName: 'Veteráni', bib: 5, sex: 'MALE' })).toBe('Jste přihlášen: 5 km klasicky (Veteráni), st. č. 5');
    expect(ownEntryText({ raceEntryId: 2, raceName: 'Sprint volně', categoryName: 'Ženy', bib: null, sex: 'FEMALE' })).toBe('Jste přihlášena: Sprint volně (Ženy)');
  });
});
