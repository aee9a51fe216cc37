// The general-meeting export (Admin, Area, Section): members entitled to take part in the
// general meeting — adult on the meeting day, a club member that day, fee of the chosen
// evidence season paid.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { modalStore } from '../../../components/ui/modal-store';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';

const MeetingSeasonsDocument = graphql(`
  query MeetingSeasons {
    evidenceSeasons { id name validFrom validTo }
  }
`);

/** The download URL of the export for `role`. */
export function generalMeetingUrl(role: string, evidenceSeasonId: string, meetingDate: string): string {
  const query = new URLSearchParams({ evidenceSeasonId, meetingDate });
  return `/api/${role}/export/members-general-meeting-csv?${query.toString()}`;
}

function GeneralMeetingForm({ role }: { role: string }) {
  const seasons = useQuery({ queryKey: ['evidenceSeasons', 'meeting'], queryFn: () => request(MeetingSeasonsDocument).then((data) => data.evidenceSeasons) });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
  const [seasonId, setSeasonId] = useState('');
  const [date, setDate] = useState(today);
  if (seasons.isPending) return <p>Načítám...</p>;
  if (seasons.isError) return <p className="field-error">{seasons.error.message}</p>;
  const current = seasons.data.find((season) => String(season.validFrom) <= today && today <= String(season.validTo)) ?? seasons.data[0];
  const chosen = seasonId || String(current?.id ?? '');
  return (
    <>
      <p>Seznam obsahuje členy, kterým je v den valné hromady alespoň 18 let, jsou v ten den členy klubu a mají zaplacený příspěvek na zvolenou evidenční sezónu.</p>
      <div className="field">
        <label htmlFor="meeting-season">Evidenční sezóna</label>
        <select id="meeting-season" value={chosen} onChange={(event) => setSeasonId(event.target.value)}>
          {seasons.data.map((season) => (
            <option key={season.id} value={season.id}>
              {season.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="meeting-date">Datum valné hromady</label>
        <input id="meeting-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <div className="modal-actions">
        {chosen && date ? (
          <a className="button" href={generalMeetingUrl(role, chosen, date)} download onClick={() => modalStore.close()}>
            Stáhnout seznam
          </a>
        ) : (
          <span className="hint">Vyberte sezónu a datum.</span>
        )}
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          Zavřít
        </button>
      </div>
    </>
  );
}

export function GeneralMeetingExport({ role }: { role: string }) {
  return (
    <button type="button" className="button-secondary" onClick={() => modalStore.open({ title: 'Export pro valnou hromadu', content: <GeneralMeetingForm role={role} /> })}>
      Export pro valnou hromadu
    </button>
  );
}
