import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import MenuItem from '@mui/material/MenuItem';
import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { action } from '../../.ladle/story-backend';
import { HeaderMenu } from './header-menu';
import { HeaderMenuList } from './header-menu-list';

export default { title: 'Shared / Header menu' } satisfies StoryDefault;

/** The support menu's button and items (the support feature fills in its own); an item closes the menu, then acts. */
export const Default: Story = () => {
  const intl = useIntl();
  return (
    <HeaderMenu
      label={intl.formatMessage({ id: 'support.menu.label' })}
      icon={<HeadsetMicOutlined />}
      minWidth={220}
      list={(menu) => (
        <HeaderMenuList menu={menu}>
          {(['support.email', 'support.wechat', 'support.whatsapp'] as const).map((id) => (
            <MenuItem
              key={id}
              onClick={() => {
                menu.close();
                action('chosen')(id);
              }}
            >
              {intl.formatMessage({ id })}
            </MenuItem>
          ))}
        </HeaderMenuList>
      )}
    />
  );
};
