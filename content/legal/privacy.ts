import type { PrivacyPolicyContent } from '../schema/legal.ts';
import { site } from '../site.ts';

/**
 * The privacy policy of this marketing website. It describes what the site really does: it
 * keeps preferences only in the visitor's browser, its forms are simulated, and analytics events
 * go to an in-page data layer.
 */
export const privacyPolicy: PrivacyPolicyContent = {
  effectiveDate: '2026-11-01',
  intro: `This Privacy Policy explains what information ${site.legalName} ("${site.name}", "we", "us") handles when you visit this website, how it is used and the choices you have. The short version: we do not ask you to create an account, we do not use cookies, and the preferences you set stay in your own browser.`,
  storageKeys: [
    { key: 'color-theme', purpose: 'Remembers whether you chose the light or the dark theme.' },
    {
      key: 'user-preferences',
      purpose:
        'Your personalization settings (view mode, industry, featured sections, communication preference), the pages you viewed recently, simple browsing signals (page, time on page, scroll depth) and the date of your last visit, used to recommend content and show the welcome banner.',
    },
    {
      key: 'blog-post-views',
      purpose: 'Counts the blog articles you have read on this device, to rank popular posts.',
    },
    {
      key: 'user-preferences-demo',
      purpose: 'The settings you choose on the personalization demo page.',
    },
    {
      key: 'accessibility-settings',
      purpose: 'Your text size, high-contrast and focus-mode choices.',
    },
  ],
  sections: [
    {
      id: 'information-you-provide',
      title: 'Information you provide',
      paragraphs: [
        'This website has contact, demo request and newsletter forms. They are simulated: what you enter is checked for obvious mistakes and acknowledged on screen, but it is not stored and is not sent to our team or to any third party. To reach us for real, use the email address or phone number at the end of this policy.',
        'When your browser runs without JavaScript, a form is checked by our web server and then discarded in the same way.',
      ],
    },
    {
      id: 'browser-storage',
      title: 'Information stored in your browser',
      paragraphs: [
        'To remember your choices between visits, the website saves a few entries in your browser’s local storage. They never leave your device: they are not sent to our servers and we cannot read them. The entries and their purposes are listed in the table below.',
        'You can remove them at any time by clearing this site’s data in your browser settings, or by using the reset options in the personalization panel and accessibility menu.',
      ],
    },
    {
      id: 'analytics',
      title: 'Analytics',
      paragraphs: [
        'The website records events such as page views, clicks on calls to action, downloads and page-speed measurements in a data layer inside the page. These events contain the page address and title and the name of what you clicked; they do not contain your name, email address or anything you typed into a form.',
        'The data layer lives only in the open page and is discarded when you leave. No third-party analytics or advertising scripts are loaded on this website. If that changes, we will update this policy first.',
      ],
    },
    {
      id: 'server-logs',
      title: 'Server logs',
      paragraphs: [
        'Like every website, our web server writes a short technical record of each request it answers: the time, the method, the page requested, the response status and a random request identifier. These logs do not include cookies, authorization headers or form contents. We use them only to keep the website secure and running and delete them after 30 days.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'This website does not set cookies, and it does not use tracking pixels or fingerprinting.',
      ],
    },
    {
      id: 'sharing',
      title: 'How information is shared',
      paragraphs: [
        'We do not sell or rent personal information and we do not share it for advertising. Our hosting provider processes the server logs described above on our behalf.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct or delete personal information we hold about you and to object to its use. Because this website keeps your preferences on your own device, you can view and delete them yourself at any time. For any other request, contact us; we will answer within 30 days.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: [
        'The website is served only over encrypted connections (HTTPS) with strict security headers. Content is loaded only from our own servers.',
      ],
    },
    {
      id: 'children',
      title: 'Children’s privacy',
      paragraphs: [
        'Our services are intended for businesses and for people 18 years of age or older. We do not knowingly collect information from children.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when the website or the law changes. The date at the top of this page shows when it was last revised.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: ['Questions about this policy or your information? Contact us:'],
    },
  ],
};
