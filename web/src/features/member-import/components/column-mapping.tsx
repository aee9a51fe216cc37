import '../texts';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { MemberImportDetail } from './import-summary';

/** Which column of the file becomes which field of the record; the rest is left out. The
 * pairs flow in columns, so that a register file's thirty columns fit on a screen. */
export function ColumnMapping({ columns }: { columns: MemberImportDetail['columns'] }) {
  const used = columns.filter((column) => column.fieldLabel != null).length;
  return (
    <details className="card import-columns" open>
      <summary>
        <h2>{t('memberImport.columns.title')}</h2>{' '}
        <span className="hint">{tf('memberImport.columns.used', { used: formatNumber(used), total: formatNumber(columns.length) })}</span>
      </summary>
      <dl className="column-mapping">
        {columns.map((column) => (
          <div key={column.index} className={column.fieldLabel == null ? 'column-pair column-ignored' : 'column-pair'}>
            <dt>
              <code>{column.header}</code>
            </dt>
            <dd>{column.fieldLabel ?? t('memberImport.columns.ignored')}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
