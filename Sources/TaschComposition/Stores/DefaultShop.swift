// The default shop, built into the program so that a copied `tasch` needs nothing beside it.
// FakeData/ is the source: DefaultShopTests checks that these texts are its files, byte for byte.
// swift-format-ignore-file: The texts are kept exactly as the files hold them.

/// The default catalogue and what a new shopper of it starts with.
enum DefaultShop {
  /// What messages call the built-in catalogue.
  static let name = "the built-in catalogue"

  /// `FakeData/catalogue.json`.
  static let catalogue = #"""
    {
      "shop": "tasch",
      "currency": "USD",
      "products": [
        {
          "id": 1,
          "name": "Carrier",
          "shortDescription": "Navy blue and Brown soft leather",
          "description": "Our Mountain Briefcase is the ultimate shape changin, go to work, bum around town, travel the world, do it all every carry.",
          "colors": ["1F2B3B", "A16347"],
          "dimensions": {"height": {"cm": 36, "in": 14}, "width": {"cm": 38, "in": 15}, "depth": {"cm": 20, "in": 8}},
          "price": "250.00",
          "stock": 23,
          "image": "bag_1.jpg",
          "ratings": {"1": 0, "2": 1, "3": 2, "4": 5, "5": 9}
        },
        {
          "id": 2,
          "name": "Travol",
          "shortDescription": "Soft leather bagg",
          "description": "Protect and hold your laptop while on the move with the AmazonBasics 15.6-Inch Laptop Bag Professional. The bag features multiple storage compartments and features for all those must-have supplies and accessories.",
          "colors": ["1F2B3B", "CBC23F", "F2A039"],
          "dimensions": {"height": {"cm": 40, "in": 16}, "width": {"cm": 35, "in": 14}, "depth": {"cm": 12, "in": 5}},
          "price": "175.00",
          "stock": 0,
          "image": "bag_2.jpg",
          "ratings": {"3": 1, "4": 3, "5": 2}
        },
        {
          "id": 3,
          "name": "Urbanito",
          "shortDescription": "Biker basics",
          "description": "When you travel with your computer, there is no need to bring an additional bag or sleeve. The laptop bag’s interior compartment protects and cradles a laptop or notebook computer up to 15.6 inches.",
          "colors": ["D9D9D9", "A8684C", "D2EEE7", "292A2B"],
          "dimensions": {"height": {"cm": 20, "in": 8}, "width": {"cm": 65, "in": 26}, "depth": {"cm": 10, "in": 4}},
          "price": "75.00",
          "stock": 908,
          "image": "bag_3.jpg",
          "ratings": {"2": 1, "4": 4, "5": 12}
        },
        {
          "id": 4,
          "name": "Papago Pack",
          "shortDescription": "Perfect blend of style, function and durability.",
          "description": "Large front pocket features a key clip and card pockets for quick access to important items. Hidden zippered back pocket so you can safely store your cellphone and wallet",
          "colors": ["517A96", "FAC933"],
          "dimensions": {"height": {"cm": 44, "in": 17}, "width": {"cm": 44, "in": 17}, "depth": {"cm": 22, "in": 9}},
          "price": "1299.00",
          "stock": 1,
          "image": "bag_4.jpg",
          "ratings": {"1": 1, "3": 2, "5": 3}
        },
        {
          "id": 5,
          "name": "Gravity Zero",
          "shortDescription": "Laminated Heavy Duty Jute Bag. Hand maden with Natural fibers.",
          "description": "The Jute comes from stem and ribbon. After harvesting the jute plants the fibres are extracted by retting. Retting process consist of bundling jute stems together and immersing them slow running water.",
          "colors": ["D6BAA5", "F72D39"],
          "dimensions": {"height": {"cm": 40, "in": 16}, "width": {"cm": 34, "in": 13}, "depth": {"cm": 3, "in": 1}},
          "price": "15.00",
          "stock": 1234567890,
          "image": "bag_5.jpg",
          "ratings": {"4": 7, "5": 2}
        },
        {
          "id": 6,
          "name": "Weekender Duffel XL with Detachable Shoulder Strap and Hidden Shoe Compartment",
          "shortDescription": "Waxed canvas, brass hardware, room for a long weekend and then some",
          "description": "A duffel long enough for three days away, with a separate zipped compartment at the base for shoes and a padded strap that unclips when you would rather carry it by hand.",
          "colors": ["5B4636", "C9B79C"],
          "dimensions": {"height": {"cm": 33, "in": 13}, "width": {"cm": 60, "in": 24}, "depth": {"cm": 30, "in": 12}},
          "price": "189.99",
          "stock": 12,
          "ratings": {"3": 1, "4": 6, "5": 4}
        },
        {
          "id": 7,
          "name": "旅行用バックパック",
          "shortDescription": "撥水ナイロンの軽量バックパック",
          "description": "通勤にも週末の旅行にも使える、撥水加工のナイロン製バックパックです。ノートパソコン用の仕切りと、背面に隠しポケットがあります。",
          "colors": ["2E3A59", "D8D3C4"],
          "dimensions": {"height": {"cm": 45, "in": 18}, "width": {"cm": 30, "in": 12}, "depth": {"cm": 15, "in": 6}},
          "price": "129.00",
          "stock": 40,
          "ratings": {"4": 3, "5": 5}
        },
        {
          "id": 8,
          "name": "帆布托特包",
          "shortDescription": "厚帆布手提袋，容量大",
          "description": "厚实的帆布托特包，内有一个拉链小袋，适合购物和日常通勤。",
          "colors": ["E8DCC2"],
          "dimensions": {"height": {"cm": 38, "in": 15}, "width": {"cm": 42, "in": 17}, "depth": {"cm": 12, "in": 5}},
          "price": "45.50",
          "stock": 75,
          "ratings": {"2": 1, "4": 2}
        },
        {
          "id": 9,
          "name": "Sac à dos Élégant",
          "shortDescription": "Cuir pleine fleur, fermeture à rabat",
          "description": "Un sac à dos en cuir pleine fleur qui se patine avec les années. Rabat aimanté, deux poches intérieures et des bretelles réglables.",
          "colors": ["7A3E2B", "1B1B1B"],
          "dimensions": {"height": {"cm": 40, "in": 16}, "width": {"cm": 29, "in": 11}, "depth": {"cm": 13, "in": 5}},
          "price": "98.00",
          "stock": 6,
          "ratings": {"4": 4, "5": 3}
        },
        {
          "id": 10,
          "name": "Mochila Señorita",
          "shortDescription": "Algodón tejido a mano en Oaxaca",
          "description": "Mochila de algodón tejido a mano, con forro interior y cordón de cierre. Cada pieza es única.",
          "colors": ["C0392B", "F1C40F", "2980B9"],
          "dimensions": {"height": {"cm": 35, "in": 14}, "width": {"cm": 28, "in": 11}, "depth": {"cm": 10, "in": 4}},
          "price": "64.90",
          "stock": 18,
          "ratings": {"5": 2}
        },
        {
          "id": 11,
          "name": "Weekend Bag 🎒",
          "shortDescription": "Packs flat, opens wide",
          "description": "A soft weekend bag that folds into its own pocket when you do not need it.",
          "colors": ["3D9970"],
          "dimensions": {"height": {"cm": 30, "in": 12}, "width": {"cm": 50, "in": 20}, "depth": {"cm": 25, "in": 10}},
          "price": "79.00",
          "stock": 9,
          "ratings": {"3": 2, "4": 1}
        },
        {
          "id": 12,
          "name": "Rucksack Größe M",
          "shortDescription": "Robuster Loden, Lederriemen",
          "description": "Ein klassischer Rucksack aus gewalktem Loden mit Lederriemen und Messingschnallen.",
          "colors": ["4B5320", "8B5A2B"],
          "dimensions": {"height": {"cm": 42, "in": 17}, "width": {"cm": 32, "in": 13}, "depth": {"cm": 14, "in": 6}},
          "price": "110.00",
          "stock": 0,
          "ratings": {"4": 2, "5": 1}
        },
        {
          "id": 13,
          "name": "Minimal Pouch",
          "shortDescription": "One zip, no fuss",
          "description": "A plain zipped pouch for cables, pens or coins.",
          "price": "12.99",
          "stock": 300
        },
        {
          "id": 14,
          "name": "Laptop Sleeve 15.6\"",
          "shortDescription": "Felt outside, microfibre inside",
          "description": "A snug sleeve for laptops up to 15.6 inches, with a flat pocket for the charger.",
          "colors": ["808080", "2F4F4F"],
          "dimensions": {"height": {"cm": 28, "in": 11}, "width": {"cm": 39, "in": 15}, "depth": {"cm": 2, "in": 1}},
          "price": "39.95",
          "stock": 55,
          "ratings": {"3": 3, "4": 5}
        },
        {
          "id": 15,
          "name": "Camera Sling",
          "shortDescription": "Padded dividers for one body and two lenses",
          "description": "A sling bag with movable padded dividers, a rain cover and a quick side opening.",
          "colors": ["111111"],
          "dimensions": {"height": {"cm": 25, "in": 10}, "width": {"cm": 18, "in": 7}, "depth": {"cm": 12, "in": 5}},
          "price": "89.00",
          "stock": 0,
          "ratings": {"2": 2, "4": 3}
        },
        {
          "id": 16,
          "name": "Kid's Lunch Bag",
          "shortDescription": "Insulated, wipe-clean lining",
          "description": "An insulated lunch bag with a name tag window and a wipe-clean lining.",
          "colors": ["FF851B", "7FDBFF"],
          "dimensions": {"height": {"cm": 22, "in": 9}, "width": {"cm": 20, "in": 8}, "depth": {"cm": 10, "in": 4}},
          "price": "14.25",
          "stock": 120,
          "ratings": {"5": 6}
        },
        {
          "id": 17,
          "name": "Hiking Daypack 28L",
          "shortDescription": "Ventilated back, hip belt, hydration sleeve",
          "description": "A 28 litre daypack with a ventilated mesh back, a padded hip belt, a hydration sleeve and a stowable rain cover.",
          "colors": ["2ECC40", "111111", "FF4136"],
          "dimensions": {"height": {"cm": 52, "in": 20}, "width": {"cm": 28, "in": 11}, "depth": {"cm": 20, "in": 8}},
          "price": "149.00",
          "stock": 64,
          "ratings": {"1": 12, "2": 30, "3": 154, "4": 823, "5": 2417}
        },
        {
          "id": 18,
          "name": "Leather Wallet",
          "shortDescription": "Eight cards and a coin pocket",
          "description": "A slim wallet in vegetable-tanned leather.",
          "colors": ["6B4226"],
          "dimensions": {"height": {"cm": 9, "in": 4}, "width": {"cm": 11, "in": 4}, "depth": {"cm": 2, "in": 1}},
          "price": "59.00",
          "stock": 31
        },
        {
          "id": 19,
          "name": "Garment Bag",
          "shortDescription": "Keeps a suit uncreased",
          "description": "A folding garment bag with a hanger hook and two shoe pockets.",
          "colors": ["001F3F"],
          "price": "119.50",
          "stock": 14,
          "ratings": {"4": 1}
        },
        {
          "id": 20,
          "name": "Tote Ørsted",
          "shortDescription": "Recycled sailcloth",
          "description": "A tote sewn from retired sailcloth; no two are alike.",
          "colors": ["F5F5F5", "0074D9"],
          "dimensions": {"height": {"cm": 40, "in": 16}, "width": {"cm": 45, "in": 18}, "depth": {"cm": 15, "in": 6}},
          "price": "55.00",
          "stock": 22,
          "ratings": {"3": 1, "5": 1}
        },
        {
          "id": 21,
          "name": "Crossbody Mini",
          "shortDescription": "Phone, keys, cards",
          "description": "A small crossbody bag with an adjustable strap.",
          "colors": ["B10DC9", "FFDC00"],
          "dimensions": {"height": {"cm": 18, "in": 7}, "width": {"cm": 22, "in": 9}, "depth": {"cm": 6, "in": 2}},
          "price": "49.99",
          "stock": 2,
          "ratings": {"4": 2}
        },
        {
          "id": 22,
          "name": "Messenger Classic",
          "shortDescription": "Waxed cotton, leather trim",
          "description": "A messenger bag with a wide flap, two buckles and a padded laptop pocket.",
          "colors": ["39CCCC", "85144B"],
          "dimensions": {"height": {"cm": 30, "in": 12}, "width": {"cm": 40, "in": 16}, "depth": {"cm": 10, "in": 4}},
          "price": "135.00",
          "stock": 27,
          "ratings": {"2": 1, "3": 1, "4": 3}
        },
        {
          "id": 23,
          "name": "Gym Bag Pro",
          "shortDescription": "Ventilated shoe tunnel",
          "description": "A gym bag with a ventilated tunnel for shoes and a waterproof pocket for wet kit.",
          "colors": ["111111", "AAAAAA"],
          "dimensions": {"height": {"cm": 30, "in": 12}, "width": {"cm": 55, "in": 22}, "depth": {"cm": 28, "in": 11}},
          "price": "69.00",
          "stock": 48,
          "ratings": {"5": 3}
        },
        {
          "id": 24,
          "name": "Bolsa de Praia",
          "shortDescription": "Palha natural, alças de couro",
          "description": "Uma bolsa de praia em palha natural com alças de couro e um bolso interno com fecho.",
          "colors": ["E3C16F"],
          "dimensions": {"height": {"cm": 35, "in": 14}, "width": {"cm": 50, "in": 20}, "depth": {"cm": 15, "in": 6}},
          "price": "29.90",
          "stock": 80,
          "ratings": {"4": 1}
        },
        {
          "id": 25,
          "name": "Дорожная сумка",
          "shortDescription": "Прочная ткань, два отделения",
          "description": "Дорожная сумка из прочной ткани с двумя отделениями и съёмным плечевым ремнём.",
          "colors": ["556B2F"],
          "dimensions": {"height": {"cm": 35, "in": 14}, "width": {"cm": 55, "in": 22}, "depth": {"cm": 25, "in": 10}},
          "price": "99.00",
          "stock": 11,
          "ratings": {"3": 2, "4": 2}
        },
        {
          "id": 26,
          "name": "Roll-Top Dry Bag",
          "shortDescription": "Welded seams, keeps water out",
          "description": "A roll-top bag with welded seams for kayaking, cycling in the rain or the beach.",
          "colors": ["FF4136", "FFDC00"],
          "dimensions": {"height": {"cm": 60, "in": 24}, "width": {"cm": 30, "in": 12}, "depth": {"cm": 20, "in": 8}},
          "price": "42.00",
          "stock": 33,
          "ratings": {"4": 2, "5": 2}
        }
      ]
    }
    """#

  /// `FakeData/user.json`: the original app's wish list, products 1, 2 and 3.
  static let seedState = #"""
    {
      "version": 1,
      "wishList": [1, 2, 3]
    }
    """#
}
