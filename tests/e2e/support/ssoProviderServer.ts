// The local OpenID Connect provider the end-to-end server signs players in with (playwright.config
// starts it beside `npm start`): oidc-provider's own login page, any login name, any password.
import { startTestProvider } from '../../integration/ssoProvider';

const port = Number(process.env.SSO_E2E_PORT);
const sites = (process.env.SSO_E2E_SITES ?? '').split(',').filter(Boolean);

await startTestProvider(
  [
    {
      clientId: 'nitro-e2e',
      clientSecret: 'nitro-e2e-secret',
      redirectUris: sites.map((site) => `${site}/login/sso/local`),
    },
  ],
  port,
);
