/**
 * Compares two OpenAPI descriptions operation by operation (ours, generated from the routes'
 * schemas, against Cybrid's) and says every difference a client could notice, as one sentence
 * each: paths and methods, security and scopes, parameters (name, in, required), and in request
 * bodies and responses the property names, required fields and enum values, nested objects and
 * array items included. Types and formats are left to the answer tests.
 */

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const objectAt = (value: unknown, ...keys: string[]): Json | undefined => {
  let current: unknown = value;
  for (const key of keys) current = isObject(current) ? current[key] : undefined;
  return isObject(current) ? current : undefined;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

const listed = (names: readonly string[]) => names.join(', ');

export interface Operation {
  method: string;
  path: string;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation a description holds under a path prefix (`/api/`). */
export function operationsUnder(document: unknown, prefix: string): Operation[] {
  const paths = objectAt(document, 'paths') ?? {};
  return Object.entries(paths).flatMap(([path, item]) =>
    path.startsWith(prefix) && isObject(item)
      ? httpMethods.filter((method) => isObject(item[method])).map((method) => ({ method, path }))
      : [],
  );
}

/** A schema with its `$ref` (into the same document's components) followed. */
function resolved(document: unknown, schema: unknown, depth = 0): Json {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || depth > 20) return schema;
  const target = objectAt(document, ...ref.replace(/^#\//, '').split('/'));
  return resolved(document, target, depth + 1);
}

/** A schema and the branches of its `anyOf`/`oneOf`/`allOf`, resolved. */
function branchesOf(document: unknown, schema: unknown): Json[] {
  const node = resolved(document, schema);
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    Array.isArray(node[key]) ? node[key] : [],
  );
  return [node, ...nested.flatMap((branch) => branchesOf(document, branch))];
}

interface Shape {
  properties: Map<string, unknown>;
  required: Set<string>;
  enum: string[] | undefined;
  items: unknown;
}

/** What a schema says of an object's fields, an array's items and a string's values. */
function shapeOf(document: unknown, schema: unknown): Shape {
  const branches = branchesOf(document, schema);
  const properties = new Map<string, unknown>();
  const required = new Set<string>();
  const values: string[] = [];
  let hasEnum = false;
  let items: unknown;
  const objects = branches.filter((branch) => objectAt(branch, 'properties') !== undefined);
  for (const branch of branches) {
    for (const [name, field] of Object.entries(objectAt(branch, 'properties') ?? {})) {
      // A field several branches of a union declare takes what any of them takes.
      const before = properties.get(name);
      properties.set(name, before === undefined ? field : { anyOf: [before, field] });
    }
    if (Array.isArray(branch.enum) || typeof branch.const === 'string') {
      hasEnum = true;
      values.push(...strings(branch.enum), ...strings([branch.const]));
    }
    if (isObject(branch.items)) items = branch.items;
  }
  // Required: what every object branch requires (one branch of a union is enough to match).
  const [first, ...others] = objects;
  for (const name of strings(first?.required)) {
    if (others.every((branch) => strings(branch.required).includes(name))) required.add(name);
  }
  return { properties, required, enum: hasEnum ? sorted(values) : undefined, items };
}

interface Side {
  document: unknown;
  schema: unknown;
}

/**
 * The differences of two schemas at `where`. In a request both directions of `required` count;
 * an answer may always carry a field Cybrid leaves optional, so there only a field Cybrid
 * requires and we may omit counts.
 */
function schemaDifferences(where: string, ours: Side, theirs: Side, request: boolean): string[] {
  const our = shapeOf(ours.document, ours.schema);
  const their = shapeOf(theirs.document, theirs.schema);
  const found: string[] = [];
  // Fields are compared where ours is an object too: a field we always send null has none.
  if (our.properties.size > 0) {
    const lacking = [...their.properties.keys()].filter((name) => !our.properties.has(name));
    const adding = [...our.properties.keys()].filter((name) => !their.properties.has(name));
    const requiring = [...our.required].filter((name) => !their.required.has(name));
    const omitting = [...their.required].filter((name) => !our.required.has(name));
    if (lacking.length > 0) found.push(`${where} lacks properties ${listed(sorted(lacking))}`);
    if (adding.length > 0) found.push(`${where} adds properties ${listed(sorted(adding))}`);
    if (request && requiring.length > 0) {
      found.push(`${where} requires ${listed(sorted(requiring))}`);
    }
    if (omitting.length > 0) found.push(`${where} does not require ${listed(sorted(omitting))}`);
  }
  if (their.enum !== undefined) {
    if (our.enum === undefined) {
      found.push(`${where} takes any value, not only ${listed(their.enum)}`);
    } else {
      const theirs = their.enum;
      const fewer = theirs.filter((value) => !our.enum?.includes(value));
      const more = our.enum.filter((value) => !theirs.includes(value));
      if (fewer.length > 0) found.push(`${where} lacks values ${listed(fewer)}`);
      if (more.length > 0) found.push(`${where} adds values ${listed(more)}`);
    }
  }
  for (const [name, field] of our.properties) {
    const other = their.properties.get(name);
    if (other === undefined) continue;
    const next = (side: Side, schema: unknown) => ({ document: side.document, schema });
    found.push(
      ...schemaDifferences(`${where}.${name}`, next(ours, field), next(theirs, other), request),
    );
  }
  if (our.items !== undefined && their.items !== undefined) {
    found.push(
      ...schemaDifferences(
        `${where}[]`,
        { document: ours.document, schema: our.items },
        { document: theirs.document, schema: their.items },
        request,
      ),
    );
  }
  return found;
}

/** The scopes an operation requires, or undefined when it is open. */
function scopesOf(operation: Json): string[] | undefined {
  const requirements = Array.isArray(operation.security) ? operation.security : [];
  if (requirements.length === 0) return undefined;
  return sorted(
    requirements
      .filter(isObject)
      .flatMap((requirement) => Object.values(requirement).flatMap(strings)),
  );
}

function securityDifferences(where: string, ours: Json, theirs: Json): string[] {
  const our = scopesOf(ours);
  const their = scopesOf(theirs);
  const say = (scopes: string[] | undefined) =>
    scopes === undefined ? 'open' : `a token with [${listed(scopes)}]`;
  return say(our) === say(their) ? [] : [`${where} needs ${say(our)}, Cybrid's ${say(their)}`];
}

function parametersOf(document: unknown, operation: Json): Map<string, boolean> {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return new Map(
    parameters.map((parameter) => {
      const node = resolved(document, parameter);
      return [`${String(node.in)} parameter ${String(node.name)}`, node.required === true];
    }),
  );
}

function parameterDifferences(where: string, ours: Side, theirs: Side): string[] {
  const our = parametersOf(ours.document, resolved(ours.document, ours.schema));
  const their = parametersOf(theirs.document, resolved(theirs.document, theirs.schema));
  const found: string[] = [];
  for (const [name, required] of their) {
    if (!our.has(name)) found.push(`${where} lacks ${name}`);
    else if (our.get(name) !== required) found.push(`${where} ${name} required: ${!required}`);
  }
  for (const name of our.keys()) if (!their.has(name)) found.push(`${where} adds ${name}`);
  return found;
}

const jsonSchemaOf = (document: unknown, holder: unknown): unknown =>
  objectAt(resolved(document, holder), 'content', 'application/json')?.schema;

function bodyDifferences(where: string, ours: Side, theirs: Side): string[] {
  const our = jsonSchemaOf(ours.document, objectAt(ours.schema, 'requestBody'));
  const their = jsonSchemaOf(theirs.document, objectAt(theirs.schema, 'requestBody'));
  if (our === undefined && their === undefined) return [];
  if (our === undefined || their === undefined) {
    return [`${where} ${our === undefined ? 'takes no' : 'takes a'} request body, unlike Cybrid's`];
  }
  return schemaDifferences(
    `${where} request body`,
    { document: ours.document, schema: our },
    { document: theirs.document, schema: their },
    true,
  );
}

/**
 * Success codes must be the same; each answer Cybrid describes (errors too) is compared with
 * ours for the same code, or with our `default` answer.
 */
function responseDifferences(where: string, ours: Side, theirs: Side): string[] {
  const our = objectAt(ours.schema, 'responses') ?? {};
  const their = objectAt(theirs.schema, 'responses') ?? {};
  const successes = (responses: Json) =>
    sorted(Object.keys(responses).filter((code) => /^2/.test(code)));
  if (listed(successes(our)) !== listed(successes(their))) {
    return [`${where} answers ${listed(successes(our))}, Cybrid's ${listed(successes(their))}`];
  }
  return Object.entries(their).flatMap(([code, response]) => {
    const theirSchema = jsonSchemaOf(theirs.document, response);
    const ourSchema = jsonSchemaOf(ours.document, our[code] ?? our.default);
    if (theirSchema === undefined) return [];
    if (ourSchema === undefined) return [`${where} describes no ${code} answer`];
    return schemaDifferences(
      `${where} response ${code}`,
      { document: ours.document, schema: ourSchema },
      { document: theirs.document, schema: theirSchema },
      false,
    );
  });
}

/** Every difference of one operation between our description and Cybrid's. */
export function operationDifferences(
  ours: unknown,
  theirs: unknown,
  { method, path }: Operation,
): string[] {
  const where = `${method.toUpperCase()} ${path}`;
  const our = objectAt(ours, 'paths', path, method);
  const their = objectAt(theirs, 'paths', path, method);
  if (our === undefined) return [`${where} is not in our description`];
  if (their === undefined) return [`${where} is not in Cybrid's description`];
  const side = (document: unknown, schema: Json): Side => ({ document, schema });
  return [
    ...securityDifferences(where, our, their),
    ...parameterDifferences(where, side(ours, our), side(theirs, their)),
    ...bodyDifferences(where, side(ours, our), side(theirs, their)),
    ...responseDifferences(where, side(ours, our), side(theirs, their)),
  ];
}
