// Tab sazebnik: the fees of every evidence season (everybody reads them; Admin edits a season's
// schedule in a dialog, amounts typed in crowns and stored in haléře).
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import { crownsInput, formatHalere, parseCrowns } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { type FeeScheduleRow, useFeeSchedules, useSaveFeeSchedule } from '../api/fee-schedules';
import { failureMessage } from './note-form';

export function FeeScheduleTab() {
  const schedules = useFeeSchedules();
  if (schedules.isPending) return <p>{t('payments.loading')}</p>;
  if (schedules.isError) return <Alert variant="danger">{schedules.error.message}</Alert>;
  const editable = schedules.data.some((row) => row.canEdit);
  return (
    <section aria-labelledby="fees-title">
      <h2 id="fees-title" className="visually-hidden">
        {t('payments.tab.fees')}
      </h2>
      <p className="hint">{t('payments.fees.intro')}</p>
      <SimpleTable
        caption={t('payments.fees.caption')}
        scroll
        columns={[
          t('payments.fees.season'),
          { label: t('payments.fees.adult'), numeric: true },
          { label: t('payments.fees.child'), numeric: true },
          { label: t('payments.fees.senior'), numeric: true },
          { label: t('payments.fees.basic'), numeric: true },
          editable && {},
        ]}
      >
        {schedules.data.map((row) => (
          <tr key={row.evidenceSeasonId}>
            <th scope="row">
              {row.seasonName}
              {!row.defined && <span className="hint"> ({t('payments.fees.notDefined')})</span>}
            </th>
            <td className="number">{formatHalere(row.adultFee)}</td>
            <td className="number">
              {formatHalere(row.childFee)} <span className="hint">{tf('payments.fees.childUpTo', { age: row.childMaxAge })}</span>
            </td>
            <td className="number">
              {formatHalere(row.seniorFee)} <span className="hint">{tf('payments.fees.seniorFrom', { age: row.seniorMinAge })}</span>
            </td>
            <td className="number">{formatHalere(row.basicFee)}</td>
            {editable && (
              <td>
                {row.canEdit && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => modalStore.open({ title: tf('payments.fees.editTitle', { season: row.seasonName }), content: <FeeScheduleForm schedule={row} /> })}
                  >
                    {t('payments.fees.edit')}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </SimpleTable>
      {schedules.data.some((row) => !row.defined) && <p className="hint">{t('payments.fees.notDefinedHint')}</p>}
    </section>
  );
}

const AMOUNTS = [
  ['adultFee', 'payments.fees.adult'],
  ['childFee', 'payments.fees.child'],
  ['seniorFee', 'payments.fees.senior'],
  ['basicFee', 'payments.fees.basic'],
] as const;
const AGES = [
  ['childMaxAge', 'payments.fees.childMaxAge'],
  ['seniorMinAge', 'payments.fees.seniorMinAge'],
] as const;

type FieldName = (typeof AMOUNTS)[number][0] | (typeof AGES)[number][0];

function FeeScheduleForm({ schedule }: { schedule: FeeScheduleRow }) {
  const save = useSaveFeeSchedule();
  const [values, setValues] = useState<Record<FieldName, string>>({
    adultFee: crownsInput(schedule.adultFee),
    childFee: crownsInput(schedule.childFee),
    seniorFee: crownsInput(schedule.seniorFee),
    basicFee: crownsInput(schedule.basicFee),
    childMaxAge: String(schedule.childMaxAge),
    seniorMinAge: String(schedule.seniorMinAge),
  });
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string>();

  const field = (name: FieldName, label: string, numeric: 'decimal' | 'numeric') => (
    <div className="field" key={name}>
      <label htmlFor={`fee-${name}`}>{label}</label>
      <input
        id={`fee-${name}`}
        inputMode={numeric}
        value={values[name]}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `fee-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {problems[name] && (
        <p className="field-error" id={`fee-${name}-error`}>
          {problems[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: Partial<Record<FieldName, string>> = {};
        const amounts = Object.fromEntries(AMOUNTS.map(([name]) => [name, parseCrowns(values[name])])) as Record<(typeof AMOUNTS)[number][0], number | undefined>;
        for (const [name] of AMOUNTS) if (amounts[name] === undefined) found[name] = t('payments.fees.badAmount');
        for (const [name] of AGES) if (!/^\d{1,3}$/.test(values[name].trim())) found[name] = t('payments.fees.badAge');
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        save
          .mutateAsync({
            evidenceSeasonId: schedule.evidenceSeasonId,
            adultFee: amounts.adultFee ?? 0,
            childFee: amounts.childFee ?? 0,
            seniorFee: amounts.seniorFee ?? 0,
            basicFee: amounts.basicFee ?? 0,
            childMaxAge: Number(values.childMaxAge),
            seniorMinAge: Number(values.seniorMinAge),
          })
          .then(() => {
            modalStore.close();
            flashStore.add({ message: tf('payments.fees.saved', { season: schedule.seasonName }) });
          })
          .catch((failure: unknown) => setError(failureMessage(failure)));
      }}
    >
      <div className="form-grid">
        {AMOUNTS.map(([name, label]) => field(name, tf('payments.fees.crowns', { label: t(label) }), 'decimal'))}
        {AGES.map(([name, label]) => field(name, t(label), 'numeric'))}
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <FormActions submitting={save.isPending} submitLabel={t('payments.fees.save')} sendingLabel={t('payments.fees.saving')}>
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
      </FormActions>
    </form>
  );
}
