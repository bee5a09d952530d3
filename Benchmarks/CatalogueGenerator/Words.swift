/// What generated products are made of: the words of shops in several languages.
enum Words {
  static let adjectives = [
    "Urban", "Classic", "Compact", "Rugged", "Minimal", "Weekend", "Travel", "Everyday", "Alpine",
    "Coastal", "Heritage", "Nomad", "Summit", "Metro", "Vintage", "Modern", "Lightweight", "Pro",
    "Deluxe", "Essential", "Explorer", "Canvas", "Leather", "Waxed", "Foldable", "Padded",
  ]

  static let nouns = [
    "Backpack", "Duffel", "Tote", "Messenger", "Sling", "Pouch", "Briefcase", "Daypack", "Wallet",
    "Holdall", "Satchel", "Rucksack", "Carrier", "Organizer", "Sleeve", "Weekender", "Crossbody",
    "Bucket Bag", "Laptop Bag", "Camera Bag", "Gym Bag", "Dry Bag", "Shopper", "Clutch",
  ]

  static let french = [
    "Sac à dos", "Cabas", "Sacoche", "Besace", "Pochette", "Sac de voyage", "Bagage cabine",
    "Cartable Élégant", "Sac Bandoulière", "Trousse Été",
  ]

  static let german = ["Rucksack", "Umhängetasche", "Reisetasche", "Brotbeutel", "Kulturbeutel"]

  static let japanese = [
    "旅行用バックパック", "ショルダーバッグ", "トートバッグ", "通勤リュック", "ボストンバッグ",
    "がま口ポーチ", "帆布リュック", "カメラバッグ",
  ]

  static let chinese = ["帆布托特包", "双肩背包", "旅行收纳袋", "真皮钱包", "防水斜挎包", "登山包"]

  static let russian = ["Дорожная сумка", "Рюкзак", "Кошелёк", "Портфель", "Сумка-шоппер"]

  static let turkish = ["İstanbul", "Kapalıçarşı", "Yolculuk Çantası", "Işık", "Şehir"]

  static let emoji = ["🎒", "👜", "🧳", "💼", "✈️", "🏔️", "👨‍👩‍👧"]

  static let materials = [
    "Waxed canvas", "Full-grain leather", "Recycled nylon", "Ripstop", "Cotton twill", "Cordura",
    "Vegan leather", "Merino-lined", "Cuir pleine fleur", "Segeltuch",
  ]

  static let qualities = [
    "water resistant", "fits a 15-inch laptop", "lifetime warranty", "hand stitched",
    "carry-on size", "padded straps", "hidden pocket", "made in Portugal", "日本製", "très léger",
  ]

  static let sentences = [
    "Our Mountain Briefcase is the ultimate shape changer: go to work, bum around town, travel the world.",
    "Protect and hold your laptop while on the move, with storage for every must-have.",
    "When you travel with your computer, there is no need to bring an additional bag or sleeve.",
    "The roll-top closure keeps rain out; the side pockets hold a bottle of 750 ml.",
    "Made from 100% recycled fabric, with a lining in the colour of the season.",
    "A grab handle on top, a luggage strap on the back, and a key clip inside.",
    "Conçu à Lyon, ce sac à dos est léger, robuste et élégant au quotidien.",
    "Für Pendler gemacht: gepolstertes Laptopfach, Brustgurt und reflektierende Details.",
    "Hecho a mano en León con cuero curtido al vegetal y herrajes de latón.",
    "通勤にも旅行にも使える、軽くて丈夫なリュックです。",
    "适合日常通勤和短途旅行，容量大，重量轻。",
    "Прочная ткань, удобные лямки и много карманов для мелочей.",
    "Measures 36 × 38 × 20 cm; weighs 1.2 kg; holds up to 28 L.",
    "Customers say it is \"the last bag you will ever need\".",
  ]
}
