/** How often the browser asks whether a new build was deployed. */
export const BUILD_POLL_MS = 5 * 60_000;

let newBuildSeen = false;

/** True once `builds/latest.json` named another build than the one this page runs. */
export function hasNewBuild(): boolean {
  return newBuildSeen;
}

async function check(current: string) {
  try {
    const response = await fetch("/builds/latest.json", { cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) return;
    const { buildId } = (await response.json()) as { buildId?: string };
    if (buildId && buildId !== current) newBuildSeen = true;
  } catch {
    // Offline or deploying: ask again next time.
  }
}

/** Polls for a new build while the page is open, and when the tab becomes visible again. */
export function watchForNewBuild(current: string): () => void {
  const timer = window.setInterval(() => void check(current), BUILD_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") void check(current);
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
