// One member of the national team on the public page: the photo where the member allowed it
// (else its initials), the name linking to its public page, the birth year and the club
// linking to the club's public page.
import { Link } from '@tanstack/react-router';
import { tf } from '../../../lib/i18n';
import type { RepresentationMember } from '../api/representation';
import { initials, memberPhotoUrl } from '../sport-center-format';

export function TeamMemberCard({ member }: { member: RepresentationMember }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className="team-member">
      {member.hasPublicPhoto ? (
        <img className="team-member-photo" src={memberPhotoUrl(member.memberId)} alt={tf('sportCenters.public.photoAlt', { name })} loading="lazy" />
      ) : (
        <span className="team-member-photo team-member-initials" aria-hidden="true">
          {initials(member.firstName, member.lastName)}
        </span>
      )}
      <div className="team-member-text">
        <Link className="team-member-name" to="/clenove/$id/$slug/{-$tab}" params={{ id: String(member.memberId), slug: member.slug, tab: undefined }}>
          {name}
        </Link>
        <span className="hint">{tf('sportCenters.public.birthYear', { year: String(member.birthYear) })}</span>
        {member.clubId !== null && member.clubId !== undefined && member.clubName && (
          <Link to="/kluby/$id/$slug/{-$tab}" params={{ id: String(member.clubId), slug: member.clubSlug ?? 'klub', tab: undefined }}>
            {member.clubName}
          </Link>
        )}
      </div>
    </li>
  );
}
