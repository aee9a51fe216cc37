// Texts of the timekeeping companies' evidence pages /evidence/casomiry… and their API docs. Keys
// start with `timekeepers.`. A lazy part of the catalogue: the pages load it
// (features/timekeepers/texts.ts); the menu's item is in racing.ts.
export const timekeepers = {
  'timekeepers.title': 'Časomíry',
  'timekeepers.intro': 'Firmy, které měří závody. Pořadatel přiřadí časomíru k události; ta pak vidí její přihlášky a stahuje je.',
  'timekeepers.empty': 'Žádná časomíra.',
  'timekeepers.new': 'Nová časomíra',
  'timekeepers.newTitle': 'Nová časomíra',
  'timekeepers.create': 'Vytvořit časomíru',
  'timekeepers.created': 'Časomíra byla vytvořena.',
  'timekeepers.edit': 'Upravit',
  'timekeepers.editTitle': 'Úprava časomíry {name}',
  'timekeepers.save': 'Uložit změny',
  'timekeepers.saved': 'Změny časomíry byly uloženy.',
  'timekeepers.back': 'Zpět na časomíry',
  'timekeepers.backTo': 'Zpět na {name}',
  'timekeepers.events': 'Události',
  'timekeepers.accounts': 'Účty',
  'timekeepers.eventsLink': 'Závody přiřazené časomíře',
  'timekeepers.docsLink': 'Dokumentace pro časomíry',
  'timekeepers.field.name': 'Název',
  'timekeepers.field.ico': 'IČO',
  'timekeepers.field.icoHint': 'Osm číslic.',
  'timekeepers.field.contactPerson': 'Kontaktní osoba',
  'timekeepers.field.email': 'E-mail',
  'timekeepers.field.phone': 'Telefon',
  'timekeepers.field.web': 'Web',
  'timekeepers.field.note': 'Poznámka',

  'timekeepers.docs.title': 'Dokumentace pro časomíry – {name}',
  'timekeepers.docs.intro':
    'Program časomíry se ke Stopě připojuje přes rozhraní GraphQL stejným účtem, jakým se přihlašujete sem. Přihlásí se, najde přiřazené závody a stáhne přihlášky v souborech níže. Příklady používají adresu tohoto serveru.',
  'timekeepers.docs.loginTitle': '1. Přihlášení programu',
  'timekeepers.docs.loginText':
    'Program se přihlásí mutací login s client: API (e-mail a heslo účtu časomíry) a dostane token. Cookie ani hlavičky X-GQL nepotřebuje.',
  'timekeepers.docs.loginHeader': 'Token posílá v hlavičce X-Authorization: Bearer <token> u každého dotazu i stažení souboru.',
  'timekeepers.docs.loginExpiry': 'Token platí omezenou dobu (konec platnosti vrací hlavička X-Authorization-Expire); po vypršení se program přihlásí znovu.',
  'timekeepers.docs.loginNoCookie': 'Heslo ani token neukládejte do skriptů, které sdílíte; token nikomu nepředávejte.',
  'timekeepers.docs.eventsTitle': '2. Závody časomíry',
  'timekeepers.docs.eventsText':
    'Dotaz racingEvents vrací jen události, ke kterým je vaše časomíra přiřazená. Filtr from vynechá události, které skončily před daným dnem.',
  'timekeepers.docs.racesText': 'Závody události a jejich kategorie (id závodu potřebuje soubor pro časomíru):',
  'timekeepers.docs.downloadsTitle': '3. Stažení přihlášek',
  'timekeepers.docs.downloadsText': 'Čtyři soubory CSV se středníkem jako oddělovačem; první řádek je hlavička se sloupci:',
  'timekeepers.docs.address': 'Adresa',
  'timekeepers.docs.content': 'Obsah',
  'timekeepers.docs.columns': 'Sloupce',
  'timekeepers.docs.layout.registration': 'Všechny přihlášky po závodech, kategoriích a startovních číslech; UTF-8 s BOM pro Excel.',
  'timekeepers.docs.layout.byClub': 'Tytéž přihlášky po klubech; UTF-8 s BOM.',
  'timekeepers.docs.layout.old': 'Formát předchozího systému pro starší programy; Windows-1250, POHLAVI M/Z, ODDIL zkratka klubu.',
  'timekeepers.docs.layout.cx':
    'Import do časomíry běhu na lyžích, jeden závod (race = id závodu); Gender M/L, Nation třípísmenně; UTF-8 bez BOM, encoding=cp1250 pro starší programy.',
  'timekeepers.docs.noWithdrawn': 'Odhlášení závodníci v souborech nejsou.',
  'timekeepers.docs.noBirthDates': 'Soubory obsahují ročník, nikdy datum narození ani rodné číslo.',
  'timekeepers.docs.encoding': 'Název souboru uvádí hlavička Content-Disposition; kódování hlavička Content-Type.',
  'timekeepers.docs.resultsTitle': '4. Nahrání výsledků',
  'timekeepers.docs.resultsText':
    'Program nahraje soubor s výsledky mutací uploadResults jako GraphQL multipart request (pole operations, map a soubor v části 0) s hlavičkami X-Authorization: Bearer <token>, X-GQL-Operation: UploadResults a X-GQL-Operation-Type: mutation. V input uvede racingEventId události, volitelně raceId závodu události (soubor s jedním závodem) a format; bez formátu ho Stopa pozná ze souboru.',
  'timekeepers.docs.resultsFormats': 'Formáty (format):',
  'timekeepers.docs.resultsFormat.FIS_XML': 'jeden soubor FIS XML (FIS Data Exchange) – alpské disciplíny, běh na lyžích, skoky, severská kombinace, snowboarding;',
  'timekeepers.docs.resultsFormat.FIS_XML_DATASET': 'ZIP s více soubory FIS XML (celá událost najednou);',
  'timekeepers.docs.resultsFormat.CROSS_COUNTRY_JSON': 'JSON z klubové časomíry pro běh na lyžích.',
  'timekeepers.docs.resultsRefused':
    'Soubor, který neobsahuje výsledky, Stopa odmítne hned: odpověď nese chybu s kódem (např. NOT_RESULTS, MALFORMED, ENCODING, JSON_LAYOUT, FILE_TOO_LARGE) a českou zprávou s číslem řádku. Soubor smí mít nejvýše 20 MB.',
  'timekeepers.docs.resultsPoll':
    'Přijatý soubor zpracuje Stopa na pozadí. Mutace vrátí id importu; dotazem resultImport(id) program sleduje průběh (progress: IN_PROGRESS, COMPLETED, nebo UNKNOWN při chybě – pak je důvod v error), počty (counts) a nepřečtené řádky (problems). Ptejte se nejvýše jednou za sekundu.',
  'timekeepers.docs.resultsAfter':
    'Výsledky se objeví v evidenci jako koncept; zkontroluje a zveřejní je pořadatel v Tvorbě výsledků. Nové nahrání téhož závodu nahradí jeho výsledky a vrátí ho do konceptu.',
} as const;
