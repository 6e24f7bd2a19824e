import { salesAutomation as content } from '#content/services/sales-automation.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { Icon } from '../../components/icon.tsx';
import { serviceHandle } from './service-json-ld.ts';
import { CopySection, ServiceCta, ServiceOpening } from './service-sections.tsx';

export const handle = serviceHandle(
  {
    title: 'AI Sales Automation',
    description:
      'Automate your funnel from awareness to action with AI agents that nurture, follow up and close.',
  },
  'Sales automation',
  content.offer,
);

export function Component() {
  const { sections, cta } = content;
  return (
    <>
      <ServiceOpening content={content} primary={cta.primary} secondary={cta.secondary} />
      <CopySection id="funnel" tone="muted" copy={sections.funnel}>
        <ol className="sol-funnel">
          {content.funnel.map((stage, index) => (
            <li key={stage.name} className={`sol-funnel__stage sol-funnel__stage--${index + 1}`}>
              <div className="sol-funnel__bar">
                <Icon name={stage.icon} size={22} />
                <span className="sol-funnel__step">Stage {index + 1}</span>
              </div>
              <div className="sol-funnel__body">
                <h3 className="sol-funnel__name">{stage.name}</h3>
                <p className="sol-funnel__text">{stage.text}</p>
                <ul className="check-list sol-funnel__list">
                  {stage.automations.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <p className="sol-funnel__metric">
                <span className="sol-funnel__value">{stage.metric.value}</span>
                <span className="sol-funnel__label">{stage.metric.label}</span>
              </p>
            </li>
          ))}
        </ol>
      </CopySection>
      <CopySection id="faq" copy={sections.faqs}>
        <FaqAccordion items={content.faqs} idPrefix="sales-faq" />
      </CopySection>
      <ServiceCta cta={cta} stats={content.ctaStats} track={trackConversionClick} />
    </>
  );
}
