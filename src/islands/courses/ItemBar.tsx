import type { ReactNode } from 'react';

interface Props {
  /** The item's key: its move buttons are found by `data-move="{key}-up"` / `-down` to take the focus back after a move. */
  itemKey: string;
  heading: ReactNode;
  /** The drag handle's tooltip; the handle itself is for the pointer only (the buttons are the keyboard's way). */
  dragTitle: string;
  labels: { up: string; down: string; remove: string };
  canUp: boolean;
  canDown: boolean;
  canRemove: boolean;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
  onDragStart(): void;
}

/** The head row of a stage or a step: the drag handle, its heading, and move up, move down and remove. */
export default function ItemBar({ itemKey, heading, dragTitle, labels, canUp, canDown, canRemove, onMove, onRemove, onDragStart }: Props) {
  const button = 'btn-ghost min-h-11 min-w-11';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', itemKey);
          event.dataTransfer.effectAllowed = 'move';
          onDragStart();
        }}
        className="cursor-grab select-none rounded-lg px-2 py-2 text-lg leading-none text-ink-muted dark:text-stone-400"
        title={dragTitle}
        aria-hidden="true"
        data-testid="drag-handle"
      >
        ⠿
      </span>
      {heading}
      {/* Beside the heading where it fits; on a phone's narrow step card below it, on the right. */}
      <div className="ml-auto flex gap-2">
        <button type="button" className={button} data-move={`${itemKey}-up`} disabled={!canUp} onClick={() => onMove(-1)} aria-label={labels.up}>
          ↑
        </button>
        <button type="button" className={button} data-move={`${itemKey}-down`} disabled={!canDown} onClick={() => onMove(1)} aria-label={labels.down}>
          ↓
        </button>
        <button type="button" className={button} disabled={!canRemove} onClick={onRemove} aria-label={labels.remove}>
          ×
        </button>
      </div>
    </div>
  );
}
