import type { ActivityKind } from '~/shared/activity-kind';

interface Props {
  /** The activity's own picture; its kind's illustration stands in without one. */
  src: string | null;
  kind: ActivityKind;
  width: number;
  height: number;
  className?: string;
  /** Pictures below the fold load when they come near (cards); the page's first picture at once. */
  loading?: 'lazy' | 'eager';
}

/**
 * An activity's picture with its size set, so nothing shifts when it arrives. The illustration is
 * drawn from our sprite, public/illustrations.svg (docs/decisions/042-activity-pictures.md), whose colours follow the theme (`.illustration` in uno.config.ts); it
 * is decoration beside the title, so both stay out of the accessibility tree.
 */
export default function ActivityPicture({ src, kind, width, height, className = '', loading = 'lazy' }: Props) {
  if (src) return <img src={src} alt="" width={width} height={height} loading={loading} decoding="async" className={`object-cover ${className}`} />;
  return (
    <svg className={`illustration ${className}`} viewBox="0 0 160 120" width={width} height={height} aria-hidden="true" focusable="false" data-kind={kind}>
      <use href={`/illustrations.svg#${kind}`} />
    </svg>
  );
}
