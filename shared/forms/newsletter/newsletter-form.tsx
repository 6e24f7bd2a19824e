import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher, useLocation, useMatches } from 'react-router-dom';
import { FormField, keepFocusOnPress, TrapField } from '../fields/form-field.tsx';
import { afterSuccessDisplay } from '../sending/form-timing.ts';
import { checksOrResubmit, useValidator } from '../fields/lazy-validator.ts';
import { newsletterValidator, RETURN_FIELD, type NewsletterResult } from './newsletter-fields.ts';
import { focusFirstFieldAgain, useSendPress } from '../sending/use-send-press.ts';
import { readsSubscribed, SUBSCRIBED_PARAM } from '../../routing/route-manifest.ts';

export const NEWSLETTER_ACTION = '/newsletter';
// The success text is our choice: what a subscriber expects to read.
export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Watch your inbox for our next issue.';
const SUBSCRIBED_NOTE = "You're subscribed.";
/** Our text: the spec's forms could not fail. */
export const NEWSLETTER_FAILURE =
  "Sorry, we couldn't subscribe you just now. Please try again in a few minutes.";

interface NewsletterFormProps {
  readonly variant: 'footer' | 'inline' | 'card' | 'banner';
  /** Prefix of the element ids, unique on the page (a page may hold two newsletter forms). */
  readonly idPrefix: string;
  /** Blog subscribe forms: field and button stay disabled once subscribed. */
  readonly disableAfterSuccess?: boolean;
  readonly title?: string;
  readonly description?: string;
  readonly headingLevel?: 2 | 3;
  /** The /newsletter page passes its action's answer (a post without JavaScript) to show here. */
  readonly serverResult?: NewsletterResult | undefined;
  /** Where the form posts: /newsletter, or a page with the same action that shows the result. */
  readonly action?: string;
}

/**
 * Every newsletter and subscribe form of the site. With JavaScript a fetcher runs the route
 * action in the browser (it sends the address to the server, taking at least 1 s); without it
 * the browser posts to the action's page, which validates with the same schema, stores the
 * address and answers with a page.
 */
export function NewsletterForm({
  variant,
  idPrefix,
  disableAfterSuccess = false,
  title,
  description,
  headingLevel = 2,
  serverResult,
  action = NEWSLETTER_ACTION,
}: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { pathname, search } = useLocation();
  // Without JavaScript a stored address is sent back to the page with `subscribed=<this box>`:
  // every page but the not-found one, whose made-up addresses share one kept copy (which names
  // none of them), and a private one (a preview link, whose 404s are all alike).
  const routeId = useMatches().at(-1)?.id;
  const returnable = action === NEWSLETTER_ACTION && readsSubscribed(routeId);
  const returned = returnable && new URLSearchParams(search).get(SUBSCRIBED_PARAM) === idPrefix;
  const [email, setEmail] = useState(
    serverResult && serverResult.status !== 'success' ? serverResult.values.email : '',
  );
  const [attempted, setAttempted] = useState(serverResult?.status === 'error');
  const [serverSuccess, setServerSuccess] = useState(
    returned || serverResult?.status === 'success',
  );
  const [subscribed, setSubscribed] = useState(false);

  const sending = fetcher.state !== 'idle';
  const send = useSendPress(sending, fetcher.data);
  // Busy from the press on. The field is disabled once the router has the send: until then its
  // value is still to be read from the form.
  const submitting = sending || send.pressed;
  const success = serverSuccess || (!submitting && fetcher.data?.status === 'success');
  // Valid but not stored: the address stays, and a message says to try again.
  const notSent = !submitting && (fetcher.data ?? serverResult)?.status === 'failed';
  const validate = useValidator(newsletterValidator);
  // Until the check is loaded, the error of the server's answer stands in (no JavaScript post).
  const serverError = serverResult?.status === 'error' ? serverResult.errors.email : undefined;
  const error = attempted ? (validate ? validate({ email }).email : serverError) : undefined;
  const locked = disableAfterSuccess && (success || subscribed);
  const fieldDisabled = sending || locked;

  const { reset } = fetcher;
  useEffect(() => {
    if (!success) return;
    setAttempted(false);
    if (!disableAfterSuccess) setEmail('');
    // Success shows for 3 s, then the form is idle again (blog forms stay locked), focus back in
    // its field (a locked field leaves it on the status, which says so).
    return afterSuccessDisplay(() => {
      flushSync(() => {
        setServerSuccess(false);
        if (disableAfterSuccess) setSubscribed(true);
      });
      reset();
      focusFirstFieldAgain(statusRef.current, inputRef.current);
    });
  }, [success, disableAfterSuccess, reset]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    send.press(event, statusRef.current);
    setAttempted(true);
    const check = checksOrResubmit(event, newsletterValidator);
    if (check?.({ email }).email) {
      event.preventDefault();
      send.release();
      inputRef.current?.focus();
    }
  }

  const fieldId = `${idPrefix}-email`;
  const titleId = `${idPrefix}-title`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  let buttonLabel = 'Subscribe';
  if (submitting) buttonLabel = 'Subscribing...';
  else if (locked) buttonLabel = 'Subscribed';

  return (
    <div id={idPrefix} className={`newsletter-form newsletter-form--${variant}`}>
      {title || description ? (
        <div className="newsletter-form__intro">
          {title ? (
            <Heading id={titleId} className="newsletter-form__title">
              {title}
            </Heading>
          ) : null}
          {description ? <p className="newsletter-form__description">{description}</p> : null}
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        // A lead changes nothing the page shows: its loaders need not run again.
        defaultShouldRevalidate={false}
        action={action}
        // Our messages, not the browser's bubbles, with and without JavaScript.
        noValidate
        className="newsletter-form__form"
        onSubmit={onSubmit}
        onFocus={() => void newsletterValidator.load()}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Newsletter subscription'}
      >
        <FormField
          id={fieldId}
          name="email"
          label="Email"
          hideLabel={variant === 'footer' || variant === 'banner'}
          error={error}
          className="newsletter-form__field"
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              maxLength={254}
              value={email}
              disabled={fieldDisabled}
              onChange={(event) => setEmail(event.target.value)}
              // A typed address is checked on leaving the field; an empty one only on submit.
              onBlur={() => setAttempted((was) => was || email.trim() !== '')}
            />
          )}
        </FormField>
        <TrapField idPrefix={idPrefix} />
        {returnable ? (
          // Without JavaScript: the page to go back to, subscribed, and this box there.
          <input type="hidden" name={RETURN_FIELD} value={`${pathname}#${idPrefix}`} />
        ) : null}
        <button
          type="submit"
          className="button button--primary newsletter-form__button"
          onMouseDown={keepFocusOnPress}
          disabled={submitting || locked}
        >
          {buttonLabel}
        </button>
      </fetcher.Form>
      <p ref={statusRef} className="newsletter-form__status" role="status" tabIndex={-1}>
        {submitting ? <span className="visually-hidden">Subscribing...</span> : null}
        {success ? (
          <span className="form-status form-status--success">{NEWSLETTER_SUCCESS}</span>
        ) : null}
        {!success && subscribed ? <span className="form-status">{SUBSCRIBED_NOTE}</span> : null}
        {notSent ? (
          <span className="form-status form-status--error">{NEWSLETTER_FAILURE}</span>
        ) : null}
      </p>
    </div>
  );
}
