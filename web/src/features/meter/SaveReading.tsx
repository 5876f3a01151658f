import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { validateMeterReading } from '@hub/domain';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { describeError } from '../../app/apollo/errors';

export const SaveReading_Mutation = graphql(`
  mutation SaveReading_Mutation($hubId: Int!, $uid: Int!, $reading: Float!) {
    saveMeterReading(hubId: $hubId, uid: $uid, reading: $reading) {
      meterReading {
        id
        uid
        reading
        saved
        savedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`);

/** The text box and Save of an unsaved reading (spec 2 §2, §5). */
export function SaveReading({ hubId, uid }: { hubId: number; uid: number }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveReading_Mutation);

  const submit = async () => {
    const errors = validateMeterReading(text);
    if (errors.length) return setMessage(errors[0]!.message);
    setMessage(null);
    try {
      const { data } = await save({ variables: { hubId, uid, reading: Number(text) } });
      const problem = data?.saveMeterReading.userErrors[0];
      if (problem) setMessage(problem.message);
    } catch (error) {
      setMessage(describeError(error as Error));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <HStack gap="2" align="start">
        <Input
          size="xs"
          w="8rem"
          inputMode="decimal"
          aria-label={`Reading for ${uid}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button size="xs" type="submit" loading={loading}>
          Save
        </Button>
        {message && (
          <Text fontSize="xs" color="red.600" role="alert">
            {message}
          </Text>
        )}
      </HStack>
    </form>
  );
}
