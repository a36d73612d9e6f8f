import { linkify } from '~/shared/linkify';

/** Member text, rendered escaped, with http(s) addresses as links that pass no trust or referrer. */
export default function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={`whitespace-pre-line ${className ?? ''}`}>
      {linkify(text).map((part, index) =>
        'href' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text in order, split anew whenever the text changes
          <a key={index} href={part.href} className="link" rel="nofollow ugc noopener noreferrer" target="_blank">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
