import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { setFormDrafts } from '#shared/forms/sending/form-drafts.ts';
import { setFormLogSink } from '#shared/forms/sending/form-log.ts';
import { setLeadRecorder } from '#shared/forms/sending/lead-recorder.ts';
import type { LeadIntake } from '../leads/lead-intake.ts';

/**
 * What the shared form code needs of the request it runs in: route actions are plain functions
 * (the browser runs them too), so on the server they find the request's logger (and request
 * id), the visitor's address and the app's lead intake here.
 */
export interface RequestScope {
  readonly logger: Logger;
  readonly clientAddress: string;
  readonly leads: LeadIntake | null;
  /** Sent by the browser with a lead (time from opening the page); absent without JavaScript. */
  readonly filledMs?: number | undefined;
  /** Sent by the browser with a lead (its page view's id); absent without JavaScript. */
  readonly submissionId?: string | undefined;
  /** What preview links are signed with (PREVIEW_SECRET); none, previews are off. */
  readonly previewSecret?: string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function withRequestScope<T>(current: RequestScope, run: () => T): T {
  return scope.run(current, run);
}

/** The preview secret of the request being answered (a page loader reads it). */
export function previewSecretInScope(): string | undefined {
  return scope.getStore()?.previewSecret;
}

/**
 * Once per process: the shared form code logs, records and keeps its drafts through the current
 * request.
 */
export function routeFormsThroughRequests(fallback: Logger): void {
  setFormDrafts({
    save: async (id, values, data) =>
      (await scope.getStore()?.leads?.drafts.save(id, values, data)) ?? null,
    read: async (id) => (await scope.getStore()?.leads?.drafts.read(id)) ?? null,
    remove: async (id) => {
      await scope.getStore()?.leads?.drafts.remove(id);
    },
  });
  setFormLogSink((entry) => (scope.getStore()?.logger ?? fallback).info(entry, 'form submission'));
  setLeadRecorder(async (submission) => {
    const current = scope.getStore();
    if (!current?.leads) return { status: 'failed', reason: 'unavailable' };
    return current.leads.record(
      {
        ...submission,
        filledMs: submission.filledMs ?? current.filledMs,
        submissionId: submission.submissionId ?? current.submissionId,
      },
      current.clientAddress,
      current.logger,
    );
  });
}
