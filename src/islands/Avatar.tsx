import type { CommunityAuthor } from '~/shared/community';

/**
 * The member's picture, or an illustrated dog in one of four coats, chosen by the name's length so
 * it is the same wherever the name appears (docs/decisions/042-activity-pictures.md).
 */
export default function Avatar({ author, size = 40 }: { author: Pick<CommunityAuthor, 'avatarUrl' | 'displayName'>; size?: number }) {
  const box = { width: size, height: size };
  return author.avatarUrl ? (
    <img src={author.avatarUrl} alt="" {...box} style={box} className="rounded-full object-cover" />
  ) : (
    <svg
      viewBox="0 0 64 64"
      {...box}
      className={`illustration avatar-coat-${author.displayName.length % 4} shrink-0 rounded-full`}
      aria-hidden="true"
      data-avatar-default
    >
      <use href="/illustrations.svg#avatar" />
    </svg>
  );
}
