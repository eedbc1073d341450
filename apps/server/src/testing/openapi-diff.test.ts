import { describe, expect, it } from 'vitest';
import { cybridDescription } from './cybrid-openapi.js';
import { isObject, operationDifferences } from './openapi-diff.js';

/** Cybrid's description with one operation changed by `edit`. */
function editedOperation(
  path: string,
  method: string,
  edit: (operation: Record<string, unknown>) => void,
) {
  const copy: unknown = structuredClone(cybridDescription);
  const paths = isObject(copy) && isObject(copy.paths) ? copy.paths : {};
  const item = paths[path];
  const operation = isObject(item) ? item[method] : undefined;
  if (!isObject(operation)) throw new Error(`no ${method} ${path}`);
  edit(operation);
  return copy;
}

const accounts = { method: 'get', path: '/api/accounts' };
const quotes = { method: 'post', path: '/api/quotes' };

describe('comparing descriptions', () => {
  it('finds nothing between a description and itself', () => {
    expect(operationDifferences(cybridDescription, cybridDescription, accounts)).toEqual([]);
    expect(operationDifferences(cybridDescription, cybridDescription, quotes)).toEqual([]);
  });

  it('finds an operation opened, a parameter dropped or added, and a different answer code', () => {
    const ours = editedOperation('/api/accounts', 'get', (operation) => {
      operation.security = [];
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      operation.parameters = [
        ...parameters.filter((p) => !(isObject(p) && p.name === 'label')),
        { name: 'asset', in: 'query', schema: { type: 'string' } },
      ];
      operation.responses = { 201: {} };
    });
    expect(operationDifferences(ours, cybridDescription, accounts)).toEqual([
      "GET /api/accounts needs open, Cybrid's a token with [accounts:read]",
      'GET /api/accounts lacks query parameter label',
      'GET /api/accounts adds query parameter asset',
      "GET /api/accounts answers 201, Cybrid's 200",
    ]);
  });

  it('finds a body property, a required field and enum values that differ', () => {
    const ours = editedOperation('/api/quotes', 'post', (operation) => {
      operation.requestBody = {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['symbol'],
              properties: {
                symbol: { type: 'string' },
                side: { anyOf: [{ type: 'string', enum: ['buy', 'short'] }, { type: 'null' }] },
              },
            },
          },
        },
      };
    });
    const found = operationDifferences(ours, cybridDescription, quotes);
    expect(found).toContain('POST /api/quotes request body requires symbol');
    expect(found).toContain(
      'POST /api/quotes request body.side lacks values deposit, sell, withdrawal',
    );
    expect(found).toContain('POST /api/quotes request body.side adds values short');
    expect(found.some((difference) => difference.includes('lacks properties asset'))).toBe(true);
  });
});
