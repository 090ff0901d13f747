import type { ReactNode } from 'react';

/** Spec §2: the agent pages use their own layout, without the site's header and footer. */
export default function AgentLayout({ children }: { children: ReactNode }) {
  return <div className="agent-shell">{children}</div>;
}
