// /evidence/objednavky-a-platby/platba-za-cleny: a club's members of an evidence season with
// their fees; the payer picks the unpaid ones (filters, select all), sees the sum and makes the
// order, then lands on the order's page with the payment instructions.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { AgeGroup } from '../../../gql/graphql';
import { currentSeason, pragueToday } from '../../../lib/evidence-season';
import { formatHalere, formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCreateOrder } from '../api/create-order';
import { type OrderableMember, useOrderForm } from '../api/order-form';
import { usePaymentChoices } from '../api/payment-choices';
import { failureMessage } from '../components/note-form';
import { filterMembers, orderTotal } from '../payments-format';

const AGE_GROUPS: readonly AgeGroup[] = ['YOUTH', 'TEENAGERS', 'JUNIORS', 'ADULTS'];

export function MemberPaymentPage() {
  usePageTitle(t('payments.form.title'));
  const choices = usePaymentChoices();
  const [clubId, setClubId] = useState('');
  const [seasonId, setSeasonId] = useState('');
  if (choices.isPending) return <p>{t('payments.loading')}</p>;
  if (choices.isError) return <Alert variant="danger">{choices.error.message}</Alert>;
  const clubs = choices.data.clubs.nodes;
  const seasons = choices.data.evidenceSeasons;
  const onlyClub = clubs.length === 1 ? clubs[0] : undefined;
  const chosenClub = onlyClub?.id ?? (clubId ? Number(clubId) : undefined);
  const chosenSeason = seasonId ? Number(seasonId) : (currentSeason(seasons, pragueToday()) ?? seasons[0])?.id;
  return (
    <section className="member-payment">
      <Link to="/evidence/objednavky-a-platby" search={{ tab: undefined }} className="back-link">
        {t('payments.form.back')}
      </Link>
      <h1>{t('payments.form.title')}</h1>
      <p className="hint">{t('payments.form.intro')}</p>
      {clubs.length === 0 ? (
        <Alert variant="info">{t('payments.form.noClub')}</Alert>
      ) : (
        <>
          <Filters className="order-scope" label={t('payments.form.title')}>
            <label>
              {t('payments.club')}
              <select value={chosenClub === undefined ? '' : String(chosenClub)} disabled={onlyClub !== undefined} onChange={(event) => setClubId(event.target.value)}>
                {onlyClub === undefined && <option value="">{t('payments.form.chooseClub')}</option>}
                {clubs.map((club) => (
                  <option key={club.id} value={club.id}>
                    {club.name} ({club.code})
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('payments.season')}
              <select value={chosenSeason === undefined ? '' : String(chosenSeason)} onChange={(event) => setSeasonId(event.target.value)}>
                {seasons.map((season) => (
                  <option key={season.id} value={season.id}>
                    {season.name}
                  </option>
                ))}
              </select>
            </label>
          </Filters>
          {chosenClub !== undefined && chosenSeason !== undefined && (
            <OrderForm key={`${chosenClub}-${chosenSeason}`} clubId={chosenClub} seasonId={chosenSeason} departments={choices.data.departments} />
          )}
        </>
      )}
    </section>
  );
}

function OrderForm({ clubId, seasonId, departments }: { clubId: number; seasonId: number; departments: readonly { id: number; name: string }[] }) {
  const form = useOrderForm(clubId, seasonId);
  const create = useCreateOrder();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [athlete, setAthlete] = useState('');
  const [ageGroup, setAgeGroup] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string>();
  if (form.isPending) return <p>{t('payments.loading')}</p>;
  if (form.isError) return <Alert variant="danger">{form.error.message}</Alert>;
  const { fees, members } = form.data;
  const shown = filterMembers(members, {
    search,
    departmentId: departmentId ? Number(departmentId) : undefined,
    athlete: athlete === '' ? undefined : athlete === 'yes',
    ageGroup: (ageGroup || undefined) as AgeGroup | undefined,
  });
  const shownOpen = shown.filter((member) => member.orderable);
  const total = orderTotal(members, chosen);
  const allShownChosen = shownOpen.length > 0 && shownOpen.every((member) => chosen.has(member.memberId));
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setChosen(next);
    setError(undefined);
  };
  const usedDepartments = departments.filter((department) => members.some((member) => member.athleteDepartmentIds.includes(department.id)));

  return (
    <>
      <p className="hint">
        {tf('payments.form.schedule', {
          adult: formatHalere(fees.adultFee),
          child: formatHalere(fees.childFee),
          childAge: fees.childMaxAge,
          senior: formatHalere(fees.seniorFee),
          seniorAge: fees.seniorMinAge,
          basic: formatHalere(fees.basicFee),
        })}
      </p>
      <Filters>
        <SearchFilter label={t('payments.form.search')} placeholder={t('members.search.placeholder')} value={search} onChange={setSearch} />
        <SelectFilter
          label={t('payments.form.department')}
          value={departmentId}
          allLabel={t('payments.all')}
          options={usedDepartments.map((department) => ({ value: department.id, label: department.name }))}
          onChange={setDepartmentId}
        />
        <SelectFilter
          label={t('payments.form.athlete')}
          value={athlete}
          allLabel={t('payments.all')}
          options={[
            { value: 'yes', label: t('payments.form.athleteYes') },
            { value: 'no', label: t('payments.form.athleteNo') },
          ]}
          onChange={setAthlete}
        />
        <SelectFilter
          label={t('payments.form.ageGroup')}
          value={ageGroup}
          allLabel={t('payments.all')}
          options={AGE_GROUPS.map((value) => ({ value, label: t(`payments.ageGroup.${value}`) }))}
          onChange={setAgeGroup}
        />
      </Filters>
      {members.every((member) => !member.orderable) && <Alert variant="info">{t('payments.form.allPaid')}</Alert>}
      <div className="selection-toolbar order-select-all">
        <label>
          <input type="checkbox" checked={allShownChosen} disabled={shownOpen.length === 0} onChange={(event) => toggle(shownOpen.map((member) => member.memberId), event.target.checked)} />{' '}
          {t('payments.form.selectAll')}
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="hint">{t('payments.form.noMembers')}</p>
      ) : (
        <SimpleTable
          caption={t('payments.form.members')}
          scroll
          columns={[
            {},
            t('payments.form.name'),
            t('payments.form.registrationNumber'),
            t('payments.form.birthYear'),
            t('payments.form.feeKind'),
            { label: t('payments.form.fee'), numeric: true },
            t('payments.form.status'),
          ]}
        >
          {shown.map((member) => (
            <MemberRow key={member.memberId} member={member} chosen={chosen.has(member.memberId)} onToggle={(on) => toggle([member.memberId], on)} />
          ))}
        </SimpleTable>
      )}
      <div className="order-sum card" aria-live="polite">
        <p>
          <strong>{tf('payments.form.sum', { count: formatNumber(total.count), amount: formatHalere(total.amount) })}</strong>
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          className="button"
          disabled={create.isPending}
          onClick={() => {
            if (total.count === 0) {
              setError(t('payments.form.nothingChosen'));
              return;
            }
            create
              .mutateAsync({ clubId, evidenceSeasonId: seasonId, memberIds: total.ids })
              .then(async (uuid) => {
                flashStore.add({ message: t('payments.form.created') });
                await navigate({ to: '/evidence/objednavky-a-platby/$uuid', params: { uuid: String(uuid) } });
              })
              .catch((failure: unknown) => setError(failureMessage(failure)));
          }}
        >
          {create.isPending ? t('payments.form.creating') : t('payments.form.create')}
        </button>
      </div>
    </>
  );
}

function MemberRow({ member, chosen, onToggle }: { member: OrderableMember; chosen: boolean; onToggle: (on: boolean) => void }) {
  const name = `${member.lastName} ${member.firstName}`;
  const status = member.paidByClub
    ? tf('payments.form.paidBy', { club: member.paidByClub })
    : member.heldByOrder
      ? tf('payments.form.heldBy', { symbol: member.heldByOrder })
      : t('payments.form.unpaid');
  return (
    <tr className={member.orderable ? undefined : 'row-muted'}>
      <td>
        <input type="checkbox" checked={chosen && member.orderable} disabled={!member.orderable} aria-label={tf('payments.form.select', { name })} onChange={(event) => onToggle(event.target.checked)} />
      </td>
      <th scope="row">{name}</th>
      <td>{String(member.registrationNumber)}</td>
      <td>{String(member.birthYear)}</td>
      <td>{member.feeLabel}</td>
      <td className="number">{formatHalere(member.fee)}</td>
      <td>{status}</td>
    </tr>
  );
}
