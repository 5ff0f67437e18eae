// The shop's Vietnamese glossary, as far as a test can hold it: the words it rules out, each with why. The message
// catalogues' test and the seed's test read their Vietnamese against it (one word for one thing).

/** A word or phrase as a whole: not inside another word ("mục" in "mục" but not in "mụcx"), any case. */
const whole = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, "iu");

// The words the shop's glossary rules out of its Vietnamese, and why; each says a thing the shop means otherwise.
export const RULED_OUT: { word: RegExp; why: string }[] = [
  { word: whole("xoá"), why: "modern tone placement: xóa" },
  { word: whole("khoá"), why: "modern tone placement: khóa" },
  { word: whole("hoà"), why: "modern tone placement: hòa" },
  { word: /(?<![\p{L}\p{N}])e-mail(?![\p{L}\p{N}])/iu, why: "one spelling: email" },
  { word: whole("chúng tôi"), why: "the shop speaks of itself as tiệm" },
  { word: whole("quý khách"), why: "the customer is bạn" },
  { word: whole("sức chứa"), why: "a hall's seating; daily capacity is số lượng tối đa mỗi ngày" },
  { word: whole("công suất"), why: "a machine's output; the calendar is lịch nhận đơn" },
  { word: whole("báo cáo sản xuất"), why: "a factory's word; bảng số lượng cần làm" },
  { word: whole("động vật có vỏ"), why: "the allergen is hải sản có vỏ" },
  { word: whole("hạt cây"), why: "the allergen is các loại hạt" },
  { word: whole("vận chuyển"), why: "there is no carrier: giao hàng tận nơi" },
  { word: whole("trang quản trị"), why: "the back office is trang quản lý" },
  { word: whole("cửa hàng"), why: "the shop is tiệm, the website trang web" },
  { word: whole("trả lại"), why: "money given back is hoàn tiền, hoàn lại" },
  { word: /(?<!môi )(?<![\p{L}\p{N}])trường(?![\p{L}\p{N}])/iu, why: "a form's field is ô" },
  { word: /(?<![\p{L}\p{N}])mục (có dấu|được đánh dấu|bắt buộc|này là bắt buộc)/iu, why: "a form's field is ô" },
  { word: whole("bột ngọt"), why: "MSG in the South; sugar is đường" },
  { word: /America\/Chicago/u, why: "a raw zone id: giờ Houston (giờ miền Trung Hoa Kỳ)" },
  { word: /(?<![\p{L}\p{N}])(hết chỗ|còn \S+ chỗ|kín chỗ|đã kín)(?![\p{L}\p{N}])/iu, why: "seats; a slot còn nhận {n} đơn, đã đủ đơn" },
  { word: /(?<![\p{L}\p{N}])giỏ(?! hàng)(?![\p{L}\p{N}])/iu, why: "the cart is giỏ hàng" },
  { word: /US\$|\d,\d\d\s?US/u, why: "money is written $7.50 in both languages" },
  { word: whole("United States"), why: "the country is Hoa Kỳ" },
  { word: whole("phường"), why: "a Vietnamese ward: a US address has a city, a state and a ZIP code" },
  { word: whole("ladyfinger"), why: "left in English: bánh sâm panh" },
  { word: whole("tiệm cũ"), why: "a former shop: imported customers come từ trang web cũ" },
  { word: whole("chiến dịch"), why: "a marketing word; a seasonal pre-order is a đợt đặt trước" },
  { word: whole("tiền đặt cọc"), why: "one word for the deposit: tiền cọc (the verb: đặt cọc)" },
];
