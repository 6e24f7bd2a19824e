/**
 * Where an accepted form submission goes. On the server (a post without JavaScript, or the
 * browser's request to /api/leads) the server's recorder stores it; in the browser the default
 * below sends it to the server. Either way the visitor is told it arrived only once it is stored.
 */
export const LEAD_FORMS = [
  'demo-request',
  'contact',
  'enhanced-contact',
  'newsletter',
  'webinar-signup',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The honeypot: a field people never see or reach, which form-filling bots fill. */
export const TRAP_FIELD = 'nickname';
/** Milliseconds from opening the site to sending (sent by the browser only). */
export const FILLED_MS_FIELD = 'filled_ms';
/**
 * The page view's id, sent with every lead (by the browser only): the server keeps one copy of
 * the same form and content sent twice from one page view (a double press, a retry).
 */
export const SUBMISSION_ID_FIELD = 'submission_id';
const PAGE_VIEW_ID = randomId();

/** 128 random bits as hex (getRandomValues works on plain http too, randomUUID does not). */
function randomId(): string {
  if (typeof crypto === 'undefined') return '';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface LeadSubmission {
  readonly form: LeadForm;
  /** The form's own fields, validated. */
  readonly values: Readonly<Record<string, string>>;
  readonly trap: string;
  readonly filledMs?: number | undefined;
  /** The browser's id for this page view's sending (absent without JavaScript). */
  readonly submissionId?: string | undefined;
}

export type LeadFailure = 'rate-limited' | 'unavailable';
export type LeadReceipt =
  { readonly status: 'stored' } | { readonly status: 'failed'; readonly reason: LeadFailure };

export type RecordLead = (submission: LeadSubmission) => Promise<LeadReceipt>;

export function leadEndpoint(form: LeadForm): string {
  return `/api/leads/${form}`;
}

/** The browser's recorder: one POST; the server validates again, stores, and answers. */
const sendToServer: RecordLead = async ({ form, values, trap, filledMs }) => {
  const body = new URLSearchParams({ ...values, [TRAP_FIELD]: trap });
  if (filledMs !== undefined) body.set(FILLED_MS_FIELD, String(filledMs));
  body.set(SUBMISSION_ID_FIELD, PAGE_VIEW_ID);
  try {
    const response = await fetch(leadEndpoint(form), {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return { status: 'stored' };
    return { status: 'failed', reason: response.status === 429 ? 'rate-limited' : 'unavailable' };
  } catch {
    return { status: 'failed', reason: 'unavailable' };
  }
};

let recorder: RecordLead = sendToServer;

/** The server sets its own; returns the one it replaces (tests put it back). */
export function setLeadRecorder(next: RecordLead): RecordLead {
  const previous = recorder;
  recorder = next;
  return previous;
}

export function recordLead(submission: LeadSubmission): Promise<LeadReceipt> {
  return recorder(submission);
}

/** Time since the page was opened, in the browser; none on the server (it cannot know). */
export function fillTime(): number | undefined {
  return typeof window === 'undefined' ? undefined : Math.round(performance.now());
}
