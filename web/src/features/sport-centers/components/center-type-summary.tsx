// The overview's totals per type of center: how many centers, athletes and coaches.
import { FactList } from '../../../components/ui/facts';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { SportCenterTypeCount } from '../api/sport-centers';

export function CenterTypeSummary({ counts }: { counts: readonly SportCenterTypeCount[] }) {
  return (
    <section aria-labelledby="center-types-title">
      <h2 id="center-types-title" className="visually-hidden">
        {t('sportCenters.byType')}
      </h2>
      <ul className="center-types">
        {counts.map((count) => (
          <li key={count.organisationType} className="card">
            <h3>{count.label}</h3>
            <FactList
              className="center-type-facts"
              facts={[
                [t('sportCenters.type.centers'), formatNumber(count.centers)],
                [t('sportCenters.type.athletes'), formatNumber(count.athletes)],
                [t('sportCenters.type.coaches'), formatNumber(count.coaches)],
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
