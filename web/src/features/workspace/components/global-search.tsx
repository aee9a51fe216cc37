// The header's global search (an ARIA 1.2 combobox): members by name, registration number or
// birth year, clubs by name or code, events by name or place — what the active identity may
// open, a few of each. Arrow keys move through the hits, Enter opens one, Escape closes the
// list; typing waits a moment before it asks.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDateRange } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type GlobalSearchResult, useGlobalSearch } from '../api/search';
import '../texts';

/** How long typing rests before the search asks. */
const DEBOUNCE_MS = 250;

export interface SearchHit {
  key: string;
  group: 'members' | 'clubs' | 'events';
  title: string;
  detail: string;
  go: { to: '/evidence/clenove/$id/$activeTab'; params: { id: string; activeTab: 'informace-o-clenovi' } } | { to: '/evidence/kluby/$clubId/$activeTab'; params: { clubId: string; activeTab: 'informace-o-klubu' } } | { to: '/evidence/zavody/$id/$activeTab'; params: { id: string; activeTab: 'informace' } };
}

/** The hits of a result in the order the list shows them. */
export function searchHits(result: GlobalSearchResult): SearchHit[] {
  return [
    ...result.members.map(
      (member): SearchHit => ({
        key: `m${member.id}`,
        group: 'members',
        title: `${member.lastName} ${member.firstName}`,
        detail: [String(member.birthYear), String(member.registrationNumber), member.clubName].filter(Boolean).join(', '),
        go: { to: '/evidence/clenove/$id/$activeTab', params: { id: String(member.id), activeTab: 'informace-o-clenovi' } },
      }),
    ),
    ...result.clubs.map(
      (club): SearchHit => ({
        key: `c${club.id}`,
        group: 'clubs',
        title: club.name,
        detail: `${club.code}, ${club.regionName}`,
        go: { to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: String(club.id), activeTab: 'informace-o-klubu' } },
      }),
    ),
    ...result.events.map(
      (event): SearchHit => ({
        key: `e${event.id}`,
        group: 'events',
        title: event.name,
        detail: `${formatDateRange(event.dateFrom, event.dateTo)}, ${event.place}`,
        go: { to: '/evidence/zavody/$id/$activeTab', params: { id: String(event.id), activeTab: 'informace' } },
      }),
    ),
  ];
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const GROUP_TITLES = { members: 'workspace.search.members', clubs: 'workspace.search.clubs', events: 'workspace.search.events' } as const;

export function GlobalSearch({ className }: { className?: string }): ReactNode {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useGlobalSearch(asked);
  const hits = useMemo(() => (search.data && asked.length >= 2 ? searchHits(search.data) : []), [search.data, asked]);
  const box = useRef<HTMLDivElement>(null);
  // Leaving the page another way (the menu, a link) leaves the search empty too.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    setText('');
    setOpen(false);
  }, [pathname]);

  useEffect(() => setActive(-1), [hits]);
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    setText('');
    void navigate(hit.go);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (hits.length === 0 ? -1 : (index + 1) % hits.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (hits.length === 0 ? -1 : (index - 1 + hits.length) % hits.length));
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (hit) {
        event.preventDefault();
        choose(hit);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else {
        setText('');
      }
    }
  };

  const typed = text.trim();
  const showList = open && typed.length > 0;
  let status: string | undefined;
  if (typed.length < 2) status = t('workspace.search.tooShort');
  else if (search.isError) status = t('workspace.search.failed');
  else if (search.isFetching && hits.length === 0) status = t('workspace.search.searching');
  else if (asked === typed && search.data && hits.length === 0) status = t('workspace.search.nothing');

  const more = search.data && {
    members: search.data.moreMembers,
    clubs: search.data.moreClubs,
    events: search.data.moreEvents,
  };

  return (
    <div className={className ? `global-search ${className}` : 'global-search'} ref={box}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('workspace.search.label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        aria-activedescendant={active >= 0 && hits[active] ? `${id}-${hits[active].key}` : undefined}
        placeholder={t('workspace.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('workspace.search.hint')}
      </span>
      <div className="global-search-popup" hidden={!showList}>
        {status && (
          <p className="global-search-status" role="status">
            {status}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={t('workspace.search.results')}>
          {hits.map((hit, index) => {
            const first = index === 0 || hits[index - 1]?.group !== hit.group;
            const last = index === hits.length - 1 || hits[index + 1]?.group !== hit.group;
            return (
              <li
                key={hit.key}
                id={`${id}-${hit.key}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(hit)}
                onMouseEnter={() => setActive(index)}
              >
                {first && <span className="global-search-group">{t(GROUP_TITLES[hit.group])}</span>}
                <span className="global-search-title">{hit.title}</span>
                <span className="global-search-detail">{hit.detail}</span>
                {last && more?.[hit.group] && <span className="global-search-more">{t('workspace.search.more')}</span>}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
