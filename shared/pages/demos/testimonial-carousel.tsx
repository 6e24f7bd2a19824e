import { useReducer } from 'react';
import { carouselTestimonials } from '#content/demos/testimonials.ts';
import { Icon } from '../../components/icon.tsx';
import { TestimonialCard } from '../../components/testimonials.tsx';
import { carouselReducer } from './testimonial-carousel-rules.ts';

const count = carouselTestimonials.length;
const reducer = carouselReducer(count);

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
          <TestimonialCard
            key={item.id}
            item={item}
            slide={{ label: `${itemIndex + 1} of ${count}`, hidden: itemIndex !== index }}
          />
        ))}
      </div>
      <div className="tcarousel__controls js-only">
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
