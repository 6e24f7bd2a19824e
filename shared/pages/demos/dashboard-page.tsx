import { Link } from '../../routing/link.tsx';
import {
  dashboardActivity,
  dashboardMetrics,
  dashboardNextSteps,
  dashboardOutcomes,
} from '#content/demos/dashboard.ts';
import { Icon } from '../../components/icon.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { NextStepCards } from './next-step-cards.tsx';

/** The page onboarding leads to: a preview, not an account, so search engines skip it. */
export const handle: PageHandle = {
  title: 'Your Dashboard',
  description:
    'Your account is set up. Here is what your dashboard will show once your first agent goes live.',
  head: () => ({ noindex: true }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Dashboard preview"
        title={handle.title}
        intro={handle.description}
        actions={
          <>
            <Link className="button button--primary" to="/quick-start">
              Start the Quick Start
            </Link>
            <Link className="button button--secondary" to="/onboarding">
              Back to Onboarding
            </Link>
          </>
        }
      />
      <Section id="overview" title="This week at a glance" tone="muted">
        <p className="dash-demo__sample" role="note">
          <Icon name="info" size={18} />
          Sample data: these figures show what a typical first week looks like. Your own numbers
          appear here once your agent takes its first call.
        </p>
        <ul className="grid grid--4 dash-demo__metrics">
          {dashboardMetrics.map((metric) => (
            <li key={metric.label} className="card dash-demo__metric">
              <span className="icon-tile card__icon" aria-hidden="true">
                <Icon name={metric.icon} />
              </span>
              <span className="dash-demo__metric-label">{metric.label}</span>
              <strong className="dash-demo__metric-value">{metric.value}</strong>
              <span className="dash-demo__metric-change">{metric.change}</span>
            </li>
          ))}
        </ul>
        <div className="grid grid--2 dash-demo__panels">
          <div className="card">
            <h3>Call outcomes</h3>
            <ul className="dash-demo__bars">
              {dashboardOutcomes.map((row) => (
                <li key={row.label}>
                  <span className="dash-demo__bar-label">
                    {row.label}
                    <span>{row.percent}%</span>
                  </span>
                  <span className="demo-progress" aria-hidden="true">
                    <span className="demo-progress__bar" style={{ width: `${row.percent}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>Recent agent activity</h3>
            <ol className="dash-demo__activity">
              {dashboardActivity.map((item) => (
                <li key={item.time}>
                  <span className="dash-demo__time">{item.time}</span>
                  <span>{item.text}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
      <Section
        id="next-steps"
        title="Recommended next steps"
        intro="Three things teams do in their first week to get the most from their agent."
      >
        <NextStepCards items={dashboardNextSteps} />
      </Section>
    </>
  );
}
