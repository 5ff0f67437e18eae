import type { ColumnType, Generated } from "kysely";

// The column kinds every table uses, in a module of their own: the area files in this folder import them, and
// server/db/schema.ts imports those files, so neither side imports the other.

/** Timestamps are UTC ISO-8601 text on both databases; money is integer cents; flags are 0/1 integers. */
export type Timestamp = string;
export type Flag = number;
export type Id = Generated<number>;
export type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;
