// Every answer is wrapped the way the console has always read it: { status: "success", data } or
// { status: "error", data: { message, errors? } } (docs/rest-api.md).

import type { FieldError } from './errors.js';

export type JsonSchema = Record<string, unknown>;

export function ok<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

export function failure(message: string, errors?: FieldError[]) {
  return { status: 'error' as const, data: errors ? { message, errors } : { message } };
}

const errorEnvelope = {
  type: 'object',
  required: ['status', 'data'],
  properties: {
    status: { type: 'string', enum: ['error'] },
    data: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        // Seconds to wait, on a 429.
        retry_after: { type: 'integer' },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'message'],
            properties: { field: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/** Response schemas for a route answering `data` on success, with the error envelope for failures. */
export function responses(data: JsonSchema) {
  return {
    200: {
      type: 'object',
      required: ['status', 'data'],
      properties: { status: { type: 'string', enum: ['success'] }, data },
    },
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  };
}

/** A nullable JSON schema type, e.g. nullable('integer'). */
export function nullable(type: 'string' | 'integer' | 'number' | 'boolean'): JsonSchema {
  return { type: [type, 'null'] };
}

export const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const date = { type: ['string', 'null'], format: 'date' } as const;
