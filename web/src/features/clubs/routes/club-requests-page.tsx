// /evidence/zadosti-o-zalozeni-klubu: requests to register a club. Admin approves (assigning
// the club's code) or rejects (with a reason); area staff read their region's requests.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { acceptButtonClass } from '../../../components/ui/confirm';
import { Fact } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import type { ClubRequestsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber, formatPostcode } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { messages } from '../../../lib/validation';
import { useApproveClubRequest, useClubRequests, useRejectClubRequest } from '../api/club-requests';

type ClubRequest = ClubRequestsQuery['clubRequests'][number];

export function ClubRequestsPage() {
  const requests = useClubRequests();
  usePageTitle(t('clubs.requests.title'));
  if (requests.isPending) return <p>{t('clubs.loading')}</p>;
  if (requests.isError) return <Alert variant="danger">{requests.error.message}</Alert>;
  const pending = requests.data.filter((request) => request.state === 'PENDING');
  const decided = requests.data.filter((request) => request.state !== 'PENDING');
  return (
    <section>
      <div className="page-heading">
        <h1>{t('clubs.requests.title')}</h1>
      </div>
      <h2>{tf('clubs.requests.pending', { count: formatNumber(pending.length) })}</h2>
      {pending.length === 0 && <p>{t('clubs.empty')}</p>}
      {pending.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
      {decided.length > 0 && <h2>{t('clubs.requests.decided')}</h2>}
      {decided.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </section>
  );
}

function RequestCard({ request }: { request: ClubRequest }) {
  return (
    <article className="card request" aria-labelledby={`request-${request.id}`}>
      <div className="page-heading">
        <h3 id={`request-${request.id}`}>{request.name}</h3>
        <span className={`badge badge-${request.state.toLowerCase()}`}>{request.stateLabel}</span>
      </div>
      <dl className="facts">
        <Fact label={t('clubs.requests.createdAt')}>{formatDate(request.createdAt)}</Fact>
        <Fact label={t('clubs.requests.legalForm')}>{request.legalFormLabel}</Fact>
        <Fact label={t('clubs.requests.ico')}>{request.ico}</Fact>
        <Fact label={t('clubs.requests.seat')}>
          {tf('clubs.requests.seatValue', {
            street: request.street,
            postcode: formatPostcode(request.postcode),
            municipality: request.municipality,
            region: request.regionName,
          })}
        </Fact>
        <Fact label={t('clubs.requests.departments')}>{request.departmentNames.join(', ')}</Fact>
        <Fact label={t('clubs.requests.clubContacts')}>{[request.email, request.phone, request.web].filter(Boolean).join(' · ')}</Fact>
        <Fact label={t('clubs.requests.contact')}>{[`${request.contactFirstName} ${request.contactLastName}`, request.contactEmail, request.contactPhone].filter(Boolean).join(' · ')}</Fact>
        {request.rejectionReason && <Fact label={t('clubs.requests.rejectionReason')}>{request.rejectionReason}</Fact>}
        {request.clubId && (
          <Fact label={t('clubs.requests.club')}>
            <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(request.clubId), activeTab: 'informace-o-klubu' }}>
              {t('clubs.requests.openClub')}
            </Link>
          </Fact>
        )}
      </dl>
      {request.canDecide && (
        <div className="form-actions">
          <button type="button" className="button" onClick={() => modalStore.open({ title: tf('clubs.requests.approveTitle', { name: request.name }), content: <ApproveForm request={request} /> })}>
            {t('clubs.requests.approve')}
          </button>
          <button type="button" className="button-danger" onClick={() => modalStore.open({ title: tf('clubs.requests.rejectTitle', { name: request.name }), content: <RejectForm request={request} /> })}>
            {t('clubs.requests.reject')}
          </button>
        </div>
      )}
    </article>
  );
}

function errorOf(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields?.[0]?.message ?? error.message;
  return t('clubs.error');
}

function ApproveForm({ request }: { request: ClubRequest }) {
  const approve = useApproveClubRequest();
  const [code, setCode] = useState('');
  const [shortName, setShortName] = useState(request.name.length <= 60 ? request.name : '');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^[A-Z]{4}$/.test(code)) {
          setError(code === '' ? messages.required : t('clubs.form.codeInvalid'));
          return;
        }
        approve
          .mutateAsync({ id: request.id, code, shortName: shortName.trim() || null })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: tf('clubs.requests.approved', { name: request.name }) });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      <p>{tf('clubs.requests.approveText', { email: request.contactEmail ?? '' })}</p>
      <div className="field">
        <label htmlFor="approve-code">{t('clubs.requests.code')}</label>
        <input id="approve-code" value={code} maxLength={4} aria-invalid={error ? true : undefined} aria-describedby={error ? 'approve-error' : undefined} onChange={(event) => setCode(event.target.value.toUpperCase())} />
      </div>
      <div className="field">
        <label htmlFor="approve-short">{t('clubs.requests.shortName')}</label>
        <input id="approve-short" value={shortName} onChange={(event) => setShortName(event.target.value)} />
      </div>
      {error && <p className="field-error" id="approve-error">{error}</p>}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>{t('ui.dialog.back')}</button>
        <button type="submit" className="button" disabled={approve.isPending}>{t('clubs.requests.approveSubmit')}</button>
      </div>
    </form>
  );
}

function RejectForm({ request }: { request: ClubRequest }) {
  const reject = useRejectClubRequest();
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
          .mutateAsync({ id: request.id, reason })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: t('clubs.requests.rejected') });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      <div className="field">
        <label htmlFor="reject-reason">{t('clubs.requests.reason')}</label>
        <textarea id="reject-reason" rows={4} value={reason} aria-invalid={error ? true : undefined} aria-describedby={error ? 'reject-error' : undefined} onChange={(event) => setReason(event.target.value)} />
      </div>
      {error && <p className="field-error" id="reject-error">{error}</p>}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>{t('ui.dialog.back')}</button>
        <button type="submit" className={acceptButtonClass('danger')} disabled={reject.isPending}>{t('clubs.requests.rejectSubmit')}</button>
      </div>
    </form>
  );
}
