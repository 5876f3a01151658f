import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

/** The two firmware screens link to each other. */
export function FirmwareMenu() {
  return (
    <HStack as="nav" aria-label="Firmware" gap="4" fontSize="sm">
      {[
        ['/firmwaresets', 'Firmware Sets'],
        ['/firmwares', 'Firmwares'],
      ].map(([to, label]) => (
        <Link
          key={to}
          asChild
          colorPalette="blue"
          _currentPage={{ fontWeight: 'bold', textDecoration: 'underline' }}
        >
          <NavLink to={to!}>{label}</NavLink>
        </Link>
      ))}
    </HStack>
  );
}
