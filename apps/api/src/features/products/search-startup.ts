// What search needs from the database before the API serves (docs/decisions/010-catalogue-at-scale.md):
// a database whose character classes give Arabic trigrams, the vocabulary's words in search_terms, and
// every listing's search vector written by the current analyzer.
import { analyzeWords } from '@solar/shared/domain/search-analyzer';
import { SEARCH_VOCABULARY } from '@solar/shared/domain/search-vocabulary';
import type { Db } from '../../db/client.ts';
import { arabicTrigramCount, listingsIndexedBefore, upsertSearchTerms, writeSearchVectors } from './products.repository.ts';
import { productSearchColumns, SEARCH_ANALYZER_VERSION } from './search-document.ts';

/**
 * pg_trgm splits words by the database's LC_CTYPE: under 'C' an Arabic letter is not a letter, a word has
 * no trigrams and typo tolerance silently finds nothing. Returns the reason to refuse start, or undefined.
 */
export async function arabicTrigramProblem(db: Db): Promise<string | undefined> {
  const row = await arabicTrigramCount(db);
  if (row.trigrams > 0) return undefined;
  return (
    `The database's LC_CTYPE (${row.ctype ?? 'unknown'}) gives Arabic words no trigrams, so search could not forgive a typo. ` +
    `Create the database with a UTF-8 ctype, e.g. CREATE DATABASE … LC_CTYPE 'C.UTF-8' TEMPLATE template0.`
  );
}

/** Each single-word form of the vocabulary, folded, with the concept tokens it stands for. */
export function vocabularyTerms(): { term: string; tokens: string[] }[] {
  const terms = new Map<string, string[]>();
  for (const entry of SEARCH_VOCABULARY) {
    for (const form of entry.forms) {
      const words = analyzeWords(form);
      // Phrases (كيلو وات) are left out: a query's typo is looked up one word at a time.
      if (words.length === 1 && words[0]!.kind === 'vocabulary' && !words[0]!.text.includes(' ')) terms.set(words[0]!.text, [...entry.tokens]);
    }
  }
  return [...terms].map(([term, tokens]) => ({ term, tokens }));
}

/** Writes the vocabulary's forms into search_terms; a changed entry replaces the stored one. */
export async function syncVocabularyTerms(db: Db): Promise<void> {
  await upsertSearchTerms(db, vocabularyTerms());
}

const REINDEX_BATCH = 2000;

/** Writes the search vector again for every listing an older analyzer indexed, a batch at a time. */
export async function reindexStaleListings(db: Db, log: (message: string) => void): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await listingsIndexedBefore(db, SEARCH_ANALYZER_VERSION, REINDEX_BATCH);
    if (!batch.length) break;
    const vectors = batch.map((row) => productSearchColumns(row).searchVector);
    await writeSearchVectors(db, batch.map((row) => row.id), vectors, SEARCH_ANALYZER_VERSION);
    done += batch.length;
    log(`Search: indexed ${done} listings written by an older analyzer`);
  }
  return done;
}
