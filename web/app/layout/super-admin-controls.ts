import { lazy } from 'react';
import { loadPageTexts } from '../../lib/i18n/i18n';

/**
 * The super admin's club picker in the footer and the back office's bar: only super admins see it, so only they
 * load its code, and with it the texts of the `pages` part, where the super admin's texts are.
 */
export const SuperAdminControls = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/super-admin/components/super-admin-controls'),
    // Texts that could not come leave keys in the controls, not the whole site broken around them.
    loadPageTexts().catch(() => undefined),
  ]);
  return { default: module.SuperAdminControls };
});
