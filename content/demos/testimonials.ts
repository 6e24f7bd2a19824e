import type { CarouselTestimonial } from '../schema/demos.ts';

/** The four testimonials of the carousel on /interactive-elements. Marketing copy. */
export const carouselTestimonials: readonly CarouselTestimonial[] = [
  {
    id: 'sarah-johnson',
    name: 'Sarah Johnson',
    role: 'Owner',
    company: 'Bright Smile Dental',
    rating: 5,
    quote:
      'Our AI receptionist answers every call, even during lunch and after hours. Patients book appointments themselves and my front desk finally has time to breathe.',
    result: '40% more appointments booked in the first month',
  },
  {
    id: 'marcus-lee',
    name: 'Marcus Lee',
    role: 'Team Lead',
    company: 'Summit Realty Group',
    rating: 5,
    quote:
      'Every buyer lead gets a call back within a minute, qualified and ready for an agent. We stopped losing weekend leads to faster competitors.',
    result: '3x faster lead response',
  },
  {
    id: 'priya-patel',
    name: 'Priya Patel',
    role: 'Head of Customer Experience',
    company: 'Nova Home Goods',
    rating: 4,
    quote:
      'The chat agent handles order tracking and returns on its own, and hands tricky questions to our team with the full conversation attached.',
    result: '70% of support chats resolved without a person',
  },
  {
    id: 'daniel-ortiz',
    name: 'Daniel Ortiz',
    role: 'Founder',
    company: 'Ortiz Growth Agency',
    rating: 5,
    quote:
      'We resell white-label voice agents to our clients. Setup takes days, not weeks, and the reporting makes renewals an easy conversation.',
    result: '12 new retainer clients in one quarter',
  },
];
