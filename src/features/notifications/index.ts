export { NotificationsPrompt } from './components/notifications-prompt';
export { NotificationsProvider, useNotifications } from './components/notifications-provider';
export { NotificationsSetting } from './components/notifications-setting';
