// Texts of the public content area: the news list /aktuality, an article /aktuality/{slug}, a
// builder page /stranky/{slug} and the home page's parts (the latest news, the nearest events
// and the latest results). Keys start with `content.` or `home.`. A lazy part of the catalogue:
// the pages load it (features/content/texts.ts); the menu's item "Aktuality" is in common.ts.
export const content = {
  'content.news.title': 'Aktuality',
  'content.news.intro': 'Novinky a zprávy ze Svazu lyžařů České republiky.',
  'content.news.empty': 'Zatím tu nejsou žádné články.',
  'content.news.older': 'Starší články',
  'content.news.loading': 'Načítám články…',
  'content.news.error': 'Články se nepodařilo načíst. Zkuste to prosím znovu.',
  'content.article.loading': 'Načítám článek…',
  'content.article.error': 'Článek se nepodařilo načíst. Zkuste to prosím znovu.',
  'content.article.backToList': 'Všechny aktuality',
  'content.article.published': 'Zveřejněno',
  'content.article.author': 'Autor',
  'content.article.related': 'Související články',
  'content.page.loading': 'Načítám stránku…',
  'content.page.error': 'Stránku se nepodařilo načíst. Zkuste to prosím znovu.',

  'home.title': 'Evidence Svazu lyžařů České republiky',
  'home.text': 'Kalendář závodů, výsledky, kluby a členové českého lyžování na jednom místě.',
  'home.signedInAs': 'Jste přihlášeni jako {email}{identity}.',
  'home.identity': ' ({name})',
  'home.news': 'Aktuality',
  'home.allNews': 'Všechny aktuality',
  'home.noNews': 'Zatím tu nejsou žádné aktuality.',
  'home.upcoming': 'Nejbližší závody',
  'home.allUpcoming': 'Celý kalendář závodů',
  'home.noUpcoming': 'Žádné nadcházející závody nejsou zveřejněné.',
  'home.results': 'Nejnovější výsledky',
  'home.allResults': 'Všechny výsledky',
  'home.noResults': 'Zatím nejsou zveřejněné žádné výsledky.',
  'home.loading': 'Načítám…',
  'home.error': 'Přehled se nepodařilo načíst. Zkuste to prosím znovu.',
} as const;
