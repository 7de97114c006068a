"use client";
// The sign-in and sign-up forms' state: what react-hook-form did for them (uncontrolled fields,
// checked on submit and again on each change after a failed submit, the first wrong field
// focused, busy while submitting) without loading react-hook-form or zod with the page. The
// schema (and zod) is fetched when the reader first focuses the form, or at the submit; if that
// fetch fails, the values go on unchecked (the server checks them with the same schema and
// answers in words) and the next submit tries again.
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** What this needs of a zod object schema (structural, so zod stays out of the page's first load). */
export type FormSchema<T> = {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

type FieldErrors<K extends string> = Partial<Record<K, { message: string }>>;

export function useCheckedForm<T, K extends string = Extract<keyof T, string>>(loadSchema: () => Promise<FormSchema<T>>) {
  const fields = useRef(new Map<K, HTMLInputElement>());
  const schema = useRef<Promise<FormSchema<T>> | null>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const load = useCallback(() => {
    schema.current ??= loadSchema();
    schema.current.catch(() => {
      schema.current = null; // tried again at the next submit
    });
    return schema.current;
  }, [loadSchema]);

  /** Starts fetching the schema (on the first focus in the form), so a submit seldom waits. */
  const warm = useCallback(() => void load().catch(() => {}), [load]);

  const check = useCallback(async (): Promise<{ data: T } | { errors: FieldErrors<K> }> => {
    const values = Object.fromEntries([...fields.current].map(([name, el]) => [name, el.value]));
    let parser: FormSchema<T>;
    try {
      parser = await load();
    } catch {
      return { data: values as T };
    }
    const parsed = parser.safeParse(values);
    if (parsed.success) return { data: parsed.data };
    const found: FieldErrors<K> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as K;
      if (fields.current.has(name) && !found[name]) found[name] = { message: issue.message };
    }
    return { errors: found };
  }, [load]);

  // one set of props a field, made once: a new ref function each render would detach and attach it
  const registered = useRef(new Map<K, UseFormRegisterReturn<K>>());
  const register = useCallback(
    (name: K): UseFormRegisterReturn<K> => {
      let props = registered.current.get(name);
      if (!props) {
        props = {
          name,
          ref: (el: HTMLInputElement | null) => {
            if (el) fields.current.set(name, el);
            else fields.current.delete(name);
          },
          // after a failed submit, each change says at once whether that field is right now
          onChange: async () => {
            if (!submitted.current) return;
            const result = await check();
            const message = "errors" in result ? result.errors[name]?.message : undefined;
            setErrors((now) => (now[name]?.message === message ? now : { ...now, [name]: message ? { message } : undefined }));
          },
          onBlur: async () => {},
        };
        registered.current.set(name, props);
      }
      return props;
    },
    [check],
  );

  const handleSubmit = useCallback(
    (onValid: (values: T) => Promise<void> | void) => async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await check();
        if ("errors" in result) {
          setErrors(result.errors);
          // the first wrong field, in the order the form shows them
          const wrong = [...fields.current].filter(([name]) => result.errors[name]).map(([, el]) => el);
          wrong.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
          wrong[0]?.focus();
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    [check],
  );

  return { register, handleSubmit, warm, formState: { errors, isSubmitting } };
}
