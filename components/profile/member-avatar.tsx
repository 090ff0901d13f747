/**
 * The member's picture, or the first letter of the name on a coloured disc without one. No hooks:
 * used by server pages (the member hub) and the header's account menu alike.
 */
export function MemberAvatar({ version, name, size = 40, alt = '' }: { version?: string | null; name: string; size?: number; alt?: string }) {
  if (version) {
    return (
      // A private, per-member image behind the session: a plain <img>, not next/image's public optimizer.
      <img className="member-avatar" src={`/api/profile/avatar?v=${encodeURIComponent(version)}`} alt={alt} width={size} height={size} data-testid="member-avatar" />
    );
  }
  return (
    <span className="member-avatar member-avatar-initial" style={{ width: size, height: size, fontSize: size / 2.2 }} aria-hidden={alt ? undefined : true} data-testid="member-avatar-initial">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
