import { campaignsVi } from "./campaigns.vi.ts";
import { cartVi } from "./cart.vi.ts";
import { catalogVi } from "./catalog.vi.ts";
import { chatVi } from "./chat.vi.ts";
import { confirmVi } from "./confirm.vi.ts";
import { searchVi } from "./search.vi.ts";
import { sessionVi } from "./session.vi.ts";
import type { CoreMessages, ShellMessages } from "./en.ts";

/** Vietnamese UI texts of the site shell. */
const shellVi: ShellMessages = {
  "meta.siteName": "Tiệm Bánh Mai Vàng",
  "meta.homeTitle": "Tiệm Bánh Mai Vàng · Tiệm bánh Việt tại Houston",
  "meta.homeDescription":
    "Bánh mì, bánh mì Tây, bánh kem và bánh bao nướng hấp mỗi sáng tại Houston. Đặt trước để đến lấy hoặc giao tận nơi.",
  "a11y.skipToContent": "Chuyển đến nội dung chính",
  "home.featured": "Món được yêu thích hôm nay",
  "error.notFoundTitle": "Không tìm thấy trang",
  "error.notFoundBody": "Chúng tôi không tìm thấy trang này. Có thể trang đã được chuyển đi hoặc đường dẫn bị gõ sai.",
  "error.serverTitle": "Lỗi máy chủ",
  "error.serverBody": "Đã có lỗi xảy ra từ phía chúng tôi. Vui lòng thử lại sau giây lát.",
  "error.goHome": "Về trang chủ",
  "error.goProducts": "Xem sản phẩm",
  "footer.rights": "Bảo lưu mọi quyền.",
  "nav.main": "Menu chính",
  "nav.mobile": "Lối tắt",
  "nav.home": "Trang chủ",
  "nav.cart": "Giỏ hàng",
  "nav.menuOnline": "Danh mục",
  "nav.account": "Tài khoản",
  "nav.openSubmenu": "Mở menu con {title}",
  "nav.closeMenu": "Đóng menu",
  "nav.unavailable": "chưa có",
  "header.call": "Gọi cho tiệm: {phone}",
  "header.directions": "{address}: chỉ đường trên Google Maps (mở trong thẻ mới)",
  "header.cartLabel.one": "Giỏ hàng, {count} món",
  "header.cartLabel.other": "Giỏ hàng, {count} món",
  "header.cartEmpty": "Giỏ hàng trống",
  "header.signIn": "Đăng nhập",
  "header.profileOf": "Tài khoản của bạn ({name})",
  "header.language": "Ngôn ngữ",
  "header.chooseLanguage": "Chọn ngôn ngữ: {current}",
  "footer.hours": "Giờ mở cửa",
  "footer.closed": "Nghỉ",
  "footer.contact": "Ghé tiệm hoặc gọi",
  "footer.follow": "Theo dõi tiệm",
  "footer.links": "Mua hàng và hỗ trợ",
  "footer.loading": "Đang tải…",
  "footer.customCakes": "Bánh kem theo yêu cầu",
  "footer.delivery": "Khu vực giao hàng và phí giao hàng",
};

/** The core of the Vietnamese texts (en.ts). */
export const vi: CoreMessages = {
  ...shellVi,
  ...catalogVi,
  ...campaignsVi,
  ...cartVi,
  ...chatVi,
  ...searchVi,
  ...sessionVi,
  ...confirmVi,
};
