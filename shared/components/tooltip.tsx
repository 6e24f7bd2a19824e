import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Icon } from './icon.tsx';

export type TooltipTrigger = 'hover' | 'click' | 'both';
export type TooltipPosition = 'top' | 'bottom' | 'left' | 'right';
export type TooltipVariant = 'dark' | 'light' | 'primary' | 'secondary';
export type TooltipAnimation = 'fade' | 'scale' | 'slide' | 'none';
export type TooltipMaxWidth = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | 'full';
export type TooltipIcon = 'help' | 'info' | 'alert';

export interface TooltipProps {
  /** The tooltip text. Inline content only: it renders inside a `<span>`. */
  readonly content: ReactNode;
  /** Accessible name of the trigger button, e.g. "About call recording". */
  readonly label: string;
  /** Visible trigger content; defaults to the icon alone. */
  readonly children?: ReactNode;
  readonly icon?: TooltipIcon;
  readonly trigger?: TooltipTrigger;
  /** Milliseconds before a hover opens the tooltip; clicks and focus open at once. */
  readonly delay?: number;
  readonly position?: TooltipPosition;
  readonly variant?: TooltipVariant;
  readonly animation?: TooltipAnimation;
  readonly maxWidth?: TooltipMaxWidth;
  /** Controlled mode (e.g. "one tooltip open at a time"): pass both. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly className?: string;
}

/**
 * A help bubble next to a term. The trigger is a real button (keyboard, touch), the bubble has
 * role="tooltip" and describes the button. It closes on Escape and on a mousedown anywhere
 * outside, and stays open while the pointer moves onto it (WCAG 1.4.13 hoverable). A bubble
 * opened by click only lets presses through to what lies beneath it (demos.css). Without
 * JavaScript the trigger is hidden and the stylesheet shows the text as a plain note.
 */
export function Tooltip({
  content,
  label,
  children,
  icon = 'info',
  trigger = 'both',
  delay = 0,
  position = 'top',
  variant = 'dark',
  animation = 'fade',
  maxWidth = 'xs',
  open: controlledOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isControlled = controlledOpen !== undefined;
  const open = isControlled ? controlledOpen : uncontrolledOpen;
  const rootRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  /** Opened by a click: stays open when the pointer leaves, until clicked again or dismissed. */
  const pinnedRef = useRef(false);
  /** Horizontal offset of the open bubble from the trigger, in px (measured, never a transform). */
  const [offsetX, setOffsetX] = useState<number | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bubbleId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timerRef.current);
      if (!next) pinnedRef.current = false;
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );

  useEffect(() => () => clearTimeout(timerRef.current), []);

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  // Place the open bubble with `left` in px, kept inside the viewport. A transform would leave
  // its untransformed box in the page's scrollable area and widen narrow screens.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const bubble = bubbleRef.current;
    if (!open || !root || !bubble) {
      setOffsetX(null);
      return;
    }
    const margin = 8;
    const gap = parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.4;
    const rootRect = root.getBoundingClientRect();
    const width = bubble.offsetWidth;
    let x = (rootRect.width - width) / 2;
    if (position === 'right') x = rootRect.width + gap;
    if (position === 'left') x = -width - gap;
    const minX = margin - rootRect.left;
    const maxX = document.documentElement.clientWidth - margin - width - rootRect.left;
    setOffsetX(Math.round(Math.min(Math.max(x, minX), Math.max(minX, maxX))));
  }, [open, position]);

  const hover = trigger === 'hover' || trigger === 'both';
  const click = trigger === 'click' || trigger === 'both';

  const openAfterDelay = () => {
    clearTimeout(timerRef.current);
    if (delay <= 0) {
      setOpen(true);
      return;
    }
    timerRef.current = setTimeout(() => setOpen(true), delay);
  };

  // With trigger 'both', a click on a hover-opened tooltip pins it instead of closing it.
  const onClick = () => {
    if (open && !pinnedRef.current && hover) {
      clearTimeout(timerRef.current);
      pinnedRef.current = true;
      return;
    }
    const next = !open;
    setOpen(next);
    pinnedRef.current = next;
  };

  const classes = [
    'tooltip',
    `tooltip--${position}`,
    `tooltip--${variant}`,
    `tooltip--anim-${animation}`,
    `tooltip--w-${maxWidth}`,
    trigger === 'click' ? 'tooltip--click' : '',
    open ? 'tooltip--open' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <span
      ref={rootRef}
      className={classes}
      onMouseEnter={hover ? openAfterDelay : undefined}
      onMouseLeave={
        hover
          ? () => {
              clearTimeout(timerRef.current);
              if (!pinnedRef.current) setOpen(false);
            }
          : undefined
      }
    >
      <button
        type="button"
        className={
          children ? 'tooltip__trigger tooltip__trigger--text js-only' : 'tooltip__trigger js-only'
        }
        aria-label={children ? undefined : label}
        aria-expanded={open}
        aria-describedby={bubbleId}
        onClick={click ? onClick : undefined}
        // Hover-only tooltips still have to reach keyboard users (WCAG 1.4.13).
        onFocus={hover && !click ? () => setOpen(true) : undefined}
        onBlur={hover && !click ? () => setOpen(false) : undefined}
      >
        {children ?? null}
        <Icon name={icon} size={children ? 16 : 18} className="tooltip__icon" />
      </button>
      <span
        ref={bubbleRef}
        id={bubbleId}
        role="tooltip"
        className="tooltip__bubble"
        style={offsetX === null ? undefined : ({ '--tooltip-x': `${offsetX}px` } as CSSProperties)}
      >
        {content}
      </span>
    </span>
  );
}
