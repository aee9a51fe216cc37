// Texts of the member import (/evidence/clenove/import). Keys start with `memberImport.`; the
// outcomes' messages (spec §8) come from the server with each count and row.
export const memberImport = {
  'memberImport.title': 'Import členů',
  'memberImport.backToMembers': '← Členové',
  'memberImport.loading': 'Načítám...',
  'memberImport.notFound': 'Import nebyl nalezen. Náhled, který se nespustí, se po 24 hodinách sám zahodí.',

  // The steps.
  'memberImport.steps': 'Kroky importu',
  'memberImport.step.file': 'Výběr souboru',
  'memberImport.step.preview': 'Kontrola náhledu',
  'memberImport.step.running': 'Import',
  'memberImport.step.result': 'Výsledek',
  'memberImport.step.current': 'Krok {number} ze {count}: {name}',

  // Step 1: club, encoding, file.
  'memberImport.form.title': 'Klub a soubor',
  'memberImport.club': 'Klub, do kterého se členové importují',
  'memberImport.chooseClub': '— vyberte klub —',
  'memberImport.clubRequired': 'Nejprve vyberte klub.',
  'memberImport.noClub': 'Nemáte klub, do kterého byste mohli členy importovat.',
  'memberImport.encoding': 'Kódování souboru CSV',
  'memberImport.encoding.auto': 'Zjistit automaticky',
  'memberImport.encoding.UTF8': 'UTF-8',
  'memberImport.encoding.CP1250': 'CP1250 (Windows)',
  'memberImport.encoding.ASCII': 'ASCII',
  'memberImport.encodingHint': 'Jen pro CSV. Když se v náhledu objeví rozsypaná diakritika, nahrajte soubor znovu s jiným kódováním.',
  'memberImport.file': 'Soubor s členy',
  'memberImport.templates': 'Šablona',
  'memberImport.templatesText': 'Nejjednodušší je vyplnit šablonu Stopy:',
  'memberImport.templateCsv': 'Stáhnout šablonu CSV',
  'memberImport.templateXlsx': 'Stáhnout šablonu XLSX',
  'memberImport.help.title': 'Jaký soubor lze nahrát',
  'memberImport.help.formats': 'Formát: CSV se středníkem nebo čárkou, XLSX, XLS nebo ODS.',
  'memberImport.help.encodings': 'Kódování CSV: UTF-8, CP1250 (Windows) nebo ASCII; Stopa ho většinou pozná sama.',
  'memberImport.help.layouts': 'Rozvržení sloupců: šablona Stopy, export členů ze Stopy, Rejstřík sportu (NSA) V1–V3.',
  'memberImport.help.limits': 'Nejvýše {size} a {rows} řádků.',
  'memberImport.help.dates': 'Datum narození jako D.M.RRRR (7.3.1990) nebo RRRR-MM-DD (1990-03-07).',
  'memberImport.help.preview': 'Po nahrání uvidíte náhled. Do evidence se nic nezapíše, dokud import nespustíte.',

  // Earlier imports of the club.
  'memberImport.earlier.title': 'Dřívější importy klubu',
  'memberImport.earlier.none': 'Do klubu se zatím nic neimportovalo.',
  'memberImport.earlier.file': 'Soubor',
  'memberImport.earlier.created': 'Nahráno',
  'memberImport.earlier.rows': 'Řádků',
  'memberImport.earlier.state': 'Stav',

  // The file's summary.
  'memberImport.summary.title': 'Nahraný soubor',
  'memberImport.summary.club': 'Klub',
  'memberImport.summary.file': 'Soubor',
  'memberImport.summary.kind': 'Formát',
  'memberImport.summary.encoding': 'Kódování',
  'memberImport.summary.encodingNone': 'nepoužívá se (tabulka)',
  'memberImport.summary.layout': 'Rozvržení sloupců',
  'memberImport.summary.rows': 'Řádků s členy',
  'memberImport.summary.uploaded': 'Nahráno',
  'memberImport.summary.finished': 'Dokončeno',
  'memberImport.summary.dateTime': '{date} v {time}',
  'memberImport.warnings': 'Upozornění ke čtení souboru',

  // The column mapping.
  'memberImport.columns.title': 'Přiřazení sloupců',
  'memberImport.columns.used': 'Sloupec souboru → údaj ve Stopě. Stopa čte {used} z {total} sloupců.',
  'memberImport.columns.ignored': 'nepoužito',

  // Counts per outcome.
  'memberImport.counts.predicted': 'Předpokládaný výsledek',
  'memberImport.counts.final': 'Výsledek importu',
  'memberImport.counts.outcome': 'Výsledek',
  'memberImport.counts.rows': 'Řádků',
  'memberImport.counts.total': 'Celkem',
  'memberImport.counts.predictedHint': 'Odhad podle dnešního stavu evidence. Po spuštění se každý řádek posoudí znovu.',

  // The rows grid.
  'memberImport.rows.title': 'Řádky souboru',
  'memberImport.rows.grid': 'Řádky importu',
  'memberImport.rows.filter': 'Zobrazit řádky',
  'memberImport.rows.filterAll': 'všechny ({count})',
  'memberImport.rows.filterOne': '{message} ({count})',
  'memberImport.rows.line': 'Řádek',
  'memberImport.rows.name': 'Příjmení a jméno',
  'memberImport.rows.outcome': 'Výsledek',
  'memberImport.rows.predictedOutcome': 'Předpokládaný výsledek',
  'memberImport.rows.detail': 'Podrobnosti',

  // Actions.
  'memberImport.start': 'Spustit import',
  'memberImport.starting': 'Spouštím…',
  'memberImport.discard': 'Zahodit',
  'memberImport.discarded': 'Náhled importu byl zahozen.',
  'memberImport.startHint': 'Spuštěním se do klubu {club} zapíšou řádky, u kterých náhled nehlásí přeskočení.',
  'memberImport.another': 'Importovat další soubor',
  'memberImport.toMembers': 'Seznam členů',
  'memberImport.skippedCsv': 'Stáhnout přeskočené řádky (CSV)',
  'memberImport.skippedHint':
    'Soubor obsahuje přeskočené řádky s důvodem ve sloupci „Důvod“. Opravte je v Excelu a soubor nahrajte znovu; sloupec Důvod může zůstat.',

  // States and progress.
  'memberImport.state.DRAFT': 'Náhled čeká na spuštění',
  'memberImport.state.QUEUED': 'Čeká ve frontě',
  'memberImport.state.RUNNING': 'Probíhá',
  'memberImport.state.COMPLETED': 'Dokončeno',
  'memberImport.state.FAILED': 'Selhalo',
  'memberImport.progress.title': 'Průběh importu',
  'memberImport.progress.rows': 'Zpracováno {processed} z {total} řádků ({percent})',
  'memberImport.progress.hint': 'Stránku můžete zavřít, import poběží dál. Výsledek najdete mezi dřívějšími importy klubu.',
  'memberImport.failed': 'Import se zastavil: {error}',
  'memberImport.completed': 'Import je dokončen.',
} as const;
