// /evidence/cisteni-dat/navrhy-na-parovani: every event's open pairing suggestions (Admin),
// each row naming its event and race with a link to the race's suggestions.
import '../texts';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';
import { PairingSuggestionList, usePairingSuggestions } from '../../results';
import { CleanupPageHeader } from '../components/cleanup-page-header';

export function PairingSuggestionsPage() {
  const suggestions = usePairingSuggestions({});
  return (
    <section>
      <CleanupPageHeader title={t('cleanup.suggestions.title')} intro={t('cleanup.suggestions.intro')} />
      {suggestions.isPending && <p>{t('cleanup.loading')}</p>}
      {suggestions.isError && <Alert variant="danger">{suggestions.error.message}</Alert>}
      {suggestions.data && <PairingSuggestionList suggestions={suggestions.data} showRace />}
    </section>
  );
}
