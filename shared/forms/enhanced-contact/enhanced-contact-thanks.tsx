import type { FormEvent, Ref } from 'react';

interface EnhancedContactThanksProps {
  /** The whole thank-you: the form asks whether focus is inside it before it goes. */
  readonly ref: Ref<HTMLDivElement>;
  /** The heading, focused when the thank-you replaces the form. */
  readonly titleRef: Ref<HTMLHeadingElement>;
  /** Where "Send Another Message" goes without JavaScript (a GET of the empty form). */
  readonly action: string;
  readonly onSendAnother: (event: FormEvent<HTMLFormElement>) => void;
}

/** The enhanced contact form's success state: 'Thank You!' and Send Another Message. */
export function EnhancedContactThanks({
  ref,
  titleRef,
  action,
  onSendAnother,
}: EnhancedContactThanksProps) {
  return (
    <div ref={ref} className="enhanced-contact__thanks" role="status">
      <h2 ref={titleRef} tabIndex={-1} className="enhanced-contact__thanks-title">
        Thank You!
      </h2>
      <p>Your message is on its way. Our team will get back to you within one business day.</p>
      <form method="get" action={action} onSubmit={onSendAnother}>
        <button type="submit" className="button button--secondary">
          Send Another Message
        </button>
      </form>
    </div>
  );
}
