// What members are asked and shown (settings:edit): the registration fields, the outside links
// (support channels, app downloads, social), the licence, the four-eyes thresholds and the wallet
// mode — each through the store its own routes use.
import { TAGS } from '../../../../../contract/cache-tags';
import { CONFIGURABLE_REGISTER_FIELDS, type SettingsValue } from '../../../../../contract/operator-settings';
import type { StoredLicence } from '../../../../../contract/site-licence';
import { readConfiguredRegisterFields, writeConfiguredRegisterFields } from '../../accounts';
import { LICENCE_SETTING_KEY } from '../../content';
import { readSiteResources, updateSiteResources } from '../../content';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { configuredFieldSpecs } from '../../accounts';
import { readWalletSettings, updateWalletSettings } from '../../ledger';
import { fourEyesSettings } from '../../approvals';
import type { GroupStore } from './group-store';

type ConfigurableField = SettingsValue<'registrationFields'>['fields'][number];

export const registrationFieldsStore: GroupStore<'registrationFields'> = {
  async read(_ctx, ex) {
    const specs = configuredFieldSpecs(await readConfiguredRegisterFields(ex));
    const fields = CONFIGURABLE_REGISTER_FIELDS.map((name): ConfigurableField => {
      const { enabled, required, patternId, minLength, maxLength } = specs.find((spec) => spec.name === name)!;
      return { name, enabled, required, patternId, minLength, maxLength };
    });
    return { fields };
  },
  write: (_ctx, tx, value) => writeConfiguredRegisterFields(tx, value.fields),
  // The portal keeps the registration settings with the site flags.
  tags: [TAGS.siteFlags],
};

export const linksStore: GroupStore<'links'> = {
  read: async (_ctx, ex) => (await readSiteResources(ex)) as SettingsValue<'links'>,
  write: async (_ctx, tx, value) => {
    await updateSiteResources(tx, value);
  },
  tags: [TAGS.siteResources],
};

export const licenceStore: GroupStore<'licence'> = {
  // `false` is stored for "none" (the settings column holds no SQL null; modules/content/routes/site-licence.ts).
  read: async (_ctx, ex) => (await readSetting<StoredLicence | false>(ex, LICENCE_SETTING_KEY)) || null,
  write: (_ctx, tx, value) => writeSetting(tx, LICENCE_SETTING_KEY, value ?? false),
  tags: [TAGS.siteResources],
};

export const fourEyesStore: GroupStore<'fourEyes'> = {
  read: (_ctx, ex) => fourEyesSettings.read(ex),
  write: async (_ctx, tx, value) => {
    await fourEyesSettings.update(tx, value);
  },
  tags: [],
};

export const walletModeStore: GroupStore<'walletMode'> = {
  read: (_ctx, ex) => readWalletSettings(ex),
  write: async (_ctx, tx, value) => {
    await updateWalletSettings(tx, value);
  },
  tags: [TAGS.merchantWallet],
};
