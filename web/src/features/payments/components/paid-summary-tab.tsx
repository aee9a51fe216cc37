// Tab prehled: how many fees of a season were paid, and how much, by a day (31 December of the
// season's year by default: the state's funding counts that day), per club and in all.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { SimpleTable } from '../../../components/ui/simple-table';
import { currentSeason, pragueToday } from '../../../lib/evidence-season';
import { formatDate, formatHalere, formatNumber, plural } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePaidSummary } from '../api/paid-summary';
import { usePaymentChoices } from '../api/payment-choices';

export function PaidSummaryTab() {
  const choices = usePaymentChoices();
  const [seasonId, setSeasonId] = useState('');
  const [paidBy, setPaidBy] = useState('');
  const seasons = choices.data?.evidenceSeasons ?? [];
  const chosen = seasonId ? Number(seasonId) : (currentSeason(seasons, pragueToday()) ?? seasons[0])?.id;
  const summary = usePaidSummary(chosen, paidBy || undefined);
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className="visually-hidden">
        {t('payments.tab.summary')}
      </h2>
      <p className="hint">{t('payments.summary.intro')}</p>
      <Filters>
        <SelectFilter
          label={t('payments.season')}
          value={chosen === undefined ? '' : String(chosen)}
          allLabel={t('payments.none')}
          options={seasons.map((season) => ({ value: season.id, label: season.name }))}
          onChange={(value) => {
            setSeasonId(value);
            setPaidBy('');
          }}
        />
        <label>
          {t('payments.summary.paidBy')}
          <input type="date" value={paidBy || String(summary.data?.paidBy ?? '')} onChange={(event) => setPaidBy(event.target.value)} />
        </label>
      </Filters>
      {summary.isError && <Alert variant="danger">{summary.error.message}</Alert>}
      {summary.data && (
        <>
          <p className="summary-total">
            <strong>
              {tf('payments.summary.total', {
                date: formatDate(String(summary.data.paidBy)),
                count: plural(summary.data.memberCount, {
                  zero: t('payments.summary.members.zero'),
                  one: t('payments.summary.members.one'),
                  few: t('payments.summary.members.few'),
                  many: t('payments.summary.members.many'),
                }),
                amount: formatHalere(summary.data.amount),
              })}
            </strong>
          </p>
          <SimpleTable
            caption={t('payments.summary.caption')}
            columns={[t('payments.summary.code'), t('payments.summary.club'), { label: t('payments.summary.members'), numeric: true }, { label: t('payments.summary.amount'), numeric: true }]}
            footer={
              <tr>
                <th scope="row" colSpan={2}>
                  {t('payments.summary.sum')}
                </th>
                <td className="number">{formatNumber(summary.data.memberCount)}</td>
                <td className="number">{formatHalere(summary.data.amount)}</td>
              </tr>
            }
          >
            {summary.data.clubs.map((club) => (
              <tr key={club.clubId}>
                <td>{club.clubCode}</td>
                <td>{club.clubName}</td>
                <td className="number">{formatNumber(club.memberCount)}</td>
                <td className="number">{formatHalere(club.amount)}</td>
              </tr>
            ))}
          </SimpleTable>
        </>
      )}
    </section>
  );
}
