// "Přihlášky členů" on the club's requests tab (/evidence/kluby/{id}/zadosti): the requests the
// applicants confirmed, undecided first, with the applicant, the member's data and the
// conditions; the decided ones fold away. Who may create the club's members approves (the
// member is written) or rejects with a reason; the club's other readers do not see the section.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { acceptButtonClass, confirm } from '../../../components/ui/confirm';
import { Fact } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import type { MemberRegistrationsQuery } from '../../../gql/graphql';
import { COUNTRIES } from '../../../lib/countries';
import { formatBirthNumber, formatDate, formatNumber, formatTime } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { messages } from '../../../lib/validation';
import { useApproveMemberRegistration, useMemberRegistrations, useRejectMemberRegistration } from '../api/club-registrations';
import { RequirementList } from './requirement-list';

type Registration = MemberRegistrationsQuery['memberRegistrations'][number];

const dateTime = (value: string) => `${formatDate(value)} ${formatTime(value)}`;
const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.label ?? code;

export function MemberRegistrationsSection({ clubId }: { clubId: number }) {
  const registrations = useMemberRegistrations(clubId);
  // Those who may not create the club's members have no worklist here: no section, no error.
  if (registrations.error instanceof GraphQLRequestError && registrations.error.code === 'FORBIDDEN') return null;
  const pending = registrations.data?.filter((registration) => registration.state === 'PENDING') ?? [];
  const decided = registrations.data?.filter((registration) => registration.state !== 'PENDING') ?? [];
  return (
    <section className="card member-registrations" aria-labelledby="member-registrations-title">
      <h2 id="member-registrations-title">{t('registration.worklist.title')}</h2>
      <p className="hint">{t('registration.worklist.intro')}</p>
      {registrations.isPending && <p>{t('registration.loading')}</p>}
      {registrations.isError && <Alert variant="danger">{registrations.error.message}</Alert>}
      {registrations.data?.length === 0 && <p>{t('registration.worklist.empty')}</p>}
      {pending.length > 0 && <h3>{tf('registration.worklist.pending', { count: formatNumber(pending.length) })}</h3>}
      {pending.map((registration) => (
        <RegistrationCard key={registration.id} registration={registration} />
      ))}
      {decided.length > 0 && (
        <details className="decided-registrations">
          <summary>{tf('registration.worklist.decided', { count: formatNumber(decided.length) })}</summary>
          {decided.map((registration) => (
            <RegistrationCard key={registration.id} registration={registration} />
          ))}
        </details>
      )}
    </section>
  );
}

function errorOf(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields?.[0]?.message ?? error.message;
  return t('registration.error');
}

function RegistrationCard({ registration }: { registration: Registration }) {
  const approve = useApproveMemberRegistration();
  const [error, setError] = useState<string>();
  const name = `${registration.firstName} ${registration.lastName}`;
  const titleId = `member-registration-${registration.id}`;
  const applicant = registration.forChild
    ? tf('registration.worklist.applicantParent', { name: `${registration.applicantFirstName} ${registration.applicantLastName}` })
    : t('registration.worklist.applicantSelf');
  const memberContacts = [registration.email, registration.phone].filter(Boolean).join(' · ');

  const onApprove = async () => {
    setError(undefined);
    const accepted = await confirm({
      title: tf('registration.worklist.approveTitle', { name }),
      // The applicant's e-mail is personal: null to those who may not see personal data.
      message: registration.applicantEmail
        ? tf('registration.worklist.approveText', { email: registration.applicantEmail })
        : t('registration.worklist.approveTextNoEmail'),
      acceptLabel: t('registration.worklist.approveSubmit'),
    });
    if (!accepted) return;
    try {
      const approved = await approve.mutateAsync(registration.id);
      flashStore.add({ message: tf('registration.worklist.approved', { name, number: approved.registrationNumber ?? '' }) });
    } catch (failure) {
      setError(errorOf(failure));
    }
  };

  return (
    <article className="request member-registration" aria-labelledby={titleId}>
      <div className="page-heading">
        <h4 id={titleId}>{name}</h4>
        <span className={`badge badge-${registration.state.toLowerCase()}`}>{registration.stateLabel}</span>
      </div>
      <dl className="facts">
        <Fact label={t('registration.worklist.createdAt')}>{dateTime(registration.createdAt)}</Fact>
        {registration.confirmedAt && <Fact label={t('registration.worklist.confirmedAt')}>{dateTime(registration.confirmedAt)}</Fact>}
        <Fact label={t('registration.worklist.birthDate')}>{formatDate(registration.birthDate)}</Fact>
        <Fact label={t('registration.worklist.birthNumber')}>{registration.birthNumber ? formatBirthNumber(registration.birthNumber) : '—'}</Fact>
        <Fact label={t('registration.worklist.sex')}>{registration.sexLabel}</Fact>
        <Fact label={t('registration.worklist.citizenship')}>{countryName(registration.citizenship)}</Fact>
        <Fact label={t('registration.worklist.address')}>{registration.address ?? '—'}</Fact>
        {memberContacts !== '' && <Fact label={t('registration.worklist.memberContacts')}>{memberContacts}</Fact>}
        <Fact label={t('registration.worklist.applicant')}>
          {[applicant, registration.applicantEmail, registration.applicantPhone].filter(Boolean).join(' · ')}
        </Fact>
        <Fact label={t('registration.worklist.consent')}>
          {tf('registration.worklist.consentValue', { version: registration.consentVersion, date: dateTime(registration.consentedAt) })}
        </Fact>
        {registration.decidedAt && <Fact label={t('registration.worklist.decidedAt')}>{dateTime(registration.decidedAt)}</Fact>}
        {registration.rejectionReason && <Fact label={t('registration.worklist.rejectionReason')}>{registration.rejectionReason}</Fact>}
        {registration.registrationNumber !== null && registration.registrationNumber !== undefined && (
          <Fact label={t('registration.worklist.registrationNumber')}>
            {registration.memberId ? (
              <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(registration.memberId), activeTab: 'informace-o-clenovi' }}>
                {registration.registrationNumber}
              </Link>
            ) : (
              registration.registrationNumber
            )}
          </Fact>
        )}
      </dl>
      <RequirementList requirements={registration.requirements} label={tf('registration.worklist.requirementsOf', { name })} />
      {error && <Alert variant="danger">{error}</Alert>}
      {registration.canDecide && (
        <div className="form-actions">
          <button type="button" className="button" disabled={approve.isPending} onClick={() => void onApprove()}>
            {t('registration.worklist.approve')}
          </button>
          <button
            type="button"
            className="button-danger"
            onClick={() => modalStore.open({ title: tf('registration.worklist.rejectTitle', { name }), content: <RejectForm registration={registration} /> })}
          >
            {t('registration.worklist.reject')}
          </button>
        </div>
      )}
    </article>
  );
}

function RejectForm({ registration }: { registration: Registration }) {
  const reject = useRejectMemberRegistration();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setError(messages.required);
          return;
        }
        reject
          .mutateAsync({ id: registration.id, reason })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: t('registration.worklist.rejected') });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      <div className="field">
        <label htmlFor="registration-reject-reason">{t('registration.worklist.reason')}</label>
        <textarea
          id="registration-reject-reason"
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'registration-reject-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" id="registration-reject-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className={acceptButtonClass('danger')} disabled={reject.isPending}>
          {t('registration.worklist.rejectSubmit')}
        </button>
      </div>
    </form>
  );
}
