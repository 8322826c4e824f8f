// zod schemas as OpenAPI 3.1 Schema Objects (JSON Schema 2020-12), with zod 4's own converter.
import { z } from 'zod';

export type SchemaObject = z.core.JSONSchema.JSONSchema;

/** Named schemas shared by the document (components.schemas), filled as schemas are converted. */
export type SchemaComponents = Record<string, SchemaObject>;

const LOCAL_DEF = '#/$defs/';
const COMPONENT = '#/components/schemas/';

/**
 * `io: 'input'` describes what a caller sends (before coercion, defaults optional), 'output'
 * what the server answers. Refinements cannot be written in JSON Schema and are left out;
 * anything else zod cannot express becomes `{}` rather than failing the whole document.
 */
export function schemaObject(schema: z.ZodType, io: 'input' | 'output', components: SchemaComponents, name: string): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return hoistDefs(typedUnion(json), components, name);
}

/**
 * A union of objects (a discriminated answer such as the TV PIN poll's) says it is an object
 * too, so readers that branch on `type` first (code generators, the tests) know what it is.
 */
function typedUnion(json: SchemaObject): SchemaObject {
  const options = json.oneOf ?? json.anyOf;
  if (json.type !== undefined || !options?.length) return json;
  const objects = options.every((option) => typeof option === 'object' && option.type === 'object');
  return objects ? { type: 'object', ...json } : json;
}

/**
 * A recursive schema (or one with a registered id) comes with `$defs` and `$ref: '#/$defs/…'`.
 * Inside an OpenAPI document `#` is the document's root, so those refs would point nowhere:
 * the definitions move to components.schemas and the refs follow them. zod's generated names
 * (`__schema0`) are per conversion, so they are prefixed with `name` to stay unique.
 */
function hoistDefs(json: SchemaObject, components: SchemaComponents, name: string): SchemaObject {
  const { $defs, ...rest } = json;
  if (!$defs) return json;
  const renamed = (def: string) => (def.startsWith('__') ? `${name}${def}` : def);
  // The converter's output is freshly made and ours alone, so its refs are retargeted in place.
  const retarget = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(LOCAL_DEF)) {
        Reflect.set(value, key, COMPONENT + renamed(inner.slice(LOCAL_DEF.length)));
      } else retarget(inner);
    }
  };
  for (const [def, schema] of Object.entries($defs)) {
    retarget(schema);
    components[renamed(def)] = schema;
  }
  retarget(rest);
  return rest;
}
