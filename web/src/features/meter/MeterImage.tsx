import { useQuery } from '@apollo/client/react';
import { Image, Text } from '@chakra-ui/react';
import { graphql } from '../../__generated__';

export const MeterImage_Query = graphql(`
  query MeterImage_Query($uid: Int!) {
    meterReadingImage(uid: $uid)
  }
`);

/** The meter photo, loaded through the gateway with the signed-in user's session. */
export function MeterImage({ uid }: { uid: number }) {
  const { data, error } = useQuery(MeterImage_Query, { variables: { uid } });
  if (error) return <Text color="red.600">The image could not be loaded.</Text>;
  if (!data) return <Text color="fg.muted">Loading image...</Text>;
  if (!data.meterReadingImage) return <Text color="fg.muted">This reading has no image.</Text>;
  return (
    <Image
      src={data.meterReadingImage}
      alt={`Meter photo of reading ${uid}`}
      maxW="28rem"
      w="100%"
      style={{ imageRendering: 'pixelated' }}
      borderWidth="1px"
      rounded="sm"
    />
  );
}
