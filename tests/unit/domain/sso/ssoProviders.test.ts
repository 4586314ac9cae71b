import { describe, expect, it } from 'vitest';

import { ssoProvidersFrom } from '../../../../src/domain/sso/ssoProviders';

const full = (id: string) => ({
  [`SSO_${id}_ISSUER`]: 'https://id.example',
  [`SSO_${id}_CLIENT_ID`]: 'client',
  [`SSO_${id}_CLIENT_SECRET`]: 'secret',
});

describe('ssoProvidersFrom', () => {
  it('offers no provider when none is configured', () => {
    expect(ssoProvidersFrom({})).toEqual({ providers: [], problems: [] });
  });

  it('reads each listed provider, named by SSO_<ID>_NAME or its id', () => {
    const { providers } = ssoProvidersFrom({
      SSO_PROVIDERS: 'School, acme',
      ...full('SCHOOL'),
      SSO_SCHOOL_NAME: 'My School',
      ...full('ACME'),
    });
    expect(providers.map((p) => [p.id, p.name])).toEqual([
      ['school', 'My School'],
      ['acme', 'Acme'],
    ]);
  });

  it('leaves out a provider with a missing setting or a reserved id, and says why', () => {
    const { providers, problems } = ssoProvidersFrom({
      SSO_PROVIDERS: 'acme,username,a',
      SSO_ACME_ISSUER: 'https://id.example',
      ...full('USERNAME'),
    });
    expect(providers).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('SSO_ACME_CLIENT_ID');
  });
});
