export { NotificationsPrompt } from './components/notifications-prompt';
export { NotificationsProvider, useNotifications } from './components/notifications-provider';
export { NotificationsSetting, NotificationsSettingContent, useNotificationsSetting } from './components/notifications-setting';
