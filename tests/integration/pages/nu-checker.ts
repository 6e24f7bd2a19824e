import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';

const require = createRequire(import.meta.url);
/** The W3C Nu HTML Checker as the npm package ships it (run with the system's Java). */
export const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

const nuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

export interface NuError {
  /** The checked file's name, without its folder. */
  readonly file: string;
  readonly line: number | undefined;
  readonly message: string;
}

/**
 * Checks every file in one Java process (starting the JVM costs more than checking a page) and
 * returns the errors: type `error`, and `non-document-error` (a file it could not read).
 */
export function nuErrors(
  files: readonly string[],
  java = process.env.JAVA_PATH ?? 'java',
): Promise<NuError[]> {
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always'];
  return new Promise((resolve, reject) => {
    execFile(
      java,
      [...args, ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(error);
        try {
          const { messages } = nuReport.parse(JSON.parse(stderr));
          resolve(
            messages
              .filter((entry) => entry.type === 'error' || entry.type === 'non-document-error')
              .map((entry) => ({
                file: (entry.url ?? '').split('/').pop() ?? '',
                line: entry.lastLine,
                message: entry.message,
              })),
          );
        } catch (parseError) {
          reject(
            new Error(`Unreadable Nu checker output: ${stderr.slice(0, 500)}`, {
              cause: parseError,
            }),
          );
        }
      },
    );
  });
}
