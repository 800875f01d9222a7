/** A name in both languages of the product. */
export interface BilingualName {
  ar: string;
  en: string;
}

/** A city or district inside one governorate; `id` is unique within that governorate. */
export interface City extends BilingualName {
  id: string;
}

/** One of Yemen's 22 governorates (21 plus Amanat Al-Asimah, the capital secretariat). */
export interface Governorate extends BilingualName {
  id: string;
  cities: readonly City[];
}

const c = (id: string, ar: string, en: string): City => ({ id, ar, en });

/** All 22 governorates with their main cities and districts, in a stable order (capital first). */
export const GOVERNORATES: readonly Governorate[] = [
  {
    id: 'amanat-al-asimah', ar: 'أمانة العاصمة', en: 'Amanat Al-Asimah (Sanaa City)',
    cities: [
      c('old-city', 'صنعاء القديمة', 'Old City'), c('al-sabeen', 'السبعين', 'Al-Sabeen'),
      c('al-wahdah', 'الوحدة', 'Al-Wahdah'), c('al-tahrir', 'التحرير', 'Al-Tahrir'),
      c('maeen', 'معين', "Ma'ain"), c('shuub', 'شعوب', "Shu'ub"), c('azal', 'آزال', 'Azal'),
      c('bani-al-harith', 'بني الحارث', 'Bani Al-Harith'), c('al-safiyah', 'الصافية', 'Al-Safiyah'),
      c('al-thawrah', 'الثورة', 'Al-Thawrah'),
    ],
  },
  {
    id: 'sanaa', ar: 'صنعاء', en: "Sana'a",
    cities: [
      c('bani-hushaysh', 'بني حشيش', 'Bani Hushaysh'), c('sanhan', 'سنحان', 'Sanhan'),
      c('hamdan', 'همدان', 'Hamdan'), c('arhab', 'أرحب', 'Arhab'), c('bani-matar', 'بني مطر', 'Bani Matar'),
      c('manakhah', 'مناخة', 'Manakhah'), c('khawlan', 'خولان', 'Khawlan'), c('al-haymah', 'الحيمة', 'Al-Haymah'),
      c('bilad-al-rus', 'بلاد الروس', 'Bilad Al-Rus'),
    ],
  },
  {
    id: 'aden', ar: 'عدن', en: 'Aden',
    cities: [
      c('crater', 'كريتر', 'Crater'), c('al-mualla', 'المعلا', "Al-Mu'alla"), c('al-tawahi', 'التواهي', 'Al-Tawahi'),
      c('khor-maksar', 'خور مكسر', 'Khor Maksar'), c('al-mansoura', 'المنصورة', 'Al-Mansoura'),
      c('sheikh-othman', 'الشيخ عثمان', 'Sheikh Othman'), c('dar-saad', 'دار سعد', "Dar Sa'ad"),
      c('al-buraiqeh', 'البريقة', 'Al-Buraiqeh'),
    ],
  },
  {
    id: 'taiz', ar: 'تعز', en: 'Taiz',
    cities: [
      c('taiz-city', 'مدينة تعز', 'Taiz City'), c('al-qahirah', 'القاهرة', 'Al-Qahirah'),
      c('al-mudhaffar', 'المظفر', 'Al-Mudhaffar'), c('salh', 'صالة', 'Salh'), c('al-turbah', 'التربة', 'Al-Turbah'),
      c('al-mukha', 'المخا', 'Al-Mukha'), c('al-taiziyah', 'التعزية', "Al-Ta'iziyah"), c('mawiyah', 'ماوية', 'Mawiyah'),
      c('dhubab', 'ذباب', 'Dhubab'),
    ],
  },
  {
    id: 'al-hudaydah', ar: 'الحديدة', en: 'Al Hudaydah',
    cities: [
      c('hudaydah-city', 'مدينة الحديدة', 'Al Hudaydah City'), c('zabid', 'زبيد', 'Zabid'),
      c('bayt-al-faqih', 'بيت الفقيه', 'Bayt Al-Faqih'), c('bajil', 'باجل', 'Bajil'),
      c('al-marawiah', 'المراوعة', "Al-Marawi'ah"), c('al-luhayyah', 'اللحية', 'Al-Luhayyah'),
      c('al-khawkhah', 'الخوخة', 'Al-Khawkhah'), c('al-zuhrah', 'الزهرة', 'Al-Zuhrah'),
    ],
  },
  {
    id: 'ibb', ar: 'إب', en: 'Ibb',
    cities: [
      c('ibb-city', 'مدينة إب', 'Ibb City'), c('jiblah', 'جبلة', 'Jiblah'), c('yarim', 'يريم', 'Yarim'),
      c('al-qaidah', 'القاعدة', "Al-Qa'idah"), c('al-sabrah', 'السبرة', 'Al-Sabrah'),
      c('al-udayn', 'العدين', 'Al-Udayn'), c('al-nadirah', 'النادرة', 'Al-Nadirah'), c('ba-dan', 'بعدان', "Ba'dan"),
    ],
  },
  {
    id: 'hadramaut', ar: 'حضرموت', en: 'Hadramaut',
    cities: [
      c('al-mukalla', 'المكلا', 'Al Mukalla'), c('seiyun', 'سيئون', "Say'un"), c('tarim', 'تريم', 'Tarim'),
      c('shibam', 'شبام', 'Shibam'), c('al-shihr', 'الشحر', 'Al-Shihr'), c('ghayl-bawazir', 'غيل باوزير', 'Ghayl Bawazir'),
      c('al-qatn', 'القطن', 'Al-Qatn'), c('sah', 'ساه', 'Sah'),
    ],
  },
  {
    id: 'hajjah', ar: 'حجة', en: 'Hajjah',
    cities: [
      c('hajjah-city', 'مدينة حجة', 'Hajjah City'), c('abs', 'عبس', 'Abs'), c('haradh', 'حرض', 'Haradh'),
      c('midi', 'ميدي', 'Midi'), c('kuhlan-affar', 'كحلان عفار', 'Kuhlan Affar'), c('al-mahabishah', 'المحابشة', 'Al-Mahabishah'),
    ],
  },
  {
    id: 'dhamar', ar: 'ذمار', en: 'Dhamar',
    cities: [
      c('dhamar-city', 'مدينة ذمار', 'Dhamar City'), c('ans', 'عنس', 'Ans'), c('utmah', 'عتمة', 'Utmah'),
      c('wusab', 'وصاب', 'Wusab'), c('al-hada', 'الحداء', 'Al-Hada'), c('jahran', 'جهران', 'Jahran'),
    ],
  },
  {
    id: 'al-bayda', ar: 'البيضاء', en: 'Al Bayda',
    cities: [
      c('bayda-city', 'مدينة البيضاء', 'Al Bayda City'), c('radaa', 'رداع', "Rada'a"), c('mukayras', 'مكيراس', 'Mukayras'),
      c('dhi-naim', 'ذي ناعم', "Dhi Na'im"), c('al-zahir', 'الزاهر', 'Al-Zahir'),
    ],
  },
  {
    id: 'lahij', ar: 'لحج', en: 'Lahij',
    cities: [
      c('al-houta', 'الحوطة', 'Al-Houta'), c('tuban', 'تبن', 'Tuban'), c('yafa', 'يافع', "Yafa'a"),
      c('radfan', 'ردفان', 'Radfan'), c('al-musaymir', 'المسيمير', 'Al-Musaymir'), c('tor-al-bahah', 'طور الباحة', 'Tor Al-Bahah'),
    ],
  },
  {
    id: 'abyan', ar: 'أبين', en: 'Abyan',
    cities: [
      c('zinjibar', 'زنجبار', 'Zinjibar'), c('jaar', 'جعار', "Ja'ar"), c('lawdar', 'لودر', 'Lawdar'),
      c('mudiyah', 'مودية', 'Mudiyah'), c('ahwar', 'أحور', 'Ahwar'),
    ],
  },
  {
    id: 'shabwah', ar: 'شبوة', en: 'Shabwah',
    cities: [
      c('ataq', 'عتق', 'Ataq'), c('azzan', 'عزان', 'Azzan'), c('bayhan', 'بيحان', 'Bayhan'), c('nisab', 'نصاب', 'Nisab'),
      c('mayfaa', 'ميفعة', "Mayfa'a"), c('bir-ali', 'بير علي', 'Bir Ali'),
    ],
  },
  {
    id: 'al-mahrah', ar: 'المهرة', en: 'Al Mahrah',
    cities: [
      c('al-ghaydah', 'الغيضة', 'Al Ghaydah'), c('sayhut', 'سيحوت', 'Sayhut'), c('qishn', 'قشن', 'Qishn'),
      c('hawf', 'حوف', 'Hawf'), c('shahan', 'شحن', 'Shahan'),
    ],
  },
  {
    id: 'marib', ar: 'مأرب', en: "Ma'rib",
    cities: [
      c('marib-city', 'مدينة مأرب', "Ma'rib City"), c('sirwah', 'صرواح', 'Sirwah'), c('harib', 'حريب', 'Harib'),
      c('al-jubah', 'الجوبة', 'Al-Jubah'), c('raghwan', 'رغوان', 'Raghwan'), c('majzar', 'مجزر', 'Majzar'),
    ],
  },
  {
    id: 'al-jawf', ar: 'الجوف', en: 'Al Jawf',
    cities: [
      c('al-hazm', 'الحزم', 'Al Hazm'), c('al-ghayl', 'الغيل', 'Al-Ghayl'), c('barat-al-anan', 'برط العنان', 'Barat Al-Anan'),
      c('al-matun', 'المتون', 'Al-Matun'), c('khabb-wa-al-shaaf', 'خب والشعف', "Khabb wa Al-Sha'af"),
    ],
  },
  {
    id: 'saada', ar: 'صعدة', en: "Sa'dah",
    cities: [
      c('saada-city', 'مدينة صعدة', "Sa'dah City"), c('sahar', 'سحار', 'Sahar'), c('razih', 'رازح', 'Razih'),
      c('haydan', 'حيدان', 'Haydan'), c('baqim', 'باقم', 'Baqim'), c('majz', 'مجز', 'Majz'),
    ],
  },
  {
    id: 'amran', ar: 'عمران', en: 'Amran',
    cities: [
      c('amran-city', 'مدينة عمران', 'Amran City'), c('raydah', 'ريدة', 'Raydah'), c('huth', 'حوث', 'Huth'),
      c('khamir', 'خمر', 'Khamir'), c('thula', 'ثلا', 'Thula'), c('harf-sufyan', 'حرف سفيان', 'Harf Sufyan'),
    ],
  },
  {
    id: 'al-mahwit', ar: 'المحويت', en: 'Al Mahwit',
    cities: [
      c('mahwit-city', 'مدينة المحويت', 'Al Mahwit City'), c('shibam-kawkaban', 'شبام كوكبان', 'Shibam Kawkaban'),
      c('al-tawilah', 'الطويلة', 'Al-Tawilah'), c('milhan', 'ملحان', 'Milhan'), c('al-rujum', 'الرجم', 'Al-Rujum'),
    ],
  },
  {
    id: 'raymah', ar: 'ريمة', en: 'Raymah',
    cities: [
      c('al-jabin', 'الجبين', 'Al-Jabin'), c('kusmah', 'كسمة', 'Kusmah'), c('bilad-al-taam', 'بلاد الطعام', "Bilad Al-Ta'am"),
      c('al-salafiyah', 'السلفية', 'Al-Salafiyah'), c('mazhar', 'مزهر', 'Mazhar'),
    ],
  },
  {
    id: 'al-dhale', ar: 'الضالع', en: "Al Dhale'",
    cities: [
      c('dhale-city', 'مدينة الضالع', "Al Dhale' City"), c('qatabah', 'قعطبة', "Qa'tabah"), c('damt', 'دمت', 'Damt'),
      c('al-husha', 'الحشاء', 'Al-Husha'), c('juban', 'جبن', 'Juban'),
    ],
  },
  {
    id: 'socotra', ar: 'سقطرى', en: 'Socotra',
    cities: [c('hadibu', 'حديبو', 'Hadibu'), c('qalansiyah', 'قلنسية', 'Qalansiyah')],
  },
];

/** Ids of every governorate, as a tuple usable by `z.enum`. */
export const GOVERNORATE_IDS = GOVERNORATES.map((g) => g.id) as [string, ...string[]];

const byId = new Map(GOVERNORATES.map((g) => [g.id, g]));

/** The governorate with this id, or undefined. */
export function findGovernorate(id: string): Governorate | undefined {
  return byId.get(id);
}

/** True when `cityId` is one of the cities of governorate `governorateId`. */
export function isCityInGovernorate(governorateId: string, cityId: string): boolean {
  return byId.get(governorateId)?.cities.some((city) => city.id === cityId) ?? false;
}
