import { useReducer, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { demoFaqs } from '#content/demos/faqs.ts';
import { faqCategories } from '#content/demos/demo-options.ts';
import { Icon } from '../../components/icon.tsx';
import {
  ALL_CATEGORIES,
  FAQ_QUERY,
  faqView,
  faqWidgetReducer,
  faqWidgetStateFromQuery,
  type FaqWidgetAction,
} from './faq-widget-rules.ts';

const categories = [ALL_CATEGORIES, ...faqCategories];

/**
 * Searchable, filterable FAQ with one answer open at a time and a Show More window. It is a GET
 * form: without JavaScript the search, the category chips, Show More and Clear filters reload
 * the page with the state in the URL and the server renders that list; each question is a
 * <details> the browser opens by itself. With JavaScript the same controls act in place.
 */
export function FaqWidget() {
  const { search } = useLocation();
  const [state, dispatch] = useReducer(faqWidgetReducer, search, (query) =>
    faqWidgetStateFromQuery(new URLSearchParams(query), categories),
  );
  const view = faqView(demoFaqs, state);
  const act = (action: FaqWidgetAction) => (event: MouseEvent) => {
    event.preventDefault();
    dispatch(action);
  };

  return (
    <form
      method="get"
      action="/interactive-elements#faq"
      className="faq-widget"
      onSubmit={(event) => event.preventDefault()}
    >
      {/* The form's first submit button is the one Enter in the search box uses. */}
      <button type="submit" hidden tabIndex={-1}>
        Search
      </button>
      <div className="faq-widget__filters">
        <div className="demo-field faq-widget__search">
          <label htmlFor="faq-widget-search">Search questions</label>
          <span className="faq-widget__search-box">
            <Icon name="search" size={18} />
            <input
              id="faq-widget-search"
              name={FAQ_QUERY.search}
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
              type="submit"
              name={FAQ_QUERY.category}
              value={category}
              className="pill"
              aria-pressed={state.category === category}
              onClick={act({ type: 'category', category })}
            >
              {category}
            </button>
          ))}
          {/* After the chips: a pressed chip's value comes first in the query. */}
          <input type="hidden" name={FAQ_QUERY.category} value={state.category} />
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
            type="submit"
            name={FAQ_QUERY.clear}
            value="1"
            className="button button--secondary button--small"
            onClick={act({ type: 'clear' })}
          >
            Clear filters
          </button>
        </div>
      ) : (
        <ul className="faq-widget__list">
          {view.shown.map((item) => {
            const open = state.openId === item.id;
            return (
              <li key={item.id} className="faq-widget__item">
                <details name="faq-widget" open={open}>
                  {/* No role or aria-expanded: a <summary> already exposes both (HTML-AAM, Nu checker). */}
                  <summary
                    id={`faq-widget-${item.id}`}
                    className="faq-widget__question"
                    aria-controls={`faq-widget-${item.id}-answer`}
                    onClick={act({ type: 'toggle', id: item.id })}
                  >
                    <span>{item.question}</span>
                    <span className="badge">{item.category}</span>
                    <Icon name="chevron-down" className="faq-widget__chevron" />
                  </summary>
                  <div
                    id={`faq-widget-${item.id}-answer`}
                    role="region"
                    aria-labelledby={`faq-widget-${item.id}`}
                    className="faq-widget__answer"
                  >
                    <p>{item.answer}</p>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      {view.remaining > 0 ? (
        <p className="faq-widget__more">
          <button
            type="submit"
            name={FAQ_QUERY.shown}
            value={state.visible + state.max}
            className="button button--secondary"
            onClick={act({ type: 'show-more' })}
          >
            Show More ({view.remaining} more)
          </button>
        </p>
      ) : null}
    </form>
  );
}
