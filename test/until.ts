/**
 * Polls `probe` until it answers something truthy, and returns that; fails naming `what` once
 * `timeoutMs` has passed. For conditions outside the test's reach (a lock taken by another
 * process, a server coming back), not for fixed pauses.
 */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
