import { describe, expect, it } from 'vitest';
import {
  countsTotal,
  encodingLabel,
  hasSkipped,
  limitsText,
  outcomeTone,
  parseEncoding,
  progressText,
  shownCounts,
  stateLabel,
  stepOf,
} from './import-format';

const NBSP = '\u00a0';

const counts = [
  { outcome: 'CREATED_NEW_MEMBER' as const, message: 'Vytvořen nový člen', count: 2 },
  { outcome: 'MEMBER_EXISTS_CREATED_MEMBERSHIP' as const, message: 'Člen už v evidenci byl, vytvořeno členství v klubu', count: 0 },
  { outcome: 'SKIPPED_ALREADY_MEMBER_MY_CLUB' as const, message: 'Přeskočen - již je členem mého klubu', count: 1 },
];

describe('import outcomes', () => {
  it('tell new members, new memberships and skipped rows apart', () => {
    expect(outcomeTone('CREATED_NEW_MEMBER')).toBe('created');
    expect(outcomeTone('MEMBER_EXISTS_CREATED_MEMBERSHIP')).toBe('joined');
    expect(outcomeTone('SKIPPED_ARCHIVED')).toBe('skipped');
    expect(outcomeTone('SKIPPED_INVALID_ROW')).toBe('skipped');
  });

  it('show only the outcomes that happened, and count every row', () => {
    expect(shownCounts(counts).map((count) => count.outcome)).toEqual(['CREATED_NEW_MEMBER', 'SKIPPED_ALREADY_MEMBER_MY_CLUB']);
    expect(countsTotal(counts)).toBe(3);
    expect(hasSkipped(counts)).toBe(true);
    expect(hasSkipped(counts.slice(0, 2))).toBe(false);
  });
});

describe('import states and steps', () => {
  it('put a draft in the preview, a queued or running import in the run, the rest in the result', () => {
    expect(stepOf('DRAFT')).toBe('preview');
    expect(stepOf('QUEUED')).toBe('running');
    expect(stepOf('RUNNING')).toBe('running');
    expect(stepOf('COMPLETED')).toBe('result');
    expect(stepOf('FAILED')).toBe('result');
    expect(stateLabel('QUEUED')).toBe('Čeká ve frontě');
    expect(stateLabel('FAILED')).toBe('Selhalo');
  });

  it('say how far a run got, the Czech way, never past the end', () => {
    expect(progressText(1200, 5000)).toBe(`Zpracováno 1${NBSP}200 z 5${NBSP}000 řádků (24${NBSP}%)`);
    expect(progressText(0, 0)).toBe(`Zpracováno 0 z 0 řádků (0${NBSP}%)`);
    // 99.9 % is not done yet.
    expect(progressText(999, 1000)).toBe(`Zpracováno 999 z 1${NBSP}000 řádků (99${NBSP}%)`);
  });
});

describe('import encodings and limits', () => {
  it('name the encodings and let the server detect an unchosen one', () => {
    expect(encodingLabel('CP1250')).toBe('CP1250 (Windows)');
    expect(encodingLabel('UTF8')).toBe('UTF-8');
    expect(encodingLabel(null)).toBe('nepoužívá se (tabulka)');
    expect(parseEncoding('ASCII')).toBe('ASCII');
    expect(parseEncoding('')).toBeNull();
    expect(parseEncoding('LATIN2')).toBeNull();
  });

  it('state the server’s limits', () => {
    expect(limitsText()).toBe(`Nejvýše 20${NBSP}MB a 100${NBSP}000 řádků.`);
  });
});
