// /evidence/cisteni-dat: one card per worklist with how many items wait in it.
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCleanupOverview } from '../api/cleanup-overview';
import { type Worklist, worklistCount } from '../cleanup-format';

type Overview = NonNullable<ReturnType<typeof useCleanupOverview>['data']>;

interface Card {
  worklist: Worklist;
  title: string;
  text: string;
  link: LinkOptions;
  count: (overview: Overview) => number;
  /** Its items wait for a fix (the nicknames are a codebook, not a to-do list). */
  todo: boolean;
}

const CARDS: readonly Card[] = [
  {
    worklist: 'birthNumbers',
    title: t('cleanup.card.birthNumbers'),
    text: t('cleanup.card.birthNumbersText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/validace-rodnych-cisel' }),
    count: (overview) => overview.birthNumberProblems,
    todo: true,
  },
  {
    worklist: 'addresses',
    title: t('cleanup.card.addresses'),
    text: t('cleanup.card.addressesText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/nezname-adresy' }),
    count: (overview) => overview.unresolvedAddresses,
    todo: true,
  },
  {
    worklist: 'duplicates',
    title: t('cleanup.card.duplicates'),
    text: t('cleanup.card.duplicatesText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/duplicity' }),
    count: (overview) => overview.possibleDuplicates,
    todo: true,
  },
  {
    worklist: 'nicknames',
    title: t('cleanup.card.nicknames'),
    text: t('cleanup.card.nicknamesText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/prezdivky' }),
    count: (overview) => overview.nicknames,
    todo: false,
  },
];

export function CleanupPage() {
  usePageTitle(t('cleanup.title'));
  const overview = useCleanupOverview();
  return (
    <section>
      <div className="page-heading">
        <h1>{t('cleanup.title')}</h1>
      </div>
      <p className="page-intro">{t('cleanup.intro')}</p>
      {overview.isError && <Alert variant="danger">{overview.error.message}</Alert>}
      <ul className="codebook-index cleanup-cards">
        {CARDS.map((card) => {
          const count = overview.data ? card.count(overview.data) : undefined;
          return (
            <li key={card.worklist} className="card">
              <h2>
                <Link {...card.link}>{card.title}</Link>
              </h2>
              <p className={card.todo && count ? 'worklist-count worklist-count-waiting' : 'worklist-count'}>
                {count === undefined ? t('cleanup.loading') : worklistCount(card.worklist, count)}
              </p>
              <p>{card.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
