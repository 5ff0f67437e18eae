import { provideCatalogue } from "./catalogue.ts";
import { backOfficeEn } from "./messages/back-office.en.ts";
import { backOfficeVi } from "./messages/back-office.vi.ts";
import { en } from "./messages/en.ts";
import { vi } from "./messages/vi.ts";

// The server renders every language and every page: all the catalogues, loaded with the server (entry.server.tsx,
// and the tests' setup).
provideCatalogue("en", "storefront", en);
provideCatalogue("en", "backOffice", backOfficeEn);
provideCatalogue("vi", "storefront", vi);
provideCatalogue("vi", "backOffice", backOfficeVi);
