// The statistiky and zadosti tabs of the club detail.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDate, formatNumber, formatOptionalDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useClubOwnRequests, useClubStatistics } from '../api/club-statistics';

/** Current members by age group and sex. */
export function ClubStatisticsTab({ clubId }: { clubId: number }) {
  const statistics = useClubStatistics(clubId);
  if (statistics.isPending) return <p>{t('clubs.loading')}</p>;
  if (statistics.isError) return <Alert variant="danger">{statistics.error.message}</Alert>;
  return (
    <section className="card">
      <h2>{t('clubs.statistics.title')}</h2>
      <p className="hint">{t('clubs.statistics.hint')}</p>
      <table className="simple-table">
        <caption className="visually-hidden">{t('clubs.statistics.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('clubs.statistics.ageGroup')}</th>
            <th scope="col">{t('clubs.statistics.male')}</th>
            <th scope="col">{t('clubs.statistics.female')}</th>
            <th scope="col">{t('clubs.statistics.total')}</th>
          </tr>
        </thead>
        <tbody>
          {statistics.data.ageGroups.map((group) => (
            <tr key={group.ageGroup}>
              <th scope="row">{group.label}</th>
              <td>{formatNumber(group.male)}</td>
              <td>{formatNumber(group.female)}</td>
              <td>{formatNumber(group.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('clubs.statistics.total')}</th>
            <td>{formatNumber(statistics.data.ageGroups.reduce((sum, group) => sum + group.male, 0))}</td>
            <td>{formatNumber(statistics.data.ageGroups.reduce((sum, group) => sum + group.female, 0))}</td>
            <td>{formatNumber(statistics.data.total)}</td>
          </tr>
        </tfoot>
      </table>
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
  if (requests.data.length === 0) return <p>{t('clubs.empty')}</p>;
  return (
    <section className="card">
      <h2>{t('clubs.ownRequests.title')}</h2>
      <table className="simple-table">
        <caption className="visually-hidden">{t('clubs.ownRequests.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('clubs.ownRequests.request')}</th>
            <th scope="col">{t('clubs.ownRequests.createdAt')}</th>
            <th scope="col">{t('clubs.ownRequests.decidedAt')}</th>
            <th scope="col">{t('clubs.ownRequests.state')}</th>
            <th scope="col">{t('clubs.ownRequests.contact')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </section>
  );
}
