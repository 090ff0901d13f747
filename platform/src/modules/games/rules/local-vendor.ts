// The local game vendor: the platform itself hosts the game (an HTML slot, modules/games/routes/local-vendor.ts)
// and settles every spin on the member's wallet in the same database. Its launch URL carries a
// signed, short-lived ticket bound to the member and the game (launch-ticket.ts).
import type { GameVendor, LaunchGame, LaunchMember, LaunchOptions } from './game-vendor';
import { issueLaunchTicket } from './launch-ticket';

export const LOCAL_VENDOR_NAME = 'local';
export const LOCAL_VENDOR_PATH = '/vendor/local';

export class LocalGameVendor implements GameVendor {
  readonly name = LOCAL_VENDOR_NAME;

  /** `publicUrl`: where browsers reach this platform's /vendor/local pages (LOCAL_VENDOR_URL). */
  constructor(
    private readonly ticketKey: Buffer,
    private readonly publicUrl: string,
  ) {}

  async launch(member: LaunchMember, game: LaunchGame, options: LaunchOptions): Promise<string> {
    const { ticket } = issueLaunchTicket(this.ticketKey, { memberId: member.id, gameId: game.id, language: options.language });
    const url = new URL(`${this.publicUrl.replace(/\/$/, '')}${LOCAL_VENDOR_PATH}/play`);
    url.searchParams.set('ticket', ticket);
    return url.toString();
  }
}
