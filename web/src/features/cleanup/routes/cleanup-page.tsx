// /evidence/cisteni-dat: one card per worklist with how many items wait in it.
import '../texts';
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCleanupOverview } from '../api/cleanup-overview';
import { useFisProposalCount } from '../api/fis-proposal-count';
import { type Worklist, worklistCount } from '../cleanup-format';

/** What the cards count from: the overview's worklists (with the result rows waiting for a
 * pairing decision) and the FIS-code proposals (their list's total), which the overview does
 * not carry; each undefined until it has loaded. */
interface Sources {
  overview: ReturnType<typeof useCleanupOverview>['data'];
  fisProposals: number | undefined;
}

interface Card {
  worklist: Worklist;
  title: string;
  text: string;
  link: LinkOptions;
  count: (sources: Sources) => number | undefined;
  /** Its items wait for a fix (the nicknames are a codebook, not a to-do list). */
  todo: boolean;
}

const CARDS: readonly Card[] = [
  {
    worklist: 'birthNumbers',
    title: t('cleanup.card.birthNumbers'),
    text: t('cleanup.card.birthNumbersText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/validace-rodnych-cisel' }),
    count: ({ overview }) => overview?.birthNumberProblems,
    todo: true,
  },
  {
    worklist: 'addresses',
    title: t('cleanup.card.addresses'),
    text: t('cleanup.card.addressesText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/nezname-adresy' }),
    count: ({ overview }) => overview?.unresolvedAddresses,
    todo: true,
  },
  {
    worklist: 'duplicates',
    title: t('cleanup.card.duplicates'),
    text: t('cleanup.card.duplicatesText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/duplicity' }),
    count: ({ overview }) => overview?.possibleDuplicates,
    todo: true,
  },
  {
    worklist: 'suggestions',
    title: t('cleanup.card.suggestions'),
    text: t('cleanup.card.suggestionsText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/navrhy-na-parovani' }),
    count: ({ overview }) => overview?.pairingSuggestionRows,
    todo: true,
  },
  {
    worklist: 'fisPairing',
    title: t('cleanup.card.fisPairing'),
    text: t('cleanup.card.fisPairingText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/fis-parovani' }),
    count: ({ fisProposals }) => fisProposals,
    todo: true,
  },
  {
    worklist: 'nicknames',
    title: t('cleanup.card.nicknames'),
    text: t('cleanup.card.nicknamesText'),
    link: linkOptions({ to: '/evidence/cisteni-dat/prezdivky' }),
    count: ({ overview }) => overview?.nicknames,
    todo: false,
  },
];

export function CleanupPage() {
  usePageTitle(t('cleanup.title'));
  const overview = useCleanupOverview();
  const fisProposals = useFisProposalCount();
  const sources: Sources = {
    overview: overview.data,
    fisProposals: fisProposals.data,
  };
  return (
    <section>
      <div className="page-heading">
        <h1>{t('cleanup.title')}</h1>
      </div>
      <p className="page-intro">{t('cleanup.intro')}</p>
      {overview.isError && <Alert variant="danger">{overview.error.message}</Alert>}
      {fisProposals.isError && <Alert variant="danger">{fisProposals.error.message}</Alert>}
      <ul className="codebook-index cleanup-cards">
        {CARDS.map((card) => {
          const count = card.count(sources);
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
