// The members grid's bulk actions in the selection toolbar: an Athlete role in a department for
// every selected member, and ending their memberships (asked first, with the last day). All or
// none: the server names the member that stops the request, and nothing is written then.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { NamedOptions } from '../../../components/ui/options';
import { pragueToday } from '../../../lib/evidence-season';
import { t, tf } from '../../../lib/i18n';
import { departmentsApi, getCodebookListQueryOptions } from '../../codebooks';
import { useAddAthleteRoles, useEndMemberships } from '../api/member-bulk';
import { answerErrorMessage } from '../member-answer';

const failed = (failure: unknown) => flashStore.add({ message: answerErrorMessage(failure), variant: 'danger', autoDismiss: false });

/** A department and the button giving the selected members an Athlete role in it. */
export function AthleteRolesBulkAction({ memberIds, onDone }: { memberIds: number[]; onDone: () => void }) {
  const id = useId();
  const departments = useQuery(getCodebookListQueryOptions(departmentsApi));
  const [departmentId, setDepartmentId] = useState('');
  const add = useAddAthleteRoles();
  const chosen = departmentId || String(departments.data?.[0]?.id ?? '');
  return (
    <span className="selection-field">
      <label htmlFor={id}>{t('membersGrid.bulk.athleteDepartment')}</label>
      <select id={id} value={chosen} onChange={(event) => setDepartmentId(event.target.value)}>
        <NamedOptions items={departments.data ?? []} />
      </select>
      <button
        type="button"
        className="button-secondary"
        disabled={add.isPending || !chosen}
        onClick={() =>
          add.mutate(
            { memberIds, departmentId: Number(chosen) },
            {
              onSuccess: (result) => {
                flashStore.add({ message: tf('membersGrid.bulk.athletesAdded', { added: result.added, already: result.alreadyAthletes }) });
                onDone();
              },
              onError: failed,
            },
          )
        }
      >
        {t('membersGrid.bulk.addAthletes')}
      </button>
    </span>
  );
}

function EndMembershipsForm({ memberIds, onDone }: { memberIds: number[]; onDone: () => void }) {
  const today = pragueToday();
  const [date, setDate] = useState(today);
  const end = useEndMemberships();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        end.mutate(
          { memberIds, validTo: date },
          {
            onSuccess: (count) => {
              modalStore.close();
              flashStore.add({ message: tf('membersGrid.bulk.ended', { count }) });
              onDone();
            },
            onError: failed,
          },
        );
      }}
    >
      <p>{tf('membersGrid.bulk.endText', { count: memberIds.length })}</p>
      <div className="field">
        <label htmlFor="end-memberships-date">{t('membersGrid.bulk.endDate')}</label>
        <input id="end-memberships-date" type="date" required max={today} value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('membersGrid.bulk.cancel')}
        </button>
        <button type="submit" className="button button-destructive" disabled={end.isPending || !date}>
          {t('membersGrid.bulk.endConfirm')}
        </button>
      </div>
    </form>
  );
}

/** The button asking for the last day, then ending the selected members' memberships. */
export function EndMembershipsBulkAction({ memberIds, onDone }: { memberIds: number[]; onDone: () => void }) {
  return (
    <button
      type="button"
      className="button-secondary"
      onClick={() => modalStore.open({ title: t('membersGrid.bulk.endTitle'), variant: 'danger', content: <EndMembershipsForm memberIds={memberIds} onDone={onDone} /> })}
    >
      {t('membersGrid.bulk.endMemberships')}
    </button>
  );
}
