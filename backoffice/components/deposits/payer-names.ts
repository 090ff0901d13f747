// Whether the name a payer typed differs from the member's registered real name: a hint for staff
// (a third party paying is how stolen accounts and mule accounts show), never a rule. Case, spaces
// and Thai/Latin honorifics do not count as a difference.
const HONORIFICS = /^(?:(?:mrs|mr|ms|miss)(?:\.\s*|\s+)|(?:นางสาว|นาย|นาง|น\.ส\.)\s*)/u;

function normal(name: string): string {
  return name.normalize('NFC').trim().toLowerCase().replace(HONORIFICS, '').replace(/\s+/g, ' ');
}

export function namesDiffer(payerName: string | null, memberName: string | null): boolean {
  if (!payerName || !memberName) return false;
  return normal(payerName) !== normal(memberName);
}
