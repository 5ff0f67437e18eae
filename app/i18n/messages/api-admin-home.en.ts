/** English answers of the admin API about the home page. Server only. */
export const apiAdminHomeEn = {
  homeTitleRequired: "A title in English is required.",
  homeLinkInvalid: "A link is a path of the shop starting with / (like /products) or an address starting with http:// or https://.",
  homeImageInvalid: "Choose a picture uploaded to the shop.",
  homeVersionRequired: "Open the home page editor again before saving: the version you saw is missing.",
  homeSectionNotFound: "There is no such home section.",
  homeItemNotFound: "There is no such item on the home page.",
  homeSectionChanged: "Someone else changed this section meanwhile. Here it is as it is now: check it and save again.",
  homeItemChanged: "Someone else changed this item meanwhile. Here it is as it is now: check it and save again.",
  homeNoItems: "This section shows the newest products: it has no items of its own.",
  homeSectionSaved: "Section “{title}” saved: the home page shows it now.",
  homeSectionMoved: "Section “{title}” moved.",
  homeItemCreated: "“{title}” added to the home page.",
  homeItemSaved: "“{title}” saved: the home page shows it now.",
  homeItemMoved: "“{title}” moved.",
  homeItemDeleted: "“{title}” removed from the home page.",
} as const;
