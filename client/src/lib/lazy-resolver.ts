import type { FieldValues, Resolver } from "react-hook-form";
import type { input, output, ZodType } from "zod";
import { whenIdle } from "./idle";

/**
 * A react-hook-form resolver for a domain schema that loads the schema (and zod with it) when the
 * browser is idle, or on the first validation if that comes sooner: a form page's first load then
 * carries the form, not the validation library. Same results as zodResolver(schema).
 *
 *   const resolver = lazyZodResolver(() => import("@domain/auth/schemas").then((m) => m.SignupBody));
 */
export function lazyZodResolver<Schema extends ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<input<Schema>, unknown, output<Schema>> {
  type Loaded = Resolver<input<Schema>, unknown, output<Schema>>;
  let ready: Promise<Loaded> | undefined;
  const load = () => {
    ready ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Loaded,
    );
    return ready;
  };
  void whenIdle().then(load);
  return async (values, context, options) => (await load())(values, context, options);
}

/**
 * A value from a module that brings zod (a domain schema), fetched when the browser is idle or when
 * first asked for: `const rule = lazyValue(() => import("@domain/messages/schemas").then((m) => m.X)); (await rule()).safeParse(…)`.
 */
export function lazyValue<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = () => {
    loading ??= load();
    return loading;
  };
  void whenIdle().then(get);
  return get;
}
