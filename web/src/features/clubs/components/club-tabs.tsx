// The statistiky and zadosti tabs of the club detail.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatOptionalDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useClubOwnRequests, useClubStatistics } from '../api/club-statistics';
import { AgeGroupTable } from './age-group-table';

/** Current members by age group and sex. */
export function ClubStatisticsTab({ clubId }: { clubId: number }) {
  const statistics = useClubStatistics(clubId);
  if (statistics.isPending) return <p>{t('clubs.loading')}</p>;
  if (statistics.isError) return <Alert variant="danger">{statistics.error.message}</Alert>;
  return (
    <section className="card">
      <h2>{t('clubs.statistics.title')}</h2>
      <p className="hint">{t('clubs.statistics.hint')}</p>
      <AgeGroupTable caption={t('clubs.statistics.caption')} ageGroups={statistics.data.ageGroups} total={statistics.data.total} />
      <p>
        <Link to="/evidence/kluby/$clubId/statistiky/zavodici-clenove" params={{ clubId: String(clubId) }} search={{ filter: undefined }}>
          {t('clubs.statistics.racingLink')}
        </Link>
      </p>
    </section>
  );
}

/** The requests of the club: the registration request it came from. */
export function ClubRequestsTab({ clubId }: { clubId: number }) {
  const requests = useClubOwnRequests(clubId);
  if (requests.isPending) return <p>{t('clubs.loading')}</p>;
  if (requests.isError) return <Alert variant="danger">{requests.error.message}</Alert>;
  return (
    <section className="card">
      <h2>{t('clubs.ownRequests.title')}</h2>
      {requests.data.length === 0 ? (
        <p>{t('clubs.empty')}</p>
      ) : (
        <SimpleTable
          caption={t('clubs.ownRequests.title')}
          columns={[
            t('clubs.ownRequests.request'),
            t('clubs.ownRequests.createdAt'),
            t('clubs.ownRequests.decidedAt'),
            t('clubs.ownRequests.state'),
            t('clubs.ownRequests.contact'),
          ]}
        >
          {requests.data.map((request) => (
            <tr key={request.id}>
              <td>{tf('clubs.ownRequests.registration', { name: request.name, ico: request.ico })}</td>
              <td>{formatDate(String(request.createdAt))}</td>
              <td>{formatOptionalDate(request.decidedAt)}</td>
              <td>{request.stateLabel}</td>
              <td>
                {request.contactFirstName} {request.contactLastName}
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
