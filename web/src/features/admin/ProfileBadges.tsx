import { HStack, Image } from '@chakra-ui/react';
import type { ProfileBadge } from '../../__generated__/graphql';
import administrator from './badges/administrator.svg';
import releaseFirmware from './badges/release-firmware.svg';
import viewAddresses from './badges/view-addresses.svg';

const BADGES: Record<ProfileBadge, { src: string; label: string }> = {
  ADMINISTRATOR: { src: administrator, label: 'Administrator' },
  VIEW_ADDRESSES: { src: viewAddresses, label: 'View addresses' },
  RELEASE_FIRMWARE: { src: releaseFirmware, label: 'Release firmware' },
};

/** Spec 3 §2.6: one badge image per right held. */
export function ProfileBadges({ badges }: { badges: readonly ProfileBadge[] }) {
  return (
    <HStack gap="1" minW="5.5rem">
      {badges.map((badge) => (
        <Image
          key={badge}
          src={BADGES[badge].src}
          alt={BADGES[badge].label}
          title={BADGES[badge].label}
          boxSize="5"
        />
      ))}
    </HStack>
  );
}

/** The rights held, comma-separated, as the profiles list shows them. */
export function rightsText(badges: readonly ProfileBadge[]): string {
  return badges.map((badge) => BADGES[badge].label.toLowerCase()).join(', ');
}
