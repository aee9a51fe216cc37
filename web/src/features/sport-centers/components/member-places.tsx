// A member's places in other centers and seasons, newest first, folded under the member's
// name: "Další střediska (2)" opens the list.
import { tf } from '../../../lib/i18n';
import type { CenterMemberRow } from '../api/sport-center';
import { formatPlacePeriod } from '../sport-center-format';

export function MemberPlaces({ member }: { member: CenterMemberRow }) {
  if (member.history.length === 0) return null;
  return (
    <details className="member-places">
      <summary aria-label={tf('sportCenters.history.of', { name: `${member.firstName} ${member.lastName}` })}>
        {tf('sportCenters.history.summary', { count: member.history.length })}
      </summary>
      <ul>
        {member.history.map((place, index) => (
          <li key={`${place.sportCenterId}-${place.validFrom}-${index}`}>
            <strong>{place.centerName}</strong>{' '}
            <span className="hint">
              {tf('sportCenters.history.place', {
                season: place.evidenceSeasonName,
                role: place.roleLabel.toLowerCase(),
                period: formatPlacePeriod(place.validFrom, place.validTo, (from) => tf('sportCenters.periodFrom', { from })),
              })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
