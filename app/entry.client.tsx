import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordPageErrors, recoverableError } from "./browser/page-errors.ts";
import { loadCataloguesFor } from "./i18n/catalogue.ts";
import { localeFromPath } from "./i18n/config.ts";
import { applyWholeStylesheet, InlineCssProvider, inlineCssOfDocument } from "./lib/inline-css.tsx";

// React Router's own entry, but the page's messages are loaded first: the browser downloads only those of the
// language it shows, and of the areas the page shows (app/i18n/catalogue.ts); and the whole stylesheet, so what
// hydration adds is never shown without its styles (app/lib/inline-css.tsx).
recordPageErrors();
const { pathname } = window.location;
// The stylesheet the server put in the page, read before hydrating so that React finds the very same text.
const css = inlineCssOfDocument();
void Promise.all([loadCataloguesFor(localeFromPath(pathname), pathname), applyWholeStylesheet()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <InlineCssProvider value={css}>
          <HydratedRouter />
        </InlineCssProvider>
      </StrictMode>,
      { onRecoverableError: recoverableError },
    );
  });
});
