import { afterAll, describe, expect, it } from 'vitest';
import { october } from '../../../testing/statement-fixtures.js';
import { statementMaker } from '../../statements/statement-document.js';
import { renderPdf } from './render-pdf.js';
import { threadRenderer } from './render-pool.js';

/** Documents drawn on worker threads are the bytes the server's own thread draws (ADR 77). */
const pool = threadRenderer(2);
afterAll(() => pool.close());

describe('drawing threads', () => {
  it('draw the same bytes as the server’s thread, side by side', async () => {
    const english = statementMaker.spec(october, 'en-CA');
    const french = statementMaker.spec(october, 'fr-CA');
    const [threadedEnglish, threadedFrench] = await Promise.all([
      pool.render(english),
      pool.render(french),
    ]);
    expect(threadedEnglish.equals(await renderPdf(english))).toBe(true);
    expect(threadedFrench.equals(await renderPdf(french))).toBe(true);
    expect(threadedEnglish.equals(threadedFrench)).toBe(false);
  }, 60_000);
});
