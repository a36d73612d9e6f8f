import type { useCursorPages } from './use-cursor-pages';

interface Props {
  /** The list, as `useCursorPages` keeps it. */
  list: Pick<ReturnType<typeof useCursorPages>, 'cursor' | 'status' | 'more'>;
  /** The button's text ("Load more", "Load older"). */
  moreLabel: string;
  /** What a failed request says, above the button; left out where the list shows its failure itself. */
  errorLabel?: string;
  /** The row's classes where the button does not sit centred under the list. */
  className?: string;
}

/**
 * The end of a list paged by cursor (docs/architecture.md §3): the failure of the last request, and a
 * button for the next page while there is one, disabled while a page loads.
 */
export function ListFooter({ list, moreLabel, errorLabel, className = 'text-center' }: Props) {
  return (
    <>
      {errorLabel && list.status === 'error' && (
        <p role="alert" className="field-error">
          {errorLabel}
        </p>
      )}
      {list.cursor && (
        <div className={className}>
          <button type="button" className="btn-ghost" disabled={list.status === 'loading'} onClick={() => void list.more()}>
            {moreLabel}
          </button>
        </div>
      )}
    </>
  );
}
