// Texts of a club's entry at a real club's scale (/evidence/zavody/{id}/prihlaska/klub): the
// search and the toggle, how to fix a refusal, the summary before sending. A lazy part: the
// page loads it (features/racing-events/club-entry-texts.ts). Keys start with `clubEntry.`.
export const clubEntry = {
  'clubEntry.filters': 'Filtry závodníků',
  'clubEntry.search': 'Hledat závodníka',
  'clubEntry.searchPlaceholder': 'jméno nebo reg. číslo',
  'clubEntry.onlyEligible': 'Jen ti, koho lze přihlásit',
  'clubEntry.shown': 'Zobrazeno {shown} z {total} členů klubu.',
  'clubEntry.noneShown': 'Filtrům neodpovídá žádný člen klubu.',
  'clubEntry.enteredMale': 'Přihlášen',
  'clubEntry.enteredFemale': 'Přihlášena',
  'clubEntry.fix.NOT_ATHLETE': 'Přidat roli závodníka ({department})',
  'clubEntry.fix.NOT_PAID': 'Zaplatit příspěvek',
  'clubEntry.fix.ATHLETE_NOT_IN_ANY_CATEGORY': 'Kategorie závodu: {categories}.',
  'clubEntry.closedHint': 'Přihlášené závodníky najdete na kartě',
  'clubEntry.closedLink': 'Přihlášení závodníci',
  'clubEntry.summary': 'Přihlásíte',
  'clubEntry.summaryLine': '{name} – {race} ({category})',
  'clubEntry.firstFitting': 'první vhodná kategorie',
  'clubEntry.clearChoice': 'Zrušit výběr',
} as const;
