import { describe, expect, it } from 'vitest';
import type { EarlyTaps } from '#client/tap-replay.ts';
import { bundleInlineScripts } from '../../../../scripts/inline-scripts.ts';

// The pre-paint script as the build bundles it from client/before-paint/.
const { prePaint: PRE_PAINT_SCRIPT } = await bundleInlineScripts(process.cwd());

/** An element as far as the tap recorder reads it: what `closest` finds above it. */
interface FakeElement {
  readonly name: string;
  readonly type?: string;
  readonly disabled?: boolean;
  readonly form?: object | null;
  /** The nearest `button` at or above it. */
  readonly button?: FakeElement;
}

type ClickListener = (event: { target: unknown }) => void;

/** Runs the inline script in a fake page and returns a way to click and the recorded taps. */
function fakePage() {
  let clickListener: ClickListener | undefined;
  const noop = () => undefined;
  const document = {
    readyState: 'loading',
    documentElement: { classList: { add: noop }, setAttribute: noop },
    addEventListener: (type: string, listener: ClickListener, capture?: boolean) => {
      if (type === 'click' && capture === true) clickListener = listener;
    },
    getElementById: () => null,
  };
  const window: { __taps?: EarlyTaps } & Record<string, unknown> = {
    addEventListener: noop,
    matchMedia: () => ({ matches: false }),
  };
  const storage = { getItem: () => null };
  new Function('document', 'localStorage', 'window', PRE_PAINT_SCRIPT)(document, storage, window);
  // One node per element, as in a page: the recorder tells buttons apart by identity.
  const nodes = new Map<FakeElement, unknown>();
  const live = (element: FakeElement): unknown => {
    if (!nodes.has(element))
      nodes.set(element, {
        ...element,
        closest: (selector: string) => {
          if (selector === 'button') return element.button ? live(element.button) : null;
          throw new Error(`unexpected selector ${selector}`);
        },
      });
    return nodes.get(element);
  };
  const click = (element: FakeElement) => clickListener?.({ target: live(element) });
  const recorded = () =>
    (window.__taps?.buttons ?? []).map((node) => (node as unknown as FakeElement).name);
  return { click, recorded, taps: () => window.__taps!, nodes };
}

function button(name: string, extra: Partial<FakeElement> = {}): FakeElement {
  const self: FakeElement = { name, type: 'button', form: null, ...extra };
  return Object.assign(self, { button: self });
}

describe('pre-paint script: taps before hydration', () => {
  it('records the first tap on each button without a native action, in order', () => {
    const page = fakePage();
    const theme = button('theme');
    const personalize = button('personalize');
    const icon: FakeElement = { name: 'svg inside theme', button: theme };
    page.click(icon);
    page.click(personalize);
    page.click(theme);
    expect(page.recorded()).toEqual(['theme', 'personalize']);
  });

  it('never records what works natively: links, summaries, a form’s submit or reset, disabled buttons', () => {
    const page = fakePage();
    const form = {};
    page.click({ name: 'link' });
    page.click({ name: 'summary' });
    page.click(button('submit', { type: 'submit', form }));
    page.click(button('reset', { type: 'reset', form }));
    page.click(button('disabled', { disabled: true }));
    expect(page.recorded()).toEqual([]);
  });

  it('records a button outside any form whatever its type (it has no native action there)', () => {
    const page = fakePage();
    page.click(button('go back', { type: 'submit', form: null }));
    page.click(button('in a form, type button', { form: {} }));
    expect(page.recorded()).toEqual(['go back', 'in a form, type button']);
  });

  it('stops recording once React listens (a part that hydrates later holds its own presses)', () => {
    const page = fakePage();
    page.click(button('before'));
    page.taps().reactListens = 1;
    page.click(button('header'));
    page.click(button('demo control'));
    expect(page.recorded()).toEqual(['before']);
  });
});
