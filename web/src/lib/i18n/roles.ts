// Texts of the departments' role lists (/evidence/role-v-useku: the overview and the grids of
// coaches, technical delegates, referees and instructors). Keys start with `roles.`. A lazy part
// of the catalogue: the pages load it (features/roles/texts.ts). The member record's roles tab
// has its own texts (members.ts).
export const roles = {
  'roles.title': 'Role v úsecích',
  'roles.loading': 'Načítám...',
  'roles.noDepartment': 'bez úseku',

  // The lists, by kind.
  'roles.list.COACH': 'Trenéři',
  'roles.list.TECHNICAL_DELEGATE': 'Techničtí delegáti',
  'roles.list.REFEREE': 'Rozhodčí',
  'roles.list.INSTRUCTOR': 'Cvičitelé',
  'roles.listTitle': '{list} – {department}',
  'roles.lists': 'Seznamy rolí',
  'roles.listsLabel': 'Seznamy držitelů:',
  'roles.department': 'Úsek',

  // The overview.
  'roles.overview.intro':
    'Počty držitelů licencí a zdravotních prohlídek podle úseků. Číslo otevře seznam držitelů; zdravotní prohlídky vlastní seznam nemají, najdete je v záznamech členů (Role v úsecích).',
  'roles.overview.captionOf': 'Počty rolí – {department}',
  'roles.overview.kind': 'Role',
  'roles.overview.valid': 'Platné',
  'roles.overview.expiring': 'Končí do 30 dnů',
  'roles.overview.empty': 'V úsecích zatím nejsou žádné licence ani zdravotní prohlídky.',
  'roles.overview.validOf': 'Platné ({count}) – {role}, {department}',
  'roles.overview.expiringOf': 'Končí do 30 dnů ({count}) – {role}, {department}',

  // The grid's filters.
  'roles.filters': 'Filtry seznamu',
  'roles.filter.search': 'Hledat',
  'roles.filter.searchPlaceholder': 'jméno nebo registrační číslo',
  'roles.filter.validity': 'Platnost',
  'roles.filter.qualification': 'Kvalifikace',
  'roles.filter.course': 'Kurz',
  'roles.filter.coursePlaceholder': 'název kurzu',
  'roles.filter.all': 'Vše',
  'roles.filter.reset': 'Zrušit filtry',
  'roles.validity.VALID': 'Platné',
  'roles.validity.EXPIRING': 'Končí do 30 dnů',
  'roles.validity.EXPIRED': 'Neplatné',
  'roles.validity.ALL': 'Všechny',

  // The grid.
  'roles.grid': 'Seznam: {list} – {department}',
  'roles.col.name': 'Příjmení a jméno',
  'roles.holderLink': 'Role člena {name}',
  'roles.col.registrationNumber': 'Reg. č.',
  'roles.col.birthYear': 'Rok nar.',
  'roles.col.club': 'Klub',
  'roles.col.qualification': 'Kvalifikace',
  'roles.col.licenceNumber': 'Číslo licence',
  'roles.col.course': 'Kurz',
  'roles.col.validity': 'Platnost',
  'roles.state.invalid': 'Neplatná',
  'roles.noEnd': 'bez omezení',
  'roles.download': 'Stáhnout XLSX',
  'roles.downloadHint': 'Sešit obsahuje celý seznam podle nastavených filtrů.',

  // Extending the validity of the selected holders.
  'roles.extend.label': 'Nová platnost do',
  'roles.extend.submit': 'Prodloužit platnost',
  'roles.extend.title': 'Prodloužit platnost',
  'roles.extend.confirm.zero': 'Není vybrána žádná role.',
  'roles.extend.confirm.one': 'Platnost {count} vybrané role bude prodloužena do {date}.',
  'roles.extend.confirm.few': 'Platnost {count} vybraných rolí bude prodloužena do {date}.',
  'roles.extend.confirm.many': 'Platnost {count} vybraných rolí bude prodloužena do {date}.',
  'roles.extend.done': 'Platnost byla prodloužena do {date}.',
  'roles.extend.required': 'Zadejte, do kdy má platnost trvat.',
} as const;
