// The one catalogue of user-facing texts (Czech). A missing key warns and shows the key.

export const catalogue = {
  'app.name': 'SLČR',
  'app.title': 'Svaz lyžařů České republiky',
  'nav.calendar': 'Kalendář a výsledky',
  'nav.members': 'Členové',
  'nav.clubs': 'Kluby',
  'nav.representation': 'Reprezentace',
  'nav.rankings': 'Žebříčky',
  'nav.login': 'Přihlášení',
  'user.default': 'Uživatel',
  'user.notLoggedIn': 'Nepřihlášený uživatel',
  'restricted.loginRequired': 'Musíte se přihlásit',
  'restricted.forbidden': 'Pro tuto stránku nemáte oprávnění.',
  'restricted.unknown': 'Vyskytla se chyba',
  'notFound.title': 'Stránka nenalezena',
  'notFound.text': 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
  'notFound.home': 'Zpět na úvodní stránku',
  'login.title': 'Přihlášení',
  'login.email': 'E-mail',
  'login.password': 'Heslo',
  'login.submit': 'Přihlásit se',
  'login.forgotten': 'Zapomenuté heslo',
  'form.required': 'Toto pole je povinné',
  'form.email': 'Zadejte platný e-mail',
  'home.title': 'Evidence Svazu lyžařů České republiky',
  'home.text': 'Kalendář závodů, výsledky, kluby a členové českého lyžování na jednom místě.',
} as const;

export type TranslationKey = keyof typeof catalogue;

/** The Czech text of a key. */
export function t(key: TranslationKey | (string & {})): string {
  const text = (catalogue as Record<string, string>)[key];
  if (text === undefined) {
    console.warn("Can't find translation for key", key);
    return key;
  }
  return text;
}
