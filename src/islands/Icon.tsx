/**
 * An icon of the interface in an island: decorative unless given a label. Takes the shape itself
 * (e.g. HEART from src/shared/icon-shapes/heart.ts) so an island ships only the shapes it shows.
 */
interface Props {
  shape: string;
  className?: string;
  /** Read out instead of the hidden icon when the icon alone carries meaning. */
  label?: string;
  /** Filled with the text colour (a pressed like). */
  filled?: boolean;
}

export function Icon({ shape, className = 'h-4 w-4 shrink-0', label, filled = false }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shapes are our own constant SVG markup from src/shared/icon-shapes/, never user content.
      dangerouslySetInnerHTML={{ __html: shape }}
    />
  );
}
