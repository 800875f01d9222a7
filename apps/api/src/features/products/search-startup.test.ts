import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { prepareDatabase, StartupError } from '../../boot.ts';
import { openPglite } from '../../db/client.ts';
import { arabicTrigramProblem, vocabularyTerms } from './search-startup.ts';

describe('search start-up', () => {
  it('finds Arabic trigrams in the embedded database', async () => {
    const database = await openPglite({});
    try {
      await database.migrate();
      expect(await arabicTrigramProblem(database.db)).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('knows every single-word form of the vocabulary, folded, with its concept', () => {
    const terms = new Map(vocabularyTerms().map((t) => [t.term, t.tokens]));
    expect(terms.get('انفرتر')).toEqual(['inverter']);
    expect(terms.get('غطاس')).toEqual(['pump', 'submersible']);
    expect(terms.get('بطاريه')).toEqual(['battery']);
    expect([...terms.keys()].some((term) => term.includes(' '))).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)('refuses to start on a PostgreSQL database whose ctype gives Arabic no trigrams (PostgreSQL only)', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `solar_ctype_c_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-ctype-'));
    try {
      await admin.query(`create database ${name} lc_ctype 'C' lc_collate 'C' template template0`);
      url.pathname = `/${name}`;
      const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'test' });
      const start = prepareDatabase(config, () => undefined);
      await expect(start).rejects.toThrow(StartupError);
      await expect(start).rejects.toThrow(/LC_CTYPE \(C\) gives Arabic words no trigrams/);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
