import { useReducer } from 'react';
import { demoFaqs, faqCategories } from '#content/demos/faqs.ts';
import { Icon } from '../../components/icon.tsx';
import {
  ALL_CATEGORIES,
  faqView,
  faqWidgetReducer,
  initialFaqWidgetState,
} from '../../state/faq-widget.ts';

const categories = [ALL_CATEGORIES, ...faqCategories];

/** Searchable, filterable FAQ with one answer open at a time and a Show More window. */
export function FaqWidget() {
  const [state, dispatch] = useReducer(faqWidgetReducer, undefined, () => initialFaqWidgetState());
  const view = faqView(demoFaqs, state);

  return (
    <div className="faq-widget">
      <div className="faq-widget__filters">
        <div className="demo-field faq-widget__search">
          <label htmlFor="faq-widget-search">Search questions</label>
          <span className="faq-widget__search-box">
            <Icon name="search" size={18} />
            <input
              id="faq-widget-search"
              type="search"
              value={state.search}
              placeholder="e.g. languages, trial, CRM"
              onChange={(event) => dispatch({ type: 'search', search: event.target.value })}
            />
          </span>
        </div>
        <div className="faq-widget__categories" role="group" aria-label="Category">
          {categories.map((category) => (
            <button
              key={category}
              type="button"
              className="demo-chip"
              aria-pressed={state.category === category}
              onClick={() => dispatch({ type: 'category', category })}
            >
              {category}
            </button>
          ))}
        </div>
      </div>
      <p className="muted faq-widget__count" aria-live="polite">
        {view.total === 0
          ? 'No matching questions'
          : `Showing ${view.shown.length} of ${view.total} ${view.total === 1 ? 'question' : 'questions'}`}
      </p>
      {view.total === 0 ? (
        <div className="demo-empty">
          <p>No FAQs found matching your criteria.</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => dispatch({ type: 'clear' })}
          >
            Clear filters
          </button>
        </div>
      ) : (
        <ul className="faq-widget__list">
          {view.shown.map((item) => {
            const open = state.openId === item.id;
            return (
              <li key={item.id} className={open ? 'faq-widget__item is-open' : 'faq-widget__item'}>
                <h3 className="faq-widget__question">
                  <button
                    type="button"
                    id={`faq-widget-${item.id}`}
                    aria-expanded={open}
                    aria-controls={`faq-widget-${item.id}-answer`}
                    onClick={() => dispatch({ type: 'toggle', id: item.id })}
                  >
                    <span>{item.question}</span>
                    <span className="badge">{item.category}</span>
                    <Icon name="chevron-down" className="faq-widget__chevron" />
                  </button>
                </h3>
                <div
                  id={`faq-widget-${item.id}-answer`}
                  role="region"
                  aria-labelledby={`faq-widget-${item.id}`}
                  className="faq-widget__answer"
                  hidden={!open}
                >
                  <p>{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {view.remaining > 0 ? (
        <p className="faq-widget__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'show-more' })}
          >
            Show More ({view.remaining} more)
          </button>
        </p>
      ) : null}
    </div>
  );
}
