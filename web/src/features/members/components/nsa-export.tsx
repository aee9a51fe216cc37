// The NSA register export of the members list: the download (column version) and a check of
// the rows the register would refuse.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { modalStore } from '../../../components/ui/modal-store';
import { ChoiceOptions } from '../../../components/ui/options';
import { SimpleTable } from '../../../components/ui/simple-table';
import { graphql } from '../../../gql';
import { formatNumber } from '../../../lib/format';
import { request } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { memberKeys } from '../api/keys';

export const MembersNsaCheckDocument = graphql(`
  query MembersNsaCheck {
    membersNsaCheck { total refused { memberId registrationNumber fullName problems } }
  }
`);

const VERSIONS = [
  { value: 'V3', label: t('members.nsa.versionV3') },
  { value: 'V2b', label: t('members.nsa.versionV2b') },
  { value: 'V2', label: t('members.nsa.versionV2') },
  { value: 'V1', label: t('members.nsa.versionV1') },
];

function NsaCheckReport() {
  const check = useQuery({
    queryKey: memberKeys.nsaCheck(),
    queryFn: () => request(MembersNsaCheckDocument).then((data) => data.membersNsaCheck),
  });
  if (check.isPending) return <p>{t('members.loading')}</p>;
  if (check.isError) return <p className="field-error">{check.error.message}</p>;
  const { total, refused } = check.data;
  return (
    <>
      <p>{tf('members.nsa.summary', { total: formatNumber(total), refused: formatNumber(refused.length) })}</p>
      {refused.length > 0 && (
        <SimpleTable
          caption={t('members.nsa.refusedCaption')}
          columns={[t('members.nsa.registrationNumber'), t('members.nsa.member'), t('members.nsa.problems')]}
        >
          {refused.map((row) => (
            <tr key={row.memberId}>
              <td>{String(row.registrationNumber)}</td>
              <td>{row.fullName}</td>
              <td>{row.problems.join(', ')}</td>
            </tr>
          ))}
        </SimpleTable>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => modalStore.close()}>
          {t('members.close')}
        </button>
      </div>
    </>
  );
}

/** Download and check for Admin and Team (with personal data access). */
export function NsaExport({ url }: { url: string }) {
  const [version, setVersion] = useState('V3');
  return (
    <div className="nsa-export">
      <label>
        <span className="visually-hidden">{t('members.nsa.version')}</span>
        <select value={version} onChange={(event) => setVersion(event.target.value)}>
          <ChoiceOptions choices={VERSIONS} />
        </select>
      </label>
      <a className="button-secondary" href={`${url}?version=${version}`} download>
        {t('members.nsa.download')}
      </a>
      <button
        type="button"
        className="button-secondary"
        onClick={() => modalStore.open({ title: t('members.nsa.checkTitle'), content: <NsaCheckReport />, variant: 'wide' })}
      >
        {t('members.nsa.check')}
      </button>
    </div>
  );
}
