/** One area's UI texts: the same keys in English and Vietnamese (the type checks both). */
export function defineMessages<K extends string>(messages: { en: Record<K, string>; vi: Record<K, string> }) {
  return messages;
}
