import { Box, Checkbox, Flex, type BoxProps } from '@chakra-ui/react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  gridColumn?: BoxProps['gridColumn'];
}

/**
 * A checkbox among labelled fields (a form's row or grid): level with their inputs, not with their labels,
 * in a row aligned to the start so a message under a field moves nothing. The space above stands where the
 * others' labels are (FormField: a label line 5 high, then the field's gap of 1.5), and the checkbox is
 * centred on an input's height (size sm: 9), instead of each form nudging it with padding of its own.
 */
export function CheckboxField({ label, checked, onChange, gridColumn }: CheckboxFieldProps) {
  return (
    <Box flexShrink={0} gridColumn={gridColumn}>
      <Box aria-hidden h="5" mb="1.5" />
      <Flex h="9" align="center">
        <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
    </Box>
  );
}
