import type { apiAdminCustomersEn } from "./api-admin-customers.en.ts";

/** Vietnamese answers of the admin API about customers: search, an account's status. Server only. */
export const apiAdminCustomersVi: Record<keyof typeof apiAdminCustomersEn, string> = {
  adminCustomerNotFound: "Không có khách hàng nào mang số này.",
  adminCustomerSearchTooLong: "Từ khóa tìm kiếm tối đa 100 ký tự.",
  adminCustomerStatusInvalid: "Hãy chọn “đang hoạt động” hoặc “đã khóa”.",
  adminCustomerVersionRequired: "Hãy tải lại trang của khách hàng rồi thử lần nữa.",
  adminCustomerChanged: "Có người vừa thay đổi tài khoản của {name}: hiện đang “{status}”. Hãy xem lại rồi thử lần nữa.",
  adminCustomerDisabled: "Đã khóa tài khoản của {name}: khách đã bị đăng xuất khỏi mọi nơi và không thể đăng nhập.",
  adminCustomerEnabled: "Tài khoản của {name} đã hoạt động trở lại: khách có thể đăng nhập.",
  adminCustomerUnchanged: "Tài khoản của {name} đã ở trạng thái “{status}” rồi.",
  adminCustomerStatusActive: "đang hoạt động",
  adminCustomerStatusDisabled: "đã khóa",
};
