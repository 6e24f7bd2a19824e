import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { FaqItem } from '#content/schema/sections.ts';
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
 * one closes it. Each item is a <details> sharing one `name`, so without JavaScript the browser
 * opens and closes answers itself with the same one-at-a-time rule; once hydrated, React owns
 * the open item. Answers are always in the HTML for crawlers.
 */
export function FaqAccordion({ items, idPrefix, initiallyOpenId }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpenId ?? null);
  const listRef = useRef<HTMLDivElement>(null);
  // A question opened natively before hydration stays open: React takes it over as the open item.
  useEffect(() => {
    const opened = listRef.current?.querySelector<HTMLElement>('details[open]')?.dataset.faqId;
    if (opened) setOpenId(opened);
  }, []);
  return (
    <div className="faq" ref={listRef}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${idPrefix}-${item.id}-question`;
        const panelId = `${idPrefix}-${item.id}-answer`;
        const toggle = (event: MouseEvent) => {
          event.preventDefault();
          setOpenId((current) => (current === item.id ? null : item.id));
        };
        return (
          <details
            key={item.id}
            name={idPrefix}
            open={open}
            className="faq__item"
            data-faq-id={item.id}
          >
            {/* No role or aria-expanded: a <summary> already exposes both (HTML-AAM, Nu checker). */}
            <summary
              id={buttonId}
              className="faq__question"
              aria-controls={panelId}
              onClick={toggle}
            >
              <span className="faq__heading">{item.question}</span>
              <Icon name="chevron-down" className="faq__chevron" />
            </summary>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer">
              <p>{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
