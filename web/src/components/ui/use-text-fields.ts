import { type FormEvent, useState } from 'react';

/** The values of a small form's text fields (the login and password pages) and their errors,
 * shown once the form has been submitted. */
export function useTextFields<TName extends string>(
  initial: Record<TName, string>,
  check: (values: Record<TName, string>) => Partial<Record<TName, string | undefined>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const errors = check(values);
  return {
    values,
    /** What a `TextField` of the field `name` takes: its name, value, error and change. */
    field: (name: TName) => ({
      name,
      value: values[name],
      error: touched ? errors[name] : undefined,
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    }),
    /** The form's submit handler: shows the errors, and runs `send` when there are none. */
    onSubmit: (send: (values: Record<TName, string>) => void) => (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if (!Object.values(errors).some(Boolean)) send(values);
    },
    /** Empties the fields and hides the errors again. */
    reset: () => {
      setValues(initial);
      setTouched(false);
    },
  };
}
