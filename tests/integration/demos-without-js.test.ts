import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app-harness.ts';

// The page cache is on, as in production: each checklist state must be its own page.
const app = createTestApp();

/** The visible text of some HTML: tags removed, a few entities decoded, whitespace collapsed. */
const textOf = (html: string) =>
  html
    // React separates adjacent text with empty comments: they join, tags separate.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** The opening tag of the element with this id. */
const openTag = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const post = (path: string, body: Record<string, string | string[]>) =>
  request(app).post(path).type('form').send(body);

describe('/progress-demo?panel=form without JavaScript', () => {
  it('is a POST form to its own panel', async () => {
    const html = (await request(app).get('/progress-demo?panel=form').expect(200)).text;
    const form = /<form[^>]*progress-form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/progress-demo?panel=form#components"');
  });

  it('Next moves to step 2 with the form panel shown and the typed data in hidden fields', async () => {
    const response = await post('/progress-demo?panel=form', {
      step: '0',
      intent: 'next',
      name: 'Jane Doe',
      email: 'jane@example.com',
    }).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.text;
    expect(openTag(html, 'progress-panel-form')).not.toContain('hidden');
    expect(openTag(html, 'progress-panel-video')).toContain('hidden');
    expect(textOf(html)).toContain('Step 2 of 3 Your message');
    expect(html).toContain('<input type="hidden" name="name" value="Jane Doe"/>');
    expect(html).toContain('<input type="hidden" name="email" value="jane@example.com"/>');
    expect(html).toContain('<input type="hidden" name="step" value="1"/>');
  });

  it('keeps step 1 with the message when the name is missing, and thanks by name at the end', async () => {
    const missing = await post('/progress-demo?panel=form', { step: '0', intent: 'next' });
    expect(textOf(missing.text)).toContain('Step 1 of 3 Your details');
    expect(textOf(missing.text)).toContain('Name is required');

    const sent = await post('/progress-demo?panel=form', {
      step: '2',
      intent: 'submit',
      name: 'Jane Doe',
      email: '',
      message: 'Hello',
    });
    expect(textOf(sent.text)).toContain('Thank you, Jane Doe!');
  });
});

describe('the chat bot without JavaScript', () => {
  it('answers a post with the conversation and keeps it for the next message', async () => {
    const first = await post('/interactive-elements', { message: 'How much does it cost?' });
    expect(first.status).toBe(200);
    const log = (html: string) =>
      textOf(/<div[^>]*role="log"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '');
    expect(log(first.text)).toContain(
      'You: How much does it cost? Voxera Assistant: Our plans start at $49/month for Basic',
    );
    expect(first.text).toContain(
      '<input type="hidden" name="said" value="How much does it cost?"/>',
    );
    const form = /<form[^>]*chatbot__form[^>]*>/.exec(first.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/interactive-elements#chat-demo-latest"');

    const second = await post('/interactive-elements', {
      said: ['How much does it cost?'],
      message: 'Which languages?',
    });
    expect(log(second.text)).toMatch(
      /How much does it cost\?.*\$49\/month.*Which languages\?.*7 languages/,
    );
  });

  it('sends nothing for a blank message, and Send is not disabled in the server HTML', async () => {
    const blank = await post('/interactive-elements', { message: '   ' });
    expect(blank.text).not.toContain('name="said"');
    const page = (await request(app).get('/interactive-elements')).text;
    const send = /<button[^>]*aria-label="Send message"[^>]*>/.exec(page)?.[0] ?? '';
    expect(send).not.toBe('');
    expect(send).not.toContain('disabled');
  });
});

describe('the checklists without JavaScript', () => {
  it('/progress-demo?panel=account shows the ticked tasks and the meter from the URL', async () => {
    const start = textOf((await request(app).get('/progress-demo?panel=account')).text);
    expect(start).toContain('20% Account setup');
    expect(start).toContain('1 of 5 tasks done');

    const url =
      '/progress-demo?panel=account&account=1&task-company-logo=done&task-business-hours=done&task-agent-voice=done';
    // Twice: the second answer comes from the page cache.
    for (let visit = 0; visit < 2; visit += 1) {
      const html = (await request(app).get(url).expect(200)).text;
      expect(textOf(html)).toContain('60% Account setup');
      expect(textOf(html)).toContain('3 of 5 tasks done');
      expect(openTag(html, 'account-task-agent-voice')).toContain('checked');
      expect(openTag(html, 'account-task-payment-method')).not.toContain('checked');
    }
    const none = textOf((await request(app).get('/progress-demo?panel=account&account=1')).text);
    expect(none).toContain('0 of 5 tasks done');
  });

  it('/enhanced-crm shows the ticked steps and the bar from the URL', async () => {
    const html = (
      await request(app).get('/enhanced-crm?setup=1&step-account=done&step-contacts=done')
    ).text;
    expect(textOf(html)).toContain('2 of 6 steps complete');
    expect(textOf(html)).toContain('33% complete');
  });
});
