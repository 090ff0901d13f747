import 'server-only';
import { TAGS } from '@/contract/cache-tags';
import { agentProgrammeAnswer, type AgentProgramme } from '@/contract/agent-programme';
import { wpsFetch } from './client';

/** GET /wps/agent/programme — the agent programme as the operator configured it (the affiliate page). */
export function agentProgramme(): Promise<AgentProgramme> {
  return wpsFetch('/wps/agent/programme', { schema: agentProgrammeAnswer, cache: { revalidate: 300, tags: [TAGS.siteFlags] } });
}
