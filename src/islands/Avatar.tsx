import type { CommunityAuthor } from '~/shared/community';
import { illustrationHref } from '~/shared/illustrations';

/** One of the four coats of the illustrated default, the same for a name wherever it appears (by its length: cheap, and stable). */
const avatarCoat = (name: string) => `avatar-coat-${name.length % 4}`;

/** The member's picture, or an illustrated dog in a coat chosen by their name (docs/decisions/042-activity-pictures.md). */
export default function Avatar({ author, size = 40 }: { author: Pick<CommunityAuthor, 'avatarUrl' | 'displayName'>; size?: number }) {
  const style = { width: size, height: size };
  return author.avatarUrl ? (
    <img src={author.avatarUrl} alt="" width={size} height={size} style={style} className="rounded-full object-cover" />
  ) : (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={`illustration ${avatarCoat(author.displayName)} shrink-0 rounded-full`}
      aria-hidden="true"
      focusable="false"
      data-avatar-default
    >
      <use href={illustrationHref('avatar')} />
    </svg>
  );
}
