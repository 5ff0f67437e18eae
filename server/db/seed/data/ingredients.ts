import type { Bilingual } from "../types.ts";

/**
 * What each demo product is made of, in the order a label lists them (most first). Every allergen a product declares
 * shows up here by a name a shopper recognises: wheat flour, eggs, milk/butter/cream, fish sauce, soy, sesame,
 * coconut (a tree nut under US labelling rules). Keyed by the product's slug.
 */
export const ingredients: Record<string, Bilingual> = {
  // Bánh mì sandwiches
  "banh-mi-dac-biet": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), pork pâté (pork liver, pork, butter, milk, shallots, fish sauce), Vietnamese ham, head cheese, pork roll, mayonnaise (egg yolks, soybean oil), pickled daikon and carrot, cucumber, cilantro, jalapeño, Maggi seasoning (soy)",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), pa tê (gan heo, thịt heo, bơ, sữa, hành tím, nước mắm), thịt nguội, giò thủ, chả lụa, bơ trứng (lòng đỏ trứng, dầu đậu nành), đồ chua củ cải trắng cà rốt, dưa leo, ngò, ớt tươi, nước tương Maggi (đậu nành)",
  },
  "banh-mi-xiu-mai": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), pork meatballs (pork, jicama, shallots, fish sauce, black pepper), tomato sauce, pickled daikon and carrot, cucumber, cilantro, jalapeño",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), xíu mại (thịt heo, củ sắn, hành tím, nước mắm, tiêu), sốt cà chua, đồ chua củ cải trắng cà rốt, dưa leo, ngò, ớt tươi",
  },
  "banh-mi-ga-nuong": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), chicken thigh, lemongrass, garlic, honey, fish sauce, mayonnaise (egg yolks, vegetable oil), pickled daikon and carrot, cucumber, cilantro, jalapeño",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), đùi gà, sả, tỏi, mật ong, nước mắm, bơ trứng (lòng đỏ trứng, dầu ăn), đồ chua củ cải trắng cà rốt, dưa leo, ngò, ớt tươi",
  },
  "banh-mi-thit-nuong": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), pork shoulder, lemongrass, garlic, fish sauce, soy sauce, sesame seeds, sugar, mayonnaise (egg yolks, vegetable oil), pickled daikon and carrot, cucumber, cilantro, jalapeño",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), thịt nạc vai heo, sả, tỏi, nước mắm, nước tương, mè rang, đường, bơ trứng (lòng đỏ trứng, dầu ăn), đồ chua củ cải trắng cà rốt, dưa leo, ngò, ớt tươi",
  },
  "banh-mi-chay": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), tofu (soybeans, water), oyster mushrooms, lemongrass, soy sauce, egg-free mayonnaise (soy milk, vegetable oil, lemon juice), pickled daikon and carrot, cucumber, cilantro, jalapeño",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), đậu hũ (đậu nành, nước), nấm bào ngư, sả, nước tương, sốt mayo chay (sữa đậu nành, dầu ăn, nước cốt chanh), đồ chua củ cải trắng cà rốt, dưa leo, ngò, ớt tươi",
  },
  "banh-mi-trung-op-la": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), eggs, Maggi seasoning (soy), vegetable oil, pickled daikon and carrot, cucumber, cilantro, black pepper",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), trứng gà, nước tương Maggi (đậu nành), dầu ăn, đồ chua củ cải trắng cà rốt, dưa leo, ngò, tiêu",
  },
  // Breads
  "vietnamese-baguette": {
    en: "Wheat flour, water, yeast, salt, sugar, rice flour",
    vi: "Bột mì, nước, men, muối, đường, bột gạo",
  },
  "banh-mi-que": {
    en: "Wheat flour, water, yeast, salt, sugar, pork pâté (pork liver, pork, butter, milk, shallots, fish sauce), chili sauce",
    vi: "Bột mì, nước, men, muối, đường, pa tê (gan heo, thịt heo, bơ, sữa, hành tím, nước mắm), tương ớt",
  },
  "banh-mi-bo-toi": {
    en: "Baguette (wheat flour, water, yeast, salt, sugar), butter (milk), garlic, parsley, salt",
    vi: "Bánh mì (bột mì, nước, men, muối, đường), bơ (sữa), tỏi, ngò tây, muối",
  },
  "banh-mi-hoa-cuc": {
    en: "Wheat flour, eggs, butter (milk), milk, sugar, yeast, salt, orange blossom water, orange zest",
    vi: "Bột mì, trứng gà, bơ (sữa), sữa tươi, đường, men, muối, nước hoa cam, vỏ cam",
  },
  "banh-mi-dua": {
    en: "Wheat flour, milk, eggs, butter (milk), sugar, yeast, salt, shredded coconut, coconut milk",
    vi: "Bột mì, sữa tươi, trứng gà, bơ (sữa), đường, men, muối, dừa nạo, nước cốt dừa",
  },
  "pandan-milk-loaf": {
    en: "Wheat flour, milk, eggs, butter (milk), sugar, pandan juice, yeast, salt",
    vi: "Bột mì, sữa tươi, trứng gà, bơ (sữa), đường, nước lá dứa, men, muối",
  },
  // Pastries and traditional sweets
  "pate-chaud": {
    en: "Puff pastry (wheat flour, butter, milk, water, salt), pork, pork pâté, onion, egg wash (eggs), fish sauce, black pepper",
    vi: "Bột ngàn lớp (bột mì, bơ, sữa, nước, muối), thịt heo, pa tê, hành tây, trứng gà quét mặt, nước mắm, tiêu",
  },
  "butter-croissant": {
    en: "Wheat flour, cultured butter (milk), milk, sugar, eggs, yeast, salt",
    vi: "Bột mì, bơ lên men (sữa), sữa tươi, đường, trứng gà, men, muối",
  },
  "banh-su-kem": {
    en: "Choux pastry (wheat flour, butter, milk, eggs, water, salt), vanilla custard (milk, egg yolks, sugar, cornstarch, vanilla)",
    vi: "Vỏ bánh su (bột mì, bơ, sữa, trứng gà, nước, muối), kem trứng vani (sữa tươi, lòng đỏ trứng, đường, bột bắp, vani)",
  },
  "banh-tieu": {
    en: "Wheat flour, water, sugar, yeast, baking powder, salt, sesame seeds, vegetable oil",
    vi: "Bột mì, nước, đường, men, bột nở, muối, mè trắng, dầu ăn",
  },
  "banh-chuoi-nuong": {
    en: "Bananas, white bread (wheat flour, milk, butter), coconut milk, eggs, condensed milk, sugar, butter, vanilla",
    vi: "Chuối sứ, bánh mì sandwich (bột mì, sữa, bơ), nước cốt dừa, trứng gà, sữa đặc, đường, bơ, vani",
  },
  "banh-bo-nuong": {
    en: "Tapioca starch, rice flour, coconut milk, eggs, sugar, pandan juice, baking powder, salt",
    vi: "Bột năng, bột gạo, nước cốt dừa, trứng gà, đường, nước lá dứa, bột nở, muối",
  },
  "banh-da-lon": {
    en: "Tapioca starch, rice flour, mung beans, coconut milk, sugar, pandan juice, salt",
    vi: "Bột năng, bột gạo, đậu xanh, nước cốt dừa, đường, nước lá dứa, muối",
  },
  "banh-cam": {
    en: "Glutinous rice flour, mung beans, sugar, shredded coconut, sesame seeds, potato, baking powder, salt, vegetable oil",
    vi: "Bột nếp, đậu xanh, đường, dừa nạo, mè trắng, khoai tây, bột nở, muối, dầu ăn",
  },
  "hop-4-banh-trung-thu": {
    en: "Crust (wheat flour, golden syrup, vegetable oil, lye water), egg yolk glaze (eggs), filling of your choice (see your order), sugar",
    vi: "Vỏ bánh (bột mì, nước đường bánh nướng, dầu ăn, nước tro), trứng gà quét mặt, nhân theo lựa chọn của bạn (xem đơn hàng), đường",
  },
  "banh-chung": {
    en: "Glutinous rice, mung beans, pork belly, shallots, salt, black pepper, dong leaves",
    vi: "Gạo nếp, đậu xanh, thịt ba chỉ, hành tím, muối, tiêu, lá dong",
  },
  "banh-tet": {
    en: "Glutinous rice, mung beans, pork belly, shallots, salt, black pepper, banana leaves",
    vi: "Gạo nếp, đậu xanh, thịt ba chỉ, hành tím, muối, tiêu, lá chuối",
  },
  "mut-tet-tray": {
    en: "Coconut, ginger, kumquats, lotus seeds, sugar, pandan juice, lime juice",
    vi: "Dừa, gừng, tắc, hạt sen, đường, nước lá dứa, nước cốt chanh",
  },
  // Cakes
  "banh-bong-lan-trung-muoi": {
    en: "Sponge (eggs, wheat flour, sugar, milk, vegetable oil), salted egg yolks, pork floss (pork, fish sauce, soy sauce, sugar), mayonnaise (egg yolks, soybean oil, butter), scallions",
    vi: "Bông lan (trứng gà, bột mì, đường, sữa tươi, dầu ăn), trứng muối, chà bông (thịt heo, nước mắm, nước tương, đường), bơ trứng (lòng đỏ trứng, dầu đậu nành, bơ), hành lá",
  },
  "pandan-chiffon-cake": {
    en: "Eggs, wheat flour, sugar, coconut milk, pandan juice, vegetable oil, baking powder, cream of tartar, salt",
    vi: "Trứng gà, bột mì, đường, nước cốt dừa, nước lá dứa, dầu ăn, bột nở, bột tartar, muối",
  },
  "coffee-tiramisu": {
    en: "Mascarpone (milk, cream), ladyfingers (eggs, wheat flour, sugar), Vietnamese coffee, cream, egg yolks, sugar, cocoa powder",
    vi: "Phô mai mascarpone (sữa, kem), bánh sâm panh (trứng gà, bột mì, đường), cà phê phin, kem tươi, lòng đỏ trứng, đường, bột cacao",
  },
  "fresh-fruit-cream-cake": {
    en: "Sponge (eggs, wheat flour, sugar, milk, butter), whipped cream (cream, sugar, vanilla), strawberries, kiwi, mango",
    vi: "Bông lan (trứng gà, bột mì, đường, sữa tươi, bơ), kem tươi đánh bông (kem sữa, đường, vani), dâu tây, kiwi, xoài",
  },
  "mango-passion-mousse-cake": {
    en: "Mango purée, cream, sugar, passion fruit juice, gelatin, sponge (eggs, wheat flour, sugar, butter), milk",
    vi: "Xoài xay, kem tươi, đường, nước chanh dây, gelatin, bông lan (trứng gà, bột mì, đường, bơ), sữa tươi",
  },
  "custom-birthday-cake": {
    en: "Sponge (eggs, wheat flour, sugar, milk, butter), whipped cream (cream, sugar, vanilla), filling and colors as you choose",
    vi: "Bông lan (trứng gà, bột mì, đường, sữa tươi, bơ), kem tươi đánh bông (kem sữa, đường, vani), nhân và màu theo yêu cầu của bạn",
  },
  "custom-wedding-cake-tier": {
    en: "Sponge (eggs, wheat flour, sugar, milk, butter), buttercream (butter, sugar, milk, vanilla), filling and décor as agreed with you",
    vi: "Bông lan (trứng gà, bột mì, đường, sữa tươi, bơ), kem bơ (bơ, đường, sữa, vani), nhân và trang trí theo thỏa thuận với bạn",
  },
  "birthday-layer-cake": {
    en: "Sponge (eggs, wheat flour, sugar, milk, vegetable oil), whipped cream (cream, sugar), flavor of your choice (pandan, coconut, taro or coffee), coconut milk",
    vi: "Bông lan (trứng gà, bột mì, đường, sữa tươi, dầu ăn), kem tươi đánh bông (kem sữa, đường), vị theo lựa chọn (lá dứa, dừa, khoai môn hoặc cà phê), nước cốt dừa",
  },
  // Steamed buns
  "banh-bao-nhan-thit": {
    en: "Dough (wheat flour, milk, sugar, yeast, baking powder, vegetable oil), pork, quail eggs, Chinese sausage, wood ear mushrooms, jicama, shallots, fish sauce, soy sauce, black pepper",
    vi: "Vỏ bánh (bột mì, sữa tươi, đường, men, bột nở, dầu ăn), thịt heo, trứng cút, lạp xưởng, nấm mèo, củ sắn, hành tím, nước mắm, nước tương, tiêu",
  },
  "banh-bao-xa-xiu": {
    en: "Dough (wheat flour, milk, sugar, yeast, baking powder, vegetable oil), char siu pork (pork, hoisin sauce, soy sauce, honey, sesame oil), shallots, cornstarch",
    vi: "Vỏ bánh (bột mì, sữa tươi, đường, men, bột nở, dầu ăn), xá xíu (thịt heo, tương hoisin, nước tương, mật ong, dầu mè), hành tím, bột bắp",
  },
  "banh-bao-chay": {
    en: "Dough (wheat flour, water, sugar, yeast, baking powder, vegetable oil), tofu (soybeans), jicama, shiitake mushrooms, glass noodles, carrot, soy sauce, black pepper",
    vi: "Vỏ bánh (bột mì, nước, đường, men, bột nở, dầu ăn), đậu hũ (đậu nành), củ sắn, nấm đông cô, miến, cà rốt, nước tương, tiêu",
  },
  "banh-bao-kim-sa": {
    en: "Dough (wheat flour, milk, sugar, yeast, baking powder), salted egg yolks, butter (milk), custard (eggs, milk, sugar, milk powder, cornstarch)",
    vi: "Vỏ bánh (bột mì, sữa tươi, đường, men, bột nở), trứng muối, bơ (sữa), nhân kem trứng (trứng gà, sữa tươi, đường, sữa bột, bột bắp)",
  },
  "banh-bao-sua-mini": {
    en: "Wheat flour, milk, sugar, yeast, baking powder, vegetable oil, salt",
    vi: "Bột mì, sữa tươi, đường, men, bột nở, dầu ăn, muối",
  },
  "hop-6-banh-bao": {
    en: "Dough (wheat flour, water, sugar, yeast, baking powder, vegetable oil), fillings of your choice (see your order)",
    vi: "Vỏ bánh (bột mì, nước, đường, men, bột nở, dầu ăn), nhân theo lựa chọn của bạn (xem đơn hàng)",
  },
  // Drinks
  "ca-phe-sua-da": {
    en: "Robusta coffee, sweetened condensed milk (milk, sugar), water, ice",
    vi: "Cà phê robusta, sữa đặc có đường (sữa, đường), nước, đá",
  },
  "ca-phe-den-da": {
    en: "Robusta coffee, water, sugar, ice",
    vi: "Cà phê robusta, nước, đường, đá",
  },
  "tra-thai": {
    en: "Black tea, star anise, vanilla, sweetened condensed milk (milk, sugar), evaporated milk, sugar, ice",
    vi: "Trà đen, hoa hồi, vani, sữa đặc có đường (sữa, đường), sữa tươi không đường cô đặc, đường, đá",
  },
  "sua-dau-nanh": {
    en: "Soybeans, water, sugar, pandan leaves",
    vi: "Đậu nành, nước, đường, lá dứa",
  },
  "nuoc-mia-tac": {
    en: "Fresh sugarcane juice, kumquat juice, ice",
    vi: "Nước mía ép, nước cốt tắc, đá",
  },
  "matcha-latte": {
    en: "Milk, matcha green tea, sugar syrup, water, ice",
    vi: "Sữa tươi, bột trà xanh matcha, nước đường, nước, đá",
  },
  "ca-phe-muoi": {
    en: "Robusta coffee, whipping cream (milk), sweetened condensed milk (milk, sugar), sea salt, water, ice",
    vi: "Cà phê robusta, kem sữa béo (sữa), sữa đặc có đường (sữa, đường), muối biển, nước, đá",
  },
};
