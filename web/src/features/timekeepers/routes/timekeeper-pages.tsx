// /evidence/casomiry, /nova, /{id}, /{id}/editace: timekeeping companies (a timekeeper sees
// only its own; Admin adds and changes them).
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted, useMe } from '../../auth';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { TimekeepingCompanyQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSaveTimekeepingCompany, useTimekeepingCompanies, useTimekeepingCompany } from '../api/timekeepers';
import { EMPTY_TIMEKEEPER, TimekeeperForm, valuesToInput } from '../components/timekeeper-form';

type Company = TimekeepingCompanyQuery['timekeepingCompany'];

export function TimekeepersPage() {
  usePageTitle(t('timekeepers.title'));
  const me = useMe();
  const companies = useTimekeepingCompanies();
  return (
    <section>
      <div className="page-heading">
        <h1>{t('timekeepers.title')}</h1>
        {me.data?.actions.canCreateTimekeepers && (
          <Link to="/evidence/casomiry/nova" className="button">
            {t('timekeepers.new')}
          </Link>
        )}
      </div>
      <p className="page-intro">{t('timekeepers.intro')}</p>
      {companies.isPending && <p>{t('ui.loading')}</p>}
      {companies.isError && <Alert variant="danger">{companies.error.message}</Alert>}
      {companies.data && companies.data.length === 0 && <p className="hint">{t('timekeepers.empty')}</p>}
      {companies.data && companies.data.length > 0 && (
        <SimpleTable
          caption={t('timekeepers.title')}
          columns={[
            t('timekeepers.field.name'),
            t('timekeepers.field.ico'),
            t('timekeepers.field.contactPerson'),
            t('timekeepers.field.email'),
            { label: t('timekeepers.events'), numeric: true },
            { label: t('timekeepers.accounts'), numeric: true },
          ]}
          scroll
        >
          {companies.data.map((company) => (
            <tr key={company.id}>
              <td>
                <Link to="/evidence/casomiry/$id" params={{ id: String(company.id) }}>
                  {company.name}
                </Link>
              </td>
              <td>{company.ico ?? '—'}</td>
              <td>{company.contactPerson ?? '—'}</td>
              <td>{company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : '—'}</td>
              <td className="number">{formatNumber(company.eventCount)}</td>
              <td className="number">{formatNumber(company.accountCount)}</td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}

export function TimekeeperNewPage() {
  usePageTitle(t('timekeepers.newTitle'));
  const save = useSaveTimekeepingCompany();
  const navigate = useNavigate();
  return (
    <section className="form-page">
      <Link to="/evidence/casomiry" className="back-link">
        {t('timekeepers.back')}
      </Link>
      <h1>{t('timekeepers.newTitle')}</h1>
      <TimekeeperForm
        defaultValues={EMPTY_TIMEKEEPER}
        submitLabel={t('timekeepers.create')}
        onSubmit={async (values) => {
          const id = await save.mutateAsync({ id: undefined, input: valuesToInput(values) });
          flashStore.add({ message: t('timekeepers.created') });
          await navigate({ to: '/evidence/casomiry/$id', params: { id: String(id) } });
        }}
      />
    </section>
  );
}

/** Loads a company and shows what stands in the way. */
export function WithCompany({ id, children }: { id: number; children: (company: Company) => ReactNode }) {
  const company = useTimekeepingCompany(id);
  if (company.isPending) return <p>{t('ui.loading')}</p>;
  if (company.isError) {
    const code = company.error instanceof GraphQLRequestError ? company.error.code : undefined;
    if (code === 'NOT_FOUND') return <NotFoundPage />;
    if (code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return <Alert variant="danger">{company.error.message}</Alert>;
  }
  return children(company.data);
}

export function TimekeeperDetailPage({ id }: { id: number }) {
  return <WithCompany id={id}>{(company) => <TimekeeperDetail company={company} />}</WithCompany>;
}

function TimekeeperDetail({ company }: { company: Company }) {
  usePageTitle(company.name);
  const id = String(company.id);
  const facts: [string, ReactNode][] = [
    [t('timekeepers.field.ico'), company.ico ?? '—'],
    [t('timekeepers.field.contactPerson'), company.contactPerson ?? '—'],
    [t('timekeepers.field.email'), company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : '—'],
    [t('timekeepers.field.phone'), company.phone ?? '—'],
    [
      t('timekeepers.field.web'),
      company.web ? (
        <a href={company.web} rel="noopener noreferrer" target="_blank">
          {company.web}
        </a>
      ) : (
        '—'
      ),
    ],
    [t('timekeepers.events'), formatNumber(company.eventCount)],
    [t('timekeepers.accounts'), formatNumber(company.accountCount)],
    [t('timekeepers.field.note'), company.note ?? '—'],
  ];
  return (
    <section className="form-page">
      <Link to="/evidence/casomiry" className="back-link">
        {t('timekeepers.back')}
      </Link>
      <div className="page-heading">
        <h1>{company.name}</h1>
        <div className="actions">
          <Link to="/evidence/casomiry/$id/dokumentace" params={{ id }} className="button-secondary">
            {t('timekeepers.docsLink')}
          </Link>
          {company.access === 'WRITE' && (
            <Link to="/evidence/casomiry/$id/editace" params={{ id }} className="button">
              {t('timekeepers.edit')}
            </Link>
          )}
        </div>
      </div>
      <section className="card">
        <FactList facts={facts} />
      </section>
      <p>
        <Link to="/evidence/zavody" search={{ filter: undefined }}>
          {t('timekeepers.eventsLink')}
        </Link>
      </p>
    </section>
  );
}

export function TimekeeperEditPage({ id }: { id: number }) {
  return <WithCompany id={id}>{(company) => (company.access === 'WRITE' ? <TimekeeperEdit company={company} /> : <Restricted reason="forbidden" />)}</WithCompany>;
}

function TimekeeperEdit({ company }: { company: Company }) {
  usePageTitle(tf('timekeepers.editTitle', { name: company.name }));
  const save = useSaveTimekeepingCompany();
  const navigate = useNavigate();
  const detail = { to: '/evidence/casomiry/$id', params: { id: String(company.id) } } as const;
  const text = (value: string | null | undefined) => value ?? '';
  return (
    <section className="form-page">
      <Link {...detail} className="back-link">
        {tf('timekeepers.backTo', { name: company.name })}
      </Link>
      <h1>{tf('timekeepers.editTitle', { name: company.name })}</h1>
      <TimekeeperForm
        defaultValues={{
          name: company.name,
          ico: text(company.ico),
          email: text(company.email),
          phone: text(company.phone),
          web: text(company.web),
          contactPerson: text(company.contactPerson),
          note: text(company.note),
        }}
        submitLabel={t('timekeepers.save')}
        onSubmit={async (values) => {
          await save.mutateAsync({ id: company.id, input: valuesToInput(values) });
          flashStore.add({ message: t('timekeepers.saved') });
          await navigate(detail);
        }}
      />
    </section>
  );
}
