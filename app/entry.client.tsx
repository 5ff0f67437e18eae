import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "./i18n/catalogue.ts";
import { localeFromPath } from "./i18n/config.ts";

// React Router's own entry, but the page's language is loaded first: the browser downloads only the messages of
// the language it shows (app/i18n/catalogue.ts).
void loadCatalogue(localeFromPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
