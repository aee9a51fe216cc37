// The general-meeting export (Admin, Area, Section): members entitled to take part in the
// general meeting — adult on the meeting day, a club member that day, fee of the chosen
// evidence season paid.
import { useState } from 'react';
import { modalStore } from '../../../components/ui/modal-store';
import { NamedOptions } from '../../../components/ui/options';
import { t } from '../../../lib/i18n';
import { currentSeason, pragueToday } from '../../../lib/evidence-season';
import { useMemberEvidenceSeasons } from '../api/evidence-seasons';

/** The download URL of the export at `url` (from the server) for a season and a day. */
export function generalMeetingUrl(url: string, evidenceSeasonId: string, meetingDate: string): string {
  const query = new URLSearchParams({ evidenceSeasonId, meetingDate });
  return `${url}?${query.toString()}`;
}

function GeneralMeetingForm({ url }: { url: string }) {
  const seasons = useMemberEvidenceSeasons();
  const today = pragueToday();
  const [seasonId, setSeasonId] = useState('');
  const [date, setDate] = useState(today);
  if (seasons.isPending) return <p>{t('members.loading')}</p>;
  if (seasons.isError) return <p className="field-error">{seasons.error.message}</p>;
  const current = currentSeason(seasons.data, today) ?? seasons.data[0];
  const chosen = seasonId || String(current?.id ?? '');
  return (
    <>
      <p>{t('members.meeting.text')}</p>
      <div className="field">
        <label htmlFor="meeting-season">{t('members.meeting.season')}</label>
        <select id="meeting-season" value={chosen} onChange={(event) => setSeasonId(event.target.value)}>
          <NamedOptions items={seasons.data} />
        </select>
      </div>
      <div className="field">
        <label htmlFor="meeting-date">{t('members.meeting.date')}</label>
        <input id="meeting-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <div className="modal-actions">
        {chosen && date ? (
          <a className="button" href={generalMeetingUrl(url, chosen, date)} download onClick={() => modalStore.close()}>
            {t('members.meeting.download')}
          </a>
        ) : (
          <span className="hint">{t('members.meeting.choose')}</span>
        )}
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('members.close')}
        </button>
      </div>
    </>
  );
}

export function GeneralMeetingExport({ url }: { url: string }) {
  return (
    <button type="button" className="button-secondary" onClick={() => modalStore.open({ title: t('members.meeting.title'), content: <GeneralMeetingForm url={url} /> })}>
      {t('members.meeting.open')}
    </button>
  );
}
