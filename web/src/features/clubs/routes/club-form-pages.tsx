import { Link, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted } from '../../auth';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useClub, useSaveClub } from '../api/clubs';
import { ClubForm } from '../components/club-form';
import { EMPTY_CLUB, clubToValues, valuesToClubInput } from '../components/club-schema';

/** /evidence/kluby/novy (Admin). */
export function ClubNewPage() {
  const save = useSaveClub();
  const navigate = useNavigate();
  usePageTitle(t('clubs.new.title'));
  return (
    <section className="form-page">
      <Link to="/evidence/kluby" className="back-link">
        {t('clubs.backToList')}
      </Link>
      <h1>{t('clubs.new.title')}</h1>
      <ClubForm
        defaultValues={EMPTY_CLUB}
        submitLabel={t('clubs.new.submit')}
        onSubmit={async (values) => {
          const id = await save.mutateAsync({ id: undefined, input: valuesToClubInput(values) });
          flashStore.add({ message: t('clubs.new.saved') });
          await navigate({ to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: String(id), activeTab: 'informace-o-klubu' } });
        }}
      />
    </section>
  );
}

/** /evidence/kluby/{clubId}/editace: for those with write access to the club. */
export function ClubEditPage({ clubId }: { clubId: number }) {
  const club = useClub(clubId);
  const save = useSaveClub();
  const navigate = useNavigate();
  usePageTitle(club.data?.access === 'WRITE' ? tf('clubs.edit.title', { name: club.data.name }) : undefined);
  if (club.isPending) return <p>{t('clubs.loading')}</p>;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  if (club.isError) return <Alert variant="danger">{club.error.message}</Alert>;
  if (club.data.access !== 'WRITE') return <Restricted reason="forbidden" />;
  const detail = { to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: String(clubId), activeTab: 'informace-o-klubu' } } as const;
  return (
    <section className="form-page">
      <Link {...detail} className="back-link">
        {tf('clubs.backTo', { name: club.data.name })}
      </Link>
      <h1>{tf('clubs.edit.title', { name: club.data.name })}</h1>
      <ClubForm
        key={clubId}
        defaultValues={clubToValues(club.data)}
        reservedFields={club.data.reservedFields}
        submitLabel={t('clubs.edit.submit')}
        onSubmit={async (values) => {
          await save.mutateAsync({ id: clubId, input: valuesToClubInput(values) });
          flashStore.add({ message: t('clubs.edit.saved') });
          await navigate(detail);
        }}
      />
    </section>
  );
}
