/**
 * A video's play button and its player, as the server writes them
 * (components/media/video-thumbnail.tsx) and the inline script that shows
 * the player finds them (browser/controls/play-video.ts).
 */
export const videoAttributes = {
  /** On the play button. */
  play: 'data-video-play',
  /** On the <template> right after it, holding the region with its frame. */
  player: 'data-video-player',
} as const;
