import { useEffect, useId, useReducer, useRef } from 'react';
import { progressVideo } from '#content/demos/progress.ts';
import { Image } from '../../components/image.tsx';
import { formatVideoTime, initialVideoState, videoReducer } from './progress-demo-rules.ts';

const TICK_MS = 250;
const tickPercent = (TICK_MS / 1000 / progressVideo.durationSeconds) * 100;

/** Play and pause glyphs (the shared icon set has none). */
function PlayGlyph({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? (
        <path fill="currentColor" d="M6 4h4v16H6zM14 4h4v16h-4z" />
      ) : (
        <path
          fill="currentColor"
          d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z"
        />
      )}
    </svg>
  );
}

interface ProgressVideoProps {
  /** Playback pauses while the tab is hidden. */
  readonly active: boolean;
  readonly onComplete: () => void;
}

/** The still shown on the poster button and behind the player's controls. */
function PosterImage() {
  return (
    <Image
      src={progressVideo.poster}
      alt=""
      width={1280}
      height={720}
      className="video-demo__image"
    />
  );
}

/**
 * A simulated video: poster first, player on click, a seekable progress bar and a completion
 * callback at 99.5%. The "picture" is the current chapter, so no media file is needed.
 */
export function ProgressVideo({ active, onComplete }: ProgressVideoProps) {
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);
  const seekId = useId();
  const completedRef = useRef(false);
  const playButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!state.playing || !active) return;
    const timer = setInterval(() => dispatch({ type: 'tick', percent: tickPercent }), TICK_MS);
    return () => clearInterval(timer);
  }, [state.playing, active]);

  useEffect(() => {
    if (!state.completed || completedRef.current) return;
    completedRef.current = true;
    onComplete();
  }, [state.completed, onComplete]);

  const chapter =
    [...progressVideo.chapters].reverse().find((item) => state.progress >= item.at) ??
    progressVideo.chapters[0];
  const time = formatVideoTime(state.progress, progressVideo.durationSeconds);

  if (!state.started) {
    return (
      <>
        {/* The player is simulated by a script: without one, only the still and its title. */}
        <div className="video-demo__poster no-js-only">
          <PosterImage />
          <p className="video-demo__poster-label">{progressVideo.title}</p>
        </div>
        <button
          type="button"
          className="video-demo__poster js-only"
          onClick={() => {
            dispatch({ type: 'start' });
            // The poster button is replaced by the player: keep keyboard focus on its controls.
            requestAnimationFrame(() => playButtonRef.current?.focus());
          }}
        >
          <span className="video-demo__frame">
            <PosterImage />
            <span className="video-demo__play" aria-hidden="true">
              <PlayGlyph playing={false} />
            </span>
          </span>
          <span className="video-demo__poster-label">Play video: {progressVideo.title}</span>
        </button>
      </>
    );
  }

  return (
    <div className="video-demo" role="group" aria-label={`Video: ${progressVideo.title}`}>
      <div className="video-demo__screen">
        <PosterImage />
        <p className="video-demo__caption" aria-live="polite">
          {chapter?.title}
        </p>
      </div>
      <div className="video-demo__controls">
        <button
          ref={playButtonRef}
          type="button"
          className="icon-button"
          aria-label={state.playing ? 'Pause' : 'Play'}
          onClick={() => dispatch({ type: 'toggle' })}
        >
          <PlayGlyph playing={state.playing} />
        </button>
        <label htmlFor={seekId} className="visually-hidden">
          Seek
        </label>
        <input
          id={seekId}
          type="range"
          min={0}
          max={100}
          step={0.5}
          value={state.progress}
          aria-valuetext={time}
          onChange={(event) => dispatch({ type: 'seek', percent: Number(event.target.value) })}
          className="demo-range video-demo__seek"
        />
        <span className="video-demo__time">{time}</span>
      </div>
    </div>
  );
}
