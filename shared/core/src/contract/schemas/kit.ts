/**
 * TypeBox building blocks of the call schemas. Server and test code only: the browser imports
 * the schemas as types (`import type`), never this module.
 */
import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema } from '@sinclair/typebox';

export const Str = () => Type.String();
export const NonEmpty = () => Type.String({ minLength: 1 });
export const Int = () => Type.Integer();
export const Num = () => Type.Number();
export const Bool = () => Type.Boolean();
export const Null = () => Type.Null();
/** Any JSON value (payloads whose shape is the caller's). */
export const Any = () => Type.Unknown();

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** One of a core constant list, as a JSON `enum` (what the OpenAPI document and Ajv read). */
export function OneOf<const V extends readonly string[]>(values: V): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
}
export function OneOfInt<const V extends readonly number[]>(values: V): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'integer', enum: [...values] });
}

/** A string map of one value schema (`factors`). */
export const MapOf = <T extends TSchema>(value: T) => Type.Record(Type.String(), value);
