// A light Arabic stemmer for search: it removes the article, the conjunction و and the commonest
// inflection endings, and nothing else. The rules are those of Lucene's light ArabicStemmer (Larkey et
// al.), made stricter where the trade's own words showed them wrong:
// - stems keep at least 3 letters (Lucene allows 2), because two-letter remains are rarely a root and
//   often another word: «ضمان» (warranty) would become «ضم», «خزان» (tank) «خز», «سنتين» «سن»;
// - ال is kept when hamza folding has made it out of the root's ا+ل (ألواح → «الواح», not «واح» which a
//   prefix match would find in «واحد»); broken plurals such as ألواح are mapped by search-vocabulary.ts;
// - a lone و is removed only when at least 4 letters remain without their ending, because many of the
//   trade's words begin with a root و: «وات», «واط», «وصلة», «وحدة», «وكيل», «ولاعة».
// The input is a word already folded by normalizeArabic (ة → ه, أ → ا, no diacritics).

const MIN_STEM = 3;

// The article, alone or after a one-letter conjunction or preposition, longest first.
// لل is ل + ال (للبطاريات); ب ل ف ك alone are not removed: too many roots begin with them (بطارية, لوح,
// فولت, كابل).
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'] as const;

// Endings in the order Lucene tries them; every one that still matches is removed, so بطاريات → بطاري
// → بطار, the same stem as بطاريه. Dual endings تين/تان come before ين/ان so بطاريتين loses the ت too.
// ه stands for ة as well (already folded); ي is the adjective ending (شمسي, صيني, أرضي).
const SUFFIXES = ['ها', 'تان', 'ان', 'ات', 'تين', 'ون', 'ين', 'يه', 'ه', 'ي'] as const;

// Words whose ال is the root's ا+ل once the hamza is folded (ألواح, ألوان, ألماس, ألياف, آلات, آلية, ألف).
// Removing it would leave another word (واح, وان, ماس) or nothing; they are broken plurals or short
// words, so their endings are not inflections either (ألوان is not الو + ان) and they stay whole.
const ROOT_AL = new Set(['الواح', 'الوان', 'الماس', 'الياف', 'الف', 'الاف', 'الات', 'الي', 'اليه', 'اليات']);
// Words beginning with أل or إل that do inflect: ألماني(ة), ألمنيوم, ألومنيوم, إلكتروني(ة), إلكتريك.
const ROOT_AL_START = /^ال(?:ماني|كتر|يكتر|منيوم|ومنيوم)/;

// Words that begin with a root و and keep 4 letters without it, so the length rule does not save them.
const ROOT_WAW = new Set(['وكلاء', 'وسايل', 'واتساب', 'وايرلس']);

// Words whose ending only looks like an inflection: كرتون is not كرت + ون (كرت is a card), بدون not بد + ون.
const UNSTEMMED = new Set(['كرتون', 'تلفزيون', 'سيليكون', 'انفرتر', 'بدون']);

const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

const isRootAl = (word: string) => ROOT_AL.has(word) || ROOT_AL_START.test(word);

function stripSuffixes(word: string, minStem: number): string {
  let stem = word;
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= minStem) stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

function stripArticle(word: string): string | undefined {
  const article = ARTICLES.find((a) => word.startsWith(a));
  if (!article) return undefined;
  // والواح, بالواح: the first letter is the prefix and ال belongs to the word.
  if (article.length === 3 && isRootAl(word.slice(1))) return word.slice(1);
  if (article === 'ال' && isRootAl(word)) return word;
  const rest = word.slice(article.length);
  return rest.length >= MIN_STEM ? rest : word;
}

function stripPrefix(word: string): string {
  const withoutArticle = stripArticle(word);
  if (withoutArticle !== undefined) return withoutArticle;
  if (!word.startsWith('و') || ROOT_WAW.has(word)) return word;
  const rest = word.slice(1);
  // و before an article (وبالكامل, وللبيع) is certainly the conjunction.
  const afterArticle = stripArticle(rest);
  if (afterArticle !== undefined) return afterArticle === rest ? word : afterArticle;
  // Otherwise it is the conjunction only when a real word remains: ومنظم → منظم, but وصلات keeps its و
  // (صلات without its ending is two letters) and so do وكيل, وقود, ولاعة.
  return UNSTEMMED.has(rest) || stripSuffixes(rest, 2).length >= 4 ? rest : word;
}

/**
 * The light stem of a folded Arabic word: article, conjunction and inflection endings removed under the
 * guards above (الشمسية → شمس, بطاريات → بطار, الواح and واحد unchanged). Other scripts pass unchanged.
 */
export function stemArabic(word: string): string {
  if (!ARABIC_WORD.test(word) || word.length < MIN_STEM || UNSTEMMED.has(word)) return word;
  const rest = stripPrefix(word);
  return UNSTEMMED.has(rest) || ROOT_AL.has(rest) ? rest : stripSuffixes(rest, MIN_STEM);
}

/**
 * The word without each prefix it may carry, longest prefix first (والالواح → الواح, الالواح), for
 * dictionary look-ups that accept shorter remains than the stemmer because the dictionary vouches for them
 * (الجل → جل). Includes ل + a word whose article merged into لل (لليثيوم → ليثيوم).
 */
export function prefixCandidates(word: string): string[] {
  const candidates: string[] = [];
  for (const prefix of [...ARTICLES, 'و']) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 2) candidates.push(word.slice(prefix.length));
  }
  if (word.startsWith('لل') && word.length >= 4) candidates.push(word.slice(1));
  return candidates;
}
