// One result race on the page correcting them: its status and rows, its details as a form
// (name, the event's race, day, place, discipline, category, gender, birth years) saved on
// its own with the server's problems under their fields, and deleting a draft or cancelled
// race (a wrong file) after a question.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { ValueOptions } from '../../../components/ui/options';
import type { ResultsEventQuery } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useDeleteResultRace } from '../api/delete-result-race';
import { useUpdateResultRace } from '../api/update-result-race';
import {
  RACE_DETAILS_FIELDS,
  RESULT_GENDER_GROUPS,
  type RaceDetailsValues,
  eventRaceLabel,
  raceDetailsInput,
  raceDetailsSchema,
  raceDetailsValues,
} from '../result-race-details';
import { DISCIPLINE_CODES, rowsCountText } from '../results-format';
import { RaceStatusBadge } from './race-status-badge';
import type { ResultRaceOfEvent } from './result-races-table';

type EventRace = ResultsEventQuery['racingEvent']['races'][number];

interface ResultRaceFormProps {
  race: ResultRaceOfEvent;
  /** The event's races the result race may belong to. */
  eventRaces: readonly EventRace[];
}

export function ResultRaceForm({ race, eventRaces }: ResultRaceFormProps) {
  const update = useUpdateResultRace();
  const remove = useDeleteResultRace();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RaceDetailsValues>({ defaultValues: raceDetailsValues(race), resolver: zodResolver(raceDetailsSchema) });
  const { register, formState } = form;
  const errors = formState.errors;
  const headingId = useId();
  const disciplinesId = useId();
  const ids = { id: String(race.racingEventId), resultRaceId: String(race.id) };

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync({ id: race.id, input: raceDetailsInput(values) });
      form.reset(raceDetailsValues(saved));
      flashStore.add({ message: tf('results.edit.saved', { name: saved.name }) });
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      for (const problem of problems.fields) {
        if ((RACE_DETAILS_FIELDS as readonly string[]).includes(problem.field)) {
          form.setError(problem.field as Path<RaceDetailsValues>, { type: 'server', message: problem.message });
        } else rest.push(problem.message);
      }
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
    }
  });

  const onDelete = async () => {
    const accepted = await confirm({
      title: t('results.edit.deleteTitle'),
      message: tf('results.edit.deleteQuestion', { name: race.name, rows: rowsCountText(race.rowCount) }),
      acceptLabel: t('results.edit.delete'),
      variant: 'danger',
    });
    if (!accepted) return;
    setFormError(undefined);
    try {
      await remove.mutateAsync(race.id);
      flashStore.add({ message: tf('results.edit.deleted', { name: race.name }) });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('ui.error'));
    }
  };

  // Only the name is required (the intro says so): the other fields go unmarked.
  const text = (name: keyof RaceDetailsValues, label: string, options: { list?: string } = {}) => (
    <FormRow label={label} error={errors[name]?.message}>
      {(control) => <input {...control} type="text" list={options.list} {...register(name)} />}
    </FormRow>
  );
  const year = (name: 'birthYearFrom' | 'birthYearTo', label: string) => (
    <FormRow label={label} error={errors[name]?.message}>
      {(control) => <input {...control} type="text" inputMode="numeric" maxLength={4} className="year-input" {...register(name)} />}
    </FormRow>
  );

  return (
    <form className="card result-race-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <div className="result-race-form-head">
        <h2 id={headingId}>{race.name}</h2>
        <p className="hint">
          <RaceStatusBadge status={race.status} label={race.statusLabel} /> · {rowsCountText(race.rowCount)} ·{' '}
          <Link to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/$activeTab" params={{ ...ids, activeTab: 'vysledkova-listina' }}>
            {t('results.edit.openList')}
          </Link>
        </p>
      </div>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <div className="field-grid">
        {text('name', t('results.edit.name'))}
        <FormRow label={t('results.edit.race')} error={errors.raceId?.message}>
          {(control) => (
            <select {...control} {...register('raceId')}>
              <option value="">{t('results.edit.noRace')}</option>
              {eventRaces.map((eventRace) => (
                <option key={eventRace.id} value={String(eventRace.id)}>
                  {eventRaceLabel(eventRace)}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={t('results.edit.date')} error={errors.raceDate?.message}>
          {(control) => <input {...control} type="date" {...register('raceDate')} />}
        </FormRow>
        {text('place', t('results.edit.place'))}
        {text('discipline', t('results.edit.discipline'), { list: disciplinesId })}
        {text('category', t('results.edit.category'))}
        <FormRow label={t('results.edit.gender')} error={errors.genderGroup?.message}>
          {(control) => (
            <select {...control} {...register('genderGroup')}>
              <option value="">{t('results.edit.noGender')}</option>
              <ValueOptions values={RESULT_GENDER_GROUPS} label={(group) => t(`racing.gender.${group}`)} />
            </select>
          )}
        </FormRow>
        <div className="year-pair">
          {year('birthYearFrom', t('results.edit.birthYearFrom'))}
          {year('birthYearTo', t('results.edit.birthYearTo'))}
        </div>
      </div>
      <datalist id={disciplinesId}>
        <ValueOptions values={DISCIPLINE_CODES} label={(code) => t(`results.discipline.${code}`)} />
      </datalist>
      <div className="form-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting} aria-label={tf('results.edit.saveOf', { name: race.name })}>
          {formState.isSubmitting ? t('results.edit.saving') : t('results.edit.save')}
        </button>
        {race.canDelete && (
          <button
            type="button"
            className="button-danger"
            disabled={remove.isPending}
            aria-label={tf('results.edit.deleteOf', { name: race.name })}
            onClick={() => void onDelete()}
          >
            {t('results.edit.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
