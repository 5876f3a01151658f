// web/src/ui/form: the one way forms hold their state and speak (see useForm). Import from here.
export { CheckboxField } from './CheckboxField';
export { DateField } from './DateField';
export { unreadableDate, unreadableDateMessage } from './dateProblem';
export { FormField, TextField } from './FormField';
export { FormMessages } from './FormMessages';
export { useFormOpener } from './formOpener';
export { focusFormAgain, useFocusFirstField } from './inlineForm';
export { SaveChangeButton, submitOnlyAChange } from './saveOnlyAChange';
export { blockingLabels, formFieldOf, splitUserErrors, visibleFieldErrors } from './formState';
export type { UserErrorLike } from './formState';
export { useForm } from './useForm';
export type { BoundField, FormApi, FormValues, SubmitResult, UseFormOptions } from './useForm';
