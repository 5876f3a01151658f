// The resolver types every area writes against: the generated ones (so each resolver is checked against
// the SDL: arguments, nullability, enums), except that an object type whose fields are resolved lazily
// travels between resolvers as its area's model instead of the finished GraphQL object. An area declares
// its model beside its code by augmenting `Models`:
//
//   declare module '../graphql/resolverTypes.js' { interface Models { Hub: HubModel } }
//
// so that, for example, Query.hub returns a HubModel and every Hub field resolver receives one.
import type { GraphQLResolveInfo, GraphQLScalarType } from 'graphql';
import type * as G from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';

/** GraphQL type name → the model its resolvers pass around. Extended by each area. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Models {}

/** A GraphQL output type with every modelled object type replaced by its model, however deep. */
export type Modelled<T> =
  T extends PromiseLike<infer U>
    ? Promise<Modelled<U>>
    : T extends readonly (infer U)[]
      ? Modelled<U>[]
      : T extends { __typename?: infer N }
        ? [NonNullable<N>] extends [never]
          ? T
          : NonNullable<N> extends keyof Models
            ? Models[NonNullable<N>]
            : { [K in keyof T]: Modelled<T[K]> }
        : T;

type Fn<R> = Extract<NonNullable<R>, (...args: never[]) => unknown>;
type Result<R> = Modelled<Awaited<ReturnType<Fn<R>>>>;

type FieldResolver<TParent, R> = (
  parent: TParent,
  args: Parameters<Fn<R>>[1],
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
) => Result<R> | Promise<Result<R>>;

type Generated = G.Resolvers<GatewayContext>;

// The generated maps carry an index signature (useIndexSignature); leaving it out here means a resolver
// for a type or field the SDL does not have is a type error.
type KnownKeys<T> = keyof {
  [
    K in keyof T as string extends K ? never : number extends K ? never : symbol extends K ? never : K
  ]: unknown;
};

type ParentOf<TName> = TName extends keyof G.ResolversParentTypes
  ? Modelled<G.ResolversParentTypes[TName]>
  : never;

type TypeResolvers<TName extends keyof Generated> =
  NonNullable<Generated[TName]> extends GraphQLScalarType
    ? GraphQLScalarType
    : {
        [F in KnownKeys<NonNullable<Generated[TName]>>]?: FieldResolver<
          ParentOf<TName>,
          NonNullable<Generated[TName]>[F]
        >;
      };

/** One area's resolver map; the gateway merges every area's map into the schema. */
export type Resolvers = { [TName in KnownKeys<Generated>]?: TypeResolvers<TName> };
