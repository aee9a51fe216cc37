import { describe, expect, it } from 'vitest';
import './club-entry-texts';
import { type ClubAthlete, canBeEntered, enteredLabel, refusalFix, summaryLines, visibleAthletes } from './club-entry';

function athlete(memberId: number, lastName: string, firstName: string, registrationNumber: number, races: ClubAthlete['races']): ClubAthlete {
  return { memberId, lastName, firstName, registrationNumber, sex: 'MALE', birthYear: 2010, athlete: true, races };
}

const open = { raceId: 1, refusalCode: null, refusalMessage: null, categoryIds: [11], entered: false };
const entered = { raceId: 1, refusalCode: null, refusalMessage: null, categoryIds: [11], entered: true };
const notAthlete = { raceId: 1, refusalCode: 'NOT_ATHLETE', refusalMessage: 'Není závodník.', categoryIds: [], entered: false };

const athletes = [
  athlete(1, 'Dvořák', 'Petr', 1203, [open]),
  athlete(2, 'Nováková', 'Eliška', 1450, [notAthlete]),
  athlete(3, 'Novák', 'Jan', 2201, [entered]),
];

describe('the club entry page', () => {
  it('shows only those who can be entered, or are, when asked', () => {
    expect(athletes.map(canBeEntered)).toEqual([true, false, true]);
    expect(visibleAthletes(athletes, '', true).map((a) => a.memberId)).toEqual([1, 3]);
    expect(visibleAthletes(athletes, '', false)).toHaveLength(3);
  });

  it('finds athletes by words of the name without diacritics, or by the start of the registration number', () => {
    expect(visibleAthletes(athletes, 'dvorak', false).map((a) => a.memberId)).toEqual([1]);
    expect(visibleAthletes(athletes, 'NOV', false).map((a) => a.memberId)).toEqual([2, 3]);
    expect(visibleAthletes(athletes, 'nov eli', false).map((a) => a.memberId)).toEqual([2]);
    expect(visibleAthletes(athletes, '14', false).map((a) => a.memberId)).toEqual([2]);
    expect(visibleAthletes(athletes, 'nov', true).map((a) => a.memberId)).toEqual([3]);
  });

  it('says entered in the athlete’s gender', () => {
    expect(enteredLabel('MALE')).toBe('Přihlášen');
    expect(enteredLabel('FEMALE')).toBe('Přihlášena');
  });

  it('tells how each refusal is fixed', () => {
    const race = { id: 1, name: 'Sprint', categories: [{ id: 11, name: 'Žáci', birthYearFrom: 2010, birthYearTo: 2013 }, { id: 12, name: 'Žákyně' }] };
    expect(refusalFix('NOT_ATHLETE', 2, 'Běh na lyžích', race)).toEqual({ kind: 'role', label: 'Přidat roli závodníka (Běh na lyžích)', memberId: 2 });
    expect(refusalFix('NOT_PAID', 2, 'Běh na lyžích', race)).toEqual({ kind: 'fee', label: 'Zaplatit příspěvek' });
    expect(refusalFix('ATHLETE_NOT_IN_ANY_CATEGORY', 2, 'Běh na lyžích', race)).toEqual({ kind: 'hint', label: 'Kategorie závodu: Žáci (2010–2013), Žákyně.' });
    expect(refusalFix('UNKNOWN', 2, 'Běh na lyžích', race)).toBeNull();
  });

  it('sums up the chosen entries in the grid’s order', () => {
    const races = [
      { id: 1, name: 'Sprint', categories: [{ id: 11, name: 'Žáci' }] },
      { id: 2, name: '5 km', categories: [{ id: 21, name: 'Muži' }] },
    ];
    expect(summaryLines({ '3:2': '21', '1:1': '', '1:2': '21' }, athletes, races)).toEqual([
      'Dvořák Petr – Sprint (první vhodná kategorie)',
      'Dvořák Petr – 5 km (Muži)',
      'Novák Jan – 5 km (Muži)',
    ]);
  });
});
