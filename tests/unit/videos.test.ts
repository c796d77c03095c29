import { describe, expect, it } from 'vitest';
import { youTubeId } from '@/content/schemas/videos';
import { videoEmbedUrl, videoWatchUrl, videos } from '@/content/videos';

describe("a video's address, as staff paste it", () => {
  it('gives the video id from each address YouTube hands out', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(youTubeId(address), address).toBe('dQw4w9WgXcQ');
  });

  it('gives none for another site, a channel, a plain id or an id of the wrong length', () => {
    for (const address of ['https://vimeo.com/123456', 'https://www.youtube.com/@colegio', 'dQw4w9WgXcQ', 'https://youtu.be/short', 'http://youtu.be/dQw4w9WgXcQ'])
      expect(youTubeId(address), address).toBeUndefined();
  });

  it("plays and links each of the site's videos by the id in its address", () => {
    expect(videoWatchUrl(videos.meetUs)).toBe('https://www.youtube.com/watch?v=PLACEHOLD01');
    expect(videoEmbedUrl(videos.summerCamps)).toBe('https://www.youtube-nocookie.com/embed/PLACEHOLD02?autoplay=1');
  });
});
