import { lazy, Suspense } from 'react';
import { useIdle } from '#client/idle.ts';
import { usePersonalization } from '../../personalization/personalization-provider.tsx';

const WelcomeCard = lazy(async () => ({
  default: (await import('./welcome-card.tsx')).WelcomeCard,
}));

/**
 * Greets first-time visitors and those back after more than 30 days. It is never in the server
 * HTML (it depends on stored visits), so its code loads once the browser is idle after
 * hydration; it floats over the page, so it never pushes content down.
 */
export function WelcomeBanner() {
  const { welcome, dismissWelcome } = usePersonalization();
  const idle = useIdle();
  if (!welcome || !idle) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeCard welcome={welcome} onDismiss={dismissWelcome} />
    </Suspense>
  );
}
