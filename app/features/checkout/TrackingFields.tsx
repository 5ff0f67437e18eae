import { useMemo } from "react";
import { readTrackingInfo, type TrackingInfo } from "../../browser/tracking.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

// The first visit's tracking as fields of the checkout form, so a form posted to the page (before the page's script
// runs, or when it places the order without the API) carries what the API's calls carry in their headers. Filled from
// the browser's storage once the page runs; empty before, and left empty without JavaScript: the order then records no
// attribution ("not recorded" in the reports).

const FIELDS: readonly [name: string, of: (info: TrackingInfo) => string][] = [
  ["utm_source", (i) => i.utm_source],
  ["utm_medium", (i) => i.utm_medium],
  ["utm_campaign", (i) => i.utm_campaign],
  ["utm_term", (i) => i.utm_term],
  ["utm_content", (i) => i.utm_content],
  ["gclid", (i) => i.gclid],
  ["fclid", (i) => i.fclid],
  ["referrer", (i) => i.referrer],
  ["landing_url", (i) => i.landingUrl],
];

export function TrackingFields() {
  // The server's render and the first one in the browser have none (no storage there): the same HTML, then filled.
  // Read once: the form renders again at every keystroke, and the first visit never changes.
  const hydrated = useHydrated();
  const info = useMemo(() => (hydrated ? readTrackingInfo() : undefined), [hydrated]);
  if (!info) return null;
  return (
    <>
      {FIELDS.map(([name, of]) => (
        <input key={name} type="hidden" name={name} value={of(info) ?? ""} />
      ))}
    </>
  );
}
