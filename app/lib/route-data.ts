import type { useActionData, useLoaderData } from "react-router";

/** What a route's page receives from its loader, as `useLoaderData<typeof loader>()` types it (serialized). */
export type LoaderData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/** What a route's page receives from its action after a post, or undefined, as `useActionData<typeof action>()` types it. */
export type ActionData<Action> = ReturnType<typeof useActionData<Action>>;
