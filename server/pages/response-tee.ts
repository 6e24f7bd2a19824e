import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

/**
 * The destination React pipes a page into: every chunk goes on to the visitor as it is written
 * (with backpressure and React's flush after each batch, so compression keeps streaming) and is
 * also kept. `onComplete` receives the whole page only when React ended the stream cleanly; an
 * aborted or failed render is never handed over.
 */
export class ResponseTee extends Writable {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly res: ServerResponse & { flush?: () => void },
    private readonly onComplete: (body: Buffer) => void,
  ) {
    super();
    // The visitor leaving mid-page closes this stream, which tells React to stop.
    res.once('close', () => {
      if (!this.writableFinished) this.destroy();
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.res.write(chunk)) callback();
    else this.res.once('drain', callback);
  }

  /** React calls this after each batch of writes. */
  flush(): void {
    this.res.flush?.();
  }

  override _final(callback: () => void): void {
    this.res.end();
    this.onComplete(Buffer.concat(this.chunks, this.size));
    callback();
  }
}
