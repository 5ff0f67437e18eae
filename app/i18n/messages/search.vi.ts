import type { searchEn } from "./search.en.ts";

/** Vietnamese UI texts of search: the keys of search.en.ts. */
export const searchVi: Record<keyof typeof searchEn, string> = {
  "search.title": "Tìm kiếm",
  "search.metaTitle": "Tìm kiếm",
  "search.metaTitleQuery": "Tìm kiếm: {q}",
  "search.metaDescription": "Tìm món trong thực đơn Tiệm Bánh Mai Vàng: bánh mì, bánh ngọt, bánh kem, bánh bao và thức uống.",
  "search.label": "Tìm món",
  "search.placeholder": "Bánh mì, bánh kem, cà phê…",
  "search.submit": "Tìm",
  "search.open": "Tìm kiếm",
  "search.hint": "Không cần gõ dấu: “banh mi” cũng tìm ra “Bánh mì”.",
  "search.prompt": "Bạn đang thèm món gì? Gõ tên món, ví dụ “bánh mì” hay “cà phê”.",
  "search.resultsFor": "Kết quả cho “{q}”",
  "search.count.one": "Tìm thấy {count} món",
  "search.count.other": "Tìm thấy {count} món",
  "search.products": "Sản phẩm",
  "search.noResults": "Không tìm thấy món nào cho “{q}”. Bạn kiểm tra lại chính tả, thử từ ngắn hơn, hoặc xem cả thực đơn nhé.",
  "search.allProducts": "Xem tất cả các món",
  "search.pagination": "Các trang kết quả",
};
