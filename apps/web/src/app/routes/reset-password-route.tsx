/** `/reset-password?email=..&token=..` from the reset mail: the home page with the reset modal open and filled. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openModal } from '@/lib/modal-store';
import { HomeRoute } from './home-route';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';

  useEffect(() => {
    // Without a token the link is broken; asking for a new one is the way on.
    openModal(token ? { name: 'resetPasswordModal', email, token } : { name: 'requestResetModal' });
  }, [email, token]);

  return <HomeRoute />;
}
