import { newsEn } from "./news.en.ts";
/** English answers of the API and the page actions for comments, ratings, contact and chat. Server only: the browser never loads them. */
export const apiContentEn = {
  unknownAllergens: "Unknown allergen: {values}. Choose from: {allowed}.",
  unknownDiets: "Unknown dietary label: {values}. Choose from: {allowed}.",
  unknownSort: "Sort by one of: {allowed}.",
  postNotFound: "This article does not exist or has been removed.",
  pageNotFound: "Page not found.",
  conversationNotFound: "This chat has ended. Please start a new one.",
  textHasControlCharacters: "This text contains characters that are not allowed.",
  invalidPhone: "Please enter a valid phone number (7 to 20 digits, spaces and + ( ) -).",
  invalidRating: "Please choose from 1 to 5 stars.",
  commentPublished: newsEn["news.comments.posted"],
  ratingSaved: newsEn["news.rate.saved"],
  contactReceived: "Thank you! We received your message and will reply soon.",
  chatReceived: "Thanks! We got your message and will get back to you shortly.",
  tooManyMessages: "You have sent several messages in a short time. Please wait a few minutes and try again.",
};
