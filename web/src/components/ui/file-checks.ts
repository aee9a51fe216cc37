// What the file dropzone checks before anything is sent (spec §5): how many files, their
// types and their size, with the Czech messages of the catalogue.
import { formatFileSize, plural } from '../../lib/format';
import { t, tf } from '../../lib/i18n';

export interface FileRules {
  /** Extensions (".csv") or MIME types ("image/png", "image/*"); empty: any file. */
  accept: readonly string[];
  maxFiles: number;
  minFiles: number;
  /** Largest file in bytes; undefined: no limit. */
  maxBytes?: number | undefined;
}

/** What the checks need of a file (a File has it). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export type FileCheck<T extends FileFacts> = { files: T[]; problem?: undefined } | { files: []; problem: string };

/** "CSV, XLSX, XLS, ODS": the accepted types as people name them. */
export function acceptedTypesLabel(accept: readonly string[]): string {
  return accept.map((entry) => (entry.startsWith('.') ? entry.slice(1).toUpperCase() : entry)).join(', ');
}

/** The rules line under the dropzone: formats and the largest size. */
export function rulesLabel(rules: Pick<FileRules, 'accept' | 'maxBytes'>): string {
  const types = acceptedTypesLabel(rules.accept);
  return rules.maxBytes === undefined
    ? tf('ui.dropzone.types', { types })
    : tf('ui.dropzone.typesAndSize', { types, size: formatFileSize(rules.maxBytes) });
}

const countMessage = (key: 'maxFiles' | 'minFiles', count: number) =>
  plural(count, {
    zero: t(`ui.dropzone.${key}.many`),
    one: t(`ui.dropzone.${key}.one`),
    few: t(`ui.dropzone.${key}.few`),
    many: t(`ui.dropzone.${key}.many`),
  });

/** Whether a file is of an accepted type: by its extension or its MIME type. */
export function isAccepted(file: FileFacts, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The files when they all pass, or the first problem (and no files). */
export function checkFiles<T extends FileFacts>(files: readonly T[], rules: FileRules): FileCheck<T> {
  if (files.length < rules.minFiles) return { files: [], problem: countMessage('minFiles', rules.minFiles) };
  if (files.length > rules.maxFiles) return { files: [], problem: countMessage('maxFiles', rules.maxFiles) };
  for (const file of files) {
    if (!isAccepted(file, rules.accept)) {
      return { files: [], problem: tf('ui.dropzone.badType', { name: file.name, types: acceptedTypesLabel(rules.accept) }) };
    }
    if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
      return {
        files: [],
        problem: tf('ui.dropzone.tooLarge', { name: file.name, size: formatFileSize(file.size), max: formatFileSize(rules.maxBytes) }),
      };
    }
  }
  return { files: [...files] };
}
