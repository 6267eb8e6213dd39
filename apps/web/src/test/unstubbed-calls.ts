/**
 * The API calls a test made that its stub table does not answer. The stub refuses them, and the setup fails the test
 * that made them, so a test never passes on an answer nobody wrote (an unstubbed call used to get a quiet 404).
 */
const calls: string[] = [];

export function noteUnstubbedCall(call: string): void {
  calls.push(call);
}

/** The calls noted since the last time, which are forgotten. */
export function takeUnstubbedCalls(): string[] {
  return calls.splice(0);
}
