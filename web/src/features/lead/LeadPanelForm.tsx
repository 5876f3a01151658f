import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import type { FormApi, FormValues } from '../../ui/form';
import { FormMessages, useFocusFirstField } from '../../ui/form';
import { CancelButton } from '../../ui/DiscardFirst';

interface LeadPanelFormProps {
  /** The panel's name, over its fields and as the form's name, e.g. "Add Lead". */
  title: string;
  /** form.handleSubmit(…) of the panel. */
  onSubmit: (event: FormEvent) => unknown;
  form: Pick<FormApi<FormValues>, 'formErrors' | 'blocking' | 'valid' | 'held' | 'release'>;
  /** What Update does, for the hint beside it: "To {action}, fill in or correct: …". */
  action: string;
  /** The panel's mutation is under way. */
  loading: boolean;
  /** Nothing to send yet besides the rules (no field chosen): Update waits, the panel says why. */
  blocked?: boolean;
  onCancel(): void;
  /** The panel's fields and what it says about the last answer. */
  children: ReactNode;
}

/**
 * The frame of the lead dashboard's form panels (spec 3 §2.3 Update Info, §2.4 Add Lead): the title, the
 * panel's fields, what the form says, and the buttons Update (while the rules pass) and Cancel. Opened, it
 * puts the focus in its first field, as every inline form does (ui/form/inlineForm); its toggle takes the
 * focus back when it closes (useFormOpener in the panel that owns the toggle).
 */
export function LeadPanelForm({
  title,
  onSubmit,
  form,
  action,
  loading,
  blocked = false,
  onCancel,
  children,
}: LeadPanelFormProps) {
  const focusFirstField = useFocusFirstField();
  return (
    <Stack
      as="form"
      ref={focusFirstField}
      aria-label={title}
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      onSubmit={onSubmit}
    >
      <Text fontWeight="semibold">{title}</Text>
      {children}
      <FormMessages errors={form.formErrors} blocking={form.blocking} action={action} />
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="blue"
          type="submit"
          disabled={!form.valid || blocked}
          loading={loading}
        >
          Update
        </Button>
        <CancelButton form={form} onCancel={onCancel} />
      </HStack>
    </Stack>
  );
}
