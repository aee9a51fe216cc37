// The event form (nova-udalost, editace-udalosti): react-hook-form with the zod schema of
// event-schema; on creation it holds the races too. Errors of the server land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { CountryOptions } from '../../../components/ui/country-options';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { NamedOptions, ValueOptions } from '../../../components/ui/options';
import { t } from '../../../lib/i18n';
import { useEventTimekeepers, useOrganiserClubs, useRacingCodebooks } from '../api/form-options';
import { EVENT_CATEGORIES, EVENT_KINDS, type EventFormValues, ORGANISER_KINDS, eventSchema } from './event-schema';
import { RacesEditor } from './races-editor';
import { applyServerProblems } from './server-errors';

interface EventFormProps {
  defaultValues: EventFormValues;
  /** On creation the races are part of the form. */
  withRaces: boolean;
  submitLabel: string;
  onSubmit: (values: EventFormValues) => Promise<unknown>;
}

const FIELDS = Object.keys(eventSchema.shape);

export function EventForm({ defaultValues, withRaces, submitLabel, onSubmit }: EventFormProps) {
  const codebooks = useRacingCodebooks();
  const clubs = useOrganiserClubs();
  const timekeepers = useEventTimekeepers();
  const [formError, setFormError] = useState<string>();
  const form = useForm<EventFormValues>({ defaultValues, resolver: zodResolver(eventSchema) });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const organiserKind = watch('organiserKind');
  const departmentId = watch('departmentId');
  const dateFrom = watch('dateFrom');

  // A club organises its own events: its one club is the organiser.
  const onlyClub = clubs.data?.length === 1 ? clubs.data[0] : undefined;
  useEffect(() => {
    if (onlyClub && form.getValues('organiserClubId') === '') setValue('organiserClubId', String(onlyClub.id));
  }, [onlyClub, form, setValue]);

  // A race starts on the event's first day unless it says otherwise.
  useEffect(() => {
    if (!withRaces || dateFrom === '') return;
    form.getValues('races').forEach((race, index) => {
      if (race.raceDate === '') setValue(`races.${index}.raceDate`, dateFrom);
    });
  }, [dateFrom, withRaces, form, setValue]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyServerProblems(form, error, FIELDS));
    }
  });

  if (codebooks.isPending) return <p>{t('ui.loading')}</p>;
  if (codebooks.isError) return <Alert variant="danger">{codebooks.error.message}</Alert>;

  const text = (name: keyof EventFormValues, label: string, options: { optional?: boolean; hint?: string; type?: string } = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional ?? false} {...(options.hint ? { hint: options.hint } : {})}>
      {(control) => <input {...control} type={options.type ?? 'text'} {...register(name)} />}
    </FormRow>
  );

  return (
    <FormProvider {...form}>
      <form className="card event-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && <Alert variant="danger">{formError}</Alert>}
        {Object.keys(errors).length > 0 && !formError && <Alert variant="danger">{t('racing.form.fixErrors')}</Alert>}
        <fieldset>
          <legend>{t('racing.form.event')}</legend>
          <div className="field-grid">
            <FormRow label={t('racing.form.kind')} error={errors.kind?.message}>
              {(control) => (
                <select {...control} {...register('kind')}>
                  <ValueOptions values={EVENT_KINDS} label={(kind) => t(`racing.kind.${kind}`)} />
                </select>
              )}
            </FormRow>
            <FormRow label={t('racing.form.department')} error={errors.departmentId?.message}>
              {(control) => (
                <select {...control} {...register('departmentId')}>
                  <option value="">{t('racing.choose')}</option>
                  <NamedOptions items={codebooks.data.departments} />
                </select>
              )}
            </FormRow>
            <FormRow label={t('racing.form.category')} error={errors.category?.message}>
              {(control) => (
                <select {...control} {...register('category')}>
                  <ValueOptions values={EVENT_CATEGORIES} label={(category) => t(`racing.category.${category}`)} />
                </select>
              )}
            </FormRow>
          </div>
          {text('name', t('racing.form.name'))}
        </fieldset>

        <fieldset>
          <legend>{t('racing.form.organiser')}</legend>
          <div className="field-grid">
            <FormRow label={t('racing.form.organiserKind')} error={errors.organiserKind?.message}>
              {(control) => (
                <select {...control} {...register('organiserKind')}>
                  <ValueOptions values={ORGANISER_KINDS} label={(kind) => t(`racing.organiserKind.${kind}`)} />
                </select>
              )}
            </FormRow>
            {organiserKind === 'CLUB' && (
              <FormRow label={t('racing.form.organiserClub')} error={errors.organiserClubId?.message}>
                {(control) => (
                  <select {...control} {...register('organiserClubId')}>
                    {!onlyClub && <option value="">{t('racing.choose')}</option>}
                    <NamedOptions items={clubs.data} />
                  </select>
                )}
              </FormRow>
            )}
            {organiserKind === 'OTHER' && text('organiserName', t('racing.form.organiserName'))}
            {timekeepers.data && (
              <FormRow label={t('racing.form.timekeeper')} error={errors.timekeepingCompanyId?.message} optional>
                {(control) => (
                  <select {...control} {...register('timekeepingCompanyId')}>
                    <option value="">{t('racing.none')}</option>
                    <NamedOptions items={timekeepers.data} />
                  </select>
                )}
              </FormRow>
            )}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('racing.form.whenWhere')}</legend>
          <div className="field-grid">
            {text('dateFrom', t('racing.form.dateFrom'), { type: 'date' })}
            {text('dateTo', t('racing.form.dateTo'), { type: 'date' })}
            {text('registrationDeadline', t('racing.form.deadline'), { type: 'datetime-local', optional: true, hint: t('racing.form.deadlineHint') })}
          </div>
          <div className="field-grid">
            {text('place', t('racing.form.place'))}
            <FormRow label={t('racing.form.region')} error={errors.regionId?.message} optional hint={t('racing.form.regionHint')}>
              {(control) => (
                <select {...control} {...register('regionId')}>
                  <option value="">{t('racing.form.regionOfClub')}</option>
                  <NamedOptions items={codebooks.data.regions} />
                </select>
              )}
            </FormRow>
            <FormRow label={t('racing.form.country')} error={errors.country?.message}>
              {(control) => (
                <select {...control} {...register('country')}>
                  <CountryOptions />
                </select>
              )}
            </FormRow>
          </div>
          <div className="field-grid">
            {text('latitude', t('racing.form.latitude'), { optional: true, hint: t('racing.form.latitudeHint') })}
            {text('longitude', t('racing.form.longitude'), { optional: true, hint: t('racing.form.longitudeHint') })}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('racing.form.contacts')}</legend>
          <div className="field-grid">
            {text('contactEmail', t('racing.form.contactEmail'), { optional: true, type: 'email' })}
            {text('contactPhone', t('racing.form.contactPhone'), { optional: true, type: 'tel' })}
            {text('web', t('racing.form.web'), { optional: true, hint: t('racing.form.webHint') })}
          </div>
          <FormRow label={t('racing.form.description')} error={errors.description?.message} optional>
            {(control) => <textarea {...control} rows={4} {...register('description')} />}
          </FormRow>
        </fieldset>

        {withRaces && (
          <fieldset>
            <legend>{t('racing.races.title')}</legend>
            <p className="hint">{t('racing.form.racesHint')}</p>
            <RacesEditor codebooks={codebooks.data} departmentId={departmentId} defaultDate={dateFrom} />
          </fieldset>
        )}

        <FormActions submitting={formState.isSubmitting} submitLabel={submitLabel} sendingLabel={t('racing.form.saving')} />
      </form>
    </FormProvider>
  );
}
