/** Text values of a submitted form's fields, by name ("" when absent); checkboxes are "on" when ticked. */
export function formValues<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
