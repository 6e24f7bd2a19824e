import { ctaOffers } from '#content/home/recommendations.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { usePreference } from '../../personalization/personalization-provider.tsx';
import { personalizedOffer } from '../../personalization/audience-rules.ts';

/**
 * The call to action follows the visitor's industry, then their preferred channel. The server
 * renders the default offer; a stored choice replaces it after hydration.
 */
export function PersonalCta() {
  // The offer object comes from the content, so it is the same object while the choices stay.
  const offer = usePreference((preferences) =>
    personalizedOffer(ctaOffers, preferences.industryInterest, preferences.communicationPreference),
  );
  return (
    <CtaBanner
      id="get-started"
      cta={{
        title: offer.title,
        text: offer.text,
        primary: offer.link,
        secondary: { label: 'Compare plans', href: '/comparison' },
      }}
      onPrimaryClick={() => trackConversionClick(`Personalized CTA: ${offer.title}`)}
    />
  );
}
