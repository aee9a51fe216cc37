// /registrace-clena-dokonceni/{memberUuid}?token=…: the e-mailed link. With the token the page
// confirms the applicant's e-mail once when it opens; without it, it shows the request's status.
// Either way the conditions of the registration follow as a checklist.
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import type { RegistrationStatusQuery } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationStatus } from '../api/status';
import { RequirementList } from '../components/requirement-list';
import { useConfirmOnce } from '../components/use-confirm-once';

type Status = RegistrationStatusQuery['registrationStatus'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function RegistrationFinishPage({ memberUuid, token }: { memberUuid: string; token: string | undefined }) {
  const valid = UUID.test(memberUuid);
  const confirmation = useConfirmOnce(memberUuid, valid ? token : undefined);
  const status = useRegistrationStatus(memberUuid, valid && token === undefined);
  const confirming = token !== undefined;
  const error = confirming ? confirmation.error : status.error;
  const data: Status | undefined = confirming ? confirmation.data : status.data;

  const failure = !valid
    ? t('registration.finish.invalidLink')
    : error instanceof GraphQLRequestError && error.code === 'NOT_FOUND'
      ? t('registration.finish.notFound')
      : (error?.message ?? undefined);
  const title = failure !== undefined ? t('registration.finish.failedTitle') : data === undefined ? t('registration.title') : confirming ? t('registration.finish.confirmedTitle') : t('registration.finish.statusTitle');
  usePageTitle(title);

  if (failure !== undefined) {
    return (
      <section className="card form-page">
        <h1>{title}</h1>
        <Alert variant="danger">{failure}</Alert>
        <p>
          <Link to="/registrace-clena">{t('registration.finish.again')}</Link>
        </p>
      </section>
    );
  }
  if (data === undefined) {
    return (
      <section className="card form-page" aria-busy="true">
        <h1>{title}</h1>
        <p>{confirming ? t('registration.finish.checking') : t('registration.loading')}</p>
      </section>
    );
  }
  const waiting = data.state === 'PENDING';
  return (
    <section className="card form-page">
      <h1>{title}</h1>
      {confirming && waiting ? (
        <Alert variant="success">{tf('registration.finish.confirmed', { name: data.memberFirstName, club: data.clubName })}</Alert>
      ) : (
        <p>{tf('registration.finish.status', { name: data.memberFirstName, club: data.clubName })}</p>
      )}
      <p>
        <strong>{tf('registration.finish.state', { state: data.stateLabel })}</strong>
      </p>
      <h2>{t('registration.finish.requirements')}</h2>
      <RequirementList requirements={data.requirements} label={t('registration.finish.requirements')} />
      {waiting && (
        <p>
          <Link to="/registrace-clena-dokonceno" className="button">
            {t('registration.finish.continue')}
          </Link>
        </p>
      )}
      {!waiting && (
        <p>
          <Link to="/">{t('registration.home')}</Link>
        </p>
      )}
    </section>
  );
}
