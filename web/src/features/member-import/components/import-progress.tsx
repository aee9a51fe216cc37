import '../texts';
import { progressFraction } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { progressText, stateLabel } from '../import-format';
import type { MemberImportDetail } from './import-summary';

/** A running import: its state in Czech and how many rows are done (the page polls it). */
export function ImportProgress({ memberImport }: { memberImport: MemberImportDetail }) {
  const fraction = progressFraction(memberImport.processedRows, memberImport.totalRows);
  return (
    <section className="card import-card" aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">{t('memberImport.progress.title')}</h2>
      <p className="import-state">
        <span className={`badge badge-state-${memberImport.state.toLowerCase()}`}>{stateLabel(memberImport.state)}</span>
      </p>
      <progress className="import-progress-bar" max={1} value={fraction} aria-label={t('memberImport.progress.title')} />
      <p aria-live="polite">{progressText(memberImport.processedRows, memberImport.totalRows)}</p>
      <p className="hint">{t('memberImport.progress.hint')}</p>
    </section>
  );
}
