import { SimpleTable } from '../../../components/ui/simple-table';
import type { ClubStatisticsQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';

type AgeGroup = ClubStatisticsQuery['clubStatistics']['ageGroups'][number];

/** Members by age group and sex, with the totals in the footer (the club's statistics and its
 * racing members per department). */
export function AgeGroupTable({ caption, ageGroups, total }: { caption: string; ageGroups: readonly AgeGroup[]; total: number }) {
  return (
    <SimpleTable
      caption={caption}
      columns={[t('clubs.statistics.ageGroup'), t('clubs.statistics.male'), t('clubs.statistics.female'), t('clubs.statistics.total')]}
      footer={
        <tr>
          <th scope="row">{t('clubs.statistics.total')}</th>
          <td>{formatNumber(ageGroups.reduce((sum, group) => sum + group.male, 0))}</td>
          <td>{formatNumber(ageGroups.reduce((sum, group) => sum + group.female, 0))}</td>
          <td>{formatNumber(total)}</td>
        </tr>
      }
    >
      {ageGroups.map((group) => (
        <tr key={group.ageGroup}>
          <th scope="row">{group.label}</th>
          <td>{formatNumber(group.male)}</td>
          <td>{formatNumber(group.female)}</td>
          <td>{formatNumber(group.total)}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}
