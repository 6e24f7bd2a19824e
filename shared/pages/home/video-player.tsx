import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { HomeVideo } from '#content/schema/home.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';
import { DEMO_FIRST_FIELD_ID, goToDemoForm } from './home-view.tsx';

/** The clip counts as watched at 99.5% of its length. */
export const VIDEO_COMPLETION_RATIO = 0.995;

export function isVideoComplete(currentTime: number, duration: number): boolean {
  return (
    Number.isFinite(duration) && duration > 0 && currentTime / duration >= VIDEO_COMPLETION_RATIO
  );
}

interface VideoPlayerProps {
  readonly video: HomeVideo;
  /** Runs once when playback reaches 99.5%. */
  readonly onComplete?: () => void;
}

/**
 * Poster first (no video bytes until asked), then the player on click. The poster and the
 * player share one 16:9 box, so nothing moves when the player appears.
 */
export function VideoPlayer({ video, onComplete }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const [completed, setCompleted] = useState(false);
  const reported = useRef(false);
  const player = useRef<HTMLVideoElement>(null);

  // The player replaces the Play button that had the focus: focus moves to it (its controls take
  // the keyboard from there) rather than falling to <body>.
  useEffect(() => {
    if (playing) player.current?.focus({ preventScroll: true });
  }, [playing]);

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { currentTime, duration } = event.currentTarget;
    if (reported.current || !isVideoComplete(currentTime, duration)) return;
    reported.current = true;
    setCompleted(true);
    onComplete?.();
  };

  return (
    <figure className="home-video">
      <div className="home-video__frame">
        {playing ? (
          <video
            ref={player}
            className="home-video__media"
            controls
            autoPlay
            playsInline
            preload="auto"
            poster={video.poster}
            aria-label={video.title}
            onTimeUpdate={onTimeUpdate}
            onEnded={onTimeUpdate}
          >
            {video.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
            <track kind="captions" src={video.captions} srcLang="en" label="English" default />
          </video>
        ) : (
          <>
            <Image
              className="home-video__media"
              src={video.poster}
              alt=""
              width={1280}
              height={720}
            />
            {/* Only a script can start the player; without one the file link below stands in. */}
            <button
              type="button"
              className="home-video__poster js-only"
              onClick={() => setPlaying(true)}
            >
              <span className="home-video__play" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                </svg>
              </span>
              <span className="home-video__label">
                Play video: {video.title}{' '}
                <span className="home-video__duration">({video.durationLabel})</span>
              </span>
            </button>
          </>
        )}
      </div>
      <figcaption className="home-video__caption">
        <span role="status">
          {completed ? (
            <span className="home-video__done">
              <Icon name="check-circle" size={18} /> Watched. Ready to hear your own agent?{' '}
              <a href={`#${DEMO_FIRST_FIELD_ID}`} onClick={goToDemoForm}>
                Request your free demo
              </a>
            </span>
          ) : (
            video.description
          )}
        </span>
        {/* Without JavaScript the poster button cannot start the player: link the file. */}
        <a className="home-video__file" href={video.sources[0]?.src}>
          Open the video file
        </a>
      </figcaption>
    </figure>
  );
}
