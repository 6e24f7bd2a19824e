import { describe, expect, it } from 'vitest';
import { comparisonRows } from '#content/pricing/plan-comparison.ts';
import { plans } from '#content/pricing/plans.ts';
import { comparisonRowsSchema, pricingPlansSchema } from '#content/schema/pricing.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('pricing', [
  ['plans', pricingPlansSchema, plans],
  ['plan-comparison', comparisonRowsSchema, comparisonRows],
]);

/** The required matrix: ✓ included, ✗ missing, text labels as they are. */
const expected: Record<string, [string | boolean, string | boolean, string | boolean]> = {
  'AI Voice & Chat Agents': ['1 agent', 'Up to 10', 'Unlimited'],
  'CRM & Pipelines': [true, true, true],
  'Funnel & Website Builder': [true, true, true],
  'Workflow Automation': [true, true, true],
  'Appointment Scheduling': [true, true, true],
  'Call Tracking & Recording': [true, true, true],
  'Email & SMS Marketing': [true, true, true],
  Dashboard: ['Single', 'Multi-Client', 'White Label'],
  'Team Collaboration': [false, true, true],
  'Client Reporting': [false, true, true],
  'API Access': [false, true, true],
  'Custom Integrations': [false, true, true],
  'Custom Branding': [true, false, true],
  'Advanced Security': [true, false, true],
  'Custom AI Training': [true, false, true],
  'SLA Guarantee': [true, false, true],
  Support: ['Priority Support', 'Priority Phone Support', 'Dedicated Support Team'],
  'Dedicated Account Manager': [false, true, true],
  Training: [false, true, true],
};

describe('comparison matrix', () => {
  it('has exactly 19 rows, each with a description', () => {
    expect(comparisonRows).toHaveLength(19);
    for (const row of comparisonRows) expect(row.description.length).toBeGreaterThan(10);
  });

  it('matches every cell of the matrix', () => {
    const actual = Object.fromEntries(
      comparisonRows.map((row) => [
        row.name,
        [row.values.starter, row.values.professional, row.values.enterprise],
      ]),
    );
    expect(actual).toEqual(expected);
  });

  it('leaves out exactly the six starter and four professional features, none for enterprise', () => {
    const missing = (plan: 'starter' | 'professional' | 'enterprise') =>
      comparisonRows.filter((row) => row.values[plan] === false).map((row) => row.name);
    expect(missing('starter')).toEqual([
      'Team Collaboration',
      'Client Reporting',
      'API Access',
      'Custom Integrations',
      'Dedicated Account Manager',
      'Training',
    ]);
    expect(missing('professional')).toEqual([
      'Custom Branding',
      'Advanced Security',
      'Custom AI Training',
      'SLA Guarantee',
    ]);
    expect(missing('enterprise')).toEqual([]);
  });
});
