// The options of the steps' selects from the lookups' lists: each item by its id, shown by its name.

export interface SelectOption {
  value: string;
  label: string;
}

/** `{ id, name }` items (tariffs, products, retailers, street types) as options; none while the list loads. */
export function namedOptions(
  items: readonly { id: number | string; name: string }[] | undefined,
): SelectOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}
