import type { Bilingual } from "../types.ts";

/**
 * The demo bakery's closed days (the capacity calendar, `calendar_days`), each with the reason customers are shown in
 * their language: Thanksgiving, Christmas, New Year's Day and Tết 2027 (the eve to the third day), and the Monday
 * holidays of 2027 in case Mondays ever open.
 */
export const closedDays: { date: string; reason: Bilingual }[] = [
  { date: "2026-11-26", reason: { en: "Thanksgiving", vi: "Lễ Tạ Ơn" } },
  { date: "2026-12-25", reason: { en: "Christmas", vi: "Giáng Sinh" } },
  { date: "2027-01-01", reason: { en: "New Year's Day", vi: "Tết Dương lịch" } },
  { date: "2027-02-05", reason: { en: "Lunar New Year's Eve (Tết)", vi: "Giao thừa Tết Nguyên Đán" } },
  { date: "2027-02-06", reason: { en: "Lunar New Year (Tết), first day", vi: "Mùng 1 Tết Nguyên Đán" } },
  { date: "2027-02-07", reason: { en: "Lunar New Year (Tết), second day", vi: "Mùng 2 Tết Nguyên Đán" } },
  { date: "2027-02-08", reason: { en: "Lunar New Year (Tết), third day", vi: "Mùng 3 Tết Nguyên Đán" } },
  { date: "2027-05-31", reason: { en: "Memorial Day", vi: "Ngày Tưởng niệm Chiến sĩ Trận vong" } },
  { date: "2027-07-05", reason: { en: "Independence Day (observed)", vi: "Nghỉ bù Lễ Độc lập Hoa Kỳ" } },
  { date: "2027-09-06", reason: { en: "Labor Day", vi: "Ngày Lao động Hoa Kỳ" } },
  { date: "2027-11-25", reason: { en: "Thanksgiving", vi: "Lễ Tạ Ơn" } },
  { date: "2027-12-25", reason: { en: "Christmas", vi: "Giáng Sinh" } },
];
