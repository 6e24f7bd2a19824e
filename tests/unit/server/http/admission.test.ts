import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createAdmission } from '#server/http/admission.ts';

/** Just enough of a response for the gate: a socket, 'finish' and 'close', and a 503 it may send. */
function fakeResponse() {
  return Object.assign(new EventEmitter(), {
    finished: false,
    socket: Object.assign(new EventEmitter(), { writable: true }),
    writeHead: () => undefined,
    end: () => undefined,
  });
}

describe('render admission', () => {
  it('takes no slot for a visitor who left before reaching the gate', () => {
    const { gate, running } = createAdmission({ concurrency: 1, queueLength: 10 });
    const gone = fakeResponse();
    gone.socket.writable = false;
    let rendered = false;
    gate({} as Request, gone as unknown as Response, (() => (rendered = true)) as NextFunction);
    expect([rendered, running()]).toEqual([false, 0]);
  });

  it('starts a queued request in its own async context, not in the one that freed the slot', () => {
    // Renders keep per-request state in async context (React's request store among it). A
    // queued render started inside the previous response's context would keep that response
    // reachable, and through it every one before: memory would grow for as long as load lasts.
    const context = new AsyncLocalStorage<string>();
    const { gate } = createAdmission({ concurrency: 1, queueLength: 10 });
    const first = fakeResponse();
    const second = fakeResponse();
    const seen: (string | undefined)[] = [];
    const next = (() => seen.push(context.getStore())) as NextFunction;

    context.run('first request', () => gate({} as Request, first as unknown as Response, next));
    context.run('second request', () => gate({} as Request, second as unknown as Response, next));
    expect(seen).toEqual(['first request']);

    context.run('first response ending', () => first.emit('finish'));
    expect(seen).toEqual(['first request', 'second request']);
  });
});
