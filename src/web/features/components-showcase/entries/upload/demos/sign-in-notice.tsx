import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/web/lib/paths';

/** What a visitor who is not signed in reads instead of uploading: the upload call needs an account. */
export function SignInNotice() {
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="sign-in-notice">
      <Trans
        i18nKey="components-showcase.upload.signIn"
        components={{
          signInLink: (
            <Link component={RouterLink} to={paths.auth.login} color="inherit" underline="always" />
          ),
        }}
      />
    </Alert>
  );
}
