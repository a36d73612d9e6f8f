import type { CommunityAuthor } from '~/shared/community';

/** The author's picture, or the first letter of their name ("initial or avatar", docs/product-rules.md §2). */
export default function Avatar({ author, size = 40 }: { author: Pick<CommunityAuthor, 'avatarUrl' | 'displayName'>; size?: number }) {
  const style = { width: size, height: size };
  return author.avatarUrl ? (
    <img src={author.avatarUrl} alt="" width={size} height={size} style={style} className="rounded-full object-cover" />
  ) : (
    <span style={style} className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-900" aria-hidden="true">
      {author.displayName.slice(0, 1).toUpperCase()}
    </span>
  );
}
