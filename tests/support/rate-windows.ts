/**
 * Rate limits count in fixed windows (15 minutes, an hour): a burst that straddles the start of a new window is
 * partly forgotten. A test of a limit first waits, if need be, until the next window has just begun: up to
 * `burstSeconds`. Such a test's timeout is that wait plus its own 20 s (the number after its function); with only the
 * database suites' usual 20 s, a test that started near a window's end timed out while it waited.
 */
export async function clearOfWindowEdge(windowSeconds: number, burstSeconds: number): Promise<void> {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < burstSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
