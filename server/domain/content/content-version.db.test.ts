import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import type * as here from "./content-version.ts";
import { contentChanged, contentVersion, onContentChange } from "./content-version.ts";

// The production server carries this module twice (its own bundle and React Router's build): a change made through
// one copy — a back-office page's action — must empty the caches that listen through the other — the page cache.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

it("counts every change, and tells every listener of the process, whichever copy of the module it came through", async () => {
  // A second instance of the same module, as a second bundle would load it.
  const secondCopy = "./content-version.ts?second-copy";
  const other = (await import(/* @vite-ignore */ secondCopy)) as typeof here;
  expect(other.onContentChange).not.toBe(onContentChange);
  let heardHere = 0;
  let heardThere = 0;
  const stopHere = onContentChange(() => (heardHere += 1));
  const stopThere = other.onContentChange(() => (heardThere += 1));
  const before = await contentVersion(testDb.db);
  await other.contentChanged(testDb.db);
  await contentChanged(testDb.db);
  expect(await contentVersion(testDb.db)).toBe(before + 2);
  expect([heardHere, heardThere]).toEqual([2, 2]);
  stopHere();
  stopThere();
  await contentChanged(testDb.db);
  expect([heardHere, heardThere]).toEqual([2, 2]);
});
