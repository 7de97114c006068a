/**
 * Class names joined without Tailwind merging: for lists whose classes never set the same thing,
 * so merging would change nothing. It keeps the merge (`cn`, lib/utils.ts, 2 KiB gzip) and clsx
 * out of the first load of the screens built only from such lists. The unit tests check every list
 * joined here while they render (tests/unit/setup.ts): one that merging would change fails them.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  let out = "";
  for (const part of parts) if (part) out = out ? `${out} ${part}` : part;
  return out;
}

type Choices = Record<string, Record<string, string>>;
type Chosen<V extends Choices> = { [K in keyof V]?: keyof V[K] | null };

/**
 * A control's classes by variant, as class-variance-authority's cva made them (the part of it
 * SayWrite used, in a fraction of its size): the base classes, then each variant's classes (its
 * default when not given, none when null), then a className, joined with cx.
 */
export function variants<V extends Choices>(base: string, config: { variants: V; defaultVariants: { [K in keyof V]: keyof V[K] } }) {
  return (chosen: Chosen<V> & { className?: string } = {}): string =>
    cx(
      base,
      ...Object.keys(config.variants).map((name) => {
        const value = chosen[name] === undefined ? config.defaultVariants[name] : chosen[name];
        return value === null ? undefined : config.variants[name][value as string];
      }),
      chosen.className,
    );
}

/** The variant props of a variants() function (what cva's VariantProps gave). */
export type VariantProps<F> = F extends (chosen?: infer C) => string ? Omit<NonNullable<C>, "className"> : never;
