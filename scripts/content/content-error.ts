/** One problem in a content file, at the line a writer should look at. */
export interface ContentProblem {
  /** Path from the project root, e.g. content/blog/posts/my-post.md. */
  readonly file: string;
  readonly line: number;
  /** A sentence a writer understands, saying what to change. */
  readonly message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** Every problem found in one pass, so a writer fixes them all at once. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems
        .map((problem) => `  ${formatProblem(problem)}`)
        .join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}
