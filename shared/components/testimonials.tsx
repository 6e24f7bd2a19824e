import type { Testimonial } from '#content/schema/sections.ts';
import { Icon } from './icon.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

interface TestimonialCardProps {
  /** The carousel's testimonials also carry the result the customer achieved. */
  readonly item: Testimonial & { readonly result?: string };
  /** Makes the card a carousel slide: its label ("2 of 4") and whether it is out of view. */
  readonly slide?: { readonly label: string; readonly hidden: boolean };
}

/**
 * One customer quote: rating, quote, author. In a list it is a `testimonial` card with a quote
 * mark; as a carousel slide it uses the `tcarousel` parts, draws all five stars (the unearned
 * ones dimmed) and shows the result under the quote.
 */
export function TestimonialCard({ item, slide }: TestimonialCardProps) {
  const block = slide ? 'tcarousel' : 'testimonial';
  const rating = item.rating ?? 0;
  const body = (
    <>
      {slide ? null : <Icon name="quote" className="testimonial__mark" />}
      {rating ? (
        <p className={`${block}__rating`} role="img" aria-label={`Rated ${rating} out of 5`}>
          {Array.from({ length: slide ? 5 : rating }, (_, star) => (
            <Icon
              key={star}
              name="star"
              size={slide ? 18 : 16}
              className={slide && star < rating ? 'tcarousel__star is-on' : `${block}__star`}
            />
          ))}
        </p>
      ) : null}
      <blockquote className={`${block}__quote`}>
        <p>{item.quote}</p>
      </blockquote>
      {item.result ? (
        <p className="tcarousel__result">
          <Icon name="trending-up" size={18} /> {item.result}
        </p>
      ) : null}
      <p className={`${block}__author`}>
        <span className={`icon-tile icon-tile--round ${block}__avatar`} aria-hidden="true">
          {initials(item.name)}
        </span>
        <span>
          <strong>{item.name}</strong>
          <span className={slide ? 'muted' : 'testimonial__role'}>
            {item.role}, {item.company}
          </span>
        </span>
      </p>
    </>
  );
  if (!slide) return <li className="card testimonial">{body}</li>;
  // A slide is a labelled group (the carousel pattern); a figure may not take that role.
  return (
    <div
      className="tcarousel__slide card"
      role="group"
      aria-roledescription="slide"
      aria-label={slide.label}
      hidden={slide.hidden}
    >
      {body}
    </div>
  );
}

/** Customer quotes as cards. Marketing copy. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid grid--2 testimonials">
      {items.map((item) => (
        <TestimonialCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
