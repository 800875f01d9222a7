// Demo listings of the marketplace: what a browse of the Yemeni solar market looks like on a typical week.
// Prices follow the local market (USD, Saudi riyal, and the two Yemeni riyals: the old notes used in the
// north ≈ 535 per USD, the new notes used in Aden and the east ≈ 1630 per USD), so filters, sorting and the
// currency conversion can be tried on believable numbers. Picture variants are handed out per kind in list
// order, so every listing gets pictures of its own and the output is the same on every run.
import type { ProductType } from '@solar/shared/reference/catalog';
import type { DemoImage, DemoImageKind, DemoProduct } from './demo-types.ts';

/** Which illustration stands for each product type. */
export const IMAGE_KIND_BY_TYPE: Record<ProductType, DemoImageKind> = {
  Panel: 'panel',
  Battery: 'battery',
  'Panel bases': 'panel-base',
  'Charging Devices': 'inverter',
  'Integrated System': 'integrated-system',
  Accessory: 'accessory',
  Others: 'other',
};

/** A listing before its pictures are assigned: `photos` says how many it has (0..5). */
type Listing = Omit<DemoProduct, 'images'> & { photos: number };
type ApprovedListing = Omit<Listing, 'status' | 'rejectionReason'>;

// Contact numbers: each demo account's own number (as in seed.ts) plus a second line some sellers use.
const SELLER = { phone: '777100200', whatsappPhone: '+967777100200' } as const;
const SELLER_SHOP = { phone: '771845023', whatsappPhone: null } as const;
const USER2 = { phone: '733200300', whatsappPhone: '+967733200300' } as const;
const USER2_ALT = { phone: '735880214', whatsappPhone: null } as const;
const USER3 = { phone: '711300400', whatsappPhone: '+967711300400' } as const;
const USER3_ALT = { phone: '714093355', whatsappPhone: '+967714093355' } as const;
const USER4 = { phone: '770400500', whatsappPhone: '+967770400500' } as const;
const USER4_ALT = { phone: '701226847', whatsappPhone: null } as const;

const approved = (listing: ApprovedListing): Listing => ({ ...listing, status: 'approved', rejectionReason: null });

const APPROVED: readonly Listing[] = [
  // ---------------------------------------------------------------- Panels
  approved({
    nameAr: 'لوح شمسي جينكو تايجر نيو 580 وات',
    nameEn: 'Jinko Tiger Neo 580 W mono panel',
    descriptionAr:
      'ألواح جينكو تايجر نيو 580 وات من نوع N-Type أحادي البلورة، جديدة بالكرتون ومستوردة مباشرة من الوكيل. ضمان 12 سنة على المنتج و30 سنة على الأداء. كفاءة عالية في الحرارة والغبار. التوصيل داخل صنعاء مجاناً للكميات فوق 10 ألواح، والتركيب متاح بسعر رمزي.',
    descriptionEn:
      'Jinko Tiger Neo 580 W N-type monocrystalline panels, brand new in the box, imported through the official agent. 12-year product and 30-year performance warranty. Holds up well in heat and dust. Free delivery inside Sanaa for 10 panels or more; installation available at a small charge.',
    type: 'Panel', condition: 'New', brand: 'JinkoSolar', model: 'JKM580N-72HL4-V',
    price: 98, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen',
    locationText: 'شارع الستين الجنوبي، جوار جولة المصباحي', ...SELLER,
    specifications: { power: '580W', voltage: '52.4V', warranty: '12 سنة' },
    isNegotiable: true, featured: true, owner: 'seller', postedDaysAgo: 0, views: 214, photos: 4,
  }),
  approved({
    nameAr: 'لوح لونجي Hi-MO 6 بقدرة 550 وات',
    nameEn: 'LONGi Hi-MO 6 550 W panel',
    descriptionAr:
      'لوح لونجي Hi-MO 6 قدرة 550 وات، خلايا نصفية (Half-Cut)، إطار ألمنيوم قوي. جديد ومعه ضمان الوكيل 12 سنة. مناسب للمنازل والمحلات ومضخات المياه. يوجد كمية، والسعر للحبة الواحدة.',
    descriptionEn:
      'LONGi Hi-MO 6 550 W half-cut module with a sturdy aluminium frame. New, with the agent\'s 12-year warranty. Suits homes, shops and water pumps. Stock available; price is per panel.',
    type: 'Panel', condition: 'New', brand: 'LONGi Solar', model: 'LR5-72HTH-550M',
    price: 48000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'shuub',
    locationText: 'شارع الزبيري، جوار جولة كنتاكي', ...SELLER_SHOP,
    specifications: { power: '550W', voltage: '49.8V', warranty: '12 years' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 3, views: 388, photos: 2,
  }),
  approved({
    nameAr: 'ألواح كنديان سولار 450 وات مستخدمة',
    nameEn: 'Used Canadian Solar 450 W panels',
    descriptionAr:
      'ألواح كنديان سولار 450 وات مستخدمة سنتين فقط، تم فكها من سطح منزل بعد ترقية المنظومة. الزجاج سليم بدون خدوش أو كسور، والإنتاج ممتاز (تم قياسها أمام المشتري). العدد 8 ألواح، والسعر للوح الواحد.',
    descriptionEn:
      'Canadian Solar 450 W panels used for only two years, taken down from a house roof after a system upgrade. Glass intact with no scratches or cracks, output tested in front of the buyer. Eight panels available; price is per panel.',
    type: 'Panel', condition: 'Used', brand: 'Canadian Solar', model: 'CS3W-450MS',
    price: 22000, currency: 'YER', governorate: 'ibb', city: 'ibb-city',
    locationText: 'شارع تعز، قرب جامعة إب', ...USER3,
    specifications: { power: '450W', voltage: '49.1V', warranty: 'بدون ضمان' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 12, views: 265, photos: 3,
  }),
  approved({
    nameAr: 'لوح ترينا فيرتكس 670 وات ثنائي الوجه',
    nameEn: 'Trina Vertex 670 W bifacial panel',
    descriptionAr:
      'ألواح ترينا سولار فيرتكس 670 وات ثنائية الوجه (Bifacial) بزجاج مزدوج، إنتاج إضافي من الوجه الخلفي على الأسطح الفاتحة. جديدة، صناعة صينية، ضمان 12 سنة. مناسبة للمشاريع الزراعية والتجارية. الشحن متاح إلى سيئون والوادي.',
    descriptionEn:
      'Trina Solar Vertex 670 W bifacial dual-glass panels; the rear face adds yield over light-coloured ground. New, made in China, 12-year warranty. Ideal for farms and commercial projects. Shipping available to Seiyun and the Wadi.',
    type: 'Panel', condition: 'New', brand: 'Trina Solar', model: 'TSM-DEG21C.20',
    price: 430, currency: 'SAR', governorate: 'hadramaut', city: 'al-mukalla',
    locationText: 'فوّة، الشارع العام مقابل محطة الوقود', ...USER4,
    specifications: { power: '670W', voltage: '46.1V', warranty: '12 سنة' },
    isNegotiable: false, featured: true, owner: 'user4', postedDaysAgo: 6, views: 512, photos: 3,
  }),
  approved({
    nameAr: 'لوح JA سولار 545 وات',
    nameEn: 'JA Solar 545 W panel',
    descriptionAr:
      'ألواح JA Solar بقدرة 545 وات، جديدة بالكرتون، أحادية البلورة. ضمان 12 سنة من الشركة. متوفر بالجملة والتجزئة، وأسعار خاصة للمهندسين والفنيين. التوصيل داخل عدن.',
    descriptionEn:
      'JA Solar 545 W monocrystalline panels, new in the box, 12-year manufacturer warranty. Wholesale and retail, with special prices for engineers and installers. Delivery inside Aden.',
    type: 'Panel', condition: 'New', brand: 'JA Solar', model: 'JAM72S30-545/MR',
    price: 150000, currency: 'YER_SOUTH', governorate: 'aden', city: 'al-mansoura',
    locationText: null, ...USER2,
    specifications: { power: '545W', voltage: '49.9V', warranty: '12 years' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 9, views: 176, photos: 1,
  }),
  approved({
    nameAr: 'ألواح ينجلي 300 وات بولي مستعملة',
    nameEn: 'Used Yingli 300 W polycrystalline panels',
    descriptionAr:
      'ألواح ينجلي سولار 300 وات بولي كريستال، مستعملة بحالة جيدة. مناسبة لتشغيل مضخة صغيرة أو إنارة. العدد 6 ألواح والبيع جملة فقط.',
    descriptionEn:
      'Yingli Solar 300 W polycrystalline panels, used and in good condition. Good for a small pump or lighting. Six panels, sold together only.',
    type: 'Panel', condition: 'Used', brand: 'Yingli Solar', model: 'YL300P-35b',
    price: 65000, currency: 'YER_SOUTH', governorate: 'lahij', city: 'al-houta',
    locationText: null, ...USER2_ALT,
    specifications: { power: '300W', voltage: '36.5V' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 27, views: 94, photos: 1,
  }),
  approved({
    nameAr: 'ألواح جينكو 415 وات سوداء بالكامل - مستعملة',
    nameEn: 'Used JinkoSolar 415 W all-black panels',
    descriptionAr:
      'ألواح جينكو 415 وات سوداء بالكامل (All Black)، شكلها جميل على الأسطح. استخدام سنة ونصف، بحالة ممتازة. السبب: نقل المنظومة إلى ألواح أكبر. التسليم في تعز - المدينة.',
    descriptionEn:
      'JinkoSolar 415 W all-black panels that look great on a roof. Used for a year and a half, excellent condition; selling because the system moved to bigger panels. Pick-up in Taiz city.',
    type: 'Panel', condition: 'Used', brand: 'JinkoSolar', model: 'JKM415M-54HL4-B',
    price: 45, currency: 'USD', governorate: 'taiz', city: 'taiz-city',
    locationText: 'شارع جمال، قرب مستشفى الثورة', ...USER3_ALT,
    specifications: { power: '415W', voltage: '37.8V' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 18, views: 143, photos: 2,
  }),
  approved({
    nameAr: 'لوح شمسي صغير 100 وات للإنارة',
    nameEn: 'Small 100 W solar panel for lighting',
    descriptionAr:
      'لوح شمسي 100 وات أحادي البلورة، مناسب لإنارة غرفة أو شحن بطارية 12 فولت للمراوح والتلفزيون. جديد، ضمان سنة. متوفر في الحديدة والتوصيل للمديريات القريبة.',
    descriptionEn:
      '100 W monocrystalline panel for lighting a room or charging a 12 V battery for fans and a TV. New, one-year warranty. Available in Hodeidah with delivery to nearby districts.',
    type: 'Panel', condition: 'New', brand: null, model: null,
    price: 9500, currency: 'YER', governorate: 'al-hudaydah', city: 'hudaydah-city',
    locationText: 'شارع صنعاء، سوق الهنود', ...USER3,
    specifications: { power: '100W', voltage: '18V', warranty: 'سنة واحدة' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 2, views: 61, photos: 1,
  }),
  approved({
    nameAr: 'لوح لونجي 450 وات زجاجه مكسور',
    nameEn: 'LONGi 450 W panel with cracked glass',
    descriptionAr:
      'لوح لونجي 450 وات الزجاج فيه كسر من طرف بسبب سقوط حجر، لكنه ما زال ينتج حوالي 70٪ من قدرته. يصلح للتجارب أو لمن يريد تغيير الزجاج. البيع كما هو.',
    descriptionEn:
      'LONGi 450 W panel with glass cracked at one corner by a falling stone; it still produces about 70% of its rating. Fine for experiments or for someone who can replace the glass. Sold as is.',
    type: 'Panel', condition: 'Needs Repair', brand: 'LONGi Solar', model: 'LR4-72HPH-450M',
    price: 12000, currency: 'YER', governorate: 'dhamar', city: 'dhamar-city',
    locationText: null, ...SELLER,
    specifications: { power: '450W', voltage: '49.3V' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 33, views: 58, photos: 1,
  }),
  approved({
    nameAr: 'لوح كنديان سولار HiKu7 بقدرة 665 وات',
    nameEn: 'Canadian Solar HiKu7 665 W panel',
    descriptionAr:
      'ألواح كنديان سولار HiKu7 قدرة 665 وات، جديدة، مناسبة لمنظومات الضخ الزراعي الكبيرة. ضمان 12 سنة. الكمية متوفرة في مخزننا بمأرب، والشحن إلى الجوف وشبوة متاح.',
    descriptionEn:
      'Canadian Solar HiKu7 665 W panels, new, suited to large farm pumping systems. 12-year warranty. Stock in our Marib warehouse; shipping to Al Jawf and Shabwah available.',
    type: 'Panel', condition: 'New', brand: 'Canadian Solar', model: 'CS7N-665MS',
    price: 112, currency: 'USD', governorate: 'marib', city: 'marib-city',
    locationText: 'الشارع العام، المجمع الحكومي', ...USER4,
    specifications: { power: '665W', voltage: '45.2V', warranty: '12 years' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 41, views: 302, photos: 2,
  }),
  // ---------------------------------------------------------------- Batteries
  approved({
    nameAr: 'بطارية بايلونتك US3000C ليثيوم 48 فولت',
    nameEn: 'Pylontech US3000C 48 V lithium battery',
    descriptionAr:
      'بطارية بايلونتك US3000C ليثيوم فوسفات الحديد، 48 فولت بسعة 3.5 كيلو وات ساعة. عمر افتراضي أكثر من 6000 دورة، وتعمل مع معظم الإنفرترات (جروات، ديي، فيكترون، ماست). ضمان 10 سنوات من الوكيل. التوصيل والتركيب داخل صنعاء.',
    descriptionEn:
      'Pylontech US3000C lithium iron phosphate battery, 48 V, 3.5 kWh. Over 6,000 cycles and compatible with most inverters (Growatt, Deye, Victron, Must). 10-year agent warranty. Delivery and installation inside Sanaa.',
    type: 'Battery', condition: 'New', brand: 'Pylontech', model: 'US3000C',
    price: 820, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen',
    locationText: 'شارع الستين الجنوبي، جوار جولة المصباحي', ...SELLER,
    specifications: { voltage: '48V', capacity: '74Ah', warranty: '10 سنوات' },
    isNegotiable: false, featured: true, owner: 'seller', postedDaysAgo: 1, views: 633, photos: 3,
  }),
  approved({
    nameAr: 'بطارية بايلونتك US5000 سعة 4.8 كيلو',
    nameEn: 'Pylontech US5000 4.8 kWh battery',
    descriptionAr:
      'بطارية بايلونتك US5000 ليثيوم 48 فولت بسعة 4.8 كيلو وات ساعة (100 أمبير). جديدة بالكرتون، ضمان 10 سنوات. يمكن ربط حتى 16 بطارية على التوازي. متوفرة في سيئون.',
    descriptionEn:
      'Pylontech US5000 48 V lithium battery, 4.8 kWh (100 Ah). New in the box, 10-year warranty. Up to 16 units can be paralleled. Available in Seiyun.',
    type: 'Battery', condition: 'New', brand: 'Pylontech', model: 'US5000',
    price: 3950, currency: 'SAR', governorate: 'hadramaut', city: 'seiyun',
    locationText: null, ...USER4,
    specifications: { voltage: '48V', capacity: '100Ah', warranty: '10 years' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 15, views: 287, photos: 2,
  }),
  approved({
    nameAr: 'بطارية BYD Battery-Box Premium LVS 8 كيلو',
    nameEn: 'BYD Battery-Box Premium LVS 8.0',
    descriptionAr:
      'نظام بطاريات BYD Battery-Box Premium LVS بسعة 8 كيلو وات ساعة (وحدتان 4 كيلو). تصميم أنيق للتركيب الداخلي، ومتوافقة مع فيكترون وSMA. جديدة مع ضمان 10 سنوات. التركيب مجاني داخل عدن.',
    descriptionEn:
      'BYD Battery-Box Premium LVS 8 kWh (two 4 kWh modules). Neat indoor design, compatible with Victron and SMA. New with a 10-year warranty. Free installation inside Aden.',
    type: 'Battery', condition: 'New', brand: 'BYD', model: 'Battery-Box Premium LVS 8.0',
    price: 3150, currency: 'USD', governorate: 'aden', city: 'khor-maksar',
    locationText: 'خور مكسر، شارع المطار', ...USER2,
    specifications: { voltage: '51.2V', capacity: '8kWh', warranty: '10 years' },
    isNegotiable: false, featured: true, owner: 'user2', postedDaysAgo: 5, views: 401, photos: 3,
  }),
  approved({
    nameAr: 'بطارية نارادا جل 200 أمبير 12 فولت',
    nameEn: 'Narada 200 Ah 12 V gel battery',
    descriptionAr:
      'بطارية نارادا جل 200 أمبير 12 فولت، دورة عميقة مخصصة للطاقة الشمسية. جديدة، ضمان سنتين. متحملة للحرارة ولا تحتاج صيانة أو تعبئة ماء.',
    descriptionEn:
      'Narada 200 Ah 12 V deep-cycle gel battery made for solar. New, two-year warranty. Heat tolerant and maintenance-free (no topping up).',
    type: 'Battery', condition: 'New', brand: 'Narada', model: 'MPG12V200',
    price: 118000, currency: 'YER', governorate: 'ibb', city: 'ibb-city',
    locationText: 'شارع العدين، جوار بنك الكريمي', ...USER3,
    specifications: { voltage: '12V', capacity: '200Ah', warranty: 'سنتان' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 8, views: 352, photos: 2,
  }),
  approved({
    nameAr: 'بطارية ريتار 150 أمبير AGM مستعملة',
    nameEn: 'Used Ritar 150 Ah AGM battery',
    descriptionAr:
      'بطارية ريتار 150 أمبير AGM، استخدام سنة واحدة، الفحص ممتاز وتمسك الشحن. سبب البيع: التحويل إلى ليثيوم. يوجد عدد 2 بطارية.',
    descriptionEn:
      'Ritar 150 Ah AGM battery used for one year; tests well and holds its charge. Selling after switching to lithium. Two available.',
    type: 'Battery', condition: 'Used', brand: 'Ritar', model: 'DG12-150',
    price: 45000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'maeen',
    locationText: 'شارع هائل', ...SELLER_SHOP,
    specifications: { voltage: '12V', capacity: '150Ah' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 22, views: 119, photos: 1,
  }),
  approved({
    nameAr: 'بطارية أنبوبية 220 أمبير',
    nameEn: '220 Ah tubular battery',
    descriptionAr:
      'بطارية أنبوبية (تيوبلر) 220 أمبير 12 فولت من لومينوس، عمر طويل وتحمّل للتفريغ العميق. جديدة مع ضمان 3 سنوات. مناسبة للمنازل في المناطق كثيرة الانقطاع.',
    descriptionEn:
      'Luminous 220 Ah 12 V tubular battery: long life and tolerant of deep discharge. New with a three-year warranty. Good for homes in areas with long outages.',
    type: 'Battery', condition: 'New', brand: 'Luminous', model: 'RC 25000',
    price: 310000, currency: 'YER_SOUTH', governorate: 'taiz', city: 'al-qahirah',
    locationText: null, ...USER3,
    specifications: { voltage: '12V', capacity: '220Ah', warranty: '3 سنوات' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 11, views: 208, photos: 2,
  }),
  approved({
    nameAr: 'بطارية ليثيوم 12.8 فولت 100 أمبير فيليسيتي',
    nameEn: 'Felicity 12.8 V 100 Ah LiFePO4 battery',
    descriptionAr:
      'بطارية ليثيوم فوسفات 12.8 فولت 100 أمبير من فيليسيتي، وزن خفيف مقارنة بالجل، ومعها نظام حماية BMS. ضمان 5 سنوات. مناسبة للمنظومات الصغيرة والقوارب.',
    descriptionEn:
      'Felicity 12.8 V 100 Ah LiFePO4 battery, much lighter than gel, with built-in BMS protection. Five-year warranty. Suits small systems and boats.',
    type: 'Battery', condition: 'New', brand: 'Felicity', model: 'LPBF12100',
    price: 165000, currency: 'YER', governorate: 'al-hudaydah', city: 'bajil',
    locationText: 'باجل، السوق المركزي', ...USER3_ALT,
    specifications: { voltage: '12.8V', capacity: '100Ah', warranty: '5 سنوات' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 4, views: 97, photos: 1,
  }),
  approved({
    nameAr: 'أربع بطاريات جل 200 أمبير مستعملة',
    nameEn: 'Four used 200 Ah gel batteries',
    descriptionAr:
      'طقم 4 بطاريات نارادا جل 200 أمبير، استخدام سنتين على منظومة 48 فولت. الحالة جيدة والقراءات متقاربة. البيع للطقم كامل فقط.',
    descriptionEn:
      'Set of four Narada 200 Ah gel batteries, two years on a 48 V system. Good condition with matched readings. Sold as a complete set only.',
    type: 'Battery', condition: 'Used', brand: 'Narada', model: 'MPG12V200',
    price: 1100, currency: 'SAR', governorate: 'marib', city: 'marib-city',
    locationText: null, ...USER4_ALT,
    specifications: { voltage: '12V', capacity: '200Ah' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 29, views: 166, photos: 3,
  }),
  approved({
    nameAr: 'بطارية LG Chem RESU 6.5 مستعملة',
    nameEn: 'Used LG Chem RESU 6.5 battery',
    descriptionAr:
      'بطارية LG Chem RESU 6.5 ليثيوم 48 فولت، مستعملة 3 سنوات في منزل، صحة البطارية 88٪ حسب التطبيق. تأتي مع كابلات التوصيل. للجادين فقط.',
    descriptionEn:
      'LG Chem RESU 6.5 48 V lithium battery, three years in a home, 88% state of health per the app. Comes with its connection cables. Serious buyers only.',
    type: 'Battery', condition: 'Used', brand: 'LG Chem', model: 'RESU 6.5',
    price: 1400, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-wahdah',
    locationText: 'حدة، قرب مدينة الألعاب', ...SELLER,
    specifications: { voltage: '48V', capacity: '126Ah' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 37, views: 244, photos: 0,
  }),
  approved({
    nameAr: 'بطارية ليثيوم 48 فولت 100 أمبير - عطل في BMS',
    nameEn: '48 V 100 Ah lithium battery - faulty BMS',
    descriptionAr:
      'بطارية ليثيوم 48 فولت 100 أمبير، الخلايا سليمة لكن لوحة الحماية BMS لا تفصل الشحن وتحتاج تغيير. مناسبة لفني صيانة. البيع بحالتها.',
    descriptionEn:
      '48 V 100 Ah lithium battery; the cells are fine but the BMS board no longer cuts off charging and needs replacing. Suits a repair technician. Sold as is.',
    type: 'Battery', condition: 'Needs Repair', brand: null, model: null,
    price: 650000, currency: 'YER_SOUTH', governorate: 'aden', city: 'al-mansoura',
    locationText: null, ...USER2_ALT,
    specifications: { voltage: '48V', capacity: '100Ah' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 46, views: 72, photos: 1,
  }),
  // ---------------------------------------------------------------- Charging devices (inverters, controllers)
  approved({
    nameAr: 'إنفرتر جروات SPF 5000 ES أوف جريد',
    nameEn: 'Growatt SPF 5000 ES off-grid inverter',
    descriptionAr:
      'إنفرتر جروات SPF 5000 ES قدرة 5 كيلو وات، منفصل عن الشبكة، بمنظم شحن MPPT مدمج 100 أمبير ويعمل بدون بطارية. شاشة LCD وواي فاي للمتابعة من الجوال. جديد، ضمان سنتين من الوكيل. التركيب متاح في صنعاء.',
    descriptionEn:
      'Growatt SPF 5000 ES 5 kW off-grid inverter with a built-in 100 A MPPT charger; runs without a battery too. LCD and Wi-Fi monitoring from your phone. New, two-year agent warranty. Installation available in Sanaa.',
    type: 'Charging Devices', condition: 'New', brand: 'Growatt', model: 'SPF 5000 ES',
    price: 590, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-tahrir',
    locationText: 'شارع جمال عبدالناصر، مقابل البنك الأهلي', ...SELLER,
    specifications: { power: '5000W', voltage: '48V', warranty: 'سنتان' },
    isNegotiable: true, featured: true, owner: 'seller', postedDaysAgo: 2, views: 742, photos: 3,
  }),
  approved({
    nameAr: 'إنفرتر هواوي SUN2000 بقدرة 6 كيلو',
    nameEn: 'Huawei SUN2000-6KTL-L1 hybrid inverter',
    descriptionAr:
      'إنفرتر هواوي SUN2000-6KTL-L1 هجين، كفاءة 98.4٪، يدعم بطاريات LUNA2000 ومتابعة عبر تطبيق FusionSolar. جديد بضمان 10 سنوات. متوفر في المكلا مع إمكانية الشحن للوادي.',
    descriptionEn:
      'Huawei SUN2000-6KTL-L1 hybrid inverter, 98.4% efficiency, works with LUNA2000 batteries and the FusionSolar app. New with a 10-year warranty. In stock in Mukalla, shipping to the Wadi possible.',
    type: 'Charging Devices', condition: 'New', brand: 'Huawei', model: 'SUN2000-6KTL-L1',
    price: 3300, currency: 'SAR', governorate: 'hadramaut', city: 'al-mukalla',
    locationText: 'المكلا، حي الشرج', ...USER4,
    specifications: { power: '6000W', voltage: '600V', warranty: '10 سنوات' },
    isNegotiable: false, featured: false, owner: 'user4', postedDaysAgo: 14, views: 318, photos: 2,
  }),
  approved({
    nameAr: 'فيكترون MultiPlus-II 48/5000',
    nameEn: 'Victron MultiPlus-II 48/5000 inverter/charger',
    descriptionAr:
      'إنفرتر وشاحن فيكترون MultiPlus-II 48/5000/70، موجة جيبية نقية، تحويل فوري بدون انقطاع، مناسب للمستشفيات والمراكز التي لا تحتمل الانقطاع. صناعة هولندية، ضمان 5 سنوات.',
    descriptionEn:
      'Victron MultiPlus-II 48/5000/70 inverter/charger: pure sine wave, seamless transfer, ideal for clinics and sites that cannot afford an outage. Dutch brand, five-year warranty.',
    type: 'Charging Devices', condition: 'New', brand: 'Victron Energy', model: 'MultiPlus-II 48/5000/70-50',
    price: 1450, currency: 'USD', governorate: 'aden', city: 'crater',
    locationText: 'كريتر، شارع الملكة أروى', ...USER2,
    specifications: { power: '5000VA', voltage: '48V', warranty: '5 years' },
    isNegotiable: false, featured: true, owner: 'user2', postedDaysAgo: 7, views: 455, photos: 2,
  }),
  approved({
    nameAr: 'منظم شحن فيكترون SmartSolar MPPT 150/60',
    nameEn: 'Victron SmartSolar MPPT 150/60 charge controller',
    descriptionAr:
      'منظم شحن فيكترون SmartSolar MPPT 150/60 مع بلوتوث مدمج للمتابعة من الجوال. يتحمل 150 فولت من الألواح و60 أمبير شحن. جديد، ضمان 5 سنوات.',
    descriptionEn:
      'Victron SmartSolar MPPT 150/60 charge controller with built-in Bluetooth monitoring. Handles 150 V from the panels and 60 A of charge current. New, five-year warranty.',
    type: 'Charging Devices', condition: 'New', brand: 'Victron Energy', model: 'SmartSolar MPPT 150/60-Tr',
    price: 720000, currency: 'YER_SOUTH', governorate: 'aden', city: 'al-mualla',
    locationText: null, ...USER2,
    specifications: { power: '3440W', voltage: '150V', warranty: '5 years' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 20, views: 133, photos: 1,
  }),
  approved({
    nameAr: 'منظم شحن MPPT بقدرة 60 أمبير',
    nameEn: '60 A MPPT charge controller',
    descriptionAr:
      'منظم شحن MPPT 60 أمبير يعمل على 12/24/48 فولت تلقائياً، مع شاشة تعرض جهد الألواح والبطارية. مناسب لبطاريات الجل والليثيوم. ضمان سنة.',
    descriptionEn:
      '60 A MPPT charge controller with automatic 12/24/48 V detection and a display for panel and battery voltage. Works with gel and lithium batteries. One-year warranty.',
    type: 'Charging Devices', condition: 'New', brand: null, model: 'MPPT-60A',
    price: 42000, currency: 'YER', governorate: 'ibb', city: 'yarim',
    locationText: 'يريم، الشارع العام', ...USER3,
    specifications: { voltage: '12/24/48V', capacity: '60A', warranty: 'سنة' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 25, views: 187, photos: 2,
  }),
  approved({
    nameAr: 'إنفرتر ماست هايبرد 3 كيلو PV18',
    nameEn: 'Must PV18-3024 VPM 3 kW hybrid inverter',
    descriptionAr:
      'إنفرتر ماست PV18-3024 VPM هجين 3 كيلو وات على 24 فولت، بمنظم MPPT مدمج 80 أمبير. خيار اقتصادي وممتاز للشقق والمحلات. جديد، ضمان سنة. التوصيل داخل صنعاء.',
    descriptionEn:
      'Must PV18-3024 VPM 3 kW hybrid inverter on 24 V with a built-in 80 A MPPT. An economical choice for flats and shops. New, one-year warranty. Delivery inside Sanaa.',
    type: 'Charging Devices', condition: 'New', brand: 'Must', model: 'PV18-3024 VPM',
    price: 160000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'shuub',
    locationText: 'شارع الزبيري، جوار جولة كنتاكي', ...SELLER_SHOP,
    specifications: { power: '3000W', voltage: '24V', warranty: 'سنة' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 0, views: 12, photos: 2,
  }),
  approved({
    nameAr: 'إنفرتر فولترونك أكسبرت 5 كيلو مستعمل',
    nameEn: 'Used Voltronic Axpert VM III 5 kVA inverter',
    descriptionAr:
      'إنفرتر فولترونك Axpert VM III قدرة 5 كيلو فولت أمبير، مستعمل سنة ونصف، يعمل بكفاءة وبدون أي أعطال. يأتي مع الكرتون الأصلي. المعاينة في الحديدة.',
    descriptionEn:
      'Voltronic Axpert VM III 5 kVA inverter, 18 months of use, working perfectly with no faults. Comes with the original box. Viewing in Hodeidah.',
    type: 'Charging Devices', condition: 'Used', brand: 'Voltronic', model: 'Axpert VM III 5K',
    price: 190000, currency: 'YER', governorate: 'al-hudaydah', city: 'hudaydah-city',
    locationText: 'شارع الميناء', ...USER3_ALT,
    specifications: { power: '5000VA', voltage: '48V' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 31, views: 154, photos: 1,
  }),
  approved({
    nameAr: 'إنفرتر ديي هايبرد 8 كيلو',
    nameEn: 'Deye SUN-8K-SG01LP1 hybrid inverter',
    descriptionAr:
      'إنفرتر ديي SUN-8K هجين 8 كيلو وات، مدخلان MPPT، يدعم الليثيوم والرصاص، مع واي فاي. مناسب للمنازل الكبيرة والمزارع. جديد، ضمان 5 سنوات.',
    descriptionEn:
      'Deye SUN-8K hybrid inverter, 8 kW, two MPPT inputs, supports lithium and lead-acid, Wi-Fi included. For large homes and farms. New, five-year warranty.',
    type: 'Charging Devices', condition: 'New', brand: 'Deye', model: 'SUN-8K-SG01LP1-EU',
    price: 1350, currency: 'USD', governorate: 'marib', city: 'marib-city',
    locationText: null, ...USER4,
    specifications: { power: '8000W', voltage: '48V', warranty: '5 years' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 10, views: 229, photos: 2,
  }),
  approved({
    nameAr: 'إنفرتر فيليسيتي 3.5 كيلو يحتاج صيانة',
    nameEn: 'Felicity 3.5 kVA inverter, needs repair',
    descriptionAr:
      'إنفرتر فيليسيتي 3.5 كيلو، يشتغل على الكهرباء العمومية لكن لا يشحن من الألواح (غالباً عطل في بورد المنظم). مناسب لفني صيانة أو قطع غيار.',
    descriptionEn:
      'Felicity 3.5 kVA inverter: runs on mains power but no longer charges from the panels (most likely a controller board fault). For a repair technician or for parts.',
    type: 'Charging Devices', condition: 'Needs Repair', brand: 'Felicity', model: 'IVEM3524',
    price: 55000, currency: 'YER', governorate: 'dhamar', city: 'dhamar-city',
    locationText: null, ...SELLER,
    specifications: { power: '3500VA', voltage: '24V' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 48, views: 41, photos: 1,
  }),
  approved({
    nameAr: 'إنفرتر جروات أون جريد 3 كيلو مستعمل',
    nameEn: 'Used Growatt MIN 3000TL-X on-grid inverter',
    descriptionAr:
      'إنفرتر جروات MIN 3000TL-X مربوط بالشبكة (On-Grid)، مستعمل سنة، يعمل بشكل ممتاز. مناسب للمباني المربوطة بالكهرباء التجارية. معه الشاشة والواي فاي.',
    descriptionEn:
      'Growatt MIN 3000TL-X grid-tied inverter, one year of use, works perfectly. For buildings on the commercial grid. Comes with its display and Wi-Fi stick.',
    type: 'Charging Devices', condition: 'Used', brand: 'Growatt', model: 'MIN 3000TL-X',
    price: 420000, currency: 'YER_SOUTH', governorate: 'aden', city: 'sheikh-othman',
    locationText: 'الشيخ عثمان، قرب سوق القات', ...USER2_ALT,
    specifications: { power: '3000W', voltage: '500V' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 35, views: 88, photos: 0,
  }),
  // ---------------------------------------------------------------- Panel bases
  approved({
    nameAr: 'قاعدة ألواح أرضية حديد مجلفن لأربعة ألواح',
    nameEn: 'Galvanised steel ground mount for 4 panels',
    descriptionAr:
      'قاعدة أرضية من الحديد المجلفن بالغمس الساخن، تتسع لأربعة ألواح مقاس كبير (حتى 2.3 متر). زاوية ميل قابلة للتعديل، ومقاومة للصدأ والرياح. التصنيع محلي في ورشتنا والتركيب متاح داخل صنعاء.',
    descriptionEn:
      'Hot-dip galvanised steel ground mount for four large panels (up to 2.3 m). Adjustable tilt, resistant to rust and wind. Made in our own Sanaa workshop; installation available in the city.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 68000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'bani-al-harith',
    locationText: 'شارع المطار، بعد جولة عمران', ...SELLER,
    specifications: { capacity: '4 ألواح', warranty: '5 سنوات' },
    isNegotiable: true, featured: true, owner: 'seller', postedDaysAgo: 4, views: 196, photos: 3,
  }),
  approved({
    nameAr: 'هيكل تثبيت ألواح على السطح لثمانية ألواح',
    nameEn: 'Roof mounting structure for 8 panels',
    descriptionAr:
      'هيكل تثبيت على الأسطح الخرسانية لثمانية ألواح، مع قواعد تثبيت بالبراغي الكيميائية. حديد مجلفن وزاوية 15 إلى 30 درجة. التوصيل مجاناً إلى همدان وبني مطر.',
    descriptionEn:
      'Concrete-roof mounting structure for eight panels with chemical-anchor bolts. Galvanised steel, 15 to 30 degree tilt. Free delivery to Hamdan and Bani Matar.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 125000, currency: 'YER', governorate: 'sanaa', city: 'hamdan',
    locationText: null, ...SELLER_SHOP,
    specifications: { capacity: '8 ألواح' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 19, views: 77, photos: 2,
  }),
  approved({
    nameAr: 'سكك ألمنيوم 4.2 متر مع المشابك',
    nameEn: 'Aluminium mounting rails 4.2 m with clamps',
    descriptionAr:
      'حزمة 10 سكك ألمنيوم طول 4.2 متر مع المشابك الوسطية والطرفية والبراغي الكاملة. خفيفة ولا تصدأ، مناسبة لتركيب الألواح على الأسطح والهناجر. متوفرة في عدن.',
    descriptionEn:
      'Bundle of ten 4.2 m aluminium rails with mid and end clamps and all bolts. Light and rust-free, for roof and hangar installations. Available in Aden.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 326000, currency: 'YER_SOUTH', governorate: 'aden', city: 'al-buraiqeh',
    locationText: null, ...USER2,
    specifications: { capacity: '10 x 4.2m' },
    isNegotiable: false, featured: false, owner: 'user2', postedDaysAgo: 13, views: 64, photos: 1,
  }),
  approved({
    nameAr: 'مظلة ألواح مرتفعة 2.5 متر لـ 12 لوح',
    nameEn: 'Elevated 2.5 m panel canopy for 12 panels',
    descriptionAr:
      'هيكل مرتفع بارتفاع 2.5 متر يتسع لـ 12 لوحاً، يسمح باستخدام المساحة تحته كمظلة للسيارات أو جلسة على السطح. حديد مجلفن سماكة 2.5 ملم، تصميم وتصنيع وتركيب في تعز.',
    descriptionEn:
      'Elevated 2.5 m structure for 12 panels; the space below works as a car shade or a roof seating area. 2.5 mm galvanised steel, designed, built and installed in Taiz.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 650, currency: 'USD', governorate: 'taiz', city: 'al-mudhaffar',
    locationText: 'شارع 26 سبتمبر', ...USER3,
    specifications: { capacity: '12 لوح', warranty: '10 سنوات' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 16, views: 171, photos: 3,
  }),
  approved({
    nameAr: 'قاعدة حديد مجلفن لستة ألواح مستعملة',
    nameEn: 'Used galvanised frame for 6 panels',
    descriptionAr:
      'قاعدة حديد مجلفن لستة ألواح، مستعملة لكنها بحالة ممتازة وبدون صدأ. مفككة وجاهزة للنقل، مع البراغي.',
    descriptionEn:
      'Galvanised frame for six panels, used but in excellent shape with no rust. Dismantled and ready to carry, bolts included.',
    type: 'Panel bases', condition: 'Used', brand: null, model: null,
    price: 40000, currency: 'YER', governorate: 'ibb', city: 'jiblah',
    locationText: null, ...USER3_ALT,
    specifications: { capacity: '6 ألواح' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 39, views: 52, photos: 1,
  }),
  approved({
    nameAr: 'حامل عمود للوح واحد',
    nameEn: 'Single-panel pole mount',
    descriptionAr:
      'حامل تثبيت لوح واحد على عمود (مقاس حتى 2 متر)، مناسب لكشافات الشوارع وكاميرات المراقبة ومنظومات الإنارة الصغيرة. زاوية قابلة للتعديل.',
    descriptionEn:
      'Pole mount for a single panel (up to 2 m), good for street lights, CCTV and small lighting systems. Adjustable angle.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 14000, currency: 'YER', governorate: 'al-hudaydah', city: 'zabid',
    locationText: null, ...USER3,
    specifications: { capacity: 'لوح واحد' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 24, views: 33, photos: 1,
  }),
  approved({
    nameAr: 'هيكل أرضي لمنظومة ضخ 24 لوح',
    nameEn: 'Ground structure for a 24-panel pumping array',
    descriptionAr:
      'هيكل أرضي كامل لمنظومة ضخ زراعية بـ 24 لوحاً، أعمدة مثبتة بالخرسانة وعوارض مجلفنة. مقاوم للرياح القوية في الصحراء. نوصل ونركب في مأرب والجوف.',
    descriptionEn:
      'Complete ground structure for a 24-panel farm pumping array: concrete-set posts and galvanised rails, built for strong desert winds. We deliver and install in Marib and Al Jawf.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 2400, currency: 'SAR', governorate: 'marib', city: 'al-jubah',
    locationText: null, ...USER4,
    specifications: { capacity: '24 لوح', warranty: '10 سنوات' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 21, views: 140, photos: 2,
  }),
  approved({
    nameAr: 'طقم مشابك وأرجل L لتثبيت الألواح',
    nameEn: 'Panel clamps and L-feet kit',
    descriptionAr:
      'طقم تثبيت كامل: 20 مشبك وسطي، 8 مشابك طرفية، 12 رجل L مع البراغي. ألمنيوم وستانلس ستيل. يكفي لتركيب 10 ألواح على سطح صاج.',
    descriptionEn:
      'Complete fixing kit: 20 mid clamps, 8 end clamps and 12 L-feet with bolts, aluminium and stainless steel. Enough for ten panels on a metal-sheet roof.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 48000, currency: 'YER_SOUTH', governorate: 'hadramaut', city: 'seiyun',
    locationText: null, ...USER4_ALT,
    specifications: { capacity: '10 ألواح' },
    isNegotiable: false, featured: false, owner: 'user4', postedDaysAgo: 44, views: 29, photos: 1,
  }),
  approved({
    nameAr: 'قاعدة ألواح حديد تحتاج لحام',
    nameEn: 'Steel panel frame, needs welding',
    descriptionAr:
      'قاعدة ألواح حديد لثمانية ألواح، فيها صدأ في الأرجل الخلفية ووصلة مكسورة تحتاج لحام ودهان. مناسبة لمن لديه ورشة. السعر نهائي تقريباً.',
    descriptionEn:
      'Steel frame for eight panels with rust on the rear legs and one broken joint that needs welding and paint. Suits someone with a workshop. Price close to final.',
    type: 'Panel bases', condition: 'Needs Repair', brand: null, model: null,
    price: 25000, currency: 'YER', governorate: 'amran', city: 'amran-city',
    locationText: null, ...SELLER,
    specifications: { capacity: '8 ألواح' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 52, views: 18, photos: 1,
  }),
  approved({
    nameAr: 'حوامل ميل قابلة للتعديل للأسطح المستوية',
    nameEn: 'Adjustable tilt brackets for flat roofs',
    descriptionAr:
      'حوامل ميل ألمنيوم قابلة للتعديل من 10 إلى 60 درجة، تثبت على الأسطح المستوية. السعر لزوجين (لوح واحد). متوفرة بكميات للمشاريع.',
    descriptionEn:
      'Aluminium tilt brackets adjustable from 10 to 60 degrees for flat roofs. Price per two pairs (one panel). Project quantities available.',
    type: 'Panel bases', condition: 'New', brand: null, model: null,
    price: 180, currency: 'SAR', governorate: 'shabwah', city: 'ataq',
    locationText: null, ...USER4,
    specifications: { capacity: 'لوح واحد' },
    isNegotiable: false, featured: false, owner: 'user4', postedDaysAgo: 30, views: 26, photos: 2,
  }),
  // ---------------------------------------------------------------- Integrated systems
  approved({
    nameAr: 'منظومة منزلية متكاملة 1 كيلو وات',
    nameEn: 'Complete 1 kW home solar system',
    descriptionAr:
      'منظومة 1 كيلو وات جاهزة: لوحان 550 وات، إنفرتر 1.5 كيلو بمنظم MPPT، بطاريتان جل 200 أمبير، والكابلات والقواعد. تشغل الإنارة والتلفزيون والثلاجة الصغيرة والمراوح. التركيب مجاناً داخل صنعاء.',
    descriptionEn:
      'Ready 1 kW system: two 550 W panels, a 1.5 kW inverter with MPPT, two 200 Ah gel batteries, cables and mounts. Runs lights, TV, a small fridge and fans. Free installation inside Sanaa.',
    type: 'Integrated System', condition: 'New', brand: null, model: null,
    price: 420000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'azal',
    locationText: 'شارع الثلاثين، قرب سوق السنينة', ...SELLER,
    specifications: { power: '1kW', voltage: '24V', capacity: '400Ah', warranty: 'سنة على التركيب' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 6, views: 498, photos: 2,
  }),
  approved({
    nameAr: 'منظومة 3 كيلو وات كاملة مع التركيب',
    nameEn: 'Complete 3 kW system with installation',
    descriptionAr:
      'منظومة 3 كيلو: 6 ألواح جينكو 580 وات، إنفرتر ماست 3 كيلو هجين، 4 بطاريات جل 200 أمبير، قاعدة مجلفنة وكابلات 6 ملم وقواطع DC. تشغل ثلاجة وغسالة ومضخة ماء منزلية. الضمان حسب الوكيل لكل قطعة، وسنة على التركيب.',
    descriptionEn:
      '3 kW package: six Jinko 580 W panels, a Must 3 kW hybrid inverter, four 200 Ah gel batteries, galvanised frame, 6 mm² cable and DC breakers. Runs a fridge, washing machine and house water pump. Agent warranty on each part plus one year on the installation.',
    type: 'Integrated System', condition: 'New', brand: 'JinkoSolar', model: null,
    price: 1950, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen',
    locationText: 'شارع الستين الجنوبي، جوار جولة المصباحي', ...SELLER,
    specifications: { power: '3kW', voltage: '48V', capacity: '200Ah', warranty: 'سنة على التركيب' },
    isNegotiable: true, featured: true, owner: 'seller', postedDaysAgo: 1, views: 861, photos: 5,
  }),
  approved({
    nameAr: 'منظومة 5 كيلو جروات مع بطاريات بايلونتك',
    nameEn: '5 kW Growatt system with Pylontech batteries',
    descriptionAr:
      'منظومة 5 كيلو وات: 10 ألواح لونجي 550 وات، إنفرتر جروات SPF 5000 ES، بطاريتان بايلونتك US3000C، مع الهياكل والتمديدات الكاملة. مناسبة لمنزل كامل بالمكيف. التركيب خلال 3 أيام داخل عدن.',
    descriptionEn:
      '5 kW system: ten LONGi 550 W panels, a Growatt SPF 5000 ES inverter, two Pylontech US3000C batteries, with frames and full wiring. Powers a whole house including an AC unit. Installed within three days inside Aden.',
    type: 'Integrated System', condition: 'New', brand: 'Growatt', model: null,
    price: 3900, currency: 'USD', governorate: 'aden', city: 'khor-maksar',
    locationText: null, ...USER2,
    specifications: { power: '5kW', voltage: '48V', capacity: '7kWh', warranty: 'سنتان' },
    isNegotiable: true, featured: true, owner: 'user2', postedDaysAgo: 3, views: 577, photos: 4,
  }),
  approved({
    nameAr: 'منظومة تجارية 10 كيلو وات ديي',
    nameEn: '10 kW commercial system (Deye)',
    descriptionAr:
      'منظومة تجارية 10 كيلو: 18 لوح ترينا 670 وات، إنفرتر ديي 10 كيلو هجين، بطاريتان بايلونتك US5000. مناسبة للفنادق الصغيرة والمستوصفات والورش. دراسة مجانية للموقع قبل التنفيذ.',
    descriptionEn:
      '10 kW commercial system: 18 Trina 670 W panels, a Deye 10 kW hybrid inverter and two Pylontech US5000 batteries. For small hotels, clinics and workshops. Free site survey before installation.',
    type: 'Integrated System', condition: 'New', brand: 'Deye', model: null,
    price: 27000, currency: 'SAR', governorate: 'hadramaut', city: 'al-mukalla',
    locationText: null, ...USER4,
    specifications: { power: '10kW', voltage: '48V', capacity: '9.6kWh', warranty: '5 سنوات' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 17, views: 268, photos: 3,
  }),
  approved({
    nameAr: 'منظومة 3 كيلو مستعملة كاملة',
    nameEn: 'Used complete 3 kW system',
    descriptionAr:
      'منظومة 3 كيلو مستعملة سنتين: 8 ألواح 400 وات، إنفرتر فولترونك 3 كيلو، 4 بطاريات جل 150 أمبير، والقاعدة. كلها شغالة، والبيع بسبب السفر. المعاينة في مدينة إب.',
    descriptionEn:
      'Two-year-old 3 kW system: eight 400 W panels, a Voltronic 3 kW inverter, four 150 Ah gel batteries and the frame. All working; selling because I am travelling. Viewing in Ibb city.',
    type: 'Integrated System', condition: 'Used', brand: null, model: null,
    price: 650000, currency: 'YER', governorate: 'ibb', city: 'ibb-city',
    locationText: 'حي المشنة', ...USER3,
    specifications: { power: '3kW', voltage: '48V', capacity: '150Ah' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 28, views: 312, photos: 2,
  }),
  approved({
    nameAr: 'منظومة إنارة صغيرة 300 وات',
    nameEn: 'Small 300 W lighting system',
    descriptionAr:
      'منظومة إنارة اقتصادية: لوح 300 وات، منظم PWM 30 أمبير، بطارية 100 أمبير، 5 لمبات LED مع الأسلاك. حل ممتاز للأرياف والبيوت البعيدة عن الشبكة.',
    descriptionEn:
      'Budget lighting kit: a 300 W panel, 30 A PWM controller, 100 Ah battery and five LED bulbs with wiring. A good fit for villages and homes far from the grid.',
    type: 'Integrated System', condition: 'New', brand: null, model: null,
    price: 110000, currency: 'YER', governorate: 'hajjah', city: 'hajjah-city',
    locationText: null, ...SELLER_SHOP,
    specifications: { power: '300W', voltage: '12V', capacity: '100Ah', warranty: 'سنة' },
    isNegotiable: false, featured: false, owner: 'seller', postedDaysAgo: 34, views: 147, photos: 1,
  }),
  approved({
    nameAr: 'منظومة 5 كيلو للمحلات التجارية',
    nameEn: '5 kW system for shops',
    descriptionAr:
      'منظومة 5 كيلو مخصصة للمحلات: 9 ألواح 580 وات، إنفرتر 5 كيلو هجين، 4 بطاريات أنبوبية 220 أمبير. تشغل ثلاجات العرض والإنارة طوال اليوم. التقسيط متاح عبر بنك الكريمي.',
    descriptionEn:
      '5 kW system for shops: nine 580 W panels, a 5 kW hybrid inverter and four 220 Ah tubular batteries. Keeps display fridges and lights running all day. Instalments available through Al-Kuraimi bank.',
    type: 'Integrated System', condition: 'New', brand: null, model: null,
    price: 6200000, currency: 'YER_SOUTH', governorate: 'taiz', city: 'taiz-city',
    locationText: 'شارع جمال، عمارة الأهدل', ...USER3_ALT,
    specifications: { power: '5kW', voltage: '48V', capacity: '220Ah', warranty: 'سنة على التركيب' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 9, views: 223, photos: 3,
  }),
  approved({
    nameAr: 'منظومة 2 كيلو للعيادات والمكاتب',
    nameEn: '2 kW system for clinics and offices',
    descriptionAr:
      'منظومة 2 كيلو وات: 4 ألواح JA 545 وات، إنفرتر فيكترون 2 كيلو، بطارية ليثيوم 48 فولت 100 أمبير. تشغيل هادئ ومستقر للأجهزة الحساسة. التوصيل والتركيب في لحج وعدن.',
    descriptionEn:
      '2 kW system: four JA 545 W panels, a 2 kW Victron inverter and a 48 V 100 Ah lithium battery. Quiet, stable power for sensitive equipment. Delivery and installation in Lahij and Aden.',
    type: 'Integrated System', condition: 'New', brand: 'Victron Energy', model: null,
    price: 2900000, currency: 'YER_SOUTH', governorate: 'lahij', city: 'tuban',
    locationText: null, ...USER2,
    specifications: { power: '2kW', voltage: '48V', capacity: '100Ah', warranty: 'سنتان' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 23, views: 109, photos: 2,
  }),
  approved({
    nameAr: 'منظومة 1.5 كيلو مستعملة بعد الترقية',
    nameEn: 'Used 1.5 kW system after an upgrade',
    descriptionAr:
      'منظومة 1.5 كيلو مستعملة: 4 ألواح 400 وات، إنفرتر ماست 1.5 كيلو، بطاريتان 200 أمبير. بعناها بعد ترقية البيت لمنظومة أكبر. الحالة جيدة جداً.',
    descriptionEn:
      'Used 1.5 kW system: four 400 W panels, a Must 1.5 kW inverter and two 200 Ah batteries. Sold after the house moved to a bigger system. Very good condition.',
    type: 'Integrated System', condition: 'Used', brand: null, model: null,
    price: 2200, currency: 'SAR', governorate: 'marib', city: 'marib-city',
    locationText: null, ...USER4_ALT,
    specifications: { power: '1.5kW', voltage: '24V', capacity: '200Ah' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 42, views: 91, photos: 0,
  }),
  approved({
    nameAr: 'منظومة هواوي هجينة 6 كيلو مع بطارية LUNA',
    nameEn: 'Huawei 6 kW hybrid system with LUNA battery',
    descriptionAr:
      'منظومة هواوي متكاملة: إنفرتر SUN2000-6KTL، بطارية LUNA2000 بسعة 10 كيلو، 12 لوح لونجي 550 وات، ومتابعة كاملة عبر تطبيق FusionSolar. تركيب احترافي بضمان الوكيل 10 سنوات.',
    descriptionEn:
      'Complete Huawei system: SUN2000-6KTL inverter, 10 kWh LUNA2000 battery, twelve LONGi 550 W panels and full monitoring in the FusionSolar app. Professional installation with the agent\'s 10-year warranty.',
    type: 'Integrated System', condition: 'New', brand: 'Huawei', model: null,
    price: 5400, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-safiyah',
    locationText: null, ...SELLER,
    specifications: { power: '6kW', voltage: '48V', capacity: '10kWh', warranty: '10 سنوات' },
    isNegotiable: false, featured: true, owner: 'seller', postedDaysAgo: 26, views: 389, photos: 3,
  }),
  // ---------------------------------------------------------------- Accessories
  approved({
    nameAr: 'موصلات MC4 أصلية - 10 أزواج',
    nameEn: 'MC4 connectors, 10 pairs',
    descriptionAr:
      'موصلات MC4 ذكر وأنثى، 10 أزواج، مقاومة للماء IP68 وتتحمل 1000 فولت. مناسبة لكابلات 4 و6 ملم. متوفرة بالجملة.',
    descriptionEn:
      'Male and female MC4 connectors, 10 pairs, IP68 waterproof, rated 1000 V. For 4 and 6 mm² cable. Wholesale quantities available.',
    type: 'Accessory', condition: 'New', brand: null, model: null,
    price: 4500, currency: 'YER', governorate: 'amanat-al-asimah', city: 'old-city',
    locationText: 'سوق الملح، باب اليمن', ...SELLER_SHOP,
    specifications: { voltage: '1000V' },
    isNegotiable: false, featured: false, owner: 'seller', postedDaysAgo: 5, views: 121, photos: 2,
  }),
  approved({
    nameAr: 'كابل ألواح شمسية 6 ملم - لفة 100 متر',
    nameEn: '6 mm² PV cable, 100 m roll',
    descriptionAr:
      'كابل سولار 6 ملم مربع نحاس مقصدر، عزل مزدوج مقاوم للأشعة فوق البنفسجية. لفة 100 متر (أحمر أو أسود). مناسب لتوصيل الألواح بالإنفرتر بأقل فقد.',
    descriptionEn:
      '6 mm² tinned-copper solar cable with UV-resistant double insulation. 100 m roll in red or black. Connects panels to the inverter with minimal loss.',
    type: 'Accessory', condition: 'New', brand: null, model: 'PV1-F 1x6',
    price: 58000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'al-tahrir',
    locationText: 'شارع جمال عبدالناصر، مقابل البنك الأهلي', ...SELLER,
    specifications: { capacity: '100m', voltage: '1500V' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 10, views: 205, photos: 3,
  }),
  approved({
    nameAr: 'كابل سولار 4 ملم أحمر وأسود',
    nameEn: '4 mm² solar cable, red and black',
    descriptionAr:
      'لفتان كابل سولار 4 ملم (أحمر + أسود)، كل لفة 100 متر. جودة أوروبية ومقاوم للحرارة العالية. البيع في عدن - الشيخ عثمان.',
    descriptionEn:
      'Two 100 m rolls of 4 mm² solar cable (red + black). European-grade, resistant to high heat. Sold in Sheikh Othman, Aden.',
    type: 'Accessory', condition: 'New', brand: null, model: null,
    price: 130000, currency: 'YER_SOUTH', governorate: 'aden', city: 'sheikh-othman',
    locationText: null, ...USER2,
    specifications: { capacity: '2 x 100m' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 38, views: 47, photos: 1,
  }),
  approved({
    nameAr: 'قاطع DC ثنائي 63 أمبير شنايدر',
    nameEn: 'Schneider 2-pole 63 A DC breaker',
    descriptionAr:
      'قاطع تيار مستمر DC ثنائي الأقطاب 63 أمبير، 550 فولت، من شنايدر إلكتريك. ضروري لحماية خط الألواح والبطاريات. أصلي مع الكرتون.',
    descriptionEn:
      'Schneider Electric two-pole 63 A DC breaker, 550 V. Essential protection for the panel and battery lines. Genuine, boxed.',
    type: 'Accessory', condition: 'New', brand: 'Schneider Electric', model: 'C60H-DC 2P 63A',
    price: 5500, currency: 'YER', governorate: 'ibb', city: 'al-qaidah',
    locationText: null, ...USER3,
    specifications: { voltage: '550V', capacity: '63A' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 15, views: 68, photos: 2,
  }),
  approved({
    nameAr: 'صندوق تجميع 4 مداخل مع حماية',
    nameEn: '4-in-1-out combiner box with SPD',
    descriptionAr:
      'صندوق تجميع (Combiner Box) بأربعة مداخل ومخرج واحد، مجهز بفيوزات وقاطع DC وحماية من الصواعق SPD. مقاوم للماء IP65. جاهز للتركيب.',
    descriptionEn:
      'Combiner box with four string inputs and one output, fitted with fuses, a DC breaker and a surge protector. IP65 waterproof. Ready to mount.',
    type: 'Accessory', condition: 'New', brand: 'ABB', model: null,
    price: 48, currency: 'USD', governorate: 'taiz', city: 'taiz-city',
    locationText: null, ...USER3,
    specifications: { voltage: '1000V', capacity: '4 strings' },
    isNegotiable: true, featured: false, owner: 'user3', postedDaysAgo: 7, views: 85, photos: 3,
  }),
  approved({
    nameAr: 'كابلات بطاريات 35 ملم مع رؤوس',
    nameEn: '35 mm² battery cables with lugs',
    descriptionAr:
      'زوج كابلات بطاريات 35 ملم طول متر واحد (أحمر وأسود) مع رؤوس نحاسية مكبوسة بالمكبس الهيدروليكي. لتوصيل البطاريات بالإنفرتر بأمان. نفصّل أي طول حسب الطلب.',
    descriptionEn:
      'Pair of 1 m 35 mm² battery cables (red and black) with hydraulically crimped copper lugs, for a safe battery-to-inverter link. Any length made to order.',
    type: 'Accessory', condition: 'New', brand: null, model: null,
    price: 9000, currency: 'YER', governorate: 'al-hudaydah', city: 'hudaydah-city',
    locationText: 'شارع صنعاء، سوق الهنود', ...USER3,
    specifications: { capacity: '35mm²' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 19, views: 39, photos: 1,
  }),
  approved({
    nameAr: 'شنت فيكترون SmartShunt 500 أمبير',
    nameEn: 'Victron SmartShunt 500 A battery monitor',
    descriptionAr:
      'جهاز مراقبة البطاريات فيكترون SmartShunt 500 أمبير، يعرض نسبة الشحن والاستهلاك على الجوال عبر البلوتوث. ضروري لمعرفة حالة بطاريات الليثيوم بدقة.',
    descriptionEn:
      'Victron SmartShunt 500 A battery monitor showing state of charge and consumption on your phone over Bluetooth. The way to know exactly how your lithium bank is doing.',
    type: 'Accessory', condition: 'New', brand: 'Victron Energy', model: 'SmartShunt 500A/50mV',
    price: 520, currency: 'SAR', governorate: 'hadramaut', city: 'al-shihr',
    locationText: null, ...USER4,
    specifications: { capacity: '500A', warranty: '5 سنوات' },
    isNegotiable: false, featured: false, owner: 'user4', postedDaysAgo: 12, views: 57, photos: 1,
  }),
  approved({
    nameAr: 'طقم أدوات تركيب MC4 مع مكبس',
    nameEn: 'MC4 crimping tool kit',
    descriptionAr:
      'شنطة أدوات للفنيين: مكبس MC4 للكابلات 2.5 إلى 6 ملم، مفاتيح فك وتركيب الموصلات، مقص كابلات وقشارة. أداة لا غنى عنها لكل فني طاقة شمسية.',
    descriptionEn:
      'Installer\'s kit: MC4 crimper for 2.5 to 6 mm² cable, connector spanners, cable cutter and stripper. A must-have for every solar technician.',
    type: 'Accessory', condition: 'New', brand: null, model: null,
    price: 40000, currency: 'YER_SOUTH', governorate: 'aden', city: 'dar-saad',
    locationText: null, ...USER2_ALT,
    specifications: {},
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 50, views: 36, photos: 2,
  }),
  approved({
    nameAr: 'مفتاح تحويل تلقائي ATS بقدرة 63 أمبير مستعمل',
    nameEn: 'Used 63 A automatic transfer switch',
    descriptionAr:
      'مفتاح تحويل تلقائي ATS بين الطاقة الشمسية والكهرباء التجارية (أو المولد)، 63 أمبير. مستعمل بحالة ممتازة.',
    descriptionEn:
      'Automatic transfer switch between solar and the commercial grid (or a generator), 63 A. Used, excellent condition.',
    type: 'Accessory', condition: 'Used', brand: 'Schneider Electric', model: null,
    price: 12000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'al-thawrah',
    locationText: null, ...SELLER,
    specifications: { capacity: '63A', voltage: '230V' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 43, views: 64, photos: 1,
  }),
  approved({
    nameAr: 'مانع صواعق DC بجهد 1000 فولت',
    nameEn: '1000 V DC surge protector',
    descriptionAr:
      'جهاز حماية من الصواعق والتيارات العابرة (SPD) لخط الألواح، 1000 فولت DC، من ABB. يحمي الإنفرتر في موسم الأمطار والعواصف الرعدية.',
    descriptionEn:
      'ABB surge protection device for the PV line, 1000 V DC. Protects the inverter through the rainy season and thunderstorms.',
    type: 'Accessory', condition: 'New', brand: 'ABB', model: 'OVR PV T2 40-1000 P',
    price: 8500, currency: 'YER', governorate: 'dhamar', city: 'dhamar-city',
    locationText: null, ...SELLER_SHOP,
    specifications: { voltage: '1000V', warranty: 'سنتان' },
    isNegotiable: false, featured: false, owner: 'seller', postedDaysAgo: 0, views: 7, photos: 1,
  }),
  // ---------------------------------------------------------------- Others (street lights, pumps, appliances)
  approved({
    nameAr: 'كشاف شارع شمسي 100 وات متكامل',
    nameEn: '100 W all-in-one solar street light',
    descriptionAr:
      'كشاف شارع يعمل بالطاقة الشمسية 100 وات متكامل (لوح + بطارية ليثيوم + حساس حركة). يعمل تلقائياً من المغرب حتى الفجر. مناسب للحارات والمساجد والمزارع. ضمان سنتين.',
    descriptionEn:
      '100 W all-in-one solar street light (panel + lithium battery + motion sensor). Switches itself on from dusk to dawn. For neighbourhood lanes, mosques and farms. Two-year warranty.',
    type: 'Others', condition: 'New', brand: null, model: null,
    price: 38000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'maeen',
    locationText: 'شارع هائل', ...SELLER,
    specifications: { power: '100W', capacity: '30Ah', warranty: 'سنتان' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 8, views: 276, photos: 2,
  }),
  approved({
    nameAr: 'عمود إنارة شمسي 200 وات مع العمود',
    nameEn: '200 W solar street light with pole',
    descriptionAr:
      'إنارة شوارع شمسية منفصلة 200 وات: كشاف LED، لوح 150 وات، بطارية ليثيوم، وعمود مجلفن 8 متر. مناسبة للطرق والمشاريع الحكومية والمنظمات. التركيب في مأرب.',
    descriptionEn:
      'Split 200 W solar street light: LED head, 150 W panel, lithium battery and an 8 m galvanised pole. For roads, public projects and NGOs. Installation in Marib.',
    type: 'Others', condition: 'New', brand: null, model: null,
    price: 180, currency: 'USD', governorate: 'marib', city: 'marib-city',
    locationText: null, ...USER4,
    specifications: { power: '200W', warranty: '3 سنوات' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 11, views: 158, photos: 2,
  }),
  approved({
    nameAr: 'طقم مضخة مياه شمسية 3 حصان',
    nameEn: '3 HP solar water pump kit',
    descriptionAr:
      'طقم مضخة غاطسة شمسية 3 حصان (2.2 كيلو وات) مع وحدة التحكم، تسحب من عمق حتى 120 متر. تعمل مباشرة من الألواح بدون بطاريات. مناسبة لري القات والخضروات والمزارع. ضمان سنتين والتركيب في تهامة.',
    descriptionEn:
      '3 HP (2.2 kW) submersible solar pump kit with controller, lifting from depths up to 120 m. Runs straight from the panels with no batteries. For irrigating vegetables and farms. Two-year warranty; installation across Tihama.',
    type: 'Others', condition: 'New', brand: 'Lorentz', model: 'PS2-1800 C-SJ8-15',
    price: 980, currency: 'USD', governorate: 'al-hudaydah', city: 'zabid',
    locationText: null, ...USER3,
    specifications: { power: '2200W', voltage: '380V', warranty: 'سنتان' },
    isNegotiable: true, featured: true, owner: 'user3', postedDaysAgo: 5, views: 519, photos: 3,
  }),
  approved({
    nameAr: 'إنفرتر مضخة شمسية 7.5 كيلو مستعمل',
    nameEn: 'Used 7.5 kW solar pump inverter',
    descriptionAr:
      'محوّل تردد (VFD) لتشغيل مضخة 10 حصان من الألواح مباشرة، 7.5 كيلو وات. مستعمل موسم واحد فقط، ويعمل بشكل ممتاز.',
    descriptionEn:
      '7.5 kW solar pump drive (VFD) for running a 10 HP pump directly from panels. Used for one season only and works perfectly.',
    type: 'Others', condition: 'Used', brand: null, model: null,
    price: 1450, currency: 'SAR', governorate: 'al-jawf', city: 'al-hazm',
    locationText: null, ...USER4_ALT,
    specifications: { power: '7500W', voltage: '380V' },
    isNegotiable: true, featured: false, owner: 'user4', postedDaysAgo: 36, views: 74, photos: 1,
  }),
  approved({
    nameAr: 'سخان مياه شمسي 200 لتر',
    nameEn: '200 L solar water heater',
    descriptionAr:
      'سخان مياه شمسي بأنابيب مفرغة سعة 200 لتر، خزان ستانلس ستيل معزول. يوفر ماء ساخن طوال اليوم بدون كهرباء. التوصيل والتركيب على السطح داخل عدن.',
    descriptionEn:
      '200 L evacuated-tube solar water heater with an insulated stainless-steel tank. Hot water all day without electricity. Delivery and rooftop installation inside Aden.',
    type: 'Others', condition: 'New', brand: null, model: null,
    price: 520000, currency: 'YER_SOUTH', governorate: 'aden', city: 'al-tawahi',
    locationText: null, ...USER2,
    specifications: { capacity: '200L', warranty: '5 سنوات' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 18, views: 102, photos: 2,
  }),
  approved({
    nameAr: 'فريزر DC يعمل على الطاقة الشمسية 200 لتر',
    nameEn: '200 L DC solar freezer',
    descriptionAr:
      'فريزر 200 لتر يعمل على 12/24 فولت DC مباشرة من البطارية، استهلاك منخفض جداً. مثالي للبقالات والبيوت التي تعتمد على الطاقة الشمسية. ضمان سنة على الكمبروسر.',
    descriptionEn:
      '200 L freezer running on 12/24 V DC straight from the battery, with very low consumption. Ideal for groceries and solar-powered homes. One-year compressor warranty.',
    type: 'Others', condition: 'New', brand: null, model: null,
    price: 210000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'al-wahdah',
    locationText: null, ...SELLER_SHOP,
    specifications: { voltage: '12/24V', capacity: '200L', warranty: 'سنة' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 14, views: 186, photos: 1,
  }),
  approved({
    nameAr: 'محطة طاقة متنقلة 1 كيلو وات ساعة مستعملة',
    nameEn: 'Used 1 kWh portable power station',
    descriptionAr:
      'محطة طاقة متنقلة EcoFlow سعة 1 كيلو وات ساعة، تشحن من الألواح أو الكهرباء، مخارج AC وUSB. استخدام خفيف لمدة 6 أشهر. مناسبة للرحلات والطوارئ.',
    descriptionEn:
      'EcoFlow 1 kWh portable power station, charges from panels or mains, AC and USB outputs. Lightly used for six months. Great for trips and emergencies.',
    type: 'Others', condition: 'Used', brand: 'EcoFlow', model: 'DELTA 2',
    price: 420, currency: 'USD', governorate: 'aden', city: 'khor-maksar',
    locationText: null, ...USER2,
    specifications: { power: '1800W', capacity: '1024Wh' },
    isNegotiable: true, featured: false, owner: 'user2', postedDaysAgo: 27, views: 133, photos: 2,
  }),
  approved({
    nameAr: 'مروحة شمسية DC مقاس 16 بوصة',
    nameEn: '16-inch DC solar fan',
    descriptionAr:
      'مروحة أرضية 16 بوصة تعمل على 12 فولت DC، استهلاك 25 وات فقط، مع ريموت. مناسبة لحر الحديدة. جديدة بالكرتون.',
    descriptionEn:
      '16-inch floor fan on 12 V DC drawing only 25 W, with remote. Made for Hodeidah heat. New in the box.',
    type: 'Others', condition: 'New', brand: null, model: null,
    price: 14500, currency: 'YER', governorate: 'al-hudaydah', city: 'bayt-al-faqih',
    locationText: null, ...USER3_ALT,
    specifications: { power: '25W', voltage: '12V' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 3, views: 92, photos: 1,
  }),
  approved({
    nameAr: 'مضخة شمسية 1.5 حصان تحتاج صيانة',
    nameEn: '1.5 HP solar pump, needs repair',
    descriptionAr:
      'مضخة غاطسة شمسية 1.5 حصان، الموتور سليم لكن المراوح (الدفاعات) تحتاج تغيير بسبب الرمل. مع وحدة التحكم شغالة. البيع كما هي.',
    descriptionEn:
      '1.5 HP submersible solar pump; the motor is fine but the impellers need replacing after sand damage. Controller included and working. Sold as is.',
    type: 'Others', condition: 'Needs Repair', brand: null, model: null,
    price: 75000, currency: 'YER', governorate: 'saada', city: 'saada-city',
    locationText: null, ...SELLER,
    specifications: { power: '1100W' },
    isNegotiable: true, featured: false, owner: 'seller', postedDaysAgo: 55, views: 23, photos: 1,
  }),
  approved({
    nameAr: 'فوانيس شمسية قابلة للشحن - 6 حبات',
    nameEn: 'Rechargeable solar lanterns, pack of 6',
    descriptionAr:
      'كرتون 6 فوانيس شمسية LED مع لوح صغير مدمج ومخرج USB لشحن الجوال. تضيء حتى 8 ساعات. هدية مناسبة للأسر في الأرياف.',
    descriptionEn:
      'Box of six LED solar lanterns with a built-in small panel and a USB port for charging a phone. Up to eight hours of light. A thoughtful gift for rural families.',
    type: 'Others', condition: 'New', brand: null, model: null,
    price: 18000, currency: 'YER', governorate: 'ibb', city: 'al-udayn',
    locationText: null, ...USER3,
    specifications: { capacity: '2000mAh' },
    isNegotiable: false, featured: false, owner: 'user3', postedDaysAgo: 20, views: 48, photos: 0,
  }),
];

// Waiting for review: only the demo seller sees these (on "my products"), with the amber badge.
const PENDING: readonly Listing[] = [
  {
    nameAr: 'لوح لونجي Hi-MO X6 بقدرة 590 وات',
    nameEn: 'LONGi Hi-MO X6 590 W panel',
    descriptionAr:
      'وصلت دفعة جديدة من ألواح لونجي Hi-MO X6 بقدرة 590 وات بتقنية HPBC. ضمان 15 سنة على المنتج. الحجز مفتوح والتوصيل داخل صنعاء.',
    descriptionEn:
      'A new batch of LONGi Hi-MO X6 590 W HPBC panels has arrived. 15-year product warranty. Reservations open; delivery inside Sanaa.',
    type: 'Panel', condition: 'New', brand: 'LONGi Solar', model: 'LR7-72HTH-590M',
    price: 105, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen',
    locationText: 'شارع الستين الجنوبي، جوار جولة المصباحي', ...SELLER,
    specifications: { power: '590W', voltage: '53.1V', warranty: '15 سنة' },
    isNegotiable: true, featured: false, status: 'pending', rejectionReason: null,
    owner: 'seller', postedDaysAgo: 0, views: 0, photos: 2,
  },
  {
    nameAr: 'إنفرتر جروات SPF 6000 ES Plus',
    nameEn: 'Growatt SPF 6000 ES Plus inverter',
    descriptionAr:
      'إنفرتر جروات SPF 6000 ES Plus بقدرة 6 كيلو، مدخلان MPPT، يعمل بدون بطارية. جديد بضمان سنتين.',
    descriptionEn:
      'Growatt SPF 6000 ES Plus, 6 kW with two MPPT inputs, runs without a battery. New with a two-year warranty.',
    type: 'Charging Devices', condition: 'New', brand: 'Growatt', model: 'SPF 6000 ES Plus',
    price: 395000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'al-tahrir',
    locationText: null, ...SELLER,
    specifications: { power: '6000W', voltage: '48V', warranty: 'سنتان' },
    isNegotiable: true, featured: false, status: 'pending', rejectionReason: null,
    owner: 'seller', postedDaysAgo: 1, views: 0, photos: 1,
  },
  {
    nameAr: 'بطارية بايلونتك Force L2 جهد عالي',
    nameEn: 'Pylontech Force L2 high-voltage battery',
    descriptionAr:
      'نظام بطاريات بايلونتك Force L2 بسعة 7 كيلو وات ساعة، قابل للتوسعة. مناسب لإنفرترات هواوي وجروات الهجينة. ضمان 10 سنوات.',
    descriptionEn:
      'Pylontech Force L2 7 kWh battery system, expandable. Works with Huawei and Growatt hybrid inverters. 10-year warranty.',
    type: 'Battery', condition: 'New', brand: 'Pylontech', model: 'Force L2',
    price: 2650, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen',
    locationText: null, ...SELLER,
    specifications: { voltage: '48V', capacity: '7kWh', warranty: '10 سنوات' },
    isNegotiable: false, featured: false, status: 'pending', rejectionReason: null,
    owner: 'seller', postedDaysAgo: 2, views: 3, photos: 3,
  },
  {
    nameAr: 'كابل سولار 10 ملم - لفة 50 متر',
    nameEn: '10 mm² solar cable, 50 m roll',
    descriptionAr: 'كابل سولار 10 ملم نحاس مقصدر، لفة 50 متر، للمسافات الطويلة بين الألواح والإنفرتر.',
    descriptionEn: '10 mm² tinned-copper solar cable, 50 m roll, for long runs between the panels and the inverter.',
    type: 'Accessory', condition: 'New', brand: null, model: null,
    price: 47000, currency: 'YER', governorate: 'sanaa', city: 'bani-matar',
    locationText: null, ...SELLER_SHOP,
    specifications: { capacity: '50m' },
    isNegotiable: true, featured: false, status: 'pending', rejectionReason: null,
    owner: 'seller', postedDaysAgo: 0, views: 1, photos: 1,
  },
];

// Turned down by the moderators, each with the kind of reason they really give, so the red badge and the
// "edit and resubmit" path have something to show.
const REJECTED: readonly Listing[] = [
  {
    nameAr: 'ألواح شمسية للبيع',
    nameEn: 'Solar panels for sale',
    descriptionAr: 'ألواح نظيفة للبيع بسعر مناسب، التواصل واتساب.',
    descriptionEn: 'Clean panels for sale at a good price, contact on WhatsApp.',
    type: 'Panel', condition: 'Used', brand: null, model: null,
    price: 20000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'shuub',
    locationText: null, ...SELLER,
    specifications: {},
    isNegotiable: true, featured: false, status: 'rejected',
    rejectionReason: 'الصور غير واضحة، يرجى رفع صور حقيقية للمنتج',
    owner: 'seller', postedDaysAgo: 6, views: 0, photos: 1,
  },
  {
    nameAr: 'إنفرتر هواوي 10 كيلو',
    nameEn: 'Huawei 10 kW inverter',
    descriptionAr: 'إنفرتر هواوي 10 كيلو جديد بالكرتون، ضمان الوكيل.',
    descriptionEn: 'Huawei 10 kW inverter, new in the box, agent warranty.',
    type: 'Charging Devices', condition: 'New', brand: 'Huawei', model: 'SUN2000-10KTL-M1',
    price: 1, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen',
    locationText: null, ...SELLER,
    specifications: { power: '10000W', warranty: '10 سنوات' },
    isNegotiable: false, featured: false, status: 'rejected',
    rejectionReason: 'السعر المدخل غير صحيح (1 دولار)، يرجى كتابة السعر الفعلي للمنتج',
    owner: 'seller', postedDaysAgo: 9, views: 0, photos: 2,
  },
  {
    nameAr: 'بطارية ليثيوم 200 أمبير',
    nameEn: '200 Ah lithium battery',
    descriptionAr: 'بطارية ليثيوم 200 أمبير 12 فولت بحالة ممتازة، للتواصل 777100200.',
    descriptionEn: '200 Ah 12 V lithium battery in excellent condition, call 777100200.',
    type: 'Battery', condition: 'Used', brand: null, model: null,
    price: 240000, currency: 'YER', governorate: 'amanat-al-asimah', city: 'maeen',
    locationText: null, ...SELLER,
    specifications: { voltage: '12V', capacity: '200Ah' },
    isNegotiable: true, featured: false, status: 'rejected',
    rejectionReason: 'الصورة المرفقة لا تطابق المنتج الموصوف، كما يُمنع كتابة رقم الهاتف داخل الوصف',
    owner: 'seller', postedDaysAgo: 4, views: 0, photos: 1,
  },
];

/** Turns `photos` counts into pictures, giving each listing the next unused variants of its kind. */
function withPictures(listings: readonly Listing[]): DemoProduct[] {
  const nextVariant = new Map<DemoImageKind, number>();
  return listings.map(({ photos, ...listing }) => {
    const kind = IMAGE_KIND_BY_TYPE[listing.type];
    const images: DemoImage[] = [];
    for (let i = 0; i < photos; i++) {
      const variant = nextVariant.get(kind) ?? 0;
      nextVariant.set(kind, variant + 1);
      images.push({ kind, variant });
    }
    return { ...listing, images };
  });
}

/** All demo listings: approved first (the public catalogue), then the seller's pending and rejected ones. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = withPictures([...APPROVED, ...PENDING, ...REJECTED]);
