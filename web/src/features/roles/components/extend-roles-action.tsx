// "Prodloužit platnost" over the selected holders (a course's graduates): the new end, a
// confirmation, then all of them at once or none; the server's refusal (a role without an end,
// an end not later than the current one) shows beside the date.
import { useId, useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { formatDate, plural } from '../../../lib/format';
import { fill, t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useExtendMemberRoles } from '../api/extend-member-roles';

interface ExtendRolesActionProps {
  roleIds: readonly number[];
  /** Called once the roles are extended (the selection is cleared). */
  onDone: () => void;
}

export function ExtendRolesAction({ roleIds, onDone }: ExtendRolesActionProps) {
  const [validTo, setValidTo] = useState('');
  const [error, setError] = useState<string>();
  const extend = useExtendMemberRoles();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = async () => {
    if (!validTo) {
      setError(t('roles.extend.required'));
      return;
    }
    const message = fill(
      plural(roleIds.length, {
        zero: t('roles.extend.confirm.zero'),
        one: t('roles.extend.confirm.one'),
        few: t('roles.extend.confirm.few'),
        many: t('roles.extend.confirm.many'),
      }),
      { date: formatDate(validTo) },
    );
    const accepted = await confirm({ title: t('roles.extend.title'), message, acceptLabel: t('roles.extend.submit') });
    if (!accepted) return;
    try {
      await extend.mutateAsync({ roleIds: [...roleIds], validTo });
      flashStore.add({ message: tf('roles.extend.done', { date: formatDate(validTo) }) });
      setValidTo('');
      setError(undefined);
      onDone();
    } catch (failure) {
      const problems = serverProblems(failure);
      setError(problems.fields[0]?.message ?? problems.message ?? t('ui.error'));
    }
  };

  return (
    <form
      className="selection-field extend-roles"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId}>{t('roles.extend.label')}</label>
      <input
        id={inputId}
        type="date"
        value={validTo}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValidTo(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="button" disabled={extend.isPending}>
        {t('roles.extend.submit')}
      </button>
      {error && (
        <p className="field-error extend-roles-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
