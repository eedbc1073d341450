/**
 * What ties a control to a form's field (`form.field(name)`): its value (text, or a box's tick),
 * change and problem.
 */
export interface BoundField<T extends string | boolean = string> {
  value: T;
  onValueChange: (value: T) => void;
  error?: string | undefined;
}
