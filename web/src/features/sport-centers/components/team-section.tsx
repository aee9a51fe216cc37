// A national-team center on the public page: its athletes, then its coaches apart.
import { t } from '../../../lib/i18n';
import type { RepresentationTeam } from '../api/representation';
import { TeamMemberCard } from './team-member-card';

export function TeamSection({ team }: { team: RepresentationTeam }) {
  const titleId = `team-${team.sportCenterId}`;
  return (
    <section className="team" aria-labelledby={titleId}>
      <h2 id={titleId}>{team.name}</h2>
      {team.athletes.length > 0 && (
        <>
          <h3 id={`${titleId}-athletes`}>{t('sportCenters.public.athletes')}</h3>
          <ul className="team-members" aria-labelledby={`${titleId}-athletes`}>
            {team.athletes.map((member) => (
              <TeamMemberCard key={member.memberId} member={member} />
            ))}
          </ul>
        </>
      )}
      {team.coaches.length > 0 && (
        <>
          <h3 id={`${titleId}-coaches`}>{t('sportCenters.public.coaches')}</h3>
          <ul className="team-members team-coaches" aria-labelledby={`${titleId}-coaches`}>
            {team.coaches.map((member) => (
              <TeamMemberCard key={member.memberId} member={member} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
