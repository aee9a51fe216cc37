// "Nová žádost": the receiving club asks for a member of another club. The registration number
// finds the member (name, birth year, club); then the kind, the receiving club (a club manager's
// own, fixed), the department of that club, the effective date or the hosting's period and a
// note. The server's refusals show by their fields, the rest above the button.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import type { TransferKind } from '../../../gql/graphql';
import { pragueToday } from '../../../lib/evidence-season';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { messages } from '../../../lib/validation';
import { useRequestTransfer } from '../api/request-transfer';
import { useTransferCandidate } from '../api/transfer-candidate';
import type { TransferClub } from '../api/transfer-choices';
import { TRANSFER_KINDS } from '../transfer-search';
import { addDays, parseRegistrationNumber } from '../transfer-format';

type Field = 'registrationNumber' | 'toClubId' | 'departmentId' | 'validFrom' | 'validTo' | 'note';
type Errors = Partial<Record<Field, string>>;

/** The server's field names as the form's (the member is found by its number). */
const SERVER_FIELDS: Record<string, Field> = { memberId: 'registrationNumber', toClubId: 'toClubId', departmentId: 'departmentId', validFrom: 'validFrom', validTo: 'validTo', note: 'note' };

interface RequestFormProps {
  /** The clubs the asker may ask for (it writes to them). */
  clubs: readonly TransferClub[];
  onClose: () => void;
}

export function RequestForm({ clubs, onClose }: RequestFormProps) {
  const today = pragueToday();
  const [numberText, setNumberText] = useState('');
  const [lookedUp, setLookedUp] = useState<number>();
  const [kind, setKind] = useState<TransferKind>('TRANSFER');
  const onlyClub = clubs.length === 1 ? clubs[0] : undefined;
  const [clubId, setClubId] = useState(onlyClub ? String(onlyClub.id) : '');
  const [departmentId, setDepartmentId] = useState('');
  const [validFrom, setValidFrom] = useState(today);
  const [validTo, setValidTo] = useState(addDays(today, 180));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const candidate = useTransferCandidate(lookedUp);
  const requestTransfer = useRequestTransfer();

  const club = clubs.find((item) => String(item.id) === clubId);
  const departments = club?.departments ?? [];
  const chosenDepartment = departments.length === 1 ? String(departments[0]?.id) : departmentId;
  const notFound = candidate.isError && candidate.error instanceof GraphQLRequestError && candidate.error.code === 'NOT_FOUND';

  const lookUp = () => {
    const number = parseRegistrationNumber(numberText);
    setErrors((current) => ({ ...current, registrationNumber: number === undefined ? t('transfers.form.numberInvalid') : undefined }));
    setLookedUp(number);
  };

  const submit = async () => {
    const found = candidate.data;
    const missing: Errors = {};
    if (!found) missing.registrationNumber = lookedUp === undefined ? messages.required : t('transfers.form.notFound');
    if (!club) missing.toClubId = messages.required;
    if (!chosenDepartment) missing.departmentId = messages.required;
    if (!validFrom) missing.validFrom = messages.required;
    if (kind === 'HOSTING' && !validTo) missing.validTo = messages.required;
    setErrors(missing);
    setFormError(undefined);
    if (Object.keys(missing).length > 0 || !found || !club) return;
    try {
      const created = await requestTransfer.mutateAsync({
        kind,
        memberId: found.memberId,
        toClubId: club.id,
        departmentId: Number(chosenDepartment),
        validFrom,
        validTo: kind === 'HOSTING' ? validTo : null,
        note: note.trim(),
      });
      flashStore.add({ message: tf('transfers.form.done', { name: created.memberName, club: created.fromClubName }) });
      onClose();
    } catch (failure) {
      const problems = serverProblems(failure);
      const byField: Errors = {};
      const unplaced: string[] = [];
      for (const problem of problems.fields) {
        const field = SERVER_FIELDS[problem.field];
        if (field) byField[field] = problem.message;
        else unplaced.push(problem.message);
      }
      setErrors(byField);
      setFormError([problems.message, ...unplaced].filter(Boolean).join(' ') || undefined);
    }
  };

  return (
    <section className="card transfer-request" aria-labelledby="transfer-request-title">
      <h2 id="transfer-request-title">{t('transfers.form.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormRow label={t('transfers.form.registrationNumber')} error={errors.registrationNumber ?? (notFound ? t('transfers.form.notFound') : undefined)}>
          {(control) => (
            <div className="input-with-button">
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={numberText}
                onChange={(event) => setNumberText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    lookUp();
                  }
                }}
              />
              <button type="button" className="button-secondary" onClick={lookUp} disabled={candidate.isFetching}>
                {candidate.isFetching ? t('transfers.form.lookingUp') : t('transfers.form.lookUp')}
              </button>
            </div>
          )}
        </FormRow>
        {candidate.isError && !notFound && <Alert variant="danger">{candidate.error.message}</Alert>}
        {candidate.data && (
          <div className="transfer-candidate" aria-label={t('transfers.form.candidate')} role="group">
            <FactList
              facts={[
                [t('transfers.form.candidateName'), candidate.data.memberName],
                [t('transfers.form.candidateBirthYear'), String(candidate.data.birthYear)],
                [t('transfers.form.candidateClub'), candidate.data.clubName],
              ]}
            />
          </div>
        )}
        <fieldset className="field">
          <legend>{t('transfers.form.kind')}</legend>
          <div className="radio-row">
            {TRANSFER_KINDS.map((value) => (
              <label key={value}>
                <input type="radio" name="transfer-kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`transfers.kind.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormRow label={t('transfers.form.toClub')} error={errors.toClubId}>
          {(control) =>
            onlyClub ? (
              <input {...control} value={onlyClub.name} readOnly />
            ) : (
              <select
                {...control}
                value={clubId}
                onChange={(event) => {
                  setClubId(event.target.value);
                  setDepartmentId('');
                }}
              >
                <option value="">{t('transfers.form.chooseClub')}</option>
                {clubs
                  .filter((item) => item.id !== candidate.data?.clubId)
                  .map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
              </select>
            )
          }
        </FormRow>
        <FormRow label={t('transfers.form.department')} error={errors.departmentId}>
          {(control) => (
            <select {...control} value={chosenDepartment} disabled={!club} onChange={(event) => setDepartmentId(event.target.value)}>
              {departments.length !== 1 && <option value="">{t('transfers.form.chooseDepartment')}</option>}
              {departments.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.name}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <div className="form-row-pair">
          <FormRow label={kind === 'HOSTING' ? t('transfers.form.validFromHosting') : t('transfers.form.validFromTransfer')} error={errors.validFrom}>
            {(control) => <input {...control} type="date" min={today} value={validFrom} onChange={(event) => setValidFrom(event.target.value)} />}
          </FormRow>
          {kind === 'HOSTING' && (
            <FormRow label={t('transfers.form.validTo')} error={errors.validTo} hint={t('transfers.form.hostingHint')}>
              {(control) => <input {...control} type="date" min={validFrom || today} value={validTo} onChange={(event) => setValidTo(event.target.value)} />}
            </FormRow>
          )}
        </div>
        <FormRow label={t('transfers.form.note')} error={errors.note} optional>
          {(control) => <textarea {...control} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />}
        </FormRow>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormActions submitting={requestTransfer.isPending} submitLabel={t('transfers.form.submit')} sendingLabel={t('transfers.form.sending')}>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('transfers.form.cancel')}
          </button>
        </FormActions>
      </form>
    </section>
  );
}
