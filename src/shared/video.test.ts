import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
  ])('embeds %s privately', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each(['https://example.org/clip.mp4', 'javascript:alert(1)', 'https://youtube.com.evil.org/watch?v=dQw4w9WgXcQ'])('refuses %s', (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });
});
