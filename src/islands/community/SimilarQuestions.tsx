import { useEffect, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { SimilarQuestion } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { readJson, useApi } from '~/islands/api';
import { useDebounced } from '~/islands/use-debounced';

/** Typing pauses this long before the questions are looked up. */
const SETTLE_MS = 350;

interface Props {
  locale: Locale;
  /** The title typed so far. */
  title: string;
  /** The language the question is written in: only questions in it are offered. */
  lang: Locale;
}

/**
 * Up to five questions already asked whose titles share words with the one being typed, as links
 * (docs/decisions/049-question-titles-and-post-languages.md). Loaded with the question form, never
 * with the Q&A page; a failed lookup offers nothing rather than getting in the way of asking.
 */
export default function SimilarQuestions({ locale, title, lang }: Props) {
  const api = useApi(locale);
  const query = useDebounced(title.trim(), SETTLE_MS);
  const [found, setFound] = useState<SimilarQuestion[]>([]);
  useEffect(() => {
    let current = true;
    if (query.length < 3) {
      setFound([]);
      return;
    }
    api.qa.similar
      .$get({ query: { q: query, lang } })
      .then(readJson)
      .then(
        (body) => current && setFound(body.questions),
        () => current && setFound([]),
      );
    return () => {
      current = false;
    };
  }, [api, query, lang]);

  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <div className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:(bg-brand-900 text-brand-50)">
          <h2 className="font-semibold">{m.qa_similar_title({}, { locale })}</h2>
          <ul className="mt-1 grid">
            {found.map((question) => (
              <li key={question.id}>
                <a className="link inline-flex min-h-11 items-center break-words" href={`${pathFor('post', locale)}/${question.id}`}>
                  {question.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
