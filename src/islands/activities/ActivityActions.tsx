import { useState, type ReactNode } from 'react';
import { m } from '~/paraglide/messages.js';
import { HEART } from '~/shared/icon-shapes/heart';
import { Icon } from '~/islands/Icon';
import type { ActivityProgressFlags } from '~/shared/activity';
import type { LikeLock } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import ReportButton from '~/islands/moderation/ReportButton';

interface Props {
  locale: Locale;
  activityId: number;
  userId: number;
  title: string;
  likes: number;
  isLiked: boolean;
  /** The like shown locked, for a member who may not like yet (paid, or after the first own activity: docs/product-rules.md §6). */
  likeLock?: LikeLock | undefined;
  /** The member's own payment: favorites and sharing. */
  canTrack: boolean;
  /** Whether the member may tick the current dog's progress (the dog rule, docs/decisions/022-dogs.md). */
  mayTrack: boolean;
  /** Tried and mastered of the current dog, the favorite of the member. */
  progress: ActivityProgressFlags | null;
  /** The journal's mastery control is on the page (decision 043): mastered is ticked there, not here. */
  masteryInJournal: boolean;
  /** The progress box's title, naming the current dog (from the page, so its message stays out of the script). */
  progressLabel: string;
  /** The dog switcher, an island of its own that the page adds for a member with more than one dog. */
  children?: ReactNode;
  /** Someone else's activity: it can be reported. */
  reportable: boolean;
  /** The plans page, for members who may not track yet (from the page, so the route table stays out of the script). */
  premiumHref: string;
  /** The upsell's words (the trial where the member may have it); null where the plan already gives tracking. */
  premiumLabel: string | null;
}

type Flag = keyof ActivityProgressFlags;
const FLAGS: Flag[] = ['tried', 'mastered', 'favorite'];

/** The detail page's controls: like, progress flags and share (docs/product-rules.md §2, §8). */
export default function ActivityActions({
  locale,
  activityId,
  userId,
  title,
  likes: initialLikes,
  isLiked: initiallyLiked,
  likeLock,
  canTrack,
  mayTrack,
  progress: initialProgress,
  masteryInJournal,
  progressLabel,
  children,
  reportable,
  premiumHref,
  premiumLabel,
}: Props) {
  const o = { locale };
  const [like, setLike] = useState({ isLiked: initiallyLiked, likes: initialLikes });
  const [progress, setProgress] = useState<ActivityProgressFlags>(initialProgress ?? { tried: false, mastered: false, favorite: false });
  const [busy, setBusy] = useState<string | null>(null);
  /** The server's message for a failed request, `fallback` when it sent none. */
  const fail = (error: unknown, fallback: string) => showToast({ title: errorText(error, fallback), variant: 'destructive' });

  async function toggleLike() {
    setBusy('like');
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const route = like.isLiked ? api.activities[':id'].unlike : api.activities[':id'].like;
      setLike(await readJson(await route.$post({ param: { id: String(activityId) }, json: { userId } })));
    } catch (error) {
      fail(error, m.activity_like_failed({}, o));
    } finally {
      setBusy(null);
    }
  }

  async function toggle(flag: Flag, value: boolean) {
    setBusy(flag);
    const before = progress;
    setProgress({ ...progress, [flag]: value });
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const saved = await readJson(
        await api['activity-progress'][':userId'][':activityId'].$post({
          param: { userId: String(userId), activityId: String(activityId) },
          json: { [flag]: value },
        }),
      );
      setProgress({ tried: saved.tried, mastered: saved.mastered, favorite: saved.favorite });
    } catch (error) {
      setProgress(before);
      fail(error, m.activity_progress_failed({}, o));
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    const url = window.location.href.split('?')[0] ?? window.location.href;
    if (navigator.share) {
      // A dismissed share sheet rejects; nothing to report.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: m.activity_share_copied({}, o) });
    } catch {
      showToast({ title: m.activity_share_failed({}, o), variant: 'destructive' });
    }
  }

  const flagLabel = { tried: m.activity_progress_tried({}, o), mastered: m.activity_progress_mastered({}, o), favorite: m.activity_progress_favorite({}, o) };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {likeLock ? (
          <a className="btn-ghost border-dashed" {...likeLock} />
        ) : (
          <button
            type="button"
            className={like.isLiked ? 'btn-primary' : 'btn-ghost'}
            aria-pressed={like.isLiked}
            disabled={busy === 'like'}
            onClick={() => void toggleLike()}
          >
            <Icon shape={HEART} filled={like.isLiked} />
            {like.isLiked ? m.activity_unlike({}, o) : m.activity_like({}, o)}
          </button>
        )}
        <span className="text-sm text-ink-muted dark:text-stone-400" aria-live="polite">
          {m.activity_like_count({ count: like.likes }, o)}
        </span>
        {canTrack && (
          <button type="button" className="btn-ghost" onClick={() => void share()}>
            {m.activity_share({}, o)}
          </button>
        )}
        {reportable && <ReportButton locale={locale} targetType="activity" targetId={activityId} />}
      </div>
      <fieldset className="card">
        <legend className="px-1 font-semibold">{progressLabel}</legend>
        {children}
        {mayTrack ? (
          <div className="mt-2 flex flex-wrap gap-4">
            {/* A co-owner may tick a dog another owner pays for; favourites are the member's own. */}
            {FLAGS.filter((flag) => (canTrack || flag !== 'favorite') && !(masteryInJournal && flag === 'mastered')).map((flag) => (
              <label key={flag} className="inline-flex items-center gap-2">
                <input type="checkbox" checked={progress[flag]} disabled={busy === flag} onChange={(event) => void toggle(flag, event.target.checked)} />
                {flagLabel[flag]}
              </label>
            ))}
          </div>
        ) : (
          <p className="mt-2 text-sm prose-text">
            {m.activity_track_locked({}, o)}{' '}
            {premiumLabel && (
              <a className="link" href={premiumHref} data-upsell>
                {premiumLabel}
              </a>
            )}
          </p>
        )}
      </fieldset>
    </div>
  );
}
