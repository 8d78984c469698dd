/** Translated site content of the seed: stores, promotions, rules, pages, links, banners and texts. */
import type { Kind } from '../images/art'
import { type Lang, type Text5, t5 } from './words'

/** The shop languages (contract 4.1 `Language`). */
export const LANGUAGE_ROWS = [
  { code: 'en', name: 'English', direction: 'ltr', default: 1 },
  { code: 'fr', name: 'Français', direction: 'ltr', default: 0 },
  { code: 'ar', name: 'العربية', direction: 'rtl', default: 0 },
  { code: 'tr', name: 'Türkçe', direction: 'ltr', default: 0 },
  { code: 'hi', name: 'हिन्दी', direction: 'ltr', default: 0 },
] as const

/** The sellers and their stores; `categories` are the top-level category slugs they sell in. */
export const STORES: {
  slug: string
  name: Text5
  seller: string
  categories: string[]
  whatsapp: boolean
}[] = [
  {
    slug: 'green-valley-market',
    name: t5(
      'Green Valley Market',
      'Marché de la Vallée Verte',
      'سوق الوادي الأخضر',
      'Yeşil Vadi Pazarı',
      'ग्रीन वैली मार्केट',
    ),
    seller: 'Amina Haddad',
    categories: ['grocery', 'beauty-health'],
    whatsapp: true,
  },
  {
    slug: 'urban-threads',
    name: t5('Urban Threads', 'Fils Urbains', 'خيوط المدينة', 'Kent İplikleri', 'अर्बन थ्रेड्स'),
    seller: 'Lucas Martin',
    categories: ['fashion'],
    whatsapp: true,
  },
  {
    slug: 'technest',
    name: t5('TechNest', 'TechNest', 'عش التقنية', 'Teknoloji Yuvası', 'टेकनेस्ट'),
    seller: 'Priya Sharma',
    categories: ['electronics'],
    whatsapp: false,
  },
  {
    slug: 'home-and-hearth',
    name: t5('Home & Hearth', 'Foyer et Maison', 'دفء المنزل', 'Sıcak Yuva', 'होम एंड हार्थ'),
    seller: 'Emre Yılmaz',
    categories: ['home-kitchen'],
    whatsapp: true,
  },
  {
    slug: 'trailhead-outfitters',
    name: t5(
      'Trailhead Outfitters',
      'Équipements du Sentier',
      'تجهيزات الدرب',
      'Patika Donanım',
      'ट्रेलहेड आउटफ़िटर्स',
    ),
    seller: 'Noah Bennett',
    categories: ['sports-outdoors', 'automotive'],
    whatsapp: false,
  },
  {
    slug: 'page-and-quill',
    name: t5('Page & Quill', 'La Page et la Plume', 'الصفحة والريشة', 'Sayfa ve Kalem', 'पेज एंड क्विल'),
    seller: 'Claire Dubois',
    categories: ['books'],
    whatsapp: true,
  },
  {
    slug: 'golden-hour-jewels',
    name: t5(
      'Golden Hour Jewels',
      "Bijoux de l'Heure Dorée",
      'مجوهرات الساعة الذهبية',
      'Altın Saat Mücevher',
      'गोल्डन आवर ज्वेल्स',
    ),
    seller: 'Omar Farouk',
    categories: ['jewelry-watches'],
    whatsapp: true,
  },
  {
    slug: 'bazaar-bright',
    name: t5('Bazaar Bright', 'Bazar Lumineux', 'البازار المشرق', 'Parlak Çarşı', 'बाज़ार ब्राइट'),
    seller: 'Ayşe Demir',
    categories: ['toys-games', 'electronics', 'home-kitchen'],
    whatsapp: false,
  },
]

/** Store meta title, meta description and WhatsApp greeting, per language. */
export const storeTexts: Record<
  Lang,
  (name: string) => { meta_title: string; meta_description: string; whatsapp: string }
> = {
  en: (name) => ({
    meta_title: `${name} – shop online`,
    meta_description: `Browse every product of ${name}, with fast delivery and easy returns.`,
    whatsapp: `Hello ${name}, I have a question about one of your products.`,
  }),
  fr: (name) => ({
    meta_title: `${name} – boutique en ligne`,
    meta_description: `Découvrez tous les produits de ${name}, avec livraison rapide et retours faciles.`,
    whatsapp: `Bonjour ${name}, j'ai une question sur l'un de vos produits.`,
  }),
  ar: (name) => ({
    meta_title: `${name} – تسوق عبر الإنترنت`,
    meta_description: `تصفح جميع منتجات ${name} مع توصيل سريع وإرجاع سهل.`,
    whatsapp: `مرحبًا ${name}، لدي سؤال حول أحد منتجاتكم.`,
  }),
  tr: (name) => ({
    meta_title: `${name} – çevrimiçi mağaza`,
    meta_description: `${name} mağazasının tüm ürünlerine göz atın; hızlı teslimat ve kolay iade.`,
    whatsapp: `Merhaba ${name}, ürünlerinizden biri hakkında bir sorum var.`,
  }),
  hi: (name) => ({
    meta_title: `${name} – ऑनलाइन खरीदारी करें`,
    meta_description: `${name} के सभी उत्पाद देखें, तेज़ डिलीवरी और आसान वापसी के साथ।`,
    whatsapp: `नमस्ते ${name}, मुझे आपके एक उत्पाद के बारे में प्रश्न पूछना है।`,
  }),
}

/** Product description and overview, per language. */
export const productTexts: Record<
  Lang,
  (p: { title: string; category: string; brand: string; store: string; warranty: boolean }) => {
    description: string
    overview: string
    meta_description: string
  }
> = {
  en: (p) => ({
    description: `<p>The ${p.title} is a thoughtful pick from our ${p.category} range, made by ${p.brand} and sold by ${p.store}.</p><p>It is built for everyday use, easy to look after and checked by hand before it ships.</p>`,
    overview: `<ul><li>Brand: ${p.brand}</li><li>Category: ${p.category}</li><li>${p.warranty ? 'One-year warranty' : 'Quality checked before dispatch'}</li></ul>`,
    meta_description: `Buy the ${p.title} from ${p.store}: ${p.category} by ${p.brand}.`,
  }),
  fr: (p) => ({
    description: `<p>${p.title} : un choix réfléchi de notre rayon ${p.category}, fabriqué par ${p.brand} et vendu par ${p.store}.</p><p>Conçu pour un usage quotidien, facile à entretenir et vérifié à la main avant l'expédition.</p>`,
    overview: `<ul><li>Marque : ${p.brand}</li><li>Catégorie : ${p.category}</li><li>${p.warranty ? 'Garantie d’un an' : 'Contrôlé avant l’expédition'}</li></ul>`,
    meta_description: `Achetez ${p.title} chez ${p.store} : ${p.category} de ${p.brand}.`,
  }),
  ar: (p) => ({
    description: `<p>${p.title} اختيار مدروس من قسم ${p.category}، من صنع ${p.brand} ويبيعه ${p.store}.</p><p>مصمم للاستخدام اليومي، وسهل العناية، ويُفحص يدويًا قبل الشحن.</p>`,
    overview: `<ul><li>العلامة التجارية: ${p.brand}</li><li>الفئة: ${p.category}</li><li>${p.warranty ? 'ضمان لمدة سنة' : 'يُفحص قبل الإرسال'}</li></ul>`,
    meta_description: `اشترِ ${p.title} من ${p.store}: ${p.category} من ${p.brand}.`,
  }),
  tr: (p) => ({
    description: `<p>${p.title}, ${p.category} reyonumuzdan özenle seçilmiş bir üründür; ${p.brand} tarafından üretilir ve ${p.store} tarafından satılır.</p><p>Günlük kullanım için tasarlanmıştır, bakımı kolaydır ve gönderilmeden önce elle kontrol edilir.</p>`,
    overview: `<ul><li>Marka: ${p.brand}</li><li>Kategori: ${p.category}</li><li>${p.warranty ? 'Bir yıl garanti' : 'Gönderimden önce kontrol edilir'}</li></ul>`,
    meta_description: `${p.title} ürününü ${p.store} mağazasından satın alın: ${p.brand} markalı ${p.category}.`,
  }),
  hi: (p) => ({
    description: `<p>${p.title} हमारी ${p.category} श्रेणी का एक सोच-समझकर चुना गया उत्पाद है, जिसे ${p.brand} ने बनाया है और ${p.store} बेचता है।</p><p>यह रोज़मर्रा के उपयोग के लिए बना है, इसकी देखभाल आसान है और भेजने से पहले इसे हाथ से जाँचा जाता है।</p>`,
    overview: `<ul><li>ब्रांड: ${p.brand}</li><li>श्रेणी: ${p.category}</li><li>${p.warranty ? 'एक साल की वारंटी' : 'भेजने से पहले जाँचा गया'}</li></ul>`,
    meta_description: `${p.store} से ${p.title} खरीदें: ${p.brand} का ${p.category}।`,
  }),
}

/** Category meta title and description, per language. */
export const categoryTexts: Record<
  Lang,
  (title: string) => { meta_title: string; meta_description: string }
> = {
  en: (title) => ({
    meta_title: `${title} | Souk`,
    meta_description: `Shop ${title} from independent sellers at fair prices.`,
  }),
  fr: (title) => ({
    meta_title: `${title} | Souk`,
    meta_description: `Achetez ${title} auprès de vendeurs indépendants à prix justes.`,
  }),
  ar: (title) => ({
    meta_title: `${title} | سوق`,
    meta_description: `تسوق ${title} من بائعين مستقلين بأسعار عادلة.`,
  }),
  tr: (title) => ({
    meta_title: `${title} | Souk`,
    meta_description: `${title} ürünlerini bağımsız satıcılardan uygun fiyatlarla alın.`,
  }),
  hi: (title) => ({
    meta_title: `${title} | सूक`,
    meta_description: `स्वतंत्र विक्रेताओं से उचित दामों पर ${title} खरीदें।`,
  }),
}

/** Product collections. */
export const COLLECTIONS: { slug: string; title: Text5 }[] = [
  {
    slug: 'summer-picks',
    title: t5('Summer Picks', "Sélection d'été", 'مختارات الصيف', 'Yaz Seçkisi', 'गर्मियों की पसंद'),
  },
  {
    slug: 'best-sellers',
    title: t5('Best Sellers', 'Meilleures ventes', 'الأكثر مبيعًا', 'En Çok Satanlar', 'बेस्टसेलर'),
  },
  { slug: 'new-arrivals', title: t5('New Arrivals', 'Nouveautés', 'وصل حديثًا', 'Yeni Gelenler', 'नए आगमन') },
  {
    slug: 'gift-ideas',
    title: t5('Gift Ideas', 'Idées cadeaux', 'أفكار للهدايا', 'Hediye Fikirleri', 'उपहार के विचार'),
  },
  {
    slug: 'eco-choices',
    title: t5('Eco Choices', 'Choix écoresponsables', 'خيارات صديقة للبيئة', 'Çevreci Seçimler', 'इको विकल्प'),
  },
  {
    slug: 'home-office',
    title: t5('Home Office', 'Bureau à domicile', 'المكتب المنزلي', 'Ev Ofisi', 'होम ऑफ़िस'),
  },
]

/** Flash sales: start and end are offsets from the seed time, in hours. */
export const FLASH_SALES: { title: Text5; start: number; end: number }[] = [
  {
    title: t5(
      'Weekend Flash Sale',
      'Vente flash du week-end',
      'تخفيضات نهاية الأسبوع',
      'Hafta Sonu Flaş İndirimi',
      'वीकेंड फ़्लैश सेल',
    ),
    start: -24,
    end: 72,
  },
  {
    title: t5(
      'Midnight Deals',
      'Offres de minuit',
      'عروض منتصف الليل',
      'Gece Yarısı Fırsatları',
      'मिडनाइट डील्स',
    ),
    start: -2,
    end: 10,
  },
  {
    title: t5(
      'Spring Clearance',
      'Déstockage de printemps',
      'تصفية الربيع',
      'Bahar İndirimi',
      'स्प्रिंग क्लीयरेंस',
    ),
    start: 48,
    end: 120,
  },
  {
    title: t5('Winter Sale', "Soldes d'hiver", 'تخفيضات الشتاء', 'Kış İndirimi', 'विंटर सेल'),
    start: -240,
    end: -48,
  },
]

/** Bundle deals ("buy X get Y free"). */
export const BUNDLE_DEALS: { title: Text5; buy: number; free: number }[] = [
  {
    title: t5(
      'Buy 2, get 1 free',
      'Deux achetés, un offert',
      'اشترِ 2 واحصل على 1 مجانًا',
      '2 Al 1 Bedava',
      '2 खरीदें, 1 मुफ़्त पाएँ',
    ),
    buy: 2,
    free: 1,
  },
  {
    title: t5(
      'Buy 3, get 1 free',
      'Trois achetés, un offert',
      'اشترِ 3 واحصل على 1 مجانًا',
      '3 Al 1 Bedava',
      '3 खरीदें, 1 मुफ़्त पाएँ',
    ),
    buy: 3,
    free: 1,
  },
  {
    title: t5(
      'Buy 1, get 1 free',
      'Un acheté, un offert',
      'اشترِ 1 واحصل على 1 مجانًا',
      '1 Alana 1 Bedava',
      '1 खरीदें, 1 मुफ़्त पाएँ',
    ),
    buy: 1,
    free: 1,
  },
]

/** Tax rules (type 1 flat, 2 percent). */
export const TAX_RULES: { title: Text5; type: 1 | 2; price: number }[] = [
  {
    title: t5('Standard VAT', 'TVA normale', 'ضريبة القيمة المضافة القياسية', 'Standart KDV', 'मानक वैट'),
    type: 2,
    price: 10,
  },
  {
    title: t5('Reduced VAT', 'TVA réduite', 'ضريبة القيمة المضافة المخفضة', 'İndirimli KDV', 'घटा हुआ वैट'),
    type: 2,
    price: 5,
  },
  {
    title: t5('Eco fee', 'Écoparticipation', 'رسوم بيئية', 'Çevre Katkı Payı', 'पर्यावरण शुल्क'),
    type: 1,
    price: 0.5,
  },
]

/** A shipping place of the seed (pickup points carry an address). */
export interface PlaceSeed {
  country: string
  state: string
  price: number
  day_needed: number
  pickup?: {
    price: number
    phone: string
    line1: string
    city: string
    zip: string
    state: string
    country: string
  }
}

/** Shipping rules and their places. */
export const SHIPPING_RULES: { title: Text5; single_price: 0 | 1; places: PlaceSeed[] }[] = [
  {
    title: t5('Standard delivery', 'Livraison standard', 'توصيل عادي', 'Standart Teslimat', 'मानक डिलीवरी'),
    single_price: 0,
    places: [
      { country: 'US', state: 'CA', price: 3, day_needed: 3 },
      { country: 'US', state: 'ALL', price: 4.5, day_needed: 4 },
      { country: 'FR', state: 'ALL', price: 6, day_needed: 5 },
      { country: 'TR', state: '34', price: 5, day_needed: 3 },
      { country: 'IN', state: 'ALL', price: 4, day_needed: 6 },
      { country: 'ALL', state: 'ALL', price: 9.99, day_needed: 10 },
    ],
  },
  {
    title: t5('Express delivery', 'Livraison express', 'توصيل سريع', 'Hızlı Teslimat', 'एक्सप्रेस डिलीवरी'),
    single_price: 0,
    places: [
      { country: 'US', state: 'ALL', price: 12, day_needed: 1 },
      { country: 'AF', state: 'BDS', price: 14, day_needed: 2 },
      { country: 'ALL', state: 'ALL', price: 25, day_needed: 3 },
    ],
  },
  {
    title: t5('Free shipping', 'Livraison gratuite', 'شحن مجاني', 'Ücretsiz Kargo', 'मुफ़्त शिपिंग'),
    single_price: 0,
    places: [{ country: 'ALL', state: 'ALL', price: 0, day_needed: 7 }],
  },
  {
    title: t5(
      'Flat-rate delivery',
      'Livraison à tarif unique',
      'توصيل بسعر موحد',
      'Sabit Ücretli Teslimat',
      'एक समान दर डिलीवरी',
    ),
    single_price: 1,
    places: [
      { country: 'ALL', state: 'ALL', price: 8, day_needed: 5 },
      { country: 'AF', state: 'ALL', price: 6, day_needed: 4 },
    ],
  },
  {
    title: t5(
      'Store pickup or delivery',
      'Retrait en magasin ou livraison',
      'الاستلام من المتجر أو التوصيل',
      'Mağazadan Teslim veya Kargo',
      'स्टोर पिकअप या डिलीवरी',
    ),
    single_price: 0,
    places: [
      {
        country: 'US',
        state: 'NY',
        price: 6,
        day_needed: 2,
        pickup: {
          price: 0,
          phone: '+1 212 555 0147',
          line1: '120 Mercer Street',
          city: 'New York',
          zip: '10012',
          state: 'NY',
          country: 'US',
        },
      },
      {
        country: 'FR',
        state: 'ALL',
        price: 7,
        day_needed: 3,
        pickup: {
          price: 1.5,
          phone: '+33 1 84 88 12 30',
          line1: '18 rue de Bretagne',
          city: 'Paris',
          zip: '75003',
          state: 'IDF',
          country: 'FR',
        },
      },
      {
        country: 'TR',
        state: 'ALL',
        price: 6,
        day_needed: 3,
        pickup: {
          price: 0,
          phone: '+90 212 555 01 22',
          line1: 'İstiklal Caddesi 101',
          city: 'İstanbul',
          zip: '34433',
          state: '34',
          country: 'TR',
        },
      },
      { country: 'ALL', state: 'ALL', price: 15, day_needed: 8 },
    ],
  },
  {
    // The only rule without an 'ALL' place: its products cannot be shipped elsewhere (e.g. to Egypt or India).
    title: t5('Regional courier', 'Coursier régional', 'ساعي إقليمي', 'Bölgesel Kurye', 'क्षेत्रीय कूरियर'),
    single_price: 0,
    places: [
      { country: 'AF', state: 'ALL', price: 7, day_needed: 3 },
      { country: 'US', state: 'ALL', price: 5, day_needed: 2 },
      { country: 'FR', state: 'ALL', price: 5, day_needed: 2 },
      { country: 'TR', state: 'ALL', price: 4, day_needed: 2 },
    ],
  },
]

/** The regional courier's rule id (the last of SHIPPING_RULES). */
export const REGIONAL_RULE_ID = 6
/**
 * Products shipped only by the regional courier: a shopper in Egypt or India sees that they cannot be shipped
 * there. Chosen among the public products that, in the default seed (420 products), no seeded order, flash sale
 * or collection holds, so the demo customers' orders stay deliverable.
 */
export const REGIONAL_PRODUCT_IDS: ReadonlySet<number> = new Set([16, 53, 103, 133])

/** Vouchers: times are offsets from the seed time in days; `store` is a store slug. */
export const VOUCHERS: {
  code: string
  title: Text5
  type: 1 | 2
  price: number
  min_spend: number
  capped?: number
  usage_limit: number
  limit_per_customer: number
  start: number
  end: number
  store?: string
  status?: 1 | 2
}[] = [
  {
    code: 'WELCOME10',
    title: t5('Welcome offer', 'Offre de bienvenue', 'عرض الترحيب', 'Hoş Geldin Teklifi', 'स्वागत ऑफ़र'),
    type: 2,
    price: 10,
    min_spend: 30,
    capped: 20,
    usage_limit: 1000,
    limit_per_customer: 1,
    start: -30,
    end: 60,
  },
  {
    code: 'SAVE5',
    title: t5('Five off', 'Cinq de remise', 'خصم خمسة', 'Beş İndirim', 'पाँच की छूट'),
    type: 1,
    price: 5,
    min_spend: 25,
    usage_limit: 500,
    limit_per_customer: 3,
    start: -10,
    end: 30,
  },
  {
    code: 'BIG20',
    title: t5('Big basket', 'Gros panier', 'السلة الكبيرة', 'Büyük Sepet', 'बड़ी टोकरी'),
    type: 2,
    price: 20,
    min_spend: 100,
    capped: 50,
    usage_limit: 200,
    limit_per_customer: 2,
    start: -5,
    end: 20,
  },
  {
    code: 'NOMIN3',
    title: t5('Small treat', 'Petit plaisir', 'مكافأة صغيرة', 'Küçük İkram', 'छोटा तोहफ़ा'),
    type: 1,
    price: 3,
    min_spend: 0,
    usage_limit: 1000,
    limit_per_customer: 5,
    start: -1,
    end: 90,
  },
  {
    code: 'TECHNEST15',
    title: t5(
      'TechNest special',
      'Spécial TechNest',
      'عرض عش التقنية',
      'Teknoloji Yuvası Özel',
      'टेकनेस्ट विशेष',
    ),
    type: 2,
    price: 15,
    min_spend: 50,
    capped: 40,
    usage_limit: 300,
    limit_per_customer: 1,
    start: -3,
    end: 45,
    store: 'technest',
  },
  {
    code: 'EXPIRED15',
    title: t5('Last season', 'Saison passée', 'الموسم الماضي', 'Geçen Sezon', 'पिछला सीज़न'),
    type: 2,
    price: 15,
    min_spend: 0,
    usage_limit: 100,
    limit_per_customer: 1,
    start: -60,
    end: -1,
  },
  {
    code: 'SOLDOUT',
    title: t5('Flash code', 'Code éclair', 'رمز خاطف', 'Flaş Kod', 'फ़्लैश कोड'),
    type: 1,
    price: 10,
    min_spend: 0,
    usage_limit: 0,
    limit_per_customer: 1,
    start: -2,
    end: 10,
  },
  {
    code: 'SOON30',
    title: t5('Coming soon', 'Bientôt', 'قريبًا', 'Çok Yakında', 'जल्द आ रहा है'),
    type: 2,
    price: 30,
    min_spend: 80,
    capped: 30,
    usage_limit: 100,
    limit_per_customer: 1,
    start: 5,
    end: 40,
  },
  {
    code: 'PRIVATE50',
    title: t5('Staff only', 'Réservé au personnel', 'للموظفين فقط', 'Yalnızca Personel', 'केवल कर्मचारी'),
    type: 2,
    price: 50,
    min_spend: 0,
    usage_limit: 10,
    limit_per_customer: 1,
    start: -1,
    end: 30,
    status: 2,
  },
]

/** Site setting texts. */
export const SITE_TEXTS: Record<
  Lang,
  { site_name: string; meta_title: string; meta_description: string; copyright_text: string }
> = {
  en: {
    site_name: 'Souk',
    meta_title: 'Souk – a marketplace of independent sellers',
    meta_description: 'Shop electronics, fashion, home goods, books and more from independent sellers.',
    copyright_text: 'All rights reserved.',
  },
  fr: {
    site_name: 'Souk',
    meta_title: 'Souk – la place de marché des vendeurs indépendants',
    meta_description:
      'Achetez électronique, mode, maison, livres et plus encore auprès de vendeurs indépendants.',
    copyright_text: 'Tous droits réservés.',
  },
  ar: {
    site_name: 'سوق',
    meta_title: 'سوق – متجر البائعين المستقلين',
    meta_description: 'تسوق الإلكترونيات والأزياء ومستلزمات المنزل والكتب وغيرها من بائعين مستقلين.',
    copyright_text: 'جميع الحقوق محفوظة.',
  },
  tr: {
    site_name: 'Souk',
    meta_title: 'Souk – bağımsız satıcıların pazaryeri',
    meta_description: 'Elektronik, moda, ev ürünleri, kitap ve daha fazlasını bağımsız satıcılardan alın.',
    copyright_text: 'Tüm hakları saklıdır.',
  },
  hi: {
    site_name: 'सूक',
    meta_title: 'सूक – स्वतंत्र विक्रेताओं का बाज़ार',
    meta_description: 'स्वतंत्र विक्रेताओं से इलेक्ट्रॉनिक्स, फ़ैशन, घरेलू सामान, किताबें और बहुत कुछ खरीदें।',
    copyright_text: 'सर्वाधिकार सुरक्षित।',
  },
}

/** Header links: type 1 left, 2 right. */
export const HEADER_LINKS: { type: 1 | 2; url: string; title: Text5 }[] = [
  {
    type: 1,
    url: '/track-order',
    title: t5(
      'Track your order',
      'Suivre ma commande',
      'تتبع طلبك',
      'Siparişini Takip Et',
      'अपना ऑर्डर ट्रैक करें',
    ),
  },
  {
    type: 1,
    url: '/flash-sale',
    title: t5('Flash deals', 'Ventes flash', 'عروض خاطفة', 'Flaş Fırsatlar', 'फ़्लैश डील्स'),
  },
  { type: 2, url: '/page/shipping-policy', title: t5('Shipping', 'Livraison', 'الشحن', 'Kargo', 'शिपिंग') },
  {
    type: 2,
    url: '/page/contact-us',
    title: t5(
      'Help & contact',
      'Aide et contact',
      'المساعدة والتواصل',
      'Yardım ve İletişim',
      'सहायता और संपर्क',
    ),
  },
]

/** A CMS page in every language. */
export interface PageSeed {
  slug: string
  page_from_component: 0 | 1
  /** Footer column: 1 services, 2 about. */
  footer?: 1 | 2
  title: Text5
  description: Text5
}

const para = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('')

/** The CMS pages. The sitemap's base description is the literal `Sitemap` (contract 4.12). */
export const PAGES: PageSeed[] = [
  {
    slug: 'privacy-policy',
    page_from_component: 0,
    footer: 1,
    title: t5(
      'Privacy policy',
      'Politique de confidentialité',
      'سياسة الخصوصية',
      'Gizlilik Politikası',
      'गोपनीयता नीति',
    ),
    description: t5(
      para(
        'We collect only what we need to deliver your orders: your name, contact details and delivery address.',
        'We never sell your data. You can ask us to export or delete your account at any time.',
      ),
      para(
        'Nous ne collectons que ce qui est nécessaire pour livrer vos commandes : votre nom, vos coordonnées et votre adresse de livraison.',
        'Nous ne vendons jamais vos données. Vous pouvez demander à tout moment l’export ou la suppression de votre compte.',
      ),
      para(
        'نجمع فقط ما نحتاجه لتوصيل طلباتك: اسمك وبيانات التواصل وعنوان التوصيل.',
        'لا نبيع بياناتك أبدًا، ويمكنك أن تطلب تصدير حسابك أو حذفه في أي وقت.',
      ),
      para(
        'Yalnızca siparişlerinizi teslim etmek için gerekenleri toplarız: adınız, iletişim bilgileriniz ve teslimat adresiniz.',
        'Verilerinizi asla satmayız. Hesabınızın dışa aktarılmasını veya silinmesini istediğiniz zaman isteyebilirsiniz.',
      ),
      para(
        'हम केवल वही जानकारी लेते हैं जो आपके ऑर्डर पहुँचाने के लिए ज़रूरी है: आपका नाम, संपर्क विवरण और डिलीवरी का पता।',
        'हम आपका डेटा कभी नहीं बेचते। आप किसी भी समय अपने खाते का निर्यात या उसे हटाने का अनुरोध कर सकते हैं।',
      ),
    ),
  },
  {
    slug: 'terms-and-conditions',
    page_from_component: 0,
    footer: 1,
    title: t5(
      'Terms and conditions',
      'Conditions générales',
      'الشروط والأحكام',
      'Şartlar ve Koşullar',
      'नियम और शर्तें',
    ),
    description: t5(
      para(
        'Each product is sold by the seller named on its page. Prices include the taxes shown at checkout.',
        'Orders can be cancelled free of charge while they are still pending.',
      ),
      para(
        'Chaque produit est vendu par le vendeur indiqué sur sa page. Les prix incluent les taxes affichées lors du paiement.',
        'Une commande peut être annulée gratuitement tant qu’elle est en attente.',
      ),
      para(
        'يبيع كل منتج البائعُ المذكور في صفحته. تشمل الأسعار الضرائب المعروضة عند الدفع.',
        'يمكن إلغاء الطلب مجانًا ما دام قيد الانتظار.',
      ),
      para(
        'Her ürün, sayfasında adı geçen satıcı tarafından satılır. Fiyatlara ödeme sırasında gösterilen vergiler dahildir.',
        'Siparişler beklemedeyken ücretsiz olarak iptal edilebilir.',
      ),
      para(
        'हर उत्पाद उसी विक्रेता द्वारा बेचा जाता है जिसका नाम उसके पेज पर है। कीमतों में चेकआउट पर दिखाए गए कर शामिल हैं।',
        'ऑर्डर लंबित रहने तक उसे मुफ़्त में रद्द किया जा सकता है।',
      ),
    ),
  },
  {
    slug: 'shipping-policy',
    page_from_component: 0,
    footer: 1,
    title: t5('Shipping policy', 'Politique de livraison', 'سياسة الشحن', 'Kargo Politikası', 'शिपिंग नीति'),
    description: t5(
      para(
        'Delivery costs and times depend on the seller’s shipping rule and your address; you see both before you pay.',
        'Some sellers offer pickup points where you can collect your parcel.',
      ),
      para(
        'Les frais et délais de livraison dépendent de la règle du vendeur et de votre adresse ; vous les voyez avant de payer.',
        'Certains vendeurs proposent des points de retrait où récupérer votre colis.',
      ),
      para(
        'تعتمد تكلفة التوصيل ومدته على قاعدة الشحن لدى البائع وعلى عنوانك، وتراهما قبل الدفع.',
        'يوفر بعض البائعين نقاط استلام يمكنك أخذ طردك منها.',
      ),
      para(
        'Teslimat ücreti ve süresi satıcının kargo kuralına ve adresinize bağlıdır; ikisini de ödemeden önce görürsünüz.',
        'Bazı satıcılar paketinizi alabileceğiniz teslim noktaları sunar.',
      ),
      para(
        'डिलीवरी का ख़र्च और समय विक्रेता के शिपिंग नियम और आपके पते पर निर्भर करता है; भुगतान से पहले आप दोनों देख सकते हैं।',
        'कुछ विक्रेता पिकअप पॉइंट देते हैं जहाँ से आप अपना पार्सल ले सकते हैं।',
      ),
    ),
  },
  {
    slug: 'about-us',
    page_from_component: 0,
    footer: 2,
    title: t5('About us', 'À propos', 'من نحن', 'Hakkımızda', 'हमारे बारे में'),
    description: t5(
      para(
        'Souk brings independent sellers together in one friendly marketplace.',
        'We started with a handful of shops and now host sellers in many countries.',
      ),
      para(
        'Souk réunit des vendeurs indépendants sur une place de marché conviviale.',
        'Nous avons commencé avec quelques boutiques et accueillons aujourd’hui des vendeurs de nombreux pays.',
      ),
      para(
        'يجمع سوق البائعين المستقلين في متجر واحد ودود.',
        'بدأنا ببضعة متاجر، ونستضيف اليوم بائعين من بلدان كثيرة.',
      ),
      para(
        'Souk, bağımsız satıcıları samimi bir pazaryerinde bir araya getirir.',
        'Birkaç mağazayla başladık; bugün pek çok ülkeden satıcıya ev sahipliği yapıyoruz.',
      ),
      para(
        'सूक स्वतंत्र विक्रेताओं को एक मिलनसार बाज़ार में एक साथ लाता है।',
        'हमने कुछ ही दुकानों से शुरुआत की थी और आज कई देशों के विक्रेता हमारे साथ हैं।',
      ),
    ),
  },
  {
    slug: 'contact-us',
    page_from_component: 1,
    footer: 2,
    title: t5('Contact us', 'Nous contacter', 'اتصل بنا', 'Bize Ulaşın', 'संपर्क करें'),
    description: t5('Contact', 'Contact', 'تواصل', 'İletişim', 'संपर्क'),
  },
  {
    slug: 'sitemap',
    page_from_component: 1,
    footer: 2,
    title: t5('Sitemap', 'Plan du site', 'خريطة الموقع', 'Site Haritası', 'साइटमैप'),
    description: t5('Sitemap', 'Sitemap', 'Sitemap', 'Sitemap', 'Sitemap'),
  },
]

/** Home-page site features (translated HTML). */
export const SITE_FEATURES: Text5[] = [
  t5(
    '<h3>Free delivery</h3><p>On many products, to many countries</p>',
    '<h3>Livraison gratuite</h3><p>Sur de nombreux produits, dans de nombreux pays</p>',
    '<h3>توصيل مجاني</h3><p>على منتجات كثيرة وإلى بلدان عديدة</p>',
    '<h3>Ücretsiz teslimat</h3><p>Pek çok üründe, pek çok ülkeye</p>',
    '<h3>मुफ़्त डिलीवरी</h3><p>कई उत्पादों पर, कई देशों में</p>',
  ),
  t5(
    '<h3>Secure payment</h3><p>Cards, wallets, bank transfer or cash</p>',
    '<h3>Paiement sécurisé</h3><p>Carte, portefeuille mobile, virement ou espèces</p>',
    '<h3>دفع آمن</h3><p>بطاقات أو محافظ إلكترونية أو تحويل بنكي أو نقدًا</p>',
    '<h3>Güvenli ödeme</h3><p>Kart, cüzdan, havale veya nakit</p>',
    '<h3>सुरक्षित भुगतान</h3><p>कार्ड, वॉलेट, बैंक ट्रांसफ़र या नकद</p>',
  ),
  t5(
    '<h3>Easy returns</h3><p>Return eligible items within 30 days</p>',
    '<h3>Retours faciles</h3><p>Retournez les articles éligibles sous 30 jours</p>',
    '<h3>إرجاع سهل</h3><p>أعد المنتجات المؤهلة خلال 30 يومًا</p>',
    '<h3>Kolay iade</h3><p>Uygun ürünleri 30 gün içinde iade edin</p>',
    '<h3>आसान वापसी</h3><p>योग्य सामान 30 दिनों के भीतर लौटाएँ</p>',
  ),
  t5(
    '<h3>Real people</h3><p>Sellers answer your questions directly</p>',
    '<h3>De vraies personnes</h3><p>Les vendeurs répondent directement à vos questions</p>',
    '<h3>أشخاص حقيقيون</h3><p>يجيب البائعون عن أسئلتك مباشرة</p>',
    '<h3>Gerçek insanlar</h3><p>Satıcılar sorularınızı doğrudan yanıtlar</p>',
    '<h3>असली लोग</h3><p>विक्रेता आपके सवालों का सीधे जवाब देते हैं</p>',
  ),
]

/** Banner and slider titles. */
export const PROMO_TITLES: Text5[] = [
  t5(
    'New season, new style',
    'Nouvelle saison, nouveau style',
    'موسم جديد وأسلوب جديد',
    'Yeni sezon, yeni stil',
    'नया मौसम, नया अंदाज़',
  ),
  t5(
    'Sound that moves you',
    'Un son qui vous transporte',
    'صوت يأسرك',
    'Sizi saran ses',
    'ऐसी आवाज़ जो दिल छू ले',
  ),
  t5('Cook like a chef', 'Cuisinez comme un chef', 'اطبخ مثل الطهاة', 'Şef gibi pişirin', 'शेफ़ की तरह पकाएँ'),
  t5('Into the wild', "Cap sur l'aventure", 'إلى البرية', 'Doğaya doğru', 'जंगल की ओर'),
  t5(
    'Stories for every age',
    'Des histoires pour tous les âges',
    'قصص لكل الأعمار',
    'Her yaşa hikâyeler',
    'हर उम्र के लिए कहानियाँ',
  ),
  t5('Play time', "L'heure de jouer", 'وقت اللعب', 'Oyun zamanı', 'खेलने का समय'),
  t5(
    'Rated by shoppers',
    'Noté par les clients',
    'بتقييم المتسوقين',
    'Müşterilerin gözdesi',
    'ग्राहकों की पसंद',
  ),
  t5(
    'Free delivery this week',
    'Livraison gratuite cette semaine',
    'توصيل مجاني هذا الأسبوع',
    'Bu hafta ücretsiz teslimat',
    'इस हफ़्ते मुफ़्त डिलीवरी',
  ),
  t5(
    'Join our newsletter and save',
    'Inscrivez-vous à la newsletter et économisez',
    'اشترك في نشرتنا ووفّر',
    'Bültenimize katılın, tasarruf edin',
    'हमारे न्यूज़लेटर से जुड़ें और बचत करें',
  ),
  t5('Gold that shines', "De l'or qui brille", 'ذهب يتلألأ', 'Parıldayan altın', 'चमकता सोना'),
  t5('Fresh from the farm', 'Tout droit de la ferme', 'طازج من المزرعة', 'Çiftlikten taze', 'खेत से ताज़ा'),
  t5('Tech for less', 'La tech à petit prix', 'تقنية بسعر أقل', 'Uygun fiyatlı teknoloji', 'कम दाम में टेक'),
]

/**
 * What each promotion's art shows, by the index of its title in `PROMO_TITLES`: the main outline first, then the
 * small accent. The art matches the headline (a fashion slide shows clothes, the books banner books).
 */
export const PROMO_ART_KINDS: Kind[][] = [
  ['dress', 'shoe'],
  ['headphones', 'speaker'],
  ['saucepan', 'mug'],
  ['tent', 'lantern'],
  ['book', 'notebook'],
  ['teddy', 'blocks'],
  ['gift', 'watch'],
  ['gift', 'tool-kit'],
  ['gift', 'mug'],
  ['ring', 'pendant'],
  ['jar', 'coffee-bag'],
  ['phone', 'smartwatch'],
]

/**
 * The texts shown over each promotion's art, by the index of its title in `PROMO_TITLES`: the short line under the
 * headline and the call to action's label (French puts a no-break space before `%`).
 */
export const PROMO_LINES: { subtitle: Text5; button: Text5 }[] = [
  {
    subtitle: t5(
      'Up to 30% off the new fashion arrivals',
      'Jusqu’à 30\u00a0% de remise sur les nouveautés mode',
      'خصم يصل إلى 30٪ على أحدث صيحات الأزياء',
      'Yeni gelen modada %30’a varan indirim',
      'नए फ़ैशन कलेक्शन पर 30% तक की छूट',
    ),
    button: t5(
      'Shop the collection',
      'Découvrir la collection',
      'تسوّق التشكيلة',
      'Koleksiyonu keşfedin',
      'कलेक्शन देखें',
    ),
  },
  {
    subtitle: t5(
      'Wireless headphones and speakers from $29',
      'Casques et enceintes sans fil dès 29\u00a0$',
      'سماعات ومكبرات صوت لاسلكية ابتداءً من 29 دولارًا',
      '29 dolardan başlayan kablosuz kulaklık ve hoparlörler',
      'वायरलेस हेडफ़ोन और स्पीकर $29 से शुरू',
    ),
    button: t5('Shop audio', 'Voir l’audio', 'تسوّق الصوتيات', 'Ses ürünlerine göz atın', 'ऑडियो ख़रीदें'),
  },
  {
    subtitle: t5(
      'Pans, knives and kitchen tools at 20% off',
      'Poêles, couteaux et ustensiles à -20\u00a0%',
      'مقالٍ وسكاكين وأدوات مطبخ بخصم 20٪',
      'Tava, bıçak ve mutfak gereçlerinde %20 indirim',
      'पैन, चाकू और रसोई के औज़ारों पर 20% की छूट',
    ),
    button: t5(
      'Equip your kitchen',
      'Équiper ma cuisine',
      'جهّز مطبخك',
      'Mutfağınızı donatın',
      'अपनी रसोई सजाएँ',
    ),
  },
  {
    subtitle: t5(
      'Tents, packs and outdoor gear for your next trip',
      'Tentes, sacs et équipement pour votre prochaine sortie',
      'خيام وحقائب ومعدات للرحلات الخلوية القادمة',
      'Bir sonraki geziniz için çadır, çanta ve kamp malzemesi',
      'अगली यात्रा के लिए टेंट, बैग और आउटडोर सामान',
    ),
    button: t5('Gear up', 'Je m’équipe', 'تجهّز الآن', 'Hazırlanın', 'तैयारी करें'),
  },
  {
    subtitle: t5(
      'Buy two books, get the third free',
      'Deux livres achetés, le troisième offert',
      'اشترِ كتابين واحصل على الثالث مجانًا',
      'İki kitap alana üçüncüsü bedava',
      'दो किताबें ख़रीदें, तीसरी मुफ़्त पाएँ',
    ),
    button: t5('Browse books', 'Parcourir les livres', 'تصفّح الكتب', 'Kitaplara göz atın', 'किताबें देखें'),
  },
  {
    subtitle: t5(
      'Toys and games the whole family will love',
      'Des jouets et des jeux pour toute la famille',
      'ألعاب تحبها العائلة كلها',
      'Tüm ailenin seveceği oyuncak ve oyunlar',
      'पूरे परिवार के लिए खिलौने और खेल',
    ),
    button: t5('Shop toys', 'Voir les jouets', 'تسوّق الألعاب', 'Oyuncakları keşfedin', 'खिलौने ख़रीदें'),
  },
  {
    subtitle: t5(
      'Our best-reviewed picks, four stars and up',
      'Nos produits les mieux notés, quatre étoiles et plus',
      'أفضل منتجاتنا تقييمًا، أربع نجوم فأكثر',
      'En çok beğenilen ürünlerimiz, dört yıldız ve üzeri',
      'सबसे अच्छी रेटिंग वाले उत्पाद, चार सितारे और ऊपर',
    ),
    button: t5('See the favourites', 'Voir les favoris', 'شاهد المفضّلة', 'Favorileri görün', 'पसंदीदा देखें'),
  },
  {
    subtitle: t5(
      'On every order over $50, until Sunday',
      'Sur toute commande de plus de 50\u00a0$, jusqu’à dimanche',
      'على كل طلب تزيد قيمته على 50 دولارًا حتى يوم الأحد',
      '50 doların üzerindeki tüm siparişlerde, pazara kadar',
      '$50 से ज़्यादा के हर ऑर्डर पर, रविवार तक',
    ),
    button: t5('See the details', 'Voir les conditions', 'اعرف التفاصيل', 'Ayrıntıları görün', 'विवरण देखें'),
  },
  {
    subtitle: t5(
      'Get 10% off your first order and early access to sales',
      '10\u00a0% de remise sur votre première commande et un accès anticipé aux soldes',
      'خصم 10٪ على طلبك الأول ووصول مبكر إلى التخفيضات',
      'İlk siparişinizde %10 indirim ve indirimlere erken erişim',
      'पहले ऑर्डर पर 10% की छूट और सेल में सबसे पहले पहुँच',
    ),
    button: t5('Learn more', 'En savoir plus', 'اعرف المزيد', 'Daha fazla bilgi', 'और जानें'),
  },
  {
    subtitle: t5(
      'Fine jewellery, gift-wrapped for free',
      'Bijoux raffinés, emballage cadeau offert',
      'مجوهرات راقية مع تغليف هدايا مجاني',
      'Zarif mücevherler, ücretsiz hediye paketiyle',
      'बेहतरीन गहने, मुफ़्त गिफ़्ट रैपिंग के साथ',
    ),
    button: t5('Shop jewellery', 'Voir les bijoux', 'تسوّق المجوهرات', 'Mücevherleri keşfedin', 'गहने ख़रीदें'),
  },
  {
    subtitle: t5(
      'Fruit, vegetables and pantry staples delivered tomorrow',
      'Fruits, légumes et épicerie livrés dès demain',
      'فواكه وخضروات ومؤن تصلك غدًا',
      'Meyve, sebze ve temel gıdalar yarın kapınızda',
      'फल, सब्ज़ियाँ और राशन कल तक आपके घर',
    ),
    button: t5('Fill your basket', 'Remplir mon panier', 'املأ سلّتك', 'Sepetinizi doldurun', 'अपनी टोकरी भरें'),
  },
  {
    subtitle: t5(
      'Summer sale — up to 40% off electronics',
      'Soldes d’été\u00a0: jusqu’à -40\u00a0% sur l’électronique',
      'تخفيضات الصيف: خصم يصل إلى 40٪ على الإلكترونيات',
      'Yaz indirimi: elektronikte %40’a varan indirim',
      'समर सेल: इलेक्ट्रॉनिक्स पर 40% तक की छूट',
    ),
    button: t5('Shop now', 'J’en profite', 'تسوّق الآن', 'Hemen alışveriş yapın', 'अभी ख़रीदें'),
  },
]

/** Footer image links: type 1 payment icons, 2 social links. */
export const FOOTER_IMAGE_LINKS = [
  { type: 1, title: 'Visa', image: 'payment-visa.svg', link: 'https://visa.com' },
  { type: 1, title: 'Mastercard', image: 'payment-mastercard.svg', link: 'https://mastercard.com' },
  { type: 1, title: 'PayPal', image: 'payment-paypal.svg', link: 'https://paypal.com' },
  { type: 1, title: 'Stripe', image: 'payment-stripe.svg', link: 'https://stripe.com' },
  { type: 2, title: 'Facebook', image: 'social-facebook.svg', link: 'https://facebook.com' },
  { type: 2, title: 'Instagram', image: 'social-instagram.svg', link: 'https://instagram.com' },
  { type: 2, title: 'YouTube', image: 'social-youtube.svg', link: 'https://youtube.com' },
  { type: 2, title: 'X', image: 'social-x.svg', link: 'https://x.com' },
] as const
