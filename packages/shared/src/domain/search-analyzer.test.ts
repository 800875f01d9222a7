import { describe, expect, it } from 'vitest';
import { productSearchText } from './arabic-search.ts';
import { analyzeSearchText, sizesOf, typesOfTokens } from './search-analyzer.ts';

const sameTokens = (texts: string[]) => new Set(texts.map((t) => analyzeSearchText(t).join(' ')));

describe('analyzeSearchText: the examples of issue #14', () => {
  it('gives every form of "panel" one token', () => {
    expect(sameTokens(['الألواح', 'لوح', 'ألواح', 'الواح', 'لوحات', 'اللوح', 'للألواح', 'panel', 'panels', 'بانل', 'بنل'])).toEqual(
      new Set(['panel']),
    );
  });

  it('finds the plurals that found nothing', () => {
    expect(analyzeSearchText('انفرترات منظمات منظومات لوحات محولات شواحن قواطع أسلاك أنظمة بطاريتين')).toEqual([
      'inverter', 'controller', 'system', 'panel', 'converter', 'charger', 'breaker', 'cable', 'system', 'battery',
    ]);
  });

  it('reads a wattage the same in both scripts and every spelling', () => {
    expect(sameTokens(['550 واط', '٥٥٠ واط', '550W', '550w', '550 وات', '550واط', '550 watt', '۵۵۰ وات', '550Wp'])).toEqual(
      new Set(['550 w']),
    );
  });

  it('reads kilowatts as one unit however they are written', () => {
    expect(sameTokens(['كيلووات', 'كيلو وات', 'kw', 'KW', 'كيلو واط', 'كيلوواط', 'kilowatt', 'كيلو'])).toEqual(new Set(['kw']));
    expect(sameTokens(['5 كيلو', '5kw', '5 KW', '٥ كيلو وات', '5كيلو', '5k', '5 ك'])).toEqual(new Set(['5 kw']));
  });

  it('keeps other units apart: kWh, kVA, Wh, volts, ampere-hours', () => {
    expect(analyzeSearchText('3.5 كيلو وات ساعة')).toEqual(['3.5', 'kwh']);
    expect(analyzeSearchText('3.5kWh')).toEqual(['3.5', 'kwh']);
    expect(analyzeSearchText('5 كيلو فولت أمبير')).toEqual(['5', 'kva']);
    expect(analyzeSearchText('5KVA')).toEqual(['5', 'kva']);
    expect(analyzeSearchText('1024Wh')).toEqual(['1024', 'wh']);
    expect(sameTokens(['12V', '12 فولت', '١٢ فولت', '12 volt'])).toEqual(new Set(['12 v']));
    expect(sameTokens(['200Ah', '200 أمبير', '200 امبير', '٢٠٠ أمبير ساعة', '200 amp', '200A'])).toEqual(new Set(['200 ah']));
  });

  it('reads the Arabic decimal and thousands separators', () => {
    expect(analyzeSearchText('٥٫٥')).toEqual(['5.5']);
    expect(analyzeSearchText('٥٫٥ كيلو')).toEqual(['5.5', 'kw']);
    expect(analyzeSearchText('١٬٠٠٠ واط')).toEqual(['1000', 'w']);
    expect(analyzeSearchText('6,000 cycles')).toEqual(['6000', 'cycle']);
    // Not before three digits, a comma separates numbers.
    expect(analyzeSearchText('12,24')).toEqual(['12', '24']);
  });

  it('folds the letters of Persian keyboards', () => {
    expect(analyzeSearchText('بطاری')).toEqual(analyzeSearchText('بطاري'));
    expect(analyzeSearchText('کابل')).toEqual(['cable']);
    expect(analyzeSearchText('ليثيوم ی')).toEqual(analyzeSearchText('ليثيوم ي'));
    expect(analyzeSearchText('۱۲ ڤولت')).toEqual(['12', 'v']);
    expect(analyzeSearchText('گروات')).toEqual(['growatt']);
  });

  it('knows Yemeni words and transliterations', () => {
    expect(analyzeSearchText('بطاريتين')).toEqual(['battery']);
    expect(analyzeSearchText('غطاس')).toEqual(['pump', 'submersible']);
    expect(analyzeSearchText('مضخة غاطسة')).toEqual(['pump', 'submersible']);
    expect(analyzeSearchText('داي')).toEqual(['deye']);
    expect(analyzeSearchText('ديي')).toEqual(['deye']);
    expect(sameTokens(['انفرتر', 'إنفرتر', 'inverter', 'انفيرتر', 'انفرتير', 'الإنفرترات'])).toEqual(new Set(['inverter']));
    expect(sameTokens(['هجين', 'هايبرد', 'hybrid', 'الهجينة'])).toEqual(new Set(['hybrid']));
    expect(sameTokens(['ليثيوم', 'lithium', 'LiFePO4', 'ليثيوم فوسفات الحديد', 'الليثيوم'])).toEqual(new Set(['lithium']));
    expect(sameTokens(['كابل', 'كيبل', 'cable', 'كيابل', 'أسلاك', 'واير'])).toEqual(new Set(['cable']));
    expect(sameTokens(['جينكو', 'JinkoSolar', 'jinko'])).toEqual(new Set(['jinko']));
    expect(sameTokens(['لونجي', 'لونقي', 'LONGi'])).toEqual(new Set(['longi']));
    expect(sameTokens(['جروات', 'قروات', 'Growatt'])).toEqual(new Set(['growatt']));
    expect(analyzeSearchText('كابل 6 ملي')).toEqual(['cable', '6', 'mm']);
  });
});

describe('analyzeSearchText: words', () => {
  it('does not turn ألواح into واح, and leaves واحد as it is', () => {
    expect(analyzeSearchText('الواح')).toEqual(['panel']);
    expect(analyzeSearchText('لوح واحد')).toEqual(['panel', 'واحد']);
  });

  it('leaves words that begin with a root و whole', () => {
    expect(analyzeSearchText('وات')).toEqual(['w']);
    expect(analyzeSearchText('واط')).toEqual(['w']);
    expect(analyzeSearchText('وصلة مكسورة')).toEqual(['وصل', 'مكسور']);
    expect(analyzeSearchText('وحدة التحكم')).toEqual(['وحد', 'تحكم']);
    expect(analyzeSearchText('الوكيل')).toEqual(['وكيل']);
  });

  it('finds table words after the conjunction, the article and a bare preposition', () => {
    expect(analyzeSearchText('وبطاريات والجل ولوح')).toEqual(['battery', 'gel', 'panel']);
    expect(analyzeSearchText('لمنظومات بمنظم لليثيوم')).toEqual(['system', 'controller', 'lithium']);
    expect(analyzeSearchText('قاطعين')).toEqual(['breaker']);
    expect(analyzeSearchText('بالمنظومتين')).toEqual(['system']);
    // Only products and brands are looked up behind a bare preposition.
    expect(analyzeSearchText('بطاقة ضمان')).toEqual(['بطاق', 'warranty']);
    expect(analyzeSearchText('فلتر')).toEqual(['فلتر']);
  });

  it('stems other Arabic words and keeps other Latin words, singular', () => {
    expect(analyzeSearchText('ممتازة جديدة الكهرباء')).toEqual(['ممتاز', 'new', 'كهرباء']);
    expect(analyzeSearchText('SmartShunt Tools Boxes glass')).toEqual(['smartshunt', 'tool', 'box', 'glass']);
  });

  it('splits numbers glued to units, and only to units', () => {
    expect(analyzeSearchText('5.5kw 12V 200Ah 35mm² 4.2m 200L 3HP')).toEqual([
      '5.5', 'kw', '12', 'v', '200', 'ah', '35', 'mm', '4.2', 'm', '200', 'l', '3', 'hp',
    ]);
    expect(analyzeSearchText('US3000C SUN2000-6KTL-L1 MC4 PV18')).toEqual(['us3000c', 'sun2000', '6ktl', 'l1', 'mc4', 'pv18']);
    expect(analyzeSearchText('لوح550واط')).toEqual(['panel', '550', 'w']);
    expect(analyzeSearchText('متوافقة مع فيكترون وSMA')).toEqual(['متوافق', 'victron', 'sma']);
  });

  it('writes numbers one way', () => {
    expect(analyzeSearchText('LVS 8.0')).toEqual(['lvs', '8']);
    expect(analyzeSearchText('12.80 فولت')).toEqual(['12.8', 'v']);
    expect(analyzeSearchText('48/5000')).toEqual(['48', '5000']);
    expect(analyzeSearchText('صنعاء. عدن.')).toEqual(['صنعاء', 'عدن']);
  });

  it('drops stop words and what Yemeni buyers put around a query', () => {
    expect(analyzeSearchText('اشتي لوح حق منظومة بكم السعر')).toEqual(['panel', 'system']);
    expect(analyzeSearchText('ابغى بطارية في عدن من فضلك')).toEqual(['battery', 'عدن']);
    expect(analyzeSearchText('لو سمحت وين الاقي الواح رخيصة بسعر مناسب')).toEqual(['panel']);
    expect(analyzeSearchText('a battery for the system with a warranty')).toEqual(['battery', 'system', 'warranty']);
    expect(analyzeSearchText('ومع وفي')).toEqual([]);
  });

  it('matches phrases before their words, with or without the article', () => {
    expect(analyzeSearchText('مربوط بالشبكة')).toEqual(['ongrid']);
    expect(analyzeSearchText('on grid')).toEqual(['ongrid']);
    expect(analyzeSearchText('منفصل عن الشبكة')).toEqual(['offgrid']);
    expect(analyzeSearchText('ال جي')).toEqual(['lg']);
    expect(analyzeSearchText('شاشة وواي فاي')).toEqual(['شاش', 'wifi']);
    expect(analyzeSearchText('all in one')).toEqual(['integrated']);
  });

  it('ignores names of Object.prototype', () => {
    expect(analyzeSearchText('5 constructor toString')).toEqual(['5', 'constructor', 'tostring']);
    expect(typesOfTokens(['constructor', 'toString', '__proto__'])).toEqual([]);
  });

  it('makes only plain words, for a full-text index', () => {
    const text = productSearchText({
      name: 'إنفرتر جروات SPF 5000 ES أوف جريد',
      brand: 'Growatt',
      model: 'SPF 5000 ES',
      description: 'قدرة 5 كيلو وات، بمنظم شحن MPPT مدمج 100 أمبير. شاشة LCD وواي فاي!',
      type: 'Charging Devices',
    });
    const tokens = analyzeSearchText(text);
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) expect(token).toMatch(/^[\p{L}\p{N}.]+$/u);
    expect(analyzeSearchText('')).toEqual([]);
    expect(analyzeSearchText(' ،.!؟ ')).toEqual([]);
  });
});

describe('typesOfTokens', () => {
  it.each([
    ['الألواح الشمسية', ['Panel']],
    ['بطاريات ليثيوم', ['Battery']],
    ['انفرتر هجين', ['Charging Devices']],
    ['منظم شحن', ['Charging Devices']],
    ['شواحن', ['Charging Devices']],
    ['منظومة', ['Integrated System']],
    ['كابلات', ['Accessory']],
    ['قواطع', ['Accessory']],
    ['قواعد', ['Panel bases']],
    ['استاند الواح', ['Panel bases', 'Panel']],
    ['أخرى', ['Others']],
    ['Inverter 5kw', ['Charging Devices']],
    ['مضخة', []],
    ['ليثيوم', []],
    ['جينكو 550', []],
  ])('%s names %j', (query, types) => {
    expect(typesOfTokens(analyzeSearchText(query))).toEqual(types);
  });
});

describe('sizesOf', () => {
  it('reads each number followed by a unit', () => {
    expect(sizesOf(analyzeSearchText('لوح 550 واط جينكو'))).toEqual([{ value: 550, unit: 'w' }]);
    expect(sizesOf(analyzeSearchText('بطارية ١٢ فولت ٢٠٠ امبير'))).toEqual([
      { value: 12, unit: 'v' },
      { value: 200, unit: 'ah' },
    ]);
    expect(sizesOf(analyzeSearchText('انفرتر ٥٫٥ كيلو'))).toEqual([{ value: 5.5, unit: 'kw' }]);
    expect(sizesOf(analyzeSearchText('US5000 48/5000'))).toEqual([]);
  });
});
