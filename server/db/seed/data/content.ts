import type { SeedHomeSection, SeedMenuItem, SeedPage, SeedPost } from "../types.ts";

// ─────────────────────────────── News posts ───────────────────────────────

export const posts: SeedPost[] = [
  {
    slug: "tet-pre-orders-banh-chung-mut",
    author: "Mai Nguyễn",
    published_days_ago: 12,
    image: "/images/posts/tet-pre-orders-banh-chung-mut.svg",
    title: {
      en: "Tết pre-orders are open: bánh chưng, bánh tét and mứt",
      vi: "Tiệm nhận đặt bánh chưng, bánh tét và mứt Tết",
    },
    excerpt: {
      en: "Reserve your bánh chưng, bánh tét and homemade mứt for the Lunar New Year. Pickup runs through the nine days before Tết.",
      vi: "Tiệm đã bắt đầu nhận đặt bánh chưng, bánh tét và mứt nhà làm cho dịp Tết Nguyên Đán. Nhận bánh trong chín ngày trước Tết.",
    },
    body_html: {
      en: `<p>The week before Tết is always the busiest of our year, and the most fun. The kitchen smells of banana leaves, simmering mung beans and candied ginger, and the phone never stops ringing. This year we are opening pre-orders early, so that nobody has to go without.</p>
<h2>What you can order</h2>
<ul>
<li><strong>Bánh chưng</strong>: the square cake of sticky rice, mung bean and pork belly wrapped in dong leaves and boiled for ten hours.</li>
<li><strong>Bánh tét</strong>: its log-shaped southern cousin, also made with a sweet banana filling for vegetarian offerings.</li>
<li><strong>Mứt Tết</strong>: a tray of candied coconut, ginger, kumquat and lotus seeds, packed in a red gift box.</li>
</ul>
<h2>How to pre-order</h2>
<p><a href="/tet">Pre-order on our Tết page</a>: choose what you would like and the day you will pick it up, and pay a deposit of 30 % by card or at the counter. Pickup runs through the nine days before Tết; we close for the first three days of the new year to celebrate with our families.</p>
<p>While you are here, don't forget a <a href="/products?category=cakes">pandan chiffon cake</a> for visiting the grandparents. <em>Chúc mừng năm mới!</em></p>`,
      vi: `<p>Tuần trước Tết bao giờ cũng là tuần bận rộn nhất năm của tiệm, mà cũng vui nhất. Trong bếp thơm mùi lá chuối, đậu xanh và mứt gừng, còn điện thoại thì reo suốt. Năm nay tiệm mở nhận đặt sớm để nhà nào cũng có bánh ngon đón Tết.</p>
<h2>Các món nhận đặt</h2>
<ul>
<li><strong>Bánh chưng</strong>: nếp, đậu xanh, thịt ba chỉ gói lá dong, nấu liền mười tiếng.</li>
<li><strong>Bánh tét</strong>: đặc sản miền Nam, có cả loại nhân chuối cho mâm cúng chay.</li>
<li><strong>Mứt Tết</strong>: khay mứt dừa, mứt gừng, mứt tắc và mứt hạt sen, đựng trong hộp quà màu đỏ.</li>
</ul>
<h2>Cách đặt bánh</h2>
<p><a href="/vi/tet">Đặt trước tại trang Tết của tiệm</a>: chọn món và ngày đến lấy, rồi đặt cọc 30 % bằng thẻ hoặc tại quầy. Bạn đến tiệm lấy bánh trong chín ngày trước Tết; tiệm nghỉ ba ngày đầu năm để sum họp cùng gia đình.</p>
<p>Nhân tiện, đừng quên mua thêm <a href="/products?category=cakes">bánh chiffon lá dứa</a> để biếu ông bà nhé. <em>Chúc mừng năm mới!</em></p>`,
    },
  },
  {
    slug: "how-we-bake-our-baguettes",
    author: "Hùng Trần",
    published_days_ago: 40,
    image: "/images/posts/how-we-bake-our-baguettes.svg",
    title: {
      en: "4 a.m. at Mai Vàng: how our baguettes are baked every morning",
      vi: "4 giờ sáng ở Mai Vàng: chuyện những ổ bánh mì mỗi ngày",
    },
    excerpt: {
      en: "Long before the doors open, the ovens are hot. Here is what happens between 4 a.m. and your first bite.",
      vi: "Từ lâu trước giờ mở cửa, lò đã nóng rực. Đây là những gì diễn ra từ 4 giờ sáng cho tới miếng bánh đầu tiên của bạn.",
    },
    body_html: {
      en: `<p>Chú Hùng unlocks the back door at a quarter to four. The first job is to check the dough that was mixed the evening before and left to rest slowly in the walk-in fridge. That long, cold rest is where much of the flavor comes from.</p>
<h2>Shaped by hand</h2>
<p>Each piece is weighed, rolled and shaped by hand into the short, pointed loaf that Vietnamese bakeries are known for. A quick slash along the top, a final rise in a warm, steamy cabinet, and the trays are ready for the oven.</p>
<h2>Steam, heat and that crackle</h2>
<p>The secret to the thin, glassy crust is steam. Our deck oven fills with it during the first minutes of baking, which lets the loaves spring up light and airy before the crust sets. As they cool you can hear them crackle; in the bakery we call it "the bread singing".</p>
<ul>
<li>First batch out: around 5:45 a.m.</li>
<li>New batches: roughly every hour until early afternoon</li>
<li>Ingredients: wheat flour, water, yeast and salt, nothing else</li>
</ul>
<p>Want to take some home? <a href="/products?category=breads">Our breads</a> are best on the day they are baked, and three minutes in a hot oven brings them right back.</p>`,
      vi: `<p>Bốn giờ kém mười lăm, chú Hùng mở cửa sau của tiệm. Việc đầu tiên là kiểm tra mẻ bột nhồi từ tối hôm trước, để ủ chậm trong tủ mát qua đêm. Chính khoảng thời gian ủ lạnh thật lâu ấy làm nên phần lớn hương vị của bánh.</p>
<h2>Tạo hình bằng tay</h2>
<p>Từng viên bột được cân, cán rồi vê tay thành ổ bánh ngắn, hai đầu nhọn đặc trưng của bánh mì Việt. Rạch một đường trên mặt, ủ lần cuối trong tủ ấm có hơi nước, thế là các khay bánh đã sẵn sàng vào lò.</p>
<h2>Hơi nước, lửa và tiếng bánh "hát"</h2>
<p>Bí quyết của lớp vỏ mỏng, giòn như thủy tinh nằm ở hơi nước. Trong những phút đầu, lò được phun đầy hơi để bánh kịp nở phồng, nhẹ xốp trước khi vỏ se lại. Lúc ra lò, bánh nguội dần và kêu lách tách; người trong tiệm vẫn gọi vui là "bánh đang hát".</p>
<ul>
<li>Mẻ đầu tiên ra lò: khoảng 5 giờ 45 sáng</li>
<li>Các mẻ tiếp theo: gần như mỗi tiếng một mẻ, đến đầu giờ chiều</li>
<li>Nguyên liệu: bột mì, nước, men và muối, ngoài ra không có gì khác</li>
</ul>
<p>Muốn mua về nhà? <a href="/products?category=breads">Bánh mì các loại</a> ngon nhất là trong ngày; hâm lò nóng ba phút là bánh giòn lại ngay.</p>`,
    },
  },
  {
    slug: "mooncake-season-trung-thu",
    author: "Linh Trần",
    published_days_ago: 150,
    image: "/images/posts/mooncake-season-trung-thu.svg",
    title: {
      en: "Mooncake season is here: Tết Trung Thu at Mai Vàng",
      vi: "Mùa bánh trung thu đã về",
    },
    excerpt: {
      en: "Baked and snow-skin mooncakes, lanterns for the kids, and a little about why we celebrate the Mid-Autumn Festival.",
      vi: "Bánh nướng, bánh dẻo, lồng đèn cho các bé và đôi điều về Tết Trung Thu.",
    },
    body_html: {
      en: `<p>On the fifteenth night of the eighth lunar month, the moon is at its fullest and brightest, and Vietnamese families gather to celebrate Tết Trung Thu. For children it is a night of lanterns, lion dances and staying up late; for grown-ups it means tea, mooncakes and long conversations.</p>
<h2>Our mooncakes this year</h2>
<ul>
<li><strong>Bánh nướng thập cẩm</strong>: the traditional baked mooncake with a mixed filling of lotus seeds, melon seeds, Chinese sausage and candied winter melon.</li>
<li><strong>Bánh nướng đậu xanh trứng muối</strong>: smooth mung bean paste around a salted egg yolk "moon".</li>
<li><strong>Bánh dẻo</strong>: chewy snow-skin cakes made from glutinous rice flour, with pandan or durian fillings.</li>
</ul>
<p>Mooncakes are sold individually or in gift boxes of four, from about a month before the festival until the night of the full moon. We make them in small batches, so for two boxes or more, please call ahead.</p>
<h2>Lantern night</h2>
<p>On the Saturday before Trung Thu we hang paper star lanterns across the shop front and give a small lantern to every child who visits, while they last. Come and say hello, and bring the grandparents!</p>`,
      vi: `<p>Đêm rằm tháng Tám, trăng tròn và sáng nhất năm, cũng là lúc các gia đình Việt quây quần đón Tết Trung Thu. Với trẻ con, đó là đêm rước đèn, xem múa lân và được thức khuya; còn người lớn thì pha ấm trà, cắt bánh và ngồi hàn huyên.</p>
<h2>Bánh trung thu năm nay</h2>
<ul>
<li><strong>Bánh nướng thập cẩm</strong>: nhân truyền thống với hạt sen, hạt dưa, lạp xưởng và mứt bí.</li>
<li><strong>Bánh nướng đậu xanh trứng muối</strong>: nhân đậu xanh mịn bọc lòng đỏ trứng muối tròn như vầng trăng.</li>
<li><strong>Bánh dẻo</strong>: vỏ bột nếp dẻo thơm, nhân lá dứa hoặc sầu riêng.</li>
</ul>
<p>Bánh bán lẻ từng cái hoặc theo hộp quà 4 cái, từ khoảng một tháng trước rằm cho đến đêm trăng tròn. Tiệm làm từng mẻ nhỏ, nên nếu cần từ hai hộp trở lên, bạn vui lòng gọi đặt trước.</p>
<h2>Đêm hội lồng đèn</h2>
<p>Thứ Bảy ngay trước Trung Thu, tiệm treo đèn ông sao khắp mặt tiền và tặng lồng đèn nhỏ cho mỗi bé ghé chơi (số lượng có hạn). Cả nhà nhớ ghé, rủ luôn ông bà nha!</p>`,
    },
  },
  {
    slug: "how-to-order-a-custom-cake",
    author: "Linh Trần",
    published_days_ago: 25,
    image: "/images/posts/how-to-order-a-custom-cake.svg",
    title: {
      en: "How to order a custom cake (and what to write on it)",
      vi: "Hướng dẫn đặt bánh kem theo yêu cầu",
    },
    excerpt: {
      en: "Sponge, filling, colors and inscription: everything you need to know, and why we ask for 48 hours.",
      vi: "Cốt bánh, nhân, màu sắc và lời chúc: tất cả những gì bạn cần biết, và vì sao tiệm cần 48 giờ.",
    },
    body_html: {
      en: `<p>A custom cake is made just for you, from the sponge up, so a little planning goes a long way. Here is how it works.</p>
<h2>1. Choose your cake</h2>
<p>Go to <a href="/products?category=cakes">Cakes</a> and pick the <strong>Custom Birthday Cake</strong> or the <strong>Custom Wedding Cake</strong>, then choose a pickup time at least 48 hours away. We only take a few custom cakes each day, so popular weekends fill up early.</p>
<h2>2. Tell us the details</h2>
<p>In the order notes, please write:</p>
<ul>
<li>your <strong>inscription</strong>, exactly as it should appear (up to about 30 characters; Vietnamese accents are no problem),</li>
<li>your choice of <strong>sponge and filling</strong>,</li>
<li>your <strong>colors</strong> or theme, with a link to a photo if you have one in mind,</li>
<li>any <strong>allergies</strong> we should know about.</li>
</ul>
<h2>3. Why 48 hours?</h2>
<p>Sponges are baked and rested the day before decorating, and the whipped cream and fresh fruit go on the morning of pickup. Those 48 hours give us time to bake, fill and decorate, and to call you if anything is unclear. You can change the design up to 24 hours before pickup; after that, custom cakes can no longer be cancelled or refunded (see our <a href="/refund-policy">refund policy</a>).</p>
<p>Not sure what to choose? Call us at (713) 555-0142 and Linh will be happy to help you plan.</p>`,
      vi: `<p>Bánh theo yêu cầu được làm riêng cho bạn, ngay từ khâu nướng cốt bánh, nên chuẩn bị trước một chút sẽ giúp mọi thứ suôn sẻ. Cách đặt như sau.</p>
<h2>1. Chọn bánh</h2>
<p>Vào mục <a href="/products?category=cakes">Bánh kem &amp; bông lan</a>, chọn <strong>Bánh kem sinh nhật theo yêu cầu</strong> hoặc <strong>Bánh cưới theo yêu cầu</strong>, rồi chọn giờ nhận bánh cách thời điểm đặt ít nhất 48 giờ. Mỗi ngày tiệm chỉ nhận vài bánh theo yêu cầu, nên những dịp cuối tuần đông khách thường sớm đủ đơn.</p>
<h2>2. Ghi rõ yêu cầu</h2>
<p>Trong phần ghi chú đơn hàng, bạn ghi giúp tiệm:</p>
<ul>
<li><strong>lời chúc</strong> đúng như muốn viết lên bánh (khoảng 30 ký tự; tiếng Việt có dấu cũng không sao),</li>
<li><strong>cốt bánh và nhân</strong> bạn chọn,</li>
<li><strong>màu sắc</strong> hoặc chủ đề, kèm đường dẫn hình mẫu nếu có,</li>
<li>các <strong>dị ứng thực phẩm</strong> tiệm cần lưu ý.</li>
</ul>
<h2>3. Vì sao cần 48 giờ?</h2>
<p>Cốt bánh được nướng và để nghỉ từ hôm trước, còn kem tươi và trái cây thì sáng ngày nhận mới trang trí. 48 giờ giúp tiệm đủ thời gian nướng, làm nhân, trang trí và gọi lại cho bạn nếu có gì chưa rõ. Bạn có thể đổi mẫu đến 24 giờ trước giờ nhận; sau mốc đó, bánh theo yêu cầu không thể hủy hay hoàn tiền (xem <a href="/refund-policy">chính sách hoàn tiền</a>).</p>
<p>Còn phân vân chưa biết chọn gì? Gọi tiệm số (713) 555-0142, Linh sẽ tư vấn tận tình cho bạn.</p>`,
    },
  },
  {
    slug: "new-vegan-banh-mi-chay",
    author: "Hùng Trần",
    published_days_ago: 17,
    image: "/images/posts/new-vegan-banh-mi-chay.svg",
    title: {
      en: "New on the menu: our vegan bánh mì chay",
      vi: "Món mới: bánh mì chay đậu hũ sả",
    },
    excerpt: {
      en: "Crispy lemongrass tofu, egg-free mayo and a dairy-free baguette: our first fully plant-based bánh mì.",
      vi: "Đậu hũ sả giòn rụm, bơ chay không trứng và ổ bánh không sữa: ổ bánh mì thuần chay đầu tiên của tiệm.",
    },
    body_html: {
      en: `<p>For years, customers have asked us for a bánh mì they could eat on vegetarian days without picking anything out. It took a few months of testing, but we are proud of the result.</p>
<h2>What's inside</h2>
<ul>
<li>Firm tofu, pan-fried and tossed with lemongrass, chili and soy sauce</li>
<li>Sautéed king oyster mushrooms for a savory, meaty bite</li>
<li>Our own egg-free mayonnaise made from soy milk</li>
<li>Pickled daikon and carrot, cucumber, cilantro and jalapeño</li>
</ul>
<p>The hardest part was the mayonnaise. Traditional <em>bơ trứng</em> is built on egg yolks, and the first plant-based versions we tried tasted flat. Soy milk, a little mustard and a very slow stream of oil finally gave us the same rich, glossy spread.</p>
<h2>Vegan from the bread up</h2>
<p>Our baguette has always been made with just flour, water, yeast and salt, and the filling is prepared on a separate board with separate utensils. The sandwich contains wheat and soy. <a href="/products?category=banh-mi">Find it with the rest of our bánh mì</a>.</p>`,
      vi: `<p>Đã nhiều năm nay, khách cứ hỏi tiệm có ổ bánh mì nào để ăn ngày chay mà không phải lựa bỏ nhân không. Mất mấy tháng thử đi thử lại, cuối cùng tiệm cũng có một món mà cả nhà đều ưng ý.</p>
<h2>Nhân có gì?</h2>
<ul>
<li>Đậu hũ chiên vàng, đảo cùng sả, ớt và nước tương</li>
<li>Nấm đùi gà xào cho miếng bánh đậm đà, chắc thịt</li>
<li>Bơ chay tiệm tự làm từ sữa đậu nành, không trứng</li>
<li>Đồ chua củ cải cà rốt, dưa leo, ngò và ớt tươi</li>
</ul>
<p>Khó nhất là món bơ. Bơ trứng truyền thống làm từ lòng đỏ trứng, và mấy mẻ bơ chay đầu tiên ăn cứ nhạt nhẽo. Phải đến khi dùng sữa đậu nành, thêm chút mù tạt và rót dầu thật chậm, tiệm mới có được lớp bơ béo, bóng mịn như ý.</p>
<h2>Chay từ ổ bánh đến phần nhân</h2>
<p>Bánh mì của tiệm xưa nay chỉ có bột mì, nước, men và muối; phần nhân chay được làm trên thớt riêng, dụng cụ riêng. Bánh có chứa lúa mì và đậu nành. <a href="/products?category=banh-mi">Xem cùng các món bánh mì khác</a>.</p>`,
    },
  },
  {
    slug: "allergen-information-big-9",
    author: "Linh Trần",
    published_days_ago: 60,
    image: "/images/posts/allergen-information-big-9.svg",
    title: {
      en: "Allergens at Mai Vàng: how we label the Big 9",
      vi: "Thông tin dị ứng: cách tiệm ghi nhãn 9 nhóm chất gây dị ứng",
    },
    excerpt: {
      en: "Every product lists the US Big 9 allergens it contains. Here is how we decide, and what we can and cannot promise.",
      vi: "Mỗi sản phẩm đều ghi rõ các chất gây dị ứng thuộc nhóm \"Big 9\" theo quy định của Mỹ. Cùng tìm hiểu cách tiệm ghi nhãn và những điều bạn nên biết.",
    },
    body_html: {
      en: `<p>US food law names nine major food allergens, often called the <strong>Big 9</strong>. Every product on our website and every label in the shop lists the ones it contains:</p>
<ul>
<li>Milk</li>
<li>Eggs</li>
<li>Fish</li>
<li>Crustacean shellfish</li>
<li>Tree nuts</li>
<li>Peanuts</li>
<li>Wheat</li>
<li>Soy</li>
<li>Sesame</li>
</ul>
<h2>A few things that surprise people</h2>
<ul>
<li><strong>Fish</strong>: Vietnamese cooking uses fish sauce everywhere, including our pâté, chả lụa and many marinades, so most of our meat bánh mì contain fish.</li>
<li><strong>Tree nuts</strong>: the FDA counts coconut as a tree nut, so anything made with coconut milk (pandan chiffon, bánh da lợn, bánh bò) carries this label.</li>
<li><strong>Eggs</strong>: the mayonnaise in our bánh mì, <em>bơ trứng</em>, is made with egg yolks.</li>
<li><strong>Soy and wheat</strong>: soy sauce and Maggi seasoning contain both.</li>
</ul>
<h2>What we cannot promise</h2>
<p>We bake everything in one kitchen, where wheat, milk, eggs, soy, sesame and coconut are all used. Items marked vegan or gluten-free are made without those ingredients, but we cannot rule out cross-contact. If you have a severe allergy or celiac disease, please talk to us before ordering, and we will tell you honestly what we can do.</p>
<p>Each item in our <a href="/products">product list</a> shows its allergens and suitable diets, and the full ingredient list is always available at the counter.</p>`,
      vi: `<p>Luật thực phẩm Hoa Kỳ quy định chín nhóm chất gây dị ứng chính, thường gọi là <strong>Big 9</strong>. Mỗi sản phẩm trên trang web và mỗi nhãn bánh trong tiệm đều ghi rõ sản phẩm chứa những chất nào trong số này:</p>
<ul>
<li>Sữa</li>
<li>Trứng</li>
<li>Cá</li>
<li>Hải sản có vỏ (tôm, cua, sò…)</li>
<li>Các loại hạt (hạnh nhân, óc chó, dừa…)</li>
<li>Đậu phộng</li>
<li>Lúa mì</li>
<li>Đậu nành</li>
<li>Mè</li>
</ul>
<h2>Vài điều có thể bạn chưa biết</h2>
<ul>
<li><strong>Cá</strong>: món Việt dùng nước mắm rất nhiều, kể cả trong pa tê, chả lụa và các loại nước ướp, nên hầu hết bánh mì thịt của tiệm đều có cá.</li>
<li><strong>Các loại hạt</strong>: FDA xếp dừa vào nhóm các loại hạt, vì vậy món nào có nước cốt dừa (chiffon lá dứa, bánh da lợn, bánh bò) đều mang nhãn này.</li>
<li><strong>Trứng</strong>: bơ trứng trong bánh mì được làm từ lòng đỏ trứng gà.</li>
<li><strong>Đậu nành và lúa mì</strong>: nước tương và Maggi đều có cả hai.</li>
</ul>
<h2>Điều tiệm chưa thể cam kết</h2>
<p>Mọi món bánh đều được làm chung một bếp, nơi có dùng bột mì, sữa, trứng, đậu nành, mè và dừa. Các món ghi "thuần chay" hay "không gluten" được làm không có những nguyên liệu đó, nhưng tiệm không thể loại trừ hoàn toàn khả năng nhiễm chéo. Nếu bạn bị dị ứng nặng hoặc mắc bệnh celiac, vui lòng trao đổi với tiệm trước khi đặt; tiệm sẽ nói thật những gì có thể làm được.</p>
<p>Mỗi món trong <a href="/products">danh sách sản phẩm</a> đều ghi rõ chất gây dị ứng và chế độ ăn phù hợp; danh sách nguyên liệu đầy đủ luôn có sẵn tại quầy.</p>`,
    },
  },
  {
    slug: "from-saigon-to-houston",
    author: "Linh Trần",
    published_days_ago: 120,
    image: "/images/posts/from-saigon-to-houston.svg",
    title: {
      en: "From Sài Gòn to Bellaire Boulevard: the story of Mai Vàng",
      vi: "Từ Sài Gòn đến đường Bellaire: câu chuyện của Mai Vàng",
    },
    excerpt: {
      en: "How a bánh mì stall in District 3 became a family bakery in Houston's Chinatown, told by the founders' daughter.",
      vi: "Từ quầy bánh mì nhỏ ở Quận 3 đến tiệm bánh gia đình giữa khu Chinatown Houston, qua lời kể của cô con gái.",
    },
    body_html: {
      en: `<p>My mother, Mai, learned to bake from her aunt, who ran a tiny bánh mì stall on a street corner in District 3, Sài Gòn. Every morning before school, Mom folded pâté chaud and stacked baguettes in the glass case. My father, Hùng, was the neighborhood delivery boy who somehow always needed one more loaf.</p>
<h2>A new start in Houston</h2>
<p>They arrived in Houston in 2004 with two suitcases, a notebook of recipes and not much else. For years Dad worked night shifts at a bakery across town, while Mom made bánh da lợn and bánh bò in our small apartment kitchen in Alief and sold them to the neighbors. Word spread through the church, the temple and the Saturday market.</p>
<h2>Mai Vàng opens</h2>
<p>In 2012 they finally signed the lease on a small shop on Bellaire Boulevard. They named it after the yellow apricot blossom, <em>hoa mai</em>, which blooms all over southern Vietnam at Tết, and, of course, after Mom. That first week, Dad slept on flour sacks in the back so he would not miss the 4 a.m. dough.</p>
<p>Today we still bake from that same notebook, and Dad still lights the ovens every morning. I run the cake counter and this website. Whether you grew up on bánh mì or are about to try your first one, thank you for being part of our story. <a href="/about-us">Read more about us</a>.</p>`,
      vi: `<p>Mẹ tôi tên Mai, học làm bánh từ bà dì, người có một quầy bánh mì nhỏ xíu ở góc đường Quận 3, Sài Gòn. Sáng nào trước giờ đi học, mẹ cũng phụ gói bánh patê sô và xếp bánh mì vào tủ kính. Ba tôi tên Hùng, hồi đó là cậu giao hàng trong xóm, ngày nào cũng kiếm cớ ghé mua thêm một ổ.</p>
<h2>Bắt đầu lại ở Houston</h2>
<p>Năm 2004, ba mẹ sang Houston với hai va li, một cuốn sổ công thức và gần như chẳng có gì khác. Suốt nhiều năm, ba làm ca đêm cho một lò bánh bên kia thành phố, còn mẹ làm bánh da lợn, bánh bò ngay trong căn bếp nhỏ ở khu Alief để bán cho hàng xóm. Tiếng lành đồn xa, từ nhà thờ, chùa cho tới phiên chợ sáng thứ Bảy.</p>
<h2>Mai Vàng ra đời</h2>
<p>Năm 2012, ba mẹ ký hợp đồng thuê một tiệm nhỏ trên đường Bellaire. Tiệm được đặt tên theo hoa mai vàng, loài hoa nở rộ khắp miền Nam mỗi dịp Tết, và dĩ nhiên là theo tên mẹ. Tuần đầu khai trương, ba ngủ luôn trên mấy bao bột sau bếp để không lỡ mẻ bột lúc 4 giờ sáng.</p>
<p>Đến nay, tiệm vẫn làm bánh theo đúng cuốn sổ năm nào, và sáng nào ba cũng là người nhóm lò. Tôi lo quầy bánh kem và trang web này. Dù bạn lớn lên cùng ổ bánh mì hay sắp nếm thử lần đầu, cảm ơn bạn đã trở thành một phần câu chuyện của tiệm. <a href="/about-us">Tìm hiểu thêm về tiệm</a>.</p>`,
    },
  },
];

// ─────────────────────────────── Static pages ───────────────────────────────

export const pages: SeedPage[] = [
  {
    slug: "refund-policy",
    title: { en: "Refund Policy", vi: "Chính sách hoàn tiền" },
    summary: {
      en: "Our food is fresh and perishable. Here is how cancellations, refunds and custom cakes work.",
      vi: "Bánh của tiệm là thực phẩm tươi, mau hỏng. Dưới đây là quy định về hủy đơn, hoàn tiền và bánh theo yêu cầu.",
    },
    body_html: {
      en: `<p>Everything we sell is baked fresh and is perishable, so we cannot take food back once it has left the shop. We still want you to be happy with every order, and if something is not right, we will make it right.</p>
<h2>Everyday items</h2>
<ul>
<li>Orders for bánh mì, breads, pastries, bánh bao and drinks can be cancelled free of charge until <strong>2 hours before</strong> your pickup time.</li>
<li>If an item is missing, wrong or not up to our standard, tell us at pickup or within 24 hours (a photo helps) and we will replace it or refund it.</li>
</ul>
<h2>Whole cakes and custom cakes</h2>
<ul>
<li>Whole cakes ordered in advance can be cancelled for a full refund up to <strong>12 hours before pickup</strong>.</li>
<li>Custom birthday and wedding cakes can be changed or cancelled for a full refund up to <strong>24 hours before pickup</strong>. After that, work on your cake has begun and it is <strong>non-refundable</strong>.</li>
<li>If we make a mistake on your cake, such as a misspelled inscription or the wrong flavor, we will fix it on the spot or refund you in full.</li>
</ul>
<h2>Missed pickups</h2>
<p>We hold orders until closing time on the pickup day. Orders that are not collected by then cannot be refunded, because we cannot sell perishable food the next day.</p>
<h2>How refunds are paid</h2>
<p>Refunds go back to your original payment method and usually appear within 5 to 10 business days. For any question, call us at (713) 555-0142 or write to hello@maivangbakery.example.</p>`,
      vi: `<p>Tất cả các món của tiệm đều được làm mới mỗi ngày và là thực phẩm mau hỏng, vì vậy tiệm không thể nhận lại bánh khi bánh đã rời tiệm. Dù vậy, tiệm luôn mong bạn hài lòng với mọi đơn hàng; nếu có gì chưa ổn, tiệm sẽ khắc phục.</p>
<h2>Các món hằng ngày</h2>
<ul>
<li>Đơn bánh mì, bánh ngọt, bánh bao và thức uống được hủy miễn phí trước giờ nhận ít nhất <strong>2 tiếng</strong>.</li>
<li>Nếu thiếu món, sai món hoặc bánh không đạt chất lượng, bạn báo ngay lúc nhận hoặc trong vòng 24 giờ (kèm hình càng tốt), tiệm sẽ đổi món khác hoặc hoàn tiền.</li>
</ul>
<h2>Bánh nguyên ổ và bánh theo yêu cầu</h2>
<ul>
<li>Bánh kem nguyên ổ đặt trước có thể hủy và được hoàn tiền đầy đủ nếu báo trước giờ nhận ít nhất <strong>12 tiếng</strong>.</li>
<li>Bánh sinh nhật và bánh cưới theo yêu cầu có thể đổi mẫu hoặc hủy, được hoàn tiền đầy đủ nếu báo trước giờ nhận ít nhất <strong>24 tiếng</strong>. Sau mốc này, tiệm đã bắt tay làm bánh nên <strong>không hoàn tiền</strong>.</li>
<li>Nếu tiệm làm sai, chẳng hạn viết nhầm lời chúc hay làm sai vị bánh, tiệm sẽ sửa ngay tại chỗ hoặc hoàn tiền đầy đủ.</li>
</ul>
<h2>Không đến nhận bánh</h2>
<p>Tiệm giữ đơn hàng đến giờ đóng cửa của ngày nhận. Đơn không được nhận trong ngày sẽ không được hoàn tiền, vì thực phẩm tươi không thể bán lại vào hôm sau.</p>
<h2>Cách hoàn tiền</h2>
<p>Tiền được hoàn về đúng phương thức bạn đã thanh toán, thường mất từ 5 đến 10 ngày làm việc. Mọi thắc mắc, bạn gọi tiệm số (713) 555-0142 hoặc gửi email đến hello@maivangbakery.example.</p>`,
    },
  },
  {
    slug: "about-us",
    title: { en: "About Us", vi: "Về tiệm" },
    summary: {
      en: "A family bakery from Sài Gòn, baking on Bellaire Boulevard since 2012.",
      vi: "Tiệm bánh gia đình gốc Sài Gòn, đỏ lửa trên đường Bellaire từ năm 2012.",
    },
    body_html: {
      en: `<p>Mai Vàng Bakery is a small family bakery in Houston's Chinatown. Mai and Hùng brought their recipes from Sài Gòn, opened the shop in 2012, and have been lighting the ovens at 4 a.m. ever since. Today their daughter Linh runs the cake counter, and the whole family still works the morning rush.</p>
<h2>What we bake</h2>
<p>Crackling Vietnamese baguettes and bánh mì filled to order, flaky pâté chaud, fluffy bánh bao, the traditional sweets we grew up with, such as bánh da lợn and bánh bò, and cakes for every celebration, from a pandan chiffon to a three-tier wedding cake. To drink: phin-dripped coffee, Thai tea and soy milk made fresh every morning.</p>
<h2>What we believe in</h2>
<ul>
<li><strong>Fresh every day.</strong> Nothing sits on our shelves overnight.</li>
<li><strong>Family recipes.</strong> We still bake from Mom's notebook.</li>
<li><strong>Honest labels.</strong> Every item lists its allergens, so you can order with confidence.</li>
</ul>
<h2>Visit us</h2>
<p>11230 Bellaire Blvd, Houston, TX 77072. Open Tuesday to Friday, 6:30 a.m. to 6 p.m., and Saturday and Sunday, 7 a.m. to 5 p.m. Closed on Mondays. Parking is in front of the shop.</p>
<p>Questions, big orders or just want to say hi? Call (713) 555-0142, write to hello@maivangbakery.example or use our <a href="/contact">contact form</a>.</p>`,
      vi: `<p>Tiệm Bánh Mai Vàng là một tiệm bánh gia đình nhỏ ở khu Chinatown, Houston. Cô Mai và chú Hùng mang công thức từ Sài Gòn sang, mở tiệm năm 2012 và từ đó đến nay sáng nào cũng nhóm lò từ 4 giờ. Giờ đây, con gái Linh phụ trách quầy bánh kem, còn cả nhà vẫn cùng nhau lo giờ cao điểm buổi sáng.</p>
<h2>Tiệm làm những gì?</h2>
<p>Bánh mì giòn rụm và bánh mì kẹp làm theo yêu cầu, bánh patê sô ngàn lớp, bánh bao trắng xốp, những món bánh tuổi thơ như bánh da lợn, bánh bò, cùng bánh kem cho mọi dịp vui, từ ổ chiffon lá dứa đến bánh cưới ba tầng. Về thức uống, tiệm có cà phê pha phin, trà Thái và sữa đậu nành nấu mới mỗi sáng.</p>
<h2>Điều tiệm luôn giữ</h2>
<ul>
<li><strong>Tươi mới mỗi ngày.</strong> Không món nào nằm trên kệ qua đêm.</li>
<li><strong>Công thức gia đình.</strong> Tiệm vẫn làm bánh theo cuốn sổ của mẹ.</li>
<li><strong>Ghi nhãn rõ ràng.</strong> Món nào cũng ghi rõ chất gây dị ứng để bạn yên tâm chọn.</li>
</ul>
<h2>Ghé thăm tiệm</h2>
<p>11230 Bellaire Blvd, Houston, TX 77072. Mở cửa thứ Ba đến thứ Sáu từ 6 giờ 30 sáng đến 6 giờ chiều; thứ Bảy và Chủ nhật từ 7 giờ sáng đến 5 giờ chiều. Nghỉ thứ Hai. Có chỗ đậu xe ngay trước tiệm.</p>
<p>Cần hỏi thêm, đặt số lượng lớn hay chỉ muốn ghé chào? Gọi (713) 555-0142, gửi email đến hello@maivangbakery.example hoặc dùng <a href="/contact">trang liên hệ</a>.</p>`,
    },
  },
  {
    slug: "privacy-policy",
    title: { en: "Privacy Policy", vi: "Chính sách bảo mật" },
    summary: {
      en: "What personal information we collect when you order, why we need it and how we protect it.",
      vi: "Tiệm thu thập thông tin cá nhân nào khi bạn đặt hàng, để làm gì và bảo vệ ra sao.",
    },
    body_html: {
      en: `<p>Mai Vàng Bakery ("we") respects your privacy. This policy explains what information we collect through this website and how we use it.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account and order details</strong>: your name, email address, phone number, the items you order, your pickup time and any notes you add, such as a cake inscription or an allergy.</li>
<li><strong>Messages</strong> you send us through the contact form or by email.</li>
<li><strong>Technical data</strong>: a session cookie that keeps you signed in and remembers your cart, and your language preference.</li>
</ul>
<p>We do not use advertising trackers, and we never sell or rent your information to anyone.</p>
<h2>How we use it</h2>
<ul>
<li>To prepare your order and contact you about it (for example, to confirm a custom cake design or let you know about a delay).</li>
<li>To answer your questions.</li>
<li>To keep records required by law, such as receipts for tax purposes.</li>
</ul>
<h2>Payments</h2>
<p>If you pay online, your card details are handled directly by our payment provider. We never see or store your full card number.</p>
<h2>How long we keep it</h2>
<p>We keep order records for as long as the law requires (usually up to seven years) and delete contact messages after one year. You can close your account at any time.</p>
<h2>Your choices</h2>
<p>You can ask us for a copy of your information, ask us to correct it, or ask us to delete it, by writing to hello@maivangbakery.example. We will reply within 30 days.</p>
<p>If we change this policy, we will post the new version on this page.</p>`,
      vi: `<p>Tiệm Bánh Mai Vàng ("tiệm") tôn trọng quyền riêng tư của bạn. Chính sách này giải thích tiệm thu thập thông tin gì qua trang web và sử dụng chúng ra sao.</p>
<h2>Thông tin tiệm thu thập</h2>
<ul>
<li><strong>Thông tin tài khoản và đơn hàng</strong>: họ tên, email, số điện thoại, các món bạn đặt, giờ nhận bánh và ghi chú bạn thêm vào, chẳng hạn lời chúc trên bánh hay thông tin dị ứng.</li>
<li><strong>Tin nhắn</strong> bạn gửi qua trang liên hệ hoặc email.</li>
<li><strong>Dữ liệu kỹ thuật</strong>: một cookie phiên để giữ trạng thái đăng nhập và giỏ hàng, cùng ngôn ngữ bạn chọn.</li>
</ul>
<p>Tiệm không dùng công cụ theo dõi quảng cáo và tuyệt đối không bán hay cho thuê thông tin của bạn.</p>
<h2>Tiệm dùng thông tin để làm gì?</h2>
<ul>
<li>Chuẩn bị đơn hàng và liên lạc với bạn về đơn đó (ví dụ xác nhận mẫu bánh theo yêu cầu hay báo khi có chậm trễ).</li>
<li>Trả lời các câu hỏi của bạn.</li>
<li>Lưu giữ chứng từ theo quy định pháp luật, chẳng hạn hóa đơn phục vụ việc khai thuế.</li>
</ul>
<h2>Thanh toán</h2>
<p>Nếu bạn thanh toán trực tuyến, thông tin thẻ được đơn vị xử lý thanh toán tiếp nhận trực tiếp. Tiệm không bao giờ thấy hay lưu số thẻ đầy đủ của bạn.</p>
<h2>Thời gian lưu trữ</h2>
<p>Tiệm lưu hồ sơ đơn hàng trong thời gian pháp luật yêu cầu (thường tối đa bảy năm) và xóa tin nhắn liên hệ sau một năm. Bạn có thể đóng tài khoản bất cứ lúc nào.</p>
<h2>Quyền của bạn</h2>
<p>Bạn có thể yêu cầu tiệm cung cấp bản sao, chỉnh sửa hoặc xóa thông tin của mình bằng cách gửi email đến hello@maivangbakery.example. Tiệm sẽ phản hồi trong vòng 30 ngày.</p>
<p>Nếu có thay đổi, tiệm sẽ đăng phiên bản mới của chính sách ngay trên trang này.</p>`,
    },
  },
  {
    slug: "terms-of-service",
    title: { en: "Terms of Service", vi: "Điều khoản sử dụng" },
    summary: {
      en: "The rules for ordering from Mai Vàng Bakery online: pickup, prices, custom cakes and allergens.",
      vi: "Quy định khi đặt hàng trực tuyến tại Tiệm Bánh Mai Vàng: nhận bánh, giá cả, bánh theo yêu cầu và chất gây dị ứng.",
    },
    body_html: {
      en: `<p>By using this website and placing an order, you agree to these terms. Please read them; they are short.</p>
<h2>Orders and pickup</h2>
<ul>
<li>Orders are for pickup at 11230 Bellaire Blvd, Houston, TX 77072, at the time you choose at checkout. Local delivery for larger orders can be arranged by phone.</li>
<li>An order is confirmed when you receive our confirmation email. We bake in limited quantities; if we cannot fill an order, we will contact you and refund any payment in full.</li>
<li>Some items need notice: whole cakes at least 24 hours, custom cakes at least 48 hours.</li>
</ul>
<h2>Prices</h2>
<p>Prices are in US dollars. Applicable Texas sales tax is added at checkout. We may change prices and the menu at any time, but the price you see when you place an order is the price you pay.</p>
<h2>Custom cakes</h2>
<p>We do our best to match your design, but every cake is decorated by hand and may differ slightly from a reference photo. We may decline inscriptions or designs that are offensive or that use images we do not have the right to reproduce.</p>
<h2>Allergens</h2>
<p>We label the Big 9 allergens on every item, but everything is made in one kitchen that handles wheat, milk, eggs, soy, sesame and tree nuts (including coconut). We cannot guarantee that any item is free from traces of these allergens. Please tell us about serious allergies before ordering.</p>
<h2>Cancellations and refunds</h2>
<p>See our <a href="/refund-policy">refund policy</a>.</p>
<h2>Photos and descriptions</h2>
<p>Illustrations on this website are for guidance; the real thing may look a little different (and, we hope, even more delicious).</p>
<h2>Your account</h2>
<p>Please keep your password safe and tell us if you think someone else has used your account. We may suspend accounts that are used for fraud or abuse.</p>
<h2>Other terms</h2>
<p>These terms are governed by the laws of the State of Texas. If we update them, the new version applies to orders placed after it is published here. Questions? Write to hello@maivangbakery.example.</p>`,
      vi: `<p>Khi sử dụng trang web này và đặt hàng, bạn đồng ý với các điều khoản dưới đây. Điều khoản khá ngắn, mong bạn dành chút thời gian đọc qua.</p>
<h2>Đặt hàng và nhận bánh</h2>
<ul>
<li>Đơn hàng được nhận tại tiệm, 11230 Bellaire Blvd, Houston, TX 77072, vào khung giờ bạn chọn khi thanh toán. Với đơn số lượng lớn, bạn có thể gọi điện để sắp xếp giao hàng tận nơi quanh khu vực.</li>
<li>Đơn hàng chỉ được xác nhận khi bạn nhận được email xác nhận của tiệm. Tiệm làm bánh với số lượng có hạn; nếu không thể đáp ứng đơn hàng, tiệm sẽ liên hệ và hoàn lại toàn bộ số tiền đã thanh toán.</li>
<li>Một số món cần đặt trước: bánh kem nguyên ổ ít nhất 24 giờ, bánh theo yêu cầu ít nhất 48 giờ.</li>
</ul>
<h2>Giá cả</h2>
<p>Giá tính bằng đô la Mỹ. Thuế bán hàng của tiểu bang Texas (nếu có) được cộng khi thanh toán. Tiệm có thể thay đổi giá và thực đơn bất cứ lúc nào, nhưng bạn luôn trả đúng mức giá hiển thị lúc đặt hàng.</p>
<h2>Bánh theo yêu cầu</h2>
<p>Tiệm luôn cố gắng làm đúng mẫu bạn chọn, nhưng mỗi chiếc bánh đều được trang trí thủ công nên có thể hơi khác so với hình tham khảo. Tiệm có quyền từ chối những lời chúc hay mẫu trang trí mang tính xúc phạm, hoặc sử dụng hình ảnh mà tiệm không có quyền sao chép.</p>
<h2>Chất gây dị ứng</h2>
<p>Mỗi món đều được ghi nhãn theo nhóm Big 9, nhưng mọi món đều được làm chung một bếp có dùng bột mì, sữa, trứng, đậu nành, mè và các loại hạt (kể cả dừa). Tiệm không thể bảo đảm bất kỳ món nào hoàn toàn không lẫn dấu vết của các chất này. Nếu bạn bị dị ứng nặng, vui lòng báo cho tiệm trước khi đặt.</p>
<h2>Hủy đơn và hoàn tiền</h2>
<p>Xem <a href="/refund-policy">chính sách hoàn tiền</a>.</p>
<h2>Hình ảnh và mô tả</h2>
<p>Hình minh họa trên trang web chỉ mang tính tham khảo; bánh thật có thể trông hơi khác một chút (và hy vọng là còn ngon hơn).</p>
<h2>Tài khoản của bạn</h2>
<p>Vui lòng giữ kín mật khẩu và báo cho tiệm nếu nghi ngờ có người khác dùng tài khoản của bạn. Tiệm có thể tạm khóa những tài khoản có dấu hiệu gian lận hoặc lạm dụng.</p>
<h2>Điều khoản khác</h2>
<p>Các điều khoản này tuân theo luật pháp tiểu bang Texas. Khi có cập nhật, phiên bản mới sẽ áp dụng cho các đơn hàng đặt sau thời điểm được đăng trên trang này. Mọi thắc mắc xin gửi về hello@maivangbakery.example.</p>`,
    },
  },
];

// ─────────────────────────────── Main menu ───────────────────────────────

export const mainMenu: SeedMenuItem[] = [
  { title: { en: "Home", vi: "Trang chủ" }, url: "/" },
  {
    title: { en: "Products", vi: "Sản phẩm" },
    url: "/products",
    children: [
      { title: { en: "Bánh Mì Sandwiches", vi: "Bánh mì kẹp" }, url: "/products?category=banh-mi" },
      { title: { en: "Breads", vi: "Bánh mì các loại" }, url: "/products?category=breads" },
      { title: { en: "Pastries & Traditional Sweets", vi: "Bánh ngọt & bánh truyền thống" }, url: "/products?category=pastries" },
      { title: { en: "Cakes", vi: "Bánh kem & bông lan" }, url: "/products?category=cakes" },
      { title: { en: "Steamed Buns (Bánh Bao)", vi: "Bánh bao" }, url: "/products?category=banh-bao" },
      { title: { en: "Drinks", vi: "Thức uống" }, url: "/products?category=drinks" },
    ],
  },
  { title: { en: "Cakes", vi: "Bánh kem" }, url: "/products?category=cakes" },
  { title: { en: "News", vi: "Tin tức" }, url: "/news" },
  {
    title: { en: "About", vi: "Giới thiệu" },
    url: "/about-us",
    children: [
      { title: { en: "Our story", vi: "Câu chuyện của tiệm" }, url: "/about-us" },
      { title: { en: "Refund policy", vi: "Chính sách hoàn tiền" }, url: "/refund-policy" },
      {
        title: { en: "Find us on Google Maps", vi: "Xem đường đi trên Google Maps" },
        url: "https://maps.google.com/?q=11230+Bellaire+Blvd,+Houston,+TX+77072",
        target: "_blank",
      },
      { title: { en: "Catering (coming soon)", vi: "Đặt tiệc (sắp ra mắt)" }, url: null },
    ],
  },
  { title: { en: "Contact", vi: "Liên hệ" }, url: "/contact" },
];

// ─────────────────────────────── Home page sections ───────────────────────────────

export const homeSections: SeedHomeSection[] = [
  {
    key: "slideshow",
    title: { en: "Fresh from our oven", vi: "Mới ra lò mỗi sáng" },
    subtitle: { en: "Mai Vàng Bakery, Houston", vi: "Tiệm Bánh Mai Vàng, Houston" },
    body: {
      en: "Vietnamese bánh mì, pastries and cakes, baked every morning on Bellaire Boulevard.",
      vi: "Bánh mì, bánh ngọt và bánh kem kiểu Việt, nướng mới mỗi sáng trên đường Bellaire.",
    },
    items: [
      {
        title: { en: "Bánh mì, baked at 4 a.m.", vi: "Bánh mì nóng giòn từ 4 giờ sáng" },
        body: {
          en: "Crackling baguettes filled to order with pâté, grilled meats or lemongrass tofu.",
          vi: "Ổ bánh mì giòn rụm, kẹp ngay khi bạn gọi: pa tê, thịt nướng hay đậu hũ sả.",
        },
        cta_label: { en: "Order bánh mì", vi: "Đặt bánh mì" },
        image: "/images/slides/banh-mi-morning.svg",
        link_url: "/products?category=banh-mi",
      },
      {
        title: { en: "Cakes made just for you", vi: "Bánh kem theo ý bạn" },
        body: {
          en: "Choose the sponge, the colors and the words. Order 48 hours ahead for pickup.",
          vi: "Chọn cốt bánh, màu sắc và lời chúc. Đặt trước 48 giờ rồi ghé tiệm nhận bánh.",
        },
        cta_label: { en: "Design your cake", vi: "Đặt bánh kem" },
        image: "/images/slides/custom-cakes.svg",
        link_url: "/products?category=cakes",
      },
      {
        title: { en: "A hot bánh bao and a cà phê sữa đá", vi: "Bánh bao nóng hổi, cà phê sữa đá" },
        body: {
          en: "The breakfast Southwest Houston wakes up to, ready from 6:30 a.m.",
          vi: "Bữa sáng quen thuộc của khu tây nam Houston, có sẵn từ 6 giờ 30.",
        },
        cta_label: { en: "See the menu", vi: "Xem thực đơn" },
        image: "/images/slides/banh-bao-coffee.svg",
        link_url: "/products",
      },
    ],
  },
  {
    key: "customers",
    title: { en: "What our neighbors say", vi: "Khách hàng nói gì về tiệm" },
    subtitle: { en: "Regulars from all over Houston", vi: "Những vị khách quen khắp Houston" },
    body: {
      en: "We are lucky to bake for a wonderful neighborhood. Here are a few kind words.",
      vi: "Tiệm may mắn được phục vụ những người hàng xóm thật dễ thương. Đây là vài lời họ gửi tặng.",
    },
    items: [
      {
        title: { en: "Jennifer Tran, Alief", vi: "Jennifer Trần, Alief" },
        body: {
          en: "I've come every Saturday since they opened. The đặc biệt tastes exactly like the one my dad used to buy me in Sài Gòn.",
          vi: "Từ hồi tiệm mới mở, thứ Bảy nào tôi cũng ghé. Ổ bánh mì đặc biệt y chang ổ ba tôi hay mua cho hồi còn ở Sài Gòn.",
        },
      },
      {
        title: { en: "Marcus Johnson, Sharpstown", vi: "Marcus Johnson, Sharpstown" },
        body: {
          en: "We ordered a custom cake for my daughter's 10th birthday with her name in pink and gold. It looked amazing, it wasn't too sweet, and the whole party asked where it came from.",
          vi: "Tôi đặt bánh sinh nhật 10 tuổi cho con gái, tên bé viết bằng màu hồng ánh vàng. Bánh đẹp mà không quá ngọt, cả buổi tiệc ai cũng hỏi mua ở đâu.",
        },
      },
      {
        title: { en: "Cô Sáu Nguyễn, Bellaire", vi: "Cô Sáu Nguyễn, Bellaire" },
        body: {
          en: "Their bánh da lợn and bánh bò taste like home. On full-moon days I always take a bag of bánh bao chay for the family.",
          vi: "Bánh da lợn với bánh bò ở đây ăn đúng vị quê nhà. Ngày rằm nào tôi cũng mua một túi bánh bao chay về cho cả nhà.",
        },
      },
      {
        title: { en: "Diego Hernández, Gulfton", vi: "Diego Hernández, Gulfton" },
        body: {
          en: "Best lunch deal in Southwest Houston. A lemongrass chicken bánh mì and an iced coffee get me through every Friday.",
          vi: "Bữa trưa vừa ngon vừa rẻ nhất khu tây nam Houston. Ổ bánh mì gà nướng sả với ly cà phê sữa đá giúp tôi vượt qua mọi ngày thứ Sáu.",
        },
      },
    ],
  },
  {
    key: "new_section",
    title: { en: "New from the oven", vi: "Món mới ra lò" },
    subtitle: { en: "Just added to our menu", vi: "Vừa có mặt trong thực đơn" },
    body: {
      en: "Salted cream coffee from Huế, salted-egg lava buns and a soft pandan milk loaf: come and taste what we have been working on.",
      vi: "Cà phê muối kiểu Huế, bánh bao kim sa trứng muối chảy và bánh mì sandwich lá dứa mềm thơm: ghé tiệm thử ngay những món mới nhất nhé.",
    },
    items: [],
  },
  {
    key: "why_choose_us",
    title: { en: "Why Mai Vàng?", vi: "Vì sao chọn Mai Vàng?" },
    subtitle: { en: "Small bakery, big care", vi: "Tiệm nhỏ, tâm huyết lớn" },
    body: {
      en: "Four promises we have kept since the day we opened.",
      vi: "Bốn điều tiệm luôn giữ từ ngày đầu mở cửa.",
    },
    items: [
      {
        title: { en: "Baked fresh at 4 a.m.", vi: "Nướng mới từ 4 giờ sáng" },
        body: {
          en: "Our ovens are lit before dawn, and new batches come out all day. Nothing sits on our shelves overnight.",
          vi: "Lò được nhóm từ lúc trời chưa sáng và ra bánh liên tục cả ngày. Không món nào nằm qua đêm trên kệ.",
        },
        image: "/images/sections/why-baked-fresh.svg",
      },
      {
        title: { en: "Family recipes", vi: "Công thức gia truyền" },
        body: {
          en: "Written in Mom's notebook in Sài Gòn and still followed to the gram.",
          vi: "Ghi trong cuốn sổ của mẹ từ thời ở Sài Gòn, đến nay vẫn làm đúng từng gam.",
        },
        image: "/images/sections/why-family-recipes.svg",
      },
      {
        title: { en: "Real Vietnamese ingredients", vi: "Nguyên liệu chuẩn vị Việt" },
        body: {
          en: "Fresh pandan, robusta from the Central Highlands, house-made pâté and pickles. No shortcuts.",
          vi: "Lá dứa tươi, cà phê robusta Tây Nguyên, pa tê và đồ chua tự làm. Không đi đường tắt.",
        },
        image: "/images/sections/why-ingredients.svg",
      },
      {
        title: { en: "Order ahead, skip the line", vi: "Đặt trước, khỏi xếp hàng" },
        body: {
          en: "Order online, choose a pickup time, and your bag will be waiting at the counter.",
          vi: "Đặt hàng trực tuyến, chọn giờ nhận, túi bánh sẽ chờ sẵn ở quầy.",
        },
        image: "/images/sections/why-order-ahead.svg",
        link_url: "/products",
      },
    ],
  },
  {
    key: "about_section",
    title: { en: "About our bakery", vi: "Về tiệm bánh" },
    subtitle: { en: "A family bakery since 2012", vi: "Tiệm bánh gia đình từ năm 2012" },
    body: {
      en: "Mai and Hùng learned to bake in Sài Gòn and opened Mai Vàng on Bellaire Boulevard in 2012, naming it after the yellow apricot blossom that brightens every Vietnamese home at Tết. Today the whole family still bakes side by side: baguettes before sunrise, bánh bao steaming by six, and cakes decorated by hand for birthdays all over Houston.",
      vi: "Cô Mai và chú Hùng học nghề làm bánh ở Sài Gòn, rồi mở Tiệm Bánh Mai Vàng trên đường Bellaire vào năm 2012, đặt tên theo cành mai vàng rực rỡ trong mỗi nhà người Việt ngày Tết. Đến nay cả gia đình vẫn cùng nhau đứng bếp: bánh mì ra lò trước khi trời sáng, bánh bao nghi ngút khói lúc sáu giờ, và những chiếc bánh kem trang trí bằng tay cho các buổi sinh nhật khắp Houston.",
    },
    items: [
      {
        title: { en: "Visit us on Bellaire Blvd", vi: "Ghé tiệm trên đường Bellaire" },
        body: {
          en: "11230 Bellaire Blvd, Houston, TX 77072. Tuesday to Sunday; closed Mondays.",
          vi: "11230 Bellaire Blvd, Houston, TX 77072. Mở cửa từ thứ Ba đến Chủ nhật, nghỉ thứ Hai.",
        },
        cta_label: { en: "Our story", vi: "Câu chuyện của tiệm" },
        image: "/images/sections/about-shopfront.svg",
        link_url: "/about-us",
      },
    ],
  },
  {
    key: "features_slider",
    title: { en: "Ordering made easy", vi: "Mua bánh thật dễ dàng" },
    subtitle: { en: "Little things that make a difference", vi: "Những tiện ích nhỏ mà có võ" },
    body: {
      en: "Everything you need to order with confidence, whether it's a single bánh mì or a wedding cake.",
      vi: "Mọi thứ để bạn yên tâm đặt hàng, dù chỉ một ổ bánh mì hay cả chiếc bánh cưới.",
    },
    items: [
      {
        title: { en: "Choose your pickup time", vi: "Chọn giờ nhận bánh" },
        body: {
          en: "Pick a pickup slot at checkout, and your order will be packed and waiting for you.",
          vi: "Chọn khung giờ nhận khi thanh toán, bánh sẽ được gói sẵn chờ bạn đến lấy.",
        },
        image: "/images/sections/feature-pickup.svg",
      },
      {
        title: { en: "Custom cake inscriptions", vi: "Viết lời chúc lên bánh" },
        body: {
          en: "Add a message in English or Vietnamese, accents and all.",
          vi: "Lời chúc bằng tiếng Anh hay tiếng Việt có dấu, tiệm đều viết được.",
        },
        image: "/images/sections/feature-inscription.svg",
        link_url: "/products?category=cakes",
      },
      {
        title: { en: "Clear allergen labels", vi: "Ghi rõ chất gây dị ứng" },
        body: {
          en: "Every item lists the Big 9 allergens it contains, plus vegan and gluten-free badges.",
          vi: "Mỗi món đều ghi rõ các chất thuộc nhóm Big 9, kèm nhãn thuần chay và không gluten.",
        },
        image: "/images/sections/feature-allergens.svg",
      },
      {
        title: { en: "Local delivery", vi: "Giao hàng quanh khu vực" },
        body: {
          en: "We deliver around Southwest and inner Houston for a small fee, free on larger orders: choose delivery at checkout.",
          vi: "Tiệm giao hàng tận nơi quanh khu tây nam và trung tâm Houston với phí nhỏ, miễn phí cho đơn lớn: chọn giao hàng ở bước thanh toán.",
        },
        image: "/images/sections/feature-delivery.svg",
        link_url: "/delivery",
        cta_label: { en: "ZIP codes and fees", vi: "Mã ZIP và phí giao hàng" },
      },
      {
        title: { en: "Loyalty points", vi: "Tích điểm thành viên" },
        body: {
          en: "Earn a point for every dollar you spend; 100 points buys you a bánh mì on us.",
          vi: "Mỗi đô la tích được một điểm; đủ 100 điểm, tiệm mời bạn một ổ bánh mì.",
        },
        image: "/images/sections/feature-loyalty.svg",
      },
    ],
  },
];
