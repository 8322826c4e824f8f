// The form pattern every screen uses: react-hook-form with the contract's zod schema as the
// resolver, validated on submit then on change (no native browser validation: the form sets
// noValidate), submitted through the mutation pattern, and the server's per-field errors put
// back onto the fields with the first one in the common error area. Schema messages are label
// keys, so client and server errors read the same in every language.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useMutation } from '../core/mutation.ts';
import { serverFormErrors } from './server-errors.ts';

export type AppFormOptions<S extends z.ZodType<FieldValues, FieldValues>, O> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submit: (values: z.output<S>, signal: AbortSignal) => Promise<O>;
  onSuccess?: (result: O) => void;
};

export type AppForm<S extends z.ZodType<FieldValues, FieldValues>> = {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  pending: boolean;
  /** The first problem (client or server) as a label key or server text; null when none. */
  commonError: string | null;
};

function firstClientError(form: UseFormReturn<FieldValues>): string | null {
  const names = Object.keys(form.getValues());
  for (const name of names) {
    const message = form.getFieldState(name).error?.message;
    if (message) return message;
  }
  return null;
}

export function useAppForm<S extends z.ZodType<FieldValues, FieldValues>, O>(options: AppFormOptions<S, O>): AppForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation(options.submit, {
    onSuccess: (result) => options.onSuccess?.(result),
    onError: (error) => {
      const known = Object.keys(form.getValues());
      const { fields, common } = serverFormErrors(error, known);
      for (const { field, message } of fields) form.setError(field as Path<z.input<S>>, { type: 'server', message });
      setServerError(common);
    },
  });

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      setServerError(null);
      await form.handleSubmit(async (values) => {
        await mutation.run(values);
      })(event);
    },
    [form, mutation],
  );

  const clientError = form.formState.submitCount > 0 ? firstClientError(form as unknown as UseFormReturn<FieldValues>) : null;
  return { form, onSubmit, pending: mutation.pending || form.formState.isSubmitting, commonError: serverError ?? clientError };
}
