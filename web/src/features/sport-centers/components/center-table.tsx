// The centers of the overview as a table, each linking to its page: name, type, department,
// region, and its athletes and coaches counted. A phone shows each center as a block, every
// value under its column's name (styles.css).
import { Link } from '@tanstack/react-router';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { SportCenterRow } from '../api/sport-centers';

const COLUMNS = [
  t('sportCenters.col.name'),
  t('sportCenters.col.type'),
  t('sportCenters.col.department'),
  t('sportCenters.col.region'),
  { label: t('sportCenters.col.athletes'), numeric: true },
  { label: t('sportCenters.col.coaches'), numeric: true },
];

export function CenterTable({ centers }: { centers: readonly SportCenterRow[] }) {
  const athletes = centers.reduce((sum, center) => sum + center.athletes, 0);
  const coaches = centers.reduce((sum, center) => sum + center.coaches, 0);
  return (
    <SimpleTable
      className="center-table"
      caption={t('sportCenters.list')}
      scroll
      columns={COLUMNS}
      footer={
        centers.length > 1 ? (
          <tr>
            <th scope="row" colSpan={4}>
              {t('sportCenters.total')}
            </th>
            <td className="number">{formatNumber(athletes)}</td>
            <td className="number">{formatNumber(coaches)}</td>
          </tr>
        ) : undefined
      }
    >
      {centers.map((center) => (
        <tr key={center.id}>
          <th scope="row">
            <Link to="/evidence/stm-reprezentace/$sportCenterId" params={{ sportCenterId: String(center.id) }}>
              {center.name}
            </Link>
          </th>
          <td data-label={t('sportCenters.col.type')}>{center.organisationTypeLabel}</td>
          <td data-label={t('sportCenters.col.department')}>{center.departmentName}</td>
          <td data-label={t('sportCenters.col.region')}>{center.regionName ?? t('sportCenters.noRegion')}</td>
          <td className="number" data-label={t('sportCenters.col.athletes')}>
            {formatNumber(center.athletes)}
          </td>
          <td className="number" data-label={t('sportCenters.col.coaches')}>
            {formatNumber(center.coaches)}
          </td>
        </tr>
      ))}
    </SimpleTable>
  );
}
