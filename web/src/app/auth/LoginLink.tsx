import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { loginPath } from './safeGoto';

/** Spec 1 §2: all a logged-out user sees, taking them back to where they were after logging in. */
export function LoginLink() {
  const location = useLocation();
  return (
    <Link asChild colorPalette="blue" fontWeight="medium">
      <RouterLink to={loginPath(location.pathname + location.search + location.hash)}>
        Click here to log in
      </RouterLink>
    </Link>
  );
}
