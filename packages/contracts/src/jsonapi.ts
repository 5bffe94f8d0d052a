/** A JSON:API resource identifier. */
export interface ResourceIdentifier {
  type: string;
  id: string;
}

/** A JSON:API relationship object. */
export interface Relationship {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

/** A JSON:API resource object. */
export interface Resource {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

/** Pagination figures sent in `meta` of every list document. */
export interface PaginationMeta {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** A JSON:API document as the API answers it. */
export interface Document {
  data: Resource | Resource[] | null;
  included?: Resource[];
  links?: Record<string, string | null>;
  meta?: Record<string, unknown>;
}

/** One entry of the JSON:API error envelope. */
export interface ApiErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

/** The JSON:API error envelope: `{"errors": [...]}`. */
export interface ErrorDocument {
  errors: ApiErrorObject[];
}

/** A resource with its attributes lifted and relationships resolved into nested objects. */
export type Deserialized = { id: string; type: string } & Record<string, unknown>;

function resolve(
  identifier: ResourceIdentifier,
  index: Map<string, Resource>,
  seen: Map<string, Deserialized>,
): Deserialized {
  const key = `${identifier.type}:${identifier.id}`;
  const cached = seen.get(key);
  if (cached) return cached;
  const resource = index.get(key);
  if (!resource) return { id: identifier.id, type: identifier.type };
  const result: Deserialized = {
    id: resource.id,
    type: resource.type,
    ...resource.attributes,
    ...(resource.meta ? { meta: resource.meta } : {}),
  };
  seen.set(key, result);
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const data = relationship.data;
    if (data === undefined) continue;
    if (data === null) result[name] = null;
    else if (Array.isArray(data)) result[name] = data.map((item) => resolve(item, index, seen));
    else result[name] = resolve(data, index, seen);
  }
  return result;
}

/**
 * Turns a JSON:API document into plain objects: attributes are lifted onto the
 * resource, relationships become nested objects (taken from `included`) and a
 * resource's own `meta` (e.g. the signed-in user's abilities) is kept as `meta`.
 */
export function deserialize(document: Document): Deserialized | Deserialized[] | null {
  const index = new Map<string, Resource>();
  const primary = document.data;
  const all = [...(Array.isArray(primary) ? primary : primary ? [primary] : []), ...(document.included ?? [])];
  for (const resource of all) index.set(`${resource.type}:${resource.id}`, resource);
  const seen = new Map<string, Deserialized>();
  if (primary === null) return null;
  if (Array.isArray(primary)) return primary.map((resource) => resolve(resource, index, seen));
  return resolve(primary, index, seen);
}

/**
 * A resource as the web client hands it over (decision 014): attributes lifted
 * onto it and its `meta` kept, typed from the resource's contract schema
 * (`z.infer`); `Related` names the relationships a call includes. An attribute
 * named `type` (an organisation's kind) replaces the resource type, as it does at run time.
 */
export type Flattened<
  R extends { type: string; id: string; attributes: object; meta?: unknown },
  Related extends object = Record<never, never>,
> = { id: string } & Omit<{ type: R['type'] }, keyof R['attributes']> & R['attributes'] & MetaOf<R> & Related;

type MetaOf<R extends { meta?: unknown }> = undefined extends R['meta']
  ? Exclude<R['meta'], undefined> extends never
    ? Record<never, never>
    : { meta?: Exclude<R['meta'], undefined> }
  : { meta: R['meta'] };
