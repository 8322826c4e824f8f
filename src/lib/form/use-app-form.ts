// The form pattern every screen uses: react-hook-form with the contract's zod schema as the
// resolver, validated on submit then on change (no native browser validation: the form sets
// noValidate), submitted through the mutation pattern, and the server's per-field errors put
// back onto the fields with the first one in the common error area. Schema messages are label
// keys, so client and server errors read the same in every language. After a failed submit
// the common error area takes the focus, so keyboard and screen-reader users land on the
// message rather than somewhere in the middle of the form.
//
// The schema may come as a loader: a screen a visitor may open first (sign-in) keeps zod and
// its contract schemas out of its start-up, and they load while the viewer types. Validation
// only runs on submit, so the first submit is the first to need them.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useMutation } from '../core/mutation.ts';
import { failureView } from '../error-message.ts';
import type { Message } from '../i18n.ts';
import { serverFormErrors } from './server-errors.ts';

type Schema = z.ZodType<FieldValues, FieldValues>;

export type AppFormOptions<S extends Schema, O> = {
  /** The schema, or a loader for it (imported on demand, see above). */
  schema: S | (() => Promise<S>);
  defaultValues: DefaultValues<z.input<S>>;
  submit: (values: z.output<S>, signal: AbortSignal) => Promise<O>;
  onSuccess?: (result: O) => void;
  /** Renames a field the server names (its body's name) to the form's. */
  formField?: (wire: string) => string;
  /** The common message for a failure that names no field (a screen's error catalogue). */
  failureMessage?: (error: unknown) => Message;
};

export type AppForm<S extends Schema> = {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  pending: boolean;
  /** The first problem (client or server) as a label key, a label with values or server text; null when none. */
  commonError: Message | null;
  /** For the form's FormErrorArea: focused after a failed submit. */
  errorAreaRef: RefObject<HTMLDivElement | null>;
};

function firstClientError(form: UseFormReturn<FieldValues>): string | null {
  const names = Object.keys(form.getValues());
  for (const name of names) {
    const message = form.getFieldState(name).error?.message;
    if (message) return message;
  }
  return null;
}

/**
 * The zod resolver, built on first use: the resolver library and a loaded schema are imported
 * then. A failed import (offline, the chunk not cached) is thrown to the submit, and the next
 * submit tries again.
 */
function lazyResolver<S extends Schema>(schema: S | (() => Promise<S>)): Resolver<z.input<S>, unknown, z.output<S>> {
  type Built = Resolver<z.input<S>, unknown, z.output<S>>;
  let built: Promise<Built> | null = null;
  const build = async (): Promise<Built> => {
    const [{ zodResolver }, loaded] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return zodResolver(loaded) as Built;
  };
  return async (values, context, options) => {
    built ??= build().catch((error: unknown) => {
      built = null;
      throw error;
    });
    return (await built)(values, context, options);
  };
}

export function useAppForm<S extends Schema, O>(options: AppFormOptions<S, O>): AppForm<S> {
  // A new schema (or loader) gives a new resolver, as a new zod schema did.
  const resolver = useMemo(() => lazyResolver(options.schema), [options.schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The common error area takes the focus instead (below).
    shouldFocusError: false,
  });
  const [serverError, setServerError] = useState<Message | null>(null);
  const [failures, setFailures] = useState(0);
  const errorAreaRef = useRef<HTMLDivElement | null>(null);
  const mutation = useMutation(options.submit, {
    onSuccess: (result) => options.onSuccess?.(result),
    onError: (error) => {
      const known = Object.keys(form.getValues());
      const { fields, common } = serverFormErrors(error, known, {
        formField: options.formField,
        commonFallback: options.failureMessage,
      });
      for (const { field, message } of fields) form.setError(field as Path<z.input<S>>, { type: 'server', message });
      setServerError(common);
      setFailures((n) => n + 1);
    },
  });

  useEffect(() => {
    if (failures > 0) errorAreaRef.current?.focus();
  }, [failures]);

  const { failureMessage } = options;
  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      setServerError(null);
      try {
        await form.handleSubmit(
          async (values) => {
            await mutation.run(values);
          },
          () => setFailures((n) => n + 1),
        )(event);
      } catch (error) {
        // The validation itself could not load (the mutation reports its own failures).
        setServerError(failureMessage?.(error) ?? failureView(error).key);
        setFailures((n) => n + 1);
      }
    },
    [form, mutation, failureMessage],
  );

  const clientError = form.formState.submitCount > 0 ? firstClientError(form as unknown as UseFormReturn<FieldValues>) : null;
  return {
    form,
    onSubmit,
    pending: mutation.pending || form.formState.isSubmitting,
    commonError: serverError ?? clientError,
    errorAreaRef,
  };
}
