// /evidence/clenove/{id}/karta: the member card — photo, name, registration number, club,
// validity and a QR code linking to the member's public profile. Prints on one card-sized page.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import QRCode from 'qrcode';
import { graphql } from '../../../gql';
import { formatDate } from '../../../lib/format';
import { request } from '../../../lib/graphql-client';
import { slug } from '../../../lib/slug';
import { memberPhotoUrl } from '../api/member';
import { useMemberSeasons } from '../components/member-seasons-tab';
import { fullName, useMemberOrError } from './member-pages';

const CardSeasonsDocument = graphql(`
  query CardSeasons {
    evidenceSeasons { id name validFrom validTo }
  }
`);

/** The evidence season that contains `today` (YYYY-MM-DD), if any. */
export function currentSeason<T extends { validFrom: unknown; validTo: unknown }>(seasons: T[], today: string): T | undefined {
  return seasons.find((season) => String(season.validFrom) <= today && today <= String(season.validTo));
}

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
  if (!inClub) return 'neplatná – člen není v klubu';
  if (!season) return 'neplatná – není evidenční sezóna';
  if (!paid) return `neplatná – příspěvek na ${season.name} není zaplacen`;
  return `${season.name} (do ${formatDate(String(season.validTo))})`;
}

export function MemberCardPage({ id }: { id: number }) {
  const { member, failure } = useMemberOrError(id);
  const seasons = useQuery({ queryKey: ['evidenceSeasons', 'card'], queryFn: () => request(CardSeasonsDocument).then((data) => data.evidenceSeasons) });
  const memberSeasons = useMemberSeasons(id);
  const profileUrl = member ? `${window.location.origin}/clenove/${id}/${slug(`${member.firstName} ${member.lastName}`)}` : '';
  const qr = useQuery({
    queryKey: ['qr', profileUrl],
    enabled: Boolean(member),
    queryFn: () => QRCode.toString(profileUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
    staleTime: Infinity,
  });
  if (failure || !member) return failure;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
  const season = currentSeason(seasons.data ?? [], today);
  const paid = Boolean(season && memberSeasons.data?.find((row) => row.evidenceSeasonId === season.id)?.feePaidOn);
  return (
    <section>
      <div className="page-heading no-print">
        <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(id), activeTab: 'informace-o-clenovi' }} className="back-link">
          ← {fullName(member)}
        </Link>
        <div className="actions">
          <button type="button" className="button" onClick={() => window.print()}>
            Vytisknout kartu
          </button>
        </div>
      </div>
      <h1 className="visually-hidden">Členská karta</h1>
      <article className="member-card" aria-label="Členská karta">
        <header className="member-card-header">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          <span>Svaz lyžařů České republiky · členská karta</span>
        </header>
        <div className="member-card-body">
          <div className="member-card-photo">
            {member.hasPhoto ? <img src={memberPhotoUrl(id)} alt={`Fotografie: ${fullName(member)}`} /> : <span className="hint">bez fotografie</span>}
          </div>
          <dl className="member-card-facts">
            <dt>Jméno</dt>
            <dd className="member-card-name">{fullName(member)}</dd>
            <dt>Registrační číslo</dt>
            <dd>{member.registrationNumber}</dd>
            <dt>Klub</dt>
            <dd>{member.clubName ?? 'bez klubu'}</dd>
            <dt>Platnost</dt>
            <dd>{cardValidity({ inClub: Boolean(member.clubId) && !member.archived, season, paid })}</dd>
          </dl>
          <div className="member-card-qr">
            {qr.data ? <div role="img" aria-label="QR kód veřejného profilu" dangerouslySetInnerHTML={{ __html: qr.data }} /> : null}
          </div>
        </div>
      </article>
      <p className="hint no-print">QR kód vede na veřejný profil člena, který ukazuje jen veřejné údaje.</p>
    </section>
  );
}
