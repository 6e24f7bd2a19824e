import { useState } from 'react';
import type { FaqItem } from '#content/schema/marketing.ts';
import { Icon } from './icon.tsx';

interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** Prefix for element ids, unique on the page. */
  readonly idPrefix: string;
  /** Item open at first; none by default. */
  readonly initiallyOpenId?: string;
}

/**
 * Questions with one answer open at a time; opening another closes the first, clicking the open
 * one closes it. Answers are always in the HTML for crawlers; without JavaScript (no `js` class
 * on <html>) the stylesheet shows them all.
 */
export function FaqAccordion({ items, idPrefix, initiallyOpenId }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpenId ?? null);
  return (
    <div className="faq">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${idPrefix}-${item.id}-question`;
        const panelId = `${idPrefix}-${item.id}-answer`;
        return (
          <div key={item.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h3 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => (current === item.id ? null : item.id))}
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" className="faq__chevron" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq__answer"
              hidden={!open}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
