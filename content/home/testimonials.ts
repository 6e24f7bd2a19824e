import type { HomeTestimonial } from '../schema/home.ts';

/** The four customer quotes of the home page. Marketing copy. */
export const testimonials: readonly HomeTestimonial[] = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    role: 'Owner',
    company: 'Mitchell Family Dental',
    quote:
      'Our AI receptionist answers every call, books cleanings straight into the schedule and even handles insurance questions. We stopped losing new patients to voicemail in the first week.',
    rating: 5,
    image: '/images/home/testimonial-sarah-mitchell.svg',
  },
  {
    id: 'marcus-reed',
    name: 'Marcus Reed',
    role: 'Founder',
    company: 'Northline Digital Agency',
    quote:
      'We resell the platform under our own brand to 38 clients. The multi-client dashboard and white-label reports turned AI agents into our fastest-growing service line.',
    rating: 5,
    image: '/images/home/testimonial-marcus-reed.svg',
  },
  {
    id: 'elena-vasquez',
    name: 'Elena Vasquez',
    role: 'Broker',
    company: 'Coastal Homes Realty',
    quote:
      'Portal leads get a call within a minute, even at midnight. Our agents now spend their time at showings instead of chasing voicemails.',
    rating: 5,
    image: '/images/home/testimonial-elena-vasquez.svg',
  },
  {
    id: 'david-chen',
    name: 'David Chen',
    role: 'Head of Customer Success',
    company: 'Brightpath Software',
    quote:
      'The chat agent resolves most billing and setup questions on its own and hands the rest to us with a full summary. Response times went from hours to seconds.',
    rating: 4,
    image: '/images/home/testimonial-david-chen.svg',
  },
];
