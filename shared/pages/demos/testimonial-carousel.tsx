import { useReducer } from 'react';
import { carouselTestimonials } from '#content/demos/testimonials.ts';
import { Icon } from '../../components/icon.tsx';
import { carouselReducer } from '../../state/carousel.ts';

const count = carouselTestimonials.length;
const reducer = carouselReducer(count);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One testimonial at a time; arrows wrap around, dots jump. It never advances on its own. */
export function TestimonialCarousel() {
  const [index, dispatch] = useReducer(reducer, 0);

  return (
    <div
      className="tcarousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
    >
      <div className="tcarousel__viewport" aria-live="polite">
        {carouselTestimonials.map((item, itemIndex) => (
          <figure
            key={item.id}
            className="tcarousel__slide card"
            role="group"
            aria-roledescription="slide"
            aria-label={`${itemIndex + 1} of ${count}`}
            hidden={itemIndex !== index}
          >
            <p
              className="tcarousel__rating"
              role="img"
              aria-label={`Rated ${item.rating} out of 5`}
            >
              {Array.from({ length: 5 }, (_, star) => (
                <Icon
                  key={star}
                  name="star"
                  size={18}
                  className={star < item.rating ? 'tcarousel__star is-on' : 'tcarousel__star'}
                />
              ))}
            </p>
            <blockquote className="tcarousel__quote">
              <p>{item.quote}</p>
            </blockquote>
            <p className="tcarousel__result">
              <Icon name="trending-up" size={18} /> {item.result}
            </p>
            <figcaption className="tcarousel__author">
              <span className="tcarousel__avatar" aria-hidden="true">
                {initials(item.name)}
              </span>
              <span>
                <strong>{item.name}</strong>
                <span className="muted">
                  {item.role}, {item.company}
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="tcarousel__controls">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous testimonial"
          onClick={() => dispatch({ type: 'previous' })}
        >
          <Icon name="chevron-right" className="tcarousel__prev-icon" />
        </button>
        <div className="tcarousel__dots" role="group" aria-label="Choose a testimonial">
          {carouselTestimonials.map((item, itemIndex) => (
            <button
              key={item.id}
              type="button"
              className="tcarousel__dot"
              aria-label={`Testimonial ${itemIndex + 1}: ${item.name}`}
              aria-current={itemIndex === index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'go', index: itemIndex })}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label="Next testimonial"
          onClick={() => dispatch({ type: 'next' })}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
