import { definePlugin, Rule, type ConfigData, type ElementReadyEvent } from 'html-validate';

/** Nu: "The role attribute must not be used on a figure element that has a figcaption descendant." */
class FigureWithCaptionHasNoRole extends Rule {
  setup(): void {
    this.on('element:ready', (event: ElementReadyEvent) => {
      const { target } = event;
      if (target.is('figure') && target.hasAttribute('role') && target.querySelector('figcaption'))
        this.report(target, 'a figure with a figcaption must not have a role');
    });
  }
}

const nuPlugin = definePlugin({
  name: 'nu-checker',
  rules: { 'nu-checker/figure-role': FigureWithCaptionHasNoRole },
});

/**
 * The errors the W3C Nu HTML Checker reports, as html-validate rules: the `standard` preset
 * (content models, permitted parents and attributes, duplicate ids, deprecated markup) plus
 * the Nu errors it leaves out. Style rules (quoting, casing, self-closing) stay off: React
 * writes the markup and the checker does not report them.
 */
export const NU_EQUIVALENT_RULES: ConfigData = {
  plugins: [nuPlugin],
  extends: ['html-validate:standard'],
  rules: {
    // The checker rejects a document without `<!DOCTYPE html>`.
    'missing-doctype': 'error',
    // "The aria-labelledby attribute must point to an element in the same document", same for
    // `for`, `aria-describedby` and `aria-controls`.
    'no-missing-references': 'error',
    // "An img element must have an alt attribute".
    'wcag/h37': 'error',
    // "Element title must not be empty".
    'empty-title': 'error',
    'nu-checker/figure-role': 'error',
  },
};
