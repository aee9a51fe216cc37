// The reports as a table, newest first: number, when, kind, state, the description's first line
// (a link to the report) and, for Admin, who reported it and in which role.
import { Link } from '@tanstack/react-router';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { FeedbackRow } from '../api/feedback-list';
import { firstLine } from '../feedback-form';
import { StatusBadge } from './status-badge';

export function FeedbackTable({ rows, allReports }: { rows: readonly FeedbackRow[]; allReports: boolean }) {
  return (
    <SimpleTable
      className="feedback-table"
      caption={t('feedback.list')}
      scroll
      columns={[
        { label: t('feedback.col.number'), numeric: true },
        t('feedback.col.created'),
        t('feedback.col.kind'),
        t('feedback.col.status'),
        t('feedback.col.text'),
        allReports && t('feedback.col.reporter'),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="number nowrap">{row.id}</td>
          <td className="nowrap">
            {formatDate(row.createdAt)} <span className="hint">{formatTime(row.createdAt)}</span>
          </td>
          <td>{row.kindLabel}</td>
          <td>
            <StatusBadge status={row.status} label={row.statusLabel} />
          </td>
          <td className="feedback-summary">
            <Link to="/evidence/zpetna-vazba/$id" params={{ id: String(row.id) }} aria-label={`${tf('feedback.number', { id: row.id })}: ${firstLine(row.text)}`}>
              {firstLine(row.text)}
            </Link>
          </td>
          {allReports && (
            <td>
              {row.reporterName}
              <div className="hint">{row.reportedAs}</div>
            </td>
          )}
        </tr>
      ))}
    </SimpleTable>
  );
}
