import type { NextStep, OnboardingStep } from '../schema/demos.ts';

/** The account setup checklist on /onboarding. The profile step is done at sign-up. */
export const onboardingSteps: readonly OnboardingStep[] = [
  {
    id: 'profile',
    title: 'Create your profile',
    description: 'Your name, company and role, so your agents introduce your business correctly.',
    isCompleted: true,
    isRequired: true,
    helpText: 'You completed this when you signed up. Edit it any time under Settings, Profile.',
    actionLabel: 'Edit Profile',
    icon: 'user-check',
  },
  {
    id: 'verify-email',
    title: 'Verify your email address',
    description: 'Confirm your email so we can send call summaries and account notices.',
    isCompleted: false,
    isRequired: true,
    helpText:
      'We sent a verification link to the address you signed up with. The link expires after 24 hours; if it has expired, send a new one from here.',
    benefitText: 'Keeps your account secure and your reports arriving.',
    actionLabel: 'Verify Email',
    icon: 'mail',
  },
  {
    id: 'business-details',
    title: 'Add your business details',
    description: 'Opening hours, services and the answers to questions callers ask most.',
    isCompleted: false,
    isRequired: true,
    helpText:
      'Paste your FAQ or website address and we draft the answers for you. You can review every answer before it goes live.',
    benefitText: 'Agents that know your business answer more calls without a handover.',
    actionLabel: 'Add Details',
    icon: 'building',
  },
  {
    id: 'first-agent',
    title: 'Create your first AI agent',
    description: 'Choose a voice, a greeting and what the agent should do on every call.',
    isCompleted: false,
    isRequired: true,
    helpText: 'Start from a template for your industry. A simple agent is ready in 24 to 48 hours.',
    benefitText: 'Never miss a call again, day or night.',
    actionLabel: 'Create Agent',
    icon: 'bot',
  },
  {
    id: 'phone-number',
    title: 'Connect a phone number',
    description: 'Forward your business line or pick a new local number for your agent.',
    isCompleted: false,
    isRequired: true,
    helpText:
      'Call forwarding takes a few minutes with most carriers. Keep your existing number; nothing changes for your customers.',
    benefitText: 'Customers reach your agent on the number they already know.',
    actionLabel: 'Connect Number',
    icon: 'phone',
  },
  {
    id: 'connect-crm',
    title: 'Connect your CRM',
    description: 'Send every lead, transcript and booking straight into your CRM.',
    isCompleted: false,
    isRequired: false,
    helpText:
      'Pre-built connectors cover the popular CRMs; anything else connects through the open API.',
    benefitText: 'No more copying call notes by hand.',
    actionLabel: 'Connect CRM',
    icon: 'plug',
  },
  {
    id: 'invite-team',
    title: 'Invite your team',
    description: 'Give colleagues access to conversations, leads and reports.',
    isCompleted: false,
    isRequired: false,
    helpText: 'Invited teammates receive an email with a link to join your workspace.',
    actionLabel: 'Invite Team',
    icon: 'users',
  },
];

export const onboardingNextSteps: readonly NextStep[] = [
  {
    title: 'Follow the Quick Start',
    text: 'Make your first test call and fine-tune your agent in minutes.',
    icon: 'rocket',
    href: '/quick-start',
    linkLabel: 'Open the quick start',
  },
  {
    title: 'Watch a Tutorial',
    text: 'Learn conversation design, routing and follow-up automation.',
    icon: 'video',
    href: '/tutorials',
    linkLabel: 'Browse tutorials',
  },
  {
    title: 'Connect Your Tools',
    text: 'Link your CRM, calendar and help desk to keep every lead in sync.',
    icon: 'plug',
    href: '/features/integrations',
    linkLabel: 'See integrations',
  },
];
