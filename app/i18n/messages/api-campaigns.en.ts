/** English answers of the API and the campaign page's form for seasonal pre-orders and their waitlists. Server only. */
export const apiCampaignsEn = {
  campaignNotFound: "This pre-order campaign does not exist or is no longer shown.",
  waitlistDateInvalid: "Choose one of the campaign's pickup days.",
  waitlistDayUnknown: "This campaign has no pickup day on that date. Choose one of its pickup days.",
  waitlistDayNotFull: "{date} still has room: you can pre-order for it now, no need to wait.",
  waitlistClosed: "Orders for this campaign have closed, so its waitlists are closed too.",
  waitlistJoined: "You are on the waitlist for {date}. We will e-mail you if a place frees up.",
  waitlistAlready: "You are already on the waitlist for {date}. We will e-mail you if a place frees up.",
  waitlistTooMany: "You have joined several waitlists in a short time. Please wait a few minutes and try again.",
};
