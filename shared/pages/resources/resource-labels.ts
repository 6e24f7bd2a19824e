/** Display names of the filter values (kebab-case in content and URLs). */
const special: Record<string, string> = {
  ecommerce: 'E-commerce',
  'customer-service': 'Customer Service',
};

export function optionLabel(value: string): string {
  return (
    special[value] ??
    value
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** Select options for `values`, the first ('all') labelled `allLabel`. */
export function optionsOf(
  values: readonly string[],
  allLabel: string,
): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value === 'all' ? allLabel : optionLabel(value) }));
}

/** 'Showing 3 of 8 webinars' for the live result count. */
export function countText(shown: number, total: number, noun: string): string {
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** Class list of a resource card; featured cards get the wider layout. */
export function resourceCardClass(featured: boolean): string {
  return featured ? 'card rs-card rs-card--featured' : 'card rs-card';
}
