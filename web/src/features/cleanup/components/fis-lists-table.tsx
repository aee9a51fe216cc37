import '../texts';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { FisPointsListsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { dateTime } from '../cleanup-format';

type FisPointsList = FisPointsListsQuery['fisPointsLists'][number];

/** The loaded versions of FIS points lists, newest first. */
export function FisListsTable({ lists }: { lists: readonly FisPointsList[] }) {
  if (lists.length === 0) return <p className="hint">{t('cleanup.fis.lists.none')}</p>;
  return (
    <SimpleTable
      className="fis-lists"
      caption={t('cleanup.fis.lists.title')}
      columns={[
        t('cleanup.fis.lists.sector'),
        t('cleanup.fis.lists.key'),
        t('cleanup.fis.lists.name'),
        t('cleanup.fis.lists.calculatedOn'),
        { label: t('cleanup.fis.lists.athletes'), numeric: true },
        t('cleanup.fis.lists.loadedAt'),
      ]}
      scroll
    >
      {lists.map((list) => (
        <tr key={list.id}>
          <td>{list.sector}</td>
          <td>{list.listKey}</td>
          <td>
            {list.name}
            <div className="hint file-name">{list.fileName}</div>
          </td>
          <td className="nowrap">{list.calculatedOn ? formatDate(list.calculatedOn) : t('cleanup.none')}</td>
          <td className="number">{formatNumber(list.athletes)}</td>
          <td className="nowrap">{dateTime(list.loadedAt)}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}
