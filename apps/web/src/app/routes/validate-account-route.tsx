/** `/validate-account?email=..&token=..` from the confirmation mail. */
import { ValidateAccountPage } from '@/features/auth/components/validate-account-page';

export function ValidateAccountRoute() {
  return <ValidateAccountPage />;
}
