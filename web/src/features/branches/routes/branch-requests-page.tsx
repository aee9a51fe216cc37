// /evidence/zadosti-pobocnych-spolku: the confirmed applications to found a basic-skiing branch
// association. Admin approves (giving the new club's code) or rejects (with a reason); the
// region's staff read them.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { acceptButtonClass } from '../../../components/ui/confirm';
import { Fact } from '../../../components/ui/facts';
import { Filters } from '../../../components/ui/filters';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import type { BranchRequestState, BranchRequestsQuery } from '../../../gql/graphql';
import { formatDate, formatNumber, formatPostcode, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';
import { useApproveBranchRequest } from '../api/approve-branch-request';
import { useBranchRequests } from '../api/branch-requests';
import { useRejectBranchRequest } from '../api/reject-branch-request';

type BranchRequest = BranchRequestsQuery['branchRequests'][number];

/** The states the filter offers (the list never holds UNCONFIRMED applications). */
const STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly BranchRequestState[];
type ListedState = (typeof STATES)[number];

const ALL = 'ALL';

function dateTime(value: string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

export function BranchRequestsPage() {
  const [state, setState] = useState<ListedState | undefined>('PENDING');
  const requests = useBranchRequests(state);
  usePageTitle(t('branches.requests.title'));
  return (
    <section>
      <div className="page-heading">
        <h1>{t('branches.requests.title')}</h1>
      </div>
      <p className="hint">{t('branches.requests.intro')}</p>
      <Filters label={t('branches.requests.filters')}>
        <label>
          {t('branches.requests.state')}
          <select value={state ?? ALL} onChange={(event) => setState(event.target.value === ALL ? undefined : (event.target.value as ListedState))}>
            {STATES.map((value) => (
              <option key={value} value={value}>
                {t(`branches.requests.state.${value}`)}
              </option>
            ))}
            <option value={ALL}>{t('branches.requests.all')}</option>
          </select>
        </label>
      </Filters>
      {requests.isPending ? (
        <p>{t('branches.loading')}</p>
      ) : requests.isError ? (
        <Alert variant="danger">{requests.error.message}</Alert>
      ) : (
        <>
          <h2>{tf(`branches.requests.heading.${state ?? ALL}`, { count: formatNumber(requests.data.length) })}</h2>
          {requests.data.length === 0 && <p>{t('branches.requests.empty')}</p>}
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </>
      )}
    </section>
  );
}

function RequestCard({ request }: { request: BranchRequest }) {
  const chair = [`${request.chairFirstName} ${request.chairLastName}`, request.chairEmail, request.chairPhone].filter(Boolean).join(' · ');
  return (
    <article className="card request" aria-labelledby={`branch-request-${request.id}`}>
      <div className="page-heading">
        <h3 id={`branch-request-${request.id}`}>{request.name}</h3>
        <span className={`badge badge-${request.state.toLowerCase()}`}>{request.stateLabel}</span>
      </div>
      <dl className="facts">
        <Fact label={t('branches.requests.createdAt')}>{dateTime(request.createdAt)}</Fact>
        {request.confirmedAt && <Fact label={t('branches.requests.confirmedAt')}>{dateTime(request.confirmedAt)}</Fact>}
        <Fact label={t('branches.requests.ico')}>{request.ico ?? t('branches.requests.noIco')}</Fact>
        <Fact label={t('branches.requests.seat')}>
          {tf('branches.requests.seatValue', {
            street: request.street,
            postcode: formatPostcode(request.postcode),
            municipality: request.municipality,
            region: request.regionName,
          })}
        </Fact>
        <Fact label={t('branches.requests.departments')}>{request.departmentNames.join(', ')}</Fact>
        <Fact label={t('branches.requests.contacts')}>{[request.email, request.phone, request.web].filter(Boolean).join(' · ')}</Fact>
        <Fact label={t('branches.requests.chair')}>{chair}</Fact>
        <Fact label={t('branches.requests.expectedMembers')}>{formatNumber(request.expectedMembers)}</Fact>
        <Fact label={t('branches.requests.instructorCount')}>{formatNumber(request.instructorCount)}</Fact>
        <Fact label={t('branches.requests.activities')}>
          {request.activities.split(/\r?\n/).map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </Fact>
        <Fact label={t('branches.requests.consent')}>{tf('branches.requests.consentValue', { version: request.consentVersion, date: dateTime(request.consentedAt) })}</Fact>
        {request.decidedAt && <Fact label={t('branches.requests.decidedAt')}>{dateTime(request.decidedAt)}</Fact>}
        {request.rejectionReason && <Fact label={t('branches.requests.rejectionReason')}>{request.rejectionReason}</Fact>}
        {request.clubId && (
          <Fact label={t('branches.requests.club')}>
            <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(request.clubId), activeTab: 'informace-o-klubu' }}>
              {tf('branches.requests.openClub', { code: request.clubCode ?? '' })}
            </Link>
          </Fact>
        )}
      </dl>
      {request.canDecide ? (
        <div className="form-actions">
          <button type="button" className="button" onClick={() => modalStore.open({ title: tf('branches.requests.approveTitle', { name: request.name }), content: <ApproveForm request={request} /> })}>
            {t('branches.requests.approve')}
          </button>
          <button type="button" className="button-danger" onClick={() => modalStore.open({ title: tf('branches.requests.rejectTitle', { name: request.name }), content: <RejectForm request={request} /> })}>
            {t('branches.requests.reject')}
          </button>
        </div>
      ) : (
        request.state === 'PENDING' && <p className="hint">{t('branches.requests.readOnly')}</p>
      )}
    </article>
  );
}

interface ApproveErrors {
  code?: string;
  shortName?: string;
  form?: string;
}

function ApproveForm({ request }: { request: BranchRequest }) {
  const approve = useApproveBranchRequest();
  const [code, setCode] = useState('');
  const [shortName, setShortName] = useState(request.name.length <= 60 ? request.name : '');
  const [errors, setErrors] = useState<ApproveErrors>({});
  const described = (field: 'code' | 'shortName', hint: string) => [hint, errors[field] ? `approve-${field}-error` : undefined].filter(Boolean).join(' ');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^[A-Z]{4}$/.test(code)) {
          setErrors({ code: code === '' ? messages.required : t('branches.requests.codeInvalid') });
          return;
        }
        setErrors({});
        approve
          .mutateAsync({ id: request.id, code, shortName: shortName.trim() || null })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: tf('branches.requests.approved', { name: request.name, code }) });
          })
          .catch((failure: unknown) => {
            const problems = serverProblems(failure);
            const next: ApproveErrors = {};
            for (const problem of problems.fields) {
              if (problem.field === 'code' || problem.field === 'shortName') next[problem.field] = problem.message;
              else next.form = problem.message;
            }
            if (problems.message !== undefined) next.form = problems.message;
            setErrors(next);
          });
      }}
    >
      <p>{tf('branches.requests.approveText', { email: request.chairEmail ?? `${request.chairFirstName} ${request.chairLastName}` })}</p>
      <div className="field">
        <label htmlFor="approve-code">{t('branches.requests.code')}</label>
        <input
          id="approve-code"
          value={code}
          maxLength={4}
          autoComplete="off"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={described('code', 'approve-code-hint')}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setErrors((current) => ({ ...current, code: undefined }));
          }}
        />
        <p className="hint" id="approve-code-hint">
          {t('branches.requests.codeHint')}
        </p>
        {errors.code && (
          <p className="field-error" id="approve-code-error">
            {errors.code}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="approve-short">
          {t('branches.requests.shortName')}
          <span className="hint">{` ${t('ui.form.optional')}`}</span>
        </label>
        <input
          id="approve-short"
          value={shortName}
          maxLength={60}
          aria-invalid={errors.shortName ? true : undefined}
          aria-describedby={described('shortName', 'approve-short-hint')}
          onChange={(event) => {
            setShortName(event.target.value);
            setErrors((current) => ({ ...current, shortName: undefined }));
          }}
        />
        <p className="hint" id="approve-short-hint">
          {t('branches.requests.shortNameHint')}
        </p>
        {errors.shortName && (
          <p className="field-error" id="approve-shortName-error">
            {errors.shortName}
          </p>
        )}
      </div>
      {errors.form && <Alert variant="danger">{errors.form}</Alert>}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className="button" disabled={approve.isPending}>
          {t('branches.requests.approveSubmit')}
        </button>
      </div>
    </form>
  );
}

function RejectForm({ request }: { request: BranchRequest }) {
  const reject = useRejectBranchRequest();
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
            flashStore.add({ message: t('branches.requests.rejected') });
          })
          .catch((failure: unknown) => {
            const problems = serverProblems(failure);
            setError(problems.fields[0]?.message ?? problems.message ?? t('branches.error'));
          });
      }}
    >
      <div className="field">
        <label htmlFor="reject-reason">{t('branches.requests.reason')}</label>
        <textarea
          id="reject-reason"
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      {error && (
        <p className="field-error" id="reject-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className={acceptButtonClass('danger')} disabled={reject.isPending}>
          {t('branches.requests.rejectSubmit')}
        </button>
      </div>
    </form>
  );
}
