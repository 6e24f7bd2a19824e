import type { Navigation } from './schema/navigation.ts';

/**
 * Header mega menus, header links and footer links. Pages are named by route id, so a renamed
 * or removed route breaks the build; labels come from the route table unless given here.
 * Validated against its schema by a unit test rather than at load time: the header is part of
 * every page's first script, and the schema library would otherwise ship with it.
 */
export const navigation: Navigation = {
  megaMenus: [
    {
      id: 'product',
      label: 'Product',
      groups: [
        {
          title: 'Platform',
          items: [
            { route: 'product-tour' },
            { section: 'features', label: 'Features' },
            { route: 'enhanced-crm' },
            { route: 'crm' },
            { route: 'comparison' },
          ],
        },
        {
          title: 'AI agents',
          items: [
            { route: 'voice-agents' },
            { route: 'chat' },
            { route: 'analytics' },
            { route: 'integrations' },
          ],
        },
        {
          title: 'Developers & help',
          items: [
            { route: 'quick-start', label: 'Quick Start' },
            { route: 'documentation' },
            { route: 'api' },
            { section: 'faq', label: 'FAQ' },
          ],
        },
      ],
    },
    {
      id: 'solutions',
      label: 'Solutions',
      groups: [
        {
          title: 'Industries',
          items: [
            { route: 'agencies', label: 'Agencies' },
            { route: 'healthcare' },
            { route: 'ecommerce' },
            { route: 'real-estate' },
          ],
        },
        {
          title: 'Services',
          items: [
            { route: 'lead-qualification' },
            { route: 'content-creation' },
            { route: 'sales-automation' },
            { route: 'customer-support' },
          ],
        },
        {
          title: 'Get started',
          items: [{ route: 'solution-guides' }, { route: 'implementation' }],
        },
      ],
    },
    {
      id: 'resources',
      label: 'Resources',
      groups: [
        {
          title: 'Learn',
          items: [
            { route: 'blog' },
            { route: 'webinars' },
            { route: 'tutorials' },
            { route: 'success-stories' },
            { route: 'case-studies' },
          ],
        },
        {
          title: 'Try it',
          items: [
            { route: 'interactive-elements' },
            { route: 'personalization-demo' },
            { route: 'onboarding' },
          ],
        },
        {
          title: 'Community',
          items: [
            { route: 'affiliate' },
            { route: 'partners' },
            { route: 'developers' },
            { route: 'community' },
          ],
        },
      ],
    },
  ],
  headerLinks: [
    { section: 'pricing', label: 'Pricing' },
    { route: 'case-studies' },
    { route: 'blog' },
  ],
  footerColumns: [
    {
      title: 'Product',
      links: [
        { section: 'features', label: 'Features' },
        { section: 'pricing', label: 'Pricing' },
        { route: 'voice-agents', label: 'AI Voice Agents' },
        { route: 'chat', label: 'AI Chat Agents' },
        { route: 'integrations' },
        { route: 'comparison' },
      ],
    },
    {
      title: 'Solutions',
      links: [
        { route: 'agencies', label: 'Agencies' },
        { route: 'healthcare' },
        { route: 'ecommerce' },
        { route: 'real-estate' },
        { route: 'implementation' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { route: 'blog' },
        { route: 'case-studies' },
        { route: 'webinars' },
        { route: 'tutorials' },
        { route: 'developers' },
      ],
    },
    {
      title: 'Company',
      links: [
        { route: 'contact', label: 'Contact Us' },
        { route: 'partners' },
        { route: 'affiliate', label: 'Affiliates' },
        { route: 'community' },
        { section: 'faq', label: 'FAQ' },
      ],
    },
  ],
  legalLinks: [{ route: 'privacy-policy' }, { route: 'terms-of-service' }],
};
