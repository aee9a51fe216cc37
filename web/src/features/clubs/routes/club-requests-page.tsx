// /evidence/zadosti-o-zalozeni-klubu: requests to register a club. Admin approves (assigning
// the club's code) or rejects (with a reason); area staff read their region's requests.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import type { ClubRequestsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { messages } from '../../../lib/validation';
import { useApproveClubRequest, useClubRequests, useRejectClubRequest } from '../api/club-requests';

type ClubRequest = ClubRequestsQuery['clubRequests'][number];

export function ClubRequestsPage() {
  const requests = useClubRequests();
  if (requests.isPending) return <p>Načítám...</p>;
  if (requests.isError) return <Alert variant="danger">{requests.error.message}</Alert>;
  const pending = requests.data.filter((request) => request.state === 'PENDING');
  const decided = requests.data.filter((request) => request.state !== 'PENDING');
  return (
    <section>
      <div className="page-heading">
        <h1>Žádosti o založení klubu</h1>
      </div>
      <h2>Čekají na vyřízení ({pending.length})</h2>
      {pending.length === 0 && <p>Žádné záznamy</p>}
      {pending.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
      {decided.length > 0 && <h2>Vyřízené</h2>}
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
        <div className="fact"><dt>Podáno</dt><dd>{formatDate(String(request.createdAt))}</dd></div>
        <div className="fact"><dt>Právní forma</dt><dd>{request.legalFormLabel}</dd></div>
        <div className="fact"><dt>IČO</dt><dd>{request.ico}</dd></div>
        <div className="fact">
          <dt>Sídlo</dt>
          <dd>{request.street}, {request.postcode} {request.municipality} ({request.regionName})</dd>
        </div>
        <div className="fact"><dt>Úseky</dt><dd>{request.departmentNames.join(', ')}</dd></div>
        <div className="fact"><dt>Kontakty klubu</dt><dd>{[request.email, request.phone, request.web].filter(Boolean).join(' · ')}</dd></div>
        <div className="fact">
          <dt>Kontaktní osoba</dt>
          <dd>{request.contactFirstName} {request.contactLastName} · {request.contactEmail}{request.contactPhone ? ` · ${request.contactPhone}` : ''}</dd>
        </div>
        {request.rejectionReason && <div className="fact"><dt>Důvod zamítnutí</dt><dd>{request.rejectionReason}</dd></div>}
        {request.clubId && (
          <div className="fact">
            <dt>Klub</dt>
            <dd>
              <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(request.clubId), activeTab: 'informace-o-klubu' }}>
                Otevřít klub
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {request.canDecide && (
        <div className="form-actions">
          <button type="button" className="button" onClick={() => modalStore.open({ title: `Schválit: ${request.name}`, content: <ApproveForm request={request} /> })}>
            Schválit
          </button>
          <button type="button" className="button-danger" onClick={() => modalStore.open({ title: `Zamítnout: ${request.name}`, content: <RejectForm request={request} /> })}>
            Zamítnout
          </button>
        </div>
      )}
    </article>
  );
}

function errorOf(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fields?.[0]?.message ?? error.message;
  return 'Vyskytla se chyba';
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
          setError(code === '' ? messages.required : 'Kód klubu tvoří čtyři velká písmena bez diakritiky.');
          return;
        }
        approve
          .mutateAsync({ id: request.id, code, shortName: shortName.trim() || null })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: `Klub ${request.name} byl založen a kontaktní osoba pozvána.` });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      <p>Založí se klub a na {request.contactEmail} odejde pozvánka do evidence jako jeho správce.</p>
      <div className="field">
        <label htmlFor="approve-code">Kód klubu</label>
        <input id="approve-code" value={code} maxLength={4} aria-invalid={error ? true : undefined} aria-describedby={error ? 'approve-error' : undefined} onChange={(event) => setCode(event.target.value.toUpperCase())} />
      </div>
      <div className="field">
        <label htmlFor="approve-short">Zkratka</label>
        <input id="approve-short" value={shortName} onChange={(event) => setShortName(event.target.value)} />
      </div>
      {error && <p className="field-error" id="approve-error">{error}</p>}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>Zrušit</button>
        <button type="submit" className="button" disabled={approve.isPending}>Schválit a založit klub</button>
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
            flashStore.add({ message: 'Žádost byla zamítnuta a žadatel dostane e-mail s důvodem.' });
          })
          .catch((failure: unknown) => setError(errorOf(failure)));
      }}
    >
      <div className="field">
        <label htmlFor="reject-reason">Důvod zamítnutí (odejde žadateli e-mailem)</label>
        <textarea id="reject-reason" rows={4} value={reason} aria-invalid={error ? true : undefined} aria-describedby={error ? 'reject-error' : undefined} onChange={(event) => setReason(event.target.value)} />
      </div>
      {error && <p className="field-error" id="reject-error">{error}</p>}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>Zrušit</button>
        <button type="submit" className="button" disabled={reject.isPending}>Zamítnout žádost</button>
      </div>
    </form>
  );
}
