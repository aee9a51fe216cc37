// The statistiky and zadosti tabs of the club detail.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { useClubOwnRequests, useClubStatistics } from '../api/club-statistics';

/** Current members by age group and sex. */
export function ClubStatisticsTab({ clubId }: { clubId: number }) {
  const statistics = useClubStatistics(clubId);
  if (statistics.isPending) return <p>Načítám...</p>;
  if (statistics.isError) return <Alert variant="danger">{statistics.error.message}</Alert>;
  return (
    <section className="card">
      <h2>Členové podle věkových skupin</h2>
      <p className="hint">Věk je letošní rok minus rok narození, jak jej počítají lyžařské kategorie.</p>
      <table className="simple-table">
        <caption className="visually-hidden">Členové klubu podle věkových skupin a pohlaví</caption>
        <thead>
          <tr>
            <th scope="col">Věková skupina</th>
            <th scope="col">Muži</th>
            <th scope="col">Ženy</th>
            <th scope="col">Celkem</th>
          </tr>
        </thead>
        <tbody>
          {statistics.data.ageGroups.map((group) => (
            <tr key={group.ageGroup}>
              <th scope="row">{group.label}</th>
              <td>{group.male}</td>
              <td>{group.female}</td>
              <td>{group.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Celkem</th>
            <td>{statistics.data.ageGroups.reduce((sum, group) => sum + group.male, 0)}</td>
            <td>{statistics.data.ageGroups.reduce((sum, group) => sum + group.female, 0)}</td>
            <td>{statistics.data.total}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        <Link to="/evidence/kluby/$clubId/statistiky/zavodici-clenove" params={{ clubId: String(clubId) }} search={{ filter: undefined }}>
          Závodící členové podle úseků →
        </Link>
      </p>
    </section>
  );
}

/** The requests of the club: the registration request it came from. */
export function ClubRequestsTab({ clubId }: { clubId: number }) {
  const requests = useClubOwnRequests(clubId);
  if (requests.isPending) return <p>Načítám...</p>;
  if (requests.isError) return <Alert variant="danger">{requests.error.message}</Alert>;
  if (requests.data.length === 0) return <p>Žádné záznamy</p>;
  return (
    <section className="card">
      <h2>Žádosti klubu</h2>
      <table className="simple-table">
        <caption className="visually-hidden">Žádosti klubu</caption>
        <thead>
          <tr>
            <th scope="col">Žádost</th>
            <th scope="col">Podána</th>
            <th scope="col">Vyřízena</th>
            <th scope="col">Stav</th>
            <th scope="col">Kontaktní osoba</th>
          </tr>
        </thead>
        <tbody>
          {requests.data.map((request) => (
            <tr key={request.id}>
              <td>Registrace klubu {request.name} (IČO {request.ico})</td>
              <td>{formatDate(String(request.createdAt))}</td>
              <td>{request.decidedAt ? formatDate(String(request.decidedAt)) : '—'}</td>
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
