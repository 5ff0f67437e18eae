// The custom cakes' words live with the domain, which stores an order line's name in both languages from them.
export { customCakeWordsEn, type CustomCakeWordKey } from "../../../server/domain/custom-cakes/custom-cake-words.shared.ts";
