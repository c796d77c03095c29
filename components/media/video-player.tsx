'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ReactPlayerProps } from 'react-player/types';
import { Slot, type Slots } from '@/components/islands/slot';
import { useHydrated } from '@/components/ui/use-hydrated';

export type VideoPlayerProps = {
  /** Privacy-enhanced embed URL. */
  src: string;
  /** "Reproducir vídeo: …": the play button's accessible name. */
  playLabel: string;
  /** Accessible name of the player once it is shown. */
  title: string;
  /** `thumbnail`: the self-hosted picture, rendered on the server. */
  slots: Slots;
};

type Player = ComponentType<ReactPlayerProps>;

let playerCode: Promise<Player> | undefined;
/** react-player's code, fetched once: when the video comes near, when the button is reached, or at the press. */
const loadPlayer = () => (playerCode ??= import('react-player').then((module) => module.default));

/**
 * A thumbnail with a real play button. The player's code (react-player) is
 * fetched as the video comes into view, and the video host is only reached
 * after the press: the thumbnail then gives way at once to the player's
 * region, which shows the video as soon as its code is there, and focus
 * moves to it.
 */
export function VideoPlayer({ src, playLabel, title, slots }: VideoPlayerProps) {
  const [pressed, setPressed] = useState(false);
  const [Player, setPlayer] = useState<Player | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void loadPlayer();
    }, { rootMargin: '50%' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!pressed) return;
    region.current?.focus();
    let current = true;
    void loadPlayer().then((loaded) => current && setPlayer(() => loaded));
    return () => {
      current = false;
    };
  }, [pressed]);

  if (pressed) {
    return (
      <div
        ref={region}
        tabIndex={-1}
        role="region"
        aria-label={title}
        aria-busy={Player ? undefined : true}
        className="grid aspect-video place-items-center overflow-hidden rounded bg-black"
        data-testid="video-player"
        data-hydrated
      >
        {Player ? (
          <Player src={src} playing controls width="100%" height="100%" />
        ) : (
          <span className="size-5 animate-spin rounded-full border-2 border-white/30 border-t-white motion-reduce:animate-none" aria-hidden="true" />
        )}
      </div>
    );
  }

  return (
    <button
      ref={button}
      type="button"
      onPointerDown={() => void loadPlayer()}
      onFocus={() => void loadPlayer()}
      onClick={() => setPressed(true)}
      aria-label={playLabel}
      className="group relative block w-full overflow-hidden rounded bg-navy-900"
      data-testid="video-play"
      data-hydrated={hydrated}
    >
      <Slot name="thumbnail" content={slots.thumbnail} as="span" className="contents" />
      <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
        <span className="grid size-10 place-items-center rounded-full bg-white/90 text-navy-900 shadow-xl transition-transform group-hover:scale-105 group-focus-visible:scale-105 group-aria-busy:animate-pulse motion-reduce:group-aria-busy:animate-none">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
    </button>
  );
}
