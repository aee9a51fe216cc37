// /pobocny-spolek-zakladniho-lyzovani: the public application to found a basic-skiing branch
// association. The chair confirms it from the e-mail (/v-poradku) before the federation sees it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { NamedOptions } from '../../../components/ui/options';
import { richText } from '../../../components/ui/rich-text';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { serverProblems } from '../../../lib/server-problems';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { getRegionsQueryOptions } from '../../regions';
import { useBranchConsent } from '../api/branch-consent';
import { useSubmitBranchRequest } from '../api/submit-branch-request';
import { type BranchValues, EMPTY_BRANCH, MAX_ACTIVITIES_CHARS, branchInput, branchSchema, formField } from '../components/branch-schema';

type TextField = Exclude<keyof BranchValues, 'departmentIds' | 'consent'>;

interface TextOptions {
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  hint?: string;
  numeric?: boolean;
  autoComplete?: string;
}

export function BranchApplicationPage() {
  const navigate = useNavigate();
  const submitRequest = useSubmitBranchRequest();
  const consent = useBranchConsent();
  const regions = useQuery(getRegionsQueryOptions());
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const [formError, setFormError] = useState<string>();
  usePageTitle(t('branches.title'));
  const form = useForm<BranchValues>({ resolver: zodResolver(branchSchema), defaultValues: EMPTY_BRANCH });
  const errors = form.formState.errors;

  const text = (name: TextField, label: string, options: TextOptions = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          inputMode={options.numeric ? 'numeric' : undefined}
          autoComplete={options.autoComplete}
          {...form.register(name)}
        />
      )}
    </FormRow>
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (!consent.data) {
      setFormError(t('branches.form.consentUnavailable'));
      return;
    }
    try {
      const email = await submitRequest.mutateAsync(branchInput(values, consent.data.version));
      await navigate({ to: '/pobocny-spolek-zakladniho-lyzovani/zadost-odeslana', search: { email } });
    } catch (error) {
      const problems = serverProblems(error);
      const elsewhere: string[] = [];
      let focus = true;
      for (const problem of problems.fields) {
        const field = formField(problem.field);
        if (field === undefined) {
          elsewhere.push(problem.message);
          continue;
        }
        form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: focus });
        focus = false;
      }
      if (problems.message !== undefined) elsewhere.push(problems.message);
      if (elsewhere.length > 0) setFormError(elsewhere.join('\n'));
    }
  });

  const departmentsError = errors.departmentIds?.message;
  const consentError = errors.consent?.message;

  return (
    <section className="form-page">
      <h1>{t('branches.title')}</h1>
      <p>{t('branches.intro.what')}</p>
      <p>{richText(t('branches.intro.name'), { example: <strong>„{t('branches.intro.example')}“</strong> })}</p>
      <h2>{t('branches.intro.stepsTitle')}</h2>
      <ol>
        <li>{t('branches.intro.step1')}</li>
        <li>{t('branches.intro.step2')}</li>
        <li>{t('branches.intro.step3')}</li>
        <li>{t('branches.intro.step4')}</li>
      </ol>
      <form className="card club-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend>{t('branches.form.branch')}</legend>
          {text('name', t('branches.form.name'), { hint: t('branches.form.nameHint'), autoComplete: 'organization' })}
          {text('ico', t('branches.form.ico'), { optional: true, hint: t('branches.form.icoHint'), numeric: true })}
        </fieldset>
        <fieldset aria-describedby={departmentsError ? 'branch-departments-error' : undefined}>
          <legend>{t('branches.form.departments')}</legend>
          <div className="checkbox-grid">
            {departments.data?.map((department) => (
              <label key={department.id}>
                <input type="checkbox" value={String(department.id)} {...form.register('departmentIds')} /> {department.name}
              </label>
            ))}
          </div>
          {departmentsError && (
            <p className="field-error" id="branch-departments-error">
              {departmentsError}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('branches.form.seat')}</legend>
          {text('street', t('branches.form.street'))}
          {text('municipality', t('branches.form.municipality'))}
          {text('postcode', t('branches.form.postcode'), { numeric: true })}
          <FormRow label={t('branches.form.region')} error={errors.regionId?.message}>
            {(control) => (
              <select {...control} {...form.register('regionId')}>
                <option value="">{t('branches.choose')}</option>
                <NamedOptions items={regions.data} />
              </select>
            )}
          </FormRow>
        </fieldset>
        <fieldset>
          <legend>{t('branches.form.contacts')}</legend>
          {text('email', t('branches.form.email'), { type: 'email' })}
          {text('phone', t('branches.form.phone'), { type: 'tel' })}
          {text('web', t('branches.form.web'), { optional: true })}
        </fieldset>
        <fieldset>
          <legend>{t('branches.form.chair')}</legend>
          <p className="hint">{t('branches.form.chairIntro')}</p>
          {text('chairFirstName', t('branches.form.chairFirstName'), { autoComplete: 'given-name' })}
          {text('chairLastName', t('branches.form.chairLastName'), { autoComplete: 'family-name' })}
          {text('chairEmail', t('branches.form.chairEmail'), { type: 'email', hint: t('branches.form.chairEmailHint'), autoComplete: 'email' })}
          {text('chairPhone', t('branches.form.chairPhone'), { type: 'tel', autoComplete: 'tel' })}
        </fieldset>
        <fieldset>
          <legend>{t('branches.form.activity')}</legend>
          {text('expectedMembers', t('branches.form.expectedMembers'), { numeric: true })}
          {text('instructorCount', t('branches.form.instructorCount'), { numeric: true, hint: t('branches.form.instructorCountHint') })}
          <FormRow label={t('branches.form.activities')} error={errors.activities?.message} hint={t('branches.form.activitiesHint')}>
            {(control) => <textarea {...control} rows={5} maxLength={MAX_ACTIVITIES_CHARS} {...form.register('activities')} />}
          </FormRow>
        </fieldset>
        <fieldset>
          <legend>{t('branches.form.consent')}</legend>
          {consent.isError ? (
            <Alert variant="danger">{t('branches.form.consentUnavailable')}</Alert>
          ) : (
            <p id="branch-consent-text">{consent.data?.text ?? t('branches.loading')}</p>
          )}
          <div className="field field-checkbox">
            <label>
              <input
                type="checkbox"
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? 'branch-consent-text branch-consent-error' : 'branch-consent-text'}
                {...form.register('consent')}
              />
              {t('branches.form.consentCheck')}
            </label>
            {consentError && (
              <p className="field-error" id="branch-consent-error">
                {consentError}
              </p>
            )}
          </div>
        </fieldset>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormActions submitting={form.formState.isSubmitting} submitLabel={t('branches.form.submit')} sendingLabel={t('branches.form.sending')} />
      </form>
    </section>
  );
}
