// The in-place fix of a birth number problem (in the modal host): birth number, birth date and
// sex; the server checks that they agree and its refusals land on their fields.
import '../texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { modalStore } from '../../../components/ui/modal-store';
import type { BirthNumberProblemsQuery } from '../../../gql/graphql';
import { formatBirthNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useFixBirthNumber } from '../api/fix-birth-number';
import { type FixBirthNumberValues, fixBirthNumberSchema, fixInput, sexLabel } from '../cleanup-format';

export type BirthNumberProblem = BirthNumberProblemsQuery['birthNumberProblems']['nodes'][number];

const FIELDS = ['birthNumber', 'birthDate', 'sex'] as const;

export function FixBirthNumberForm({ problem }: { problem: BirthNumberProblem }) {
  const fix = useFixBirthNumber();
  const [formError, setFormError] = useState<string>();
  const form = useForm<FixBirthNumberValues>({
    resolver: zodResolver(fixBirthNumberSchema),
    defaultValues: { birthNumber: formatBirthNumber(problem.birthNumber), birthDate: String(problem.birthDate), sex: problem.sex },
  });
  const errors = form.formState.errors;
  const name = `${problem.firstName} ${problem.lastName}`;
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await fix.mutateAsync(fixInput(problem.memberId, values));
      modalStore.close();
      flashStore.add({ message: tf('cleanup.fix.done', { name }) });
    } catch (error) {
      const problems = serverProblems(error);
      for (const field of problems.fields) {
        const known = FIELDS.find((candidate) => candidate === field.field);
        if (known) form.setError(known, { type: 'server', message: field.message });
        else setFormError(field.message);
      }
      if (problems.message) setFormError(problems.message);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className="hint">{tf('cleanup.fix.reason', { reason: problem.reason })}</p>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <FormRow label={t('cleanup.fix.birthNumber')} error={errors.birthNumber?.message} hint={t('cleanup.fix.birthNumberHint')}>
        {(control) => <input {...control} inputMode="numeric" autoComplete="off" {...form.register('birthNumber')} />}
      </FormRow>
      <FormRow label={t('cleanup.fix.birthDate')} error={errors.birthDate?.message}>
        {(control) => <input {...control} type="date" {...form.register('birthDate')} />}
      </FormRow>
      <FormRow label={t('cleanup.fix.sex')} error={errors.sex?.message}>
        {(control) => (
          <select {...control} {...form.register('sex')}>
            <option value="MALE">{sexLabel('MALE')}</option>
            <option value="FEMALE">{sexLabel('FEMALE')}</option>
          </select>
        )}
      </FormRow>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('cleanup.fix.saving') : t('cleanup.fix.save')}
        </button>
      </div>
    </form>
  );
}
