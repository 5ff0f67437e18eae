import { provideCatalogue } from "./catalogue.ts";
import { en } from "./messages/en.ts";
import { vi } from "./messages/vi.ts";

// The server renders every language: both catalogues, loaded with the server (entry.server.tsx, and the tests'
// setup).
provideCatalogue("en", en);
provideCatalogue("vi", vi);
