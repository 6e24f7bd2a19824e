import type { Testimonial } from '#content/schema/marketing.ts';
import { Icon } from './icon.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Customer quotes as cards. Marketing copy, per the spec. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid grid--2 testimonials">
      {items.map((item) => (
        <li key={item.id} className="card testimonial">
          <Icon name="quote" className="testimonial__mark" />
          {item.rating ? (
            <p
              className="testimonial__rating"
              role="img"
              aria-label={`Rated ${item.rating} out of 5`}
            >
              {Array.from({ length: item.rating }, (_, index) => (
                <Icon key={index} name="star" className="testimonial__star" size={16} />
              ))}
            </p>
          ) : null}
          <blockquote className="testimonial__quote">
            <p>{item.quote}</p>
          </blockquote>
          <p className="testimonial__author">
            <span className="testimonial__avatar" aria-hidden="true">
              {initials(item.name)}
            </span>
            <span>
              <strong>{item.name}</strong>
              <span className="testimonial__role">
                {item.role}, {item.company}
              </span>
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
