// "Přidat člena": staff put a member into the center by its registration number, as an athlete
// or a coach, from a day to a day of the center's season (both optional: the rest of the
// season). The server's refusals show at their fields (an unknown number, a place that overlaps
// another, a day outside the season); the rest above the button.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import type { PersonRoleKind } from '../../../gql/graphql';
import { pragueToday } from '../../../lib/evidence-season';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';
import { useAddSportCenterMember } from '../api/add-sport-center-member';
import { countDay, formatDateInText, parseRegistrationNumber } from '../sport-center-format';

type Field = 'registrationNumber' | 'role' | 'validFrom' | 'validTo';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly string[] = ['registrationNumber', 'role', 'validFrom', 'validTo'] satisfies readonly Field[];
const ROLES = ['ATHLETE', 'COACH'] as const satisfies readonly PersonRoleKind[];

interface AddMemberFormProps {
  sportCenterId: number;
  /** The center's season: the dates' bounds. */
  season: { validFrom: string; validTo: string };
  onClose: () => void;
}

export function AddMemberForm({ sportCenterId, season, onClose }: AddMemberFormProps) {
  const [numberText, setNumberText] = useState('');
  const [role, setRole] = useState<PersonRoleKind>('ATHLETE');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const addMember = useAddSportCenterMember();

  const submit = async () => {
    const registrationNumber = parseRegistrationNumber(numberText);
    if (registrationNumber === undefined) {
      setErrors({ registrationNumber: numberText.trim() === '' ? messages.required : t('sportCenters.form.numberInvalid') });
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      const added = await addMember.mutateAsync({
        sportCenterId,
        registrationNumber,
        role,
        validFrom: validFrom === '' ? null : validFrom,
        validTo: validTo === '' ? null : validTo,
      });
      flashStore.add({ message: tf('sportCenters.form.done', { name: `${added.firstName} ${added.lastName}`, role: added.roleLabel.toLowerCase() }) });
      setNumberText('');
      setValidFrom('');
      setValidTo('');
    } catch (failure) {
      const problems = serverProblems(failure);
      const byField: Errors = {};
      const unplaced: string[] = [];
      for (const problem of problems.fields) {
        if (FIELDS.includes(problem.field)) byField[problem.field as Field] = problem.message;
        else unplaced.push(problem.message);
      }
      setErrors(byField);
      setFormError([problems.message, ...unplaced].filter(Boolean).join(' ') || undefined);
    }
  };

  return (
    <section className="card center-member-form" aria-labelledby="center-member-form-title">
      <h2 id="center-member-form-title">{t('sportCenters.form.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormRow label={t('sportCenters.form.registrationNumber')} error={errors.registrationNumber}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={numberText}
              onChange={(event) => {
                setNumberText(event.target.value);
                setErrors((current) => ({ ...current, registrationNumber: undefined }));
              }}
            />
          )}
        </FormRow>
        <fieldset className="field">
          <legend>{t('sportCenters.form.role')}</legend>
          <div className="radio-row">
            {ROLES.map((value) => (
              <label key={value}>
                <input type="radio" name="center-member-role" value={value} checked={role === value} onChange={() => setRole(value)} /> {t(`sportCenters.role.${value}`)}
              </label>
            ))}
          </div>
          {errors.role && <p className="field-error">{errors.role}</p>}
        </fieldset>
        <div className="form-row-pair">
          <FormRow label={t('sportCenters.form.validFrom')} error={errors.validFrom} optional hint={tf('sportCenters.form.validFromHint', { from: formatDateInText(countDay(season, pragueToday())) })}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={season.validFrom}
                max={season.validTo}
                value={validFrom}
                onChange={(event) => {
                  setValidFrom(event.target.value);
                  setErrors((current) => ({ ...current, validFrom: undefined }));
                }}
              />
            )}
          </FormRow>
          <FormRow label={t('sportCenters.form.validTo')} error={errors.validTo} optional hint={tf('sportCenters.form.validToHint', { to: formatDateInText(season.validTo) })}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={validFrom || season.validFrom}
                max={season.validTo}
                value={validTo}
                onChange={(event) => {
                  setValidTo(event.target.value);
                  setErrors((current) => ({ ...current, validTo: undefined }));
                }}
              />
            )}
          </FormRow>
        </div>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormActions submitting={addMember.isPending} submitLabel={t('sportCenters.form.submit')} sendingLabel={t('sportCenters.form.sending')}>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('sportCenters.form.cancel')}
          </button>
        </FormActions>
      </form>
    </section>
  );
}
