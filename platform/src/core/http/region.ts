// Region restriction per visitor (spec §2/§8 "IP or region block"): the operator's blocked
// addresses (single IPs or CIDR ranges) and countries (ISO 3166 two-letter codes, as a trusted CDN
// reports them through the portal's signed forwarding). Status 2 for a visitor who matches them.
import { SYSTEM_STATUS, type RegionRules, type SystemStatusCode } from '../../../../contract/system';
import { inRanges, parseRange, type AddressRange } from '../../../../contract/address-ranges';

export const NO_REGION_RULES: RegionRules = { addresses: [], countries: [] };

/** Rules compiled once per change (the system snapshot keeps them). */
export interface CompiledRegionRules {
  rules: RegionRules;
  ranges: AddressRange[];
  countries: ReadonlySet<string>;
}

export function compileRegionRules(rules: RegionRules | undefined): CompiledRegionRules {
  const source = rules ?? NO_REGION_RULES;
  return {
    rules: source,
    ranges: source.addresses.map(parseRange).filter((range): range is AddressRange => range !== undefined),
    countries: new Set(source.countries),
  };
}

export function isRegionBlocked(compiled: CompiledRegionRules, address: string, country: string | undefined): boolean {
  return (country !== undefined && compiled.countries.has(country)) || inRanges(address, compiled.ranges);
}

/**
 * The status one visitor sees: the operator's site status, or region restricted (2) for an open
 * site's visitor whose address or country the operator blocked. GET /wps/system/status answers it
 * and every bet is checked against it (core/http/bet-guard.ts).
 */
export function visitorStatusOf(siteStatus: SystemStatusCode, compiled: CompiledRegionRules, address: string, country: string | undefined): SystemStatusCode {
  return siteStatus === SYSTEM_STATUS.open && isRegionBlocked(compiled, address, country) ? SYSTEM_STATUS.regionBlocked : siteStatus;
}

/** One rule added to or taken from the list it belongs in (an address/range or a country). */
export function changeRegionRules(rules: RegionRules, entry: string, add: boolean): RegionRules | undefined {
  const country = /^[A-Za-z]{2}$/.test(entry) ? entry.toUpperCase() : undefined;
  if (!country && !parseRange(entry)) return undefined;
  const key: keyof RegionRules = country ? 'countries' : 'addresses';
  const value = country ?? entry.trim().toLowerCase();
  const without = rules[key].filter((item) => item !== value);
  return { ...rules, [key]: add ? [...without, value] : without };
}
