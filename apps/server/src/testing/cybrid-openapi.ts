import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { isObject } from './openapi-diff.js';

/**
 * The Cybrid Bank API description our /api follows (docs/design/platform-api.md), kept unmodified
 * in packages/contracts/cybrid (with its licence note). Validation uses Ajv, which already
 * understands OpenAPI 3.0's `nullable: true` next to a `type`; examples and `x-` keys are not
 * JSON Schema, hence `strict: false`.
 */
const specPath = fileURLToPath(
  new URL('../../../../packages/contracts/cybrid/cybrid-bank-openapi.yaml', import.meta.url),
);

type Json = Record<string, unknown>;

function loadDescription(): Json {
  if (!existsSync(specPath)) throw new Error(`The Cybrid OpenAPI file is missing: ${specPath}`);
  const spec: unknown = parse(readFileSync(specPath, 'utf8'));
  if (!isObject(spec)) throw new Error('The OpenAPI file is not an object');
  return spec;
}

/** The whole description, as parsed from YAML. */
export const cybridDescription = loadDescription();

function schemasOf(spec: Json): Json {
  const schemas = isObject(spec.components) ? spec.components.schemas : undefined;
  if (!isObject(schemas)) throw new Error('The OpenAPI file has no components.schemas');
  return schemas;
}

const schemas = schemasOf(cybridDescription);
const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS; under NodeNext its plugin is the module's `default`.
addFormats.default(ajv);
ajv.addSchema({ components: { schemas } }, 'cybrid');

const refPrefix = '#/components/schemas/';

/** A component schema, following a `$ref` to another component. */
function componentOf(schema: unknown): Json | undefined {
  if (!isObject(schema)) return undefined;
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = schemas[ref.slice(refPrefix.length)];
  return isObject(target) ? target : undefined;
}

/**
 * Fields the description does not declare: the schemas allow extra properties, so a misspelt
 * field would otherwise pass unnoticed. `schema` is a component, a `$ref` to one, or an array of
 * them (an answer's schema as an operation describes it).
 */
export function undeclared(schema: unknown, value: unknown, path: string): string[] {
  const component = componentOf(schema);
  if (component === undefined) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => undeclared(component.items, item, `${path}[${index}]`));
  }
  const properties = component.properties;
  if (!isObject(value) || !isObject(properties)) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key in properties
      ? undeclared(properties[key], field, `${path}.${key}`)
      : [`${path}.${key} is not declared`],
  );
}

/** What is wrong with `value` as the named component (e.g. `AccountList`); empty when valid. */
export function schemaErrors(name: string, value: unknown): string[] {
  if (!(name in schemas)) throw new Error(`No schema ${name} in the Cybrid description`);
  const validate = ajv.getSchema(`cybrid${refPrefix}${name}`);
  if (validate === undefined) throw new Error(`Ajv cannot resolve ${name}`);
  const errors = validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  return [...errors, ...undeclared(schemas[name], value, name)];
}
