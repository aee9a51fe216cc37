// /evidence/stm-reprezentace/{sportCenterId}: a center's heading (type, department, region,
// season, who is in it now), its members with their places in other centers, the CSV of its
// members; staff who write put members in ("Přidat člena"), end and remove places.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted } from '../../auth';
import { pragueToday } from '../../../lib/evidence-season';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSportCenter } from '../api/sport-center';
import { AddMemberForm } from '../components/add-member-form';
import { CenterMemberTable } from '../components/center-member-table';
import { countDay, countOf, formatDateInText } from '../sport-center-format';

export function SportCenterPage({ id }: { id: number }) {
  const detail = useSportCenter(id);
  const [adding, setAdding] = useState(false);
  usePageTitle(detail.data?.center.name ?? t('sportCenters.title'));
  if (detail.isPending) return <p>{t('sportCenters.loading')}</p>;
  if (detail.isError) {
    if (detail.error instanceof GraphQLRequestError && detail.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    if (detail.error instanceof GraphQLRequestError && detail.error.code === 'NOT_FOUND') return <NotFoundPage />;
    return <Alert variant="danger">{detail.error.message}</Alert>;
  }
  const { center, evidenceSeason, members, exportUrl } = detail.data;
  const day = countDay(evidenceSeason, pragueToday());
  return (
    <section className="sport-center-page">
      <p>
        <Link to="/evidence/stm-reprezentace" search={{ evidenceSeasonId: evidenceSeason.id }} className="back-link">
          {t('sportCenters.back')}
        </Link>
      </p>
      <div className="page-heading">
        <h1>{center.name}</h1>
        <div className="actions">
          <a className="button-secondary" href={exportUrl} download>
            {t('sportCenters.download')}
          </a>
          {center.canWrite && !adding && (
            <button type="button" className="button" onClick={() => setAdding(true)}>
              {t('sportCenters.addMember')}
            </button>
          )}
        </div>
      </div>
      <FactList
        className="card center-facts"
        facts={[
          [t('sportCenters.fact.type'), center.organisationTypeLabel],
          [t('sportCenters.fact.department'), center.departmentName],
          [t('sportCenters.fact.region'), center.regionName ?? t('sportCenters.noRegion')],
          [t('sportCenters.fact.season'), evidenceSeason.name],
          [t('sportCenters.fact.now'), tf('sportCenters.fact.nowValue', { counts: `${countOf(center.athletes, 'athletes')}, ${countOf(center.coaches, 'coaches')}`, date: formatDateInText(day) })],
        ]}
      />
      {adding && center.canWrite && <AddMemberForm sportCenterId={center.id} season={evidenceSeason} onClose={() => setAdding(false)} />}
      <h2>{t('sportCenters.members')}</h2>
      {members.length === 0 ? <p>{t('sportCenters.members.empty')}</p> : <CenterMemberTable members={members} centerName={center.name} canWrite={center.canWrite} />}
    </section>
  );
}
