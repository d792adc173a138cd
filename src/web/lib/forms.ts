/** What a form shows when its post fails: the first problem, and each field's own. */
export interface FormFailure {
  /** The first problem, in the page's language. */
  message: string;
  /** A message per field name, in the page's language (the first problem of each field). */
  errors?: Record<string, string>;
  /** The values the person typed, to refill the form (never passwords). */
  values?: Record<string, string>;
}
