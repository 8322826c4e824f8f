// The schemas of every operation in operations.ts: params, query, body and response. The
// server validates input with these and registers each route from them; the app's http client
// validates answers with them (loaded on demand, so zod stays out of the first chunk); the
// OpenAPI description is generated from them. `satisfies` makes a missing entry a type error.
import { z } from 'zod';
import { pageContent } from './content.ts';
import { initQuery, initResponse } from './init.ts';
import { labels, locale } from './labels.ts';
import { menu, menuTargetPlatform } from './menu.ts';
import type { OperationId } from './operations.ts';
import { realmDirectory, realmName, realmSettings } from './realm.ts';

export type OperationSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** JSON answer. */
  readonly response?: z.ZodType;
  /** Content type of a non-JSON answer (images, fonts, media, manifests). */
  readonly produces?: string;
};

/** Section names are URL segments chosen by operators: lower-case letters, digits and dashes. */
export const sectionName = z.string().regex(/^[a-z0-9-]{1,64}$/, 'section names are 1 to 64 lower-case letters, digits and dashes');

const showHide = z.enum(['SHOW', 'HIDE']);

export const sectionQuery = z
  .object({
    /** Locale of titles and rail names; defaults to the Accept-Language pick. */
    lk: locale.optional(),
    /** Items per rail. */
    rpp: z.coerce.number().int().min(1).max(50).optional(),
    /** Rails per page. */
    bpp: z.coerce.number().int().min(1).max(50).optional(),
    /** 1-based page of rails; heroes come with the first page only. */
    p: z.coerce.number().int().min(1).max(10_000).optional(),
    displaySectionLinkBuckets: showHide.optional(),
  })
  .strict();
export type SectionQuery = z.input<typeof sectionQuery>;

export const realmByHostQuery = z
  .object({
    host: z
      .string()
      .trim()
      .min(1, 'host is required')
      .max(260)
      .regex(/^[A-Za-z0-9.:[\]-]+$/, 'not a host name'),
  })
  .strict();

export const menuQuery = z.object({ deviceType: menuTargetPlatform.default('WEB') }).strict();

export const API = {
  realmDirectory: { response: realmDirectory },
  realmByName: { params: z.object({ name: realmName }), response: realmSettings },
  realmByHost: { query: realmByHostQuery, response: realmSettings },
  init: { query: initQuery, response: initResponse },
  labels: { params: z.object({ locale }), response: labels },
  menu: { query: menuQuery, response: menu },
  section: { params: z.object({ name: sectionName }), query: sectionQuery, response: pageContent },
  artworkImage: { produces: 'image/webp' },
  artworkLogo: { produces: 'image/svg+xml' },
  artworkIcon: { produces: 'image/png' },
  font: { produces: 'font/woff2' },
  media: { produces: 'application/vnd.apple.mpegurl' },
  manifestByHost: { produces: 'application/manifest+json' },
  manifestByPrefix: { produces: 'application/manifest+json' },
  openapi: { produces: 'application/json' },
} as const satisfies { readonly [Id in OperationId]: OperationSchemas };

export type Api = typeof API;

type Field<Id extends OperationId, K extends keyof OperationSchemas> = Api[Id] extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** What a caller sends as the query (before coercion and defaults). */
export type QueryOf<Id extends OperationId> = [Field<Id, 'query'>] extends [never] ? undefined : z.input<Field<Id, 'query'>>;
export type BodyOf<Id extends OperationId> = [Field<Id, 'body'>] extends [never] ? undefined : z.input<Field<Id, 'body'>>;
/** The validated JSON answer. */
export type ResponseOf<Id extends OperationId> = [Field<Id, 'response'>] extends [never] ? never : z.output<Field<Id, 'response'>>;
/** Operations that answer JSON: the ones the app's http client calls. */
export type JsonOperationId = { [Id in OperationId]: Api[Id] extends { response: z.ZodType } ? Id : never }[OperationId];
