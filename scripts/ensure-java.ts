/**
 * The integration tests run the W3C Nu HTML Checker (`vnu-jar`), which needs Java 11 or later.
 * Installs Debian's default-jre-headless when `java` is missing and we are root with apt;
 * otherwise says what to do. vnu-jar's own Java download is never used.
 */
import { spawnSync } from 'node:child_process';
import { aptInstall, canAptInstall } from './apt-install.ts';

const java = process.env.JAVA_PATH ?? 'java';

/** The major version `java -version` reports, or null when there is no working java. */
function javaMajor(): number | null {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older call themselves 1.x.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

const found = javaMajor();
if (found !== null && found >= 11) process.exit(0);

if (!canAptInstall || process.env.JAVA_PATH) {
  console.error(
    `${found === null ? 'Java was not found' : `Java ${found} is too old`} (${java}): the W3C Nu ` +
      "HTML Checker needs Java 11 or later. Install Debian's package (apt-get install " +
      'default-jre-headless) or set JAVA_PATH to a java binary, then run the tests again.',
  );
  process.exit(1);
}

console.info(
  "Java is missing: installing Debian's default-jre-headless with apt-get (for the W3C Nu HTML Checker)...",
);
aptInstall('default-jre-headless');
if (javaMajor() === null) {
  console.error('apt-get finished but java still does not run.');
  process.exit(1);
}
console.info('Java installed.');
