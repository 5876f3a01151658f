/** The plain-text e-mail signature of a staff member. */
export function signatureText({ name, email }: { name: string; email: string }): string {
  return [name, email, 'HUB Administration'].join('\n');
}
