/** English answers of the admin API about gift promotions. Server only. */
export const apiAdminGiftsEn = {
  giftNameRequired: "A name in English is required.",
  giftProductUnknown: "Choose a product of the shop that is on sale.",
  giftQuantityInvalid: "The gift is 1 to 10 pieces.",
  giftVersionRequired: "Open the gift promotion again before saving: the version you saw is missing.",
  giftNotFound: "There is no such gift promotion.",
  giftChanged: "Someone else changed this gift promotion meanwhile. Here it is as it is now: check it and save again.",
  giftUsedNoDelete: "“{name}” has given its gift on {count} order(s), so it cannot be deleted: deactivate it instead.",
  giftCreated: "Gift promotion “{name}” created.",
  giftUpdated: "Gift promotion “{name}” saved.",
  giftActivated: "“{name}” is active: qualifying carts get the gift now.",
  giftDeactivated: "“{name}” is deactivated: carts no longer get the gift.",
  giftDeleted: "Gift promotion “{name}” deleted.",
} as const;
