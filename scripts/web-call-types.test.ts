import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint holds the web's calls to the route table: an answer type picked by hand at a call fails `npm run lint`.
const eslint = new ESLint();
const problemsOf = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'apps/web/src/features/products/api/scratch.ts' });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
};

describe("the web's API calls", () => {
  it('refuse a hand-written answer type', async () => {
    const declarations = 'declare const apiClient: any; declare const callApi: any; declare const apiRequest: any;\n';
    expect(await problemsOf(`${declarations}export const a = apiClient.get<{ data: string }>('/x');`)).toHaveLength(1);
    expect(await problemsOf(`${declarations}export const b = apiClient.post<unknown>('/x', {});`)).toHaveLength(1);
    expect(await problemsOf(`${declarations}export const c = callApi<'products.detail'>('products.detail');`)).toHaveLength(1);
    expect(await problemsOf(`${declarations}export const d = apiRequest('/x') as Promise<{ data: string }>;`)).toHaveLength(1);
  });

  it('take a call by its route name', async () => {
    expect(await problemsOf("declare const callApi: any;\nexport const e = callApi('products.detail', { params: { id: 'p1' } });")).toEqual([]);
  });
});
