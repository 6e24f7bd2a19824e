/**
 * The oldest Node the site builds and runs on: 22.13, the first with `node:sqlite` (the embedded
 * lead store) without a flag. Older, the build would stop late on a message about packages.
 */
const MINIMUM = { major: 22, minor: 13 };

/** What to say when `version` (such as process.versions.node) is too old; null when it is not. */
export function nodeTooOld(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MINIMUM.major || (major === MINIMUM.major && minor >= MINIMUM.minor)) return null;
  return `Node ${MINIMUM.major}.${MINIMUM.minor} or newer is needed (found ${version}): run \`npm start\`/\`npm test\`, which bring Node 24, or install it`;
}

/** Stops the process at once, before any work, on a Node that is too old. */
export function exitIfNodeTooOld(): void {
  const problem = nodeTooOld(process.versions.node);
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
