// nova-udalost, editace-udalosti and editace-zavodu: the event form and the races form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { Restricted } from '../../auth';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRacingCodebooks } from '../api/form-options';
import { useCreateRacingEvent, useLoadDefaultCategories, useUpdateRaces, useUpdateRacingEvent } from '../api/racing-event';
import { EventForm } from '../components/event-form';
import { EventHeader } from '../components/event-header';
import {
  EMPTY_EVENT,
  type RacesFormValues,
  eventToValues,
  racesSchema,
  racesToValues,
  valuesToEventInput,
  valuesToRaceInputs,
} from '../components/event-schema';
import { RacesEditor } from '../components/races-editor';
import { applyServerProblems } from '../components/server-errors';
import { type EventDetail, WithEvent } from '../components/with-event';

/** /evidence/zavody/nova-udalost */
export function EventNewPage() {
  usePageTitle(t('racing.new.title'));
  const create = useCreateRacingEvent();
  const navigate = useNavigate();
  return (
    <section className="form-page form-page-wide">
      <Link to="/evidence/zavody" search={{ filter: undefined }} className="back-link">
        {t('racing.backToList')}
      </Link>
      <h1>{t('racing.new.title')}</h1>
      <p className="page-intro">{t('racing.new.intro')}</p>
      <EventForm
        defaultValues={EMPTY_EVENT}
        withRaces
        submitLabel={t('racing.new.submit')}
        onSubmit={async (values) => {
          const id = await create.mutateAsync({ input: valuesToEventInput(values), races: valuesToRaceInputs(values.races) });
          // Races without categories are completed where the season's defaults can be loaded.
          const complete = values.races.length > 0 && values.races.every((race) => race.categories.length > 0);
          flashStore.add({ message: complete ? t('racing.new.saved') : t('racing.new.savedAddCategories') });
          if (complete) await navigate({ to: '/evidence/zavody/$id/$activeTab', params: { id: String(id), activeTab: 'informace' } });
          else await navigate({ to: '/evidence/zavody/$id/editace-zavodu', params: { id: String(id) } });
        }}
      />
    </section>
  );
}

/** /evidence/zavody/{id}/editace-udalosti */
export function EventEditPage({ id }: { id: number }) {
  return <WithEvent id={id}>{(detail) => (detail.event.actions.canEdit ? <EventEdit detail={detail} /> : <Restricted reason="forbidden" />)}</WithEvent>;
}

function EventEdit({ detail }: { detail: EventDetail }) {
  const title = tf('racing.edit.title', { name: detail.event.name });
  usePageTitle(title);
  const update = useUpdateRacingEvent();
  const navigate = useNavigate();
  const info = { to: '/evidence/zavody/$id/$activeTab', params: { id: String(detail.event.id), activeTab: 'informace' } } as const;
  return (
    <section className="form-page form-page-wide">
      <EventHeader event={detail.event} title={t('racing.edit.heading')} />
      <EventForm
        defaultValues={eventToValues(detail)}
        withRaces={false}
        submitLabel={t('racing.edit.submit')}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: detail.event.id, input: valuesToEventInput(values) });
          flashStore.add({ message: t('racing.edit.saved') });
          await navigate(info);
        }}
      />
    </section>
  );
}

/** /evidence/zavody/{id}/editace-zavodu */
export function RacesEditPage({ id }: { id: number }) {
  return <WithEvent id={id}>{(detail) => (detail.event.actions.canEdit ? <RacesEdit detail={detail} /> : <Restricted reason="forbidden" />)}</WithEvent>;
}

function RacesEdit({ detail }: { detail: EventDetail }) {
  usePageTitle(tf('racing.races.editTitle', { name: detail.event.name }));
  const codebooks = useRacingCodebooks();
  const update = useUpdateRaces();
  const defaults = useLoadDefaultCategories();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RacesFormValues>({ defaultValues: { races: racesToValues(detail) }, resolver: zodResolver(racesSchema) });
  const event = detail.event;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({ racingEventId: event.id, races: valuesToRaceInputs(values.races) });
      flashStore.add({ message: t('racing.races.saved') });
      await navigate({ to: '/evidence/zavody/$id/$activeTab', params: { id: String(event.id), activeTab: 'informace' } });
    } catch (error) {
      setFormError(applyServerProblems(form, error, ['races']));
    }
  });

  const loadDefaults = async () => {
    setFormError(undefined);
    try {
      const categories = await defaults.mutateAsync(event.id);
      if (categories.length === 0) setFormError(t('racing.categories.noDefaults'));
      return categories.map((category) => ({
        id: '',
        name: category.name,
        birthYearFrom: String(category.birthYearFrom),
        birthYearTo: String(category.birthYearTo),
        genderGroup: category.genderGroup,
      }));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('ui.error'));
      throw error;
    }
  };

  if (codebooks.isPending) return <p>{t('ui.loading')}</p>;
  if (codebooks.isError) return <Alert variant="danger">{codebooks.error.message}</Alert>;
  return (
    <section className="form-page form-page-wide">
      <EventHeader event={event} title={t('racing.races.editHeading')} />
      <p className="page-intro">{t('racing.races.intro')}</p>
      <FormProvider {...form}>
        <form className="card event-form" onSubmit={(submitEvent) => void submit(submitEvent)} noValidate>
          {formError && <Alert variant="danger">{formError}</Alert>}
          <RacesEditor
            codebooks={codebooks.data}
            departmentId={String(event.departmentId)}
            defaultDate={event.dateFrom}
            loadDefaults={loadDefaults}
            loadingDefaults={defaults.isPending}
          />
          <FormActions submitting={form.formState.isSubmitting} submitLabel={t('racing.races.submit')} sendingLabel={t('racing.form.saving')} />
        </form>
      </FormProvider>
    </section>
  );
}
