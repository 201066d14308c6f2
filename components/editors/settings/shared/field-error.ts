/** A field's error from the last failed save, keyed as the server names it ("faqs.2.question"). */
export function fieldError(errors: Record<string, string>, list: string, index: number, field: string): string | undefined {
  return index < 0 ? undefined : errors[`${list}.${index}.${field}`];
}
