'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { withBase } from '@/lib/shared/paths';
import type { QueryRunner } from '@/lib/browser/search/query-runner';
import { hitRoute, isExternalHit } from '@/lib/browser/search/group';
import type { SearchHistory } from '@/lib/browser/search/history';
import type { SearchSettings } from '@/lib/shared/search/settings';
import type { SearchHit } from '@/lib/shared/search/types';
import { HitRow } from './hit-list';
import { ClockIcon, CloseIcon, SearchIcon, SpinnerIcon, StarIcon } from './icons';
import { HistoryActions } from './history-actions';
import { settledScreen, type Row, type Screen } from './modal-screen';
import { ErrorScreen, NoRecentScreen, NoResultsScreen } from './modal-screens';
import { ModalFooter } from './modal-footer';
import { listKeyAction } from './search-keys';
import { capQuery, MAX_QUERY_LENGTH } from '@/lib/shared/search/engine/query-text';

interface Props {
  settings: SearchSettings;
  history: SearchHistory;
  /** The modal's search, its first query already asked. */
  runner: QueryRunner;
  initialQuery: string;
  selectInitial: boolean;
  onShown: () => string;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

export function ModalBody({ settings, history, runner, initialQuery, selectInitial, onShown, onClose }: Props) {
  const router = useRouter();
  // Hits hold values as the provider sent them, with the `<mark>` tags of the request (§7.1), rendered as text.
  const { status, error, results } = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
  const { refine } = runner;
  const [value, setValue] = useState(initialQuery);
  const [recent, setRecent] = useState(() => history.recent());
  const [favorites, setFavorites] = useState(() => history.favorites());
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const suggestions = useRef<string[]>([]);
  const shown = useRef<Screen>({ kind: 'start' });

  // In the commit that shows the modal: a key typed as soon as it appears goes into the input, and the letters typed
  // while it rendered are added before it paints.
  useLayoutEffect(() => {
    if (selectInitial) input.current?.select();
    else input.current?.focus();
    const typed = onShown();
    if (typed && typed !== initialQuery) setQuery(typed);
    // Once, on mount: later renders must not take the query back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const screen = settledScreen(shown, value, status, error, results, suggestions, settings.maxResultsPerGroup);

  const rows: Row[] =
    screen.kind === 'results'
      ? screen.groups.flatMap((g) => g.rows)
      : screen.kind === 'start'
        ? [
            ...recent.map<Row>((hit) => ({ kind: 'recent', hit, save: hit })),
            ...favorites.map<Row>((hit) => ({ kind: 'favorite', hit, save: hit })),
          ]
        : [];
  const current = Math.min(active, Math.max(0, rows.length - 1));
  const screenKey = screen.kind === 'results' ? `r:${screen.query}` : screen.kind;
  useEffect(() => {
    setActive(0);
    dropdown.current?.scrollTo?.(0, 0);
  }, [screenKey]);

  const setQuery = (q: string) => {
    const next = capQuery(q);
    setValue(next);
    refine(next);
  };

  const save = (row: Row) => {
    if (row.save) history.addRecent(row.save as SearchHit);
    setRecent(history.recent());
  };

  const choose = (row: Row, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button === 1) return;
    save(row);
    onClose();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = listKeyAction(event.nativeEvent, rows.length, current);
    if (!action) return;
    event.preventDefault();
    if (action.select !== undefined) {
      setActive(action.select);
      document.getElementById(`search-item-${action.select}`)?.scrollIntoView?.({ block: 'nearest' });
    }
    const row = rows[current];
    if (!action.open || !row) return;
    const external = isExternalHit(row.hit.url, settings);
    const route = hitRoute(row.hit.url, settings);
    const href = external ? route : withBase(settings.baseUrl, route);
    if (action.open === 'tab') window.open(href, '_blank', 'noopener');
    else if (action.open === 'window') window.open(href, '_blank');
    else {
      save(row);
      if (external) window.location.assign(href);
      else router.push(route);
      onClose();
    }
  };

  const onModalKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !modal.current) return;
    const els = [...modal.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
    if (!els.length) return;
    const first = els[0];
    const last = els[els.length - 1];
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    }
  };

  let index = 0;
  const renderRow = (row: Row) => {
    const i = index++;
    const id = `search-item-${i}`;
    const common = {
      id,
      hit: row.hit,
      urls: settings,
      selected: i === current,
      onHover: () => setActive(i),
      onChoose: (e: MouseEvent<HTMLAnchorElement>) => choose(row, e),
    };
    if (row.kind === 'hit') return <HitRow key={id} {...common} child={row.child} lastChild={row.lastChild} />;
    const refresh = () => {
      setRecent(history.recent());
      setFavorites(history.favorites());
    };
    const actions = <HistoryActions row={row} history={history} onChange={refresh} />;
    return (
      <HitRow key={id} {...common} icon={row.kind === 'recent' ? <ClockIcon /> : <StarIcon />} actions={actions} />
    );
  };

  const stalled = status === 'stalled';
  const containerClass = [
    'DocSearch',
    'DocSearch-Container',
    stalled ? 'DocSearch-Container--Stalled' : '',
    screen.kind === 'error' ? 'DocSearch-Container--Errored' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const section = (title: string, list: Row[]) =>
    list.length ? (
      <section className="DocSearch-Hits" key={title}>
        <div className="DocSearch-Hit-source">{title}</div>
        <ul role="listbox" aria-label={title}>
          {list.map(renderRow)}
        </ul>
      </section>
    ) : null;

  return (
    // The backdrop: a mousedown on it (not on the modal) closes. DocSearch gives it role="button", which
    // axe rejects around interactive content; the dialog inside is what assistive technology sees.
    <div className={containerClass} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="DocSearch-Modal"
        ref={modal}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        onKeyDown={onModalKeyDown}
      >
        <header className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            role="search"
            onSubmit={(e) => e.preventDefault()}
            onReset={(e) => {
              e.preventDefault();
              setQuery('');
              input.current?.focus();
            }}
          >
            <label className="DocSearch-MagnifierLabel" htmlFor="docsearch-input">
              {stalled ? null : <SearchIcon />}
              <span className="DocSearch-VisuallyHidden">Search</span>
            </label>
            {stalled ? (
              <div className="DocSearch-LoadingIndicator" role="status" aria-label="Loading">
                <SpinnerIcon />
              </div>
            ) : null}
            <input
              ref={input}
              id="docsearch-input"
              className="DocSearch-Input"
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-autocomplete="both"
              aria-controls="docsearch-list"
              aria-activedescendant={rows.length ? `search-item-${current}` : undefined}
              placeholder="Search docs"
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint={rows[current] ? 'go' : 'search'}
              value={value}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onInputKeyDown}
            />
            <button
              type="reset"
              className="DocSearch-Reset"
              title="Clear the query"
              aria-label="Clear the query"
              hidden={!value}
            >
              <CloseIcon />
            </button>
          </form>
          <button type="button" className="DocSearch-Cancel" aria-label="Cancel" onClick={onClose}>
            Cancel
          </button>
        </header>
        <div className="DocSearch-Dropdown" ref={dropdown} id="docsearch-list">
          {screen.kind === 'error' ? <ErrorScreen detail={screen.detail} /> : null}
          {screen.kind === 'start' ? (
            rows.length ? (
              <div className="DocSearch-StartScreen">
                {section(
                  'Recent',
                  rows.filter((r) => r.kind === 'recent'),
                )}
                {section(
                  'Favorite',
                  rows.filter((r) => r.kind === 'favorite'),
                )}
              </div>
            ) : (
              <NoRecentScreen />
            )
          ) : null}
          {screen.kind === 'none' ? (
            <NoResultsScreen
              query={screen.query}
              suggestions={suggestions.current}
              missingResultsUrl={settings.missingResultsUrl}
              onSuggestion={(q) => {
                setQuery(q);
                input.current?.focus();
              }}
            />
          ) : null}
          {screen.kind === 'results' ? (
            <div className="DocSearch-Results">
              {screen.groups.map((g) => section(g.title, g.rows))}
              {settings.searchPageRoute ? (
                <section className="DocSearch-HitsFooter">
                  <Link
                    href={`${settings.searchPageRoute}?q=${encodeURIComponent(screen.query)}`}
                    prefetch={false}
                    onClick={onClose}
                  >
                    {`See all ${screen.nbHits} results`}
                  </Link>
                </section>
              ) : null}
            </div>
          ) : null}
        </div>
        <ModalFooter provider={settings.provider} />
      </div>
    </div>
  );
}
