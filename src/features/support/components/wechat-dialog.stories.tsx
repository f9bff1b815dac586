import type { Story, StoryDefault } from '@ladle/react';
import { action } from '../../../../.ladle/story-backend';
import { WeChatDialog } from './wechat-dialog';

export default { title: 'Support / WeChat dialog' } satisfies StoryDefault;

export const Open: Story = () => <WeChatDialog open onClose={action('close')} />;
