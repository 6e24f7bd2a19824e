import type { TermsContent } from '../schema/legal.ts';
import { site } from '../site.ts';

/** The terms of service; the page numbers the sections 1 to 14 and adds the contact details. */
export const terms: TermsContent = {
  intro: `These Terms of Service ("Terms") govern your access to and use of the website, products and services of ${site.legalName} ("${site.name}", "we", "us" or "our"). Please read them carefully.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      paragraphs: [
        'By accessing or using our website or services, you agree to be bound by these Terms and by our Privacy Policy. If you do not agree, do not use the website or services.',
        'If you use the services on behalf of a company or other organization, you confirm that you have authority to bind that organization to these Terms.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old to use our services. By using them, you represent that you are 18 years of age or older and able to form a binding contract.',
      ],
    },
    {
      id: 'services',
      title: 'Description of Services',
      paragraphs: [
        'We provide AI voice and chat agents and an all-in-one business platform, including CRM, funnels, automation, scheduling, call tracking, payments, white label, analytics, content, SEO, reviews, social and brand design tools.',
        'We may add, change or remove features at any time. Descriptions, statistics and examples on our website are for general information and do not form part of any service commitment.',
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and Security',
      paragraphs: [
        'You are responsible for the accuracy of the information in your account, for keeping your credentials and API keys confidential and for all activity under your account.',
        'Notify us immediately of any unauthorized use of your account or any other breach of security.',
      ],
    },
    {
      id: 'free-trials',
      title: 'Free Trials',
      paragraphs: [
        'We may offer a free trial of our services. Unless you cancel before the end of the trial period, your free trial automatically converts to a paid subscription and you authorize us to charge the payment method on file for the plan you selected.',
        'You can cancel at any time during the trial from your account settings or by contacting us.',
      ],
    },
    {
      id: 'payments',
      title: 'Fees and Payment',
      paragraphs: [
        'Paid plans are billed in advance on a monthly, annual or one-time basis, as selected. Prices exclude taxes, which you are responsible for.',
        'All payments are non-refundable, including for partially used billing periods, unused features or unused capacity, except where the law requires otherwise.',
      ],
      points: [
        'Subscriptions renew automatically until cancelled.',
        'Cancellation takes effect at the end of the current billing period.',
        'We may suspend services for overdue accounts.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      paragraphs: ['You agree not to use the services to:'],
      points: [
        'break any law, including telemarketing, consent and anti-spam laws such as the TCPA;',
        'place calls or send messages to people who have not consented or have opted out;',
        'impersonate any person or misrepresent that an AI agent is a human when asked;',
        'upload malicious code or attempt to gain unauthorized access to our systems;',
        'resell or sublicense the services except under a written partner agreement.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        'The services, the website and all related software, content and trademarks are owned by us or our licensors and are protected by intellectual property laws. We grant you a limited, non-exclusive, non-transferable right to use the services during your subscription.',
        'You keep all rights in the content and data you provide. You grant us a license to use it only as needed to provide and improve the services.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and Data',
      paragraphs: [
        'Our Privacy Policy explains how we handle information. Where you use the services to process personal data of your customers, you are responsible for having a lawful basis and for giving any notices required by law.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      paragraphs: [
        'The services are provided "as is" and "as available" without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. AI-generated responses can be inaccurate; you are responsible for reviewing how your agents are configured and used.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data. Our total liability for any claim is limited to the amount you paid us in the twelve months before the claim arose.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Dispute Resolution',
      paragraphs: [
        'These Terms are governed by the laws of the State of Texas, without regard to its conflict-of-laws rules.',
        'Any dispute arising out of or relating to these Terms or the services will be resolved by binding arbitration in Austin, Texas, on an individual basis. You and we waive any right to a jury trial or to take part in a class action.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      paragraphs: [
        'We may change these Terms at any time. Changes take effect when we post them on this page with a new "Last updated" date. Your continued use of the website or services after a change means you accept the revised Terms.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Information',
      paragraphs: ['Questions about these Terms? Contact us:'],
    },
  ],
};
