// What the import page says about an import: its step, state, encoding, progress and the
// outcomes worth showing. Pure, so the rules are tested apart from the page.
import './texts';
import type { ImportEncoding, ImportOutcome, MemberImportState } from '../../gql/graphql';
import { formatFileSize, formatNumber, progressFigures } from '../../lib/format';
import { t, tf } from '../../lib/i18n';

/** The files the server reads (spec §3 encodings; CSV, XLSX, XLS, ODS). */
export const IMPORT_ACCEPT = ['.csv', '.xlsx', '.xls', '.ods'] as const;
/** The server's limits (stopa_domain::member_import). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;

export const IMPORT_TEMPLATES = {
  csv: '/api/member-imports/template.csv',
  xlsx: '/api/member-imports/template.xlsx',
} as const;

export const ENCODINGS: readonly ImportEncoding[] = ['UTF8', 'CP1250', 'ASCII'];

/** "CP1250 (Windows)"; a spreadsheet has none. */
export function encodingLabel(encoding: ImportEncoding | null | undefined): string {
  return encoding ? t(`memberImport.encoding.${encoding}`) : t('memberImport.summary.encodingNone');
}

/** The encoding chosen in the select: '' lets the server detect it. */
export function parseEncoding(value: string): ImportEncoding | null {
  return ENCODINGS.find((encoding) => encoding === value) ?? null;
}

export type ImportStep = 'file' | 'preview' | 'running' | 'result';
export const IMPORT_STEPS: readonly ImportStep[] = ['file', 'preview', 'running', 'result'];

/** Which step of the page an import in a state is at. */
export function stepOf(state: MemberImportState): ImportStep {
  switch (state) {
    case 'DRAFT':
      return 'preview';
    case 'QUEUED':
    case 'RUNNING':
      return 'running';
    case 'COMPLETED':
    case 'FAILED':
      return 'result';
  }
}

export const stateLabel = (state: MemberImportState): string => t(`memberImport.state.${state}`);

/** How an outcome looks: a new member, a membership in the club, or a skipped row. */
export type OutcomeTone = 'created' | 'joined' | 'skipped';

export function outcomeTone(outcome: ImportOutcome): OutcomeTone {
  if (outcome === 'CREATED_NEW_MEMBER') return 'created';
  if (outcome === 'MEMBER_EXISTS_CREATED_MEMBERSHIP') return 'joined';
  return 'skipped';
}

export interface OutcomeCount {
  outcome: ImportOutcome;
  message: string;
  count: number;
}

/** The outcomes that happened (or would), in the server's order. */
export function shownCounts<T extends OutcomeCount>(counts: readonly T[]): T[] {
  return counts.filter((count) => count.count > 0);
}

export const countsTotal = (counts: readonly OutcomeCount[]): number => counts.reduce((total, count) => total + count.count, 0);

/** Whether any row was skipped, so the skipped rows are worth downloading. */
export const hasSkipped = (counts: readonly OutcomeCount[]): boolean =>
  counts.some((count) => outcomeTone(count.outcome) === 'skipped' && count.count > 0);

/** "Zpracováno 1 200 z 5 000 řádků (24 %)" */
export const progressText = (processed: number, total: number): string => tf('memberImport.progress.rows', progressFigures(processed, total));

/** "Nejvýše 20 MB a 100 000 řádků." */
export const limitsText = (): string =>
  tf('memberImport.help.limits', { size: formatFileSize(MAX_IMPORT_BYTES), rows: formatNumber(MAX_IMPORT_ROWS) });
