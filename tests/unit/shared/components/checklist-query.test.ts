import { describe, expect, it } from 'vitest';
import {
  checklistFromQuery,
  checklistParams,
  withChecklist,
} from '#shared/components/checklist-query.ts';
import { enhancedCrm } from '#content/crm/enhanced-crm.ts';
import { accountTasks } from '#content/demos/progress.ts';
import { SETUP_CHECKLIST_QUERY } from '#shared/pages/crm/setup-checklist-rules.ts';
import { ACCOUNT_QUERY } from '#shared/pages/demos/progress-demo-rules.ts';
import { routeEntry } from '#shared/routing/route-manifest.ts';

const query = { marker: 'account', prefix: 'task-' };
const items = [
  { id: 'logo', initiallyDone: true },
  { id: 'hours', initiallyDone: false },
  { id: 'voice', initiallyDone: false },
];
const ids = items.map((item) => item.id);
const read = (search: string) => checklistFromQuery(query, items, new URLSearchParams(search));

describe('a checklist in the URL', () => {
  it('starts from the content when nothing was sent', () => {
    expect(read('')).toEqual({ logo: true, hours: false, voice: false });
    expect(read('?panel=account&task-hours=done')).toEqual({
      logo: true,
      hours: false,
      voice: false,
    });
  });

  it('reads exactly the ticked items once the form was sent, an empty list included', () => {
    expect(read('?account=1&task-hours=done&task-voice=done')).toEqual({
      logo: false,
      hours: true,
      voice: true,
    });
    expect(read('?account=1')).toEqual({ logo: false, hours: false, voice: false });
  });

  it('writes what the form sends, keeping other parameters, and reads it back', () => {
    const search = withChecklist('?panel=account&task-logo=done', query, ids, {
      logo: false,
      hours: true,
      voice: false,
    });
    expect(search).toBe('?panel=account&account=1&task-hours=done');
    expect(read(search)).toEqual({ logo: false, hours: true, voice: false });
  });

  it('names one parameter per item, for the page cache key', () => {
    expect(checklistParams(query, ids)).toEqual([
      'account',
      'task-logo',
      'task-hours',
      'task-voice',
    ]);
  });
});

describe('checklists in the route table', () => {
  it('lists every checklist parameter in its route query, so the page cache keeps the ticks', () => {
    expect(routeEntry('progress-demo').query).toEqual(
      expect.arrayContaining(
        checklistParams(
          ACCOUNT_QUERY,
          accountTasks.map((task) => task.id),
        ),
      ),
    );
    expect(routeEntry('enhanced-crm').query).toEqual(
      expect.arrayContaining(
        checklistParams(
          SETUP_CHECKLIST_QUERY,
          enhancedCrm.setup.steps.map((step) => step.id),
        ),
      ),
    );
  });
});
