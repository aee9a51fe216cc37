// /evidence/zavody-k-publikaci: the section decides which proposed events the public calendar
// shows (awaiting a decision first), and deals with offers and requests of events.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { NamedOptions, ValueOptions } from '../../../components/ui/options';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { EventCategory, EventPublicationStatus, RacingEventSuggestionKind, RacingEventsForPublicationQuery } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { messages } from '../../../lib/validation';
import { useMe } from '../../auth';
import { useOrganiserClubs, useRacingCodebooks } from '../api/form-options';
import { useSetRacingEventPublication } from '../api/racing-event';
import { useEventsForPublication } from '../api/racing-events';
import { useAcceptSuggestion, useRejectSuggestion, useSuggestRacingEvent, useSuggestions } from '../api/suggestions';
import { DateChangeBadge, StateBadge } from '../components/event-parts';
import { EVENT_CATEGORIES } from '../components/event-schema';
import { applyServerProblems } from '../components/server-errors';
import { formatDateRange } from '../../../lib/format';
import { publicationOrder } from '../event-format';

type Row = RacingEventsForPublicationQuery['racingEventsForPublication']['nodes'][number];


export function PublicationPage() {
  usePageTitle(t('racing.publication.pageTitle'));
  const me = useMe();
  return (
    <section className="publication-page">
      <div className="page-heading">
        <h1>{t('racing.publication.pageTitle')}</h1>
        <Link to="/evidence/zavody" search={{ filter: undefined }} className="button-secondary">
          {t('racing.backToList')}
        </Link>
      </div>
      {me.data?.actions.canPublishEvents && <PublicationList />}
      {me.data?.actions.canSuggestEvents && <Suggestions />}
    </section>
  );
}

function PublicationList() {
  const grid = usePagedGrid({ perPage: 50 });
  const list = useEventsForPublication({ filter: {}, ...grid.request });
  const publication = useSetRacingEventPublication();
  const [problem, setProblem] = useState<string>();
  const set = async (row: Row, status: EventPublicationStatus) => {
    setProblem(undefined);
    if (status === 'CANCELED') {
      const accepted = await confirm({
        title: t('racing.publication.cancelTitle'),
        message: tf('racing.publication.cancelQuestion', { name: row.name }),
        acceptLabel: t('racing.publication.cancelAccept'),
        variant: 'danger',
      });
      if (!accepted) return;
    }
    try {
      await publication.mutateAsync({ id: row.id, status });
      flashStore.add({ message: tf(`racing.publication.doneOf.${status}`, { name: row.name }) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  const rows = publicationOrder(list.data?.nodes ?? []);
  const total = list.data?.totalCount ?? 0;
  return (
    <section className="card" aria-labelledby="publication-list-title">
      <h2 id="publication-list-title">{t('racing.publication.listTitle')}</h2>
      <p className="hint">{t('racing.publication.listHint')}</p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      {list.isPending && <p>{t('ui.loading')}</p>}
      {list.isError && <Alert variant="danger">{list.error.message}</Alert>}
      {list.data && rows.length === 0 && <p className="hint">{t('racing.publication.empty')}</p>}
      {rows.length > 0 && (
        <SimpleTable
          className="publication-table"
          caption={t('racing.publication.listTitle')}
          columns={[
            t('racing.column.date'),
            t('racing.column.name'),
            t('racing.column.organiser'),
            t('racing.column.state'),
            t('racing.publication.calendar'),
            t('racing.actions'),
          ]}
          scroll
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="nowrap">{formatDateRange(row.dateFrom, row.dateTo)}</td>
              <td>
                <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(row.id), activeTab: 'informace' }}>
                  {row.name}
                </Link>
                <div className="hint">
                  {[row.place, row.departmentName, row.categoryLabel].filter(Boolean).join(' · ')}
                </div>
              </td>
              <td>{row.organiser}</td>
              <td>
                <StateBadge state={row.state} label={row.stateLabel} />
              </td>
              <td>
                <span className={row.publicationStatus === 'PUBLISHED' ? 'badge badge-approved' : row.publicationStatus === 'CANCELED' ? 'badge badge-rejected' : 'badge badge-pending'}>
                  {row.publicationStatus === 'HIDDEN' && !row.publishedAt
                    ? t('racing.publication.awaiting')
                    : t(`racing.publication.status.${row.publicationStatus ?? 'NONE'}`)}
                </span>{' '}
                {!(row.publicationStatus === 'CANCELED' && row.dateChange === 'CANCELED') && <DateChangeBadge event={row} />}
              </td>
              <td>
                {row.actions.canPublish && (
                  <div className="actions compact-actions">
                    {(['PUBLISHED', 'HIDDEN', 'CANCELED'] as const)
                      .filter((status) => status !== row.publicationStatus)
                      .map((status) => (
                        <button
                          key={status}
                          type="button"
                          className={status === 'PUBLISHED' ? 'button' : status === 'CANCELED' ? 'button-danger' : 'button-secondary'}
                          disabled={publication.isPending}
                          aria-label={`${t(`racing.publication.action.${status}`)}: ${row.name}`}
                          onClick={() => void set(row, status)}
                        >
                          {t(`racing.publication.action.${status}`)}
                        </button>
                      ))}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
      {total > grid.perPage && <PagerNav {...grid.request} totalCount={total} onPageChange={grid.setPage} />}
      {total > 0 && <p className="hint">{tf('ui.grid.total', { count: formatNumber(total) })}</p>}
    </section>
  );
}

function Suggestions() {
  const suggestions = useSuggestions();
  const accept = useAcceptSuggestion();
  const reject = useRejectSuggestion();
  const clubs = useOrganiserClubs();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const [clubOf, setClubOf] = useState<Record<number, string>>({});

  const onAccept = async (id: number, kind: RacingEventSuggestionKind) => {
    setProblem(undefined);
    const clubId = kind === 'REQUEST' ? (clubOf[id] ?? (clubs.data?.length === 1 ? String(clubs.data[0]?.id) : '')) : '';
    try {
      const eventId = await accept.mutateAsync({ id, clubId: clubId === '' ? null : Number(clubId) });
      flashStore.add({ message: t('racing.suggestions.accepted') });
      await navigate({ to: '/evidence/zavody/$id/editace-udalosti', params: { id: String(eventId) } });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  const onReject = async (id: number, name: string) => {
    const accepted = await confirm({
      title: t('racing.suggestions.rejectTitle'),
      message: tf('racing.suggestions.rejectQuestion', { name }),
      acceptLabel: t('racing.suggestions.reject'),
      variant: 'danger',
    });
    if (!accepted) return;
    setProblem(undefined);
    try {
      await reject.mutateAsync(id);
      flashStore.add({ message: t('racing.suggestions.rejected') });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };

  return (
    <section className="card suggestions" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{t('racing.suggestions.title')}</h2>
      <p className="hint">{t('racing.suggestions.hint')}</p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      {suggestions.isPending && <p>{t('ui.loading')}</p>}
      {suggestions.isError && <Alert variant="danger">{suggestions.error.message}</Alert>}
      {suggestions.data && suggestions.data.length === 0 && <p className="hint">{t('racing.suggestions.empty')}</p>}
      {suggestions.data && suggestions.data.length > 0 && (
        <ul className="suggestion-list">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.id} className="suggestion">
              <div>
                <span className={suggestion.kind === 'OFFER' ? 'badge badge-pending' : 'badge'}>{t(`racing.suggestions.kind.${suggestion.kind}`)}</span>{' '}
                <strong>{suggestion.name}</strong>{' '}
                <span className={suggestion.state === 'OPEN' ? 'badge' : suggestion.state === 'ACCEPTED' ? 'badge badge-approved' : 'badge badge-rejected'}>
                  {t(`racing.suggestions.state.${suggestion.state}`)}
                </span>
              </div>
              <div className="hint">
                {[
                  formatDateRange(suggestion.dateFrom, suggestion.dateTo),
                  suggestion.place,
                  suggestion.departmentName,
                  t(`racing.category.${suggestion.category}`),
                  suggestion.clubName,
                  tf('racing.suggestions.created', { date: formatDate(suggestion.createdAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
              {suggestion.note && <p className="suggestion-note">{suggestion.note}</p>}
              {suggestion.racingEventId && (
                <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(suggestion.racingEventId), activeTab: 'informace' }}>
                  {t('racing.suggestions.showEvent')}
                </Link>
              )}
              {suggestion.state === 'OPEN' && (
                <div className="actions">
                  {suggestion.kind === 'REQUEST' && clubs.data && clubs.data.length > 1 && (
                    <label className="inline-label">
                      {t('racing.suggestions.organiserClub')}{' '}
                      <select value={clubOf[suggestion.id] ?? ''} onChange={(e) => setClubOf({ ...clubOf, [suggestion.id]: e.target.value })}>
                        <option value="">{t('racing.choose')}</option>
                        <NamedOptions items={clubs.data} />
                      </select>
                    </label>
                  )}
                  <button type="button" className="button" disabled={accept.isPending} onClick={() => void onAccept(suggestion.id, suggestion.kind)}>
                    {suggestion.kind === 'OFFER' ? t('racing.suggestions.acceptOffer') : t('racing.suggestions.acceptRequest')}
                  </button>
                  <button type="button" className="button-danger" disabled={reject.isPending} onClick={() => void onReject(suggestion.id, suggestion.name)}>
                    {t('racing.suggestions.reject')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <SuggestionForm />
    </section>
  );
}

const suggestionSchema = z
  .object({
    kind: z.string(),
    departmentId: z.string().min(1, messages.required),
    clubId: z.string(),
    name: z.string().trim().min(1, messages.required),
    place: z.string(),
    dateFrom: z.string().min(1, messages.required),
    dateTo: z.string().min(1, messages.required),
    category: z.string().min(1, messages.required),
    note: z.string(),
  })
  .superRefine((values, context) => {
    if (values.dateFrom && values.dateTo && values.dateTo < values.dateFrom) {
      context.addIssue({ code: 'custom', path: ['dateTo'], message: messages.dateRange });
    }
  });

type SuggestionValues = z.infer<typeof suggestionSchema>;

/** A club offers to organise an event; a section asks for an organiser. */
function SuggestionForm() {
  const me = useMe();
  const codebooks = useRacingCodebooks();
  const clubs = useOrganiserClubs();
  const suggest = useSuggestRacingEvent();
  const [formError, setFormError] = useState<string>();
  const isClub = me.data?.activeIdentity.identityType === 'TEAM';
  const empty: SuggestionValues = {
    kind: isClub ? 'OFFER' : 'REQUEST',
    departmentId: '',
    clubId: '',
    name: '',
    place: '',
    dateFrom: '',
    dateTo: '',
    category: 'B',
    note: '',
  };
  const form = useForm<SuggestionValues>({ defaultValues: empty, resolver: zodResolver(suggestionSchema) });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const kind = watch('kind');

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const onlyClub = clubs.data?.length === 1 ? clubs.data[0]?.id : undefined;
    try {
      await suggest.mutateAsync({
        kind: values.kind as RacingEventSuggestionKind,
        departmentId: Number(values.departmentId),
        clubId: values.kind === 'OFFER' ? (values.clubId !== '' ? Number(values.clubId) : (onlyClub ?? null)) : null,
        name: values.name.trim(),
        place: values.place.trim() === '' ? null : values.place.trim(),
        dateFrom: values.dateFrom,
        dateTo: values.dateTo,
        category: values.category as EventCategory,
        note: values.note.trim() === '' ? null : values.note.trim(),
      });
      flashStore.add({ message: t(`racing.suggestions.sent.${values.kind as RacingEventSuggestionKind}`) });
      form.reset(empty);
    } catch (error) {
      setFormError(applyServerProblems(form, error, Object.keys(empty)));
    }
  });

  return (
    <form className="suggestion-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{t('racing.suggestions.formTitle')}</h3>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <div className="field-grid">
        <FormRow label={t('racing.suggestions.kindLabel')}>
          {(control) => (
            <select {...control} {...register('kind')}>
              <option value="OFFER">{t('racing.suggestions.kind.OFFER')}</option>
              <option value="REQUEST">{t('racing.suggestions.kind.REQUEST')}</option>
            </select>
          )}
        </FormRow>
        <FormRow label={t('racing.form.department')} error={errors.departmentId?.message}>
          {(control) => (
            <select {...control} {...register('departmentId')}>
              <option value="">{t('racing.choose')}</option>
              <NamedOptions items={codebooks.data?.departments} />
            </select>
          )}
        </FormRow>
        {kind === 'OFFER' && clubs.data && clubs.data.length > 1 && (
          <FormRow label={t('racing.suggestions.offeringClub')} error={errors.clubId?.message}>
            {(control) => (
              <select {...control} {...register('clubId')}>
                <option value="">{t('racing.choose')}</option>
                <NamedOptions items={clubs.data} />
              </select>
            )}
          </FormRow>
        )}
        <FormRow label={t('racing.form.category')} error={errors.category?.message}>
          {(control) => (
            <select {...control} {...register('category')}>
              <ValueOptions values={EVENT_CATEGORIES} label={(category) => t(`racing.category.${category}`)} />
            </select>
          )}
        </FormRow>
      </div>
      <div className="field-grid">
        <FormRow label={t('racing.form.name')} error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} />}
        </FormRow>
        <FormRow label={t('racing.form.place')} error={errors.place?.message} optional>
          {(control) => <input {...control} {...register('place')} />}
        </FormRow>
        <FormRow label={t('racing.form.dateFrom')} error={errors.dateFrom?.message}>
          {(control) => <input {...control} type="date" {...register('dateFrom')} />}
        </FormRow>
        <FormRow label={t('racing.form.dateTo')} error={errors.dateTo?.message}>
          {(control) => <input {...control} type="date" {...register('dateTo')} />}
        </FormRow>
      </div>
      <FormRow label={t('racing.suggestions.note')} error={errors.note?.message} optional>
        {(control) => <textarea {...control} rows={3} {...register('note')} />}
      </FormRow>
      <FormActions submitting={formState.isSubmitting} submitLabel={t('racing.suggestions.submit')} />
    </form>
  );
}
