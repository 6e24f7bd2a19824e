import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { limitedFormBodies } from '#server/http/body-limit.ts';

/** A form route behind the limit: it echoes what it was given, or the parser's refusal. */
function formApp(limitBytes: number, parameterLimit = 10) {
  const reached: string[] = [];
  const app = express()
    .use(limitedFormBodies(limitBytes, parameterLimit))
    .post('/form', (req, res) => {
      reached.push('/form');
      res.json(req.body);
    })
    .use(((error: { status?: number }, _req, res, _next) => {
      res.status(error.status ?? 500).send('refused');
    }) as express.ErrorRequestHandler);
  return { app, reached };
}

describe('form bodies behind a byte limit', () => {
  it('passes a small form on, parsed', async () => {
    const { app } = formApp(1024);
    const answer = await request(app).post('/form').type('form').send('name=Ada&email=a%40b.c');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ name: 'Ada', email: 'a@b.c' });
  });

  it('refuses a body whose declared length is over the limit, before the route, not kept', async () => {
    const { app, reached } = formApp(1024);
    const answer = await request(app)
      .post('/form')
      .type('form')
      .send(`x=${'a'.repeat(2000)}`);
    expect(answer.status).toBe(413);
    expect(answer.text).toBe('Payload Too Large');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    expect(reached).toEqual([]);
  });

  it('refuses a chunked body at the chunk that crosses the limit', async () => {
    const { app, reached } = formApp(1024);
    const req = request(app).post('/form').type('form').set('Transfer-Encoding', 'chunked');
    for (let chunk = 0; chunk < 8; chunk++) req.write(`x${chunk}=${'a'.repeat(400)}&`);
    const answer = await req;
    expect(answer.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('hands too many fields to the error handler', async () => {
    const { app, reached } = formApp(1024, 3);
    const answer = await request(app).post('/form').type('form').send('a=1&b=2&c=3&d=4');
    expect(answer.status).toBe(413);
    expect(reached).toEqual([]);
  });
});
