import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { acceptedTypesLabel, checkFiles, isAccepted, rulesLabel } from './file-checks';
import { FileDropzone } from './file-dropzone';

const NBSP = '\u00a0';
const MB = 1024 * 1024;
const rules = { accept: ['.csv', '.xlsx', '.xls', '.ods'], maxFiles: 1, minFiles: 1, maxBytes: 20 * MB };
const file = (name: string, size = 100, type = '') => ({ name, size, type });

describe('checkFiles', () => {
  it('passes files of an accepted type and size', () => {
    const chosen = [file('Členové.XLSX', 2 * MB)];
    expect(checkFiles(chosen, rules)).toEqual({ files: chosen });
  });

  it('says how many files at most and at least (spec §5), in Czech plural', () => {
    expect(checkFiles([file('a.csv'), file('b.csv')], rules).problem).toBe('Nahrát lze nejvýše 1 soubor.');
    expect(checkFiles([file('a.csv'), file('b.csv'), file('c.csv'), file('d.csv')], { ...rules, maxFiles: 3 }).problem).toBe(
      'Nahrát lze nejvýše 3 soubory.',
    );
    expect(checkFiles([], rules).problem).toBe('Vyberte alespoň 1 soubor.');
    expect(checkFiles([file('a.pdf')], { ...rules, accept: ['.pdf'], minFiles: 5, maxFiles: 10 }).problem).toBe('Vyberte alespoň 5 souborů.');
  });

  it('refuses another type and a file over the limit, naming the file', () => {
    expect(checkFiles([file('dopis.txt')], rules).problem).toBe('Soubor dopis.txt nemá povolený formát. Povolené formáty: CSV, XLSX, XLS, ODS.');
    expect(checkFiles([file('velký.csv', 21 * MB)], rules).problem).toBe(`Soubor velký.csv má 21${NBSP}MB; nahrát lze nejvýše 20${NBSP}MB.`);
  });

  it('matches extensions and MIME types, wildcards included', () => {
    expect(isAccepted(file('foto.PNG', 1, 'image/png'), ['image/*'])).toBe(true);
    expect(isAccepted(file('foto.png', 1, 'image/png'), ['application/pdf'])).toBe(false);
    expect(isAccepted(file('cokoliv.bin'), [])).toBe(true);
    expect(acceptedTypesLabel(['.csv', 'application/pdf'])).toBe('CSV, application/pdf');
    expect(rulesLabel(rules)).toBe(`Povolené formáty: CSV, XLSX, XLS, ODS. Nejvýše 20${NBSP}MB.`);
  });
});

describe('FileDropzone', () => {
  it('labels its input and states the rules', () => {
    const html = renderToStaticMarkup(<FileDropzone label="Soubor s členy" accept={rules.accept} maxBytes={rules.maxBytes} onFiles={() => undefined} />);
    expect(html).toContain('aria-label="Soubor s členy"');
    expect(html).toContain('accept=".csv,.xlsx,.xls,.ods"');
    expect(html).toContain('Přetáhněte soubor sem');
    expect(html).not.toContain('multiple');
  });

  it('shows the upload progress and the failure with the spec’s message', () => {
    const uploading = renderToStaticMarkup(<FileDropzone label="Soubor" accept={['.csv']} progress={0.456} onFiles={() => undefined} />);
    expect(uploading).toContain('<progress max="1" value="0.456"');
    const failed = renderToStaticMarkup(<FileDropzone label="Soubor" accept={['.csv']} error="V souboru chybí sloupce: Příjmení." onFiles={() => undefined} />);
    expect(failed).toContain('Soubor se nepodařilo nahrát.');
    expect(failed).toContain('V souboru chybí sloupce: Příjmení.');
  });
});
