'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ReactPlayerProps } from 'react-player/types';
import { useHydrated } from '@/components/ui/use-hydrated';

type VideoPlayerProps = {
  /** Privacy-enhanced embed URL. */
  src: string;
  /** "Reproducir vídeo: …": the play button's accessible name. */
  playLabel: string;
  /** Accessible name of the player once it is shown. */
  title: string;
  /** The self-hosted thumbnail, rendered on the server. */
  thumbnail: ReactNode;
};

/**
 * A thumbnail with a real play button. The player's code (react-player) and
 * the video host are only reached after the click; the thumbnail then gives
 * way to the playing video and focus moves to it.
 */
export function VideoPlayer({ src, playLabel, title, thumbnail }: VideoPlayerProps) {
  const [Player, setPlayer] = useState<ComponentType<ReactPlayerProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (Player) playerRef.current?.focus();
  }, [Player]);

  async function play() {
    setLoading(true);
    const { default: ReactPlayer } = await import('react-player');
    setPlayer(() => ReactPlayer);
  }

  if (Player) {
    return (
      <div ref={playerRef} tabIndex={-1} role="region" aria-label={title} className="aspect-video overflow-hidden rounded bg-black" data-testid="video-player" data-island="video" data-hydrated>
        <Player src={src} playing controls width="100%" height="100%" />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={play}
      aria-label={playLabel}
      aria-busy={loading || undefined}
      disabled={loading}
      className="group relative block w-full overflow-hidden rounded bg-navy-900"
      data-testid="video-play"
      data-island="video"
      data-hydrated={hydrated}
    >
      {thumbnail}
      <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
        <span className="grid size-10 place-items-center rounded-full bg-white/90 text-navy-900 shadow-xl transition-transform group-hover:scale-105 group-focus-visible:scale-105">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
    </button>
  );
}
