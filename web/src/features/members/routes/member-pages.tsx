// /evidence/clenove/{id}/informace-o-clenovi, /evidence/clenove/novy?clubOption=… and
// /evidence/clenove/{id}/editace.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Restricted } from '../../../components/layout/private-layout';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { countryLabel } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useMe } from '../../auth/api/me';
import { confirm } from '../../../components/ui/confirm';
import { useArchiveMember, useCreateMember, useEndMembership, useJoinClub, useMember, useRestoreMember, useUpdateMember } from '../api/member';
import { MemberMediaTab } from '../components/member-media-tab';
import { MemberRolesTab } from '../components/member-roles-tab';
import { MemberSeasonsTab } from '../components/member-seasons-tab';
import { useMemberClubHistory } from '../api/public-members';
import { ANSWER_STATUSES, EMPTY_MEMBER, MemberForm, memberToValues, valuesToMemberInput } from '../components/member-form';

type Member = NonNullable<ReturnType<typeof useMember>['data']>;

export function fullName(member: Member): string {
  return [member.titleBefore, member.firstName, member.middleNames, member.lastName].filter(Boolean).join(' ') + (member.titleAfter ? `, ${member.titleAfter}` : '');
}

export function useMemberOrError(id: number) {
  const member = useMember(id);
  let failure: React.ReactNode = null;
  if (member.isPending) failure = <p>Načítám...</p>;
  else if (member.error instanceof GraphQLRequestError && member.error.code === 'NOT_FOUND') failure = <NotFoundPage />;
  else if (member.error instanceof GraphQLRequestError && member.error.code === 'FORBIDDEN') failure = <Restricted reason="forbidden" />;
  else if (member.isError) failure = <Alert variant="danger">{member.error.message}</Alert>;
  return { member: member.data, failure };
}

/** Member detail tabs that are built (spec §2 lists also vysledky, which arrives with
 * results). */
export const MEMBER_DETAIL_TABS = ['informace-o-clenovi', 'role-v-usecich', 'statistiky', 'klubova-historie', 'media'] as const;
export type MemberDetailTab = (typeof MEMBER_DETAIL_TABS)[number];

const TAB_LABELS: Record<MemberDetailTab, string> = {
  'informace-o-clenovi': 'Informace o členovi',
  'role-v-usecich': 'Role v úsecích',
  statistiky: 'Statistiky',
  'klubova-historie': 'Klubová historie',
  media: 'Média',
};

/** The member's detail page with its tabs. */
export function MemberDetailPage({ id, tab }: { id: number; tab: MemberDetailTab }) {
  const { member, failure } = useMemberOrError(id);
  if (failure || !member) return failure;
  return (
    <section>
      <div className="page-heading">
        <h1>{fullName(member)}</h1>
        <div className="actions">
          <Link to="/evidence/clenove/$id/karta" params={{ id: String(id) }} className="button-secondary">
            Členská karta
          </Link>
          <Link to="/evidence/clenove/$id/tisk" params={{ id: String(id) }} search={{ generate_pdf: false }} className="button-secondary">
            Tisk
          </Link>
          {member.canEndMembership && <EndMembershipButton memberId={id} clubName={member.clubName ?? ''} />}
          {member.canRestore && <RestoreButton memberId={id} />}
          {member.access === 'WRITE' && (
            <Link to="/evidence/clenove/$id/editace" params={{ id: String(id) }} className="button-secondary">
              Upravit člena
            </Link>
          )}
        </div>
      </div>
      {member.archived && (
        <Alert variant="info">
          Člen je archivovaný{member.archivedAt ? ` od ${formatDate(String(member.archivedAt).slice(0, 10))}` : ''}
          {member.archiveReason ? ` (${member.archiveReason})` : ''}. Nezobrazuje se v seznamech ani na veřejných stránkách.
        </Alert>
      )}
      <nav className="tabs" aria-label="Části záznamu člena">
        {MEMBER_DETAIL_TABS.map((value) => (
          <Link
            key={value}
            to="/evidence/clenove/$id/$activeTab"
            params={{ id: String(id), activeTab: value }}
            aria-current={value === tab ? 'page' : undefined}
          >
            {TAB_LABELS[value]}
          </Link>
        ))}
      </nav>
      {tab === 'informace-o-clenovi' && <MemberInfoCard member={member} />}
      {tab === 'role-v-usecich' && <MemberRolesTab memberId={id} />}
      {tab === 'statistiky' && <MemberSeasonsTab memberId={id} />}
      {tab === 'klubova-historie' && <ClubHistory memberId={id} />}
      {tab === 'media' && <MemberMediaTab member={member} />}
      {member.canJoinClub && tab === 'informace-o-clenovi' && <JoinClubPanel memberId={id} />}
      {member.canArchive && tab === 'informace-o-clenovi' && <ArchivePanel memberId={id} name={fullName(member)} />}
    </section>
  );
}

/** Archiving: a reason, then the member leaves its club and every list (Admin restores). */
function ArchivePanel({ memberId, name }: { memberId: number; name: string }) {
  const archive = useArchiveMember();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  if (!open) {
    return (
      <div className="danger-zone">
        <button type="button" className="button-danger" onClick={() => setOpen(true)}>
          Archivovat člena
        </button>
      </div>
    );
  }
  return (
    <form
      className="card danger-zone"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError('Toto pole je povinné.');
          return;
        }
        archive
          .mutateAsync({ memberId, reason: reason.trim() })
          .then(async () => {
            flashStore.add({ message: `Člen ${name} byl archivován.` });
            await navigate({ to: '/evidence/clenove' });
          })
          .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'Vyskytla se chyba'));
      }}
    >
      <h2>Archivace člena</h2>
      <p>
        Archivace ukončí k dnešnímu dni členství v klubu i role v úsecích. Záznam se nesmaže, jen zmizí ze seznamů, exportů a veřejných
        stránek; obnovit ho může administrátor.
      </p>
      <div className="field">
        <label htmlFor="archive-reason">Důvod archivace</label>
        <input
          id="archive-reason"
          value={reason}
          maxLength={500}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'archive-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <p id="archive-reason-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="button-danger" disabled={archive.isPending}>
          Archivovat
        </button>
        <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
          Zrušit
        </button>
      </div>
    </form>
  );
}

/** Admin enrols a member without a club in an active club. */
function JoinClubPanel({ memberId }: { memberId: number }) {
  const join = useJoinClub();
  const clubs = useQuery({ queryKey: ['clubs', 'forMembers', {}], queryFn: () => request(MemberClubsDocument).then((data) => data.clubs.nodes) });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
  const [clubId, setClubId] = useState('');
  const [validFrom, setValidFrom] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!clubId) {
          setErrors({ clubId: 'Toto pole je povinné.' });
          return;
        }
        join
          .mutateAsync({ memberId, clubId: Number(clubId), validFrom })
          .then(() => {
            setErrors({});
            flashStore.add({ message: 'Člen byl přijat do klubu.' });
          })
          .catch((failure: unknown) => {
            const fields = failure instanceof GraphQLRequestError ? (failure.errors[0]?.extensions?.fields ?? []) : [];
            setErrors(
              fields.length > 0
                ? Object.fromEntries(fields.map((field) => [field.field, field.message]))
                : { form: failure instanceof Error ? failure.message : 'Vyskytla se chyba' },
            );
          });
      }}
    >
      <h2>Přijetí do klubu</h2>
      <p className="hint">Člen teď není v žádném klubu. Přestupy mezi kluby mají vlastní žádost.</p>
      <div className="field">
        <label htmlFor="join-club">Klub</label>
        <select
          id="join-club"
          value={clubId}
          aria-invalid={errors.clubId ? 'true' : undefined}
          onChange={(event) => setClubId(event.target.value)}
        >
          <option value="">— vyberte klub —</option>
          {(clubs.data ?? []).map((club) => (
            <option key={club.id} value={club.id}>
              {club.name} ({club.code})
            </option>
          ))}
        </select>
        {errors.clubId && <p className="field-error">{errors.clubId}</p>}
      </div>
      <div className="field">
        <label htmlFor="join-from">Členem od</label>
        <input
          id="join-from"
          type="date"
          value={validFrom}
          aria-invalid={errors.validFrom ? 'true' : undefined}
          onChange={(event) => setValidFrom(event.target.value)}
        />
        {errors.validFrom && <p className="field-error">{errors.validFrom}</p>}
      </div>
      {errors.form && <Alert variant="danger">{errors.form}</Alert>}
      <button type="submit" className="button" disabled={join.isPending}>
        Přijmout do klubu
      </button>
    </form>
  );
}

/** Admin restores an archived member (without a club). */
function RestoreButton({ memberId }: { memberId: number }) {
  const restore = useRestoreMember();
  return (
    <button
      type="button"
      className="button-secondary"
      disabled={restore.isPending}
      onClick={() =>
        void restore
          .mutateAsync(memberId)
          .then(() => flashStore.add({ message: 'Člen byl obnoven z archivu.' }))
          .catch((error: unknown) => flashStore.add({ message: error instanceof Error ? error.message : 'Vyskytla se chyba', variant: 'danger' }))
      }
    >
      Obnovit z archivu
    </button>
  );
}

/** Ends the membership in the current club as of today (MEMBER_TERMINATE). */
function EndMembershipButton({ memberId, clubName }: { memberId: number; clubName: string }) {
  const end = useEndMembership();
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
  return (
    <button
      type="button"
      className="button-danger"
      disabled={end.isPending}
      onClick={() =>
        void confirm({
          title: 'Ukončení členství',
          message: `Opravdu ukončit členství v klubu ${clubName} k dnešnímu dni?`,
          acceptLabel: 'Ukončit členství',
          variant: 'danger',
        }).then((accepted) =>
          accepted
            ? end
                .mutateAsync({ memberId, validTo: today })
                .then(() => flashStore.add({ message: 'Členství bylo ukončeno.' }))
                .catch((error: unknown) =>
                  flashStore.add({ message: error instanceof Error ? error.message : 'Vyskytla se chyba', variant: 'danger' }),
                )
            : undefined,
        )
      }
    >
      Ukončit členství
    </button>
  );
}

/** Tab klubova-historie: the member's memberships in clubs (MemberPerClub). */
export function ClubHistory({ memberId }: { memberId: number }) {
  const history = useMemberClubHistory(memberId);
  if (history.isPending) return <p>Načítám...</p>;
  if (history.isError) return <Alert variant="danger">{history.error.message}</Alert>;
  if (history.data.length === 0) return <p>Žádné záznamy</p>;
  return (
    <table className="simple-table card">
      <caption className="visually-hidden">Klubová historie</caption>
      <thead>
        <tr>
          <th scope="col">Klub</th>
          <th scope="col">Od</th>
          <th scope="col">Do</th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((membership) => (
          <tr key={membership.id}>
            <td>
              <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(membership.clubId), activeTab: 'informace-o-klubu' }}>
                {membership.clubName}
              </Link>{' '}
              ({membership.clubCode})
            </td>
            <td>{formatDate(String(membership.validFrom))}</td>
            <td>{membership.validTo ? formatDate(String(membership.validTo)) : 'dosud'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The record's facts; personal ones only when the asker may see them. */
export function MemberInfoCard({ member }: { member: Member }) {
  const personal = member.personalInfoAccess === 'READ';
  const address = [
    [member.street, [member.houseNumber, member.orientationNumber].filter(Boolean).join('/')].filter(Boolean).join(' '),
    [member.postcode?.replace(/^(\d{3})(\d{2})$/, '$1 $2'), member.municipality].filter(Boolean).join(' '),
    member.municipalityPart,
    member.country && member.country !== 'CZ' ? countryLabel(member.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: [string, React.ReactNode][] = [
    ['Registrační číslo', member.registrationNumber],
    ['Pohlaví', member.sex === 'FEMALE' ? 'žena' : 'muž'],
    ['Rok narození', member.birthYear],
    ['Státní občanství', countryLabel(member.citizenship)],
    [
      'Klub',
      member.clubId ? (
        <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(member.clubId), activeTab: 'informace-o-klubu' }}>
          {member.clubName}
        </Link>
      ) : (
        'bez klubu'
      ),
    ],
    ['Členem od', member.memberSince ? formatDate(String(member.memberSince)) : '—'],
    ['FIS kód', member.fisCode ?? '—'],
    ['Odpověď člena', ANSWER_STATUSES.find((status) => status.value === member.answerStatus)?.label ?? member.answerStatus],
  ];
  if (personal) {
    rows.push(
      ['Datum narození', member.birthDate ? formatDate(String(member.birthDate)) : '—'],
      ['Rodné číslo', member.birthNumber ? `${member.birthNumber.slice(0, 6)}/${member.birthNumber.slice(6)}` : '—'],
      ['Adresa', address || '—'],
      ['E-mail', member.email ?? '—'],
      ['Telefon', member.phone ?? '—'],
    );
  }
  return (
    <div className="card">
        {!personal && <p className="hint">Osobní údaje (rodné číslo, datum narození, adresa a kontakty) vidí jen ti, kdo k nim mají oprávnění.</p>}
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label} className="fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
  );
}

const MemberClubsDocument = graphql(`
  query MemberClubs {
    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code access } }
  }
`);

/** /evidence/clenove/novy?clubOption=…: a new member in a club. */
export function MemberNewPage({ clubOption }: { clubOption: string | undefined }) {
  const me = useMe();
  const create = useCreateMember();
  const navigate = useNavigate();
  const clubs = useQuery({ queryKey: ['clubs', 'forMembers', {}], queryFn: () => request(MemberClubsDocument).then((data) => data.clubs.nodes) });
  const team = me.data?.activeIdentity.identityType === 'TEAM';
  const [clubId, setClubId] = useState(clubOption ?? '');
  if (clubs.isPending) return <p>Načítám...</p>;
  const writable = (clubs.data ?? []).filter((club) => club.access === 'WRITE');
  const chosen = team ? String(writable[0]?.id ?? '') : clubId;
  return (
    <section className="form-page">
      <Link to="/evidence/clenove" className="back-link">
        ← Členové
      </Link>
      <h1>Nový člen</h1>
      <MemberForm
        defaultValues={EMPTY_MEMBER}
        submitLabel="Přidat člena"
        onSubmit={async (values) => {
          const id = await create.mutateAsync({ ...valuesToMemberInput(values), clubId: chosen ? Number(chosen) : null });
          flashStore.add({ message: 'Člen byl přidán.' });
          await navigate({ to: '/evidence/clenove/$id/$activeTab', params: { id: String(id), activeTab: 'informace-o-clenovi' } });
        }}
      >
        <fieldset>
          <legend>Klub</legend>
          <div className="field">
            <label htmlFor="member-club">Klub, do kterého člen vstupuje</label>
            <select id="member-club" value={chosen} disabled={team} onChange={(event) => setClubId(event.target.value)}>
              {!team && <option value="">— bez klubu —</option>}
              {writable.map((club) => (
                <option key={club.id} value={club.id}>
                  {club.name} ({club.code})
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      </MemberForm>
    </section>
  );
}

/** /evidence/clenove/{id}/editace. */
export function MemberEditPage({ id }: { id: number }) {
  const { member, failure } = useMemberOrError(id);
  const update = useUpdateMember();
  const navigate = useNavigate();
  if (failure || !member) return failure;
  if (member.access !== 'WRITE') return <Restricted reason="forbidden" />;
  const detail = { to: '/evidence/clenove/$id/$activeTab', params: { id: String(id), activeTab: 'informace-o-clenovi' } } as const;
  return (
    <section className="form-page">
      <Link {...detail} className="back-link">
        ← {fullName(member)}
      </Link>
      <h1>Úprava člena {fullName(member)}</h1>
      <MemberForm
        defaultValues={memberToValues(member)}
        submitLabel="Uložit změny"
        onSubmit={async (values) => {
          await update.mutateAsync({ ...valuesToMemberInput(values), id });
          flashStore.add({ message: 'Změny byly uloženy.' });
          await navigate(detail);
        }}
      />
    </section>
  );
}
