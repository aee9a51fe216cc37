// /evidence/clenove/{id}/informace-o-clenovi, /evidence/clenove/novy?clubOption=… and
// /evidence/clenove/{id}/editace.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted, useMe } from '../../auth';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { countryLabel } from '../../../lib/countries';
import { formatDate, formatOptionalDate, formatPostcode } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { pragueToday } from '../../../lib/evidence-season';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { MemberResults } from '../../results';
import { acceptButtonClass, confirm } from '../../../components/ui/confirm';
import { FactList } from '../../../components/ui/facts';
import { SimpleTable } from '../../../components/ui/simple-table';
import { useArchiveMember, useCreateMember, useEndMembership, useJoinClub, useMember, useRestoreMember, useUpdateMember } from '../api/member';
import { MemberMediaTab } from '../components/member-media-tab';
import { MemberRolesTab } from '../components/member-roles-tab';
import { MemberSeasonsTab } from '../components/member-seasons-tab';
import { MemberTransfers } from '../components/member-transfers';
import { useMemberClubHistory } from '../api/public-members';
import { clubChoice, useMemberClubs } from '../api/member-clubs';
import { ANSWER_STATUSES, EMPTY_MEMBER, MemberForm, memberToValues, valuesToMemberInput } from '../components/member-form';

type Member = NonNullable<ReturnType<typeof useMember>['data']>;

export function fullName(member: Member): string {
  return [member.titleBefore, member.firstName, member.middleNames, member.lastName].filter(Boolean).join(' ') + (member.titleAfter ? `, ${member.titleAfter}` : '');
}

export function useMemberOrError(id: number) {
  const member = useMember(id);
  let failure: React.ReactNode = null;
  if (member.isPending) failure = <p>{t('members.loading')}</p>;
  else if (member.error instanceof GraphQLRequestError && member.error.code === 'NOT_FOUND') failure = <NotFoundPage />;
  else if (member.error instanceof GraphQLRequestError && member.error.code === 'FORBIDDEN') failure = <Restricted reason="forbidden" />;
  else if (member.isError) failure = <Alert variant="danger">{member.error.message}</Alert>;
  return { member: member.data, failure };
}

/** Member detail tabs of spec §2. */
export const MEMBER_DETAIL_TABS = ['informace-o-clenovi', 'role-v-usecich', 'statistiky', 'klubova-historie', 'vysledky', 'media'] as const;
export type MemberDetailTab = (typeof MEMBER_DETAIL_TABS)[number];

const TAB_LABELS: Record<MemberDetailTab, string> = {
  'informace-o-clenovi': t('members.tab.info'),
  'role-v-usecich': t('members.tab.roles'),
  statistiky: t('members.tab.seasons'),
  'klubova-historie': t('members.tab.history'),
  vysledky: t('members.tab.results'),
  media: t('members.tab.media'),
};

/** The member's detail page with its tabs. */
export function MemberDetailPage({ id, tab }: { id: number; tab: MemberDetailTab }) {
  const { member, failure } = useMemberOrError(id);
  usePageTitle(member ? fullName(member) : undefined);
  if (failure || !member) return failure;
  return (
    <section>
      <div className="page-heading">
        <h1>{fullName(member)}</h1>
        <div className="actions">
          <Link to="/evidence/clenove/$id/karta" params={{ id: String(id) }} className="button-secondary">
            {t('members.record.card')}
          </Link>
          <Link to="/evidence/clenove/$id/tisk" params={{ id: String(id) }} search={{ generate_pdf: false }} className="button-secondary">
            {t('members.record.print')}
          </Link>
          {member.canEndMembership && <EndMembershipButton memberId={id} clubName={member.clubName ?? ''} />}
          {member.canRestore && <RestoreButton memberId={id} />}
          {member.access === 'WRITE' && (
            <Link to="/evidence/clenove/$id/editace" params={{ id: String(id) }} className="button-secondary">
              {t('members.record.edit')}
            </Link>
          )}
        </div>
      </div>
      {member.archived && (
        <Alert variant="info">{archivedNotice(member)}</Alert>
      )}
      <nav className="tabs" aria-label={t('members.record.tabs')}>
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
      {tab === 'vysledky' && <MemberResults memberId={id} zone="private" />}
      {tab === 'media' && <MemberMediaTab member={member} />}
      {member.canJoinClub && tab === 'informace-o-clenovi' && <JoinClubPanel memberId={id} />}
      {member.canArchive && tab === 'informace-o-clenovi' && <ArchivePanel memberId={id} name={fullName(member)} />}
    </section>
  );
}

/** "Člen je archivovaný od 7. 3. 2026 (důvod). Nezobrazuje se …" */
export function archivedNotice(member: Pick<Member, 'archivedAt' | 'archiveReason'>): string {
  const details = [
    member.archivedAt ? tf('members.record.archivedSince', { date: formatDate(member.archivedAt) }) : '',
    member.archiveReason ? `(${member.archiveReason})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return tf('members.record.archived', { details: details ? ` ${details}` : '' });
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
          {t('members.archive.open')}
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
          setError(t('members.required'));
          return;
        }
        archive
          .mutateAsync({ memberId, reason: reason.trim() })
          .then(async () => {
            flashStore.add({ message: tf('members.archive.done', { name }) });
            await navigate({ to: '/evidence/clenove' });
          })
          .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : t('members.error')));
      }}
    >
      <h2>{t('members.archive.title')}</h2>
      <p>{t('members.archive.text')}</p>
      <div className="field">
        <label htmlFor="archive-reason">{t('members.archive.reason')}</label>
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
        <button type="submit" className={acceptButtonClass('danger')} disabled={archive.isPending}>
          {t('members.archive.submit')}
        </button>
        <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
          {t('ui.dialog.back')}
        </button>
      </div>
    </form>
  );
}

/** Admin enrols a member without a club in an active club. */
function JoinClubPanel({ memberId }: { memberId: number }) {
  const join = useJoinClub();
  const clubs = useMemberClubs();
  const today = pragueToday();
  const [clubId, setClubId] = useState('');
  const [validFrom, setValidFrom] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!clubId) {
          setErrors({ clubId: t('members.required') });
          return;
        }
        join
          .mutateAsync({ memberId, clubId: Number(clubId), validFrom })
          .then(() => {
            setErrors({});
            flashStore.add({ message: t('members.join.done') });
          })
          .catch((failure: unknown) => {
            const fields = failure instanceof GraphQLRequestError ? (failure.errors[0]?.extensions?.fields ?? []) : [];
            setErrors(
              fields.length > 0
                ? Object.fromEntries(fields.map((field) => [field.field, field.message]))
                : { form: failure instanceof Error ? failure.message : t('members.error') },
            );
          });
      }}
    >
      <h2>{t('members.join.title')}</h2>
      <p className="hint">{t('members.join.hint')}</p>
      <div className="field">
        <label htmlFor="join-club">{t('members.join.club')}</label>
        <select
          id="join-club"
          value={clubId}
          aria-invalid={errors.clubId ? 'true' : undefined}
          onChange={(event) => setClubId(event.target.value)}
        >
          <option value="">{t('members.join.chooseClub')}</option>
          {(clubs.data ?? []).map((club) => (
            <option key={club.id} value={club.id}>
              {club.name} ({club.code})
            </option>
          ))}
        </select>
        {errors.clubId && <p className="field-error">{errors.clubId}</p>}
      </div>
      <div className="field">
        <label htmlFor="join-from">{t('members.join.from')}</label>
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
        {t('members.join.submit')}
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
          .then(() => flashStore.add({ message: t('members.restore.done') }))
          .catch((error: unknown) => flashStore.add({ message: error instanceof Error ? error.message : t('members.error'), variant: 'danger' }))
      }
    >
      {t('members.restore.button')}
    </button>
  );
}

/** Ends the membership in the current club as of today (MEMBER_TERMINATE). */
function EndMembershipButton({ memberId, clubName }: { memberId: number; clubName: string }) {
  const end = useEndMembership();
  const today = pragueToday();
  return (
    <button
      type="button"
      className="button-danger"
      disabled={end.isPending}
      onClick={() =>
        void confirm({
          title: t('members.end.title'),
          message: tf('members.end.confirm', { club: clubName }),
          acceptLabel: t('members.end.button'),
          variant: 'danger',
        }).then((accepted) =>
          accepted
            ? end
                .mutateAsync({ memberId, validTo: today })
                .then(() => flashStore.add({ message: t('members.end.done') }))
                .catch((error: unknown) =>
                  flashStore.add({ message: error instanceof Error ? error.message : t('members.error'), variant: 'danger' }),
                )
            : undefined,
        )
      }
    >
      {t('members.end.button')}
    </button>
  );
}

/** Tab klubova-historie: the member's memberships in clubs (MemberPerClub), then its transfers
 * and hostings. */
export function ClubHistory({ memberId }: { memberId: number }) {
  return (
    <>
      <ClubMemberships memberId={memberId} />
      <MemberTransfers memberId={memberId} />
    </>
  );
}

/** The member's memberships in clubs, oldest first. */
function ClubMemberships({ memberId }: { memberId: number }) {
  const history = useMemberClubHistory(memberId);
  if (history.isPending) return <p>{t('members.loading')}</p>;
  if (history.isError) return <Alert variant="danger">{history.error.message}</Alert>;
  if (history.data.length === 0) return <p>{t('members.noRecords')}</p>;
  return (
    <SimpleTable
      className="card"
      caption={t('members.tab.history')}
      columns={[t('members.club'), t('members.from'), t('members.to')]}
    >
      {history.data.map((membership) => (
        <tr key={membership.id}>
          <td>
            <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(membership.clubId), activeTab: 'informace-o-klubu' }}>
              {membership.clubName}
            </Link>{' '}
            ({membership.clubCode})
          </td>
          <td>{formatDate(membership.validFrom)}</td>
          <td>{formatOptionalDate(membership.validTo, t('members.stillValid'))}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}

/** The record's facts; personal ones only when the asker may see them. */
export function MemberInfoCard({ member }: { member: Member }) {
  const personal = member.personalInfoAccess === 'READ';
  const address = [
    [member.street, [member.houseNumber, member.orientationNumber].filter(Boolean).join('/')].filter(Boolean).join(' '),
    [formatPostcode(member.postcode), member.municipality].filter(Boolean).join(' '),
    member.municipalityPart,
    member.country && member.country !== 'CZ' ? countryLabel(member.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: [string, React.ReactNode][] = [
    [t('members.fact.registrationNumber'), String(member.registrationNumber)],
    [t('members.fact.sex'), member.sex === 'FEMALE' ? t('members.sex.female') : t('members.sex.male')],
    [t('members.fact.birthYear'), String(member.birthYear)],
    [t('members.fact.citizenship'), countryLabel(member.citizenship)],
    [
      t('members.fact.club'),
      member.clubId ? (
        <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(member.clubId), activeTab: 'informace-o-klubu' }}>
          {member.clubName}
        </Link>
      ) : (
        t('members.withoutClub')
      ),
    ],
    [t('members.fact.memberSince'), formatOptionalDate(member.memberSince)],
    [t('members.fact.fisCode'), member.fisCode ?? '—'],
    [t('members.fact.answerStatus'), ANSWER_STATUSES.find((status) => status.value === member.answerStatus)?.label ?? member.answerStatus],
  ];
  if (personal) {
    rows.push(
      [t('members.fact.birthDate'), formatOptionalDate(member.birthDate)],
      [t('members.fact.birthNumber'), member.birthNumber ? `${member.birthNumber.slice(0, 6)}/${member.birthNumber.slice(6)}` : '—'],
      [t('members.fact.address'), address || '—'],
      [t('members.fact.email'), member.email ?? '—'],
      [t('members.fact.phone'), member.phone ?? '—'],
    );
  }
  return (
    <div className="card">
        {!personal && <p className="hint">{t('members.record.personalHidden')}</p>}
        <FactList facts={rows} />
      </div>
  );
}

/** /evidence/clenove/novy?clubOption=…: a new member in a club. */
export function MemberNewPage({ clubOption }: { clubOption: string | undefined }) {
  const me = useMe();
  const create = useCreateMember();
  const navigate = useNavigate();
  const clubs = useMemberClubs();
  const [clubId, setClubId] = useState(clubOption ?? '');
  usePageTitle(t('members.new.title'));
  if (clubs.isPending) return <p>{t('members.loading')}</p>;
  // Only those the server lets add members without a club choose "without a club"; whoever
  // may add to one club only (its managers) gets that club.
  const withoutClub = me.data?.actions.canCreateMembersWithoutClub ?? false;
  const { writable, onlyClub } = clubChoice(clubs.data ?? [], withoutClub);
  const chosen = onlyClub ? String(onlyClub.id) : clubId;
  return (
    <section className="form-page">
      <Link to="/evidence/clenove" className="back-link">
        {t('members.backToList')}
      </Link>
      <h1>{t('members.new.title')}</h1>
      <MemberForm
        defaultValues={EMPTY_MEMBER}
        submitLabel={t('members.new.submit')}
        onSubmit={async (values) => {
          const id = await create.mutateAsync({ ...valuesToMemberInput(values), clubId: chosen ? Number(chosen) : null });
          flashStore.add({ message: t('members.new.done') });
          await navigate({ to: '/evidence/clenove/$id/$activeTab', params: { id: String(id), activeTab: 'informace-o-clenovi' } });
        }}
      >
        <fieldset>
          <legend>{t('members.new.clubLegend')}</legend>
          <div className="field">
            <label htmlFor="member-club">{t('members.new.club')}</label>
            <select id="member-club" value={chosen} disabled={onlyClub !== undefined} onChange={(event) => setClubId(event.target.value)}>
              {withoutClub && <option value="">{t('members.new.withoutClub')}</option>}
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
  usePageTitle(member ? tf('members.edit.title', { name: fullName(member) }) : undefined);
  if (failure || !member) return failure;
  if (member.access !== 'WRITE') return <Restricted reason="forbidden" />;
  const detail = { to: '/evidence/clenove/$id/$activeTab', params: { id: String(id), activeTab: 'informace-o-clenovi' } } as const;
  return (
    <section className="form-page">
      <Link {...detail} className="back-link">
        {tf('members.backTo', { name: fullName(member) })}
      </Link>
      <h1>{tf('members.edit.title', { name: fullName(member) })}</h1>
      <MemberForm
        defaultValues={memberToValues(member)}
        submitLabel={t('members.edit.submit')}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...valuesToMemberInput(values), id });
          flashStore.add({ message: t('members.edit.done') });
          await navigate(detail);
        }}
      />
    </section>
  );
}
