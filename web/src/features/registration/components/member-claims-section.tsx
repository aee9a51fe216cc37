// "Žádosti o propojení účtu" on the club's requests tab (/evidence/kluby/{id}/zadosti): the
// claims of the club's members whose register held no e-mail, confirmed by the claimant.
// The club's managers approve (the account is linked) or reject with a reason; others do not
// see the section.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { acceptButtonClass, confirm } from '../../../components/ui/confirm';
import { Fact } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import type { MemberClaimsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { messages } from '../../../lib/validation';
import { useApproveMemberClaim, useMemberClaims, useRejectMemberClaim } from '../api/member-claim';

type Claim = MemberClaimsQuery['memberClaims'][number];

const dateTime = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

function errorOf(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields?.[0]?.message ?? error.message;
  return t('registration.error');
}

export function MemberClaimsSection({ clubId }: { clubId: number }) {
  const claims = useMemberClaims(clubId);
  if (claims.error instanceof GraphQLRequestError && claims.error.code === 'FORBIDDEN') return null;
  const pending = claims.data?.filter((claim) => claim.state === 'PENDING') ?? [];
  const decided = claims.data?.filter((claim) => claim.state !== 'PENDING') ?? [];
  return (
    <section className="card member-registrations" aria-labelledby="member-claims-title">
      <h2 id="member-claims-title">{t('registration.claims.title')}</h2>
      <p className="hint">{t('registration.claims.intro')}</p>
      {claims.isPending && <p>{t('registration.loading')}</p>}
      {claims.isError && <Alert variant="danger">{claims.error.message}</Alert>}
      {claims.data?.length === 0 && <p>{t('registration.claims.empty')}</p>}
      {pending.length > 0 && <h3>{tf('registration.worklist.pending', { count: formatNumber(pending.length) })}</h3>}
      {pending.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
      {decided.length > 0 && (
        <details className="decided-registrations">
          <summary>{tf('registration.claims.decided', { count: formatNumber(decided.length) })}</summary>
          {decided.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
        </details>
      )}
    </section>
  );
}

function ClaimCard({ claim }: { claim: Claim }) {
  const approve = useApproveMemberClaim();
  const [error, setError] = useState<string>();
  const name = `${claim.firstName} ${claim.lastName}`;
  const titleId = `member-claim-${claim.id}`;

  const onApprove = async () => {
    setError(undefined);
    const accepted = await confirm({
      title: tf('registration.claims.approveTitle', { name }),
      message: tf('registration.claims.approveText', { email: claim.email }),
      acceptLabel: t('registration.claims.approve'),
    });
    if (!accepted) return;
    try {
      await approve.mutateAsync(claim.id);
      flashStore.add({ message: t('registration.claims.approved') });
    } catch (failure) {
      setError(errorOf(failure));
    }
  };

  return (
    <article className="request member-registration" aria-labelledby={titleId}>
      <div className="page-heading">
        <h4 id={titleId}>{name}</h4>
        <span className={`badge badge-${claim.state.toLowerCase()}`}>{claim.stateLabel}</span>
      </div>
      <dl className="facts">
        <Fact label={t('registration.worklist.createdAt')}>{dateTime(claim.createdAt)}</Fact>
        {claim.confirmedAt && <Fact label={t('registration.worklist.confirmedAt')}>{dateTime(claim.confirmedAt)}</Fact>}
        <Fact label={t('registration.worklist.birthDate')}>{formatDate(claim.birthDate)}</Fact>
        <Fact label={t('registration.worklist.registrationNumber')}>
          <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(claim.memberId), activeTab: 'informace-o-clenovi' }}>
            {claim.registrationNumber}
          </Link>
        </Fact>
        <Fact label={t('registration.claims.email')}>{claim.email}</Fact>
        {claim.decidedAt && <Fact label={t('registration.worklist.decidedAt')}>{dateTime(claim.decidedAt)}</Fact>}
        {claim.rejectionReason && <Fact label={t('registration.worklist.rejectionReason')}>{claim.rejectionReason}</Fact>}
      </dl>
      {error && <Alert variant="danger">{error}</Alert>}
      {claim.canDecide && (
        <div className="form-actions">
          <button type="button" className="button" disabled={approve.isPending} onClick={() => void onApprove()}>
            {t('registration.claims.approve')}
          </button>
          <button
            type="button"
            className="button-danger"
            onClick={() => modalStore.open({ title: tf('registration.claims.rejectTitle', { name }), content: <RejectClaimForm claim={claim} /> })}
          >
            {t('registration.claims.reject')}
          </button>
        </div>
      )}
    </article>
  );
}

function RejectClaimForm({ claim }: { claim: Claim }) {
  const reject = useRejectMemberClaim();
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
          .mutateAsync({ id: claim.id, reason })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: t('registration.claims.rejected') });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      <div className="field">
        <label htmlFor="claim-reject-reason">{t('registration.worklist.reason')}</label>
        <textarea
          id="claim-reject-reason"
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'claim-reject-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" id="claim-reject-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className={acceptButtonClass('danger')} disabled={reject.isPending}>
          {t('registration.claims.rejectSubmit')}
        </button>
      </div>
    </form>
  );
}
