import type { FisPointsListsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { dateTime } from '../cleanup-format';

type FisPointsList = FisPointsListsQuery['fisPointsLists'][number];

/** The loaded versions of FIS points lists, newest first. */
export function FisListsTable({ lists }: { lists: readonly FisPointsList[] }) {
  if (lists.length === 0) return <p className="hint">{t('cleanup.fis.lists.none')}</p>;
  return (
    <div className="table-scroll">
      <table className="simple-table fis-lists">
        <caption className="visually-hidden">{t('cleanup.fis.lists.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cleanup.fis.lists.sector')}</th>
            <th scope="col">{t('cleanup.fis.lists.key')}</th>
            <th scope="col">{t('cleanup.fis.lists.name')}</th>
            <th scope="col">{t('cleanup.fis.lists.calculatedOn')}</th>
            <th scope="col" className="number">
              {t('cleanup.fis.lists.athletes')}
            </th>
            <th scope="col">{t('cleanup.fis.lists.loadedAt')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
