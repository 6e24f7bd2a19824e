import type { Page } from '@playwright/test';

/** Where a finding sits: the site shell (header, footer) or the page's own content. */
export interface NoJsFindings {
  readonly shell: string[];
  readonly page: string[];
}

/**
 * The no-JavaScript rule, checked in a page loaded with JavaScript disabled: every visible
 * `button` sits in a <summary> or in a form with an explicit `method` and `action` (its server
 * route does the work; without them the browser sends a GET to the current URL, typed values
 * and all); no visible control is disabled (nothing could ever enable it); every visible field
 * sits in such a form too; every tab panel is shown or reachable through its tab's link; every
 * carousel slide is shown; a visible control that says it expands something collapsed must be
 * one that works (a summary, a form's button or a link).
 */
export async function noJsFindings(page: Page): Promise<NoJsFindings> {
  return page.evaluate(() => {
    const found = { shell: [] as string[], page: [] as string[] };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
    const report = (element: Element, text: string) => {
      const inShell = element.closest('header.site-header, footer') !== null;
      (inShell ? found.shell : found.page).push(text);
    };
    const explicitForm = (form: HTMLFormElement | null) =>
      form !== null &&
      ['get', 'post'].includes((form.getAttribute('method') ?? '').toLowerCase()) &&
      (form.getAttribute('action') ?? '') !== '';
    const works = (control: Element) =>
      control.closest('summary') !== null ||
      (control instanceof HTMLAnchorElement && control.hasAttribute('href')) ||
      (explicitForm(control.closest('form')) && !control.matches(':disabled'));
    /** Why a visible control does nothing without JavaScript, or null when it works. */
    const deadBecause = (control: Element): string | null => {
      if (works(control)) return null;
      if (control.matches(':disabled')) return 'is disabled';
      const form = control.closest('form');
      if (form) return 'is in a form without an explicit method and action';
      return control instanceof HTMLButtonElement
        ? 'is outside a form or <summary>'
        : 'is outside a form';
    };

    for (const button of document.querySelectorAll('button')) {
      const why = visible(button) ? deadBecause(button) : null;
      if (why) report(button, `button "${name(button)}" ${why}`);
    }
    for (const field of document.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
      const why = visible(field) ? deadBecause(field) : null;
      const label = field.id ? document.querySelector(`label[for="${field.id}"]`) : null;
      if (why) report(field, `field "${name(label ?? field)}" ${why}`);
    }
    for (const panel of document.querySelectorAll('[role="tabpanel"]')) {
      if (visible(panel)) continue;
      const tab = document.querySelector(`[role="tab"][aria-controls="${panel.id}"]`);
      const reachable =
        tab instanceof HTMLAnchorElement && tab.hasAttribute('href') && visible(tab);
      if (!reachable) report(panel, `tab panel #${panel.id} is hidden and no link leads to it`);
    }
    for (const slide of document.querySelectorAll('[aria-roledescription="slide"]')) {
      if (!visible(slide)) report(slide, `carousel slide "${name(slide)}" is hidden`);
    }
    for (const control of document.querySelectorAll('[aria-expanded="false"][aria-controls]')) {
      const target = document.getElementById(control.getAttribute('aria-controls') ?? '');
      if (!visible(control) || !target || visible(target) || works(control)) continue;
      report(control, `"${name(control)}" hides #${target.id} and cannot open it`);
    }
    return found;
  });
}
