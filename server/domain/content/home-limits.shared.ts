// The home page editor's limits, shared by its rules (home-admin.schema.ts) and its pages' fields (maxLength): no
// Zod here, so the pages' bundle stays free of it.

export const SECTION_TITLE_MAX = 120;
export const SECTION_SUBTITLE_MAX = 160;
export const SECTION_BODY_MAX = 1000;
export const ITEM_TITLE_MAX = 160;
export const ITEM_BODY_MAX = 1000;
export const CTA_MAX = 60;
export const LINK_MAX = 500;
