/**
 * The translated vocabulary the seed builds the catalogue from: categories, product nouns and adjectives in
 * English (default), French, Arabic, Turkish and Hindi. Titles are composed per language with that language's
 * word order (and, in Arabic, the adjective agreeing with the noun's gender).
 */
import type { Kind } from '../images/art'

/** The seeded languages, default first. */
export const SEED_LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const
export type Lang = (typeof SEED_LANGUAGES)[number]
/** The languages that get `*_langs` rows (every one but the default). */
export const TRANSLATED_LANGUAGES = ['fr', 'ar', 'tr', 'hi'] as const
export type TranslatedLang = (typeof TRANSLATED_LANGUAGES)[number]

/** One text in every seeded language. */
export type Text5 = Record<Lang, string>

/** Builds a `Text5` in the order en, fr, ar, tr, hi. */
export const t5 = (en: string, fr: string, ar: string, tr: string, hi: string): Text5 => ({
  en,
  fr,
  ar,
  tr,
  hi,
})

/** A product noun; Arabic adjectives agree with `ar` gender (non-human plurals take the feminine). */
export interface Noun {
  text: Text5
  ar: 'm' | 'f'
}
const n = (en: string, fr: string, ar: string, gender: 'm' | 'f', tr: string, hi: string): Noun => ({
  text: t5(en, fr, ar, tr, hi),
  ar: gender,
})

/** A product adjective; French and Arabic place it after the noun. */
export interface Adjective {
  en: string
  fr: string
  arM: string
  arF: string
  tr: string
  hi: string
  /** The tag it implies, if any (index into `TAGS`). */
  tag?: number
}
const a = (
  en: string,
  fr: string,
  arM: string,
  arF: string,
  tr: string,
  hi: string,
  tag?: number,
): Adjective => (tag === undefined ? { en, fr, arM, arF, tr, hi } : { en, fr, arM, arF, tr, hi, tag })

/** Tags (the `tags` table, and the comma lists on products). */
export const TAGS: Text5[] = [
  t5('wireless', 'sans fil', 'لاسلكي', 'kablosuz', 'वायरलेस'),
  t5('eco', 'écologique', 'صديق للبيئة', 'çevreci', 'इको'),
  t5('handmade', 'fait main', 'يدوي', 'el yapımı', 'हस्तनिर्मित'),
  t5('organic', 'bio', 'عضوي', 'organik', 'जैविक'),
  t5('premium', 'haut de gamme', 'فاخر', 'premium', 'प्रीमियम'),
  t5('travel', 'voyage', 'سفر', 'seyahat', 'यात्रा'),
  t5('gift', 'cadeau', 'هدية', 'hediye', 'उपहार'),
  t5('bestseller', 'meilleure vente', 'الأكثر مبيعًا', 'çok satan', 'बेस्टसेलर'),
  t5('outdoor', 'plein air', 'في الهواء الطلق', 'açık hava', 'आउटडोर'),
  t5('home', 'maison', 'منزل', 'ev', 'घर'),
  t5('kids', 'enfants', 'أطفال', 'çocuk', 'बच्चे'),
  t5('office', 'bureau', 'مكتب', 'ofis', 'ऑफ़िस'),
  t5('kitchen', 'cuisine', 'مطبخ', 'mutfak', 'रसोई'),
  t5('fitness', 'fitness', 'لياقة', 'fitness', 'फ़िटनेस'),
  t5('vintage', 'vintage', 'عتيق', 'nostaljik', 'विंटेज'),
  t5('waterproof', 'imperméable', 'مقاوم للماء', 'su geçirmez', 'जलरोधक'),
  t5('summer', 'été', 'صيف', 'yaz', 'गर्मी'),
  t5('new', 'nouveauté', 'جديد', 'yeni', 'नया'),
]

/** Adjectives shared by every category (each top-level category picks the ones that fit it). */
export const ADJECTIVES: Adjective[] = [
  a('Classic', 'classique', 'كلاسيكي', 'كلاسيكية', 'Klasik', 'क्लासिक'),
  a('Modern', 'moderne', 'عصري', 'عصرية', 'Modern', 'आधुनिक'),
  a('Practical', 'pratique', 'عملي', 'عملية', 'Pratik', 'व्यावहारिक'),
  a('Comfortable', 'confortable', 'مريح', 'مريحة', 'Rahat', 'आरामदायक'),
  a('Sturdy', 'robuste', 'متين', 'متينة', 'Sağlam', 'मज़बूत', 8),
  a('Luxury', 'de luxe', 'فاخر', 'فاخرة', 'Lüks', 'लक्ज़री', 4),
  a('Eco-friendly', 'écologique', 'صديق للبيئة', 'صديقة للبيئة', 'Çevre Dostu', 'पर्यावरण-अनुकूल', 1),
  a('Reliable', 'fiable', 'موثوق', 'موثوقة', 'Güvenilir', 'भरोसेमंद'),
  a('Handmade', 'fait main', 'مصنوع يدويًا', 'مصنوعة يدويًا', 'El Yapımı', 'हस्तनिर्मित', 2),
  a('Waterproof', 'imperméable', 'مقاوم للماء', 'مقاومة للماء', 'Su Geçirmez', 'जलरोधक', 15),
  a('Vintage', 'vintage', 'عتيق', 'عتيقة', 'Nostaljik', 'विंटेज', 14),
  a('Wireless', 'sans fil', 'لاسلكي', 'لاسلكية', 'Kablosuz', 'वायरलेस', 0),
  a('Organic', 'bio', 'عضوي', 'عضوية', 'Organik', 'जैविक', 3),
  a('Popular', 'populaire', 'شائع', 'شائعة', 'Popüler', 'लोकप्रिय', 7),
  a('Portable', 'portable', 'محمول', 'محمولة', 'Taşınabilir', 'पोर्टेबल', 5),
  a('Chic', 'chic', 'أنيق', 'أنيقة', 'Şık', 'स्टाइलिश'),
  a('Premium', 'haut de gamme', 'ممتاز', 'ممتازة', 'Premium', 'प्रीमियम', 4),
]

/** How the products of a type vary: clothes by size and colour, shoes by shoe size and colour, phones and
 * tablets by storage and colour, jewellery by metal, books and groceries not at all. */
export type VariantKind = 'size-colour' | 'shoe-colour' | 'storage-colour' | 'colour' | 'metal' | 'none'

/** What a product noun decides: the outline its pictures draw, how it varies and what it costs. */
export interface ProductType {
  /** The picture's outline. */
  kind: Kind
  variants: VariantKind
  /** Price band of its products (whole currency units; prices end in .99 or .49). */
  price: [number, number]
}
const pt = (kind: Kind, variants: VariantKind, min: number, max: number): ProductType => ({
  kind,
  variants,
  price: [min, max],
})

/**
 * The product type of every noun, by its English text. Whatever the category, a noun's products share one outline,
 * one kind of option and one price band: a phone case has colours only and costs $9–39, a smartphone has storage
 * and colour and costs $199–1,199, a book has no options.
 */
export const PRODUCT_TYPES: Readonly<Record<string, ProductType>> = {
  Smartphone: pt('phone', 'storage-colour', 199, 1199),
  'Phone Case': pt('phone-case', 'colour', 9, 39),
  Tablet: pt('tablet', 'storage-colour', 149, 999),
  'E-reader': pt('e-reader', 'colour', 79, 249),
  Headphones: pt('headphones', 'colour', 29, 349),
  Speaker: pt('speaker', 'colour', 25, 299),
  Keyboard: pt('keyboard', 'colour', 19, 179),
  Mouse: pt('mouse', 'colour', 9, 89),
  Shirt: pt('shirt', 'size-colour', 15, 79),
  'Polo Shirt': pt('polo', 'size-colour', 15, 69),
  Jacket: pt('jacket', 'size-colour', 49, 199),
  Coat: pt('coat', 'size-colour', 79, 299),
  Dress: pt('dress', 'size-colour', 29, 149),
  Scarf: pt('scarf', 'colour', 12, 59),
  Sneakers: pt('shoe', 'shoe-colour', 39, 159),
  Sandals: pt('sandal', 'shoe-colour', 19, 79),
  'Frying Pan': pt('pan', 'none', 19, 89),
  Saucepan: pt('saucepan', 'none', 19, 99),
  'Plate Set': pt('plate', 'colour', 19, 89),
  Mug: pt('mug', 'colour', 6, 24),
  Chair: pt('chair', 'colour', 39, 249),
  Bookshelf: pt('shelf', 'colour', 59, 299),
  Lamp: pt('lamp', 'colour', 19, 149),
  Cushion: pt('cushion', 'colour', 9, 39),
  'Face Cream': pt('cream', 'none', 9, 59),
  Serum: pt('dropper', 'none', 12, 69),
  'Body Lotion': pt('bottle', 'none', 6, 29),
  'Soap Bar': pt('soap', 'none', 3, 12),
  Shampoo: pt('bottle', 'none', 4, 24),
  'Hair Oil': pt('dropper', 'none', 6, 35),
  'Yoga Mat': pt('roll', 'colour', 15, 79),
  'Massage Roller': pt('roller', 'colour', 12, 49),
  Tent: pt('tent', 'colour', 59, 399),
  'Sleeping Bag': pt('sleeping-bag', 'colour', 29, 179),
  Lantern: pt('lantern', 'none', 12, 59),
  Headlamp: pt('headlamp', 'none', 9, 49),
  Dumbbell: pt('dumbbell', 'none', 12, 129),
  'Jump Rope': pt('rope', 'colour', 6, 29),
  'Bike Helmet': pt('helmet', 'size-colour', 29, 149),
  'Water Bottle': pt('flask', 'colour', 8, 39),
  Novel: pt('book', 'none', 6, 29),
  'Short Story Collection': pt('book', 'none', 6, 24),
  'Poetry Book': pt('book', 'none', 6, 24),
  Anthology: pt('book', 'none', 9, 39),
  'Picture Book': pt('book', 'none', 5, 19),
  'Activity Book': pt('book', 'none', 4, 14),
  Notebook: pt('notebook', 'none', 3, 19),
  'Pen Set': pt('pens', 'none', 5, 39),
  'Chess Set': pt('game', 'none', 19, 119),
  'Card Game': pt('cards', 'none', 7, 29),
  'Jigsaw Puzzle': pt('puzzle', 'none', 9, 39),
  'Puzzle Cube': pt('cube', 'none', 5, 25),
  'Building Blocks': pt('blocks', 'none', 15, 99),
  'Marble Run': pt('marble-run', 'none', 19, 79),
  'Teddy Bear': pt('teddy', 'none', 9, 59),
  'Plush Rabbit': pt('rabbit', 'none', 9, 49),
  'Ground Coffee': pt('coffee-bag', 'none', 5, 19),
  'Coffee Beans': pt('coffee-bag', 'none', 6, 24),
  'Green Tea': pt('tea-box', 'none', 3, 15),
  'Herbal Tea': pt('tea-box', 'none', 3, 15),
  'Mixed Nuts': pt('jar', 'none', 4, 18),
  'Dark Chocolate': pt('chocolate', 'none', 2, 9),
  'Olive Oil': pt('oil-bottle', 'none', 6, 29),
  Honey: pt('jar', 'none', 5, 19),
  Wristwatch: pt('watch', 'metal', 49, 599),
  Chronograph: pt('watch', 'metal', 99, 899),
  Smartwatch: pt('smartwatch', 'colour', 99, 499),
  'Fitness Tracker': pt('tracker', 'colour', 29, 149),
  Necklace: pt('jewel', 'metal', 19, 299),
  Pendant: pt('pendant', 'metal', 15, 199),
  Ring: pt('ring', 'metal', 19, 399),
  Earrings: pt('earrings', 'metal', 15, 249),
  'Seat Cover': pt('seat', 'colour', 19, 89),
  'Phone Holder': pt('holder', 'none', 9, 39),
  'Car Cover': pt('car', 'colour', 29, 119),
  'Roof Box': pt('roof-box', 'colour', 149, 599),
  'Tire Inflator': pt('inflator', 'none', 25, 89),
  'Tool Kit': pt('tool-kit', 'none', 19, 149),
  'Car Wax': pt('cream', 'none', 8, 29),
  'Microfiber Cloth': pt('cloth', 'colour', 4, 19),
}

/** The product type of a noun (every seeded noun has one; see `PRODUCT_TYPES`). */
export function productTypeOf(noun: Noun): ProductType {
  const type = PRODUCT_TYPES[noun.text.en]
  if (!type) throw new Error(`no product type for ${noun.text.en}`)
  return type
}

/** A category of the seed tree; leaves carry product nouns. */
export interface CategorySeed {
  slug: string
  title: Text5
  nouns?: Noun[]
  children?: CategorySeed[]
}

/** A top-level category with what its products share (how they vary and cost is their type's, `PRODUCT_TYPES`). */
export interface TopCategorySeed extends CategorySeed {
  adjectives: number[]
  /** Tag indexes every product of the category carries. */
  tags: number[]
}

const c = (slug: string, title: Text5, nouns?: Noun[], children?: CategorySeed[]): CategorySeed => {
  const node: CategorySeed = { slug, title }
  if (nouns) node.nouns = nouns
  if (children) node.children = children
  return node
}

/** Ten top-level categories, each with children and grandchildren. */
export const CATEGORY_TREE: TopCategorySeed[] = [
  {
    ...c(
      'electronics',
      t5('Electronics', 'Électronique', 'إلكترونيات', 'Elektronik', 'इलेक्ट्रॉनिक्स'),
      undefined,
      [
        c(
          'phones-tablets',
          t5(
            'Phones & Tablets',
            'Téléphones et tablettes',
            'هواتف وأجهزة لوحية',
            'Telefon ve Tabletler',
            'फ़ोन और टैबलेट',
          ),
          undefined,
          [
            c(
              'smartphones',
              t5('Smartphones', 'Smartphones', 'هواتف ذكية', 'Akıllı Telefonlar', 'स्मार्टफ़ोन'),
              [
                n('Smartphone', 'Smartphone', 'هاتف ذكي', 'm', 'Akıllı Telefon', 'स्मार्टफ़ोन'),
                n('Phone Case', 'Coque de téléphone', 'جراب هاتف', 'm', 'Telefon Kılıfı', 'फ़ोन कवर'),
              ],
            ),
            c('tablets', t5('Tablets', 'Tablettes', 'أجهزة لوحية', 'Tabletler', 'टैबलेट'), [
              n('Tablet', 'Tablette', 'جهاز لوحي', 'm', 'Tablet', 'टैबलेट'),
              n('E-reader', 'Liseuse', 'قارئ كتب إلكترونية', 'm', 'E-kitap Okuyucu', 'ई-रीडर'),
            ]),
          ],
        ),
        c('audio', t5('Audio', 'Audio', 'صوتيات', 'Ses Sistemleri', 'ऑडियो'), [
          n('Headphones', 'Casque audio', 'سماعة رأس', 'f', 'Kulaklık', 'हेडफ़ोन'),
          n('Speaker', 'Enceinte', 'مكبر صوت', 'm', 'Hoparlör', 'स्पीकर'),
        ]),
        c(
          'computer-accessories',
          t5(
            'Computer Accessories',
            'Accessoires informatiques',
            'ملحقات الحاسوب',
            'Bilgisayar Aksesuarları',
            'कंप्यूटर एक्सेसरीज़',
          ),
          [
            n('Keyboard', 'Clavier', 'لوحة مفاتيح', 'f', 'Klavye', 'कीबोर्ड'),
            n('Mouse', 'Souris', 'فأرة', 'f', 'Fare', 'माउस'),
          ],
        ),
      ],
    ),
    adjectives: [1, 2, 7, 11, 14, 16],
    tags: [17],
  },
  {
    ...c('fashion', t5('Fashion', 'Mode', 'أزياء', 'Moda', 'फ़ैशन'), undefined, [
      c(
        'mens-clothing',
        t5("Men's Clothing", 'Vêtements homme', 'ملابس رجالية', 'Erkek Giyim', 'पुरुषों के कपड़े'),
        undefined,
        [
          c('shirts', t5('Shirts', 'Chemises', 'قمصان', 'Gömlekler', 'शर्ट'), [
            n('Shirt', 'Chemise', 'قميص', 'm', 'Gömlek', 'शर्ट'),
            n('Polo Shirt', 'Polo', 'قميص بولو', 'm', 'Polo Tişört', 'पोलो शर्ट'),
          ]),
          c('jackets', t5('Jackets', 'Vestes', 'سترات', 'Ceketler', 'जैकेट'), [
            n('Jacket', 'Veste', 'سترة', 'f', 'Ceket', 'जैकेट'),
            n('Coat', 'Manteau', 'معطف', 'm', 'Mont', 'कोट'),
          ]),
        ],
      ),
      c(
        'womens-clothing',
        t5("Women's Clothing", 'Vêtements femme', 'ملابس نسائية', 'Kadın Giyim', 'महिलाओं के कपड़े'),
        [
          n('Dress', 'Robe', 'فستان', 'm', 'Elbise', 'ड्रेस'),
          n('Scarf', 'Foulard', 'وشاح', 'm', 'Eşarp', 'स्कार्फ़'),
        ],
      ),
      c('shoes', t5('Shoes', 'Chaussures', 'أحذية', 'Ayakkabılar', 'जूते'), [
        n('Sneakers', 'Baskets', 'حذاء رياضي', 'm', 'Spor Ayakkabı', 'स्नीकर्स'),
        n('Sandals', 'Sandales', 'صندل', 'm', 'Sandalet', 'सैंडल'),
      ]),
    ]),
    adjectives: [0, 1, 3, 15, 10, 8],
    tags: [16],
  },
  {
    ...c(
      'home-kitchen',
      t5('Home & Kitchen', 'Maison et cuisine', 'المنزل والمطبخ', 'Ev ve Mutfak', 'घर और रसोई'),
      undefined,
      [
        c('kitchen', t5('Kitchen', 'Cuisine', 'المطبخ', 'Mutfak', 'रसोई'), undefined, [
          c('cookware', t5('Cookware', 'Batterie de cuisine', 'أواني الطهي', 'Tencere ve Tavalar', 'कुकवेयर'), [
            n('Frying Pan', 'Poêle', 'مقلاة', 'f', 'Tava', 'फ्राइंग पैन'),
            n('Saucepan', 'Casserole', 'قدر', 'm', 'Tencere', 'सॉसपैन'),
          ]),
          c('tableware', t5('Tableware', 'Vaisselle', 'أدوات المائدة', 'Sofra Takımları', 'टेबलवेयर'), [
            n('Plate Set', "Service d'assiettes", 'طقم صحون', 'm', 'Tabak Takımı', 'प्लेट सेट'),
            n('Mug', 'Tasse', 'كوب', 'm', 'Kupa', 'मग'),
          ]),
        ]),
        c('furniture', t5('Furniture', 'Meubles', 'أثاث', 'Mobilya', 'फ़र्नीचर'), [
          n('Chair', 'Chaise', 'كرسي', 'm', 'Sandalye', 'कुर्सी'),
          n('Bookshelf', 'Bibliothèque', 'رف كتب', 'm', 'Kitaplık', 'बुकशेल्फ़'),
        ]),
        c('decor', t5('Decor', 'Décoration', 'ديكور', 'Dekorasyon', 'सजावट'), [
          n('Lamp', 'Lampe', 'مصباح', 'm', 'Lamba', 'लैंप'),
          n('Cushion', 'Coussin', 'وسادة', 'f', 'Kırlent', 'कुशन'),
        ]),
      ],
    ),
    adjectives: [1, 2, 4, 6, 8, 16],
    tags: [9, 12],
  },
  {
    ...c(
      'beauty-health',
      t5('Beauty & Health', 'Beauté et santé', 'الجمال والصحة', 'Güzellik ve Sağlık', 'सौंदर्य और स्वास्थ्य'),
      undefined,
      [
        c(
          'skin-care',
          t5('Skin Care', 'Soins de la peau', 'العناية بالبشرة', 'Cilt Bakımı', 'त्वचा की देखभाल'),
          undefined,
          [
            c(
              'face-care',
              t5('Face Care', 'Soins du visage', 'العناية بالوجه', 'Yüz Bakımı', 'चेहरे की देखभाल'),
              [
                n('Face Cream', 'Crème visage', 'كريم للوجه', 'm', 'Yüz Kremi', 'फेस क्रीम'),
                n('Serum', 'Sérum', 'سيروم', 'm', 'Serum', 'सीरम'),
              ],
            ),
            c(
              'body-care',
              t5('Body Care', 'Soins du corps', 'العناية بالجسم', 'Vücut Bakımı', 'शरीर की देखभाल'),
              [
                n('Body Lotion', 'Lait corporel', 'لوشن للجسم', 'm', 'Vücut Losyonu', 'बॉडी लोशन'),
                n('Soap Bar', 'Savon', 'صابونة', 'f', 'Kalıp Sabun', 'साबुन'),
              ],
            ),
          ],
        ),
        c(
          'hair-care',
          t5('Hair Care', 'Soins des cheveux', 'العناية بالشعر', 'Saç Bakımı', 'बालों की देखभाल'),
          [
            n('Shampoo', 'Shampooing', 'شامبو', 'm', 'Şampuan', 'शैम्पू'),
            n('Hair Oil', 'Huile capillaire', 'زيت شعر', 'm', 'Saç Yağı', 'बालों का तेल'),
          ],
        ),
        c('wellness', t5('Wellness', 'Bien-être', 'العافية', 'Sağlıklı Yaşam', 'वेलनेस'), [
          n('Yoga Mat', 'Tapis de yoga', 'سجادة يوغا', 'f', 'Yoga Matı', 'योगा मैट'),
          n('Massage Roller', 'Rouleau de massage', 'أسطوانة تدليك', 'f', 'Masaj Rulosu', 'मसाज रोलर'),
        ]),
      ],
    ),
    adjectives: [12, 1, 16, 6, 13, 8],
    tags: [6],
  },
  {
    ...c(
      'sports-outdoors',
      t5(
        'Sports & Outdoors',
        'Sports et plein air',
        'الرياضة والهواء الطلق',
        'Spor ve Outdoor',
        'खेल और आउटडोर',
      ),
      undefined,
      [
        c('camping', t5('Camping', 'Camping', 'التخييم', 'Kamp', 'कैंपिंग'), undefined, [
          c('tents', t5('Tents', 'Tentes', 'خيام', 'Çadırlar', 'टेंट'), [
            n('Tent', 'Tente', 'خيمة', 'f', 'Çadır', 'टेंट'),
            n('Sleeping Bag', 'Sac de couchage', 'كيس نوم', 'm', 'Uyku Tulumu', 'स्लीपिंग बैग'),
          ]),
          c(
            'outdoor-lighting',
            t5(
              'Outdoor Lighting',
              'Éclairage extérieur',
              'إضاءة خارجية',
              'Dış Mekân Aydınlatma',
              'आउटडोर लाइटिंग',
            ),
            [
              n('Lantern', 'Lanterne', 'فانوس', 'm', 'Fener', 'लालटेन'),
              n('Headlamp', 'Lampe frontale', 'مصباح رأس', 'm', 'Kafa Lambası', 'हेडलैंप'),
            ],
          ),
        ]),
        c('fitness', t5('Fitness', 'Fitness', 'اللياقة البدنية', 'Fitness', 'फ़िटनेस'), [
          n('Dumbbell', 'Haltère', 'دمبل', 'm', 'Dambıl', 'डंबल'),
          n('Jump Rope', 'Corde à sauter', 'حبل قفز', 'm', 'Atlama İpi', 'जंप रोप'),
        ]),
        c('cycling', t5('Cycling', 'Cyclisme', 'ركوب الدراجات', 'Bisiklet', 'साइकिलिंग'), [
          n('Bike Helmet', 'Casque de vélo', 'خوذة دراجة', 'f', 'Bisiklet Kaskı', 'साइकिल हेलमेट'),
          n('Water Bottle', 'Gourde', 'قارورة ماء', 'f', 'Matara', 'पानी की बोतल'),
        ]),
      ],
    ),
    adjectives: [4, 9, 3, 14, 7, 16],
    tags: [8, 13],
  },
  {
    ...c('books', t5('Books', 'Livres', 'كتب', 'Kitaplar', 'किताबें'), undefined, [
      c('fiction', t5('Fiction', 'Fiction', 'أدب خيالي', 'Kurgu', 'कथा साहित्य'), undefined, [
        c('novels', t5('Novels', 'Romans', 'روايات', 'Romanlar', 'उपन्यास'), [
          n('Novel', 'Roman', 'رواية', 'f', 'Roman', 'उपन्यास'),
          n(
            'Short Story Collection',
            'Recueil de nouvelles',
            'مجموعة قصصية',
            'f',
            'Öykü Kitabı',
            'कहानी संग्रह',
          ),
        ]),
        c('poetry', t5('Poetry', 'Poésie', 'شعر', 'Şiir', 'कविता'), [
          n('Poetry Book', 'Recueil de poèmes', 'ديوان شعر', 'm', 'Şiir Kitabı', 'कविता संग्रह'),
          n('Anthology', 'Anthologie', 'مختارات أدبية', 'f', 'Antoloji', 'संकलन'),
        ]),
      ]),
      c(
        'childrens-books',
        t5("Children's Books", 'Livres pour enfants', 'كتب الأطفال', 'Çocuk Kitapları', 'बच्चों की किताबें'),
        [
          n('Picture Book', 'Album illustré', 'كتاب مصور', 'm', 'Resimli Kitap', 'चित्र पुस्तक'),
          n('Activity Book', "Cahier d'activités", 'كتاب أنشطة', 'm', 'Etkinlik Kitabı', 'गतिविधि पुस्तक'),
        ],
      ),
      c('stationery', t5('Stationery', 'Papeterie', 'قرطاسية', 'Kırtasiye', 'स्टेशनरी'), [
        n('Notebook', 'Carnet', 'دفتر', 'm', 'Defter', 'नोटबुक'),
        n('Pen Set', 'Set de stylos', 'طقم أقلام', 'm', 'Kalem Seti', 'पेन सेट'),
      ]),
    ]),
    adjectives: [0, 13, 1, 10, 5, 8],
    tags: [6, 11],
  },
  {
    ...c(
      'toys-games',
      t5('Toys & Games', 'Jouets et jeux', 'ألعاب', 'Oyuncak ve Oyunlar', 'खिलौने और खेल'),
      undefined,
      [
        c(
          'board-games',
          t5('Board Games', 'Jeux de société', 'ألعاب الطاولة', 'Kutu Oyunları', 'बोर्ड गेम'),
          undefined,
          [
            c(
              'strategy-games',
              t5('Strategy Games', 'Jeux de stratégie', 'ألعاب استراتيجية', 'Strateji Oyunları', 'रणनीति खेल'),
              [
                n('Chess Set', "Jeu d'échecs", 'طقم شطرنج', 'm', 'Satranç Takımı', 'शतरंज सेट'),
                n('Card Game', 'Jeu de cartes', 'لعبة ورق', 'f', 'Kart Oyunu', 'कार्ड गेम'),
              ],
            ),
            c('puzzles', t5('Puzzles', 'Puzzles', 'ألغاز', 'Yapbozlar', 'पहेलियाँ'), [
              n('Jigsaw Puzzle', 'Puzzle', 'أحجية صور مقطعة', 'f', 'Yapboz', 'जिगसॉ पहेली'),
              n('Puzzle Cube', 'Casse-tête cube', 'مكعب ألغاز', 'm', 'Zekâ Küpü', 'पज़ल क्यूब'),
            ]),
          ],
        ),
        c(
          'building-toys',
          t5('Building Toys', 'Jeux de construction', 'ألعاب البناء', 'Yapı Oyuncakları', 'निर्माण खिलौने'),
          [
            n(
              'Building Blocks',
              'Blocs de construction',
              'مكعبات بناء',
              'f',
              'Yapı Blokları',
              'बिल्डिंग ब्लॉक्स',
            ),
            n('Marble Run', 'Circuit à billes', 'مسار كرات', 'm', 'Bilye Parkuru', 'मार्बल रन'),
          ],
        ),
        c('plush-toys', t5('Plush Toys', 'Peluches', 'ألعاب محشوة', 'Peluş Oyuncaklar', 'मुलायम खिलौने'), [
          n('Teddy Bear', 'Ours en peluche', 'دب محشو', 'm', 'Oyuncak Ayı', 'टेडी बियर'),
          n('Plush Rabbit', 'Lapin en peluche', 'أرنب محشو', 'm', 'Peluş Tavşan', 'खिलौना खरगोश'),
        ]),
      ],
    ),
    adjectives: [0, 1, 6, 8, 13, 4],
    tags: [10, 6],
  },
  {
    ...c('grocery', t5('Grocery', 'Épicerie', 'بقالة', 'Market', 'किराना'), undefined, [
      c('beverages', t5('Beverages', 'Boissons', 'مشروبات', 'İçecekler', 'पेय'), undefined, [
        c('coffee', t5('Coffee', 'Café', 'قهوة', 'Kahve', 'कॉफ़ी'), [
          n('Ground Coffee', 'Café moulu', 'قهوة مطحونة', 'f', 'Öğütülmüş Kahve', 'पिसी हुई कॉफ़ी'),
          n('Coffee Beans', 'Café en grains', 'حبوب قهوة', 'f', 'Çekirdek Kahve', 'कॉफ़ी बीन्स'),
        ]),
        c('tea', t5('Tea', 'Thé', 'شاي', 'Çay', 'चाय'), [
          n('Green Tea', 'Thé vert', 'شاي أخضر', 'm', 'Yeşil Çay', 'ग्रीन टी'),
          n('Herbal Tea', 'Tisane', 'شاي أعشاب', 'm', 'Bitki Çayı', 'हर्बल चाय'),
        ]),
      ]),
      c('snacks', t5('Snacks', 'En-cas', 'وجبات خفيفة', 'Atıştırmalıklar', 'स्नैक्स'), [
        n('Mixed Nuts', 'Mélange de noix', 'مكسرات مشكلة', 'f', 'Karışık Kuruyemiş', 'मिश्रित मेवे'),
        n('Dark Chocolate', 'Chocolat noir', 'شوكولاتة داكنة', 'f', 'Bitter Çikolata', 'डार्क चॉकलेट'),
      ]),
      c('pantry', t5('Pantry', 'Garde-manger', 'المؤونة', 'Kiler', 'पेंट्री'), [
        n('Olive Oil', "Huile d'olive", 'زيت زيتون', 'm', 'Zeytinyağı', 'जैतून का तेल'),
        n('Honey', 'Miel', 'عسل', 'm', 'Bal', 'शहद'),
      ]),
    ]),
    adjectives: [12, 16, 13, 0, 6, 5],
    tags: [12],
  },
  {
    ...c(
      'jewelry-watches',
      t5('Jewelry & Watches', 'Bijoux et montres', 'مجوهرات وساعات', 'Takı ve Saat', 'आभूषण और घड़ियाँ'),
      undefined,
      [
        c('watches', t5('Watches', 'Montres', 'ساعات', 'Saatler', 'घड़ियाँ'), undefined, [
          c(
            'wristwatches',
            t5('Wristwatches', 'Montres-bracelets', 'ساعات يد', 'Kol Saatleri', 'कलाई घड़ियाँ'),
            [
              n('Wristwatch', 'Montre', 'ساعة يد', 'f', 'Kol Saati', 'कलाई घड़ी'),
              n('Chronograph', 'Chronographe', 'ساعة كرونوغراف', 'f', 'Kronograf', 'क्रोनोग्राफ़'),
            ],
          ),
          c(
            'smartwatches',
            t5('Smartwatches', 'Montres connectées', 'ساعات ذكية', 'Akıllı Saatler', 'स्मार्टवॉच'),
            [
              n('Smartwatch', 'Montre connectée', 'ساعة ذكية', 'f', 'Akıllı Saat', 'स्मार्टवॉच'),
              n('Fitness Tracker', "Bracelet d'activité", 'سوار لياقة', 'm', 'Akıllı Bileklik', 'फ़िटनेस ट्रैकर'),
            ],
          ),
        ]),
        c('necklaces', t5('Necklaces', 'Colliers', 'قلائد', 'Kolyeler', 'हार'), [
          n('Necklace', 'Collier', 'قلادة', 'f', 'Kolye', 'हार'),
          n('Pendant', 'Pendentif', 'دلاية', 'f', 'Kolye Ucu', 'पेंडेंट'),
        ]),
        c('rings', t5('Rings', 'Bagues', 'خواتم', 'Yüzükler', 'अंगूठियाँ'), [
          n('Ring', 'Bague', 'خاتم', 'm', 'Yüzük', 'अंगूठी'),
          n('Earrings', "Boucles d'oreilles", 'أقراط', 'f', 'Küpe', 'झुमके'),
        ]),
      ],
    ),
    adjectives: [0, 1, 5, 8, 15, 10],
    tags: [6, 4],
  },
  {
    ...c('automotive', t5('Automotive', 'Automobile', 'السيارات', 'Otomotiv', 'ऑटोमोटिव'), undefined, [
      c(
        'car-accessories',
        t5('Car Accessories', 'Accessoires auto', 'إكسسوارات السيارات', 'Araç Aksesuarları', 'कार एक्सेसरीज़'),
        undefined,
        [
          c('car-interior', t5('Interior', 'Intérieur', 'المقصورة الداخلية', 'İç Aksesuar', 'इंटीरियर'), [
            n('Seat Cover', 'Housse de siège', 'غطاء مقعد', 'm', 'Koltuk Kılıfı', 'सीट कवर'),
            n('Phone Holder', 'Support de téléphone', 'حامل هاتف', 'm', 'Telefon Tutucu', 'फ़ोन होल्डर'),
          ]),
          c('car-exterior', t5('Exterior', 'Extérieur', 'الهيكل الخارجي', 'Dış Aksesuar', 'एक्सटीरियर'), [
            n('Car Cover', 'Bâche de voiture', 'غطاء سيارة', 'm', 'Araba Brandası', 'कार कवर'),
            n('Roof Box', 'Coffre de toit', 'صندوق سقف', 'm', 'Tavan Bagajı', 'रूफ़ बॉक्स'),
          ]),
        ],
      ),
      c('car-tools', t5('Tools', 'Outils', 'أدوات', 'Aletler', 'औज़ार'), [
        n('Tire Inflator', 'Gonfleur de pneus', 'منفاخ إطارات', 'm', 'Lastik Şişirici', 'टायर इन्फ्लेटर'),
        n('Tool Kit', 'Trousse à outils', 'عدة أدوات', 'f', 'Alet Çantası', 'टूल किट'),
      ]),
      c('car-care', t5('Car Care', 'Entretien auto', 'العناية بالسيارة', 'Araç Bakımı', 'कार की देखभाल'), [
        n('Car Wax', 'Cire auto', 'شمع سيارات', 'm', 'Araba Cilası', 'कार वैक्स'),
        n(
          'Microfiber Cloth',
          'Chiffon microfibre',
          'قماشة مايكروفايبر',
          'f',
          'Mikrofiber Bez',
          'माइक्रोफ़ाइबर कपड़ा',
        ),
      ]),
    ]),
    adjectives: [2, 4, 7, 14, 16, 9],
    tags: [5],
  },
]

/** Attribute groups and their values. */
export const ATTRIBUTES = {
  size: {
    title: t5('Size', 'Taille', 'المقاس', 'Beden', 'साइज़'),
    values: [
      t5('S', 'S', 'S', 'S', 'S'),
      t5('M', 'M', 'M', 'M', 'M'),
      t5('L', 'L', 'L', 'L', 'L'),
      t5('XL', 'XL', 'XL', 'XL', 'XL'),
    ],
  },
  colour: {
    title: t5('Colour', 'Couleur', 'اللون', 'Renk', 'रंग'),
    values: [
      t5('Black', 'Noir', 'أسود', 'Siyah', 'काला'),
      t5('White', 'Blanc', 'أبيض', 'Beyaz', 'सफ़ेद'),
      t5('Red', 'Rouge', 'أحمر', 'Kırmızı', 'लाल'),
      t5('Blue', 'Bleu', 'أزرق', 'Mavi', 'नीला'),
      t5('Green', 'Vert', 'أخضر', 'Yeşil', 'हरा'),
    ],
  },
  storage: {
    title: t5('Storage', 'Stockage', 'السعة التخزينية', 'Depolama', 'स्टोरेज'),
    values: [
      t5('64 GB', '64 Go', '64 جيجابايت', '64 GB', '64 जीबी'),
      t5('128 GB', '128 Go', '128 جيجابايت', '128 GB', '128 जीबी'),
      t5('256 GB', '256 Go', '256 جيجابايت', '256 GB', '256 जीबी'),
    ],
  },
  metal: {
    title: t5('Metal', 'Métal', 'المعدن', 'Metal', 'धातु'),
    values: [
      t5('Gold', 'Or', 'ذهب', 'Altın', 'सोना'),
      t5('Silver', 'Argent', 'فضة', 'Gümüş', 'चाँदी'),
      t5('Rose Gold', 'Or rose', 'ذهب وردي', 'Rose Altın', 'रोज़ गोल्ड'),
    ],
  },
  shoeSize: {
    title: t5('Shoe size', 'Pointure', 'مقاس الحذاء', 'Ayakkabı Numarası', 'जूते का साइज़'),
    values: [
      t5('EU 38', 'EU 38', 'EU 38', 'EU 38', 'EU 38'),
      t5('EU 40', 'EU 40', 'EU 40', 'EU 40', 'EU 40'),
      t5('EU 42', 'EU 42', 'EU 42', 'EU 42', 'EU 42'),
      t5('EU 44', 'EU 44', 'EU 44', 'EU 44', 'EU 44'),
    ],
  },
} as const

/** Units products are sold by. */
export const UNITS: Text5[] = [
  t5('piece', 'pièce', 'قطعة', 'adet', 'पीस'),
  t5('pack', 'paquet', 'عبوة', 'paket', 'पैक'),
  t5('set', 'lot', 'طقم', 'takım', 'सेट'),
]

/** Product badges. */
export const BADGES: Text5[] = [
  t5('New', 'Nouveau', 'جديد', 'Yeni', 'नया'),
  t5('Best seller', 'Meilleure vente', 'الأكثر مبيعًا', 'Çok Satan', 'बेस्टसेलर'),
  t5('Hot', 'Tendance', 'رائج', 'Popüler', 'ट्रेंडिंग'),
  t5('Limited', 'Édition limitée', 'إصدار محدود', 'Sınırlı Sayıda', 'सीमित संस्करण'),
]

/** Brand names (proper nouns, written the same in every language as shops do). */
export const BRAND_NAMES = [
  'Nordia',
  'Aurelle',
  'Kestrel',
  'Lumora',
  'Vantix',
  'Terrago',
  'Solenne',
  'Brightwell',
  'Oakhurst',
  'Zephyra',
  'Cedarline',
  'Pexa',
  'Halvor',
  'Quillon',
  'Ravelle',
  'Tamsin',
  'Velora',
  'Yukon Trail',
  'Corvan',
  'Dunmore',
  'Elmira',
  'Fennick',
  'Granvia',
  'Hollis',
  'Marisol',
]
