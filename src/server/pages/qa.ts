/**
 * "/community/qa" (docs/decisions/029-questions-and-discussions.md): the questions with their
 * filters and sort orders as plain links, the count of open and answered questions, and the first
 * page of the list, in the page's language unless `lang` asks for all. An unknown filter or sort shows
 * every question, newest first.
 */
import type { LoaderInput } from './page-request';
import * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import { communityPanel } from '~/server/services/community/panel';
import { likeLockFor } from './like-lock';
import { postLanguageLinks, postLanguageOf } from './post-language';
import { countQuestions, questionsPage } from '~/server/services/community/questions';
import { intlLocale } from '~/shared/intl-locale';
import { pathFor } from '~/shared/routes';
import { type QaFilter, type QaSort, qaQuery } from '~/shared/schemas/community';

export interface QaInput extends LoaderInput {
  url: URL;
}

/** What the questions page shows: the panel, the chosen filter and sort with their links, the first page and the counts. */
export async function loadQa({ viewer: { user, actor }, url, db, locale }: QaInput) {
  const o = { locale };
  const panel = await communityPanel(db, user);
  const params = url.searchParams;
  const chosen = v.safeParse(qaQuery, {
    filter: params.get('filter') ?? undefined,
    sort: params.get('sort') ?? undefined,
    lang: params.get('lang') ?? undefined,
  });
  const asked = chosen.success ? chosen.output : { filter: undefined, sort: 'newest' as const, lang: undefined };
  const { filter, sort } = asked;
  const lang = postLanguageOf(asked.lang, locale);
  const [page, counts] = panel
    ? await Promise.all([questionsPage(db, panel.member, { filter, sort, lang }).catch(() => null), countQuestions(db).catch(() => null)])
    : [null, null];
  const here = pathFor('qa', locale);
  const number = new Intl.NumberFormat(intlLocale(locale));
  return {
    panel,
    filter,
    sort,
    lang,
    languages: postLanguageLinks(url, locale, lang),
    page,
    counts: counts && { open: number.format(counts.open), answered: number.format(counts.answered) },
    ask: `${pathFor('createPost', locale)}?type=question`,
    /** The likes shown locked for a member who may not like yet. */
    likeLock: panel ? likeLockFor(actor, locale) : undefined,
    filters: [
      [undefined, m.qa_filter_all({}, o)],
      ['unanswered', m.qa_filter_unanswered({}, o)],
      ['answered', m.qa_filter_answered({}, o)],
      ['mine', m.qa_filter_mine({}, o)],
    ] satisfies [QaFilter | undefined, string][],
    sorts: [
      ['newest', m.qa_sort_newest({}, o)],
      ['liked', m.qa_sort_liked({}, o)],
    ] satisfies [QaSort, string][],
    /** The list with another filter or sort; the defaults stay out of the link. */
    listHref(next: { filter: QaFilter | undefined; sort: QaSort }): string {
      const query = new URLSearchParams();
      if (next.filter) query.set('filter', next.filter);
      if (next.sort !== 'newest') query.set('sort', next.sort);
      if (lang !== locale) query.set('lang', lang);
      return query.size > 0 ? `${here}?${query}` : here;
    },
  };
}
