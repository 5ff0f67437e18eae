// An add-on group's limits, shared by its rules (modifier-groups-admin.schema.ts) and its page's fields: no Zod here,
// so the page's bundle stays free of it.

/** Choices one group may have: more would not fit a phone's screen. */
export const MAX_CHOICES = 50;
export const GROUP_TEXT_MAX = 80;
export const MAX_PER_CHOICE = 99;
