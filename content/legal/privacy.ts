import type { PrivacyPolicyContent } from '../schema/legal.ts';
import { generatedPrivacyPolicy } from '../generated/legal/privacy.ts';

/**
 * The privacy policy of this marketing website, written in ./privacy.md (compiled by the build).
 * It describes what the site really does: it keeps preferences only in the visitor's browser,
 * its forms are simulated, and analytics events go to an in-page data layer.
 */
export const privacyPolicy: PrivacyPolicyContent = generatedPrivacyPolicy;
