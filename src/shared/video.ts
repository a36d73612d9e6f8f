/**
 * Video links an activity may carry: YouTube and Vimeo only, embedded through their
 * privacy-enhanced players (youtube-nocookie.com, Vimeo with do-not-track), so a page view sets
 * no third-party cookies until the member plays the video.
 */
const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[/?#].*)?$/i;

/** The embeddable player URL of a YouTube or Vimeo link, or null for anything else. */
export function videoEmbedUrl(url: string): string | null {
  const youtube = YOUTUBE.exec(url.trim());
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url.trim());
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?dnt=1`;
  return null;
}

export const isVideoUrl = (url: string) => videoEmbedUrl(url) !== null;
