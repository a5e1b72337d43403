/** Site-wide, first-party; over HTTPS Secure, so never sent in clear (plain http, a laptop, cannot set Secure ones). */
export const cookieAttributes = () => `Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
