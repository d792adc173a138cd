/**
 * How a search keyword is read as Bangladeshis type it (docs/decisions/004, "Amended (as
 * typed)"). Pure: no database. The search asks the synonym table about `lookupKeys` and then
 * builds its query from `analyseKeyword`.
 *
 * - Shopping words ("price", "dam", "koto", "in bd", "দাম", "কত") say why the shopper searches,
 *   not what for: they are dropped, unless the keyword holds nothing else.
 * - A Bengali word may carry an inflection ("ল্যাপটপের", "মনিটরগুলো"): its stem matches too.
 * - Letters and digits match joined or apart: "rtx4060", "RTX 4060", "rtx-4060"; "i5 13400",
 *   "i5-13400".
 * - A word an admin listed with others (laptop, ল্যাপটপ) matches any of them.
 */

/** At most this many words of a keyword are searched (the keyword is already at most MAX_KEYWORD_LENGTH). */
export const MAX_SEARCH_TERMS = 8;
/** At most this many forms of one word (its stem, joined or split, synonyms) are searched. */
export const MAX_TERM_FORMS = 12;

/** Lower-case; Banglish spellings as typed. Bengali words are matched by their stems too. */
const SHOPPING_WORDS = new Set([
  // English
  'price', 'prices', 'pricing', 'rate', 'cost', 'cheap', 'cheapest', 'best', 'buy', 'buying', 'sale', 'shop', 'online',
  'bd', 'bangladesh', 'dhaka', 'taka', 'tk',
  // Banglish
  'dam', 'daam', 'koto', 'kto', 'er', 'ar', 'r', 'kinte', 'kinbo', 'kom', 'kemon',
  // Bengali
  'দাম', 'দামে', 'দামের', 'মূল্য', 'কত', 'কতো', 'টাকা', 'টাকায়', 'বাংলাদেশ', 'বাংলাদেশে', 'ঢাকা', 'ঢাকায়', 'সেরা',
  'কিনুন', 'কিনতে', 'কেনা', 'কিনব', 'অনলাইন', 'অনলাইনে', 'এর', 'প্রাইস', 'কম', 'সস্তা', 'কেমন',
]);

// Words the search ignores anyway (stop words): dropped with the shopping words ("laptop price
// in bd"), but a keyword that only loses these is still searched as typed.
const FILLER_WORDS = new Set(['in', 'the', 'for', 'of', 'a', 'an', 'at', 'on', 'with', 'and', 'or', 'to']);

/**
 * Inflections a Bengali noun takes (longest first): plural, possessive, locative, objective,
 * classifiers. A word's stem is tried besides the word itself, so a word that merely ends
 * like one ("মনিটর" ends in "র") still matches as typed.
 */
const BENGALI_SUFFIXES = [
  'গুলোতে', 'গুলোর', 'গুলির', 'গুলো', 'গুলি', 'গুলা', 'দেরকে', 'দের', 'টাতে', 'টার', 'টির', 'টিতে', 'খানা', 'টা', 'টি',
  'য়ের', 'য়ে', 'েরও', 'ের', 'এর', 'তে', 'কে', 'ে', 'র',
];
const BENGALI = /[\u0980-\u09FF]/u;
// 'র' alone is an inflection only after a vowel sign ("ঘড়ির"); after a consonant it is the word's own ("মনিটর").
const VOWEL_SIGN = /[\u09BE-\u09CC]$/u;
const MIN_STEM_LENGTH = 2;

/** A word as the search reads it: letters, marks and digits, hyphenated parts kept together. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;
// "RTX 4060", "i5 13400": a short run of letters (or letters and a digit) followed by a model number.
const MODEL_PREFIX = /^(?:\p{L}{1,5}|\p{L}{1,3}\p{N})$/u;
const MODEL_NUMBER = /^\p{N}{2,6}\p{L}{0,2}$/u;
const DIGITS = /^\p{N}+$/u;
const MODEL_DIGITS = /^\p{N}{2,6}$/u;

export function isShoppingWord(word: string): boolean {
  return SHOPPING_WORDS.has(word) || bengaliStems(word).some((stem) => SHOPPING_WORDS.has(stem));
}

/** The stems of a Bengali word with its inflection removed (none for other words). */
export function bengaliStems(word: string): string[] {
  if (!BENGALI.test(word)) return [];
  const stems: string[] = [];
  for (const suffix of BENGALI_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if ([...stem].length < MIN_STEM_LENGTH) continue;
    if (suffix === 'র' && !VOWEL_SIGN.test(stem)) continue;
    // "য়ের" leaves a stem ending in a vowel; "ের" after য় leaves the য় that belongs to the suffix.
    stems.push(stem);
  }
  return [...new Set(stems)];
}

/** The parts of a model number: "rtx4060" → rtx, 4060; "i5-13400" → i5, 13400; "b650m-k" → b650m, k. */
export function modelParts(token: string): string[] {
  return token
    .split('-')
    .flatMap((part) => part.split(/(?<=\p{L}{2})(?=\p{N})/u))
    .filter(Boolean);
}

/** One searched word: any of its forms matches; a form of several words needs them all. */
export interface Term {
  forms: string[][];
}

export interface KeywordAnalysis {
  /** The keyword's words without its shopping words, as typed: what a typo is corrected in. */
  cleaned: string;
  terms: Term[];
  /** The keyword was nothing but shopping words: searched as typed, and so usually finds nothing. */
  onlyShoppingWords: boolean;
  /** Whether any rule changed what is searched; when none did, the keyword is searched as before. */
  changed: boolean;
}

/** The words of a keyword (lower-case), and the keys the synonym table is asked about. */
export function keywordTokens(keyword: string): string[] {
  return (keyword.match(TOKEN) ?? []).slice(0, MAX_SEARCH_TERMS * 2);
}

/** Every word and stem, and each two neighbouring words ("graphics card"): what a synonym may be listed as. */
export function lookupKeys(typed: string[]): string[] {
  const keys = new Set<string>();
  const tokens = typed.map((token) => token.toLowerCase());
  tokens.forEach((token, i) => {
    keys.add(token);
    for (const stem of bengaliStems(token)) keys.add(stem);
    if (i + 1 < tokens.length) keys.add(`${token} ${tokens[i + 1]}`);
  });
  return [...keys];
}

/**
 * The terms a keyword is searched by. `synonyms` maps a listed word (or two) to every word of
 * its group; `tokens` are keywordTokens(keyword).
 */
export function analyseKeyword(typed: string[], synonyms: ReadonlyMap<string, string[]>): KeywordAnalysis {
  const tokens = typed.map((token) => token.toLowerCase());
  const keep = (token: string) => !isShoppingWord(token) && !FILLER_WORDS.has(token);
  const kept = tokens.filter(keep);
  const onlyShoppingWords = kept.length === 0 && tokens.some(isShoppingWord);
  const words = kept.length ? kept : tokens;
  const cleaned = (kept.length ? typed.filter((_, i) => keep(tokens[i])) : typed).join(' ');
  let changed = kept.length > 0 && tokens.some(isShoppingWord);

  const terms: Term[] = [];
  for (let i = 0; i < words.length && terms.length < MAX_SEARCH_TERMS; i++) {
    const word = words[i];
    const next = words[i + 1];
    const pair = next === undefined ? undefined : `${word} ${next}`;
    if (pair !== undefined && synonyms.has(pair)) {
      terms.push(withSynonyms([[word, next]], [pair], synonyms));
      changed = true;
      i++;
      continue;
    }
    if (next !== undefined && MODEL_PREFIX.test(word) && MODEL_NUMBER.test(next) && !synonyms.has(word)) {
      // "RTX 4060" is also "rtx4060"; the two words as they are stay one of its forms.
      terms.push({ forms: [[word + next], [word, next]] });
      changed = true;
      i++;
      continue;
    }
    const forms: string[][] = [[word]];
    // The parser reads "rtx-4060" as 'rtx' and '-4060': a number alone matches that too.
    if (MODEL_DIGITS.test(word)) forms.push([`-${word}`]);
    const parts = modelParts(word);
    if (parts.length > 1) forms.push([parts.join('')], parts);
    const stems = bengaliStems(word);
    for (const stem of stems) forms.push([stem]);
    const term = withSynonyms(forms, [word, ...stems], synonyms);
    if (term.forms.length > 1) changed = true;
    terms.push(term);
  }
  return { cleaned, terms, onlyShoppingWords, changed };
}

function withSynonyms(forms: string[][], keys: string[], synonyms: ReadonlyMap<string, string[]>): Term {
  const all = [...forms];
  for (const key of keys) for (const synonym of synonyms.get(key) ?? []) all.push(synonym.split(' '));
  const seen = new Set<string>();
  const unique = all.filter((form) => {
    const id = form.join(' ');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { forms: unique.slice(0, MAX_TERM_FORMS) };
}

/**
 * The terms as `to_tsquery` text: terms joined by &, forms by |. Every word is quoted (only
 * letters, marks and digits reach here, so nothing needs escaping); a number among a model's
 * parts also matches as the parser reads "i5-13400" ('i5', '-13400'). With `prefix`, the last
 * word of the last term matches any word it begins (as the shopper types).
 */
export function toTsqueryText(terms: Term[], prefix = false): string {
  return terms
    .map((term, t) => {
      const last = prefix && t === terms.length - 1;
      const forms = term.forms.map((form) =>
        form
          .map((word, w) => {
            const quoted = `'${word.replace(/'/g, "''")}'${last && w === form.length - 1 ? ':*' : ''}`;
            return form.length > 1 && DIGITS.test(word) ? `(${quoted} | '-${word}')` : quoted;
          })
          .join(' & '),
      );
      return `(${forms.map((f) => `(${f})`).join(' | ')})`;
    })
    .join(' & ');
}
