// Texts of the member's own profile (/evidence/clen/…). A lazy part: the profile's pages load
// it (features/members/own-profile-texts.ts). Keys start with `members.own.`.
export const ownProfile = {
  'members.own.pageTitle': 'Můj profil: {section}',
  'members.own.nav': 'Můj profil',
  'members.own.general': 'Obecné informace',
  'members.own.settings': 'Nastavení profilu',
  'members.own.photo': 'Fotografie',
  'members.own.contacts': 'Kontaktní údaje',
  'members.own.email': 'E-mail',
  'members.own.phone': 'Telefon',
  'members.own.save': 'Uložit',
  'members.own.saved': 'Kontaktní údaje byly uloženy.',
  'members.own.changePassword': 'Změnit heslo',
  'members.own.notifications': 'Oznámení e-mailem',
  'members.own.races': 'Moje závody',
  'members.own.results': 'Moje výsledky',
  'members.own.racesOthers': 'Závody dalších členů, jejichž profily spravujete (třeba svých dětí), uvidíte po přepnutí na jejich profil v záhlaví.',
} as const;
