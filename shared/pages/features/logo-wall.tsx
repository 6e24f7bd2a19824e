import type { IntegrationLogo } from '#content/schema/features.ts';
import { Image } from '../../components/image.tsx';

/** Integration wordmarks on light tiles (they read the same in both themes). */
export function LogoWall({ logos, label }: { logos: readonly IntegrationLogo[]; label: string }) {
  return (
    <ul className="logo-wall" aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.name} className="logo-wall__tile">
          <Image
            src={logo.logo}
            alt={logo.name}
            width={240}
            height={36}
            className="logo-wall__logo"
          />
        </li>
      ))}
    </ul>
  );
}
