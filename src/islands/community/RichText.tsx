import { feedPath, memberPath } from '~/shared/card-paths';
import type { Locale } from '~/shared/enums';
import { linkify } from '~/shared/linkify';

/**
 * Member text, rendered escaped: http(s) addresses as links that pass no trust or referrer, @mentions as links to the
 * member's page, #hashtags as links to the feed of that tag.
 */
export default function RichText({ text, locale, className }: { text: string; locale: Locale; className?: string }) {
  return (
    <p className={`whitespace-pre-line ${className ?? ''}`}>
      {linkify(text).map((part, index) => {
        // biome-ignore-start lint/suspicious/noArrayIndexKey: the pieces of one text in order, split anew whenever the text changes
        if ('href' in part)
          return (
            <a key={index} href={part.href} className="link" rel="nofollow ugc noopener noreferrer" target="_blank">
              {part.text}
            </a>
          );
        if ('mention' in part)
          return (
            <a key={index} href={memberPath(part.mention, locale)} className="link">
              {part.text}
            </a>
          );
        if ('tag' in part)
          return (
            <a key={index} href={feedPath({ tag: part.tag }, locale)} className="link">
              {part.text}
            </a>
          );
        // biome-ignore-end lint/suspicious/noArrayIndexKey: see above
        return part.text;
      })}
    </p>
  );
}
