// Texts of the release notes (/evidence/seznam-vydani). Keys start with `releaseNotes.`. A lazy
// part of the catalogue: the page loads it (features/feedback/texts.ts); the menu's item and
// its count of unread notes are in common.ts.
export const releaseNotes = {
  'releaseNotes.title': 'Seznam vydání',
  'releaseNotes.intro': 'Co je v evidenci nového: změny, vylepšení a opravy jednotlivých vydání, od nejnovějšího.',
  'releaseNotes.loading': 'Načítám...',
  'releaseNotes.empty': 'Zatím tu není žádné vydání.',
  'releaseNotes.emptyWrite': 'Zatím tu není žádné vydání. Přidejte první tlačítkem Přidat vydání.',
  'releaseNotes.new': 'Nové',
  'releaseNotes.releasedOn': 'Vydáno {date}',
  'releaseNotes.add': 'Přidat vydání',
  'releaseNotes.edit': 'Upravit',
  'releaseNotes.editOf': 'Upravit vydání {version}',
  'releaseNotes.delete': 'Smazat',
  'releaseNotes.deleteOf': 'Smazat vydání {version}',
  'releaseNotes.deleteTitle': 'Smazat vydání',
  'releaseNotes.deleteQuestion': 'Opravdu smazat vydání {version} ze seznamu? Uživatelé ho už neuvidí.',
  'releaseNotes.deleted': 'Vydání {version} bylo smazáno.',
  'releaseNotes.created': 'Vydání {version} bylo přidáno.',
  'releaseNotes.saved': 'Vydání {version} bylo uloženo.',

  // The form.
  'releaseNotes.form.newTitle': 'Nové vydání',
  'releaseNotes.form.editTitle': 'Úprava vydání {version}',
  'releaseNotes.form.version': 'Verze',
  'releaseNotes.form.versionHint': 'Například 2026.12 nebo 1.4.0.',
  'releaseNotes.form.versionTooLong': 'Verze může mít nejvýše {max} znaků.',
  'releaseNotes.form.releasedOn': 'Datum vydání',
  'releaseNotes.form.body': 'Text',
  'releaseNotes.form.bodyHint':
    'Podporuje Markdown: **tučné písmo**, *kurzíva*, odrážky (řádek začínající „- “), nadpisy (## Nadpis) a odkazy [text](https://…).',
  'releaseNotes.form.bodyTooLong': 'Text může mít nejvýše {max} znaků.',
  'releaseNotes.form.create': 'Přidat vydání',
  'releaseNotes.form.save': 'Uložit změny',
  'releaseNotes.form.saving': 'Ukládám…',
  'releaseNotes.form.cancel': 'Zrušit',
} as const;
