import type { MouseEvent } from 'react';
import type { SearchHistory } from '@/lib/browser/search/history';
import type { SearchHit } from '@/lib/shared/search/types';
import { CloseIcon, StarIcon } from './icons';
import type { Row } from './modal-screen';

/** The buttons of a recent search (save it, remove it) or of a favorite (remove it); `onChange` re-reads the lists. */
export function HistoryActions({
  row,
  history,
  onChange,
}: {
  row: Extract<Row, { kind: 'recent' | 'favorite' }>;
  history: SearchHistory;
  onChange: () => void;
}) {
  const remove = (e: MouseEvent) => {
    e.preventDefault();
    if (row.kind === 'recent') history.removeRecent(row.hit.objectID);
    else history.removeFavorite(row.hit.objectID);
    onChange();
  };
  const removeLabel = `Remove this search from ${row.kind === 'recent' ? 'history' : 'favorites'}`;
  return (
    <>
      {row.kind === 'recent' ? (
        <button
          type="button"
          className="DocSearch-Hit-action-button"
          title="Save this search"
          aria-label="Save this search"
          onClick={(e) => {
            e.preventDefault();
            history.addFavorite(row.hit as SearchHit);
            onChange();
          }}
        >
          <StarIcon />
        </button>
      ) : null}
      <button
        type="button"
        className="DocSearch-Hit-action-button"
        title={removeLabel}
        aria-label={removeLabel}
        onClick={remove}
      >
        <CloseIcon />
      </button>
    </>
  );
}
