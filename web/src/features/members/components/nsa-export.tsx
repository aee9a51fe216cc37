// The NSA register export of the members list: the download (column version) and a check of
// the rows the register would refuse.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { modalStore } from '../../../components/ui/modal-store';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

export const MembersNsaCheckDocument = graphql(`
  query MembersNsaCheck {
    membersNsaCheck { total refused { memberId registrationNumber fullName problems } }
  }
`);

const VERSIONS = [
  { value: 'V3', label: 'V3 (2025, výchozí)' },
  { value: 'V2b', label: 'V2b' },
  { value: 'V2', label: 'V2 (2021–2024)' },
  { value: 'V1', label: 'V1 (2019–2020)' },
];

function NsaCheckReport() {
  const check = useQuery({
    queryKey: ['members', 'nsaCheck', {}],
    queryFn: () => request(MembersNsaCheckDocument).then((data) => data.membersNsaCheck),
  });
  if (check.isPending) return <p>Načítám...</p>;
  if (check.isError) return <p className="field-error">{check.error.message}</p>;
  const { total, refused } = check.data;
  return (
    <>
      <p>
        Export obsahuje {total} členů; rejstřík by odmítl {refused.length} z nich.
      </p>
      {refused.length > 0 && (
        <table className="simple-table">
          <caption className="visually-hidden">Členové, které by rejstřík odmítl</caption>
          <thead>
            <tr>
              <th scope="col">Reg. číslo</th>
              <th scope="col">Člen</th>
              <th scope="col">Co chybí</th>
            </tr>
          </thead>
          <tbody>
            {refused.map((row) => (
              <tr key={row.memberId}>
                <td>{row.registrationNumber}</td>
                <td>{row.fullName}</td>
                <td>{row.problems.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => modalStore.close()}>
          Zavřít
        </button>
      </div>
    </>
  );
}

/** Download and check for Admin and Team (with personal data access). */
export function NsaExport({ role }: { role: 'admin' | 'team' }) {
  const [version, setVersion] = useState('V3');
  return (
    <div className="nsa-export">
      <label>
        <span className="visually-hidden">Verze formátu NSA</span>
        <select value={version} onChange={(event) => setVersion(event.target.value)}>
          {VERSIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <a className="button-secondary" href={`/api/${role}/export/members-nsa-csv?version=${version}`} download>
        Export pro rejstřík NSA
      </a>
      <button
        type="button"
        className="button-secondary"
        onClick={() => modalStore.open({ title: 'Kontrola exportu pro rejstřík NSA', content: <NsaCheckReport />, variant: 'wide' })}
      >
        Kontrola pro NSA
      </button>
    </div>
  );
}
