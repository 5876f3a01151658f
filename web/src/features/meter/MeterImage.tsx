import { useQuery } from '@apollo/client/react';
import { Box, Image, Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';

export const MeterImage_Query = graphql(`
  query MeterImage_Query($uid: Int!) {
    meterReadingImage(uid: $uid)
  }
`);

/** The bytes of a base64 `data:` address, as a Blob of its type; null for any other address. */
function blobOf(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2]!);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}

/**
 * An address a new tab can open for the image: Chromium refuses to open a `data:` address from a page, so
 * the photo is given a `blob:` one while it is shown (released when it is not). Any other address as it is.
 */
function useOpenableUrl(src: string | null | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<{ src: string; url: string } | null>(null);
  useEffect(() => {
    const blob = src ? blobOf(src) : null;
    if (!src || !blob) return;
    const url = URL.createObjectURL(blob);
    setObjectUrl({ src, url });
    return () => URL.revokeObjectURL(url);
  }, [src]);
  if (!src) return null;
  if (!src.startsWith('data:')) return src;
  return objectUrl?.src === src ? objectUrl.url : null;
}

/**
 * The meter photo, loaded through the gateway with the signed-in user's session. Staff type the reading
 * from it, so it is never wider than the list's visible width (MeterReadings makes the list a size
 * container; the photo stays in view when the table is scrolled sideways), and opens full size in a tab.
 */
export function MeterImage({ uid }: { uid: number }) {
  const { data, error } = useQuery(MeterImage_Query, { variables: { uid } });
  const fullSize = useOpenableUrl(data?.meterReadingImage);
  if (error) return <Text color="red.600">The image could not be loaded.</Text>;
  if (!data) return <Text color="fg.muted">Loading image...</Text>;
  if (!data.meterReadingImage) return <Text color="fg.muted">This reading has no image.</Text>;
  return (
    // 1.25rem: the list's border and the cell's padding on either side.
    <Box position="sticky" left="2" maxW="min(28rem, calc(100cqi - 1.25rem))">
      <Image
        src={data.meterReadingImage}
        alt={`Meter photo of reading ${uid}`}
        display="block"
        w="100%"
        maxW="100%"
        h="auto"
        style={{ imageRendering: 'pixelated' }}
        borderWidth="1px"
        rounded="sm"
      />
      {fullSize && (
        <Link
          href={fullSize}
          target="_blank"
          rel="noopener"
          aria-label={`Open full size: meter photo of reading ${uid}`}
          fontSize="xs"
          colorPalette="blue"
        >
          Open full size
        </Link>
      )}
    </Box>
  );
}
