// Game vendors behind the launch call (spec §7 GET /wps/game/launchGame). A vendor turns "this
// member plays this game" into a URL the portal opens in its game page. The platform ships one
// real vendor, the local one (local-vendor.ts), which serves every game itself; a real aggregator
// plugs in by implementing GameVendor and being registered for its vendor codes (docs/games.md,
// "Game vendors").

export interface LaunchMember {
  id: number;
  account: string;
}

export interface LaunchGame {
  id: number;
  gameCode: string;
  gameType: string;
  vendorCode: string;
  displayName: string;
}

export interface LaunchOptions {
  language: string;
  /** GAME for a game, LOTT for a lottery lobby (spec §7 lottery lobby launch: launchMode LOTT). */
  launchMode: 'GAME' | 'LOTT';
  /** Where the vendor's own "back" button should lead (the portal page that launched). */
  backUrl?: string;
}

export interface GameVendor {
  /** Shown in logs and stored on the game session. */
  readonly name: string;
  /** The URL to open; throws ApiError for refusals the player should see. */
  launch(member: LaunchMember, game: LaunchGame, options: LaunchOptions): Promise<string>;
}

/** Vendor per vendor code (the spec's vassalage), the local vendor for every other code. */
export class GameVendorDirectory {
  constructor(
    private readonly fallback: GameVendor,
    private readonly byCode: Readonly<Record<string, GameVendor>> = {},
  ) {}

  for(vendorCode: string): GameVendor {
    return this.byCode[vendorCode] ?? this.fallback;
  }
}
