import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip } from '#shared/components/tooltip.tsx';

describe('Tooltip', () => {
  it('renders a closed, labelled button described by its role=tooltip bubble', () => {
    const html = renderToStaticMarkup(
      <Tooltip label="About call recording" content="Every call is recorded." />,
    );
    expect(html).toContain('aria-label="About call recording"');
    expect(html).toContain('aria-expanded="false"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`id="${describedBy}" role="tooltip"`);
    expect(html).toContain('Every call is recorded.');
    expect(html).not.toContain('tooltip--open');
  });

  it('applies position, variant, animation and width classes', () => {
    const html = renderToStaticMarkup(
      <Tooltip
        label="Help"
        content="Text"
        icon="help"
        position="left"
        variant="primary"
        animation="scale"
        maxWidth="2xl"
      />,
    );
    for (const name of [
      'tooltip--left',
      'tooltip--primary',
      'tooltip--anim-scale',
      'tooltip--w-2xl',
    ]) {
      expect(html).toContain(name);
    }
  });

  it('controlled open state shows the bubble', () => {
    const html = renderToStaticMarkup(
      <Tooltip label="Info" content="Text" open onOpenChange={() => undefined} />,
    );
    expect(html).toContain('tooltip--open');
    expect(html).toContain('aria-expanded="true"');
  });

  it('uses visible trigger text as the name when given children', () => {
    const html = renderToStaticMarkup(
      <Tooltip label="ignored" content="Text">
        What is this?
      </Tooltip>,
    );
    expect(html).not.toContain('aria-label="ignored"');
    expect(html).toContain('What is this?');
  });
});
