import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/web/components/page';
import { AccountBillingTab } from '@/web/features/user/components/account/account-billing-tab';
import { AccountGeneralTab } from '@/web/features/user/components/account/account-general-tab';
import {
  AccountBoxIcon,
  BellIcon,
  LockIcon,
  ReceiptIcon,
  ShareIcon,
} from '@/web/features/user/components/account/account-icons';
import { AccountNotificationsTab } from '@/web/features/user/components/account/account-notifications-tab';
import { AccountPasswordTab } from '@/web/features/user/components/account/account-password-tab';
import { AccountSocialLinksTab } from '@/web/features/user/components/account/account-social-links-tab';
import { SignInMethodsCard } from '@/web/features/user/components/account/sign-in-methods-card';
import { UserScreenHeading } from '@/web/features/user/components/user-screen-heading';
import { accountTabOf, type AccountTab } from '@/web/features/user/components/account/account-tabs';

const tabs: { value: AccountTab; icon: ReactElement; panel: () => ReactElement }[] = [
  { value: 'general', icon: <AccountBoxIcon />, panel: () => <AccountGeneralTab /> },
  { value: 'billing', icon: <ReceiptIcon />, panel: () => <AccountBillingTab /> },
  { value: 'notifications', icon: <BellIcon />, panel: () => <AccountNotificationsTab /> },
  { value: 'social', icon: <ShareIcon />, panel: () => <AccountSocialLinksTab /> },
  {
    value: 'security',
    icon: <LockIcon />,
    panel: () => (
      <Stack sx={{ gap: 3 }}>
        <AccountPasswordTab />
        <SignInMethodsCard />
      </Stack>
    ),
  },
];

const tabId = (tab: AccountTab) => `account-tab-${tab}`;
const panelId = (tab: AccountTab) => `account-panel-${tab}`;

/**
 * /dashboard/user/account: the signed-in user's own account in tabs (General, Billing, Notifications, Social links,
 * Change password with the sign-in methods); the address keeps the open tab (`?tab=`), so a reload or a shared link opens it again.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = accountTabOf(params.get('tab'));
  const open = (tab: AccountTab) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (tab === 'general') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  const shown = tabs.find((tab) => tab.value === current)!;

  return (
    <Page title={t('account-settings.title')}>
      <UserScreenHeading heading={t('account-settings.heading')} current={t('account-settings.crumb')} />
      <Tabs
        value={current}
        onChange={(_, tab: AccountTab) => open(tab)}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('account-settings.tabsLabel')}
        sx={{ mb: { xs: 3, md: 5 } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            id={tabId(tab.value)}
            // Only the open tab's panel is in the page.
            aria-controls={tab.value === current ? panelId(tab.value) : undefined}
            label={t(`account-settings.tabs.${tab.value}`)}
            icon={tab.icon}
            iconPosition="start"
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {shown.panel()}
      </Box>
    </Page>
  );
}
