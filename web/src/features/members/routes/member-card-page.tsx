// /evidence/clenove/{id}/karta: the member card — photo, name, registration number, club,
// validity and a QR code linking to the member's public profile. Prints on one card-sized page.
import { Link } from '@tanstack/react-router';
import { QrCode } from '../../../components/ui/qr-code';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { slug } from '../../../lib/slug';
import { memberPhotoUrl } from '../api/member';
import { useMemberSeasons } from '../components/member-seasons-tab';
import { currentSeason, pragueToday } from '../../../lib/evidence-season';
import { fullName, useMemberOrError } from './member-pages';
import { useMemberEvidenceSeasons } from '../api/evidence-seasons';
import { memberKeys } from '../api/keys';

/** What the card says of its validity: valid for the current evidence season when the member
 * is in a club and paid that season's fee. */
export function cardValidity({
  inClub,
  season,
  paid,
}: {
  inClub: boolean;
  season: { name: string; validTo: unknown } | undefined;
  paid: boolean;
}): string {
  if (!inClub) return t('members.card.invalidNoClub');
  if (!season) return t('members.card.invalidNoSeason');
  if (!paid) return tf('members.card.invalidUnpaid', { season: season.name });
  return tf('members.card.valid', { season: season.name, date: formatDate(String(season.validTo)) });
}

export function MemberCardPage({ id }: { id: number }) {
  const { member, failure } = useMemberOrError(id);
  const seasons = useMemberEvidenceSeasons();
  const memberSeasons = useMemberSeasons(id);
  const profileUrl = member ? `${window.location.origin}/clenove/${id}/${slug(`${member.firstName} ${member.lastName}`)}` : '';
  usePageTitle(member ? tf('members.card.pageTitle', { name: fullName(member) }) : undefined);
  if (failure || !member) return failure;
  const today = pragueToday();
  const season = currentSeason(seasons.data ?? [], today);
  const paid = Boolean(season && memberSeasons.data?.find((row) => row.evidenceSeasonId === season.id)?.feePaidOn);
  return (
    <section>
      <div className="page-heading no-print">
        <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(id), activeTab: 'informace-o-clenovi' }} className="back-link">
          {tf('members.backTo', { name: fullName(member) })}
        </Link>
        <div className="actions">
          <button type="button" className="button" onClick={() => window.print()}>
            {t('members.card.print')}
          </button>
        </div>
      </div>
      <h1 className="visually-hidden">{t('members.card.title')}</h1>
      <article className="member-card" aria-label={t('members.card.title')}>
        <header className="member-card-header">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          <span>{t('members.card.header')}</span>
        </header>
        <div className="member-card-body">
          <div className="member-card-photo">
            {member.hasPhoto ? (
              <img src={memberPhotoUrl(id)} alt={tf('members.photoAlt', { name: fullName(member) })} />
            ) : (
              <span className="hint">{t('members.card.noPhoto')}</span>
            )}
          </div>
          <dl className="member-card-facts">
            <dt>{t('members.card.name')}</dt>
            <dd className="member-card-name">{fullName(member)}</dd>
            <dt>{t('members.card.registrationNumber')}</dt>
            <dd>{String(member.registrationNumber)}</dd>
            <dt>{t('members.card.club')}</dt>
            <dd>{member.clubName ?? t('members.withoutClub')}</dd>
            <dt>{t('members.card.validity')}</dt>
            <dd>{cardValidity({ inClub: Boolean(member.clubId) && !member.archived, season, paid })}</dd>
          </dl>
          <div className="member-card-qr">
            <QrCode text={profileUrl} label={t('members.card.qr')} queryKey={memberKeys.cardQr(profileUrl)} />
          </div>
        </div>
      </article>
      <p className="hint no-print">{t('members.card.qrHint')}</p>
    </section>
  );
}
