// Who runs the sites: shown in the legal footer, the contact page and the legal texts.
export const COMPANY = {
  name: 'Nitro Race Games, Inc.',
  street: '1200 Pit Lane, Suite 400',
  city: 'Portland, OR 97209',
  country: 'United States',
  supportEmail: 'support@nitrorace.example',
  privacyEmail: 'privacy@nitrorace.example',
  schoolsEmail: 'schools@nitrorace.example',
  securityEmail: 'security@nitrorace.example',
} as const;

export const POSTAL_ADDRESS = `${COMPANY.street}, ${COMPANY.city}, ${COMPANY.country}`;
