// Texts of the members grid's further filters and bulk actions (/evidence/clenove): a lazy part
// of the catalogue, added when the grid's module loads. Keys start with `membersGrid.`.
export const membersGrid = {
  'membersGrid.club': 'Klub',
  'membersGrid.clubAll': 'všechny',
  'membersGrid.department': 'Úsek',
  'membersGrid.departmentAll': 'všechny',
  'membersGrid.role': 'Role',
  'membersGrid.roleAll': 'nerozhoduje',
  'membersGrid.role.ATHLETE': 'Závodník',
  'membersGrid.role.COACH': 'Trenér',
  'membersGrid.role.REFEREE': 'Rozhodčí',
  'membersGrid.role.TECHNICAL_DELEGATE': 'Technický delegát',
  'membersGrid.role.INSTRUCTOR': 'Cvičitel',
  'membersGrid.roleHint': 'Role platná dnes (v úseku, je-li zvolen).',
  'membersGrid.ageGroup': 'Věková kategorie',
  'membersGrid.ageGroupAll': 'všechny',
  'membersGrid.ageGroup.YOUTH': 'Děti (do 11 let)',
  'membersGrid.ageGroup.TEENAGERS': 'Žactvo (12–15 let)',
  'membersGrid.ageGroup.JUNIORS': 'Dorost a junioři (16–20 let)',
  'membersGrid.ageGroup.ADULTS': 'Dospělí (21 let a více)',

  // Bulk actions over the selected rows.
  'membersGrid.bulk.athleteDepartment': 'Úsek role závodníka',
  'membersGrid.bulk.addAthletes': 'Přidat roli Závodník',
  'membersGrid.bulk.athletesAdded': 'Role Závodník přidána: {added}. Už ji měli: {already}.',
  'membersGrid.bulk.endMemberships': 'Ukončit členství…',
  'membersGrid.bulk.endTitle': 'Ukončit členství vybraných členů',
  'membersGrid.bulk.endText': 'Členství {count} vybraných členů v jejich klubech skončí zvoleným dnem. Členové zůstanou v evidenci bez klubu; historie členství se zachová.',
  'membersGrid.bulk.endDate': 'Poslední den členství',
  'membersGrid.bulk.endConfirm': 'Ukončit členství',
  'membersGrid.bulk.cancel': 'Zpět',
  'membersGrid.bulk.ended': 'Členství ukončeno: {count}.',
} as const;
