/** English UI texts of the profile's orders: the list and an order's page. */
export const profileOrdersEn = {
  "profileOrders.title": "My orders",
  "profileOrders.intro": "Every order you placed with this account, newest first.",
  "profileOrders.empty": "You have not ordered yet.",
  "profileOrders.browse": "Browse our products",
  "profileOrders.placed": "Placed {date}",
  "profileOrders.pickup": "Pickup {date}, {start}",
  "profileOrders.delivery": "Delivery {date}, {start}",
  "profileOrders.total": "Total",
  "profileOrders.items.one": "{count} item",
  "profileOrders.items.other": "{count} items",
  "profileOrders.open": "See order {code}",
  "profileOrders.pages": "Pages of your orders",
  "profileOrders.back": "All my orders",
  "profileOrders.orderTitle": "Order details",
  "profileOrders.metaTitle": "Order {code}",
  "profileOrders.history": "Status history",
};
