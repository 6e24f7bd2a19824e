import { createContext, useContext } from 'react';
import type { IconName } from './icon-names.ts';

export type { IconName } from './icon-names.ts';

/**
 * The URL of the icon sprite the build wrote (hashed, under /assets). The document provides it
 * from the client manifest on both sides, so server and browser render the same href.
 */
export const IconSpriteContext = createContext('');

interface IconProps {
  readonly name: IconName;
  readonly className?: string;
  /** Icons are decorative unless given a label. */
  readonly label?: string;
  readonly size?: number;
}

/** One symbol of the sprite; stroke and fill come from the `.icon` class, so CSS may restyle it. */
export function Icon({ name, className, label, size = 20 }: IconProps) {
  const sprite = useContext(IconSpriteContext);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
