import { Link, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Restricted } from '../../../components/layout/private-layout';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { useMe } from '../../auth/api/me';
import { useClub, useSaveClub } from '../api/clubs';
import { ClubForm } from '../components/club-form';
import { EMPTY_CLUB, clubToValues, valuesToClubInput } from '../components/club-schema';

/** /evidence/kluby/novy (Admin). */
export function ClubNewPage() {
  const save = useSaveClub();
  const navigate = useNavigate();
  return (
    <section className="form-page">
      <Link to="/evidence/kluby" className="back-link">
        ← Kluby
      </Link>
      <h1>Nový klub</h1>
      <ClubForm
        defaultValues={EMPTY_CLUB}
        submitLabel="Založit klub"
        onSubmit={async (values) => {
          const id = await save.mutateAsync({ id: undefined, input: valuesToClubInput(values) });
          flashStore.add({ message: 'Klub byl založen.' });
          await navigate({ to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: String(id), activeTab: 'informace-o-klubu' } });
        }}
      />
    </section>
  );
}

/** /evidence/kluby/{clubId}/editace: for those with write access to the club. */
export function ClubEditPage({ clubId }: { clubId: number }) {
  const me = useMe();
  const club = useClub(clubId);
  const save = useSaveClub();
  const navigate = useNavigate();
  if (club.isPending) return <p>Načítám...</p>;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  if (club.isError) return <Alert variant="danger">{club.error.message}</Alert>;
  if (club.data.access !== 'WRITE') return <Restricted reason="forbidden" />;
  const detail = { to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: String(clubId), activeTab: 'informace-o-klubu' } } as const;
  return (
    <section className="form-page">
      <Link {...detail} className="back-link">
        ← {club.data.name}
      </Link>
      <h1>Úprava klubu {club.data.name}</h1>
      <ClubForm
        key={club.dataUpdatedAt}
        defaultValues={clubToValues(club.data)}
        federationFieldsLocked={me.data?.activeIdentity.identityType === 'TEAM'}
        submitLabel="Uložit změny"
        onSubmit={async (values) => {
          await save.mutateAsync({ id: clubId, input: valuesToClubInput(values) });
          flashStore.add({ message: 'Změny byly uloženy.' });
          await navigate(detail);
        }}
      />
    </section>
  );
}
