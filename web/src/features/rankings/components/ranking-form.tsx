// A ranking's rule as a form, new or changed: name, rule, the best results counted, the
// discipline and the FIS race categories. The server's refusals land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import { ValueOptions } from '../../../components/ui/options';
import type { RankingInput } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { RANKING_FORM_FIELDS, RANKING_RULES, type RankingFormValues, rankingFormSchema, rankingInput } from '../ranking-form';

interface RankingFormProps {
  title: string;
  initial: RankingFormValues;
  submitLabel: string;
  /** Saves the input; a refusal is thrown (a GraphQL error with its fields). */
  onSave: (input: RankingInput) => Promise<unknown>;
  onCancel: () => void;
}

export function RankingForm({ title, initial, submitLabel, onSave, onCancel }: RankingFormProps) {
  const headingId = useId();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RankingFormValues>({ defaultValues: initial, resolver: zodResolver(rankingFormSchema) });
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(rankingInput(values));
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      for (const problem of problems.fields) {
        const field = RANKING_FORM_FIELDS.find((candidate) => candidate === problem.field);
        if (field) form.setError(field, { type: 'server', message: problem.message });
        else rest.push(problem.message);
      }
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
    }
  });

  return (
    <form className="card ranking-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>{title}</h2>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <div className="field-grid">
        <FormRow label={t('rankings.form.name')} error={errors.name?.message}>
          {(control) => <input {...control} type="text" maxLength={100} {...register('name')} />}
        </FormRow>
        <FormRow label={t('rankings.form.rule')} error={errors.rule?.message}>
          {(control) => (
            <select {...control} {...register('rule')}>
              <ValueOptions values={RANKING_RULES} label={(rule) => t(`rankings.form.rule.${rule}`)} />
            </select>
          )}
        </FormRow>
        <FormRow label={t('rankings.form.bestResults')} optional hint={t('rankings.form.bestResultsHint')} error={errors.bestResults?.message}>
          {(control) => <input {...control} type="text" inputMode="numeric" maxLength={3} {...register('bestResults')} />}
        </FormRow>
        <FormRow label={t('rankings.form.discipline')} optional hint={t('rankings.form.disciplineHint')} error={errors.discipline?.message}>
          {(control) => <input {...control} type="text" maxLength={30} {...register('discipline')} />}
        </FormRow>
        <FormRow label={t('rankings.form.raceCategories')} optional hint={t('rankings.form.raceCategoriesHint')} error={errors.raceCategories?.message}>
          {(control) => <input {...control} type="text" {...register('raceCategories')} />}
        </FormRow>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('rankings.form.saving') : submitLabel}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('rankings.form.cancel')}
        </button>
      </div>
    </form>
  );
}
